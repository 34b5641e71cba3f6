import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Names of values that are credentials wherever they appear: bodies, query strings. */
const secrets = ['password', 'shared_secret', 'refresh_token', 'access_token', 'token'];

/**
 * An entry link carries its shared secret in the query string (/pa/entry?shared_secret=…), and
 * request lines are logged: credentials in a URL are masked before they reach the log.
 */
export function maskUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  for (const name of secrets) if (params.has(name)) params.set(name, '***');
  return `${url.slice(0, query)}?${params.toString()}`;
}

/** pino settings: request lines without credentials, and no secret body field ever printed. */
export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: maskUrl(request.url),
      remoteAddress: request.ip,
    }),
  },
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', ...secrets.flatMap((field) => [`req.body.${field}`, `body.${field}`])],
    censor: '***',
  },
});
