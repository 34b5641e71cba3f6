import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermissions, type Permission } from '../../src/domain/session/permissions';
import type { SignedInUser } from '../auth/access-token';
import { sessionChecks } from '../auth/session-check';
import { forbidden, unauthorized } from '../core/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Permissions the caller must hold (role table, spec section 6); absent: any signed-in user. */
    permissions?: readonly Permission[];
    /** Reachable without a bearer token. Only the token endpoint is. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The caller, from its verified access token. Reading it on a public route answers 401. */
    readonly user: SignedInUser;
  }
}

const signedIn = new WeakMap<FastifyRequest, SignedInUser>();

/**
 * Every route of the scope it is registered in requires a valid bearer token unless its config
 * says `public: true`, and the permissions its config lists. Secure by default: a new route
 * that forgets its config is still closed to anonymous callers.
 */
export async function authentication(app: FastifyInstance) {
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const user = signedIn.get(this);
      if (!user) throw unauthorized();
      return user;
    },
  });

  // preParsing: after the rate limit (an onRequest hook) has counted the call, before the body
  // is read.
  app.addHook('preParsing', async (request) => {
    const { config } = request.routeOptions;
    if (config.public) return;
    const bearer = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!bearer) throw unauthorized();
    const user = await app.accessTokens.verify(bearer[1]);
    // A signed token outlives its account and its session unless they are checked (5 s cache).
    await sessionChecks(app.db).assertValid(user);
    signedIn.set(request, user);
    if (config.permissions && !hasPermissions(user.authorities, config.permissions)) throw forbidden();
  });
}
// Not encapsulated: the hook must reach the service plugins registered beside it.
Object.assign(authentication, { [Symbol.for('skip-override')]: true });
