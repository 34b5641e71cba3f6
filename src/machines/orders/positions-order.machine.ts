/*
 * An order screen whose positions live in the positions worker (the order by type of spec §2.2,
 * the recommended order of §2.3, the RG order of §2.4), made from its configuration
 * (purchase-order.config.ts, recommended-order.config.ts, rg-order.config.ts). This machine holds
 * what the user chose. Its regions, side by side:
 *
 * positions  loading    the worker fetches the positions of the chosen filters
 *            loadFailed the message and 'Повторить'
 *            ready      the list (positionsGridMachine, child 'grid'): the filters that apply in the
 *                       worker apply there at once, quantities are edited there
 *   or, for a list shown once asked for (`onRequest`), a region of the screen's name:
 *            none → loading → failed | shown; the screen's events drop it back to none
 * order      choosing | executing: the chosen action runs through the order-send child
 *            (order-send.parent.ts, with the screen's type and its order source over the worker)
 * and the screen's own regions (`regions`: the order by type's filter options). A screen that
 * opens with a load of its own (`opening`: the initiative types) runs them in 'ready', after the
 * states of that load (its loading and its failure with 'Повторить').
 *
 * A filter event reloads the list, applies in the worker or waits for its menu to close, as the
 * screen names it (positions-order.types.ts). Children for the whole tab: orderSend, the remote
 * operations of the filters (the screen's), pharmacySystems (the check of the pharmacy ordering
 * system: the order by type offers it as an action; for the others, the Пульс result modal may
 * send the rejected positions there), draft.
 */
import {
  and,
  assign,
  enqueueActions,
  sendTo,
  setup,
  stateIn,
  type ActorRefFromLogic,
  type AnyActorLogic,
  type EventObject,
  type MachineContext,
  type MetaObject,
  type ParameterizedObject,
  type StateMachine,
  type StateSchema,
  type StateValue,
} from 'xstate';
import type { OrderDraft, OrderDraftScreen } from '../../api/contract/order-drafts';
import type { PositionsLoaded } from '../../workers/orders/positions-types';
import { pharmacySystemsOperation } from '../forecast/profit-forecast.actors';
import { toFailure, type Failure } from '../shared/api-error';
import { lineReturn } from '../session/line-return';
import { orderDraftMachine } from './order-draft.machine';
import { draftNoticeLines, replacedWhole } from './order-draft.parent';
import { orderSendMachine } from './order-send.machine';
import { askOrderSend, orderRegion, orderSendChild, orderSent, systemsFound, tellPharmacySystems } from './order-send.parent';
import { positionsGridMachine } from './positions-grid';
import { orderSendEventOf } from './positions-order-actions';
import { loadPositions, type LoadPositionsInput } from './positions-order-actors';
import type {
  FailedPart,
  OrderScreenContext,
  PositionsOrderInput,
  PositionsOrderScreen,
  PositionsOrderSharedEvent,
} from './positions-order.types';
import type { PharmacySystemsCheck } from '../../domain/orders/pharmacy-systems';

/** Which of the screen's filter operations to ask: all (the screen opens), those that follow the filters, or one (its retry). */
type Asked = { all: true } | { again: true } | { id: string };

/** The screen as the machine runs it: its own types are checked where the screen is written (its configuration). */
type AnyScreen = PositionsOrderScreen<PositionsOrderInput, Context, ScreenEvent, Record<string, AnyActorLogic>>;
/** A state node as the configuration picks it: checked by the machine's tests, typed where the screen is written. */
type Node = Record<string, unknown>;
/** A filter event of the screen, as the machine passes it on to the screen's functions. */
type ScreenEvent = { type: 'screen.filter' };
type Context = OrderScreenContext & Record<string, unknown>;

/** The states of a screen whose list follows its filters (no `opening`, no `onRequest`). */
type FollowingFilters = { positions: 'loading' | 'loadFailed' | 'ready'; order: 'choosing' | 'executing' };

/** The machine of a screen, typed by its configuration: its context, events, children and actors. */
export type PositionsOrderMachine<
  I,
  C extends MachineContext,
  E extends EventObject,
  A extends Record<string, AnyActorLogic>,
  V extends StateValue = FollowingFilters,
  X extends EventObject = PositionsOrderSharedEvent,
> = StateMachine<
  C,
  E | X,
  { [K in keyof SharedChildren | keyof A]?: ActorRefFromLogic<(SharedChildren & A)[K]> },
  { [K in keyof SharedActors | (keyof A & string)]: { src: K; logic: (SharedActors & A)[K]; id: string | undefined } }[
    keyof SharedActors | (keyof A & string)],
  ParameterizedObject,
  ParameterizedObject,
  never,
  V,
  string,
  I,
  unknown,
  EventObject,
  MetaObject,
  StateSchema
>;

const sharedActors = {
  lineReturn,
  loadPositions,
  positionsGrid: positionsGridMachine,
  draft: orderDraftMachine,
  orderSend: orderSendMachine,
  pharmacySystems: pharmacySystemsOperation,
};
type SharedActors = typeof sharedActors;
/** The children of every such screen, by id; the screen's operations are children under their own names. */
interface SharedChildren {
  grid: typeof positionsGridMachine;
  draft: typeof orderDraftMachine;
  orderSend: typeof orderSendMachine;
  pharmacySystems: typeof pharmacySystemsOperation;
}

/**
 * The machine of a configuration `S` (typed where it is written: `PositionsOrderScreen<…>`), in
 * states `V`, taking the screen's events and `X`.
 */
type MachineOf<S, V extends StateValue, X extends EventObject> =
  S extends PositionsOrderScreen<infer I, infer C, infer E, infer A> ? PositionsOrderMachine<I, C, E, A, V, X> : never;

export function positionsOrderMachine<
  S extends { id: string; draftScreen: OrderDraftScreen },
  V extends StateValue = FollowingFilters,
  X extends EventObject = PositionsOrderSharedEvent,
>(typed: S): MachineOf<S, V, X> {
  const screen = typed as unknown as AnyScreen;
  const { events, opening, onRequest } = screen;
  const calls = screen.calls ?? [];
  const again = { type: 'requestOptions', params: { again: true } } as const;
  const commit = { guard: 'commitChanges', target: 'loading', actions: 'tellDraft' } as const;
  // The screen's transitions, by its event names: the names are checked in its configuration.
  const eachOf = <T>(types: readonly string[] = [], transition: T): object => Object.fromEntries(types.map((type) => [type, transition]));
  /** The worker's load of the current choice, with a restored draft's typed lines. */
  const loadOf = (context: Context): LoadPositionsInput => ({
    worker: context.worker,
    config: context.config,
    source: screen.source(context),
    edits: context.pendingEdits,
  });
  const applied = (actions: readonly string[]) => eachOf(events.apply, { guard: 'filtersChange', actions: [...actions] });
  // Where the list runs: in 'ready' after what the screen opens with, else at the top.
  const core = opening ? `#${screen.id}.ready` : `#${screen.id}`;
  const listRegion = onRequest?.region ?? 'positions';
  const shown = onRequest?.shown ?? 'ready';
  const listShown = stateIn(`${core}.${listRegion}.${shown}`);
  const restoredOf = (context: Context, draft: OrderDraft | null, replaced: boolean) => {
    if (screen.draft.restore) return screen.draft.restore(context, draft, replaced);
    const restored = screen.draft.restored?.(draft) ?? null;
    const draftNotice = draftNoticeLines([], replaced);
    if (!restored) return { ...screen.draft.startOver, pendingEdits: null, draftNotice };
    return { ...restored.choice, pendingEdits: restored.edits, draftNotice };
  };
  const loadPositionsNode = (done: string, fail: string) => ({
    id: 'loadPositions',
    src: 'loadPositions',
    input: ({ context }: { context: Context }) => loadOf(context),
    onDone: { target: done, actions: { type: 'keepLoaded', params: ({ event }: { event: { output: PositionsLoaded } }) => event.output } },
    onError: { target: fail, actions: keepFailureOf('list') },
  });
  const gridNode = {
    id: 'grid',
    src: 'positionsGrid',
    input: ({ context }: { context: Context }) => ({ worker: context.worker, filter: screen.gridFilter(context) }),
  };
  const lineReturnOf = (part: FailedPart) => ({
    src: 'lineReturn',
    input: ({ context }: { context: Context }) => ({ failure: screen.failureOf(context, part) }),
  });

  /** The list shown whenever the filters say so: a new choice (or a kept draft) loads it anew. */
  const listAtOnce: Node = {
    initial: 'loading',
    // A new choice of a filter that loads, or a kept draft's choice with its typed lines (the
    // proposal after a discard). Targeting the child from the region re-enters it (a load under
    // way restarts) and leaves the order region alone.
    on: {
      ...eachOf(events.reload, { target: '.loading', actions: ['chooseFilters', 'tellDraft'] }),
      ...eachOf(events.cascade, { target: '.loading', actions: ['chooseFilters', again, 'tellDraft'] }),
      'draft.loaded': { guard: 'draftApplies', target: '.loading', actions: [{ type: 'restoreDraft', params: false }, again] },
      'draft.replaced': { target: '.loading', actions: [{ type: 'restoreDraft', params: true }, again] },
      'draft.discard': { target: '.loading', actions: ['discardDraft', again] },
    },
    states: {
      loading: {
        entry: 'startLoad',
        on: eachOf(events.commit, { ...commit, reenter: true }),
        invoke: loadPositionsNode('ready', 'loadFailed'),
      },
      loadFailed: {
        invoke: lineReturnOf('list'),
        on: { 'positions.retry': 'loading', 'line.back': 'loading', ...eachOf(events.commit, commit) },
      },
      ready: {
        invoke: gridNode,
        on: { 'positions.retry': 'loading', ...eachOf(events.commit, commit), ...applied(['chooseFilters', 'forwardFilter', 'tellDraft']) },
      },
    },
  };

  /** The list shown once asked for; a new request of the filters drops it. */
  const listOnRequest = (asked: NonNullable<AnyScreen['onRequest']>): Node => {
    const show = { guard: 'canShow', target: 'loading', actions: ['wantList', 'tellDraft'] };
    return {
      initial: 'none',
      on: Object.fromEntries(
        Object.entries(asked.drop).map(([type, guard]) => [type, guard ? { guard, target: '.none' } : { target: '.none' }]),
      ),
      states: {
        none: {
          // A restored draft showed its list: it loads again, with the lines typed in it.
          always: { guard: 'restoresList', target: 'loading', actions: 'wantList' },
          on: { [asked.show]: show },
        },
        loading: { invoke: loadPositionsNode(asked.shown, asked.failed) },
        [asked.failed]: {
          invoke: lineReturnOf('list'),
          on: { [asked.show]: show, 'line.back': { guard: 'canShow', target: 'loading' } },
        },
        [asked.shown]: { invoke: gridNode, on: { [asked.show]: show } },
      },
    };
  };

  /** A kept draft arrives (or another tab's replaces it); in 'ready' a screen whose list is asked for starts over from it. */
  const keepDraft = {
    'draft.loaded': { guard: 'draftApplies', actions: { type: 'restoreDraft', params: false } },
    'draft.replaced': { actions: { type: 'restoreDraft', params: true } },
  };
  const restartFromDraft = onRequest && {
    'draft.loaded': { guard: 'draftApplies', target: core, reenter: true, actions: { type: 'restoreDraft', params: false } },
    'draft.replaced': { target: core, reenter: true, actions: { type: 'restoreDraft', params: true } },
    'draft.discard': { target: core, reenter: true, actions: 'discardDraft' },
  };

  /** The filters, the list and the order, side by side. */
  const ready: Node = {
    type: 'parallel',
    on: {
      ...Object.fromEntries(calls.map((call) => [call.retry, { actions: { type: 'requestOptions', params: { id: call.id } } }])),
      'order.choose': { actions: 'chooseAction' },
      ...eachOf(events.tick, { actions: 'chooseFilters' }),
      // Chosen while nothing is loaded: the list applies them once it is. A list asked for is told here.
      ...applied(onRequest ? ['chooseFilters', 'forwardShown', 'tellDraft'] : ['chooseFilters', 'tellDraft']),
      ...restartFromDraft,
      'grid.edited': { actions: 'tellDraft' },
    },
    states: {
      ...(screen.regions as Record<string, Node>),
      [listRegion]: onRequest ? listOnRequest(onRequest) : listAtOnce,
      order: orderRegion(and(['actionAvailable', listShown]), screen.refreshAfterOrder ? ['refreshGrid'] : []),
    },
  };

  return setup({
    types: {} as {
      input: PositionsOrderInput;
      context: Context;
      events: ScreenEvent | PositionsOrderSharedEvent;
    },
    actors: { ...sharedActors, ...screen.actors },
    actions: {
      requestPharmacySystems: enqueueActions(({ context, enqueue }) => {
        if (context.subdivCode) enqueue.sendTo('pharmacySystems', { type: 'request', params: { subdivCode: context.subdivCode } });
      }),
      keepSystems: assign(({ context }, check: PharmacySystemsCheck) => screen.keepSystems?.(context, check) ?? {}),
      tellPharmacySystems: tellPharmacySystems(),
      askOrderSend: askOrderSend(orderSendEventOf),
      requestOptions: enqueueActions(({ context, enqueue }, asked: Asked) => {
        for (const call of calls) {
          const wanted = 'all' in asked || ('again' in asked ? call.again === true : call.id === asked.id);
          if (wanted) enqueue.sendTo(call.id, { type: 'request', params: call.params(context) });
        }
      }),
      keepOptions: assign(({ context }, { id, data }: { id: string; data: unknown }) => {
        const call = calls.find((each) => each.id === id);
        return call?.keep ? call.keep(context, data) : {};
      }),
      keepOpening: assign(({ context }, output: never) => opening?.keep(context, output) ?? {}),
      chooseFilters: assign(({ context, event }) => screen.choose(context, event)),
      forwardFilter: sendTo('grid', ({ context }) => ({ type: 'grid.filter' as const, filter: screen.gridFilter(context) })),
      forwardShown: enqueueActions(({ context, enqueue, check }) => {
        if (check(listShown)) enqueue.sendTo('grid', { type: 'grid.filter', filter: screen.gridFilter(context) });
      }),
      startLoad: assign(({ context }) => screen.startLoad?.(context) ?? {}),
      keepLoaded: assign(({ context }, loaded: PositionsLoaded) => {
        // The notice of a restore stays; a list loaded without a draft's lines brings none.
        const draftNotice = context.pendingEdits ? [...context.draftNotice, ...draftNoticeLines(loaded.draftChanges)] : context.draftNotice;
        return { ...screen.keepLoaded(context, loaded), pendingEdits: null, draftNotice };
      }),
      wantList: assign(({ context }) => onRequest?.wantList(context) ?? {}),
      // The screen changed: the draft machine saves it shortly (the typed lines are the worker's, or a restore's still pending).
      tellDraft: sendTo('draft', ({ context }) => ({
        type: 'draft.changed' as const,
        state: screen.draft.state(context),
        edits: context.pendingEdits,
      })),
      // A kept draft (or another tab's newer one): its filters and typed lines, as left; the list loads again for them.
      restoreDraft: assign(({ context, event }, replaced: boolean) => {
        if (event.type !== 'draft.loaded' && event.type !== 'draft.replaced') return {};
        return restoredOf(context, event.draft, replaced && replacedWhole(event));
      }),
      discardDraft: enqueueActions(({ enqueue }) => {
        enqueue.assign({ ...screen.draft.startOver, pendingEdits: null, draftNotice: [] });
        enqueue.sendTo('draft', { type: 'draft.clear' });
      }),
      clearSentDraft: sendTo('draft', { type: 'draft.clear' as const }),
      dismissDraftNotice: assign({ draftNotice: [] }),
      keepFailure: assign(({ context }, { part, failure }: { part: FailedPart; failure: Failure }) =>
        screen.keepFailure(context, part, failure),
      ),
      chooseAction: assign(({ context, event }) => ({ action: event.type === 'order.choose' ? event.action : context.action })),
      // A send or a download settled the typed texts: the grid reads its rows again.
      refreshGrid: enqueueActions(({ enqueue, check }) => {
        if (check(listShown)) enqueue.sendTo('grid', { type: 'window.refresh' });
      }),
      ...(screen.actions as object),
    },
    guards: {
      // A price typed against the rule leaves the filters as they were: nothing to apply.
      filtersChange: ({ context, event }) => Object.entries(screen.choose(context, event)).some(([key, value]) => context[key] !== value),
      actionAvailable: ({ context }) => context.action !== null && (screen.offers?.(context).includes(context.action) ?? true),
      orderSent,
      // A draft with nothing in it (none kept yet) changes nothing on screen: no reload.
      draftApplies: ({ context, event }) => {
        if (event.type !== 'draft.loaded' && event.type !== 'draft.replaced') return false;
        return screen.draft.applies ? screen.draft.applies(context, event.draft) : (screen.draft.restored?.(event.draft) ?? null) !== null;
      },
      commitChanges: ({ context }) => screen.commitChanges?.(context) ?? false,
      ...(screen.guards as object),
    },
  }).createMachine({
    id: screen.id,
    context: ({ input }: { input: PositionsOrderInput }) => ({
      ...pick(screen.shared ? screen.shared(input) : input),
      ...screen.fields(input),
      action: screen.firstAction ?? null,
      pendingEdits: null,
      draftNotice: [],
    }),
    invoke: [
      orderSendChild(({ context }: { context: Context }) => ({
        ...screen.order(context),
        pharmacyId: context.pharmacyId,
        snackbar: context.snackbar,
      })),
      // The screen's operations, by the names its configuration gives them.
      ...(calls.map((call) => ({
        id: call.id,
        src: call.id,
        ...(call.keep && {
          onSnapshot: {
            actions: {
              type: 'keepOptions',
              params: ({ event }: { event: { snapshot: { context: { data: unknown } } } }) => ({
                id: call.id,
                data: event.snapshot.context.data,
              }),
            },
          },
        }),
      })) as never[]),
      {
        id: 'pharmacySystems',
        src: 'pharmacySystems',
        onSnapshot: {
          actions: [
            ...(screen.keepSystems ? [{ type: 'keepSystems' as const, params: systemsFound }] : []),
            { type: 'tellPharmacySystems', params: systemsFound },
          ],
        },
      },
      {
        id: 'draft',
        src: 'draft',
        input: ({ context }: { context: Context }) => ({
          screen: screen.draftScreen,
          pharmacyId: context.pharmacyId,
          readEdits: () => context.worker.typedEdits(),
        }),
      },
    ],
    entry: [{ type: 'requestOptions', params: { all: true } }, 'requestPharmacySystems'],
    ...(opening
      ? {
          on: {
            ...keepDraft,
            'draft.discard': { actions: 'discardDraft' },
            'draftNotice.dismiss': { actions: 'dismissDraftNotice' },
            // What the user may set before the screen has opened (the checkboxes, the action) is
            // kept, not lost: 'ready' starts from it.
            'order.choose': { actions: 'chooseAction' },
            ...applied(['chooseFilters', 'tellDraft']),
          },
          initial: opening.loading,
          states: {
            [opening.loading]: {
              invoke: {
                id: opening.id,
                src: opening.id,
                input: ({ context }: { context: Context }) => opening.input(context),
                onDone: {
                  target: 'ready',
                  actions: { type: 'keepOpening', params: ({ event }: { event: { output: never } }) => event.output },
                },
                onError: { target: opening.failed, actions: keepFailureOf('opening') },
              },
            },
            [opening.failed]: { invoke: lineReturnOf('opening'), on: { [opening.retry]: opening.loading, 'line.back': opening.loading } },
            ready,
          },
        }
      : { ...ready, on: { ...(ready.on as object), 'draftNotice.dismiss': { actions: 'dismissDraftNotice' } } }),
  } as never) as unknown as MachineOf<S, V, X>;
}

/** A failed load kept as the failure of its part of the screen (an action of the load's onError). */
export const keepFailureOf = (part: FailedPart) =>
  ({ type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => ({ part, failure: toFailure(event.error) }) }) as const;

/** The shared fields of the screen's input. */
const pick = ({ pharmacyId, subdivCode, config, worker, snackbar }: PositionsOrderInput) => ({
  pharmacyId,
  subdivCode,
  config,
  worker,
  snackbar,
});

/** Where a screen whose list follows its filters keeps what loaded and what failed (`loaded`, `error`). */
export const keptInContext = {
  keepLoaded: (_: unknown, loaded: PositionsLoaded) => ({ loaded }),
  keepFailure: (_: unknown, __: FailedPart, error: Failure) => ({ error }),
  failureOf: (context: { error: Failure | null }) => context.error,
};
