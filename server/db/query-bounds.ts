import pg from 'pg';
import type { QueryBounds } from '../core/config';

type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const plainQuery = pg.Client.prototype.query as unknown as Query;

const isReadTimeout = (error: unknown): boolean => error instanceof Error && error.message === 'Query read timeout';

/**
 * Client.query with node-postgres' query_timeout on every plain query. A stream (COPY, a cursor)
 * is left unbounded: it goes at the pace of whoever reads it (a forecast download). A query that
 * got no answer in time leaves its connection mid-protocol, so the connection is closed: what was
 * queued behind it (a transaction's ROLLBACK) fails at once instead of waiting out the bound again.
 */
function boundedQuery(timeoutMs: number): Query {
  return function query(...args) {
    const [first, ...rest] = args;
    const isStream = typeof first === 'object' && first !== null && typeof (first as { submit?: unknown }).submit === 'function';
    if (isStream || (typeof first !== 'string' && (typeof first !== 'object' || first === null))) return plainQuery.apply(this, args);
    const config = typeof first === 'string' ? { text: first } : (first as object);
    const result = plainQuery.call(this, { query_timeout: timeoutMs, ...config }, ...rest);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isReadTimeout(error)) void this.end().catch(() => undefined);
      });
    }
    return result;
  };
}

/**
 * The client class of the gateway's pool: queries bounded as above, and a listener for the
 * 'error' a connection emits when it is lost. The pool listens on the clients it holds idle; a
 * client checked out for a transaction or a COPY has no other listener, and an 'error' event
 * without one would end the process.
 */
export function boundedClient(bounds: QueryBounds, onConnectionError: (error: Error) => void): new () => pg.Client {
  class BoundedClient extends pg.Client {
    /** performance.now() when the pool made it, just before connecting it (server/db/outage.ts). */
    readonly createdAt = performance.now();
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', onConnectionError);
    }
  }
  Object.defineProperty(BoundedClient.prototype, 'query', {
    value: boundedQuery(bounds.queryTimeoutMs),
    writable: true,
    configurable: true,
  });
  return BoundedClient;
}
