import { count, sql } from 'drizzle-orm';
import type { Clock } from '../core/clock';
import { readSeedForecastRows } from '../core/config';
import type { Database } from '../db/connect';
import { users } from '../db/schema';
import { storeForecastArrows } from '../services/forecast/arrow-snapshot';
import { forecastSeed } from './forecast';
import { foundationSeed } from './foundation';
import { initiativesListSeed } from './initiatives-list';
import { purchaseSeed } from './purchase';
import { reportsSeed } from './reports';
import { salesMotivationSeed } from './sales-motivation';
import { staffPaySeed } from './staff-pay';
import type { SeedStep } from './step';

export { demoAccounts } from './foundation';

/**
 * The demo data, in order: a new part of the demo adds its module here (reports, forecast, orders...)
 * after the steps whose rows it uses.
 */
export const seedSteps: readonly SeedStep[] = [
  foundationSeed,
  reportsSeed,
  forecastSeed,
  purchaseSeed,
  staffPaySeed,
  salesMotivationSeed,
  initiativesListSeed,
];

/** Whether the database has no accounts yet: the demo seed goes only into an empty database. */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ accounts: count() }).from(users);
  return row.accounts === 0;
}

/** Runs every step in one transaction: a failed seed leaves the database empty, not half-filled. */
export async function seedDemo(db: Database, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    for (const step of seedSteps) await step.run({ db: tx, clock });
  });
  // PGlite never vacuums by itself, and without the visibility map VACUUM builds, a page of a
  // million-row forecast skips its offset by reading every skipped row (0.4 s at 950 000 against
  // 0.1 s). VACUUM cannot run in the transaction above.
  if (readSeedForecastRows(process.env) !== null) await db.execute(sql`VACUUM ANALYZE forecast_rows`);
  // The forecasts as Arrow record batches, written once now that every step has written its
  // products and initiatives (a later change of them would delete the builds again).
  await storeForecastArrows(db, clock);
}
