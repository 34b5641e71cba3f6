import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoot } from '../http/route';
import { answers, answerSeconds, serverErrors } from './registry';

/** The label of requests no route serves: one series however many paths strangers try. */
export const UNKNOWN_CALL = 'unknown';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The route a not-found handler answered as, when it serves a page of its own (the portal's
     * client routes, /pa/reports and the like, get index.html there): null for everything else.
     */
    servedAs: string | null;
  }
}

/**
 * The call a request is counted under: an api call by its declaration (`GET /api/reports/report/{id}`,
 * the template the document and the portal know, never the address with its ids), another route
 * by its own template (`GET /pa/*`; the portal's client routes, which its not-found handler serves,
 * under the same), and anything no route serves as "unknown".
 */
export function callOf(request: FastifyRequest): string {
  const call = request.routeOptions.config?.call;
  if (call) return `${call.method} ${apiRoot}${call.path}`;
  const template = request.routeOptions.url ?? request.servedAs;
  return template ? `${request.method} ${template}` : UNKNOWN_CALL;
}

/** Counts every answer with its call, status and time, errors and 404s included. */
export function countAnswers(app: FastifyInstance): void {
  app.decorateRequest('servedAs', null);
  // A callback, not an async hook: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    const call = callOf(request);
    const status = reply.statusCode;
    answers.inc({ call, status: String(status) });
    answerSeconds.observe({ call }, reply.elapsedTime / 1000);
    if (status >= 500) serverErrors.inc({ call });
    done();
  });
}
