import type { ActorRefFrom } from 'xstate';
import { purchaseOrderCalls } from '../../api/contract/purchase-order';
import { http } from '../../api/shared/http';
import { remoteOperation } from '../shared/remote-operation.machine';
import { keptInContext, positionsOrderMachine } from './positions-order.machine';
import type { PositionsOrderScreen } from './positions-order.types';
import { restoredRgDraft, rgDraftState } from './rg-order.draft';
import { rgOrderSource } from './rg-order.source';
import { chosenFilters, noRgFilters, rgFilterOf, rgRequestOf } from './rg-order.types';
import type { RgFilterEvent, RgOrderContext, RgOrderInput } from './rg-order.types';

/** The pharmacy's promoters of RG positions, for the promoter menu (a remote operation of the main thread). */
export const rgPromotersOperation = remoteOperation('rgPromoters', (params: { pharmacyId: number }, signal) =>
  http().request(purchaseOrderCalls.rgPromoters, { query: { pharmacyId: params.pharmacyId }, signal }),
);

const actors = { promoterOptions: rgPromotersOperation };
type RgOrderScreen = PositionsOrderScreen<RgOrderInput, RgOrderContext, RgFilterEvent, typeof actors>;

/**
 * The RG order tab 'Расчёт заказа по группам закупок' (spec §2.4). The positions of the chosen
 * promoters load (none chosen: every promoter of the pharmacy); another choice takes effect once the
 * promoter menu closes (as the purchase order's initiative menu, §4). Every other filter applies in
 * the worker at once, so loosening one never needs a new load. Its order goes out as type 'rg'; it
 * opens with no action chosen.
 */
export const rgOrderScreen: RgOrderScreen = {
  id: 'rgOrder',
  draftScreen: 'rg-order',
  order: (context) => ({ type: 'rg', source: rgOrderSource(context.worker) }),
  ...keptInContext,
  fields: (input) => ({
    filters: noRgFilters,
    loaded: null,
    error: null,
    preselected: input.preselected ?? null,
    promoters: [],
    requestedPromoters: [],
  }),
  actors,
  calls: [{ id: 'promoterOptions', retry: 'promoters.retry', params: (context) => ({ pharmacyId: context.pharmacyId }) }],
  events: {
    apply: ['filter.excludedInitiatives', 'filter.zeroBalance', 'filter.priceFrom', 'filter.priceTo', 'filter.supplier', 'filter.product'],
    tick: ['filter.promoters'],
    commit: ['promoters.close'],
  },
  choose: (context, event) =>
    event.type === 'filter.promoters' ? { promoters: event.promoters } : { filters: chosenFilters(context.filters, event) },
  startLoad: (context) => ({ loaded: null, error: null, requestedPromoters: context.promoters }),
  commitChanges: (context) =>
    context.promoters.length !== context.requestedPromoters.length ||
    context.promoters.some((promoter) => !context.requestedPromoters.includes(promoter)),
  source: (context) => ({ kind: 'rg', request: rgRequestOf(context.requestedPromoters) }),
  gridFilter: (context) => rgFilterOf(context.requestedPromoters, context.filters),
  draft: {
    state: rgDraftState,
    restored: (draft) => {
      const restored = restoredRgDraft(draft);
      return restored && { choice: { promoters: restored.promoters, filters: restored.filters }, edits: restored.edits };
    },
    startOver: { promoters: [], filters: noRgFilters },
  },
};

export const rgOrderMachine = positionsOrderMachine(rgOrderScreen);
export type RgOrderActor = ActorRefFrom<typeof rgOrderMachine>;
