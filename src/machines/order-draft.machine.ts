/*
 * The draft of one order screen (issue 18 item 1): read once when the screen opens, saved on the
 * gateway shortly after each change, cleared by the user or by a sent order. Each order screen's
 * machine invokes it as child 'draft' and they exchange events:
 *
 *   parent → draft   draft.changed { state, edits }  the screen's choices changed (edits null:
 *                                                    read the typed lines from the worker)
 *                    draft.clear                     «Очистить черновик» confirmed, or an order sent
 *   draft → parent   draft.loaded { draft }          the kept draft when the screen opened (null: none)
 *                    draft.replaced { draft }        another tab saved a newer one: show it instead
 *
 * loading      the draft is asked (a failure is "no draft": the screen works as without)
 * unsupported  the back end answered 404/501: drafts are not kept here; the screen works as
 *              before and says so in one quiet line
 * idle         saved (or nothing to save)
 * waiting      a change is waiting out `saveDelay`; another change restarts the wait (debounce)
 * saving       PUT with the revision the draft was made from; a change meanwhile saves again after
 * failed       the save failed: «Черновик не сохранён — повторим», and again after `retryDelay`
 * refused      the gateway refused the draft (too large, bad): its message until the next change
 * reloading    409: another tab saved since; its draft is read and handed to the screen
 * clearing     DELETE; a failure tries again after `retryDelay`
 */
import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DraftEdit, OrderDraft, OrderDraftAnswer } from '../api/contract/order-drafts';
import { clearOrderDraft, loadOrderDraft, saveOrderDraft, type DraftOf } from '../api/order-drafts';
import { failureOf, type Failure } from './api-error';

export interface OrderDraftInput extends DraftOf {
  /** The typed lines the worker holds now (a change that names none reads them here). */
  readEdits: () => Promise<DraftEdit[]>;
}

/** The screen's part of a draft: its own choices, as plain JSON. */
export type DraftState = Record<string, unknown>;

export interface OrderDraftContext extends OrderDraftInput {
  /** The revision the next save is made from (0: none kept yet). */
  revision: number;
  /** The last change the screen reported, not yet saved. */
  latest: { state: DraftState; edits: DraftEdit[] | null } | null;
  /** A change arrived while saving: save again once this save is over. */
  changedWhileSaving: boolean;
  failure: Failure | null;
}

export type OrderDraftEvent = { type: 'draft.changed'; state: DraftState; edits: DraftEdit[] | null } | { type: 'draft.clear' };

/** What the draft machine tells its parent. */
export type OrderDraftNews = { type: 'draft.loaded'; draft: OrderDraft | null } | { type: 'draft.replaced'; draft: OrderDraft | null };

/** A back end without the extension: no such route (404) or not implemented (501). */
const isUnsupported = (failure: Failure) => failure.status === 404 || failure.status === 501;
/** The answer of a draft call, as the params of the actions that read it. */
const answerOf = ({ event }: { event: { output: OrderDraftAnswer } }) => event.output;

export const orderDraftMachine = setup({
  types: {} as { input: OrderDraftInput; context: OrderDraftContext; events: OrderDraftEvent },
  actors: {
    loadDraft: fromPromise<OrderDraftAnswer, DraftOf>(({ input, signal }) => loadOrderDraft(input, signal)),
    saveDraft: fromPromise<OrderDraftAnswer, DraftOf & { revision: number; state: DraftState; edits: DraftEdit[] | null; readEdits: OrderDraftInput['readEdits'] }>(
      async ({ input, signal }) => {
        const edits = input.edits ?? (await input.readEdits());
        return saveOrderDraft(input, input.revision, { state: input.state, edits }, signal);
      },
    ),
    clearDraft: fromPromise<OrderDraftAnswer, DraftOf>(({ input, signal }) => clearOrderDraft(input, signal)),
  },
  delays: { saveDelay: 800, retryDelay: 5000 },
  actions: {
    keepAnswer: assign({ revision: (_, answer: OrderDraftAnswer) => answer.revision, failure: null }),
    // News for the screen's machine (a draft machine run alone, as in its tests, has no one to tell).
    tellLoaded: enqueueActions(({ self, enqueue }, answer: OrderDraftAnswer) => {
      if (self._parent) enqueue.sendParent({ type: 'draft.loaded', draft: answer.draft } satisfies OrderDraftNews);
    }),
    tellNone: enqueueActions(({ self, enqueue }) => {
      if (self._parent) enqueue.sendParent({ type: 'draft.loaded', draft: null } satisfies OrderDraftNews);
    }),
    tellReplaced: enqueueActions(({ self, enqueue }, answer: OrderDraftAnswer) => {
      if (self._parent) enqueue.sendParent({ type: 'draft.replaced', draft: answer.draft } satisfies OrderDraftNews);
    }),
    keepLatest: assign({
      latest: ({ context, event }) => (event.type === 'draft.changed' ? { state: event.state, edits: event.edits } : context.latest),
    }),
    noteChangeWhileSaving: assign({ changedWhileSaving: true }),
    startSave: assign({ changedWhileSaving: false }),
    forgetLatest: assign({ latest: null, changedWhileSaving: false }),
    keepFailure: assign({ failure: (_, failure: Failure) => failure }),
  },
  guards: {
    unsupported: (_, failure: Failure) => isUnsupported(failure),
    stale: (_, failure: Failure) => failure.status === 409,
    refused: (_, failure: Failure) => [400, 413].includes(failure.status),
    changedWhileSaving: ({ context }) => context.changedWhileSaving,
  },
}).createMachine({
  id: 'orderDraft',
  context: ({ input }) => ({ ...input, revision: 0, latest: null, changedWhileSaving: false, failure: null }),
  initial: 'loading',
  on: { 'draft.clear': { target: '.clearing', actions: 'forgetLatest' } },
  states: {
    loading: {
      // A change before the draft is in is the screen's first step: it is saved once the draft is read.
      on: { 'draft.changed': { actions: 'keepLatest' }, 'draft.clear': {} },
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ screen: context.screen, pharmacyId: context.pharmacyId }),
        onDone: [
          { guard: ({ context }) => context.latest !== null, target: 'waiting', actions: [{ type: 'keepAnswer', params: answerOf }, { type: 'tellLoaded', params: answerOf }] },
          { target: 'idle', actions: [{ type: 'keepAnswer', params: answerOf }, { type: 'tellLoaded', params: answerOf }] },
        ],
        onError: [
          { guard: { type: 'unsupported', params: failureOf }, target: 'unsupported', actions: 'tellNone' },
          { target: 'idle', actions: [{ type: 'keepFailure', params: failureOf }, 'tellNone'] },
        ],
      },
    },
    unsupported: { on: { 'draft.changed': {}, 'draft.clear': {} } },
    idle: { on: { 'draft.changed': { target: 'waiting', actions: 'keepLatest' } } },
    waiting: {
      on: { 'draft.changed': { target: 'waiting', reenter: true, actions: 'keepLatest' } },
      after: { saveDelay: 'saving' },
    },
    saving: {
      entry: 'startSave',
      on: { 'draft.changed': { actions: ['keepLatest', 'noteChangeWhileSaving'] } },
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => ({
          screen: context.screen,
          pharmacyId: context.pharmacyId,
          revision: context.revision,
          state: context.latest?.state ?? {},
          edits: context.latest?.edits ?? null,
          readEdits: context.readEdits,
        }),
        onDone: [
          { guard: 'changedWhileSaving', target: 'waiting', actions: { type: 'keepAnswer', params: answerOf } },
          { target: 'idle', actions: { type: 'keepAnswer', params: answerOf } },
        ],
        onError: [
          { guard: { type: 'unsupported', params: failureOf }, target: 'unsupported' },
          { guard: { type: 'stale', params: failureOf }, target: 'reloading' },
          { guard: { type: 'refused', params: failureOf }, target: 'refused', actions: { type: 'keepFailure', params: failureOf } },
          { target: 'failed', actions: { type: 'keepFailure', params: failureOf } },
        ],
      },
    },
    failed: {
      on: { 'draft.changed': { target: 'waiting', actions: 'keepLatest' } },
      after: { retryDelay: 'saving' },
    },
    refused: { on: { 'draft.changed': { target: 'waiting', actions: 'keepLatest' } } },
    reloading: {
      on: { 'draft.changed': {} },
      invoke: {
        id: 'reloadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ screen: context.screen, pharmacyId: context.pharmacyId }),
        onDone: { target: 'idle', actions: [{ type: 'keepAnswer', params: answerOf }, 'forgetLatest', { type: 'tellReplaced', params: answerOf }] },
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureOf } },
      },
    },
    clearing: {
      on: { 'draft.changed': { target: 'waiting', actions: 'keepLatest' } },
      invoke: {
        id: 'clearDraft',
        src: 'clearDraft',
        input: ({ context }) => ({ screen: context.screen, pharmacyId: context.pharmacyId }),
        onDone: { target: 'idle', actions: { type: 'keepAnswer', params: answerOf } },
        onError: [
          { guard: { type: 'unsupported', params: failureOf }, target: 'unsupported' },
          { target: 'clearFailed', actions: { type: 'keepFailure', params: failureOf } },
        ],
      },
    },
    clearFailed: {
      on: { 'draft.changed': { target: 'waiting', actions: 'keepLatest' } },
      after: { retryDelay: 'clearing' },
    },
  },
});

export type OrderDraftActor = ActorRefFrom<typeof orderDraftMachine>;
export type OrderDraftSnapshot = SnapshotFrom<typeof orderDraftMachine>;

/** The one quiet line under an order screen's title about its draft; null shows nothing. */
export function draftStatusText(snapshot: OrderDraftSnapshot | undefined): string | null {
  if (!snapshot) return null;
  if (snapshot.matches('unsupported')) return 'Черновики на этом сервере не сохраняются';
  if (snapshot.matches('failed') || snapshot.matches('clearFailed')) return 'Черновик не сохранён — повторим';
  if (snapshot.matches('refused')) return `Черновик не сохранён: ${snapshot.context.failure?.message ?? ''}`;
  if (snapshot.matches('waiting') || snapshot.matches('saving')) return 'Сохраняем черновик…';
  if (snapshot.context.revision > 0 && snapshot.matches('idle')) return 'Черновик сохранён';
  return null;
}
