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
  /** Applies the committed SQL migrations of the folder (server/db/migrations). */
  migrate(migrationsDir: string): Promise<void>;
  /**
   * Runs start-up work (migrations, the demo seed) while holding a database-wide lock, so that
   * several gateways starting together on one PostgreSQL do it once, one after another.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseLocation {
  /** Folder for the embedded database; null keeps it in memory. */
  dataDir: string | null;
  /** A PostgreSQL server; wins over dataDir. */
  databaseUrl: string | null;
}

/** An arbitrary constant naming the gateway's start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK = 7_301_402;

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.databaseUrl ? openPostgres(location.databaseUrl) : openPglite(location.dataDir);
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
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    // One process owns a PGlite folder, so there is no one to wait for.
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    queueConnection: { engine: 'postgres', connectionString },
    notices: postgresNotices(connectionString),
    migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
    async exclusively(work) {
      // A session lock lives on one connection: hold it on a dedicated client while the work
      // runs on the pool.
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}
