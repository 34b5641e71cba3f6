import type { FastifyInstance } from 'fastify';
import { orderCalls } from '../../../src/api/contract/orders';
import { refusalMessage } from './simulated-suppliers';
import { route, type RouteOptions } from '../../http/route';
import { orderRequest } from './order-request';
import { answeredPositions, pulsOutcome, rejectedWire } from './puls-stock';
import { storeOnce } from './send-once';
import { storeOrder } from './store';

/**
 * The distributor's purchase service (execute calls, §3 'Order result (other form)') and the
 * Пульс stock check asked before an order is confirmed.
 *
 * The purchase service buys from the pharmacy's Пульс warehouse under the same stock rules as
 * Пульс (docs/decisions/ordering-systems.md): stocked positions are purchased, the others skipped with the reason.
 * The order is stored as system 'execute' with its type, every position taken or skipped, in one
 * transaction, even when everything was skipped, so the history shows what happened.
 */
export function executeRoutes(app: FastifyInstance) {
  const options: RouteOptions = { permissions: ['READ_REPORTS'] };

  const executeRoute = (call: (typeof orderCalls)['purchaseOrderExecute' | 'purchaseOrderRgExecute'], type: 'pi' | 'rg') =>
    route(app, call, options, async ({ body }, request) => {
      const order = await orderRequest(app, request, body);
      const outcome = await pulsOutcome(app.db, order);
      const header = {
        system: 'execute' as const,
        type,
        orderKind: order.orderKind,
        pharmacyId: order.pharmacy.id,
        userId: request.user.id,
        created: app.clock(),
      };
      const skipped = outcome.rejected.map(({ product, amount, reason }) => ({
        line: { promotionalProductId: product.promotionalProductId, orderAmount: amount },
        product,
        reason,
      }));
      return storeOnce(app, request, async (db) => {
        await storeOrder(db, header, answeredPositions(outcome), order.catalogue);
        return {
          errorMessage: refusalMessage(skipped),
          positionPurchasedCount: outcome.accepted.length,
          skippedPositions: outcome.rejected.map(rejectedWire),
        };
      });
    });

  executeRoute(orderCalls.purchaseOrderExecute, 'pi');
  executeRoute(orderCalls.purchaseOrderRgExecute, 'rg');

  // A dry run of the Пульс order: what its warehouse would refuse now. Nothing is stored.
  route(app, orderCalls.pulsStockCheck, options, async ({ body }, request) => {
    const order = await orderRequest(app, request, body);
    const outcome = await pulsOutcome(app.db, order);
    return { warehouseCode: order.pharmacy.pulsWarehouseCode, rejected: outcome.rejected.map(rejectedWire) };
  });
}
