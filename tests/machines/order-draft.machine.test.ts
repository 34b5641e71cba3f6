import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/shared/http';
import type { DraftEdit, OrderDraft, OrderDraftAnswer } from '../../src/api/contract/order-drafts';
import {
  draftStatusText,
  hasUnsentChanges,
  localDraftTexts,
  orderDraftMachine,
  restoredFromText,
  type OrderDraftInput,
  type OrderDraftNews,
} from '../../src/machines/orders/order-draft.machine';
import type { LocalDraftCommand } from '../../src/machines/orders/order-draft.local';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

/**
 * The draft machine of the order screens: every shortest path over fake calls
 * and a recorder of this computer's copy, checked in each state against what the user sees (the
 * quiet line, the notice, whether leaving the page asks), written by hand. The copy kept on this
 * computer for real (over a fake storage) is order-draft.local.test.ts.
 */
type Snapshot = SnapshotFrom<typeof orderDraftMachine>;
interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

const kept: OrderDraft = { state: { choice: 'kept' }, edits: [{ key: '11:501', text: '7', name: 'Нурофен', price: 120, balance: 4 }] };
const typed: DraftEdit[] = [{ key: '11:502', text: '3', name: 'Мидокалм', price: 300, balance: 0 }];
const answer = (revision: number, draft: OrderDraft | null): OrderDraftAnswer => ({
  screen: 'purchase-order',
  revision,
  draft,
  savedAt: null,
});

function startDraft() {
  const calls = {
    readLocal: [] as Deferred<null>[],
    local: [] as LocalDraftCommand[],
    load: [] as Deferred<OrderDraftAnswer>[],
    save: [] as Array<Deferred<OrderDraftAnswer> & { revision: number; edits: DraftEdit[] | null; state: unknown }>,
    clear: [] as Deferred<OrderDraftAnswer>[],
    /** The screen's typed lines asked for a merge, with the lines the screen named (null: the worker's). */
    typedLines: [] as Array<Deferred<DraftEdit[]> & { edits: DraftEdit[] | null }>,
  };
  const told: OrderDraftNews[] = [];
  const machine = orderDraftMachine.provide({
    actors: {
      readLocal: fromPromise(() => new Promise<null>((resolve, reject) => calls.readLocal.push({ resolve, reject }))) as never,
      local: fromCallback<LocalDraftCommand>(({ receive }) => receive((command) => calls.local.push(command))) as never,
      watchLine: fromCallback(() => {}) as never,
      loadDraft: fromPromise(() => new Promise<OrderDraftAnswer>((resolve, reject) => calls.load.push({ resolve, reject }))),
      saveDraft: fromPromise(
        async ({
          input,
        }: {
          input: { revision: number; state: unknown; edits: DraftEdit[] | null; readEdits: () => Promise<DraftEdit[]> };
        }) => {
          const edits = input.edits ?? (await input.readEdits());
          return new Promise<OrderDraftAnswer>((resolve, reject) =>
            calls.save.push({ resolve, reject, revision: input.revision, edits, state: input.state }),
          );
        },
      ) as never,
      clearDraft: fromPromise(() => new Promise<OrderDraftAnswer>((resolve, reject) => calls.clear.push({ resolve, reject }))),
      typedLines: fromPromise(
        ({ input }: { input: { edits: DraftEdit[] | null } }) =>
          new Promise<DraftEdit[]>((resolve, reject) => calls.typedLines.push({ resolve, reject, edits: input.edits })),
      ) as never,
    },
  });
  const input: OrderDraftInput = { screen: 'purchase-order', pharmacyId: 1, readEdits: async () => typed };
  // A screen's machine stands in as the parent: it records what the draft machine tells it.
  const parent = setup({ types: {} as { events: OrderDraftNews }, actors: { draft: machine } }).createMachine({
    invoke: { id: 'draft', src: 'draft', input },
    on: {
      'draft.loaded': { actions: assign(({ event }) => (told.push(event), {})) },
      'draft.replaced': { actions: assign(({ event }) => (told.push(event), {})) },
    },
  });
  const actor = createActor(parent).start();
  const draft = () =>
    (actor.getSnapshot().children as Record<string, unknown>).draft as { getSnapshot(): Snapshot; send(event: unknown): void };
  return { actor, calls, told, draft, input, machine };
}
type Sut = ReturnType<typeof startDraft>;

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
/** This computer holds no copy of the draft. */
const nothingHere = async (sut: Sut) => {
  await settle();
  sut.calls.readLocal[0].resolve(null);
  await settle();
};

type PathEvent = { type: string; output?: unknown; error?: unknown; state?: unknown; edits?: unknown };
const on = {
  readNone: { type: 'xstate.done.actor.readLocal', output: null },
  loadIn: { type: 'xstate.done.actor.loadDraft', output: answer(3, kept) },
  loadNone: { type: 'xstate.done.actor.loadDraft', output: answer(0, null) },
  loadUnsupported: { type: 'xstate.error.actor.loadDraft', error: new ApiError(404, 'Такого метода нет') },
  loadFail: {
    type: 'xstate.error.actor.loadDraft',
    error: new ApiError(0, 'Сервер недоступен. Проверьте подключение и попробуйте ещё раз.'),
  },
  changed: { type: 'draft.changed', state: { choice: 'new' }, edits: null },
  waited: { type: 'xstate.after.saveDelay.orderDraft.waiting' },
  saveIn: { type: 'xstate.done.actor.saveDraft', output: answer(4, { state: { choice: 'new' }, edits: typed }) },
  saveStale: { type: 'xstate.error.actor.saveDraft', error: new ApiError(409, 'Черновик изменён в другом окне или браузере — обновите') },
  saveTooLarge: {
    type: 'xstate.error.actor.saveDraft',
    error: new ApiError(413, 'Черновик слишком большой (больше 256 КБ): отправьте часть заказа или очистите черновик'),
  },
  saveFail: { type: 'xstate.error.actor.saveDraft', error: new ApiError(503, 'Сервис недоступен') },
  retried: { type: 'xstate.after.retryDelay.orderDraft.failed' },
  lineBack: { type: 'line.back' },
  reloadIn: { type: 'xstate.done.actor.reloadDraft', output: answer(5, kept) },
  clear: { type: 'draft.clear' },
  clearIn: { type: 'xstate.done.actor.clearDraft', output: answer(6, null) },
  clearFail: { type: 'xstate.error.actor.clearDraft', error: new ApiError(503, 'Сервис недоступен') },
} satisfies Record<string, PathEvent>;

async function play(sut: Sut, event: PathEvent) {
  const settleCall = (list: Array<Deferred<unknown>>) => {
    const pending = list.at(-1)!;
    if (event.type.startsWith('xstate.error')) pending.reject(event.error);
    else pending.resolve(event.output);
  };
  if (event.type.endsWith('.readLocal')) settleCall(sut.calls.readLocal as never);
  else if (event.type.endsWith('.loadDraft') || event.type.endsWith('.reloadDraft')) settleCall(sut.calls.load as never);
  else if (event.type.endsWith('.saveDraft')) settleCall(sut.calls.save as never);
  else if (event.type.endsWith('.clearDraft')) settleCall(sut.calls.clear as never);
  else if (event.type.startsWith('xstate.after.saveDelay')) await vi.advanceTimersByTimeAsync(800);
  else if (event.type.startsWith('xstate.after.retryDelay')) await vi.advanceTimersByTimeAsync(5000);
  else sut.draft().send(event);
  await settle();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('order draft machine: every shortest path, checked against what the user sees and what was sent', () => {
  // Where the machine is, and whether changes wait on this computer for the gateway.
  const where = (snapshot: Snapshot) => `${String(snapshot.value)}${snapshot.context.local ? ', на компьютере' : ''}`;
  const see = (sut: Sut) => {
    const snapshot = sut.draft().getSnapshot();
    return { line: draftStatusText(snapshot), notice: restoredFromText(snapshot), asksBeforeLeaving: hasUnsentChanges(snapshot) };
  };
  type View = ReturnType<typeof see>;
  const offered = [
    on.readNone,
    on.loadIn,
    on.loadUnsupported,
    on.loadFail,
    on.changed,
    on.waited,
    on.saveIn,
    on.saveStale,
    on.saveTooLarge,
    on.saveFail,
    on.retried,
    on.lineBack,
    on.reloadIn,
    on.clear,
    on.clearIn,
    on.clearFail,
  ];
  const paths = getShortestPaths(orderDraftMachine, {
    events: offered as never[],
    serializeState: where as never,
    input: startDraft().input,
  });
  // By hand: changes not yet on the gateway ask before the page is left and, when a save or read
  // failed, the line says they wait on this computer; a back end without drafts keeps them here only.
  const quiet = { line: null, notice: null, asksBeforeLeaving: false };
  const saving = { line: 'Сохраняем черновик…', notice: null, asksBeforeLeaving: false };
  const tooLarge = 'Черновик не сохранён: Черновик слишком большой (больше 256 КБ): отправьте часть заказа или очистите черновик';
  const expected: Record<string, View> = {
    readingLocal: quiet,
    loading: quiet,
    'loading, на компьютере': { ...quiet, asksBeforeLeaving: true },
    loadFailed: { ...quiet, line: localDraftTexts.readWaits },
    'loadFailed, на компьютере': { line: localDraftTexts.waitsForLine, notice: null, asksBeforeLeaving: true },
    unsupported: { ...quiet, line: localDraftTexts.onlyHere },
    'unsupported, на компьютере': { ...quiet, line: localDraftTexts.onlyHere },
    idle: { ...quiet, line: 'Черновик сохранён' },
    'waiting, на компьютере': { ...saving, asksBeforeLeaving: true },
    'saving, на компьютере': { ...saving, asksBeforeLeaving: true },
    'failed, на компьютере': { line: localDraftTexts.waitsForLine, notice: null, asksBeforeLeaving: true },
    'refused, на компьютере': { line: tooLarge, notice: null, asksBeforeLeaving: true },
    'reloading, на компьютере': { ...quiet, asksBeforeLeaving: true },
    // The typed lines asked for a merge (never answered in this walk: the merge is tested below).
    'merging, на компьютере': { ...quiet, asksBeforeLeaving: true },
    'clearing, на компьютере': { ...quiet, asksBeforeLeaving: true },
    'clearFailed, на компьютере': { line: localDraftTexts.clearingWaits, notice: null, asksBeforeLeaving: true },
  };
  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startDraft();
        await settle();
        await walkAndSee(path, {
          play: (event: PathEvent) => play(sut, event),
          current: () => sut.draft().getSnapshot(),
          where,
          see: () => see(sut),
          expected,
        });
      },
    );
  }
});

describe('order draft machine: what is saved, and when', () => {
  it('saves once after the changes stop, from the revision read, with the worker’s typed lines', async () => {
    const sut = startDraft();
    await nothingHere(sut);
    sut.calls.load[0].resolve(answer(3, kept));
    await settle();
    sut.draft().send({ type: 'draft.changed', state: { a: 1 }, edits: null });
    await vi.advanceTimersByTimeAsync(500);
    sut.draft().send({ type: 'draft.changed', state: { a: 2 }, edits: null });
    await vi.advanceTimersByTimeAsync(500);
    expect(sut.calls.save).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(sut.calls.save.map(({ revision, state, edits }) => ({ revision, state, edits }))).toEqual([
      { revision: 3, state: { a: 2 }, edits: typed },
    ]);
  });

  it('saves a restore’s pending lines as they are, and a change during a save once more after it', async () => {
    const sut = startDraft();
    await nothingHere(sut);
    sut.calls.load[0].resolve(answer(0, null));
    await settle();
    sut.draft().send({ type: 'draft.changed', state: { a: 1 }, edits: kept.edits });
    await vi.advanceTimersByTimeAsync(800);
    sut.draft().send({ type: 'draft.changed', state: { a: 2 }, edits: null });
    sut.calls.save[0].resolve(answer(1, null));
    await settle();
    expect(sut.draft().getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(800);
    expect(sut.calls.save.map(({ revision, edits }) => ({ revision, edits }))).toEqual([
      { revision: 0, edits: kept.edits },
      { revision: 1, edits: typed },
    ]);
  });

  it('on 409 merges this tab’s typed lines into the newer draft, shows it and saves it from the revision the read answered', async () => {
    const sut = startDraft();
    await nothingHere(sut);
    sut.calls.load[0].resolve(answer(3, kept));
    await settle();
    sut.draft().send({ type: 'draft.changed', state: { choice: 'here' }, edits: null });
    await vi.advanceTimersByTimeAsync(800);
    sut.calls.save[0].reject(new ApiError(409, 'Черновик изменён в другом окне или браузере — обновите'));
    await settle();
    const otherLine: DraftEdit = { key: '11:503', text: '12', name: 'Кагоцел', price: 250.5, balance: 2 };
    const newer = { state: { choice: 'other tab' }, edits: [...kept.edits, otherLine] };
    sut.calls.load[1].resolve({ ...answer(9, newer), savedAt: new Date(Date.now() - 60_000).toISOString() });
    await settle();
    // The worker holds the line kept before and the one typed here since.
    expect(sut.calls.typedLines.map(({ edits }) => edits)).toEqual([null]);
    sut.calls.typedLines[0].resolve([...kept.edits, ...typed]);
    await settle();
    const merged = { state: { choice: 'here' }, edits: [...kept.edits, otherLine, ...typed] };
    expect(sut.told).toEqual([
      { type: 'draft.loaded', draft: kept },
      { type: 'draft.replaced', draft: merged, explained: true },
    ]);
    expect(restoredFromText(sut.draft().getSnapshot())).toBe(
      'Черновик объединён: к сохранённому на сервере добавлено введённое на этом компьютере',
    );
    expect(sut.calls.local.at(-1)).toMatchObject({ type: 'keep', ...merged, revision: 9, base: newer });
    await vi.advanceTimersByTimeAsync(800);
    expect(sut.calls.save.slice(1).map(({ revision, state, edits }) => ({ revision, state, edits }))).toEqual([{ revision: 9, ...merged }]);
  });

  it('on 409 names a line typed here and in the other tab, keeping the text typed here', async () => {
    const sut = startDraft();
    await nothingHere(sut);
    sut.calls.load[0].resolve(answer(3, kept));
    await settle();
    sut.draft().send({ type: 'draft.changed', state: kept.state, edits: [{ ...kept.edits[0], text: '8' }] });
    await vi.advanceTimersByTimeAsync(800);
    sut.calls.save[0].reject(new ApiError(409, 'Черновик изменён в другом окне или браузере — обновите'));
    await settle();
    sut.calls.load[1].resolve(answer(4, { ...kept, edits: [{ ...kept.edits[0], text: '15' }] }));
    await settle();
    expect(sut.calls.typedLines.map(({ edits }) => edits)).toEqual([[{ ...kept.edits[0], text: '8' }]]);
    sut.calls.typedLines[0].resolve([{ ...kept.edits[0], text: '8' }]);
    await settle();
    expect(sut.draft().getSnapshot().context.mergeNotes).toEqual(['Введено в двух местах, оставлено введённое здесь: Нурофен — 15 → 8']);
    await vi.advanceTimersByTimeAsync(800);
    expect(sut.calls.save.at(-1)).toMatchObject({ revision: 4, edits: [{ ...kept.edits[0], text: '8' }] });
    sut.draft().send({ type: 'draft.originSeen' });
    expect(sut.draft().getSnapshot().context.mergeNotes).toEqual([]);
  });

  it('a change typed while a clearing is on its way is saved after it, from the revision the clearing answers', async () => {
    const sut = startDraft();
    await nothingHere(sut);
    sut.calls.load[0].resolve(answer(3, kept));
    await settle();
    sut.draft().send({ type: 'draft.clear' });
    await settle();
    sut.draft().send({ type: 'draft.changed', state: { size: 0 }, edits: null });
    await vi.advanceTimersByTimeAsync(800);
    expect(sut.calls.save).toHaveLength(0); // the gateway may have cleared already: revision 3 would be stale
    sut.calls.clear[0].resolve(answer(4, null));
    await settle();
    await vi.advanceTimersByTimeAsync(800);
    expect(sut.calls.save.map(({ revision, state, edits }) => ({ revision, state, edits }))).toEqual([
      { revision: 4, state: { size: 0 }, edits: typed },
    ]);
    expect(sut.calls.local.at(-1)).toEqual({ type: 'rebase', revision: 4, base: null });
    sut.calls.save[0].resolve(answer(5, { state: { size: 0 }, edits: typed }));
    await settle();
    expect(sut.told).toEqual([{ type: 'draft.loaded', draft: kept }]); // nothing replaced what the screen shows
    expect(draftStatusText(sut.draft().getSnapshot())).toBe('Черновик сохранён');
  });

  it('asks nothing of a back end without drafts (501) after the first answer', async () => {
    const sut = startDraft();
    await nothingHere(sut);
    sut.calls.load[0].reject(new ApiError(501, 'Not implemented'));
    await settle();
    sut.draft().send({ type: 'draft.changed', state: {}, edits: null });
    sut.draft().send({ type: 'draft.clear' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect([sut.calls.save.length, sut.calls.clear.length]).toEqual([0, 0]);
    expect(draftStatusText(sut.draft().getSnapshot())).toBe('Черновик хранится только на этом компьютере: сервер черновики не сохраняет');
  });
});
