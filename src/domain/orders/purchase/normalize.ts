import { notStocked } from './explanations';
import type { OrderPosition } from './position';

/*
 * The contract's rows (src/api/contract/purchase-order.ts: PurchasePosition, RgPosition,
 * RecommendedProduct) structurally, as parsed: domain code imports nothing from the api.
 */
type Amount = number | null;
interface ProductFields {
  barcodes: string[];
  nominalPrice: number;
  purchasedAmount?: Amount;
  balance: Amount;
  orderAmount?: Amount;
  possibleSupplierGroups: string[];
}
interface PurchasePosition extends ProductFields {
  initiativeId: number;
  initiativeName: string;
  promoter: string;
  promotionalProductId: number;
  promotionalProductName: string;
  planAmount: Amount;
  purchasedAmount: Amount;
  orderAmount: Amount;
  otherInitiativeIds: number[];
  otherInitiativeNames: string[];
}
interface RgPosition extends ProductFields {
  promoter: string;
  promotionalProductId: number;
  promotionalProductName: string;
  purchasedAmount: Amount;
  orderAmount: Amount;
  otherInitiativeNames: string[];
}
interface RecommendedProduct extends Omit<ProductFields, 'purchasedAmount' | 'orderAmount'> {
  productId: number;
  productName: string;
  promoterName: string;
  pulsCode: string | null;
  regionSaleQty: Amount;
  pulsBalance: Amount;
  /** The spec's "incomeAmount/purchased": a back end may send either name. */
  incomeAmount?: Amount;
  purchased: Amount;
  saleQty: Amount;
  order: Amount;
  explanationDisplay: string | null;
}

/** A proposal as whole packs: the sources may send fractions or nothing. */
const packs = (value: number | null | undefined): number => (value != null && Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

/** A purchase position (§3) as the worker and the gateway keep it. */
export const fromPurchasePosition = (row: PurchasePosition): OrderPosition => ({
  initiativeId: row.initiativeId,
  initiativeName: row.initiativeName,
  promoter: row.promoter,
  productId: row.promotionalProductId,
  productName: row.promotionalProductName,
  barcodes: row.barcodes,
  price: row.nominalPrice,
  planAmount: row.planAmount,
  purchasedAmount: row.purchasedAmount,
  balance: row.balance,
  proposedAmount: packs(row.orderAmount),
  otherInitiativeIds: row.otherInitiativeIds,
  otherInitiativeNames: row.otherInitiativeNames,
  supplierGroups: row.possibleSupplierGroups,
});

/** An RG position (§3): no initiative of its own, other initiatives by name only. */
export const fromRgPosition = (row: RgPosition): OrderPosition => ({
  initiativeId: null,
  initiativeName: '',
  promoter: row.promoter,
  productId: row.promotionalProductId,
  productName: row.promotionalProductName,
  barcodes: row.barcodes,
  price: row.nominalPrice,
  planAmount: null,
  purchasedAmount: row.purchasedAmount,
  balance: row.balance,
  proposedAmount: packs(row.orderAmount),
  otherInitiativeIds: [],
  otherInitiativeNames: row.otherInitiativeNames,
  supplierGroups: row.possibleSupplierGroups,
});

/**
 * A recommended-order product (§3) with the figures behind its explanation. Its purchased packs
 * are the spec's "incomeAmount/purchased": `incomeAmount` when the back end sends it, else
 * `purchased`. A product the Пульс
 * warehouse does not stock (NO_BALANCE, or its stock 0) starts at 0 packs: the order proposes what
 * the supplier can deliver, and the user may still type a quantity.
 */
export const fromRecommendedProduct = (row: RecommendedProduct): OrderPosition => ({
  initiativeId: null,
  initiativeName: '',
  promoter: row.promoterName,
  productId: row.productId,
  productName: row.productName,
  barcodes: row.barcodes,
  price: row.nominalPrice,
  planAmount: null,
  purchasedAmount: row.incomeAmount ?? row.purchased,
  balance: row.balance,
  proposedAmount: notStocked({ explanation: row.explanationDisplay, pulsBalance: row.pulsBalance }) ? 0 : packs(row.order),
  otherInitiativeIds: [],
  otherInitiativeNames: [],
  supplierGroups: row.possibleSupplierGroups,
  pulsCode: row.pulsCode,
  regionSaleQty: row.regionSaleQty,
  saleQty: row.saleQty,
  pulsBalance: row.pulsBalance,
  explanation: row.explanationDisplay,
});
