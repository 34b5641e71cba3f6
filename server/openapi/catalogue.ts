import type { Call } from '../../src/api/contract/call';
import type { Catalogue, Operation } from './operation';
import { accountsOperations } from './operations/accounts';
import { initiativesOperations } from './operations/initiatives';
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
  ...payrollOperations,
  ...initiativesOperations,
};

/**
 * Transitional (issue 20): the catalogue's operations as declarations, for the routes not yet
 * registered from one; their operationId is made from the method and path.
 */
export function legacyCalls(): Call[] {
  return Object.entries(catalogue).map(([key, operation]) => {
    const [method, url] = key.split(' ') as [Call['method'], string];
    const path = url.replace(/:([A-Za-z0-9_]+)/gu, '{$1}');
    const operationId = (method.toLowerCase() + path.replace(/[^A-Za-z0-9]+/gu, ' ')).replace(/ (\w)/gu, (_, letter: string) => letter.toUpperCase());
    const { errors, ...rest } = operation;
    return { ...rest, bodyType: rest.bodyType as Call['bodyType'], ...(errors && { errorBody: errors }), method, path, operationId, tag: operation.tag as Call['tag'], errors: [404, 409] };
  });
}

/** The operation of a route Fastify registered (its full url, /api included), if the catalogue has one. */
export function operationOf(method: string, url: string): Operation | undefined {
  if (!url.startsWith('/api/')) return undefined;
  return catalogue[`${method} ${url.slice('/api'.length)}`];
}
