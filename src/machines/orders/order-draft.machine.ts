/*
 * The draft of one order screen: read once when the screen opens, written on
 * this computer at each change (src/api/orders/local-drafts.ts) and saved on the gateway shortly after,
 * cleared by the user or by a sent order. Each order screen's machine invokes it as child 'draft'
 * and they exchange events:
 *
 *   parent → draft   draft.changed { state, edits }  the screen's choices changed (edits null:
 *                                                    read the typed lines from the worker)
 *                    draft.clear                     «Очистить черновик» confirmed, or an order sent
 *                    draft.originSeen                the notice of which copy was restored, dismissed
 *   draft → parent   draft.loaded { draft }          the kept draft when the screen opened (null: none)
 *                    draft.replaced { draft }        another tab saved a newer one: show it instead
 *
 * The copy on this computer lives until the gateway holds what it says (a save answered, a
 * clearing answered): a reload or a closed tab while the line is down finds it. When the screen
 * opens, the newer of the two copies wins (newerCopy) and the notice says which.
 *
 * readingLocal this computer's copy is read
 * loading      the draft is asked of the gateway
 * loadFailed   it could not be read (no line, an outage): the screen works from this computer's
 *              copy, changes are kept here, and it is asked again after `retryDelay` or at once
 *              when the line returns
 * unsupported  the back end answered 404/501: drafts are kept on this computer only, and the
 *              quiet line says so
 * idle         saved (or nothing to save)
 * waiting      a change is waiting out `saveDelay`; another change restarts the wait (debounce)
 * saving       PUT with the revision the draft was made from; a change meanwhile saves again after
 * failed       the save failed: again after `retryDelay`, or at once when the line returns
 * refused      the gateway refused the draft (too large, bad): its message until the next change
 * reloading    409: another tab saved since; its draft is read
 * merging      the gateway's draft is newer than the one this computer's changes were made from (a
 *              409, or a read after a failed one): the screen's typed lines are asked of the worker
 *              and merged into it line by line (order-draft.merge.ts); the merged draft is handed to
 *              the screen and saved from the gateway's revision. A copy kept before its base was
 *              recorded cannot be merged: the gateway's draft replaces it, as before.
 * clearing     DELETE; a failure tries again after `retryDelay` (or when the line returns); a change
 *              meanwhile is saved once it is answered, from the revision it answers
 */
import { assign, enqueueActions, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { orderDraftCalls, type DraftEdit, type OrderDraft, type OrderDraftAnswer } from '../../api/contract/order-drafts';
import { pageLocalDrafts, type DraftOf, type LocalDraft, type LocalDraftRefusal } from '../../api/orders/local-drafts';
import { http } from '../../api/shared/http';
import { localDraftActors, type LocalDraftCommand, type LocalDraftNews } from './order-draft.local';
import { mergeDrafts, sameJson } from './order-draft.merge';
import { failureOf, type Failure } from '../shared/api-error';

/** Which draft a call reads or writes: the screen in the path, the pharmacy in the query; nothing else of the input is sent. */
const draftOf = ({ screen, pharmacyId }: DraftOf) => ({ params: { screen }, query: { pharmacyId } });

export interface OrderDraftInput extends DraftOf {
  /** The typed lines the worker holds now (a change that names none reads them here). */
  readEdits: () => Promise<DraftEdit[]>;
}

/** The screen's part of a draft: its own choices, as plain JSON. */
export type DraftState = Record<string, unknown>;

/** This computer's copy as the machine follows it: made from which revision, when, and whether it is a clearing. */
export interface LocalStamp {
  revision: number;
  changedAt: number;
  cleared: boolean;
}

/**
 * Which copy the screen shows: this computer's (newer than the gateway's, or the gateway unread),
 * the gateway's (newer than this computer's), or both merged (each changed since they went apart).
 */
export type RestoredFrom = 'local' | 'localOnly' | 'server' | 'merged';

export interface OrderDraftContext extends OrderDraftInput {
  /** The revision the next save is made from (0: none kept yet). */
  revision: number;
  /** The gateway's draft at `revision` (null: none); undefined: not known (a copy kept before it was recorded). */
  base: OrderDraft | null | undefined;
  /** The gateway's draft found newer than `base`, while this screen's typed lines are merged into it. */
  newer: OrderDraftAnswer | null;
  /** The notice's lines of a merge: lines typed in two places. */
  mergeNotes: readonly string[];
  /** The last change the screen reported, not yet saved. */
  latest: { state: DraftState; edits: DraftEdit[] | null } | null;
  /** A change arrived while saving: save again once this save is over. */
  changedWhileSaving: boolean;
  failure: Failure | null;
  /** The copy read from this computer when the screen opened. */
  opened: LocalDraft | null;
  /** Changes the gateway does not hold yet (kept on this computer unless `localRefusal`); null: none. */
  local: LocalStamp | null;
  /** This computer refused the last copy (too large, no room). */
  localRefusal: LocalDraftRefusal | null;
  restoredFrom: RestoredFrom | null;
  /** The screen was handed a draft: a later read tells it only of a replacement. */
  told: boolean;
}

export type OrderDraftEvent =
  | { type: 'draft.changed'; state: DraftState; edits: DraftEdit[] | null }
  | { type: 'draft.clear' }
  | { type: 'draft.originSeen' }
  /** The browser is online again (window 'online'). */
  | { type: 'line.back' }
  | LocalDraftNews;

/**
 * What the draft machine tells its parent. A replacement `explained` is named by the draft's own
 * notice (the gateway's copy won over this computer's, or the two were merged): the screen adds
 * nothing of another tab's draft.
 */
export type OrderDraftNews =
  { type: 'draft.loaded'; draft: OrderDraft | null } | { type: 'draft.replaced'; draft: OrderDraft | null; explained?: boolean };

/**
 * The newer of this computer's copy and the gateway's. A copy made from the gateway's revision (or
 * a later one) holds changes the gateway has not seen; one made from an older revision lost to a
 * save elsewhere unless it was changed after that save (the gateway's savedAt against this
 * computer's clock: a skew of minutes can only matter when two browsers edit the same draft
 * within those minutes).
 */
export function newerCopy(
  local: Pick<LocalStamp, 'revision' | 'changedAt'> | null,
  answer: Pick<OrderDraftAnswer, 'revision' | 'savedAt'>,
): 'local' | 'server' {
  if (!local) return 'server';
  if (local.revision >= answer.revision) return 'local';
  const savedAt = answer.savedAt ? Date.parse(answer.savedAt) : 0;
  return local.changedAt > savedAt ? 'local' : 'server';
}

const stampOf = (copy: LocalDraft | null): LocalStamp | null =>
  copy && { revision: copy.revision, changedAt: copy.changedAt, cleared: copy.draft === null };
const contentOf = (copy: LocalDraft | null) => (copy?.draft ? { state: copy.draft.state, edits: copy.draft.edits } : null);

/** What this computer merges: the copy it opened with, or once the screen works, its last change (no lines named: the worker's). */
const hereOf = ({ told, latest, opened }: OrderDraftContext) =>
  told
    ? { state: latest?.state ?? {}, edits: latest?.edits ?? null }
    : { state: opened?.draft?.state ?? {}, edits: opened?.draft?.edits ?? [] };

/**
 * This computer's changes were made from an older revision than the gateway's `answer`, from a
 * base it knows: merged line by line rather than one copy winning whole. A clearing made here is
 * not merged: the newer of the clearing and the gateway's draft wins.
 */
const mergeable = (context: Pick<OrderDraftContext, 'local' | 'base'>, answer: Pick<OrderDraftAnswer, 'revision'>) =>
  !!context.local && !context.local.cleared && context.local.revision < answer.revision && context.base !== undefined;

/** How long a returned line must hold before saves go (a page being left hears 'online' just before its pagehide). */
const lineSettles = 250;

/** A back end without the extension: no such route (404) or not implemented (501). */
const isUnsupported = (failure: Failure) => failure.status === 404 || failure.status === 501;
/** The answer of a draft call, as the params of the actions that read it. */
const answerOf = ({ event }: { event: { output: OrderDraftAnswer } }) => event.output;

/**
 * A save or a clearing answered: what was typed meanwhile (`changed`) is saved next, from the
 * revision the answer carries; with nothing typed the copy on this computer has done its work.
 */
const answeredThen = <Changed extends 'changedWhileSaving' | 'somethingToSave'>(changed: Changed) =>
  [
    {
      guard: changed,
      target: 'waiting',
      actions: [
        { type: 'keepAnswer', params: answerOf },
        { type: 'rebaseLocal', params: answerOf },
      ],
    },
    { target: 'idle', actions: [{ type: 'keepAnswer', params: answerOf }, 'removeLocal'] },
  ] as const;

export const orderDraftMachine = setup({
  types: {} as { input: OrderDraftInput; context: OrderDraftContext; events: OrderDraftEvent },
  actors: {
    ...localDraftActors(pageLocalDrafts),
    /**
     * Tells when the browser is online again, once the line has held for `lineSettles` ms; outside
     * a page never. A page being left starts no save (pagehide within that moment, as when the
     * browser swaps in its error page): its copy is on this computer, and the page that follows
     * sends it, without a race between the two.
     */
    watchLine: fromCallback<{ type: 'line.back' }>(({ sendBack }) => {
      if (typeof window === 'undefined') return;
      let settling: ReturnType<typeof setTimeout> | undefined;
      const back = () => {
        clearTimeout(settling);
        settling = setTimeout(() => sendBack({ type: 'line.back' }), lineSettles);
      };
      const gone = () => clearTimeout(settling);
      window.addEventListener('online', back);
      window.addEventListener('offline', gone);
      window.addEventListener('pagehide', gone);
      return () => {
        gone();
        window.removeEventListener('online', back);
        window.removeEventListener('offline', gone);
        window.removeEventListener('pagehide', gone);
      };
    }),
    loadDraft: fromPromise<OrderDraftAnswer, DraftOf>(({ input, signal }) =>
      http().request(orderDraftCalls.loadOrderDraft, { ...draftOf(input), signal }),
    ),
    saveDraft: fromPromise<
      OrderDraftAnswer,
      DraftOf & { revision: number; state: DraftState; edits: DraftEdit[] | null; readEdits: OrderDraftInput['readEdits'] }
    >(async ({ input, signal }) => {
      const edits = input.edits ?? (await input.readEdits());
      const body = { revision: input.revision, draft: { state: input.state, edits } };
      return http().request(orderDraftCalls.saveOrderDraft, { ...draftOf(input), body, signal });
    }),
    clearDraft: fromPromise<OrderDraftAnswer, DraftOf>(({ input, signal }) =>
      http().request(orderDraftCalls.clearOrderDraft, { ...draftOf(input), signal }),
    ),
    /** The screen's typed lines: those it named, or the worker's. */
    typedLines: fromPromise<DraftEdit[], { edits: DraftEdit[] | null; readEdits: OrderDraftInput['readEdits'] }>(({ input }) =>
      input.edits ? Promise.resolve(input.edits) : input.readEdits(),
    ),
  },
  delays: { saveDelay: 800, retryDelay: 5000 },
  actions: {
    keepAnswer: assign((_, answer: OrderDraftAnswer) => ({ revision: answer.revision, base: answer.draft, failure: null })),
    keepOpened: assign((_, opened: LocalDraft | null) => ({ opened, local: stampOf(opened), base: opened?.base })),
    keepNewer: assign((_, newer: OrderDraftAnswer) => ({ newer, failure: null })),
    /**
     * This screen's changes merged into the gateway's newer draft: shown (a first answer hands the
     * screen its draft, a later one replaces what it shows), kept here and saved from the gateway's
     * revision. With nothing of this computer's missing there, the gateway's draft is simply shown.
     */
    mergeNewer: enqueueActions(({ context, enqueue, self }, here: OrderDraft) => {
      const newer = context.newer;
      if (!newer) return;
      const hereIsNewer = !context.local || newerCopy(context.local, newer) === 'local';
      const { draft, notes } = mergeDrafts(context.base ?? null, newer.draft, here, hereIsNewer);
      const tell = (news: OrderDraftNews) => {
        if (self._parent) enqueue.sendParent(news);
      };
      enqueue.assign({ revision: newer.revision, base: newer.draft, newer: null, told: true, failure: null });
      if (sameJson(draft, newer.draft)) {
        // At opening the screen's own first step (if any) is still saved; the notice as when the gateway's copy wins.
        const news = context.told || !sameJson(context.opened?.draft ?? null, newer.draft);
        enqueue.assign({ local: null, latest: context.told ? null : context.latest, restoredFrom: news ? 'server' : null, mergeNotes: [] });
        enqueue.sendTo('local', { type: 'remove' } satisfies LocalDraftCommand);
        tell(context.told ? { type: 'draft.replaced', draft: newer.draft, explained: true } : { type: 'draft.loaded', draft: newer.draft });
        return;
      }
      const changedAt = Date.now();
      enqueue.assign({
        latest: { state: draft.state, edits: draft.edits },
        local: { revision: newer.revision, changedAt, cleared: false },
        restoredFrom: 'merged',
        mergeNotes: notes,
      });
      enqueue.sendTo('local', {
        type: 'keep',
        state: draft.state,
        edits: draft.edits,
        revision: newer.revision,
        base: newer.draft,
        changedAt,
      } satisfies LocalDraftCommand);
      tell(context.told ? { type: 'draft.replaced', draft, explained: true } : { type: 'draft.loaded', draft });
    }),
    /** A newer draft that cannot be merged (the typed lines not to be had): it replaces this screen's, as another tab's. */
    giveWayToNewer: enqueueActions(({ context, enqueue, self }) => {
      const newer = context.newer;
      if (!newer) return;
      enqueue.assign({ revision: newer.revision, base: newer.draft, newer: null, latest: null, changedWhileSaving: false });
      enqueue.assign({ local: null, localRefusal: null, restoredFrom: null, mergeNotes: [] });
      enqueue.sendTo('local', { type: 'remove' } satisfies LocalDraftCommand);
      if (self._parent) enqueue.sendParent({ type: 'draft.replaced', draft: newer.draft } satisfies OrderDraftNews);
    }),
    /**
     * The gateway answered the read: the newer copy wins. The first answer hands the screen its
     * draft; a later one (after a failed read) tells it only what replaces what it shows.
     */
    settleRead: enqueueActions(({ context, enqueue, self }, answer: OrderDraftAnswer) => {
      const tell = (news: OrderDraftNews) => {
        if (self._parent) enqueue.sendParent(news);
      };
      enqueue.assign({ revision: answer.revision, base: answer.draft, failure: null, told: true });
      const local = context.local;
      if (local && newerCopy(local, answer) === 'local') {
        if (context.told) return;
        tell({ type: 'draft.loaded', draft: local.cleared ? null : (context.opened?.draft ?? null) });
        enqueue.assign({ latest: local.cleared ? null : contentOf(context.opened), restoredFrom: local.cleared ? null : 'local' });
        return;
      }
      if (local) enqueue.sendTo('local', { type: 'remove' } satisfies LocalDraftCommand);
      if (!context.told) {
        // The screen's own first step (if any) is still saved, over the gateway's draft. A copy the
        // gateway already holds (its save answered after the page was left) is no news.
        const news = local && !sameJson(context.opened?.draft ?? null, answer.draft);
        if (local) enqueue.assign({ local: null, restoredFrom: news ? 'server' : null });
        tell({ type: 'draft.loaded', draft: answer.draft });
      } else if (local) {
        // The notice said this computer's copy was restored: it now says the gateway's replaced it.
        enqueue.assign({ local: null, latest: null, restoredFrom: 'server', mergeNotes: [] });
        tell({ type: 'draft.replaced', draft: answer.draft, explained: true });
      } else if (answer.draft) {
        tell({ type: 'draft.loaded', draft: answer.draft });
      }
    }),
    /** The gateway could not be read: the screen opens with this computer's copy, if any, made from its revision. */
    openLocal: enqueueActions(({ context, enqueue, self }) => {
      if (context.told) return;
      const draft = context.opened?.draft ?? null;
      enqueue.assign({
        told: true,
        revision: context.opened?.revision ?? 0,
        // Revision 0 is no draft at all; a copy kept before its base was recorded leaves it unknown.
        base: context.opened ? context.opened.base : null,
        latest: contentOf(context.opened) ?? context.latest,
        restoredFrom: draft ? 'localOnly' : null,
      });
      if (self._parent) enqueue.sendParent({ type: 'draft.loaded', draft } satisfies OrderDraftNews);
    }),
    /** A back end without drafts: this computer's copy is the screen's draft, and stays its only copy. */
    openLocalOnly: enqueueActions(({ context, enqueue, self }) => {
      enqueue.assign({ local: null, told: true });
      if (!context.told && self._parent)
        enqueue.sendParent({ type: 'draft.loaded', draft: context.opened?.draft ?? null } satisfies OrderDraftNews);
    }),
    keepLatest: assign({
      latest: ({ context, event }) => (event.type === 'draft.changed' ? { state: event.state, edits: event.edits } : context.latest),
    }),
    /** Every change is written on this computer first, from the revision it is made from. */
    keepLocal: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'draft.changed') return;
      const changedAt = Date.now();
      enqueue.assign({ local: { revision: context.revision, changedAt, cleared: false } });
      enqueue.sendTo('local', {
        type: 'keep',
        state: event.state,
        edits: event.edits,
        revision: context.revision,
        base: context.base,
        changedAt,
      } satisfies LocalDraftCommand);
    }),
    keepLocalClearing: enqueueActions(({ context, enqueue }) => {
      const changedAt = Date.now();
      enqueue.assign({ local: { revision: context.revision, changedAt, cleared: true }, restoredFrom: null, mergeNotes: [] });
      enqueue.sendTo('local', {
        type: 'keepCleared',
        revision: context.revision,
        base: context.base,
        changedAt,
      } satisfies LocalDraftCommand);
    }),
    /** The gateway holds it: this computer's copy goes. */
    removeLocal: enqueueActions(({ enqueue }) => {
      enqueue.assign({ local: null, localRefusal: null });
      enqueue.sendTo('local', { type: 'remove' } satisfies LocalDraftCommand);
    }),
    /** Saved, but changed since: the copy here is from the revision just answered. */
    rebaseLocal: enqueueActions(({ context, enqueue }, answer: OrderDraftAnswer) => {
      if (context.local) enqueue.assign({ local: { ...context.local, revision: answer.revision } });
      enqueue.sendTo('local', { type: 'rebase', revision: answer.revision, base: answer.draft } satisfies LocalDraftCommand);
    }),
    keepLocalNews: assign({ localRefusal: ({ event }) => (event.type === 'local.refused' ? event.reason : null) }),
    noteChangeWhileSaving: assign({ changedWhileSaving: true }),
    startSave: assign({ changedWhileSaving: false }),
    forgetLatest: assign({ latest: null, changedWhileSaving: false }),
    forgetOrigin: assign({ restoredFrom: null, mergeNotes: [] }),
    keepFailure: assign({ failure: (_, failure: Failure) => failure }),
  },
  guards: {
    unsupported: (_, failure: Failure) => isUnsupported(failure),
    stale: (_, failure: Failure) => failure.status === 409,
    refused: (_, failure: Failure) => [400, 413].includes(failure.status),
    changedWhileSaving: ({ context }) => context.changedWhileSaving,
    /** After the read: this computer's clearing is newer than the gateway's draft. */
    clearingWon: ({ context }) => context.local?.cleared === true,
    somethingToSave: ({ context }) => context.latest !== null,
    told: ({ context }) => context.told,
    /** The gateway's draft is newer than this computer's changes were made from: they are merged. */
    mergesWithNewer: ({ context }, answer: OrderDraftAnswer) => mergeable(context, answer),
  },
}).createMachine({
  id: 'orderDraft',
  context: ({ input }) => ({
    ...input,
    revision: 0,
    base: undefined,
    newer: null,
    mergeNotes: [],
    latest: null,
    changedWhileSaving: false,
    failure: null,
    opened: null,
    local: null,
    localRefusal: null,
    restoredFrom: null,
    told: false,
  }),
  invoke: [
    {
      id: 'local',
      src: 'local',
      input: ({ context }) => ({ screen: context.screen, pharmacyId: context.pharmacyId, readEdits: context.readEdits }),
    },
    { id: 'watchLine', src: 'watchLine' },
  ],
  initial: 'readingLocal',
  on: {
    'draft.clear': { target: '.clearing', actions: ['forgetLatest', 'keepLocalClearing'] },
    'draft.originSeen': { actions: 'forgetOrigin' },
    'local.kept': { actions: 'keepLocalNews' },
    'local.refused': { actions: 'keepLocalNews' },
  },
  states: {
    readingLocal: {
      // A change before the draft is in is the screen's first step: it is saved once the draft is read.
      on: { 'draft.changed': { actions: 'keepLatest' }, 'draft.clear': {} },
      invoke: {
        id: 'readLocal',
        src: 'readLocal',
        input: ({ context }) => ({ screen: context.screen, pharmacyId: context.pharmacyId }),
        onDone: { target: 'loading', actions: { type: 'keepOpened', params: ({ event }) => event.output } },
        onError: 'loading',
      },
    },
    loading: {
      // Asked again after a failed read, the screen is working: its changes are kept, its clearing goes.
      on: {
        'draft.changed': [{ guard: 'told', actions: ['keepLatest', 'keepLocal'] }, { actions: 'keepLatest' }],
        'draft.clear': { guard: ({ context }) => !context.told },
      },
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ screen: context.screen, pharmacyId: context.pharmacyId }),
        onDone: [
          { guard: { type: 'mergesWithNewer', params: answerOf }, target: 'merging', actions: { type: 'keepNewer', params: answerOf } },
          { target: 'settled', actions: { type: 'settleRead', params: answerOf } },
        ],
        onError: [
          { guard: { type: 'unsupported', params: failureOf }, target: 'unsupported', actions: 'openLocalOnly' },
          { target: 'loadFailed', actions: [{ type: 'keepFailure', params: failureOf }, 'openLocal'] },
        ],
      },
    },
    // Where the read leads, once its news is told: a clearing or changes of this computer's go to the gateway.
    settled: {
      always: [{ guard: 'clearingWon', target: 'clearing' }, { guard: 'somethingToSave', target: 'waiting' }, { target: 'idle' }],
    },
    loadFailed: {
      on: {
        'draft.changed': { actions: ['keepLatest', 'keepLocal'] },
        'line.back': 'loading',
      },
      after: { retryDelay: 'loading' },
    },
    unsupported: {
      on: {
        'draft.changed': { actions: 'keepLocal' },
        'draft.clear': { actions: 'removeLocal' },
      },
    },
    idle: { on: { 'draft.changed': { target: 'waiting', actions: ['keepLatest', 'keepLocal'] } } },
    waiting: {
      on: {
        'draft.changed': { target: 'waiting', reenter: true, actions: ['keepLatest', 'keepLocal'] },
        'line.back': 'saving',
      },
      after: { saveDelay: 'saving' },
    },
    saving: {
      entry: 'startSave',
      on: { 'draft.changed': { actions: ['keepLatest', 'noteChangeWhileSaving', 'keepLocal'] } },
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
        onDone: answeredThen('changedWhileSaving'),
        onError: [
          { guard: { type: 'unsupported', params: failureOf }, target: 'unsupported' },
          { guard: { type: 'stale', params: failureOf }, target: 'reloading' },
          { guard: { type: 'refused', params: failureOf }, target: 'refused', actions: { type: 'keepFailure', params: failureOf } },
          { target: 'failed', actions: { type: 'keepFailure', params: failureOf } },
        ],
      },
    },
    failed: {
      on: { 'draft.changed': { target: 'waiting', actions: ['keepLatest', 'keepLocal'] }, 'line.back': 'saving' },
      after: { retryDelay: 'saving' },
    },
    refused: { on: { 'draft.changed': { target: 'waiting', actions: ['keepLatest', 'keepLocal'] } } },
    reloading: {
      // Typed while the newer draft is read: merged into it as well.
      on: { 'draft.changed': { actions: ['keepLatest', 'keepLocal'] } },
      invoke: {
        id: 'reloadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ screen: context.screen, pharmacyId: context.pharmacyId }),
        onDone: [
          { guard: { type: 'mergesWithNewer', params: answerOf }, target: 'merging', actions: { type: 'keepNewer', params: answerOf } },
          { target: 'idle', actions: [{ type: 'keepNewer', params: answerOf }, 'giveWayToNewer'] },
        ],
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureOf } },
      },
    },
    merging: {
      on: { 'draft.changed': [{ guard: 'told', actions: ['keepLatest', 'keepLocal'] }, { actions: 'keepLatest' }] },
      invoke: {
        id: 'typedLines',
        src: 'typedLines',
        input: ({ context }) => ({ edits: hereOf(context).edits, readEdits: context.readEdits }),
        onDone: {
          target: 'settled',
          actions: { type: 'mergeNewer', params: ({ context, event }) => ({ state: hereOf(context).state, edits: event.output }) },
        },
        // The worker is gone with its screen: nothing typed to merge.
        onError: { target: 'idle', actions: 'giveWayToNewer' },
      },
    },
    clearing: {
      // A change typed while the clearing is on its way waits for its answer: the gateway may have
      // cleared already, and a save from the revision before the clearing would be refused as stale.
      on: { 'draft.changed': { actions: ['keepLatest', 'keepLocal'] } },
      invoke: {
        id: 'clearDraft',
        src: 'clearDraft',
        input: ({ context }) => ({ screen: context.screen, pharmacyId: context.pharmacyId }),
        // Typed since the clearing began, or kept from the read that led here.
        onDone: answeredThen('somethingToSave'),
        onError: [
          { guard: { type: 'unsupported', params: failureOf }, target: 'unsupported', actions: 'removeLocal' },
          { target: 'clearFailed', actions: { type: 'keepFailure', params: failureOf } },
        ],
      },
    },
    clearFailed: {
      on: { 'draft.changed': { target: 'waiting', actions: ['keepLatest', 'keepLocal'] }, 'line.back': 'clearing' },
      after: { retryDelay: 'clearing' },
    },
  },
});

export type OrderDraftActor = ActorRefFrom<typeof orderDraftMachine>;
export type OrderDraftSnapshot = SnapshotFrom<typeof orderDraftMachine>;

/** The quiet line's texts about this computer's copy. */
export const localDraftTexts = {
  onlyHere: 'Черновик хранится только на этом компьютере: сервер черновики не сохраняет',
  waitsForLine: 'Черновик сохранён на этом компьютере — отправим на сервер, когда будет связь',
  clearingWaits: 'Черновик очищен на этом компьютере — на сервере очистим, когда будет связь',
  tooLarge: 'Черновик больше 256 КБ: на этом компьютере он не сохраняется',
  noRoom: 'На этом компьютере нет места для черновика',
  // The saved draft could not be read (nothing typed here yet): the screen may lack what was typed
  // elsewhere, so it says so rather than opening as if there were no draft.
  readWaits: 'Сохранённый черновик пока не загружен — повторим',
} as const;

/** The notice of which copy a screen opened with, until dismissed. */
export const restoredFromTexts: Record<RestoredFrom, string> = {
  local: 'Черновик восстановлен с этого компьютера: он новее, чем на сервере',
  localOnly: 'Черновик восстановлен с этого компьютера: сервер пока недоступен, сохраним на нём позже',
  server: 'Показан черновик с сервера: он новее, чем сохранённый на этом компьютере',
  merged: 'Черновик объединён: к сохранённому на сервере добавлено введённое на этом компьютере',
};

const refusalText = (refusal: LocalDraftRefusal | null) => (refusal ? localDraftTexts[refusal] : null);

/** The one quiet line under an order screen's title about its draft; null shows nothing. */
export function draftStatusText(snapshot: OrderDraftSnapshot | undefined): string | null {
  if (!snapshot) return null;
  const { local, localRefusal } = snapshot.context;
  if (snapshot.matches('unsupported')) return refusalText(localRefusal) ?? localDraftTexts.onlyHere;
  if (snapshot.matches('failed') || snapshot.matches('clearFailed') || snapshot.matches('loadFailed')) {
    if (local?.cleared) return localDraftTexts.clearingWaits;
    if (local && !localRefusal) return localDraftTexts.waitsForLine;
    if (snapshot.matches('loadFailed')) return refusalText(localRefusal) ?? localDraftTexts.readWaits;
    return 'Черновик не сохранён — повторим';
  }
  if (snapshot.matches('refused')) return `Черновик не сохранён: ${snapshot.context.failure?.message ?? ''}`;
  if (snapshot.matches('waiting') || snapshot.matches('saving')) return 'Сохраняем черновик…';
  if (snapshot.context.revision > 0 && snapshot.matches('idle')) return 'Черновик сохранён';
  return null;
}

/** The notice of which copy the screen opened with; null: none to give. */
export function restoredFromText(snapshot: OrderDraftSnapshot | undefined): string | null {
  const from = snapshot?.context.restoredFrom;
  return from ? restoredFromTexts[from] : null;
}

/** The notice's lines under a merge's: the lines typed in two places, each with the text kept. */
export function mergeNotesOf(snapshot: OrderDraftSnapshot | undefined): readonly string[] {
  return snapshot?.context.mergeNotes ?? noNotes;
}
const noNotes: readonly string[] = [];

/**
 * What the screen reported is kept somewhere: on this computer (written at each change, unless the
 * browser refused the copy) or on the gateway. Until the kept draft is read, a change waits for the
 * read and is kept nowhere yet.
 */
export function changesKept(snapshot: OrderDraftSnapshot | undefined): boolean {
  return !!snapshot && snapshot.context.told && (snapshot.context.localRefusal === null || snapshot.matches('idle'));
}

/**
 * Changes the gateway does not hold yet, on a back end that keeps drafts: leaving the page asks
 * first (they stay on this computer, but not in another browser). Without drafts on the back end
 * this computer's copy is all there ever is, and leaving never asks.
 */
export function hasUnsentChanges(snapshot: OrderDraftSnapshot | undefined): boolean {
  return !!snapshot && snapshot.context.local !== null && !snapshot.matches('unsupported');
}
