import { assign, createActor, fromPromise, setup } from 'xstate';
import type { DraftEdit, OrderDraft, OrderDraftAnswer } from '../../../src/api/contract/order-drafts';
import { localDrafts } from '../../../src/api/orders/local-drafts';
import { ApiError } from '../../../src/api/shared/http';
import {
  draftStatusText,
  hasUnsentChanges,
  orderDraftMachine,
  restoredFromText,
  type OrderDraftNews,
} from '../../../src/machines/orders/order-draft.machine';
import { localDraftActors } from '../../../src/machines/orders/order-draft.local';
import type { MemoryStorage } from './memory-storage';

/**
 * An order screen's draft kept on this computer first (a fake localStorage, the real copies), then
 * on a fake gateway that keeps revisions as the real one does and can lose its line. A reload is a
 * new machine over the same storage and gateway, as a reloaded page is.
 */
export const rg = { screen: 'rg-order', pharmacyId: 1 } as const;
export const line = (key: string, text: string): DraftEdit => ({ key, text, name: `Товар ${key}`, price: 10, balance: 1 });
export const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
const offline = () => new ApiError(0, 'Сервер недоступен. Проверьте подключение и попробуйте ещё раз.');

export function fakeGateway() {
  const kept = { revision: 0, draft: null as OrderDraft | null, savedAt: null as string | null };
  const gateway = {
    online: true,
    withoutDrafts: false,
    hold: null as Promise<void> | null,
    /** While set, a read waits for it before it is answered. */
    readHold: null as Promise<void> | null,
    kept,
    reads: 0,
    saves: [] as Array<{ revision: number; draft: OrderDraft }>,
    clears: 0,
  };
  const answer = (): OrderDraftAnswer => ({ screen: 'rg-order', ...structuredClone(kept) });
  const reach = () => {
    if (!gateway.online) throw offline();
    if (gateway.withoutDrafts) throw new ApiError(404, 'Такого метода нет');
  };
  const actors = {
    loadDraft: fromPromise(async () => {
      gateway.reads++;
      if (gateway.readHold) await gateway.readHold;
      reach();
      return answer();
    }),
    saveDraft: fromPromise(
      async ({
        input,
      }: {
        input: { revision: number; state: Record<string, unknown>; edits: DraftEdit[] | null; readEdits: () => Promise<DraftEdit[]> };
      }) => {
        const draft = { state: input.state, edits: input.edits ?? (await input.readEdits()) };
        if (gateway.hold) await gateway.hold;
        reach();
        if (input.revision !== kept.revision) throw new ApiError(409, 'Черновик изменён в другом окне или браузере — обновите');
        gateway.saves.push({ revision: input.revision, draft });
        Object.assign(kept, { revision: kept.revision + 1, draft, savedAt: new Date().toISOString() });
        return answer();
      },
    ),
    clearDraft: fromPromise(async () => {
      reach();
      gateway.clears++;
      Object.assign(kept, { revision: kept.revision + 1, draft: null, savedAt: new Date().toISOString() });
      return answer();
    }),
  };
  return { gateway, actors };
}
export type Gateway = ReturnType<typeof fakeGateway>;

/** The draft machine over this computer's storage and the fake gateway, as an order screen invokes it. */
export const draftMachineOver = (storage: MemoryStorage, { actors }: Gateway) =>
  orderDraftMachine.provide({ actors: { ...actors, ...localDraftActors(() => localDrafts(storage)) } as never });

/**
 * An order screen opened (or reloaded) on this computer: its typed lines are `typed`, as a worker
 * holds them; `worker` stands in for a worker that answers otherwise (slowly, or gone).
 */
export function openScreen(storage: MemoryStorage, server: Gateway, worker?: { readEdits(): Promise<DraftEdit[]> }) {
  const typed: DraftEdit[] = [];
  const told: OrderDraftNews[] = [];
  const machine = draftMachineOver(storage, server);
  const readEdits = worker ? () => worker.readEdits() : async () => [...typed];
  const parent = setup({ types: {} as { events: OrderDraftNews }, actors: { draft: machine } }).createMachine({
    invoke: { id: 'draft', src: 'draft', input: { ...rg, readEdits } },
    on: {
      'draft.loaded': { actions: assign(({ event }) => (told.push(event), {})) },
      'draft.replaced': { actions: assign(({ event }) => (told.push(event), {})) },
    },
  });
  const actor = createActor(parent).start();
  const draft = () =>
    (actor.getSnapshot().children as Record<string, unknown>).draft as {
      getSnapshot(): ReturnType<ReturnType<typeof createActor<typeof orderDraftMachine>>['getSnapshot']>;
      send(event: unknown): void;
    };
  const type = async (...lines: DraftEdit[]) => {
    typed.splice(0, typed.length, ...lines);
    draft().send({ type: 'draft.changed', state: { promoters: [] }, edits: null });
    await settle();
  };
  const see = () => ({
    line: draftStatusText(draft().getSnapshot()),
    notice: restoredFromText(draft().getSnapshot()),
    asksBeforeLeaving: hasUnsentChanges(draft().getSnapshot()),
  });
  return { actor, draft, told, type, see, typed };
}

/** This computer's copy of the screen's draft, as a reload reads it. */
export const here = (storage: MemoryStorage) => localDrafts(storage).read(rg);
/** Every entry of drafts left in the storage, readable or not. */
export const leftHere = (storage: MemoryStorage) => storage.keys().filter((key) => key.startsWith('orderDraft:'));
