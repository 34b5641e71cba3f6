import * as v from 'valibot';
import type { InitiativeTypeOption, PurchaseFilterOptions } from '../../api/contract/purchase-order';
import type { InitiativeRef } from '../../domain/orders/purchase/options';
import type { PositionFilter } from '../../domain/orders/purchase/position';
import { noFilter } from '../../domain/orders/purchase/position';
import type { DraftEdit } from '../../api/contract/order-drafts';
import type { Failure } from '../shared/api-error';
import { carried } from '../shared/carried';
import type { OverviewInitiative, OverviewScreenInput } from './overview-screen-input';
import type { PurchaseOrderAction } from './purchase-order.actions';
import type { OrderScreenEvent, PositionsOrderPort } from './positions-order.types';
import type { PharmacySystemsCheck } from '../../domain/orders/pharmacy-systems';

/** The part of the positions worker the tab uses (every order screen's); tests hand it a fake. */
export type PositionsPort = PositionsOrderPort;

/** An initiative the reports overview chose for this tab, with its type (?type=…&initiative=…&initiativeName=…). */
export interface PreselectedInitiative extends OverviewInitiative {
  type: string;
}

export type PurchaseOrderInput = OverviewScreenInput<PositionsPort, PreselectedInitiative>;

/** What the user chose in the filters (spec §2.2), as the draft keeps it. Empty lists and false mean "no filter". */
export const PurchaseOrderChoice = v.object({
  typeId: v.nullable(v.number()),
  initiatives: v.array(v.number()),
  promoters: v.array(v.string()),
  suppliers: v.array(v.string()),
  products: v.array(v.number()),
  /** Positions that take part in any of these other initiatives are left out (§5). */
  excluded: v.array(v.number()),
  zeroBalance: v.boolean(),
  planNotFulfilled: v.boolean(),
});
export type PurchaseOrderChoice = v.InferOutput<typeof PurchaseOrderChoice>;

export const noChoice: PurchaseOrderChoice = {
  typeId: null,
  initiatives: [],
  promoters: [],
  suppliers: [],
  products: [],
  excluded: [],
  zeroBalance: false,
  planNotFulfilled: false,
};

/** The filters the worker applies to the list shown: the §5 rules over the choice. */
export const positionFilterOf = (choice: PurchaseOrderChoice): PositionFilter => ({
  ...noFilter,
  zeroBalance: choice.zeroBalance,
  planNotFulfilled: choice.planNotFulfilled,
  promoters: choice.promoters,
  initiatives: choice.initiatives,
  excludedInitiatives: choice.excluded,
  suppliers: choice.suppliers,
  products: choice.products,
});

export interface PurchaseOrderContext {
  pharmacyId: number;
  subdivCode: string;
  config: PurchaseOrderInput['config'];
  worker: PositionsPort;
  snackbar: PurchaseOrderInput['snackbar'];
  preselected: PreselectedInitiative | null;
  /** The initiative types offered (the mandatory matrix left out); null until they arrive. */
  types: InitiativeTypeOption[] | null;
  choice: PurchaseOrderChoice;
  /** Both services' filter options, merged; null until loaded for the chosen type. */
  options: PurchaseFilterOptions | null;
  /** The initiatives the options were last asked for: closing the menu asks again if they differ. */
  optionsFor: number[] | null;
  /** The plan of the one chosen initiative in SIP prices; null unless exactly one is chosen. */
  planSum: number | null;
  /**
   * The other initiatives (of any type) of the positions last loaded for this type and these
   * initiatives: the exclusions offer them besides the type's own (§5). Empty until a list loads.
   */
  listInitiatives: InitiativeRef[];
  action: PurchaseOrderAction | null;
  /** What the check of the subdivision's pharmacy ordering systems said: a count, 'failed', null until it answers. */
  pharmacySystemsCheck: PharmacySystemsCheck;
  /** The last failure of each load, shown where it happened with a retry. */
  failures: { types: Failure | null; filters: Failure | null; list: Failure | null };
  /** The list was asked for and not dropped since: the draft says so, and a restore shows it again. */
  listWanted: boolean;
  /** A restored draft asks for its list: the list loads as soon as the filters are in place. */
  restoreList: boolean;
  /** A restored draft's typed lines, until the list they belong to is in (the worker applies them). */
  pendingEdits: DraftEdit[] | null;
  /** What changed under a restored draft, or that another tab's draft replaced this one; empty: no notice. */
  draftNotice: string[];
}

export interface FiltersLoaded {
  options: PurchaseFilterOptions;
  planSum: number | null;
}

/** What the filters' load asks: the options of the type for the chosen initiatives, and the plan of `planOf`. */
export interface FiltersRequest {
  pharmacyId: number;
  typeId: number;
  initiatives: number[];
  /** The one chosen initiative whose plan is asked; null when none or several are chosen (§4). */
  planOf: number | null;
}

export type PurchaseOrderEvent =
  | { type: 'types.retry' }
  | { type: 'type.choose'; typeId: number | null }
  | { type: 'initiatives.choose'; initiatives: number[] }
  | { type: 'initiatives.close' }
  | { type: 'promoters.choose'; promoters: string[] }
  | { type: 'suppliers.choose'; suppliers: string[] }
  | { type: 'products.choose'; products: number[] }
  | { type: 'excluded.choose'; excluded: number[] }
  | { type: 'zeroBalance.set'; checked: boolean }
  | { type: 'planNotFulfilled.set'; checked: boolean }
  | { type: 'filters.retry' }
  | { type: 'list.show' }
  | { type: 'order.choose'; action: PurchaseOrderAction | null }
  /** And those of every order screen; «Очистить черновик» there starts the filters and the list over. */
  | OrderScreenEvent;

/**
 * The part of the choice a filter event changes (the local filters of the list shown): a menu's
 * event carries its field, a checkbox's says whether it is ticked.
 */
export function chosenFilter(event: PurchaseOrderEvent): Partial<PurchaseOrderChoice> {
  switch (event.type) {
    case 'promoters.choose':
    case 'suppliers.choose':
    case 'products.choose':
    case 'excluded.choose':
      return carried(event);
    case 'zeroBalance.set':
      return { zeroBalance: event.checked };
    case 'planNotFulfilled.set':
      return { planNotFulfilled: event.checked };
    default:
      return {};
  }
}
