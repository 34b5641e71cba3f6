import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/connect';
import { migrateAndSeed } from './seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance database URL of the throwaway server; each test file creates its own database. */
    postgresUrl: string;
  }
}

/** PG_BIN, or the newest Debian PostgreSQL. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is missing: apt-get install -y postgresql, or set PG_BIN');
  return join(root, versions[0], 'bin');
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

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

export interface PostgresServer {
  /** Maintenance database URL (postgres://portal@127.0.0.1:<port>/postgres), trust authentication. */
  url: string;
  /** Stops the server at once and removes its folder. */
  stop(): void;
}

/**
 * A throwaway PostgreSQL server on loopback in a temporary folder. PostgreSQL refuses to run as
 * root, so as root the server runs as the `postgres` user, in a folder that user owns.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [command, all] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    execFileSync(command, all, { stdio: 'pipe' });
  };

  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'portal', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  // Durability is worthless for a throwaway server; without fsync the tests run faster. Two test
  // files run at once, each with its gateways' pools and task queues: room for their connections.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);

  return {
    url: `postgres://portal@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** vitest globalSetup of the api-postgres project: a throwaway server for the duration of the run. */
export default async function setup(project: TestProject) {
  const { url, stop } = await startPostgresServer();
  project.provide('postgresUrl', url);
  try {
    project.provide('postgresTemplate', await seededTemplate(url));
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
