import { type FastifyInstance, LogController } from 'fastify';
import { maskUrl } from './logging';

/**
 * Every request logged as two JSON lines buried the start-up banner and the real problems (over a
 * thousand lines in a few minutes of use). Below debug only failed answers are logged, one line
 * each; LOG_LEVEL=debug (or trace) brings back Fastify's line per request.
 */
export const logsEveryRequest = (level: string): boolean => level === 'debug' || level === 'trace';

/** Fastify's own request lines, on only when every request is to be logged. */
export const requestLogController = (level: string): LogController =>
  new LogController({ disableRequestLogging: !logsEveryRequest(level) });

/**
 * One line per 4xx/5xx answer when request lines are off: method, route (the route's pattern, or
 * the masked address when no route matched), status and time. No bodies, no headers, no tokens.
 */
export function logFailedAnswers(app: FastifyInstance, level: string): void {
  if (logsEveryRequest(level)) return;
  // A callback, not an async hook: the answers that pass (nearly all) cost no promise.
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if (status < 400) return done();
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? maskUrl(request.url),
      status,
      ms: Math.round(reply.elapsedTime),
    };
    // A 5xx is the gateway's fault and worth a warning; a 4xx is the client's and only informs.
    if (status >= 500) request.log.warn(line, 'answer failed');
    else request.log.info(line, 'answer refused');
    done();
  });
}
