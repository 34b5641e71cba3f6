import * as v from 'valibot';
import type { FindProductRequest, InitiativeOption } from '../../api/contract/purchase-order';
import { initiativeTypeName } from '../../domain/shared/initiative-types';
import { compareRussian } from '../../domain/shared/russian-order';
import { carried } from '../shared/carried';
import type { PositionsOrderContext, PositionsOrderInput, PositionsOrderPort, PositionsOrderSharedEvent } from './positions-order.types';

/** The part of the positions worker the recommended order uses; tests hand it a fake. */
export type RecommendedPositionsPort = PositionsOrderPort;

export interface RecommendedOrderInput extends PositionsOrderInput<RecommendedPositionsPort> {
  /** The Пульс warehouse of the signed-in pharmacy (find-product asks its stock); null when it has none. */
  pulsWarehouseCode: string | null;
}

/** The four filters of §2.3, as the draft keeps them; null is 'all'. */
export const RecommendedFilters = v.object({
  type: v.nullable(v.string()),
  initiativeId: v.nullable(v.number()),
  promoter: v.nullable(v.string()),
  supplier: v.nullable(v.string()),
});
export type RecommendedFilters = v.InferOutput<typeof RecommendedFilters>;

export const noRecommendedFilters: RecommendedFilters = { type: null, initiativeId: null, promoter: null, supplier: null };

/** The recommended order's own fields beside its filters. */
export interface RecommendedOrderFields {
  pulsWarehouseCode: string | null;
  /** The initiatives a recommended order can be built for, once they arrived. */
  initiatives: InitiativeOption[];
}

export type RecommendedOrderContext = PositionsOrderContext<RecommendedPositionsPort, RecommendedFilters, RecommendedOrderFields>;

/** The events of the recommended order's filters; the order, the list and the draft take those of every positions order. */
export type RecommendedFilterEvent =
  | { type: 'initiatives.retry' }
  | { type: 'options.retry' }
  | { type: 'filter.type'; initiativeType: string | null }
  | { type: 'filter.initiative'; initiativeId: number | null }
  | { type: 'filter.promoter'; promoter: string | null }
  | { type: 'filter.supplier'; supplier: string | null };

export type RecommendedOrderEvent = RecommendedFilterEvent | PositionsOrderSharedEvent;

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
    case 'filter.supplier':
      return { ...filters, ...carried(event) };
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
