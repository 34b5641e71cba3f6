import type { PortalConfig } from '../../api/contract/config';
import type { FindProductRequest, InitiativeOption } from '../../api/contract/purchase-order';
import { initiativeTypeName } from '../../domain/shared/initiative-types';
import { compareRussian } from '../../domain/shared/russian-order';
import type { PositionsLoaded, PositionsWorker } from '../../workers/orders/positions-types';
import type { DraftEdit } from '../../api/contract/order-drafts';
import type { Failure } from '../shared/api-error';
import type { LineBack } from '../session/line-return';
import type { OrderDraftNews } from './order-draft.machine';
import type { OrderSendMachineInput } from './order-send.setup';
import type { OrderSendNews } from './order-send.types';
import type { OrderAction } from './positions-order-actions';

/** The part of the positions worker the recommended order uses; tests hand it a fake. */
export type RecommendedPositionsPort = Pick<
  PositionsWorker,
  'load' | 'setFilter' | 'window' | 'editQuantity' | 'typedEdits' | 'orderDraft'
>;

export interface RecommendedOrderInput {
  pharmacyId: number;
  /** The Пульс warehouse of the signed-in pharmacy (find-product asks its stock); null when it has none. */
  pulsWarehouseCode: string | null;
  config: Pick<PortalConfig, 'serviceAddress' | 'endpointPrefix'>;
  worker: RecommendedPositionsPort;
  /** The pharmacy's subdivision: its pharmacy ordering system is checked for the Пульс result modal. */
  subdivCode: string;
  /** The app's snackbars, for the order-send child's notices. */
  snackbar: OrderSendMachineInput['snackbar'];
}

/** The four filters of §2.3; null is 'all'. */
export interface RecommendedFilters {
  type: string | null;
  initiativeId: number | null;
  promoter: string | null;
  supplier: string | null;
}

export const noRecommendedFilters: RecommendedFilters = { type: null, initiativeId: null, promoter: null, supplier: null };

export interface RecommendedOrderContext {
  pharmacyId: number;
  pulsWarehouseCode: string | null;
  config: RecommendedOrderInput['config'];
  worker: RecommendedPositionsPort;
  subdivCode: string;
  snackbar: RecommendedOrderInput['snackbar'];
  /** The initiatives a recommended order can be built for, once they arrived. */
  initiatives: InitiativeOption[];
  filters: RecommendedFilters;
  loaded: PositionsLoaded | null;
  action: OrderAction | null;
  error: Failure | null;
  /** A restored draft's typed lines, until the list they belong to is in (the worker applies them). */
  pendingEdits: DraftEdit[] | null;
  /** What changed under a restored draft, or that another tab's draft replaced this one; empty: no notice. */
  draftNotice: string[];
}

export type RecommendedOrderEvent =
  | { type: 'initiatives.retry' }
  | { type: 'options.retry' }
  | { type: 'positions.retry' }
  | LineBack
  | { type: 'filter.type'; initiativeType: string | null }
  | { type: 'filter.initiative'; initiativeId: number | null }
  | { type: 'filter.promoter'; promoter: string | null }
  | { type: 'filter.supplier'; supplier: string | null }
  | { type: 'order.choose'; action: OrderAction | null }
  | { type: 'order.execute' }
  /** The grid took a typed quantity (positions-grid.ts tells its parent). */
  | { type: 'grid.edited' }
  /** «Очистить черновик», confirmed: the filters start over and the proposal loads again. */
  | { type: 'draft.discard' }
  | { type: 'draftNotice.dismiss' }
  | OrderDraftNews
  | OrderSendNews;

/**
 * The cascade of §2.3 (as the purchase order's of §4): a new type clears the initiative, the
 * promoter and the supplier; a new initiative clears the promoter and the supplier.
 */
export function chosenFilters(filters: RecommendedFilters, event: RecommendedOrderEvent): RecommendedFilters {
  switch (event.type) {
    case 'filter.type':
      return { ...noRecommendedFilters, type: event.initiativeType };
    case 'filter.initiative':
      return { ...filters, initiativeId: event.initiativeId, promoter: null, supplier: null };
    case 'filter.promoter':
      return { ...filters, promoter: event.promoter };
    case 'filter.supplier':
      return { ...filters, supplier: event.supplier };
    default:
      return filters;
  }
}

/** The initiatives the filters stand for: the chosen one, else those of the chosen type, else [] (all). */
export function chosenInitiativeIds(initiatives: readonly InitiativeOption[], filters: RecommendedFilters): number[] {
  if (filters.initiativeId !== null) return [filters.initiativeId];
  if (filters.type === null) return [];
  return initiatives.filter((initiative) => initiative.type === filters.type).map((initiative) => initiative.id);
}

/** §3 'Find-product request' of the chosen filters. */
export const findProductRequestOf = (
  context: Pick<RecommendedOrderContext, 'pulsWarehouseCode' | 'initiatives' | 'filters'>,
): FindProductRequest => ({
  pulsWarehouseCode: context.pulsWarehouseCode,
  initiativeIds: chosenInitiativeIds(context.initiatives, context.filters),
  promoterIds: context.filters.promoter === null ? [] : [context.filters.promoter],
  supplierGroups: context.filters.supplier === null ? [] : [context.filters.supplier],
});

/** The initiative types to choose from: those of the initiatives, once each, with their Russian names. */
export function typeOptions(initiatives: readonly InitiativeOption[]): Array<{ type: string; name: string }> {
  const types = [...new Set(initiatives.map((initiative) => initiative.type))];
  return types.map((type) => ({ type, name: initiativeTypeName(type) })).sort((a, b) => compareRussian(a.name, b.name));
}

/** The initiatives to choose from: those of the chosen type, or all. */
export const initiativeOptions = (initiatives: readonly InitiativeOption[], type: string | null): InitiativeOption[] =>
  type === null ? [...initiatives] : initiatives.filter((initiative) => initiative.type === type);
