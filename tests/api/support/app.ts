import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { type Environment, parseConfig, type Config } from '../../../server/config';
import { type DatabaseHandle, openDatabase } from '../../../server/db/connect';
import { seedDemo } from '../../../server/seed/index';
import { type TestClock, testClock } from './clock';

export interface TestGateway {
  app: FastifyInstance;
  clock: TestClock;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or (API_TEST_DB=postgres) a new database
 * on the throwaway PostgreSQL server of tests/api/support/postgres-server.ts.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (process.env.API_TEST_DB !== 'postgres') return openDatabase({ dataDir: null, databaseUrl: null });
  const server = new URL(inject('postgresUrl'));
  const name = `api_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.href });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  server.pathname = `/${name}`;
  return openDatabase({ dataDir: null, databaseUrl: server.href });
}

/**
 * The gateway in process with a fixed, settable clock, migrated and seeded with the demo data.
 * Starting PGlite takes 2-3 s: build one per test FILE (beforeAll) and close it in afterAll.
 * `env` overrides the environment, as a deployment would set it.
 */
export async function startGateway(env: Environment = {}): Promise<TestGateway> {
  const config = parseConfig({ DATA_DIR: 'memory', SEED: 'demo', LOG_LEVEL: 'silent', PORTAL_DIR: 'tests/api/no-portal', CHECK_ANSWERS: '1', ...env });
  const clock = testClock();
  const database = await freshDatabase();
  await database.migrate(config.migrationsDir);
  await seedDemo(database.db, clock.now);
  const app = await buildApp({ db: database.db, clock: clock.now, config, logger: false });
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
