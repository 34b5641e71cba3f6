import type { Catalogue, Operation } from './operation';
import { accountsOperations } from './operations/accounts';
import { initiativesOperations } from './operations/initiatives';
import { orderDraftsOperations } from './operations/order-drafts';
import { ordersOperations } from './operations/orders';
import { payrollOperations } from './operations/payroll';
import { reportsOperations } from './operations/reports';
import { reportsRtOperations } from './operations/reports-rt';

/** Every api route's operation, by `METHOD /path` under /api (one file per group of services). */
export const catalogue: Catalogue = {
  ...accountsOperations,
  ...reportsOperations,
  ...reportsRtOperations,
  ...ordersOperations,
  ...orderDraftsOperations,
  ...payrollOperations,
  ...initiativesOperations,
};

export const apiPrefix = '/api';

/** The operation of a route Fastify registered (its full url, /api included), if it has one. */
export function operationOf(method: string, url: string): Operation | undefined {
  if (!url.startsWith(`${apiPrefix}/`)) return undefined;
  return catalogue[`${method} ${url.slice(apiPrefix.length)}`];
}
