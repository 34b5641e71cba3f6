import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/connect';
import { startPostgres } from './postgres-process';
import { migrateAndSeed } from './seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance database URL of the throwaway server; each test file creates its own database. */
    postgresUrl: string;
  }
}

/**
 * A database migrated and seeded once for the run (seeded.ts), which each test file's gateway
 * copies with CREATE DATABASE … TEMPLATE instead of migrating and seeding its own.
 */
async function seededTemplate(serverUrl: string): Promise<string> {
  const name = 'api_seeded';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies only a template nobody is connected to.
  const database = await openDatabase({ dataDir: null, databaseUrl: url.href });
  try {
    await migrateAndSeed(database);
  } finally {
    await database.close();
  }
  return name;
}

/**
 * vitest globalSetup of the api-postgres project: a PostgreSQL server on loopback in a temporary
 * folder (postgres-process.ts), for the duration of the run. Two test files run at once, each
 * with its gateways' pools and task queues: room for their connections.
 */
export default async function setup(project: TestProject) {
  const server = await startPostgres({ maxConnections: 300 });
  project.provide('postgresUrl', server.url);
  try {
    project.provide('postgresTemplate', await seededTemplate(server.url));
  } catch (error) {
    server.remove();
    throw error;
  }
  return () => server.remove();
}
