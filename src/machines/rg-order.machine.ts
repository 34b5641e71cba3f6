/*
 * The RG order tab 'Расчёт заказа по группам закупок' (spec §2.4, issue 8 item 3). The positions
 * live in the positions worker; this machine holds what the user chose. Two regions:
 *
 * positions  loading    the worker fetches the positions of the chosen promoters (none chosen:
 *                       every promoter of the pharmacy); another choice, once the promoter
 *                       menu closes, loads anew (as the purchase order's initiative menu, §4)
 *            loadFailed the message and 'Повторить'
 *            ready      the list (positionsGridMachine, child 'grid'): every other filter applies
 *                       in the worker at once, quantities are edited there
 * order      choosing | executing: the chosen action runs through the order-send machine
 * Child for the whole tab: promoterOptions (the promoters of the pharmacy's RG positions).
 */
import { and, assign, sendTo, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toFailure } from './api-error';
import { positionsGridMachine } from './positions-grid';
import { loadPositions, runOrderAction } from './positions-order-actors';
import { rgPromotersOperation } from './rg-order.actors';
import { chosenFilters, noRgFilters, rgFilterOf, rgRequestOf, type RgOrderContext, type RgOrderEvent, type RgOrderInput } from './rg-order.types';
import type { PositionsLoaded } from '../workers/positions-types';

const filterEvents = ['filter.excludedInitiatives', 'filter.zeroBalance', 'filter.priceFrom', 'filter.priceTo', 'filter.supplier', 'filter.product'] as const;
const onFilterEvents = <T>(transition: T) => Object.fromEntries(filterEvents.map((type) => [type, transition])) as Record<(typeof filterEvents)[number], T>;

export const rgOrderSetup = setup({
  types: {} as {
    input: RgOrderInput;
    context: RgOrderContext;
    events: RgOrderEvent;
    children: { promoterOptions: 'promoterOptions'; grid: 'positionsGrid' };
  },
  actors: { promoterOptions: rgPromotersOperation, loadPositions, positionsGrid: positionsGridMachine, runOrderAction },
  actions: {
    requestPromoters: sendTo('promoterOptions', ({ context }) => ({ type: 'request' as const, params: { pharmacyId: context.pharmacyId } })),
    choosePromoters: assign({ promoters: ({ context, event }) => (event.type === 'filter.promoters' ? event.promoters : context.promoters) }),
    chooseFilters: assign({ filters: ({ context, event }) => chosenFilters(context.filters, event) }),
    forwardFilter: sendTo('grid', ({ context }) => ({ type: 'grid.filter' as const, filter: rgFilterOf(context.requestedPromoters, context.filters) })),
    startLoad: assign({ loaded: null, error: null, requestedPromoters: ({ context }) => context.promoters }),
    keepLoaded: assign({ loaded: ({ event }) => (event as unknown as { output: PositionsLoaded }).output }),
    keepFailure: assign({ error: ({ event }) => toFailure((event as unknown as { error: unknown }).error) }),
    chooseAction: assign({ action: ({ context, event }) => (event.type === 'order.choose' ? event.action : context.action) }),
  },
  guards: {
    // A price typed against the rule leaves the filters as they were: nothing to apply.
    filtersChange: ({ context, event }) => chosenFilters(context.filters, event) !== context.filters,
    actionChosen: ({ context }) => context.action !== null,
    promotersChanged: ({ context }) =>
      context.promoters.length !== context.requestedPromoters.length || context.promoters.some((promoter) => !context.requestedPromoters.includes(promoter)),
  },
});

export const rgOrderMachine = rgOrderSetup.createMachine({
  id: 'rgOrder',
  context: ({ input }) => ({
    pharmacyId: input.pharmacyId,
    config: input.config,
    worker: input.worker,
    runOrderAction: input.runOrderAction,
    promoters: [],
    requestedPromoters: [],
    filters: noRgFilters,
    loaded: null,
    action: null,
    error: null,
  }),
  invoke: { id: 'promoterOptions', src: 'promoterOptions' },
  entry: 'requestPromoters',
  on: {
    'promoters.retry': { actions: 'requestPromoters' },
    'order.choose': { actions: 'chooseAction' },
    'filter.promoters': { actions: 'choosePromoters' },
    // Chosen while nothing is loaded: the list applies them once it is.
    ...onFilterEvents({ guard: 'filtersChange', actions: 'chooseFilters' }),
  },
  type: 'parallel',
  states: {
    positions: {
      initial: 'loading',
      states: {
        loading: {
          entry: 'startLoad',
          on: { 'promoters.close': { guard: 'promotersChanged', target: 'loading', reenter: true } },
          invoke: {
            id: 'loadPositions',
            src: 'loadPositions',
            input: ({ context }) => ({ worker: context.worker, config: context.config, source: { kind: 'rg' as const, request: rgRequestOf(context.requestedPromoters) } }),
            onDone: { target: 'ready', actions: 'keepLoaded' },
            onError: { target: 'loadFailed', actions: 'keepFailure' },
          },
        },
        loadFailed: {
          on: {
            'positions.retry': 'loading',
            'promoters.close': { guard: 'promotersChanged', target: 'loading' },
          },
        },
        ready: {
          invoke: { id: 'grid', src: 'positionsGrid', input: ({ context }) => ({ worker: context.worker, filter: rgFilterOf(context.requestedPromoters, context.filters) }) },
          on: {
            'positions.retry': 'loading',
            'promoters.close': { guard: 'promotersChanged', target: 'loading' },
            ...onFilterEvents({ guard: 'filtersChange', actions: ['chooseFilters', 'forwardFilter'] }),
          },
        },
      },
    },
    order: {
      initial: 'choosing',
      states: {
        choosing: { on: { 'order.execute': { guard: and(['actionChosen', stateIn('#rgOrder.positions.ready')]), target: 'executing' } } },
        executing: {
          invoke: {
            id: 'runOrderAction',
            src: 'runOrderAction',
            input: ({ context }) => ({ run: context.runOrderAction, action: context.action! }),
            onDone: 'choosing',
            onError: { target: 'choosing', actions: 'keepFailure' },
          },
        },
      },
    },
  },
});

export type RgOrderActor = ActorRefFrom<typeof rgOrderMachine>;
export type RgOrderSnapshot = SnapshotFrom<typeof rgOrderMachine>;
