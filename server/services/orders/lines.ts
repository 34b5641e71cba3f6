import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderCalls } from '../../../src/api/contract/orders';
import { orderPositions, products } from '../../db/schema';
import { notFound } from '../../core/errors';
import { assertPharmacyAccess } from '../../http/ownership';
import { route } from '../../http/route';
import { orderByNumber } from './store';

/**
 * GET v1/orders/{system}/{orderId}/lines (our path): every line of one order in the order
 * it was sent, taken or refused with the system's reason, at the price of the day. Unknown → 404;
 * another pharmacy's order → 403 for a pharmacy user, as the rejected list does.
 */
export function linesRoute(app: FastifyInstance) {
  route(app, orderCalls.orderLines, { permissions: ['READ_REPORTS'] }, async ({ params: { system, orderId } }, request) => {
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
