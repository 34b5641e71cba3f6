import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderCalls, type OrderHistory, type OrderSystemName, type PulsRejectedPosition } from '../../../src/api/contract/orders';
import type { Database } from '../../db/connect';
import { orderPositions, orders, products } from '../../db/schema';
import { badRequest } from '../../core/errors';
import { fieldMessage } from '../../http/input';
import { pharmacyInScope } from '../../http/ownership';
import { route } from '../../http/route';
import { namedPharmacy } from '../reports/pharmacy-scope';

/**
 * At most this many orders, newest first: a pharmacy sends a few a day, so 500 is months of
 * orders; the cap keeps one answer small whatever a pharmacy (or a test) has sent.
 */
export const ORDER_HISTORY_LIMIT = 500;
const DAY_MS = 86_400_000;

/**
 * The pharmacy's orders since `since`, newest first, in one query: the newest orders are chosen
 * first (the pharmacy-and-created index), then their positions are summed and the refused ones
 * gathered as JSON, so the cost does not grow with one query per order.
 */
async function orderHistory(db: Database, pharmacyId: number, since: Date): Promise<OrderHistory> {
  const newest = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.pharmacyId, pharmacyId), gte(orders.created, since)))
    .orderBy(desc(orders.created), desc(orders.id))
    .limit(ORDER_HISTORY_LIMIT);
  const lineSum = sql`${orderPositions.amount} * ${orderPositions.price}`;
  const refusedLine = sql`json_build_object(
    'product', json_build_object('promotionalProductId', ${products.id}, 'promotionalProductName', ${products.name}, 'barcodes', ${products.barcodes}),
    'amount', ${orderPositions.amount}, 'reason', coalesce(${orderPositions.reason}, ''))`;
  const rows = await db
    .select({
      system: orders.system,
      orderId: orders.orderNumber,
      created: orders.created,
      type: orders.type,
      // Orders sent before the kind was recorded are known by their type.
      kind: sql<string | null>`coalesce(${orders.kind}, ${orders.type})`,
      positionsSent: sql<number>`count(${orderPositions.line})`.mapWith(Number),
      packsSent: sql<number>`coalesce(sum(${orderPositions.amount}), 0)`.mapWith(Number),
      // numeric: exact kopecks, read as a number once.
      sumSent: sql<number>`coalesce(sum(${lineSum}), 0)`.mapWith(Number),
      positionsAccepted: sql<number>`count(${orderPositions.line}) filter (where ${orderPositions.accepted})`.mapWith(Number),
      sumAccepted: sql<number>`coalesce(sum(${lineSum}) filter (where ${orderPositions.accepted}), 0)`.mapWith(Number),
      refused: sql<
        PulsRejectedPosition[]
      >`coalesce(json_agg(${refusedLine} order by ${orderPositions.line}) filter (where not ${orderPositions.accepted}), '[]'::json)`,
    })
    .from(orders)
    .leftJoin(orderPositions, eq(orderPositions.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderPositions.productId))
    .where(inArray(orders.id, newest))
    .groupBy(orders.id)
    .orderBy(desc(orders.created), desc(orders.id));
  return rows.map((row) => ({ ...row, system: row.system as OrderSystemName, created: row.created.toISOString() }));
}

/**
 * GET v1/orders?days&pharmacyId: every order the pharmacy sent in the last `days` days (default
 * 90, at most 366) to any system, newest first, at most ORDER_HISTORY_LIMIT. A pharmacy user
 * gets its own (403 for another pharmacy's id); staff must name the pharmacy.
 */
export function historyRoute(app: FastifyInstance) {
  route(app, orderCalls.orderHistory, { permissions: ['READ_REPORTS'] }, async ({ query: { days, pharmacyId } }, request) => {
    const scoped = pharmacyInScope(request.user, pharmacyId ?? null);
    if (scoped === null) throw badRequest(fieldMessage('pharmacyId', 'укажите аптеку'));
    const pharmacy = await namedPharmacy(app.db, request.user, scoped);
    return orderHistory(app.db, pharmacy.id, new Date(app.clock().getTime() - days * DAY_MS));
  });
}
