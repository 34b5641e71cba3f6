import { NO_SUCH_CALL } from '../../src/api/contract/extension';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authentication } from '../http/auth';
import { refuseUndeclaredRoutes } from '../http/declared-routes';
import { notFound, tooManyRequests } from '../core/errors';
import backgroundTask from './background-task/index';
import cashierPayroll from './cashier-payroll/index';
import { cashierReports } from './cashier-payroll/reports';
import common from './common/index';
import forecast from './forecast/index';
import initiativeList from './initiative-list/index';
import orderDrafts from './order-drafts/index';
import orders from './orders/index';
import pharmacy from './pharmacy/index';
import { purchaseOrderRealTime, purchaseOrderRegular } from './purchase-order/index';
import reports from './reports/index';
import reportsRt from './reports-rt/index';
import { cashierInitiative, salesMotivationPlan } from './sales-motivation/index';
import tableSettings from './table-settings/index';
import uaa from './uaa/index';
import { floodCounts } from './flood-counts';

/** One plugin per service prefix (ARCHITECTURE.md, "Gateway"); a new service is one line here. */
const services: [prefix: string, plugin: FastifyPluginAsync][] = [
  ['/uaa', uaa],
  ['/pharmacy', pharmacy],
  ['/reports', reports],
  ['/reports-rt', reportsRt],
  ['/reports-rt', forecast],
  ['/reports-rt', purchaseOrderRealTime],
  ['/reports', purchaseOrderRegular],
  ['/pharmacy-cabinet-purchase-service', orders],
  ['/pharmacy-cabinet-purchase-service', orderDrafts],
  ['/cashier-payroll', cashierPayroll],
  ['/reports', cashierReports],
  ['/initiative-management', salesMotivationPlan],
  ['/initiative-management', initiativeList],
  ['/table-settings', tableSettings],
  ['/common', common],
  ['/reports-rt', cashierInitiative],
  ['/background-task', backgroundTask],
];

/**
 * Whom the flood brake counts: a signed-in caller by its user (the token's signature checked, so
 * a forged token cannot buy a fresh allowance), anyone else by address — so the many users of a
 * pharmacy chain's office behind one NAT are not refused for each other.
 */
const floodKey = (app: FastifyInstance) => async (request: FastifyRequest) => {
  const bearer = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
  if (bearer) {
    try {
      return `user:${(await app.accessTokens.verify(bearer[1])).id}`;
    } catch {
      // An invalid token: counted by address; authentication answers 401 after.
    }
  }
  return `address:${request.ip}`;
};

/** Everything under /api: flood limit, authentication, then the services. */
export default async function api(app: FastifyInstance) {
  // A flood brake for the api only (static files are never limited), counted in the database so
  // every gateway process and host shares one count per caller (flood-counts.ts). Sign-in
  // guessing has its own, database-wide limit in the uaa service.
  await app.register(rateLimit, {
    max: app.config.apiRateLimit,
    timeWindow: '1 minute',
    keyGenerator: floodKey(app),
    store: floodCounts(app.db),
    // A count the database cannot give lets the request through uncounted (flood-counts.ts).
    skipOnError: true,
    errorResponseBuilder: () => tooManyRequests('Слишком много запросов. Повторите попытку через минуту.'),
  });
  await app.register(authentication);

  // Answers for a signed-in user must not stay in a browser's or a proxy's cache (ASVS 14.3);
  // the api has no answer worth caching, so every one of them says so. Set when the request
  // arrives, with a callback: no promise per request, and no route sets anything else.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  refuseUndeclaredRoutes(app);
  for (const [prefix, plugin] of services) await app.register(plugin, { prefix });

  // Unknown api paths are rate-limited too, so probing them is no cheaper than calling real ones.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async () => {
    throw notFound(NO_SUCH_CALL);
  });
}
