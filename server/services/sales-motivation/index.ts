import type { FastifyInstance } from 'fastify';
import { bonusesRoute } from './bonuses-route';
import { enrichRoute } from './enrich-route';
import { findRoutes } from './find-routes';
import { planRoutes } from './plan-routes';

/**
 * The sales-motivation plan editor's calls (src/api/contract/sales-motivation.ts): the plan
 * itself under /api/initiative-management (§7.5), and the real-time calls that fill its filters,
 * its picker and the extra-bonus table under /api/reports-rt (§7.1). Every call is about one
 * pharmacy: a pharmacy user's own whatever it names; staff name it.
 */
export async function salesMotivationPlan(app: FastifyInstance) {
  planRoutes(app);
}

export async function cashierInitiative(app: FastifyInstance) {
  findRoutes(app);
  enrichRoute(app);
  bonusesRoute(app);
}
