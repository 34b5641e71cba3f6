import type { FastifyInstance } from 'fastify';
import { purchaseOrderCalls } from '../../../src/api/contract/purchase-order';
import { purchaseOrderOfSource } from './by-initiative';
import { composeRoutes } from './compose';
import { initiativeTypesRoute } from './initiative-types';
import { initiativePlanRoute } from './plan';
import { rgRoutes } from './rg';

/**
 * The purchase-order screens' report calls (src/api/contract/purchase-order.ts): the real-time
 * service's under /api/reports-rt, beside the overview's and the forecast's plugins. Every call
 * is about one pharmacy (server/services/purchase-order/scope.ts) and honours the filters it is
 * sent with the portal's matching rules (src/domain/orders/purchase/matching.ts).
 */
export async function purchaseOrderRealTime(app: FastifyInstance) {
  const calls = purchaseOrderCalls;
  initiativeTypesRoute(app, calls.initiativeTypeOptions);
  purchaseOrderOfSource(app, 'rt', { filtersOptions: calls.purchaseFilterOptions, positions: calls.purchasePositions });
  rgRoutes(app);
  composeRoutes(app);
}

/** The regular service's twins of the purchase order under /api/reports, and the initiative plan (§7.2). */
export async function purchaseOrderRegular(app: FastifyInstance) {
  const calls = purchaseOrderCalls;
  purchaseOrderOfSource(app, 'regular', { filtersOptions: calls.regularPurchaseFilterOptions, positions: calls.regularPurchasePositions });
  initiativePlanRoute(app);
}
