import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeError, logIfServerError } from '../../http/error-handler';
import { HttpError } from '../../core/errors';

/**
 * The token endpoint answers errors the OAuth 2 way (RFC 6749, 5.2): `{ error, error_description }`
 * with a Russian description, which the portal shows. Codes: invalid_request (a field missing or
 * malformed), unsupported_grant_type, invalid_grant (bad credentials or a dead refresh token),
 * too_many_requests (429 after repeated failures, with Retry-After in seconds),
 * temporarily_unavailable (503 while the database is unreachable, with Retry-After; the code
 * OAuth names for a server that cannot answer now).
 */
export class OAuthError extends HttpError {
  constructor(
    statusCode: number,
    readonly error: string,
    description: string,
    /** Seconds until the client may try again; sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(statusCode, description);
  }
}

export const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);

const codeFor = (statusCode: number): string =>
  statusCode === 429
    ? 'too_many_requests'
    : statusCode === 503
      ? 'temporarily_unavailable'
      : statusCode >= 500
        ? 'server_error'
        : 'invalid_request';

export function tokenErrorHandler(error: Error, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message, retryAfterSeconds } = describeError(error);
  logIfServerError(error, request, statusCode);
  const code = error instanceof OAuthError ? error.error : codeFor(statusCode);
  const retryAfter = error instanceof OAuthError ? error.retryAfterSeconds : retryAfterSeconds;
  if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
  return reply.code(statusCode).header('cache-control', 'no-store').send({ error: code, error_description: message });
}
