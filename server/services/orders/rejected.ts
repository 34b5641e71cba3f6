/**
 * A position the wholesale system Пульс did not take. Structurally the contract's
 * PulsRejectedPosition (src/api/contract/orders.ts).
 */
export interface RejectedProduct {
  promotionalProductId: number;
  promotionalProductName: string;
  barcodes: string[];
}

export interface RejectedPosition {
  product: RejectedProduct;
  /** Packs that were ordered and not taken. */
  amount: number;
  /** Why, in Russian, as the user reads it in the modal and in rejected.xlsx. */
  reason: string;
}
