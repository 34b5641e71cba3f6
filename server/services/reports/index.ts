import type { FastifyInstance } from 'fastify';
import bonuses from './bonuses';
import detail from './detail';
import downloads from './downloads';
import exportInitiatives from './export';
import overview from './overview';
import rewards from './rewards';

/**
 * /api/reports: the regular reports service (paths in src/api/contract/reports.ts). Every route
 * reads one pharmacy's data, checked against the caller (server/http/ownership.ts).
 */
export default async function reports(app: FastifyInstance) {
  for (const part of [overview, bonuses, exportInitiatives, rewards, detail, downloads]) await app.register(part);
}
