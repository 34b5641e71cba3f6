import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { TokenRequest, uaaCalls } from '../../../src/api/contract/uaa';
import { route } from '../../http/route';
import { tokenGrants } from './grants';
import { OAuthError, tokenErrorHandler } from './token-errors';

const grantTypes = TokenRequest.options.map((option) => option.entries.grant_type.literal);

/** A form is expected (its fields named by `expected`); anything else is refused before its fields are read. */
const assertForm =
  (expected: string) =>
  (request: FastifyRequest): Record<string, unknown> => {
    const body = request.body;
    if (!v.is(v.record(v.string(), v.unknown()), body)) {
      throw new OAuthError(400, 'invalid_request', `Запрос: ожидается форма (application/x-www-form-urlencoded) с полем ${expected}`);
    }
    return body;
  };

/** Refuses an unknown grant with its own OAuth code before the fields are checked. */
function assertSupportedGrant(request: FastifyRequest): void {
  const grantType = assertForm('grant_type')(request).grant_type;
  if (typeof grantType === 'string' && grantType !== '' && !(grantTypes as string[]).includes(grantType)) {
    throw new OAuthError(
      400,
      'unsupported_grant_type',
      `Поле «grant_type»: неподдерживаемый способ входа; допустимые значения: ${grantTypes.join(', ')}`,
    );
  }
}

/** /api/uaa: sign-in. The only service reachable without a bearer token. */
export default async function uaa(app: FastifyInstance) {
  // The token request is form-encoded, as OAuth 2 clients send it; only this service parses forms.
  await app.register(formbody);
  app.setErrorHandler(tokenErrorHandler);

  const grants = tokenGrants({
    db: app.db,
    clock: app.clock,
    accessTokens: app.accessTokens,
    refreshTtl: app.config.refreshTtl,
    refreshGrace: app.config.refreshGrace,
  });

  // Bodies hold passwords and secrets: nothing here logs request.body (see the logger's redact list).
  route(app, uaaCalls.requestToken, { beforeParse: assertSupportedGrant }, async ({ body: grant }, request, reply) => {
    // RFC 6749, 5.1: token answers must not be cached.
    reply.header('cache-control', 'no-store');
    switch (grant.grant_type) {
      case 'password':
        return grants.password(grant.username, grant.password, request.ip);
      case 'shared_secret':
        return grants.sharedSecret(grant.shared_secret, request.ip);
      case 'refresh_token':
        return grants.refresh(grant.refresh_token);
    }
  });

  /**
   * Sign-out on the server (RFC 7009 token revocation; our extension of the spec). The refresh
   * token, or a valid access token of the session, is the proof: whoever holds it may end its
   * session (every token of it). 204 for an unknown token too, so the answer tells nothing about
   * which tokens exist.
   */
  route(app, uaaCalls.revokeRefreshToken, { beforeParse: assertForm('token') }, async ({ body: { token } }, _request, reply) => {
    await grants.signOut(token);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
