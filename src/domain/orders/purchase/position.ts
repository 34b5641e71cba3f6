/**
 * One position of an order screen as the positions worker keeps it, whichever screen it came
 * from (purchase order by initiative, RG order, recommended order). The worker normalises each
 * contract row into this shape (src/domain/orders/purchase/normalize.ts), so matching, totals, quantities
 * and files are written once.
 */
export interface OrderPosition {
  /** The initiative the position belongs to; null for RG and recommended products (none named). */
  initiativeId: number | null;
  initiativeName: string;
  promoter: string;
  productId: number;
  productName: string;
  barcodes: string[];
  /** Price of one pack (nominal / SIP price), RUB. */
  price: number;
  planAmount: number | null;
  purchasedAmount: number | null;
  balance: number | null;
  /** The source's proposed packs, before the user types. */
  proposedAmount: number;
  otherInitiativeIds: number[];
  otherInitiativeNames: string[];
  supplierGroups: string[];
  /** Recommended order only: Пульс's code, regional and own sales, warehouse stock, the explanation code. */
  pulsCode?: string | null;
  regionSaleQty?: number | null;
  saleQty?: number | null;
  pulsBalance?: number | null;
  explanation?: string | null;
}

/**
 * The filters of §5 as one value. Empty lists and false mean "no filter"; the price bounds are
 * inclusive, null for none. `excludedInitiatives` are ids (purchase order),
 * `excludedInitiativeNames` names (RG positions carry only names).
 */
export interface PositionFilter {
  zeroBalance: boolean;
  planNotFulfilled: boolean;
  promoters: readonly string[];
  initiatives: readonly number[];
  excludedInitiatives: readonly number[];
  excludedInitiativeNames: readonly string[];
  suppliers: readonly string[];
  products: readonly number[];
  priceFrom: number | null;
  priceTo: number | null;
}

export const noFilter: PositionFilter = {
  zeroBalance: false,
  planNotFulfilled: false,
  promoters: [],
  initiatives: [],
  excludedInitiatives: [],
  excludedInitiativeNames: [],
  suppliers: [],
  products: [],
  priceFrom: null,
  priceTo: null,
};

/** The summary of the matching positions (§2.2's cells, the approximate cost of every screen). */
export interface PositionTotals {
  /** Approximate order cost: Σ packs × price over matching positions above 0, RUB. */
  orderCost: number;
  /** Matching positions with packs above 0, and their packs. */
  orderPositions: number;
  orderPacks: number;
  /** Σ purchased × price over the matching positions, RUB (purchased in SIP prices). */
  purchasedSip: number;
  /** Σ plan × price over the matching positions, RUB; null when no position has a plan. */
  planSip: number | null;
}
