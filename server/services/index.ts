import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { authentication } from '../http/auth';
import { notFound, tooManyRequests } from '../http/errors';
import backgroundTask from './background-task/index';
import cashierPayroll from './cashier-payroll/index';
import { cashierReports } from './cashier-payroll/reports';
import common from './common/index';
import forecast from './forecast/index';
import initiativeList from './initiative-list/index';
import orders from './orders/index';
import pharmacy from './pharmacy/index';
import { purchaseOrderRealTime, purchaseOrderRegular } from './purchase-order/index';
import reports from './reports/index';
import reportsRt from './reports-rt/index';
import { cashierInitiative, salesMotivationPlan } from './sales-motivation/index';
import tableSettings from './table-settings/index';
import uaa from './uaa/index';

/** One plugin per service prefix (ARCHITECTURE.md, "Layout"); a new service is one line here. */
const services: [prefix: string, plugin: FastifyPluginAsync][] = [
  ['/uaa', uaa],
  ['/pharmacy', pharmacy],
  ['/reports', reports],
  ['/reports-rt', reportsRt],
  ['/reports-rt', forecast],
  ['/reports-rt', purchaseOrderRealTime],
  ['/reports', purchaseOrderRegular],
  ['/pharmacy-cabinet-purchase-service', orders],
  ['/cashier-payroll', cashierPayroll],
  ['/reports', cashierReports],
  ['/initiative-management', salesMotivationPlan],
  ['/initiative-management', initiativeList],
  ['/table-settings', tableSettings],
  ['/common', common],
  ['/reports-rt', cashierInitiative],
  ['/background-task', backgroundTask],
];

/** Everything under /api: flood limit, authentication, then the services. */
export default async function api(app: FastifyInstance) {
  // A per-process flood brake for the api only (static files are never limited). Sign-in
  // guessing has its own, database-wide limit in the uaa service.
  await app.register(rateLimit, {
    max: 1200,
    timeWindow: '1 minute',
    errorResponseBuilder: () => tooManyRequests('Слишком много запросов. Повторите попытку через минуту.'),
  });
  await app.register(authentication);

  for (const [prefix, plugin] of services) await app.register(plugin, { prefix });

  // Unknown api paths are rate-limited too, so probing them is no cheaper than calling real ones.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async () => {
    throw notFound('Такого метода нет');
  });
}
