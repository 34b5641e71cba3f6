/**
 * What an order is made of, for every order screen (forecast, purchase order, RG, recommended).
 * Structurally the contract's OrderLine (src/api/contract/orders.ts).
 */
export interface OrderLine {
  promotionalProductId: number;
  /** Whole packs, above 0. */
  orderAmount: number;
}

/** A position of an order file (csv, XML): what a supplier's system needs to read it. */
export interface OrderFilePosition {
  promotionalProductId: number;
  /** The first barcode of the product; '' when it has none. */
  barcode: string;
  name: string;
  quantity: number;
  /** Price of one pack, RUB. */
  price: number;
}

/**
 * One item per product: a product that shows in several rows (several initiatives) is ordered
 * once with the sum of its `packs` field, in the order of its first row.
 */
function mergeByProduct<T extends { promotionalProductId: number }>(
  items: Iterable<T>,
  packs: keyof T & ('orderAmount' | 'quantity'),
): T[] {
  const byProduct = new Map<number, T>();
  for (const item of items) {
    const known = byProduct.get(item.promotionalProductId);
    if (known) (known[packs] as number) += item[packs] as number;
    else byProduct.set(item.promotionalProductId, { ...item });
  }
  return [...byProduct.values()];
}

export const mergeLines = (lines: Iterable<OrderLine>): OrderLine[] => mergeByProduct(lines, 'orderAmount');

export const mergePositions = (positions: Iterable<OrderFilePosition>): OrderFilePosition[] => mergeByProduct(positions, 'quantity');
