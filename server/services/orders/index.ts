import type { FastifyInstance } from 'fastify';
import { executeRoutes } from './execute';
import { historyRoute } from './history';
import { orderFileRoutes } from './order-files';
import { pulsRoutes } from './puls';
import { systemRoutes } from './systems';

/**
 * /api/pharmacy-cabinet-purchase-service: the order calls of every order screen (spec §7.3;
 * paths in src/api/contract/orders.ts), the check of the pharmacy ordering system, the Пульс
 * stock check and the order history. The ordering systems and the purchase service are
 * simulated here. Every order call checks its body, pharmacy and products before a system sees
 * it; a refused request stores nothing, an answered one stores the order with its positions in
 * one transaction.
 */
export default async function orders(app: FastifyInstance) {
  orderFileRoutes(app);
  pulsRoutes(app);
  systemRoutes(app);
  executeRoutes(app);
  historyRoute(app);
}
