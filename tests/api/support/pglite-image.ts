import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/connect';
import { cachedFolder, keyOf } from '../../support/cached-folder.mjs';
import { migrateAndSeed } from './seeded';

const root = join(import.meta.dirname, '../../..');

/**
 * vitest globalSetup of the api project: one in-memory PGlite migrated and seeded, dumped as an
 * uncompressed tar that every test file's gateway starts from (startGateway in app.ts). Loading
 * the tar also skips PGlite's initdb, the slowest part of a fresh start (4 s on a quiet machine,
 * 14 s on a busy one). The same image is also written out as a DATA_DIR on disk, which the tests
 * that spawn gateway processes copy (seededDataDir in background-task/spawned-gateway.ts).
 *
 * Both are kept in the system's temporary folder for the next run (cached-folder.mjs), named by
 * what they hold: the migrations, the seed, the test clock's start, the installed packages
 * (package-lock.json: PGlite's and drizzle's versions) and Node's version, since the seed stores
 * the forecast in every form the runtime compresses to (zstd only from Node 22.15). Making them
 * takes 8–9 s here, which every later run of an api file on the same Node skips.
 */
export default async function setup(project: TestProject) {
  const key = keyOf(
    root,
    [
      'server/db/migrations',
      'server/seed',
      'server/db/schema.ts',
      'tests/api/support/seeded.ts',
      'tests/api/support/clock.ts',
      'tests/api/support/pglite-image.ts',
      'package-lock.json',
    ],
    [process.version],
  );
  const folder = await cachedFolder('pa-api-seeded-', key, makeImage);
  project.provide('pgliteImage', join(folder, 'seeded.tar'));
  project.provide('pgliteDataDir', join(folder, 'data-dir'));
}

/** The image (seeded.tar) and the same database on disk (data-dir/pgdata), in `folder`. */
export async function makeImage(folder: string): Promise<void> {
  mkdirSync(folder);
  const database = await openDatabase({ dataDir: null, databaseUrl: null });
  const connection = database.queueConnection;
  if (connection.engine !== 'pglite') throw new Error('the api project runs on PGlite');
  try {
    await migrateAndSeed(database);
    const image = await connection.client.dumpDataDir('none');
    writeFileSync(join(folder, 'seeded.tar'), Buffer.from(await image.arrayBuffer()));
    const dataDir = join(folder, 'data-dir');
    mkdirSync(dataDir);
    const onDisk = new PGlite(join(dataDir, 'pgdata'), { loadDataDir: image });
    await onDisk.waitReady;
    await onDisk.close();
  } finally {
    await database.close();
  }
}
