import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/connect';
import { migrateAndSeed } from './seeded';

/**
 * vitest globalSetup of the api project: one in-memory PGlite migrated and seeded, dumped as an
 * uncompressed tar that every test file's gateway starts from (startGateway in app.ts). Loading
 * the tar also skips PGlite's initdb, the slowest part of a fresh start.
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
  } catch (error) {
    removeFolder();
    throw error;
  } finally {
    await database.close();
  }
  return removeFolder;
}
