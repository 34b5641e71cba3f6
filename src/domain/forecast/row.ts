/**
 * The forecast row as the domain sees it. It mirrors the contract's ForecastRow
 * (src/api/contract/forecast.ts) structurally, because domain code imports nothing from the api;
 * a type test in tests/unit/forecast keeps the two from drifting.
 */
export interface InitiativeRef {
  id: number;
  name: string;
}

export interface ForecastRow {
  /** Absent where the source does not tell the row's initiative (the spec's row has no such field). */
  initiativeId?: number;
  initiativeName?: string;
  promoter: string;
  promotionalProductId: number;
  promotionalProductName: string;
  barcodes: string[];
  regionalPurchasingPrice: number;
  minQuantity: number;
  requiredQuantity: number;
  regionalSalesQuantity: number;
  possibleProfit: number;
  possibleSupplierGroups: string[];
  quantityForOrder: number;
  purchasedAmount: number | null;
  balance: number | null;
  otherInitiatives: InitiativeRef[];
}
