/**
 * Migrates and seeds an embedded database in the folder named by the first argument, as a first
 * `npm start` would: run by seeded-gateway.mjs when the day's seeded folder is missing.
 */
import { join } from 'node:path';
import { parseConfig } from '../../server/core/config';
import { openDatabase } from '../../server/db/connect';
import { prepareDatabase } from '../../server/prepare-database';

const folder = process.argv[2];
if (!folder) throw new Error('usage: node --import tsx tests/e2e/seeded-folder.ts <folder>');
const database = await openDatabase({ dataDir: folder, databaseUrl: null });
try {
  await prepareDatabase(database, parseConfig({ ...process.env, SEED: 'demo' }, join(import.meta.dirname, '../..')));
} finally {
  await database.close();
}
