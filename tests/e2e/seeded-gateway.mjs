/**
 * An e2e gateway (playwright.config.ts starts one per `webServer` entry, one after another) on an
 * embedded database of its own that starts as a copy of one already migrated and seeded, instead
 * of each running PGlite's initdb, the migrations and the demo seed (about 6 s of CPU each on two
 * cores). The copy is what a later `npm start` finds in DATA_DIR: the gateway then migrates
 * nothing and seeds nothing, and each journey's gateway still starts with the demo data alone.
 * The gateway is the built file `npm start` runs (scripts/server-build.mjs), in this process.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerIfStale, serverBundle } from '../../scripts/server-build.mjs';
import { cachedFolder, keyOf } from '../support/cached-folder.mjs';

const root = join(import.meta.dirname, '../..');

/**
 * The seeded DATA_DIR, made by the first gateway that needs it. Named by every file the seeded
 * database depends on, and the day (the demo data follow the calendar).
 */
const seeded = await cachedFolder(
  'pa-e2e-seeded-',
  keyOf(root, ['server/db/migrations', 'server/seed', 'server/prepare-database.ts'], [new Date().toISOString().slice(0, 10)]),
  (making) => {
    // The seed is TypeScript (server/seed), run once a day: only this step goes through tsx.
    const seeding = spawnSync(process.execPath, ['--import', 'tsx', 'tests/e2e/seeded-folder.ts', making], { cwd: root, stdio: 'inherit' });
    if (seeding.status !== 0) throw new Error(`seeding ${making} failed (exit ${seeding.status ?? seeding.signal})`);
  },
);

const port = process.env.PORT ?? 'default';
const dataDir = join(tmpdir(), 'pa-e2e-gateways', port);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(join(dataDir, '..'), { recursive: true });
cpSync(seeded, dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
await buildServerIfStale(root);
process.setSourceMapsEnabled(true);
await import(join(root, serverBundle));
