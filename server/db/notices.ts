import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { isDatabaseUnreachable, noteReachable, noteUnreachable } from './outage';
import type { QueryBounds } from '../core/config';

/**
 * The database's notices on a channel (PostgreSQL's LISTEN/NOTIFY), which triggers raise after
 * every write to the tables they watch (server/db/migrations/0014_overview_notices.sql), whoever
 * writes: this gateway, another one, the distributor's load, SQL by hand.
 *
 * A notice is delivered after the writing transaction commits, and only while the listening
 * connection is up: a cache that trusts its answers between notices must trust nothing while
 * `listening(false)` holds, and must forget what it trusted when it is told `listening(false)`
 * (the notices sent meanwhile are gone).
 */
export interface NoticeHandlers {
  notice(payload: string): void;
  /** True once notices come; false when they may have been missed from now on. */
  listening(now: boolean): void;
}

export interface ChangeNotices {
  /** Starts listening; resolves once the first attempt is over (listening or not). Returns how to stop. */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
}

/** A channel's name goes into LISTEN as an identifier: only plain lower-case names are ours. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/u.test(channel)) throw new Error(`Канал уведомлений с недопустимым именем: ${channel}`);
  return channel;
}

/** PGlite delivers a notice in-process as the writing query completes; its connection never drops. */
export function pgliteNotices(client: PGlite): ChangeNotices {
  return {
    async listen(channel, handlers) {
      const unlisten = await client.listen(checkedChannel(channel), handlers.notice);
      handlers.listening(true);
      return async () => {
        handlers.listening(false);
        // Closing the database first ends every listener anyway.
        await unlisten().catch(() => undefined);
      };
    },
  };
}

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;

/**
 * On PostgreSQL a listening session is a connection of its own, outside the pool (a pooled
 * connection is handed to other queries). A dropped connection (a server restart, an
 * administrator's pg_terminate_backend) is reported and connected again every RECONNECT_MS;
 * while the server is down each attempt fails within the connect bound, and the log says so
 * once for the whole outage (server/db/outage.ts). TCP keep-alive lets the system notice a
 * connection whose server vanished without closing it.
 */
export function postgresNotices(connectionString: string, bounds: Pick<QueryBounds, 'connectTimeoutMs'>): ChangeNotices {
  return {
    async listen(channel, handlers) {
      const name = checkedChannel(channel);
      let current: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;

      const connect = async () => {
        const attempted = performance.now();
        const client = new pg.Client({ connectionString, connectionTimeoutMillis: bounds.connectTimeoutMs, keepAlive: true });
        current = client;
        const lost = (error?: unknown) => {
          if (error !== undefined && isDatabaseUnreachable(error)) noteUnreachable('уведомления об изменениях', error);
          if (current !== client) return;
          current = null;
          handlers.listening(false);
          client.end().catch(() => undefined);
          if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
        };
        client.on('error', lost);
        client.on('end', () => lost());
        client.on('notification', (message) => {
          if (message.channel === name) handlers.notice(message.payload ?? '');
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${name}`);
          noteReachable(attempted);
          if (current === client) handlers.listening(true);
        } catch (error) {
          lost(error);
        }
      };

      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const client = current;
        current = null;
        handlers.listening(false);
        await client?.end().catch(() => undefined);
      };
    },
  };
}
