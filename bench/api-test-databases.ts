import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase, pgliteHandle } from '../server/db/connect';
import { makeImage } from '../tests/api/support/pglite-image';
import postgresServer from '../tests/api/support/postgres-server';
import { migrateAndSeed } from '../tests/api/support/seeded';
import { pgliteFromImage } from '../tests/api/support/seeded-image';

/**
 * What one api test file pays for its seeded database, the old way (a new database, migrated and
 * seeded) against the new (a copy of the run's seeded one: a PGlite image, a PostgreSQL template),
 * on both engines, runs interleaved so both ways meet the same load. PGlite's image two ways: read
 * from its file by each start, and as the tests start it now (seeded-image.ts).
 * `node --import tsx bench/api-test-databases.ts` (BENCH_RUNS, default 5); needs PostgreSQL as the
 * api-postgres project does.
 */
const runs = Number(process.env.BENCH_RUNS) || 5;

/** The globalSetups, called as vitest calls them; what they provide is kept here. */
const provided: Record<string, string> = {};
const project = { provide: (key: string, value: string) => (provided[key] = value) } as unknown as TestProject;

const timed = async (open: () => Promise<DatabaseHandle>): Promise<number> => {
  const started = performance.now();
  const database = await open();
  const elapsed = performance.now() - started;
  await database.close();
  return elapsed;
};

async function postgresDatabase(template?: string): Promise<DatabaseHandle> {
  const server = new URL(provided.postgresUrl);
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.href });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  server.pathname = `/${name}`;
  return openDatabase({ dataDir: null, databaseUrl: server.href });
}

const ways: Record<string, () => Promise<DatabaseHandle>> = {
  'PGlite: new, migrate, seed': async () => {
    const database = await openDatabase({ dataDir: null, databaseUrl: null });
    await migrateAndSeed(database);
    return database;
  },
  'PGlite: from the seeded image, read each time': async () => {
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(provided.pgliteImage)]) });
    await client.waitReady;
    return pgliteHandle(client);
  },
  // As the api tests start theirs: the image held by the process, 16 MB of shared buffers.
  'PGlite: from the seeded image held, small buffers': async () => pgliteHandle(await pgliteFromImage(provided.pgliteImage)),
  'PostgreSQL: CREATE DATABASE, migrate, seed': async () => {
    const database = await postgresDatabase();
    await migrateAndSeed(database);
    return database;
  },
  'PostgreSQL: CREATE DATABASE … TEMPLATE': () => postgresDatabase(provided.postgresTemplate),
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Made here, not taken from the kept copy an api run leaves (pglite-image.ts), so its time is measured.
const imageFolder = join(mkdtempSync(join(tmpdir(), 'bench-pglite-')), 'image');
const started = performance.now();
await makeImage(imageFolder);
const imageMs = performance.now() - started;
provided.pgliteImage = join(imageFolder, 'seeded.tar');
const stopServer = await postgresServer(project);
const serverMs = performance.now() - started - imageMs;
try {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((way) => [way, []]));
  for (let run = 0; run < runs; run++) for (const [way, open] of Object.entries(ways)) times[way].push(await timed(open));
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}; medians of ${runs} runs`,
  );
  console.log(
    `once a run: the PGlite image ${(imageMs / 1000).toFixed(2)} s; PostgreSQL started and its template ${(serverMs / 1000).toFixed(2)} s`,
  );
  for (const [way, values] of Object.entries(times)) console.log(`${way.padEnd(52)} ${(median(values) / 1000).toFixed(2)} s`);
} finally {
  rmSync(join(imageFolder, '..'), { recursive: true, force: true });
  stopServer();
}
