import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/connect';
import { noteReachable, outageNoted } from '../db/outage';

/**
 * Where the api's flood brake counts requests: in the database (api_request_counts), so every
 * gateway process and every host on it counts the same caller together and the first refusal
 * comes at the limit, not at the limit times the number of processes.
 *
 * One upsert opens a caller's window on its first request (or on the first after the window
 * ended) and otherwise adds to it, answering the count and the milliseconds left. Windows are
 * measured with the database's clock, one clock for every host. The caller's row is locked for
 * the upsert alone, so parallel requests of one caller on any number of gateways are counted one
 * after another, none lost. A caller past its limit is refused by each process from memory until
 * its window ends.
 *
 * The requests that arrive in one turn of the event loop are counted by one statement: each
 * caller's row gains their number at once and answers its new total, and the process hands the
 * numbers below it to those requests in their order of arrival. That is the count one statement a
 * request would give (the row lock still orders the statements of several processes and turns:
 * none is lost, though two turns' statements may commit in either order), at a fraction of the
 * driver's work: under load, the round trip of a statement per request was most of a cached call's
 * CPU time.
 *
 * An embedded PGlite belongs to one process (several gateway processes need PostgreSQL), so there
 * the process's own count is already the database's, and it is kept in memory: PGlite runs every
 * statement of the gateway on its one connection, and an upsert there cost about 1 ms of it a
 * request, most of a cheap call's whole time.
 *
 * While the database cannot count (it is down or slower than COUNT_WAIT_MS), the request is let
 * through uncounted: the brake must not turn a call into an error of its own. The call then
 * meets the database itself and answers as an outage does (503), or succeeds if the database is
 * back. While an outage is noted (server/db/outage.ts) the request does not wait for its count at
 * all: waiting put COUNT_WAIT_MS before the call's own bound, so a frozen database answered its
 * 503 in 7 s rather than 5. The count is still asked, so a refusal it finds holds for the caller's
 * next requests, and its answer is the database answering: it ends the outage noted.
 */

/** The longest a request waits for its count before it goes on uncounted. */
export const COUNT_WAIT_MS = 2_000;

interface Count {
  current: number;
  ttl: number;
}

type Answer = (error: Error | null, count?: Count) => void;

/** The store interface @fastify/rate-limit calls (`incr`, `child`); it builds the store itself from its options. */
export interface FloodCountStore {
  incr(key: string, answer: Answer, timeWindow: number, max: number): void;
  child(): FloodCountStore;
}

export function floodCounts(db: Database): new () => FloodCountStore {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return processCounts(db);
  if (client instanceof pg.Pool) return databaseCounts(client);
  throw new Error('the flood brake counts on PGlite or on a pg.Pool behind the database');
}

/**
 * The count, a named prepared statement: each pooled connection parses and plans it once, which
 * took the database's CPU time a count from about 0.17 ms to 0.10 ms. $1 the callers' keys, $2
 * how many requests of each arrived, $3 the window in milliseconds. The rows are locked in the
 * order of their keys, the same in every process, so two statements of several callers never
 * wait for each other's rows in a circle (a deadlock PostgreSQL would end after a second).
 */
const COUNT = {
  name: 'api-request-counts',
  text: `INSERT INTO api_request_counts AS c (key, window_start, requests)
    SELECT key, now(), arrived FROM unnest($1::text[], $2::integer[]) AS t(key, arrived) ORDER BY key
    ON CONFLICT (key) DO UPDATE SET
      requests = CASE WHEN c.window_start > now() - $3::integer * interval '1 millisecond' THEN c.requests + excluded.requests ELSE excluded.requests END,
      window_start = CASE WHEN c.window_start > now() - $3::integer * interval '1 millisecond' THEN c.window_start ELSE now() END
    RETURNING key, requests, greatest(0, ceil(extract(epoch FROM c.window_start + $3::integer * interval '1 millisecond' - now()) * 1000))::integer AS ttl`,
};

/** A request waiting for its count. */
interface Waiting {
  key: string;
  settle: (error: Error | null, count?: Count) => void;
}

function databaseCounts(pool: pg.Pool): new () => FloodCountStore {
  /**
   * Callers this process saw refused, until their window ends: refused again here without asking
   * the database, so a flood past the limit costs the database nothing. Exact all the same: a
   * count past the limit stays past it until its window ends.
   */
  const refusedUntil = new Map<string, number>();
  /** When this process last cleared ended windows: once a window at most, so the cost is spread thin. */
  let clearedAt = 0;

  const clearEnded = (windowMs: number) => {
    const now = Date.now();
    if (now - clearedAt < windowMs) return;
    clearedAt = now;
    for (const [key, until] of refusedUntil) if (until <= now) refusedUntil.delete(key);
    // A caller that stopped calling leaves a row behind; those whose window ended are of no use.
    pool
      .query(`DELETE FROM api_request_counts WHERE window_start < now() - $1::integer * interval '1 millisecond'`, [windowMs])
      .catch(() => {
        // Tried again a window later.
        clearedAt = 0;
      });
  };

  /** The requests of this turn of the event loop, by window (the api has one), counted together at its end. */
  const waiting = new Map<number, Waiting[]>();

  const countTogether = (windowMs: number, requests: Waiting[]) => {
    const arrived = new Map<string, Waiting[]>();
    for (const request of requests) {
      const same = arrived.get(request.key);
      if (same) same.push(request);
      else arrived.set(request.key, [request]);
    }
    const keys = [...arrived.keys()];
    const sent = performance.now();
    pool
      .query<{ key: string; requests: number; ttl: number }>({
        ...COUNT,
        values: [keys, keys.map((key) => arrived.get(key)!.length), windowMs],
      })
      .then(
        ({ rows }) => {
          noteReachable(sent);
          for (const { key, requests: total, ttl } of rows) {
            const same = arrived.get(key)!;
            same.forEach((request, index) => request.settle(null, { current: total - same.length + 1 + index, ttl }));
          }
        },
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          for (const request of requests) request.settle(failure);
        },
      );
  };

  const count = (key: string, windowMs: number, settle: Waiting['settle']) => {
    const turn = waiting.get(windowMs);
    if (turn) {
      turn.push({ key, settle });
      return;
    }
    waiting.set(windowMs, [{ key, settle }]);
    setImmediate(() => {
      const requests = waiting.get(windowMs)!;
      waiting.delete(windowMs);
      countTogether(windowMs, requests);
    });
  };

  class DatabaseCounts implements FloodCountStore {
    incr(key: string, answer: Answer, timeWindow: number, max: number): void {
      clearEnded(timeWindow);
      const refused = refusedUntil.get(key);
      if (refused !== undefined && refused > Date.now()) {
        answer(null, { current: max + 1, ttl: refused - Date.now() });
        return;
      }
      let settled = false;
      const settle = (error: Error | null, result?: Count) => {
        if (result && result.current > max) refusedUntil.set(key, Date.now() + result.ttl);
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        answer(error, result);
      };
      // During a noted outage the request goes on at once; the count is still asked, and its answer ends the outage.
      const timer = outageNoted()
        ? undefined
        : setTimeout(() => settle(new Error('the request count did not come in time')), COUNT_WAIT_MS);
      count(key, timeWindow, settle);
      if (timer === undefined) settle(new Error('the database is unreachable: the request goes on uncounted'));
    }

    /** Per-route limits would count under the same keys; the api has none. */
    child(): FloodCountStore {
      return this;
    }
  }
  return DatabaseCounts;
}

interface Window {
  start: number;
  requests: number;
}

/** The counts of each PGlite database, shared by every gateway built on it in this process. */
const countsOfDatabase = new WeakMap<Database, Map<string, Window>>();

function processCounts(db: Database): new () => FloodCountStore {
  let windows = countsOfDatabase.get(db);
  if (!windows) countsOfDatabase.set(db, (windows = new Map()));
  const counts = windows;
  let clearedAt = Date.now();

  class ProcessCounts implements FloodCountStore {
    incr(key: string, answer: Answer, timeWindow: number): void {
      const now = Date.now();
      if (now - clearedAt >= timeWindow) {
        clearedAt = now;
        for (const [other, window] of counts) if (window.start <= now - timeWindow) counts.delete(other);
      }
      let window = counts.get(key);
      if (!window || window.start <= now - timeWindow) counts.set(key, (window = { start: now, requests: 0 }));
      window.requests += 1;
      answer(null, { current: window.requests, ttl: window.start + timeWindow - now });
    }

    child(): FloodCountStore {
      return this;
    }
  }
  return ProcessCounts;
}
