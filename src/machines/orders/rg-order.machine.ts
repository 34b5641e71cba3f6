/*
 * The RG order tab 'Расчёт заказа по группам закупок' (spec §2.4). The positions
 * live in the positions worker; this machine holds what the user chose. Two regions:
 *
 * positions  loading    the worker fetches the positions of the chosen promoters (none chosen:
 *                       every promoter of the pharmacy); another choice, once the promoter
 *                       menu closes, loads anew (as the purchase order's initiative menu, §4)
 *            loadFailed the message and 'Повторить'
 *            ready      the list (positionsGridMachine, child 'grid'): every other filter applies
 *                       in the worker at once, quantities are edited there
 * order      choosing | executing: the chosen action runs through the order-send child
 *            (order-send.parent.ts; type 'rg', over the worker's order)
 * Children for the whole tab: orderSend, promoterOptions (the promoters of the pharmacy's RG
 * positions), pharmacySystems (the check of the pharmacy ordering system, for the Пульс result
 * modal), draft.
 */
import { and, assign, enqueueActions, sendTo, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { orderSendMachine } from './order-send.machine';
import { askOrderSend, orderRegion, orderSendChild, orderSent, systemsFound, tellPharmacySystems } from './order-send.parent';
import { orderSendEventOf } from './positions-order-actions';
import { pharmacySystemsOperation } from '../forecast/profit-forecast.actors';
import { rgOrderSource } from './rg-order.source';
import { failureOf, type Failure } from '../shared/api-error';
import { lineReturn } from '../session/line-return';
import { orderDraftMachine } from './order-draft.machine';
import { draftNoticeLines } from './order-draft.parent';
import { restoredRgDraft, rgDraftState } from './rg-order.draft';
import { positionsGridMachine } from './positions-grid';
import { loadPositions } from './positions-order-actors';
import { rgPromotersOperation } from './rg-order.actors';
import {
  chosenFilters,
  noRgFilters,
  rgFilterOf,
  rgRequestOf,
  type RgOrderContext,
  type RgOrderEvent,
  type RgOrderInput,
} from './rg-order.types';
import type { PositionsLoaded } from '../../workers/orders/positions-types';

const filterEvents = [
  'filter.excludedInitiatives',
  'filter.zeroBalance',
  'filter.priceFrom',
  'filter.priceTo',
  'filter.supplier',
  'filter.product',
] as const;
const onFilterEvents = <T>(transition: T) =>
  Object.fromEntries(filterEvents.map((type) => [type, transition])) as Record<(typeof filterEvents)[number], T>;

export const rgOrderSetup = setup({
  types: {} as {
    input: RgOrderInput;
    context: RgOrderContext;
    events: RgOrderEvent;
    children: {
      promoterOptions: 'promoterOptions';
      grid: 'positionsGrid';
      draft: 'draft';
      orderSend: 'orderSend';
      pharmacySystems: 'pharmacySystems';
    };
  },
  actors: {
    lineReturn,
    promoterOptions: rgPromotersOperation,
    loadPositions,
    positionsGrid: positionsGridMachine,
    draft: orderDraftMachine,
    orderSend: orderSendMachine,
    pharmacySystems: pharmacySystemsOperation,
  },
  actions: {
    // The RG order offers no pharmacy-system order of its own, but its Пульс result may send the rejected positions there.
    requestPharmacySystems: enqueueActions(({ context, enqueue }) => {
      if (context.subdivCode) enqueue.sendTo('pharmacySystems', { type: 'request', params: { subdivCode: context.subdivCode } });
    }),
    tellPharmacySystems: tellPharmacySystems(),
    askOrderSend: askOrderSend(orderSendEventOf),
    requestPromoters: sendTo('promoterOptions', ({ context }) => ({
      type: 'request' as const,
      params: { pharmacyId: context.pharmacyId },
    })),
    choosePromoters: assign({
      promoters: ({ context, event }) => (event.type === 'filter.promoters' ? event.promoters : context.promoters),
    }),
    chooseFilters: assign({ filters: ({ context, event }) => chosenFilters(context.filters, event) }),
    forwardFilter: sendTo('grid', ({ context }) => ({
      type: 'grid.filter' as const,
      filter: rgFilterOf(context.requestedPromoters, context.filters),
    })),
    startLoad: assign({ loaded: null, error: null, requestedPromoters: ({ context }) => context.promoters }),
    keepLoaded: assign(({ context }, loaded: PositionsLoaded) => {
      const draftNotice = context.pendingEdits ? [...context.draftNotice, ...draftNoticeLines(loaded.draftChanges)] : context.draftNotice;
      return { loaded, pendingEdits: null, draftNotice };
    }),
    // The screen changed: the draft machine saves it shortly (the typed lines are the worker's, or a restore's still pending).
    tellDraft: sendTo('draft', ({ context }) => ({
      type: 'draft.changed' as const,
      state: rgDraftState(context),
      edits: context.pendingEdits,
    })),
    // A kept draft (or another tab's newer one): its promoters, filters and typed lines, as left; the list loads again for them.
    restoreDraft: assign(({ event }, replaced: boolean) => {
      if (event.type !== 'draft.loaded' && event.type !== 'draft.replaced') return {};
      const restored = restoredRgDraft(event.draft);
      const draftNotice = draftNoticeLines([], replaced);
      if (!restored) return { promoters: [], filters: noRgFilters, pendingEdits: null, draftNotice };
      return { promoters: restored.promoters, filters: restored.filters, pendingEdits: restored.edits, draftNotice };
    }),
    discardDraft: enqueueActions(({ enqueue }) => {
      enqueue.assign({ promoters: [], filters: noRgFilters, pendingEdits: null, draftNotice: [] });
      enqueue.sendTo('draft', { type: 'draft.clear' });
    }),
    clearSentDraft: sendTo('draft', { type: 'draft.clear' as const }),
    dismissDraftNotice: assign({ draftNotice: [] }),
    keepFailure: assign({ error: (_, failure: Failure) => failure }),
    chooseAction: assign({ action: ({ context, event }) => (event.type === 'order.choose' ? event.action : context.action) }),
  },
  guards: {
    // A price typed against the rule leaves the filters as they were: nothing to apply.
    filtersChange: ({ context, event }) => chosenFilters(context.filters, event) !== context.filters,
    actionChosen: ({ context }) => context.action !== null,
    orderSent,
    // A draft with nothing in it (none kept yet) changes nothing on screen: no reload.
    restoresSomething: ({ event }) =>
      event.type === 'draft.replaced' || (event.type === 'draft.loaded' && restoredRgDraft(event.draft) !== null),
    promotersChanged: ({ context }) =>
      context.promoters.length !== context.requestedPromoters.length ||
      context.promoters.some((promoter) => !context.requestedPromoters.includes(promoter)),
  },
});

export const rgOrderMachine = rgOrderSetup.createMachine({
  id: 'rgOrder',
  context: ({ input }) => ({
    pharmacyId: input.pharmacyId,
    config: input.config,
    worker: input.worker,
    subdivCode: input.subdivCode,
    snackbar: input.snackbar,
    preselected: input.preselected ?? null,
    promoters: [],
    requestedPromoters: [],
    filters: noRgFilters,
    loaded: null,
    action: null,
    error: null,
    pendingEdits: null,
    draftNotice: [],
  }),
  invoke: [
    orderSendChild(({ context }: { context: RgOrderContext }) => ({
      type: 'rg' as const,
      pharmacyId: context.pharmacyId,
      snackbar: context.snackbar,
      source: rgOrderSource(context.worker),
    })),
    { id: 'promoterOptions', src: 'promoterOptions' },
    { id: 'pharmacySystems', src: 'pharmacySystems', onSnapshot: { actions: { type: 'tellPharmacySystems', params: systemsFound } } },
    {
      id: 'draft',
      src: 'draft',
      input: ({ context }) => ({
        screen: 'rg-order' as const,
        pharmacyId: context.pharmacyId,
        readEdits: () => context.worker.typedEdits(),
      }),
    },
  ],
  entry: ['requestPromoters', 'requestPharmacySystems'],
  on: {
    'promoters.retry': { actions: 'requestPromoters' },
    'order.choose': { actions: 'chooseAction' },
    'filter.promoters': { actions: 'choosePromoters' },
    // Chosen while nothing is loaded: the list applies them once it is.
    ...onFilterEvents({ guard: 'filtersChange', actions: ['chooseFilters', 'tellDraft'] }),
    'grid.edited': { actions: 'tellDraft' },
    'draftNotice.dismiss': { actions: 'dismissDraftNotice' },
  },
  type: 'parallel',
  states: {
    positions: {
      initial: 'loading',
      // The list loads again for the draft's promoters, with its typed lines (or the proposal after a
      // discard). On the region, so the order region is left alone.
      on: {
        'draft.loaded': { guard: 'restoresSomething', target: '.loading', actions: { type: 'restoreDraft', params: false } },
        'draft.replaced': { target: '.loading', actions: { type: 'restoreDraft', params: true } },
        'draft.discard': { target: '.loading', actions: 'discardDraft' },
      },
      states: {
        loading: {
          entry: 'startLoad',
          on: { 'promoters.close': { guard: 'promotersChanged', target: 'loading', reenter: true, actions: 'tellDraft' } },
          invoke: {
            id: 'loadPositions',
            src: 'loadPositions',
            input: ({ context }) => ({
              worker: context.worker,
              config: context.config,
              source: { kind: 'rg' as const, request: rgRequestOf(context.requestedPromoters) },
              edits: context.pendingEdits,
            }),
            onDone: { target: 'ready', actions: { type: 'keepLoaded', params: ({ event }) => event.output } },
            onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureOf } },
          },
        },
        loadFailed: {
          invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.error }) },
          on: {
            'positions.retry': 'loading',
            'line.back': 'loading',
            'promoters.close': { guard: 'promotersChanged', target: 'loading', actions: 'tellDraft' },
          },
        },
        ready: {
          invoke: {
            id: 'grid',
            src: 'positionsGrid',
            input: ({ context }) => ({ worker: context.worker, filter: rgFilterOf(context.requestedPromoters, context.filters) }),
          },
          on: {
            'positions.retry': 'loading',
            'promoters.close': { guard: 'promotersChanged', target: 'loading', actions: 'tellDraft' },
            ...onFilterEvents({ guard: 'filtersChange', actions: ['chooseFilters', 'forwardFilter', 'tellDraft'] }),
          },
        },
      },
    },
    order: orderRegion(and(['actionChosen', stateIn('#rgOrder.positions.ready')]), []),
  },
});

export type RgOrderActor = ActorRefFrom<typeof rgOrderMachine>;
export type RgOrderSnapshot = SnapshotFrom<typeof rgOrderMachine>;
