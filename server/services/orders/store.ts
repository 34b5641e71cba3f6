import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderKind, OrderSystemName, OrderType } from '../../../src/api/contract/orders';
import type { OrderLine } from '../../../src/domain/orders/positions';
import type { RejectedPosition } from './rejected';
import type { Database } from '../../db/connect';
import { orderPositions, orders, products, users } from '../../db/schema';
import { recordedKind } from './kind';
import type { PricedCatalogue } from './order-request';

/** 'execute': the distributor's purchase service (numbered by the orderNumber column's ELSE branch). */
export type OrderSystem = OrderSystemName;

export interface OrderHeader {
  system: OrderSystem;
  type: OrderType | null;
  /** What the body's orderKind says; recorded as recordedKind makes it. */
  orderKind?: OrderKind | null;
  pharmacyId: number;
  userId: number;
  created: Date;
}

/** A position as a system answered it: taken (reason null) or refused with a reason. */
export interface AnsweredPosition {
  line: OrderLine;
  reason: string | null;
}

/**
 * Positions stored by one INSERT. PostgreSQL binds at most 65 535 parameters a statement and a
 * position takes 7: one insert of a whole large order (above 9 362 positions) would fail, so
 * positions go in batches, all in the order's transaction.
 */
export const POSITIONS_PER_INSERT = 5_000;

/**
 * Stores an order and its positions in one transaction and returns the number the system
 * answers (orderNumber, made from the id by the database). Prices are the catalogue's at the
 * time of the order.
 */
export async function storeOrder(
  db: Database,
  header: OrderHeader,
  positions: readonly AnsweredPosition[],
  catalogue: PricedCatalogue,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      // An account deleted after its token was issued leaves the order without a sender, not a 500.
      .values({
        system: header.system,
        type: header.type,
        kind: recordedKind(header.type, header.orderKind ?? null),
        pharmacyId: header.pharmacyId,
        created: header.created,
        userId: sql`(SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${header.userId})`,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    const rows = positions.map(({ line, reason }, index) => ({
      orderId: order.id,
      line: index,
      productId: line.promotionalProductId,
      amount: line.orderAmount,
      price: catalogue.get(line.promotionalProductId)?.price ?? 0,
      accepted: reason === null,
      reason,
    }));
    for (let start = 0; start < rows.length; start += POSITIONS_PER_INSERT) {
      await tx.insert(orderPositions).values(rows.slice(start, start + POSITIONS_PER_INSERT));
    }
    return order.orderNumber;
  });
}

/** A stored order of a system by the number it answered; null when there is none. */
export async function orderByNumber(db: Database, system: OrderSystem, orderNumber: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.system, system), eq(orders.orderNumber, orderNumber)));
  return order ?? null;
}

/** The refused positions of an order in the order they were stored, with their products. */
export async function refusedPositions(db: Database, orderId: number): Promise<RejectedPosition[]> {
  const rows = await db
    .select({ position: orderPositions, product: products })
    .from(orderPositions)
    .innerJoin(products, eq(products.id, orderPositions.productId))
    .where(and(eq(orderPositions.orderId, orderId), eq(orderPositions.accepted, false)))
    .orderBy(asc(orderPositions.line));
  return rows.map(({ position, product }) => ({
    product: { promotionalProductId: product.id, promotionalProductName: product.name, barcodes: product.barcodes },
    amount: position.amount,
    reason: position.reason ?? '',
  }));
}
