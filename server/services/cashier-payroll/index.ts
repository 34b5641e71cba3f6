import type { FastifyInstance } from 'fastify';
import { cashierUserRoute } from './cashier-user';
import { downloadRoute } from './download';
import { revisionRoute } from './month-revision';
import { readRoutes } from './reads';
import { updateRoute } from './update';

/**
 * /api/cashier-payroll: the payroll tab's calls (spec §7.4; paths in src/api/contract/payroll.ts).
 * Every call is about one pharmacy, a pharmacy user's own whatever ids it sends. Save and export
 * check §5's KPI rules with the portal's own code (src/domain/payroll/validate.ts); the workbook is
 * computed by the same domain code as the screen. The three cashier reports are in reports.ts,
 * under /api/reports.
 */
export default async function cashierPayroll(app: FastifyInstance) {
  readRoutes(app);
  updateRoute(app);
  downloadRoute(app);
  cashierUserRoute(app);
  revisionRoute(app);
}
