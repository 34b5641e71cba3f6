import type { FastifyInstance } from 'fastify';
import { feedbackRoutes } from './feedback-routes';
import { purchaseRoutes } from './purchase-routes';

/** /api/common: the pharmacy purchase form (§2.8, §7.7) and the feedback tab. */
export default async function common(app: FastifyInstance) {
  purchaseRoutes(app);
  feedbackRoutes(app);
}
