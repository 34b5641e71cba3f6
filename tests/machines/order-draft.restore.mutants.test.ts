import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { OrderDraft } from '../../src/api/contract/order-drafts';
import { localDrafts } from '../../src/api/orders/local-drafts';
import {
  draftStatusText,
  hasUnsentChanges,
  localDraftTexts,
  newerCopy,
  restoredFromText,
  restoredFromTexts,
} from '../../src/machines/orders/order-draft.machine';
import { signedInStorage, type MemoryStorage } from './support/memory-storage';
import { draftMachineOver, fakeGateway, here, leftHere, line, openScreen, rg, settle, type Gateway } from './support/order-draft-screen';

/**
 * Which copy an order screen opens with, what it is told when the gateway is read late (after a
 * failed read), and the quiet line's texts at the edges: over this computer's storage and a fake
 * gateway (support/order-draft-screen.ts).
 */
const minute = 60_000;
const mine: OrderDraft = { state: { promoters: [] }, edits: [line('11:501', '9')] };

/** This computer holds `draft`, made from `revision`, changed `ago` ms before now. */
const keptHere = (storage: MemoryStorage, draft: OrderDraft | null, revision: number, ago: number) =>
  localDrafts(storage).keep(rg, { draft, revision, changedAt: Date.now() - ago });
/** The gateway holds `draft` at `revision`, saved (elsewhere) `ago` ms before now. */
const heldThere = (server: Gateway, draft: OrderDraft | null, revision: number, ago: number) =>
  Object.assign(server.gateway.kept, { revision, draft, savedAt: new Date(Date.now() - ago).toISOString() });

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-29T09:00:00Z') });
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the gateway’s newer draft against the copy here: the notice says so only when they differ', () => {
  const withState = (state: Record<string, unknown>): OrderDraft => ({ ...mine, state });
  const cases: Array<{ name: string; here: OrderDraft | null; there: OrderDraft | null; notice: string | null }> = [
    {
      name: 'the same draft, its keys in another order',
      here: mine,
      there: { edits: [{ balance: 1, price: 10, name: 'Товар 11:501', text: '9', key: '11:501' }], state: { promoters: [] } },
      notice: null,
    },
    { name: 'a line’s quantity changed', here: mine, there: { ...mine, edits: [line('11:501', '5')] }, notice: restoredFromTexts.server },
    {
      name: 'a line’s price changed',
      here: mine,
      there: { ...mine, edits: [{ ...line('11:501', '9'), price: 12 }] },
      notice: restoredFromTexts.server,
    },
    {
      name: 'one more line there',
      here: mine,
      there: { ...mine, edits: [line('11:501', '9'), line('11:502', '1')] },
      notice: restoredFromTexts.server,
    },
    {
      name: 'one more choice there',
      here: mine,
      there: withState({ promoters: [], supplier: 'Группа А' }),
      notice: restoredFromTexts.server,
    },
    { name: 'cleared there', here: mine, there: null, notice: restoredFromTexts.server },
    { name: 'cleared here, drafted there', here: null, there: mine, notice: restoredFromTexts.server },
    {
      name: 'a number here, an object there',
      here: withState({ supplier: 5 }),
      there: withState({ supplier: {} }),
      notice: restoredFromTexts.server,
    },
    {
      name: 'an object here, a number there',
      here: withState({ supplier: {} }),
      there: withState({ supplier: 5 }),
      notice: restoredFromTexts.server,
    },
    {
      name: 'nothing chosen here, an object there',
      here: withState({ supplier: null }),
      there: withState({ supplier: {} }),
      notice: restoredFromTexts.server,
    },
    {
      name: 'an object here, nothing chosen there',
      here: withState({ supplier: {} }),
      there: withState({ supplier: null }),
      notice: restoredFromTexts.server,
    },
    {
      name: 'a list here, an object there',
      here: withState({ promoters: [] }),
      there: withState({ promoters: {} }),
      notice: restoredFromTexts.server,
    },
  ];
  for (const { name, here: ours, there, notice } of cases) {
    it(`${name}: ${notice ? 'the notice names the gateway' : 'no notice'}, the screen shows the gateway’s, the copy here goes`, async () => {
      const storage = signedInStorage(7);
      keptHere(storage, ours, 1, 2 * minute);
      const server = fakeGateway();
      heldThere(server, there, 2, minute);
      const screen = openScreen(storage, server);
      await settle();
      expect(screen.told).toEqual([{ type: 'draft.loaded', draft: there }]);
      expect(screen.see()).toEqual({ line: there || ours ? 'Черновик сохранён' : null, notice, asksBeforeLeaving: false });
      expect(leftHere(storage)).toEqual([]);
    });
  }
});

describe('which copy is newer', () => {
  const gateway = (revision: number, savedAt: string | null) => ({ revision, savedAt });
  const at = Date.parse('2026-11-29T09:00:00Z');
  it('none here: the gateway’s', () => expect(newerCopy(null, gateway(0, null))).toBe('server'));
  it('made from the gateway’s revision or a later one: this computer’s', () => {
    expect(newerCopy({ revision: 3, changedAt: 0 }, gateway(3, '2026-11-29T09:00:00Z'))).toBe('local');
    expect(newerCopy({ revision: 4, changedAt: 0 }, gateway(3, '2026-11-29T09:00:00Z'))).toBe('local');
  });
  it('made from an older revision: this computer’s only when changed after the gateway’s save', () => {
    expect(newerCopy({ revision: 2, changedAt: at + 1 }, gateway(3, '2026-11-29T09:00:00Z'))).toBe('local');
    expect(newerCopy({ revision: 2, changedAt: at }, gateway(3, '2026-11-29T09:00:00Z'))).toBe('server');
    expect(newerCopy({ revision: 2, changedAt: at - 1 }, gateway(3, '2026-11-29T09:00:00Z'))).toBe('server');
  });
});

describe('the quiet line and the notice at the edges', () => {
  it('a screen whose draft is not started yet shows nothing and leaves without asking', () => {
    expect([draftStatusText(undefined), restoredFromText(undefined), hasUnsentChanges(undefined)]).toEqual([null, null, false]);
  });

  it('nothing kept anywhere: no line at all once the gateway answered', async () => {
    const screen = openScreen(signedInStorage(7), fakeGateway());
    await settle();
    expect(screen.draft().getSnapshot().value).toBe('idle');
    expect(screen.see()).toEqual({ line: null, notice: null, asksBeforeLeaving: false });
  });

  it('a save failing while this computer refused the copy (too large) says it was not saved and will be tried again', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    const screen = openScreen(storage, server);
    await settle();
    server.gateway.online = false;
    await screen.type(...Array.from({ length: 1500 }, (_, i) => ({ ...line(`11:${i}`, '1'), name: 'x'.repeat(200) })));
    await vi.advanceTimersByTimeAsync(800);
    expect(screen.draft().getSnapshot().value).toBe('failed');
    expect(screen.see().line).toBe('Черновик не сохранён — повторим');
  });

  it('a copy kept again after a refusal takes the refusal’s text away', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    server.gateway.withoutDrafts = true;
    const screen = openScreen(storage, server);
    await settle();
    await screen.type(...Array.from({ length: 1500 }, (_, i) => ({ ...line(`11:${i}`, '1'), name: 'x'.repeat(200) })));
    expect(screen.see().line).toBe(localDraftTexts.tooLarge);
    await screen.type(line('11:501', '1'));
    expect(screen.see().line).toBe(localDraftTexts.onlyHere);
    expect(here(storage)?.draft?.edits).toEqual([line('11:501', '1')]);
  });
});

/** Another browser's draft, saved while this screen worked offline. */
const elsewhere = { state: { promoters: ['Бионорика'] }, edits: [line('11:777', '5')] };

/** The screen opens offline (the read fails), a line is typed, `elsewhere` is saved on the gateway, and the line returns. */
async function typedOfflineThenSavedElsewhere(storage: MemoryStorage) {
  const server = fakeGateway();
  server.gateway.online = false;
  const screen = openScreen(storage, server);
  await settle();
  await screen.type(line('11:501', '4'));
  server.gateway.online = true;
  heldThere(server, elsewhere, 2, -minute);
  window.dispatchEvent(new Event('online'));
  await vi.advanceTimersByTimeAsync(250);
  return { screen, server };
}

describe('the gateway read late, after a failed read', () => {
  it('changes made offline are merged into a draft saved elsewhere since: its choices (the newer), both typed lines, saved over it', async () => {
    const storage = signedInStorage(7);
    const { screen, server } = await typedOfflineThenSavedElsewhere(storage);
    const merged = { state: elsewhere.state, edits: [line('11:777', '5'), line('11:501', '4')] };
    expect(screen.told).toEqual([
      { type: 'draft.loaded', draft: null },
      { type: 'draft.replaced', draft: merged, explained: true },
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.gateway.saves).toEqual([{ revision: 2, draft: merged }]);
    expect(leftHere(storage)).toEqual([]);
    expect(screen.see()).toEqual({ line: 'Черновик сохранён', notice: restoredFromTexts.merged, asksBeforeLeaving: false });
  });

  it('a copy kept before its base was recorded loses whole to a draft saved elsewhere since, and the notice now names the server’s copy, not this computer’s', async () => {
    const storage = signedInStorage(7);
    keptHere(storage, mine, 1, minute);
    const { screen, server } = await typedOfflineThenSavedElsewhere(storage);
    expect(screen.told).toEqual([
      { type: 'draft.loaded', draft: mine },
      { type: 'draft.replaced', draft: elsewhere, explained: true },
    ]);
    // It said «…восстановлен с этого компьютера: сервер пока недоступен…» while the read failed.
    expect(screen.see().notice).toBe(restoredFromTexts.server);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.gateway.saves).toEqual([]);
    expect(leftHere(storage)).toEqual([]);
  });

  it('nothing here and nothing typed: the gateway’s draft is handed over when it is read, and no draft is no news', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    server.gateway.online = false;
    const screen = openScreen(storage, server);
    await settle();
    server.gateway.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(250);
    expect(screen.told).toEqual([{ type: 'draft.loaded', draft: null }]);

    const again = fakeGateway();
    again.gateway.online = false;
    const other = openScreen(signedInStorage(8), again);
    await settle();
    again.gateway.online = true;
    heldThere(again, mine, 2, minute);
    await vi.advanceTimersByTimeAsync(5000);
    expect(other.told).toEqual([
      { type: 'draft.loaded', draft: null },
      { type: 'draft.loaded', draft: mine },
    ]);
  });

  it('a second failed read tells the screen nothing again: its changes since stay', async () => {
    const storage = signedInStorage(7);
    keptHere(storage, mine, 1, minute);
    const server = fakeGateway();
    server.gateway.online = false;
    const screen = openScreen(storage, server);
    await settle();
    await screen.type(line('11:501', '2'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.gateway.reads).toBe(2);
    expect(screen.told).toEqual([{ type: 'draft.loaded', draft: mine }]);
    expect(here(storage)).toMatchObject({ revision: 1, draft: { edits: [line('11:501', '2')] } });
    expect(screen.see()).toEqual({ line: localDraftTexts.waitsForLine, notice: restoredFromTexts.localOnly, asksBeforeLeaving: true });
  });

  it('a back end found without drafts on the second read tells the screen nothing again', async () => {
    const storage = signedInStorage(7);
    keptHere(storage, mine, 1, minute);
    const server = fakeGateway();
    server.gateway.online = false;
    const screen = openScreen(storage, server);
    await settle();
    Object.assign(server.gateway, { online: true, withoutDrafts: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(screen.draft().getSnapshot().value).toBe('unsupported');
    expect(screen.told).toEqual([{ type: 'draft.loaded', draft: mine }]);
  });

  it('typed offline with nothing kept before: a reload still offline finds the change', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    server.gateway.online = false;
    const first = openScreen(storage, server);
    await settle();
    await first.type(line('11:501', '3'));
    first.actor.stop();
    const reloaded = openScreen(storage, server);
    await settle();
    expect(reloaded.told).toEqual([{ type: 'draft.loaded', draft: { state: { promoters: [] }, edits: [line('11:501', '3')] } }]);
  });

  it('a change offline over a copy made from the gateway’s revision stays made from it: it wins over that revision, whatever the clocks', async () => {
    const storage = signedInStorage(7);
    keptHere(storage, mine, 3, minute);
    const server = fakeGateway();
    // The gateway's clock runs ahead: its save of revision 3 seems later than the change here.
    heldThere(server, { state: {}, edits: [] }, 3, -5 * minute);
    server.gateway.online = false;
    const first = openScreen(storage, server);
    await settle();
    await first.type(line('11:501', '6'));
    first.actor.stop();
    server.gateway.online = true;
    const reloaded = openScreen(storage, server);
    await settle();
    expect(reloaded.told).toEqual([{ type: 'draft.loaded', draft: { state: { promoters: [] }, edits: [line('11:501', '6')] } }]);
    expect(reloaded.see().notice).toBe(restoredFromTexts.local);
  });

  it('a copy restored offline reaches the gateway when the line returns, even untouched', async () => {
    const storage = signedInStorage(7);
    keptHere(storage, mine, 1, minute);
    const server = fakeGateway();
    heldThere(server, { state: {}, edits: [] }, 1, 10 * minute);
    server.gateway.online = false;
    const screen = openScreen(storage, server);
    await settle();
    server.gateway.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(250 + 800);
    expect(server.gateway.saves).toEqual([{ revision: 1, draft: mine }]);
    expect(screen.told).toEqual([{ type: 'draft.loaded', draft: mine }]);
    expect(leftHere(storage)).toEqual([]);
  });

  it('the screen’s first step, made before the draft was read and the read failed, is saved once the gateway answers', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    server.gateway.online = false;
    const screen = openScreen(storage, server);
    screen.draft().send({ type: 'draft.changed', state: { promoters: ['Бионорика'] }, edits: [] });
    await settle();
    expect(screen.draft().getSnapshot().value).toBe('loadFailed');
    server.gateway.online = true;
    await vi.advanceTimersByTimeAsync(5000 + 800);
    expect(server.gateway.saves).toEqual([{ revision: 0, draft: { state: { promoters: ['Бионорика'] }, edits: [] } }]);
  });
});

describe('this computer’s copies', () => {
  it('reading the gateway leaves alone a copy this screen did not read (another tab’s, written meanwhile)', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    let answer!: () => void;
    server.gateway.readHold = new Promise<void>((resolve) => (answer = resolve));
    const screen = openScreen(storage, server);
    await settle();
    keptHere(storage, mine, 0, 0);
    answer();
    await settle();
    expect(screen.told).toEqual([{ type: 'draft.loaded', draft: null }]);
    expect(here(storage)?.draft).toEqual(mine);
  });

  it('nothing of a saved draft is left on this computer', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    const screen = openScreen(storage, server);
    await settle();
    await screen.type(line('11:501', '1'));
    expect(leftHere(storage)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(800);
    expect(server.gateway.saves).toHaveLength(1);
    expect(leftHere(storage)).toEqual([]);
  });

  it('a clearing asked while a change is being written wins: the change is written first, then removed', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    server.gateway.withoutDrafts = true;
    const screen = openScreen(storage, server);
    await settle();
    screen.typed.push(line('11:501', '1'));
    screen.draft().send({ type: 'draft.changed', state: { promoters: [] }, edits: null });
    screen.draft().send({ type: 'draft.clear' });
    await settle();
    expect(leftHere(storage)).toEqual([]);
  });

  it('changes made while the worker is still answering for an older one ask it once more, for the newest', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    server.gateway.withoutDrafts = true;
    const asked: Array<() => void> = [];
    const lines = [[line('11:501', '1')], [line('11:501', '2')], [line('11:501', '3')]];
    let answered = 0;
    const worker = {
      readEdits: () => new Promise<ReturnType<typeof line>[]>((resolve) => asked.push(() => resolve(lines[answered++]))),
    };
    const screen = openScreen(storage, server, worker);
    await settle();
    for (const _ of lines) screen.draft().send({ type: 'draft.changed', state: { promoters: [] }, edits: null });
    await settle();
    expect(asked).toHaveLength(1);
    asked[0]();
    await settle();
    expect(asked).toHaveLength(2);
    answered = 2;
    asked[1]();
    await settle();
    expect(asked).toHaveLength(2);
    expect(here(storage)?.draft?.edits).toEqual([line('11:501', '3')]);
  });

  it('a clearing waiting behind a change is not skipped when the change after it cannot be kept (its worker gone)', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    server.gateway.withoutDrafts = true;
    const asked: Array<{ resolve: () => void; reject: () => void }> = [];
    const worker = {
      readEdits: () =>
        new Promise<ReturnType<typeof line>[]>((resolve, reject) =>
          asked.push({ resolve: () => resolve([line('11:501', '1')]), reject: () => reject(new Error('the worker is gone')) }),
        ),
    };
    const screen = openScreen(storage, server, worker);
    await settle();
    screen.draft().send({ type: 'draft.changed', state: { promoters: [] }, edits: null });
    screen.draft().send({ type: 'draft.clear' });
    screen.draft().send({ type: 'draft.changed', state: { promoters: [] }, edits: null });
    await settle();
    asked[0].resolve();
    await settle();
    asked[1].reject();
    await settle();
    expect(leftHere(storage)).toEqual([]);
  });

  it('a change its worker cannot give lines for (gone with its screen) leaves the copy kept before as it was', async () => {
    const storage = signedInStorage(7);
    keptHere(storage, mine, 1, minute);
    const server = fakeGateway();
    server.gateway.withoutDrafts = true;
    const screen = openScreen(storage, server, { readEdits: () => Promise.reject(new Error('the worker is gone')) });
    await settle();
    screen.draft().send({ type: 'draft.changed', state: { promoters: [] }, edits: null });
    await settle();
    expect(here(storage)).toMatchObject({ draft: mine, revision: 1 });
  });
});

describe('the line’s return', () => {
  it('a line lost again within the moment it must hold starts no save', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    const screen = openScreen(storage, server);
    await settle();
    server.gateway.online = false;
    await screen.type(line('11:501', '2'));
    await vi.advanceTimersByTimeAsync(800);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(100);
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.draft().getSnapshot().value).toBe('failed');
  });

  it('a closed screen leaves nothing listening on the page', async () => {
    const listening = new Map<string, number>();
    class Page extends EventTarget {
      addEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
        listening.set(type, (listening.get(type) ?? 0) + 1);
        super.addEventListener(type, listener);
      }
      removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
        listening.set(type, (listening.get(type) ?? 0) - 1);
        super.removeEventListener(type, listener);
      }
    }
    vi.stubGlobal('window', new Page());
    const screen = openScreen(signedInStorage(7), fakeGateway());
    await settle();
    expect(Object.fromEntries(listening)).toEqual({ online: 1, offline: 1, pagehide: 1 });
    screen.actor.stop();
    expect(Object.fromEntries(listening)).toEqual({ online: 0, offline: 0, pagehide: 0 });
  });
});

describe('the draft machine run on its own, with no screen to tell', () => {
  const runAlone = (storage: MemoryStorage, server: Gateway) => {
    const actor = createActor(draftMachineOver(storage, server), { input: { ...rg, readEdits: async () => [] } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    return { actor, errors };
  };

  it('reads, saves, is refused as stale and reads again without failing', async () => {
    const server = fakeGateway();
    heldThere(server, mine, 2, minute);
    const { actor, errors } = runAlone(signedInStorage(7), server);
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    server.gateway.kept.revision = 5;
    actor.send({ type: 'draft.changed', state: {}, edits: [] });
    await vi.advanceTimersByTimeAsync(800);
    expect(actor.getSnapshot().context.revision).toBe(5);
    expect(errors).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('opens offline from the copy here, and on a back end without drafts', async () => {
    const storage = signedInStorage(7);
    keptHere(storage, mine, 1, minute);
    const offline = fakeGateway();
    offline.gateway.online = false;
    const alone = runAlone(storage, offline);
    await settle();
    expect(alone.actor.getSnapshot().value).toBe('loadFailed');
    const without = fakeGateway();
    without.gateway.withoutDrafts = true;
    const bare = runAlone(storage, without);
    await settle();
    expect(bare.actor.getSnapshot().value).toBe('unsupported');
    expect([...alone.errors, ...bare.errors]).toEqual([]);
  });
});

describe('a copy here made from an older revision than the gateway’s: merged line by line', () => {
  const base: OrderDraft = { state: { promoters: [] }, edits: [line('11:501', '9')] };
  /** This computer's copy made from `base` at revision 1, changed a minute ago. */
  const keptFromBase = (storage: MemoryStorage, draft: OrderDraft) =>
    localDrafts(storage).keep(rg, { draft, revision: 1, changedAt: Date.now() - minute, base });

  it('opens with the lines typed here and those saved elsewhere since, says so, and saves the merge from the gateway’s revision', async () => {
    const storage = signedInStorage(7);
    keptFromBase(storage, { ...base, edits: [line('11:501', '9'), line('11:502', '3')] });
    const server = fakeGateway();
    // Saved elsewhere after the change here: its choices win, the lines of both stay.
    heldThere(server, { state: { promoters: ['Бионорика'] }, edits: [line('11:501', '9'), line('11:777', '5')] }, 2, 0);
    const screen = openScreen(storage, server);
    await settle();
    const merged = { state: { promoters: ['Бионорика'] }, edits: [line('11:501', '9'), line('11:777', '5'), line('11:502', '3')] };
    expect(screen.told).toEqual([{ type: 'draft.loaded', draft: merged }]);
    expect(screen.see()).toEqual({ line: 'Сохраняем черновик…', notice: restoredFromTexts.merged, asksBeforeLeaving: true });
    expect(here(storage)).toMatchObject({ revision: 2, draft: merged, base: server.gateway.kept.draft });
    await vi.advanceTimersByTimeAsync(800);
    expect(server.gateway.saves).toEqual([{ revision: 2, draft: merged }]);
    expect(leftHere(storage)).toEqual([]);
    expect(screen.see()).toEqual({ line: 'Черновик сохранён', notice: restoredFromTexts.merged, asksBeforeLeaving: false });
  });

  it('a line typed here and elsewhere keeps the text typed here, and the notice names it', async () => {
    const storage = signedInStorage(7);
    keptFromBase(storage, { ...base, edits: [line('11:501', '4')] });
    const server = fakeGateway();
    heldThere(server, { ...base, edits: [line('11:501', '12')] }, 2, 0);
    const screen = openScreen(storage, server);
    await settle();
    expect(screen.told).toEqual([{ type: 'draft.loaded', draft: { ...base, edits: [line('11:501', '4')] } }]);
    expect(screen.draft().getSnapshot().context.mergeNotes).toEqual([
      'Введено в двух местах, оставлено введённое здесь: Товар 11:501 — 12 → 4',
    ]);
  });

  it('lines typed here over a draft cleared elsewhere stay, with the choices made here', async () => {
    const storage = signedInStorage(7);
    keptFromBase(storage, { state: { promoters: ['Эвалар'] }, edits: [line('11:501', '9'), line('11:502', '3')] });
    const server = fakeGateway();
    heldThere(server, null, 2, 0);
    const screen = openScreen(storage, server);
    await settle();
    expect(screen.told).toEqual([{ type: 'draft.loaded', draft: { state: { promoters: ['Эвалар'] }, edits: [line('11:502', '3')] } }]);
  });

  it('nothing typed here since the base: the gateway’s draft is shown, the notice says it is the server’s, nothing is saved', async () => {
    const storage = signedInStorage(7);
    keptFromBase(storage, base);
    const server = fakeGateway();
    const elsewhere = { ...base, edits: [line('11:501', '9'), line('11:777', '5')] };
    heldThere(server, elsewhere, 2, 0);
    const screen = openScreen(storage, server);
    await settle();
    expect(screen.told).toEqual([{ type: 'draft.loaded', draft: elsewhere }]);
    expect(screen.see()).toEqual({ line: 'Черновик сохранён', notice: restoredFromTexts.server, asksBeforeLeaving: false });
    await vi.advanceTimersByTimeAsync(800);
    expect(server.gateway.saves).toEqual([]);
    expect(leftHere(storage)).toEqual([]);
  });

  it('a second conflict while the merge is saved merges again from the newer revision, and stops once saved', async () => {
    const storage = signedInStorage(7);
    keptFromBase(storage, { ...base, edits: [line('11:501', '9'), line('11:502', '3')] });
    const server = fakeGateway();
    heldThere(server, { ...base, edits: [line('11:501', '9'), line('11:777', '5')] }, 2, 0);
    const screen = openScreen(storage, server);
    await settle();
    // Another browser saves again before the merge reaches the gateway.
    heldThere(server, { ...base, edits: [line('11:501', '9'), line('11:777', '5'), line('11:888', '1')] }, 3, 0);
    await vi.advanceTimersByTimeAsync(800);
    await vi.advanceTimersByTimeAsync(800);
    const both = [line('11:501', '9'), line('11:777', '5'), line('11:888', '1'), line('11:502', '3')];
    expect(server.gateway.saves).toEqual([{ revision: 3, draft: { ...base, edits: both } }]);
    expect(screen.told.at(-1)).toEqual({ type: 'draft.replaced', draft: { ...base, edits: both }, explained: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.gateway.saves).toHaveLength(1);
  });
});
