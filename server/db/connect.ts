import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type ChangeNotices, pgliteNotices, postgresNotices } from './notices';
import { isDatabaseUnreachable, noteReachable, noteUnreachable } from './outage';
import { defaultQueryBounds, type QueryBounds } from '../core/config';
import { boundedClient } from './query-bounds';
import * as schema from './schema';

/**
 * What services, the seed and tests use: one type whichever engine is behind it, so no code
 * outside this file knows whether it runs on PGlite or on PostgreSQL. A transaction (`tx`) is a
 * Database too.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * What the background-task queue (pg-boss, server/tasks) connects with: the same embedded PGlite
   * (one process owns it, so the queue shares its one connection), or the same PostgreSQL server
   * (the queue keeps a small pool of its own there).
   */
  queueConnection: { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; connectionString: string };
  /** The database's notices of changes (LISTEN/NOTIFY), for caches that trust an answer between them. */
  notices: ChangeNotices;
  /** Applies the committed SQL migrations of the folder (server/db/migrations), however long they take. */
  migrate(migrationsDir: string): Promise<void>;
  /**
   * Runs start-up work (migrations, the demo seed) while holding a database-wide lock, so that
   * several gateways starting together on one PostgreSQL do it once, one after another. The work
   * gets a database of its own without the time bounds of serving (server/db/query-bounds.ts): a
   * migration or a large seed may take minutes, and so may the wait for another gateway's.
   */
  exclusively<T>(work: (startup: Pick<DatabaseHandle, 'db' | 'migrate'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseLocation {
  /** Folder for the embedded database; null keeps it in memory. */
  dataDir: string | null;
  /** A PostgreSQL server; wins over dataDir. */
  databaseUrl: string | null;
  /** How long serving waits on PostgreSQL (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS); defaults otherwise. */
  queryBounds?: QueryBounds;
}

/** An arbitrary constant naming the gateway's start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK = 7_301_402;

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.databaseUrl
    ? openPostgres(location.databaseUrl, location.queryBounds ?? defaultQueryBounds)
    : openPglite(location.dataDir);
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  // A sub-folder, so DATA_DIR can also hold the files the gateway keeps (task results).
  const folder = dataDir ? join(dataDir, 'pgdata') : undefined;
  if (folder) mkdirSync(folder, { recursive: true });
  const client = new PGlite(folder);
  await client.waitReady;
  return pgliteHandle(client);
}

/** The handle of a PGlite already started (the api tests start theirs from a seeded image). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    engine: 'pglite',
    queueConnection: { engine: 'pglite', client },
    notices: pgliteNotices(client),
    migrate,
    // One process owns a PGlite folder, so there is no one to wait for; and nothing to time out.
    exclusively: (work) => work({ db, migrate }),
    close: () => client.close(),
  };
  function migrate(migrationsFolder: string) {
    return migratePglite(db, { migrationsFolder });
  }
}

/** A lost connection or an unreachable server is an outage (logged once); anything else is logged as it comes. */
function reportConnectionError(where: string, error: Error): void {
  if (isDatabaseUnreachable(error)) noteUnreachable(where, error);
  else console.error(`PostgreSQL (${where}):`, error.message);
}

async function openPostgres(connectionString: string, bounds: QueryBounds): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: bounds.connectTimeoutMs,
    Client: boundedClient(bounds, (error) => reportConnectionError('соединение пула', error)),
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => reportConnectionError('соединение пула', error));
  // A connection made is the database reachable again after an outage, if it was begun after it.
  pool.on('connect', (client) => noteReachable((client as pg.Client & { createdAt?: number }).createdAt));
  const db = drizzlePostgres({ client: pool, schema });

  /** Start-up work on a pool of its own, without the bounds of serving, closed when the work is done. */
  async function unbounded<T>(work: (startup: Pick<DatabaseHandle, 'db' | 'migrate'>, pool: pg.Pool) => Promise<T>): Promise<T> {
    const startupPool = new pg.Pool({ connectionString });
    startupPool.on('error', (error) => reportConnectionError('соединение запуска', error));
    const startupDb = drizzlePostgres({ client: startupPool, schema });
    try {
      return await work({ db: startupDb, migrate: (migrationsFolder) => migratePostgres(startupDb, { migrationsFolder }) }, startupPool);
    } finally {
      await startupPool.end();
    }
  }

  return {
    db,
    engine: 'postgres',
    queueConnection: { engine: 'postgres', connectionString },
    notices: postgresNotices(connectionString, bounds),
    migrate: (migrationsFolder) => unbounded((startup) => startup.migrate(migrationsFolder)),
    exclusively: (work) =>
      unbounded(async (startup, startupPool) => {
        // A session lock lives on one connection: hold it on a dedicated client while the work
        // runs on the pool.
        const lock = await startupPool.connect();
        lock.on('error', (error) => reportConnectionError('блокировка запуска', error));
        try {
          await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work(startup);
        } finally {
          await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
          lock.release();
        }
      }),
    close: () => pool.end(),
  };
}
