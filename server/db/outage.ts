/**
 * A database outage as the gateway tells it: a PostgreSQL that is stopped, restarting, refusing
 * connections or not answering in time is the server being temporarily unavailable (503 with
 * Retry-After), never a bug (500). Anything else a query throws stays what it was.
 */

/** Seconds a caller is told to wait before trying again while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** What every call answers while the database is unreachable (the portal shows it as is). */
export const OUTAGE_MESSAGE = `Сервер временно недоступен: нет связи с базой данных. Повторите попытку через ${OUTAGE_RETRY_AFTER_SECONDS} с.`;

/** Node's codes for a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for "the server cannot serve you now": 57P01 administrator shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up, recovering), 53300 too many
 * connections. Class 08 (connection exception) is matched as a whole.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * node-postgres' own messages for a connection that is gone or a server that did not answer in
 * time (it gives these errors no code): a socket closed under a query, the pool's wait for a
 * connection (connectionTimeoutMillis), a client's query that got no answer (query_timeout), a
 * client that lost its connection earlier.
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/u,
  /^timeout exceeded when trying to connect$/u,
  /^Query read timeout$/u,
  /^Client has encountered a connection error and is not queryable$/u,
  /^Client was closed and is not queryable$/u,
];

/** How deep a wrapped cause is followed (drizzle wraps the driver's error in its own). */
const CAUSE_DEPTH = 5;

/**
 * Whether the error, or any error it wraps, says the database cannot be reached or did not answer
 * in time. Read by its fields, not its class: pg-boss reports its workers' errors as plain copies.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > CAUSE_DEPTH) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/u.test(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node tries every address of a name (IPv6 and IPv4) and reports them together.
  if (Array.isArray(errors) && errors.some((each) => isDatabaseUnreachable(each, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}

/** What the driver said, not what wraps it: drizzle's "Failed query: <SQL>" says nothing of the cause. */
function causeLine(error: unknown): string {
  let innermost = error;
  for (let depth = 0; depth < CAUSE_DEPTH; depth++) {
    const { cause } = (innermost ?? {}) as { cause?: unknown };
    if (cause === undefined || cause === null) break;
    innermost = cause;
  }
  const { message } = (innermost ?? {}) as { message?: unknown };
  return (typeof message === 'string' ? message : String(innermost)).split('\n', 1)[0].slice(0, 300);
}

let outageSince: number | null = null;
let reportsSince = 0;

/**
 * An outage in the log is two lines: when the first error of it comes (with its cause), and when a
 * connection is made again (how long it lasted, how many errors it folded). Every failing query,
 * pool connection, task poll and listener would otherwise print a line a second per process.
 */
export function noteUnreachable(where: string, error: unknown): void {
  if (outageSince !== null) {
    reportsSince += 1;
    return;
  }
  outageSince = performance.now();
  reportsSince = 0;
  console.error(
    `База данных недоступна (${where}: ${causeLine(error)}). Запросы получают 503, фоновые задачи ждут; о возвращении связи будет отдельная строка.`,
  );
}

/** Whether an outage is noted now: an error said the database was unreachable, and no connection has been made since. */
export function outageNoted(): boolean {
  return outageSince !== null;
}

/**
 * Something reached the database (a connection made, a query answered): ends the outage noted, if
 * any. `startedAt` (performance.now()) is when that work set off: a query sent before the outage
 * and answered just as the server went says nothing of the database now, and taken for its return
 * it would open a second outage in the log at the next error.
 */
export function noteReachable(startedAt = performance.now()): void {
  if (outageSince === null || startedAt < outageSince) return;
  const seconds = ((performance.now() - outageSince) / 1000).toFixed(1);
  console.error(`Связь с базой данных восстановлена: её не было ${seconds} с (ошибок за это время: ${reportsSince + 1}).`);
  outageSince = null;
}
