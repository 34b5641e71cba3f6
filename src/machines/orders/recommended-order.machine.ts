/*
 * The recommended order tab 'Рекомендованный заказ' (spec §2.3). The products
 * live in the positions worker; this machine holds the filters and what the worker answered.
 * Two regions:
 *
 * positions  loading    the worker fetches the products of the chosen filters (find-product with
 *                       the pharmacy's Пульс warehouse); each new choice of a filter loads anew
 *            loadFailed the message and 'Повторить'
 *            ready      the list (positionsGridMachine, child 'grid'): quantities are edited there
 * order      choosing | executing: the chosen action (the wholesale send unless the user picks
 *            another) runs through the order-send child (order-send.parent.ts; type 'pi', kind
 *            'recommended', over the worker's order)
 * Children for the whole tab: orderSend; initiatives (the initiatives a recommended order can be
 * built for); promoterSupplier (the promoters and supplier groups of the chosen initiatives, asked
 * again whenever the type or the initiative changes); pharmacySystems (the check of the pharmacy
 * ordering system, for the Пульс result modal); draft.
 */
import { and, assign, enqueueActions, sendTo, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { orderSendMachine } from './order-send.machine';
import { askOrderSend, orderRegion, orderSendChild, orderSent, systemsFound, tellPharmacySystems } from './order-send.parent';
import { orderSendEventOf } from './positions-order-actions';
import { pharmacySystemsOperation } from '../forecast/profit-forecast.actors';
import { recommendedOrderSource } from './recommended-order.source';
import { noFilter } from '../../domain/orders/purchase/position';
import type { PositionsLoaded } from '../../workers/orders/positions-types';
import { failureOf, type Failure } from '../shared/api-error';
import { lineReturn } from '../session/line-return';
import { orderDraftMachine } from './order-draft.machine';
import { draftNoticeLines } from './order-draft.parent';
import { recommendedDraftState, restoredRecommendedDraft } from './recommended-order.draft';
import { composeInitiativesOperation, promoterSupplierOperation } from './recommended-order.actors';
import {
  chosenFilters,
  chosenInitiativeIds,
  findProductRequestOf,
  noRecommendedFilters,
  type RecommendedOrderContext,
  type RecommendedOrderEvent,
  type RecommendedOrderInput,
} from './recommended-order.types';
import { positionsGridMachine } from './positions-grid';
import { loadPositions } from './positions-order-actors';
import type { InitiativeOption } from '../../api/contract/purchase-order';

export const recommendedOrderSetup = setup({
  types: {} as {
    input: RecommendedOrderInput;
    context: RecommendedOrderContext;
    events: RecommendedOrderEvent;
    children: {
      initiatives: 'initiatives';
      promoterSupplier: 'promoterSupplier';
      grid: 'positionsGrid';
      draft: 'draft';
      orderSend: 'orderSend';
      pharmacySystems: 'pharmacySystems';
    };
  },
  actors: {
    lineReturn,
    initiatives: composeInitiativesOperation,
    promoterSupplier: promoterSupplierOperation,
    loadPositions,
    positionsGrid: positionsGridMachine,
    draft: orderDraftMachine,
    orderSend: orderSendMachine,
    pharmacySystems: pharmacySystemsOperation,
  },
  actions: {
    // The recommended order offers no pharmacy-system order of its own, but its Пульс result may send the rejected positions there.
    requestPharmacySystems: enqueueActions(({ context, enqueue }) => {
      if (context.subdivCode) enqueue.sendTo('pharmacySystems', { type: 'request', params: { subdivCode: context.subdivCode } });
    }),
    tellPharmacySystems: tellPharmacySystems(),
    askOrderSend: askOrderSend(orderSendEventOf),
    requestInitiatives: enqueueActions(({ context, enqueue }) =>
      enqueue.sendTo('initiatives', { type: 'request', params: { pharmacyId: context.pharmacyId } }),
    ),
    requestPromoterSupplier: enqueueActions(({ context, enqueue }) =>
      enqueue.sendTo('promoterSupplier', {
        type: 'request',
        params: { initiativeIds: chosenInitiativeIds(context.initiatives, context.filters) },
      }),
    ),
    followInitiatives: assign({ initiatives: ({ context }, offered: InitiativeOption[] | null) => offered ?? context.initiatives }),
    chooseFilters: assign({ filters: ({ context, event }) => chosenFilters(context.filters, event) }),
    startLoad: assign({ loaded: null, error: null }),
    keepLoaded: assign(({ context }, loaded: PositionsLoaded) => {
      const draftNotice = context.pendingEdits ? [...context.draftNotice, ...draftNoticeLines(loaded.draftChanges)] : context.draftNotice;
      return { loaded, pendingEdits: null, draftNotice };
    }),
    // The screen changed: the draft machine saves it shortly (the typed lines are the worker's, or a restore's still pending).
    tellDraft: sendTo('draft', ({ context }) => ({
      type: 'draft.changed' as const,
      state: recommendedDraftState(context),
      edits: context.pendingEdits,
    })),
    // A kept draft (or another tab's newer one): its filters and typed lines, as left; the products load again for them.
    restoreDraft: assign(({ event }, replaced: boolean) => {
      if (event.type !== 'draft.loaded' && event.type !== 'draft.replaced') return {};
      const restored = restoredRecommendedDraft(event.draft);
      const draftNotice = draftNoticeLines([], replaced);
      if (!restored) return { filters: noRecommendedFilters, pendingEdits: null, draftNotice };
      return { filters: restored.filters, pendingEdits: restored.edits, draftNotice };
    }),
    discardDraft: enqueueActions(({ enqueue }) => {
      enqueue.assign({ filters: noRecommendedFilters, pendingEdits: null, draftNotice: [] });
      enqueue.sendTo('draft', { type: 'draft.clear' });
    }),
    clearSentDraft: sendTo('draft', { type: 'draft.clear' as const }),
    dismissDraftNotice: assign({ draftNotice: [] }),
    keepFailure: assign({ error: (_, failure: Failure) => failure }),
    chooseAction: assign({ action: ({ context, event }) => (event.type === 'order.choose' ? event.action : context.action) }),
  },
  guards: {
    actionChosen: ({ context }) => context.action !== null,
    orderSent,
    // A draft with nothing in it (none kept yet) changes nothing on screen: no reload.
    restoresSomething: ({ event }) =>
      event.type === 'draft.replaced' || (event.type === 'draft.loaded' && restoredRecommendedDraft(event.draft) !== null),
  },
});

/**
 * A new choice of a filter: the products of the new filters are loaded. Targeting the child from
 * the region re-enters it (a load under way restarts) and leaves the order region alone.
 */
const reload = { target: '.loading' } as const;
/** A new type or initiative also asks for the promoters and suppliers of the initiatives it stands for. */
const cascade = { ...reload, actions: ['chooseFilters', 'requestPromoterSupplier', 'tellDraft'] } as const;
/** A kept draft's filters (or none after a discard): the promoters and suppliers of its initiatives, and its products with its typed lines. */
const restoreLoaded = { ...reload, actions: [{ type: 'restoreDraft', params: false }, 'requestPromoterSupplier'] } as const;
const restoreReplaced = { ...reload, actions: [{ type: 'restoreDraft', params: true }, 'requestPromoterSupplier'] } as const;
const startOver = { ...reload, actions: ['discardDraft', 'requestPromoterSupplier'] } as const;

export const recommendedOrderMachine = recommendedOrderSetup.createMachine({
  id: 'recommendedOrder',
  context: ({ input }) => ({
    pharmacyId: input.pharmacyId,
    pulsWarehouseCode: input.pulsWarehouseCode,
    config: input.config,
    worker: input.worker,
    subdivCode: input.subdivCode,
    snackbar: input.snackbar,
    initiatives: [] as InitiativeOption[],
    filters: noRecommendedFilters,
    loaded: null,
    // §2.3: the wholesale send is the default action.
    action: 'sendToPuls',
    error: null,
    pendingEdits: null,
    draftNotice: [],
  }),
  invoke: [
    orderSendChild(({ context }: { context: RecommendedOrderContext }) => ({
      type: 'pi' as const,
      kind: 'recommended' as const,
      pharmacyId: context.pharmacyId,
      snackbar: context.snackbar,
      source: recommendedOrderSource(context.worker),
    })),
    {
      id: 'initiatives',
      src: 'initiatives',
      onSnapshot: { actions: { type: 'followInitiatives', params: ({ event }) => event.snapshot.context.data } },
    },
    { id: 'pharmacySystems', src: 'pharmacySystems', onSnapshot: { actions: { type: 'tellPharmacySystems', params: systemsFound } } },
    { id: 'promoterSupplier', src: 'promoterSupplier' },
    {
      id: 'draft',
      src: 'draft',
      input: ({ context }) => ({
        screen: 'recommended-order' as const,
        pharmacyId: context.pharmacyId,
        readEdits: () => context.worker.typedEdits(),
      }),
    },
  ],
  entry: ['requestInitiatives', 'requestPromoterSupplier', 'requestPharmacySystems'],
  on: {
    'initiatives.retry': { actions: 'requestInitiatives' },
    'options.retry': { actions: 'requestPromoterSupplier' },
    'order.choose': { actions: 'chooseAction' },
    'grid.edited': { actions: 'tellDraft' },
    'draftNotice.dismiss': { actions: 'dismissDraftNotice' },
  },
  type: 'parallel',
  states: {
    positions: {
      initial: 'loading',
      on: {
        'positions.retry': reload,
        'filter.type': cascade,
        'filter.initiative': cascade,
        'filter.promoter': { ...reload, actions: ['chooseFilters', 'tellDraft'] },
        'filter.supplier': { ...reload, actions: ['chooseFilters', 'tellDraft'] },
        'draft.loaded': { guard: 'restoresSomething', ...restoreLoaded },
        'draft.replaced': restoreReplaced,
        'draft.discard': startOver,
      },
      states: {
        loading: {
          entry: 'startLoad',
          invoke: {
            id: 'loadPositions',
            src: 'loadPositions',
            input: ({ context }) => ({
              worker: context.worker,
              config: context.config,
              source: { kind: 'recommended' as const, request: findProductRequestOf(context) },
              edits: context.pendingEdits,
            }),
            onDone: { target: 'ready', actions: { type: 'keepLoaded', params: ({ event }) => event.output } },
            onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureOf } },
          },
        },
        loadFailed: {
          invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.error }) },
          on: { 'line.back': 'loading' },
        },
        // Every filter is in the request: the worker shows all it loaded.
        ready: { invoke: { id: 'grid', src: 'positionsGrid', input: ({ context }) => ({ worker: context.worker, filter: noFilter }) } },
      },
    },
    order: orderRegion(and(['actionChosen', stateIn('#recommendedOrder.positions.ready')]), []),
  },
});

export type RecommendedOrderActor = ActorRefFrom<typeof recommendedOrderMachine>;
export type RecommendedOrderSnapshot = SnapshotFrom<typeof recommendedOrderMachine>;
