/**
 * An e2e gateway (playwright.config.ts starts one per `webServer` entry, one after another) on an
 * embedded database of its own that starts as a copy of one already migrated and seeded, instead
 * of each running PGlite's initdb, the migrations and the demo seed (about 6 s of CPU each on two
 * cores). The copy is what a later `npm start` finds in DATA_DIR: the gateway then migrates
 * nothing and seeds nothing, and each journey's gateway still starts with the demo data alone.
 * The gateway is the built file `npm start` runs (scripts/server-build.mjs), in this process.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerIfStale, serverBundle } from '../../scripts/server-build.mjs';

const root = join(import.meta.dirname, '../..');
const prefix = 'pa-e2e-seeded-';

/** Every file the seeded database depends on, and the day (the demo data follow the calendar). */
function seededKey() {
  const hash = createHash('sha256');
  for (const folder of ['server/db/migrations', 'server/seed']) {
    for (const name of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).sort()) {
      const path = join(root, folder, name);
      if (name.endsWith('.sql') || name.endsWith('.ts') || name.endsWith('.json')) hash.update(name).update(readFileSync(path));
    }
  }
  hash.update(readFileSync(join(root, 'server/prepare-database.ts')));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/** The seeded DATA_DIR, made by the first gateway that needs it; older ones are removed then. */
function seededDataDir() {
  const folder = join(tmpdir(), prefix + seededKey());
  if (existsSync(folder)) return folder;
  const making = `${folder}.${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  // The seed is TypeScript (server/seed), run once a day: only this step goes through tsx.
  const seeding = spawnSync(process.execPath, ['--import', 'tsx', 'tests/e2e/seeded-folder.ts', making], { cwd: root, stdio: 'inherit' });
  if (seeding.status !== 0) throw new Error(`seeding ${making} failed (exit ${seeding.status ?? seeding.signal})`);
  // Another run may have made the same folder meanwhile: either copy is the same.
  if (existsSync(folder)) rmSync(making, { recursive: true, force: true });
  else renameSync(making, folder);
  for (const name of readdirSync(tmpdir())) {
    if (name.startsWith(prefix) && join(tmpdir(), name) !== folder && !name.includes('.')) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
  return folder;
}

const port = process.env.PORT ?? 'default';
const dataDir = join(tmpdir(), 'pa-e2e-gateways', port);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(join(dataDir, '..'), { recursive: true });
cpSync(seededDataDir(), dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
await buildServerIfStale(root);
process.setSourceMapsEnabled(true);
await import(join(root, serverBundle));
