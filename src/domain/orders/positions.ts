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
 * One line per product: a product that shows in several rows (several initiatives) is ordered
 * once with the sum of its quantities, in the order of its first row.
 */
export function mergeLines(lines: Iterable<OrderLine>): OrderLine[] {
  const byProduct = new Map<number, OrderLine>();
  for (const line of lines) {
    const known = byProduct.get(line.promotionalProductId);
    if (known) known.orderAmount += line.orderAmount;
    else byProduct.set(line.promotionalProductId, { ...line });
  }
  return [...byProduct.values()];
}

export function mergePositions(positions: Iterable<OrderFilePosition>): OrderFilePosition[] {
  const byProduct = new Map<number, OrderFilePosition>();
  for (const position of positions) {
    const known = byProduct.get(position.promotionalProductId);
    if (known) known.quantity += position.quantity;
    else byProduct.set(position.promotionalProductId, { ...position });
  }
  return [...byProduct.values()];
}
