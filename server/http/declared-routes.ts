import type { FastifyInstance } from 'fastify';
import { operationOf } from '../openapi/catalogue';

/**
 * Every /api route comes from a call declaration (src/api/contract, server/http/route.ts): one
 * registered any other way stops the gateway at start, naming it, so the document, the portal's
 * client and the gateway cannot drift apart.
 */
export function refuseUndeclaredRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || route.config?.call) return;
    const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
    // Transitional (issue 20): the catalogue's routes until each is declared.
    if (operationOf(method, route.url)) return;
    throw new Error(`Маршрут ${method} ${route.url} зарегистрирован без объявления вызова (src/api/contract)`);
  });
}
