import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OrderLinesParams, orderRoutes, type OrderLines } from '../../../src/api/contract/orders';
import { orderPositions, products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/input';
import { assertPharmacyAccess } from '../../http/ownership';
import { orderByNumber } from './store';

/**
 * GET v1/orders/{system}/{orderId}/lines (our path, issue 18): every line of one order in the order
 * it was sent, taken or refused with the system's reason, at the price of the day. Unknown → 404;
 * another pharmacy's order → 403 for a pharmacy user, as the rejected list does.
 */
export function linesRoute(app: FastifyInstance) {
  app.get<{ Reply: OrderLines }>(orderRoutes.orderLines, { config: { permissions: ['READ_REPORTS'] } }, async (request) => {
    const { system, orderId } = parseInput(OrderLinesParams, request.params);
    const order = await orderByNumber(app.db, system, orderId);
    if (!order) throw notFound(`Заказ №${orderId} не найден`);
    assertPharmacyAccess(request.user, order.pharmacyId);
    return app.db
      .select({
        productId: orderPositions.productId,
        productName: products.name,
        amount: orderPositions.amount,
        price: orderPositions.price,
        accepted: orderPositions.accepted,
        reason: orderPositions.reason,
      })
      .from(orderPositions)
      .innerJoin(products, eq(products.id, orderPositions.productId))
      .where(eq(orderPositions.orderId, order.id))
      .orderBy(asc(orderPositions.line));
  });
}
