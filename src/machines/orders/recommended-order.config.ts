import type { ActorRefFrom } from 'xstate';
import { purchaseOrderCalls, type InitiativeOption } from '../../api/contract/purchase-order';
import { noFilter } from '../../domain/orders/purchase/position';
import { http } from '../../api/shared/http';
import { remoteOperation } from '../shared/remote-operation.machine';
import { keptInContext, positionsOrderMachine } from './positions-order.machine';
import type { PositionsOrderScreen } from './positions-order.types';
import { recommendedDraftState, restoredRecommendedDraft } from './recommended-order.draft';
import { recommendedOrderSource } from './recommended-order.source';
import { chosenFilters, chosenInitiativeIds, findProductRequestOf, noRecommendedFilters } from './recommended-order.types';
import type { RecommendedFilterEvent, RecommendedOrderContext, RecommendedOrderInput } from './recommended-order.types';

/** The initiatives a recommended order can be built for (a remote operation of the main thread). */
export const composeInitiativesOperation = remoteOperation('composeInitiatives', (params: { pharmacyId: number }, signal) =>
  http().request(purchaseOrderCalls.composeInitiatives, { query: { pharmacyId: params.pharmacyId }, signal }),
);

/** The promoters and supplier groups of the chosen initiatives (a remote operation of the main thread). */
export const promoterSupplierOperation = remoteOperation('composePromoterSupplier', (params: { initiativeIds: number[] }, signal) =>
  http().request(purchaseOrderCalls.composePromoterSupplier, { body: { initiativeIds: params.initiativeIds }, signal }),
);

const actors = { initiatives: composeInitiativesOperation, promoterSupplier: promoterSupplierOperation };
type RecommendedOrderScreen = PositionsOrderScreen<RecommendedOrderInput, RecommendedOrderContext, RecommendedFilterEvent, typeof actors>;

/**
 * The recommended order tab 'Рекомендованный заказ' (spec §2.3). The products of the chosen filters
 * load (find-product with the pharmacy's Пульс warehouse); each new choice of a filter loads anew,
 * and a new type or initiative (or a restored draft, or a discard) also asks for the promoters and
 * suppliers of the initiatives it stands for. Every filter is in the request: the worker shows all
 * it loaded. Its order goes out as type 'pi', kind 'recommended'; the wholesale send is the default
 * action (§2.3).
 */
export const recommendedOrderScreen: RecommendedOrderScreen = {
  id: 'recommendedOrder',
  draftScreen: 'recommended-order',
  order: (context) => ({ type: 'pi', kind: 'recommended', source: recommendedOrderSource(context.worker) }),
  firstAction: 'sendToPuls',
  ...keptInContext,
  fields: (input) => ({
    filters: noRecommendedFilters,
    loaded: null,
    error: null,
    pulsWarehouseCode: input.pulsWarehouseCode,
    initiatives: [],
  }),
  actors,
  calls: [
    {
      id: 'initiatives',
      retry: 'initiatives.retry',
      params: (context) => ({ pharmacyId: context.pharmacyId }),
      keep: (context, offered) => ({ initiatives: (offered as InitiativeOption[] | null) ?? context.initiatives }),
    },
    {
      id: 'promoterSupplier',
      retry: 'options.retry',
      params: (context) => ({ initiativeIds: chosenInitiativeIds(context.initiatives, context.filters) }),
      again: true,
    },
  ],
  events: { reload: ['filter.promoter', 'filter.supplier'], cascade: ['filter.type', 'filter.initiative'] },
  choose: (context, event) => ({ filters: chosenFilters(context.filters, event) }),
  startLoad: () => ({ loaded: null, error: null }),
  source: (context) => ({ kind: 'recommended', request: findProductRequestOf(context) }),
  gridFilter: () => noFilter,
  draft: {
    state: recommendedDraftState,
    restored: (draft) => {
      const restored = restoredRecommendedDraft(draft);
      return restored && { choice: { filters: restored.filters }, edits: restored.edits };
    },
    startOver: { filters: noRecommendedFilters },
  },
};

export const recommendedOrderMachine = positionsOrderMachine(recommendedOrderScreen);
export type RecommendedOrderActor = ActorRefFrom<typeof recommendedOrderMachine>;
