import type { FastifyInstance } from 'fastify';
import { pulsFileRoute } from './puls-file';
import { pulsRoutes } from './puls';
import { systemRoutes } from './systems';

/**
 * /api/pharmacy-cabinet-purchase-service: the order calls the profit forecast uses (spec §7.3;
 * paths in src/api/contract/orders.ts) and the check of the pharmacy ordering system. The three
 * ordering systems are simulated here. Every order call checks its body, pharmacy and products
 * before a system sees it; a refused request stores nothing, an answered one stores the order
 * with its positions in one transaction.
 */
export default async function orders(app: FastifyInstance) {
  pulsFileRoute(app);
  pulsRoutes(app);
  systemRoutes(app);
}
