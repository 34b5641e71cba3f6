import type { PortalConfig } from '../../api/contract/config';
import type { RgPositionsRequest } from '../../api/contract/purchase-order';
import type { PositionOptions } from '../../domain/orders/purchase/options';
import { acceptPriceText, priceValue } from '../../domain/orders/purchase/price-input';
import { noFilter, type PositionFilter } from '../../domain/orders/purchase/position';
import type { PositionsLoaded, PositionsWorker } from '../../workers/orders/positions-types';
import type { DraftEdit } from '../../api/contract/order-drafts';
import type { Failure } from '../shared/api-error';
import type { LineBack } from '../session/line-return';
import type { OrderDraftNews } from './order-draft.machine';
import type { OrderSendMachineInput } from './order-send.setup';
import type { OrderSendNews } from './order-send.types';
import type { OrderAction } from './positions-order-actions';

/** The part of the positions worker the RG machine uses; tests hand it a fake. */
export type RgPositionsPort = Pick<
  PositionsWorker,
  'load' | 'setFilter' | 'window' | 'editQuantity' | 'typedEdits' | 'orderDraft' | 'wholeListFile'
>;

export interface RgOrderInput {
  pharmacyId: number;
  config: Pick<PortalConfig, 'serviceAddress' | 'endpointPrefix'>;
  worker: RgPositionsPort;
  /** The pharmacy's subdivision: its pharmacy ordering system is checked for the Пульс result modal. */
  subdivCode: string;
  /** The app's snackbars, for the order-send child's notices. */
  snackbar: OrderSendMachineInput['snackbar'];
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

/** The choices of the filters that are not the promoters (each applies in the worker at once). */
export interface RgFilters {
  /** Other initiatives by name: a position in any of them is left out. */
  excludedInitiatives: string[];
  zeroBalance: boolean;
  /** The price bounds as the fields show them (the input rule of §5 applied). */
  priceFrom: string;
  priceTo: string;
  supplier: string | null;
  productId: number | null;
}

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

export interface RgOrderContext {
  pharmacyId: number;
  config: RgOrderInput['config'];
  worker: RgPositionsPort;
  subdivCode: string;
  snackbar: RgOrderInput['snackbar'];
  preselected: RgPreselection | null;
  /** The promoters ticked in the menu; none means every promoter of the pharmacy. */
  promoters: string[];
  /** The promoters of the positions loaded (or loading): the ticks take effect when the menu closes. */
  requestedPromoters: string[];
  filters: RgFilters;
  loaded: PositionsLoaded | null;
  action: OrderAction | null;
  /** The last failure of a load or an action. */
  error: Failure | null;
  /** A restored draft's typed lines, until the list they belong to is in (the worker applies them). */
  pendingEdits: DraftEdit[] | null;
  /** What changed under a restored draft, or that another tab's draft replaced this one; empty: no notice. */
  draftNotice: string[];
}

export type RgOrderEvent =
  | { type: 'promoters.retry' }
  | { type: 'positions.retry' }
  | LineBack
  | { type: 'filter.promoters'; promoters: string[] }
  /** The promoter menu closed: a new choice loads the positions of those promoters. */
  | { type: 'promoters.close' }
  | { type: 'filter.excludedInitiatives'; names: string[] }
  | { type: 'filter.zeroBalance'; checked: boolean }
  | { type: 'filter.priceFrom'; text: string }
  | { type: 'filter.priceTo'; text: string }
  | { type: 'filter.supplier'; supplier: string | null }
  | { type: 'filter.product'; productId: number | null }
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
      return { ...filters, supplier: event.supplier };
    case 'filter.product':
      return { ...filters, productId: event.productId };
    default:
      return filters;
  }
}
