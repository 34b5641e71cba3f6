import { and, eq, inArray } from 'drizzle-orm';
import type { PulsRejectedPosition } from '../../../src/api/contract/orders';
import type { OrderLine } from '../../../src/domain/orders/positions';
import type { RejectedPosition } from './rejected';
import { pulsPurchase, type PulsOutcome } from './simulated-suppliers';
import type { Database } from '../../db/connect';
import { pulsStock } from '../../db/schema';
import type { OrderRequest } from './order-request';
import type { AnsweredPosition } from './store';

/** Packs the warehouse holds of the products ordered; a product it does not carry is absent. */
async function stockOf(db: Database, warehouseCode: string, lines: readonly OrderLine[]): Promise<Map<number, number>> {
  const ids = [...new Set(lines.map((line) => line.promotionalProductId))];
  const rows = await db
    .select({ productId: pulsStock.productId, stock: pulsStock.stock })
    .from(pulsStock)
    .where(and(eq(pulsStock.warehouseCode, warehouseCode), inArray(pulsStock.productId, ids)));
  return new Map(rows.map((row) => [row.productId, row.stock]));
}

/**
 * What the pharmacy's Пульс warehouse makes of an order (rules in
 * simulated-suppliers.ts pulsPurchase): read only, so the Пульс order, the
 * purchase service (execute) and the check before confirming answer alike.
 */
export async function pulsOutcome(db: Database, order: OrderRequest): Promise<PulsOutcome> {
  const code = order.pharmacy.pulsWarehouseCode;
  const stock = code === null ? new Map<number, number>() : await stockOf(db, code, order.lines);
  return pulsPurchase(order.lines, { code, stock }, order.catalogue);
}

/** The positions as stored: taken ones first, then the refused with their reasons. */
export const answeredPositions = (outcome: PulsOutcome): AnsweredPosition[] => [
  ...outcome.accepted.map((line) => ({ line, reason: null })),
  ...outcome.rejected.map(({ product, amount, reason }) => ({
    line: { promotionalProductId: product.promotionalProductId, orderAmount: amount },
    reason,
  })),
];

/** A refused position as the contract answers it (only the product's public fields). */
export const rejectedWire = ({ product, amount, reason }: RejectedPosition): PulsRejectedPosition => ({
  product: {
    promotionalProductId: product.promotionalProductId,
    promotionalProductName: product.promotionalProductName,
    barcodes: product.barcodes,
  },
  amount,
  reason,
});
