import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/connect';
import { migrateAndSeed } from './seeded';

/**
 * vitest globalSetup of the api project: one in-memory PGlite migrated and seeded, dumped as an
 * uncompressed tar that every test file's gateway starts from (startGateway in app.ts). Loading
 * the tar also skips PGlite's initdb, the slowest part of a fresh start (4 s on a quiet machine,
 * 14 s on a busy one). The same image is also written out as a DATA_DIR on disk, which the tests
 * that spawn gateway processes copy (seededDataDir in background-task/spawned-gateway.ts).
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ dataDir: null, databaseUrl: null });
  const connection = database.queueConnection;
  if (connection.engine !== 'pglite') throw new Error('the api project runs on PGlite');
  const folder = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  try {
    await migrateAndSeed(database);
    const image = await connection.client.dumpDataDir('none');
    const file = join(folder, 'seeded.tar');
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    project.provide('pgliteImage', file);
    const dataDir = join(folder, 'data-dir');
    mkdirSync(dataDir);
    const onDisk = new PGlite(join(dataDir, 'pgdata'), { loadDataDir: image });
    await onDisk.waitReady;
    await onDisk.close();
    project.provide('pgliteDataDir', dataDir);
  } catch (error) {
    removeFolder();
    throw error;
  } finally {
    await database.close();
  }
  return removeFolder;
}
