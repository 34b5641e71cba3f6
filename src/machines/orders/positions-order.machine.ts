/*
 * An order screen whose positions live in the positions worker (the RG order of spec §2.4, the
 * recommended order of §2.3), made from its configuration (rg-order.config.ts,
 * recommended-order.config.ts). This machine holds what the user chose. Two regions:
 *
 * positions  loading    the worker fetches the positions of the chosen filters
 *            loadFailed the message and 'Повторить'
 *            ready      the list (positionsGridMachine, child 'grid'): the filters that apply in the
 *                       worker apply there at once, quantities are edited there
 * order      choosing | executing: the chosen action runs through the order-send child
 *            (order-send.parent.ts, with the screen's type and its order source over the worker)
 *
 * A filter event reloads the list, applies in the worker or waits for its menu to close, as the
 * screen names it (positions-order.types.ts). Children for the whole tab: orderSend, the remote
 * operations of the filters (the screen's), pharmacySystems (the check of the pharmacy ordering
 * system, for the Пульс result modal: the screen offers no order of its own there, but its Пульс
 * result may send the rejected positions there), draft.
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
} from 'xstate';
import type { PositionsLoaded } from '../../workers/orders/positions-types';
import { pharmacySystemsOperation } from '../forecast/profit-forecast.actors';
import { failureOf, type Failure } from '../shared/api-error';
import { lineReturn } from '../session/line-return';
import { orderDraftMachine } from './order-draft.machine';
import { draftNoticeLines } from './order-draft.parent';
import { orderSendMachine } from './order-send.machine';
import { askOrderSend, orderRegion, orderSendChild, orderSent, systemsFound, tellPharmacySystems } from './order-send.parent';
import { positionsGridMachine } from './positions-grid';
import { orderSendEventOf } from './positions-order-actions';
import { loadPositions, type LoadPositionsInput } from './positions-order-actors';
import type {
  PositionsOrderContext,
  PositionsOrderInput,
  PositionsOrderPort,
  PositionsOrderScreen,
  PositionsOrderSharedEvent,
} from './positions-order.types';

/** Which of the screen's filter operations to ask: all (the screen opens), those that follow the filters, or one (its retry). */
type Asked = { all: true } | { again: true } | { id: string };

/** The screen as the machine runs it: its own types are checked where the screen is written (its configuration). */
type AnyScreen = PositionsOrderScreen<PositionsOrderInput, Context, ScreenEvent, Record<string, AnyActorLogic>>;
/** A filter event of the screen, as the machine passes it on to the screen's functions. */
type ScreenEvent = { type: 'screen.filter' };
type Context = PositionsOrderContext<PositionsOrderPort, unknown, Record<string, unknown>>;

/** The machine of a screen, typed by its configuration: its context, events, children and actors. */
export type PositionsOrderMachine<
  I,
  C extends MachineContext,
  E extends EventObject,
  A extends Record<string, AnyActorLogic>,
> = StateMachine<
  C,
  E | PositionsOrderSharedEvent,
  { [K in keyof SharedChildren | keyof A]?: ActorRefFromLogic<(SharedChildren & A)[K]> },
  { [K in keyof SharedActors | (keyof A & string)]: { src: K; logic: (SharedActors & A)[K]; id: string | undefined } }[
    keyof SharedActors | (keyof A & string)],
  ParameterizedObject,
  ParameterizedObject,
  never,
  { positions: 'loading' | 'loadFailed' | 'ready'; order: 'choosing' | 'executing' },
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

export function positionsOrderMachine<
  I extends PositionsOrderInput,
  C extends PositionsOrderContext<PositionsOrderPort, unknown, unknown>,
  E extends EventObject,
  A extends Record<string, AnyActorLogic>,
>(typed: PositionsOrderScreen<I, C, E, A>): PositionsOrderMachine<I, C, E, A> {
  const screen = typed as unknown as AnyScreen;
  const { events } = screen;
  const again = { type: 'requestOptions', params: { again: true } } as const;
  const commit = { guard: 'commitChanges', target: 'loading', actions: 'tellDraft' } as const;
  // The screen's transitions, by its event names: the names are checked in its configuration.
  const eachOf = <T>(types: readonly string[], transition: T): object => Object.fromEntries(types.map((type) => [type, transition]));
  /** The worker's load of the current choice, with a restored draft's typed lines. */
  const loadOf = (context: Context): LoadPositionsInput => ({
    worker: context.worker,
    config: context.config,
    source: screen.source(context),
    edits: context.pendingEdits,
  });
  const applied = (actions: readonly string[]) => eachOf(events.apply, { guard: 'filtersChange', actions: [...actions] });

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
      tellPharmacySystems: tellPharmacySystems(),
      askOrderSend: askOrderSend(orderSendEventOf),
      requestOptions: enqueueActions(({ context, enqueue }, asked: Asked) => {
        for (const call of screen.calls) {
          const wanted = 'all' in asked || ('again' in asked ? call.again === true : call.id === asked.id);
          if (wanted) enqueue.sendTo(call.id, { type: 'request', params: call.params(context) });
        }
      }),
      keepOptions: assign(({ context }, { id, data }: { id: string; data: unknown }) => {
        const call = screen.calls.find((each) => each.id === id);
        return call?.keep ? call.keep(context, data) : {};
      }),
      chooseFilters: assign(({ context, event }) => screen.choose(context, event)),
      forwardFilter: sendTo('grid', ({ context }) => ({ type: 'grid.filter' as const, filter: screen.gridFilter(context) })),
      startLoad: assign(({ context }) => ({ loaded: null, error: null, ...screen.startLoad?.(context) })),
      keepLoaded: assign(({ context }, loaded: PositionsLoaded) => {
        const draftNotice = context.pendingEdits ? [...context.draftNotice, ...draftNoticeLines(loaded.draftChanges)] : context.draftNotice;
        return { loaded, pendingEdits: null, draftNotice };
      }),
      // The screen changed: the draft machine saves it shortly (the typed lines are the worker's, or a restore's still pending).
      tellDraft: sendTo('draft', ({ context }) => ({
        type: 'draft.changed' as const,
        state: screen.draft.state(context),
        edits: context.pendingEdits,
      })),
      // A kept draft (or another tab's newer one): its filters and typed lines, as left; the list loads again for them.
      restoreDraft: assign(({ event }, replaced: boolean) => {
        if (event.type !== 'draft.loaded' && event.type !== 'draft.replaced') return {};
        const restored = screen.draft.restored(event.draft);
        const draftNotice = draftNoticeLines([], replaced);
        if (!restored) return { ...screen.draft.startOver, pendingEdits: null, draftNotice };
        return { ...restored.choice, pendingEdits: restored.edits, draftNotice };
      }),
      discardDraft: enqueueActions(({ enqueue }) => {
        enqueue.assign({ ...screen.draft.startOver, pendingEdits: null, draftNotice: [] });
        enqueue.sendTo('draft', { type: 'draft.clear' });
      }),
      clearSentDraft: sendTo('draft', { type: 'draft.clear' as const }),
      dismissDraftNotice: assign({ draftNotice: [] }),
      keepFailure: assign((_, failure: Failure) => ({ error: failure })),
      chooseAction: assign(({ context, event }) => ({ action: event.type === 'order.choose' ? event.action : context.action })),
    },
    guards: {
      // A price typed against the rule leaves the filters as they were: nothing to apply.
      filtersChange: ({ context, event }) => screen.choose(context, event).filters !== context.filters,
      actionChosen: ({ context }) => context.action !== null,
      orderSent,
      // A draft with nothing in it (none kept yet) changes nothing on screen: no reload.
      restoresSomething: ({ event }) =>
        event.type === 'draft.replaced' || (event.type === 'draft.loaded' && screen.draft.restored(event.draft) !== null),
      commitChanges: ({ context }) => screen.commitChanges?.(context) ?? false,
    },
  }).createMachine({
    id: screen.id,
    context: ({ input }) => ({
      pharmacyId: input.pharmacyId,
      config: input.config,
      worker: input.worker,
      subdivCode: input.subdivCode,
      snackbar: input.snackbar,
      ...screen.fields(input),
      filters: screen.noFilters,
      loaded: null,
      action: screen.firstAction,
      error: null,
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
      ...(screen.calls.map((call) => ({
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
      { id: 'pharmacySystems', src: 'pharmacySystems', onSnapshot: { actions: { type: 'tellPharmacySystems', params: systemsFound } } },
      {
        id: 'draft',
        src: 'draft',
        input: ({ context }) => ({
          screen: screen.draftScreen,
          pharmacyId: context.pharmacyId,
          readEdits: () => context.worker.typedEdits(),
        }),
      },
    ],
    entry: [{ type: 'requestOptions', params: { all: true } }, 'requestPharmacySystems'],
    on: {
      ...Object.fromEntries(screen.calls.map((call) => [call.retry, { actions: { type: 'requestOptions', params: { id: call.id } } }])),
      'order.choose': { actions: 'chooseAction' },
      ...eachOf(events.tick, { actions: 'chooseFilters' }),
      // Chosen while nothing is loaded: the list applies them once it is.
      ...applied(['chooseFilters', 'tellDraft']),
      'grid.edited': { actions: 'tellDraft' },
      'draftNotice.dismiss': { actions: 'dismissDraftNotice' },
    },
    type: 'parallel',
    states: {
      positions: {
        initial: 'loading',
        // A new choice of a filter that loads, or a kept draft's choice with its typed lines (the
        // proposal after a discard). Targeting the child from the region re-enters it (a load under
        // way restarts) and leaves the order region alone.
        on: {
          ...eachOf(events.reload, { target: '.loading', actions: ['chooseFilters', 'tellDraft'] }),
          ...eachOf(events.cascade, { target: '.loading', actions: ['chooseFilters', again, 'tellDraft'] }),
          'draft.loaded': { guard: 'restoresSomething', target: '.loading', actions: [{ type: 'restoreDraft', params: false }, again] },
          'draft.replaced': { target: '.loading', actions: [{ type: 'restoreDraft', params: true }, again] },
          'draft.discard': { target: '.loading', actions: ['discardDraft', again] },
        },
        states: {
          loading: {
            entry: 'startLoad',
            on: eachOf(events.commit, { ...commit, reenter: true }),
            invoke: {
              id: 'loadPositions',
              src: 'loadPositions',
              input: ({ context }) => loadOf(context),
              onDone: { target: 'ready', actions: { type: 'keepLoaded', params: ({ event }) => event.output } },
              onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureOf } },
            },
          },
          loadFailed: {
            invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.error }) },
            on: { 'positions.retry': 'loading', 'line.back': 'loading', ...eachOf(events.commit, commit) },
          },
          ready: {
            invoke: {
              id: 'grid',
              src: 'positionsGrid',
              input: ({ context }) => ({ worker: context.worker, filter: screen.gridFilter(context) }),
            },
            on: {
              'positions.retry': 'loading',
              ...eachOf(events.commit, commit),
              ...applied(['chooseFilters', 'forwardFilter', 'tellDraft']),
            },
          },
        },
      },
      order: orderRegion(and(['actionChosen', stateIn({ positions: 'ready' })]), []),
    },
  }) as unknown as PositionsOrderMachine<I, C, E, A>;
}
