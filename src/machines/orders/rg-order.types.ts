import * as v from 'valibot';
import type { RgPositionsRequest } from '../../api/contract/purchase-order';
import type { PositionOptions } from '../../domain/orders/purchase/options';
import { acceptPriceText, priceValue } from '../../domain/orders/purchase/price-input';
import { noFilter, type PositionFilter } from '../../domain/orders/purchase/position';
import type { PositionsWorker } from '../../workers/orders/positions-types';
import { carried } from '../shared/carried';
import type { PositionsOrderContext, PositionsOrderInput, PositionsOrderPort, PositionsOrderSharedEvent } from './positions-order.types';

/** The part of the positions worker the RG order uses (its whole list is a file of the worker); tests hand it a fake. */
export type RgPositionsPort = PositionsOrderPort & Pick<PositionsWorker, 'wholeListFile'>;

export interface RgOrderInput extends PositionsOrderInput<RgPositionsPort> {
  /** The recommended-goods initiative the overview's order icon opened the tab for, if any. */
  preselected?: RgPreselection | null;
}

/**
 * The overview's initiative (type and name). §2.4's filters have no initiative: the RG order is the
 * pharmacy's regional order of recommended goods, so the initiative is shown as the one ordered for.
 */
export interface RgPreselection {
  type: string;
  initiativeId: number;
  initiativeName: string;
}

/** The choices of the filters that are not the promoters (each applies in the worker at once), as the draft keeps them. */
export const RgFilters = v.object({
  /** Other initiatives by name: a position in any of them is left out. */
  excludedInitiatives: v.array(v.string()),
  zeroBalance: v.boolean(),
  /** The price bounds as the fields show them (the input rule of §5 applied). */
  priceFrom: v.string(),
  priceTo: v.string(),
  supplier: v.nullable(v.string()),
  productId: v.nullable(v.number()),
});
export type RgFilters = v.InferOutput<typeof RgFilters>;

export const noRgFilters: RgFilters = {
  excludedInitiatives: [],
  zeroBalance: false,
  priceFrom: '',
  priceTo: '',
  supplier: null,
  productId: null,
};

/** What the filters offer, read from the positions the worker holds. */
export type RgOptions = PositionOptions;

/** The RG order's own fields beside its filters. */
export interface RgOrderFields {
  preselected: RgPreselection | null;
  /** The promoters ticked in the menu; none means every promoter of the pharmacy. */
  promoters: string[];
  /** The promoters of the positions loaded (or loading): the ticks take effect when the menu closes. */
  requestedPromoters: string[];
}

export type RgOrderContext = PositionsOrderContext<RgPositionsPort, RgFilters, RgOrderFields>;

/** The events of the RG order's filters; the order, the list and the draft take those of every positions order. */
export type RgFilterEvent =
  | { type: 'promoters.retry' }
  | { type: 'filter.promoters'; promoters: string[] }
  /** The promoter menu closed: a new choice loads the positions of those promoters. */
  | { type: 'promoters.close' }
  | { type: 'filter.excludedInitiatives'; names: string[] }
  | { type: 'filter.zeroBalance'; checked: boolean }
  | { type: 'filter.priceFrom'; text: string }
  | { type: 'filter.priceTo'; text: string }
  | { type: 'filter.supplier'; supplier: string | null }
  | { type: 'filter.product'; productId: number | null };

export type RgOrderEvent = RgFilterEvent | PositionsOrderSharedEvent;

/**
 * The positions request (§3): the chosen promoters, and excludeInitiatives always [] (the spec
 * does not mark it optional). The other filters apply in the worker, so loosening one never needs
 * a new load, and an excluded initiative stays in the list of initiatives that can be excluded
 * (that list is read from the loaded positions).
 */
export const rgRequestOf = (promoters: readonly string[]): RgPositionsRequest => ({ promoters: [...promoters], excludeInitiatives: [] });

/** The filters as one value for the worker (§5; the price bounds inclusive). */
export const rgFilterOf = (promoters: readonly string[], filters: RgFilters): PositionFilter => ({
  ...noFilter,
  zeroBalance: filters.zeroBalance,
  promoters,
  excludedInitiativeNames: filters.excludedInitiatives,
  suppliers: filters.supplier === null ? [] : [filters.supplier],
  products: filters.productId === null ? [] : [filters.productId],
  priceFrom: priceValue(filters.priceFrom),
  priceTo: priceValue(filters.priceTo),
});

/** The filters after an event of one of them; a price text that breaks the rule changes nothing (the same object). */
export function chosenFilters(filters: RgFilters, event: RgOrderEvent): RgFilters {
  switch (event.type) {
    case 'filter.excludedInitiatives':
      return { ...filters, excludedInitiatives: event.names };
    case 'filter.zeroBalance':
      return { ...filters, zeroBalance: event.checked };
    case 'filter.priceFrom': {
      const priceFrom = acceptPriceText(filters.priceFrom, event.text);
      return priceFrom === filters.priceFrom ? filters : { ...filters, priceFrom };
    }
    case 'filter.priceTo': {
      const priceTo = acceptPriceText(filters.priceTo, event.text);
      return priceTo === filters.priceTo ? filters : { ...filters, priceTo };
    }
    case 'filter.supplier':
    case 'filter.product':
      return { ...filters, ...carried(event) };
    default:
      return filters;
  }
}
