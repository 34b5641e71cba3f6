import type { FastifyInstance } from 'fastify';
import { executeRoutes } from './execute';
import { historyRoute } from './history';
import { linesRoute } from './lines';
import { orderFileRoutes } from './order-files';
import { pulsRoutes } from './puls';
import { systemRoutes } from './systems';

/** Bytes an order body may have. */
export const ORDER_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * /api/pharmacy-cabinet-purchase-service: the order calls of every order screen (spec §7.3;
 * declared in src/api/contract/orders.ts), the check of the pharmacy ordering system, the Пульс
 * stock check and the order history. The ordering systems and the purchase service are
 * simulated here. Every order call checks its body, pharmacy and products before a system sees
 * it; a refused request stores nothing, an answered one stores the order with its positions in
 * one transaction.
 */
export default async function orders(app: FastifyInstance) {
  // An order of maxOrderPositions positions is about 6 MB of JSON (ids and amounts at their
  // widest), past Fastify's default 1 MB: every order call takes it, and one a little above the
  // limit still arrives to be refused in words rather than by size.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= ORDER_BODY_LIMIT;
  });
  orderFileRoutes(app);
  pulsRoutes(app);
  systemRoutes(app);
  executeRoutes(app);
  historyRoute(app);
  linesRoute(app);
}
