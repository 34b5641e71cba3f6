import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect';
import { seedDemo } from '../server/seed';

/**
 * Bytes a row of the forecast's Arrow answer on the wire, per stored form:
 * the demo seeded in memory with SEED_FORECAST_ROWS rows for apteka1 (PGlite), then the stored
 * build's bytes per encoding (`sum(octet_length(messages))`, the answer's body as sent). Sizes do
 * not depend on the machine's load. `SEED_FORECAST_ROWS=300000 npx tsx bench/forecast-transfer-sizes.ts`.
 */
const rows = Number(process.env.SEED_FORECAST_ROWS);
if (!Number.isSafeInteger(rows) || rows <= 0) throw new Error('set SEED_FORECAST_ROWS, e.g. 300000');

const started = Date.now();
const database = await openDatabase({ dataDir: null, databaseUrl: null });
await database.migrate(join(import.meta.dirname, '../server/db/migrations'));
const clock = () => new Date('2026-11-27T00:00:00Z');
await seedDemo(database.db, clock);
const result = (await database.db.execute(sql`
  SELECT b.encoding, sum(octet_length(b.messages))::text AS bytes
  FROM forecast_arrow_batches b JOIN forecast_arrow_builds f ON f.id = b.build_id
  WHERE f.pharmacy_id = 1 GROUP BY b.encoding ORDER BY 2 DESC`)) as unknown as { rows: { encoding: string; bytes: string }[] };
console.log(
  `apteka1's forecast, ${rows.toLocaleString('en-US')} rows, seeded and stored in ${((Date.now() - started) / 1000).toFixed(0)} s:`,
);
for (const { encoding, bytes } of result.rows) {
  // The plain answer adds the 8-byte end-of-stream marker to its stored pieces.
  const sent = Number(bytes) + (encoding === 'identity' ? 8 : 0);
  console.log(`  ${encoding.padEnd(8)} ${(sent / rows).toFixed(1).padStart(6)} B/row  (${(sent / 1e6).toFixed(1)} MB)`);
}
await database.close();
