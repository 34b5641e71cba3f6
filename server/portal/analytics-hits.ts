import type { FastifyInstance } from 'fastify';

/** A hit is a page path, a UUID and three short dimensions: a few hundred bytes. */
const HIT_BODY_LIMIT = 4 * 1024;

/**
 * The portal's usage hits (spec section 6: roles, user name and id as custom dimensions; section 7:
 * the analytics property prefix /ws with an empty service address). A distributor's analytics
 * service receives them in production; the embedded gateway has none, so it takes each hit, writes
 * it to the log at debug level (LOG_LEVEL=debug shows what the portal reports) and answers 204, so
 * no page view ends in a 404 line in the log.
 */
export default async function analyticsHits(app: FastifyInstance): Promise<void> {
  app.post('/hit', { bodyLimit: HIT_BODY_LIMIT, logLevel: 'warn' }, async (request, reply) => {
    request.log.debug({ hit: request.body }, 'analytics hit');
    return reply.code(204).send();
  });
}
