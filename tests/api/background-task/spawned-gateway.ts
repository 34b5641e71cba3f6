import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { serverBundle } from '../../../scripts/server-build.mjs';
import { freePort } from '../support/free-port';

/**
 * The gateway as a real process, the built file `npm start` runs (tests/support/server-build.ts
 * builds it), for the tests that kill one with SIGKILL. Its data lives where the env says:
 * DATA_DIR (PGlite on disk) or DATABASE_URL.
 */
export interface SpawnedGateway {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Ends it at once, as a crash or `kill -9` would. */
  kill(): Promise<void>;
}

/** A new empty database on the api-postgres project's throwaway server: the gateway migrates and seeds it. */
export const freshPostgresUrl = () => newPostgresDatabase('');

/**
 * A new database already migrated and seeded, a copy of the api-postgres project's template: for
 * tests whose point is not the gateway's own migration and seed, which cost seconds a start.
 */
export const seededPostgresUrl = () => newPostgresDatabase(` TEMPLATE ${inject('postgresTemplate')}`);

async function newPostgresDatabase(template: string): Promise<string> {
  const server = new URL(inject('postgresUrl'));
  const name = `tasks_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.href });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template}`);
  } finally {
    await admin.end();
  }
  server.pathname = `/${name}`;
  return server.href;
}

/**
 * A new DATA_DIR (the caller removes it) holding the api project's migrated and seeded PGlite: a
 * gateway started on it skips PGlite's initdb and the demo seed, seconds of CPU a start.
 */
export function seededDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
  cpSync(inject('pgliteDataDir'), dataDir, { recursive: true });
  return dataDir;
}

export async function spawnGateway(env: Record<string, string>, startTimeoutMs = 60_000): Promise<SpawnedGateway> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      PORTAL_DIR: 'tests/api/no-portal',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // main.ts prints the portal's address once it listens.
  const until = Date.now() + startTimeoutMs;
  while (!output.includes('Портал аптеки')) {
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the gateway did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Signs in over HTTP as the portal does and returns the access token. */
export async function signInOver(url: string, login: string): Promise<string> {
  const answer = await fetch(`${url}/api/uaa/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', scope: 'read', username: login, password: login }),
  });
  if (!answer.ok) throw new Error(`sign-in: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}
