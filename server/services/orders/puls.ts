import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PulsRejectedParams, orderFileTypes, orderRoutes, type PulsPurchaseResultWire } from '../../../src/api/contract/orders';
import { defaultFileNames } from '../../../src/domain/orders/file-names';
import type { OrderLine } from '../../../src/domain/orders/positions';
import { rejectedWorkbook } from '../../../src/domain/orders/rejected-file';
import { pulsPurchase } from '../../../src/domain/orders/simulated-suppliers';
import type { Database } from '../../db/connect';
import { pulsStock } from '../../db/schema';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/input';
import { assertPharmacyAccess } from '../../http/ownership';
import { sendFile } from './file-answer';
import { orderRequest } from './order-request';
import { orderByNumber, refusedPositions, storeOrder } from './store';

/** Packs the warehouse holds of the products ordered; a product it does not carry is absent. */
async function stockOf(db: Database, warehouseCode: string, lines: readonly OrderLine[]): Promise<Map<number, number>> {
  const ids = [...new Set(lines.map((line) => line.promotionalProductId))];
  const rows = await db
    .select({ productId: pulsStock.productId, stock: pulsStock.stock })
    .from(pulsStock)
    .where(and(eq(pulsStock.warehouseCode, warehouseCode), inArray(pulsStock.productId, ids)));
  return new Map(rows.map((row) => [row.productId, row.stock]));
}

/** The wholesale system Пульс, simulated: its order call and the rejected list of an order. */
export function pulsRoutes(app: FastifyInstance) {
  const config = { permissions: ['READ_REPORTS' as const] };

  // Rules in src/domain/orders/simulated-suppliers.ts: a position the pharmacy's warehouse does
  // not stock, or not in the amount ordered, is rejected with a reason; the order is stored and
  // numbered even when every position is rejected, so its rejected list can be downloaded.
  app.post<{ Reply: PulsPurchaseResultWire }>(orderRoutes.pulsPurchase, { config }, async (request) => {
    const order = await orderRequest(app, request);
    const code = order.pharmacy.pulsWarehouseCode;
    const stock = code === null ? new Map<number, number>() : await stockOf(app.db, code, order.lines);
    const outcome = pulsPurchase(order.lines, { code, stock }, order.catalogue);
    const answered = [
      ...outcome.accepted.map((line) => ({ line, reason: null })),
      ...outcome.rejected.map(({ product, amount, reason }) => ({ line: { promotionalProductId: product.promotionalProductId, orderAmount: amount }, reason })),
    ];
    const header = { system: 'puls' as const, type: null, pharmacyId: order.pharmacy.id, userId: request.user.id, created: app.clock() };
    const orderId = await storeOrder(app.db, header, answered, order.catalogue);
    return {
      orderId,
      rejected: outcome.rejected.map(({ product, amount, reason }) => ({
        product: { promotionalProductId: product.promotionalProductId, promotionalProductName: product.promotionalProductName, barcodes: product.barcodes },
        amount,
        reason,
      })),
    };
  });

  // Unknown → 404; another pharmacy's order → 403 for a pharmacy user (as report ids do).
  app.get(orderRoutes.pulsRejected, { config }, async (request, reply) => {
    const { orderId } = parseInput(PulsRejectedParams, request.params);
    const order = await orderByNumber(app.db, 'puls', orderId);
    if (!order) throw notFound(`Заказ №${orderId} не найден`);
    assertPharmacyAccess(request.user, order.pharmacyId);
    const bytes = await rejectedWorkbook(await refusedPositions(app.db, order.id));
    return sendFile(reply, bytes, orderFileTypes.xlsx, defaultFileNames.rejected(orderId));
  });
}
