import type { FastifyInstance } from 'fastify';
import { orderCalls, orderFileTypes } from '../../../src/api/contract/orders';
import { defaultFileNames } from '../../../src/domain/orders/file-names';
import { rejectedWorkbook } from './rejected-file';
import { notFound } from '../../core/errors';
import { assertPharmacyAccess } from '../../http/ownership';
import { route, type RouteOptions } from '../../http/route';
import { sendFile } from './file-answer';
import { orderRequest } from './order-request';
import { answeredPositions, pulsOutcome, rejectedWire } from './puls-stock';
import { storeOnce } from './send-once';
import { orderByNumber, refusedPositions, storeOrder } from './store';

/** The wholesale system Пульс, simulated: its order call and the rejected list of an order. */
export function pulsRoutes(app: FastifyInstance) {
  const options: RouteOptions = { permissions: ['READ_REPORTS'] };

  // Rules in simulated-suppliers.ts: a position the pharmacy's warehouse does
  // not stock, or not in the amount ordered, is rejected with a reason; the order is stored and
  // numbered even when every position is rejected, so its rejected list can be downloaded.
  route(app, orderCalls.sendToPuls, options, async ({ body }, request) => {
    const order = await orderRequest(app, request, body);
    const outcome = await pulsOutcome(app.db, order);
    const header = {
      system: 'puls' as const,
      type: order.orderType,
      orderKind: order.orderKind,
      pharmacyId: order.pharmacy.id,
      userId: request.user.id,
      created: app.clock(),
    };
    return storeOnce(app, request, async (db) => ({
      orderId: await storeOrder(db, header, answeredPositions(outcome), order.catalogue),
      rejected: outcome.rejected.map(rejectedWire),
    }));
  });

  // Unknown → 404; another pharmacy's order → 403 for a pharmacy user (as report ids do).
  route(app, orderCalls.rejectedXlsx, options, async ({ params: { orderId } }, request, reply) => {
    const order = await orderByNumber(app.db, 'puls', orderId);
    if (!order) throw notFound(`Заказ №${orderId} не найден`);
    assertPharmacyAccess(request.user, order.pharmacyId);
    const bytes = await rejectedWorkbook(await refusedPositions(app.db, order.id));
    return sendFile(reply, bytes, orderFileTypes.xlsx, defaultFileNames.rejected(orderId));
  });
}
