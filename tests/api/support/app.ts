import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { type Environment, parseConfig, type Config } from '../../../server/core/config';
import { type DatabaseHandle, openDatabase, pgliteHandle } from '../../../server/db/connect';
import { type TestClock, testClock } from './clock';
import { migrateAndSeed, seedIsStandard } from './seeded';
import { pgliteFromImage } from './seeded-image';

export interface TestGateway {
  app: FastifyInstance;
  clock: TestClock;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** A new database on the throwaway PostgreSQL server of postgres-server.ts, empty or a copy of `template`. */
async function createPostgresDatabase(template?: string): Promise<DatabaseHandle> {
  const server = new URL(inject('postgresUrl'));
  const name = `api_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.href });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  server.pathname = `/${name}`;
  return openDatabase({ dataDir: null, databaseUrl: server.href });
}

/**
 * A fresh, empty database for one test file: in-memory PGlite, or (API_TEST_DB=postgres) a new
 * database on the throwaway PostgreSQL server of tests/api/support/postgres-server.ts.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (process.env.API_TEST_DB !== 'postgres') return openDatabase({ dataDir: null, databaseUrl: null });
  return createPostgresDatabase();
}

/** A database already migrated and seeded as seeded.ts describes: a copy of the run's, or its own. */
async function seededDatabase(): Promise<DatabaseHandle> {
  if (!seedIsStandard()) {
    const database = await freshDatabase();
    await migrateAndSeed(database);
    return database;
  }
  if (process.env.API_TEST_DB === 'postgres') return createPostgresDatabase(inject('postgresTemplate'));
  return pgliteHandle(await pgliteFromImage(inject('pgliteImage')));
}

/**
 * The gateway in process with a fixed, settable clock, migrated and seeded with the demo data.
 * Starting it takes a second or two: build one per test FILE (beforeAll) and close it in afterAll.
 * `env` overrides the environment, as a deployment would set it.
 */
export async function startGateway(env: Environment = {}): Promise<TestGateway> {
  const config = parseConfig({
    DATA_DIR: 'memory',
    SEED: 'demo',
    LOG_LEVEL: 'silent',
    PORTAL_DIR: 'tests/api/no-portal',
    CHECK_ANSWERS: '1',
    ...env,
  });
  const clock = testClock();
  const database = await seededDatabase();
  const app = await buildApp({ db: database.db, notices: database.notices, clock: clock.now, config, logger: false });
  await app.ready();
  return {
    app,
    clock,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
