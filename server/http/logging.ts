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

/** Characters of one error message kept in the log; a failed query's message holds its SQL. */
const MESSAGE_CHARS = 300;
/** Stack frames kept: enough to find the throwing line, not a page per error. */
const STACK_FRAMES = 8;
/** Causes followed (a query error wraps the database's own). */
const CAUSE_DEPTH = 3;
/**
 * Fields of a PostgreSQL error that name what failed (a constraint, a table), never the values:
 * its `detail` quotes the row ("Key (login)=(…)"), and a query error's `params` the whole order.
 */
const nameFields = ['code', 'constraint', 'table', 'column', 'routine'] as const;

const clip = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars)}… (${text.length} знаков)` : text);

export interface ErrorSummary {
  [field: string]: unknown;
  type: string;
  message: string;
  /** The first stack frames, one a line (without the message, which may hold SQL). */
  stack: string;
}

/**
 * What the log keeps of an error: its type, the first line of its message clipped, the names of
 * what failed, a few stack frames and its cause the same way. pino's own serializer prints every
 * field, so one failed insert of a large order wrote megabytes of SQL and parameters.
 */
export function errorSummary(error: unknown, depth = 0): ErrorSummary {
  if (!(error instanceof Error)) return { type: typeof error, message: clip(String(error), MESSAGE_CHARS), stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const summary: ErrorSummary = {
    type: error.constructor.name,
    message: clip(error.message.split('\n', 1)[0], MESSAGE_CHARS),
    stack: frames
      .slice(0, STACK_FRAMES)
      .map((line) => clip(line.trim(), 200))
      .join('\n'),
  };
  for (const name of nameFields) if (typeof fields[name] === 'string') summary[name] = clip(fields[name], 100);
  if (typeof fields.statusCode === 'number') summary.statusCode = fields.statusCode;
  if (error.cause !== undefined && depth < CAUSE_DEPTH) summary.cause = errorSummary(error.cause, depth + 1);
  return summary;
}

/** pino settings: request lines without credentials, and no secret body field ever printed. */
export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  serializers: {
    err: (error: Error) => errorSummary(error),
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
