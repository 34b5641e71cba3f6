import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { type AccessTokens, accessTokens } from './auth/access-token';
import { signingSecret } from './auth/signing-secret';
import type { Clock } from './core/clock';
import type { Config } from './core/config';
import type { Database } from './db/connect';
import type { ChangeNotices } from './db/notices';
import { checkAnswers } from './http/answer-check';
import { clientErrorHandler } from './http/client-errors';
import { compression } from './http/compression';
import { describeError, errorHandler } from './http/error-handler';
import { notFound } from './core/errors';
import { loggerOptions } from './http/logging';
import { logFailedAnswers, requestLogController } from './http/request-log';
import { securityHeaderValues } from './http/security-headers';
import openapi from './openapi/index';
import analyticsHits from './portal/analytics-hits';
import portal from './portal/index';
import api from './services/index';
import { parseNestedQuery } from './http/nested-query';
import { healthRoutes } from './health';
import { countAnswers } from './metrics/answers';
import { metricsRoutes } from './metrics/route';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** "Now" for everything time-dependent; fixed in tests. */
    clock: Clock;
    config: Config;
    accessTokens: AccessTokens;
    /** The database's notices of changes; null when the app was built without them (every kept answer is then read again). */
    notices: ChangeNotices | null;
  }
}

export interface AppOptions {
  db: Database;
  clock: Clock;
  config: Config;
  /** The database's notices (DatabaseHandle.notices); without them nothing is trusted between reads. */
  notices?: ChangeNotices;
  /** Defaults to pino at config.logLevel; tests pass false. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The gateway as a Fastify instance, not yet listening: main.ts listens, tests call inject().
 * The database is the caller's: it opens, migrates and closes it.
 */
export async function buildApp({ db, clock, config, notices, logger }: AppOptions): Promise<FastifyInstance> {
  const logging = logger ?? loggerOptions(config.logLevel);
  // The level of the logger in use (a test may pass its own), which decides the request lines.
  const level = typeof logging === 'object' && typeof logging.level === 'string' ? logging.level : config.logLevel;
  const app = Fastify({
    logger: logging,
    logController: requestLogController(level),
    trustProxy: config.trustProxy,
    clientErrorHandler,
    // Slow clients are cut off (docs/decisions/slow-clients.md): the whole request within REQUEST_TIMEOUT_MS
    // (408, clientErrorHandler), its headers within a third of it, checked every second rather
    // than Node's default 30 s, so a trickled body cannot hold a connection open.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: Math.ceil(config.requestTimeoutMs / 3), connectionsCheckingInterval: 1_000 },
    // Nested query strings (a[b]=c), as the spec's back ends and the portal write them.
    routerOptions: { querystringParser: parseNestedQuery },
    // Errors raised before routing (a malformed URL) bypass the error handler.
    frameworkErrors: (error, _request, reply) => {
      const { statusCode, message } = describeError(error);
      void (reply as FastifyReply).code(statusCode).send({ message });
    },
  });

  // Past the cap, Node closes a new connection at once instead of holding it.
  app.server.maxConnections = config.maxConnections;
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('config', config);
  app.decorate('notices', notices ?? null);
  app.decorate('accessTokens', accessTokens(await signingSecret(db, config.tokenSecret), clock, config.accessTtl));
  app.setErrorHandler(errorHandler);
  logFailedAnswers(app, level);
  countAnswers(app);

  // Registered first so every answer carries the headers, errors and 404s included.
  const headers = securityHeaderValues(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // The declared-answer check before compression, so it reads the answer as written.
  if (config.checkAnswers) checkAnswers(app);
  await compression(app);
  // Before the api: swagger collects the routes as they are registered.
  await app.register(openapi);
  await app.register(api, { prefix: '/api' });
  await app.register(portal, { prefix: '/pa' });
  await app.register(analyticsHits, { prefix: '/ws' });
  await app.register(healthRoutes);
  await app.register(metricsRoutes);

  app.get('/', (_request, reply) => reply.redirect('/pa/'));
  app.setNotFoundHandler(async () => {
    throw notFound();
  });
  return app;
}
