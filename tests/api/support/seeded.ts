import { readSeedForecastRows, readSeedPurchasePositions } from '../../../server/core/config';
import type { DatabaseHandle } from '../../../server/db/connect';
import { seedDemo } from '../../../server/seed/index';
import { START } from './clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of an in-memory PGlite already migrated and seeded (api project): each file starts from a copy. */
    pgliteImage: string;
    /** A DATA_DIR whose PGlite (pgdata) is that image on disk (api project): spawned gateways start from a copy. */
    pgliteDataDir: string;
    /** A database on the throwaway PostgreSQL server, migrated and seeded: each file creates its own from it. */
    postgresTemplate: string;
  }
}

export const MIGRATIONS = 'server/db/migrations';

/**
 * What every test gateway's database holds at start: the migrations and the demo seed as of the
 * test clock's START. Migrating and seeding took most of a file's setup (about 2 s of scrypt
 * hashes and inserts, PGlite's first start besides), so the run does it once (pglite-image.ts,
 * postgres-server.ts) and each file starts from a copy; a file that changes what the seed writes
 * (SEED_FORECAST_ROWS, SEED_PURCHASE_POSITIONS) migrates and seeds its own.
 */
export async function migrateAndSeed(database: DatabaseHandle): Promise<void> {
  await database.migrate(MIGRATIONS);
  await seedDemo(database.db, () => new Date(START));
}

/** Whether the seed writes what the shared copy holds: no scale variable set for this file. */
export const seedIsStandard = (): boolean => readSeedForecastRows(process.env) === null && readSeedPurchasePositions(process.env) === null;
