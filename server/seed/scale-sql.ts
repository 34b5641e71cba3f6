import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { catalogue, supplierGroups } from './forecast-products';
import type { DemoInitiative } from './running-initiatives';

/**
 * The pieces the benchmark-size seeds (forecast-scale.ts, purchase-scale.ts) write their rows
 * with: PostgreSQL writes the rows itself (INSERT … SELECT over generate_series, 100 000 rows a
 * statement), since sent from Node as parameters a million rows take minutes. Values come from
 * hashint8extended(n, salt), PostgreSQL's seeded 64-bit hash, stable across versions (hash
 * partitioning relies on it), so every run writes the same rows.
 */
const BATCH = 100_000;
/** Each scale product stands in four rows, one per initiative; a row names the other three. */
export const ROWS_PER_PRODUCT = 4;

/** A literal of our own constants (never user input): quotes doubled. */
const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/** 0 … range-1 from the seeded hash of an integer expression. */
export const draw = (of: string, salt: number, range: number) =>
  sql.raw(`((hashint8extended((${of})::bigint, ${salt}) % ${range} + ${range}) % ${range})`);

async function inBatches(count: number, write: (from: number, to: number) => Promise<unknown>): Promise<void> {
  for (let from = 0; from < count; from += BATCH) await write(from, Math.min(count, from + BATCH) - 1);
}

/** The demo catalogue's promoters and supplier groups (twice, so a slice may wrap) as SQL arrays. */
function catalogueArrays() {
  const promoterNames = [...new Set(catalogue.map((entry) => entry.promoter))];
  return {
    promoters: textArray(promoterNames),
    promoterCount: promoterNames.length,
    groups: textArray([...supplierGroups, ...supplierGroups]),
  };
}

/**
 * The initiative of row j of product k, `shift` places on: a product's four rows are in four
 * different initiatives as long as there are at least four (the demos have eight).
 */
function initiativeOfRow(initiatives: readonly DemoInitiative[]) {
  const ids = `ARRAY[${initiatives.map((initiative) => Math.trunc(initiative.id)).join(',')}]::int[]`;
  return (shift: number) => sql.raw(`(${ids})[1 + (k + (j + ${shift}) % ${ROWS_PER_PRODUCT}) % ${initiatives.length}]`);
}

/** One pack's price of scale product k, 10 to 5 010 RUB, drawn with `salt`. */
export const scalePrice = (k: string, salt: number) => sql`round(10 + ${draw(k, salt, 500_000)} / 100.0, 2)`;

/** How one seed's scale products are told from another's and from the demo's. */
export interface ScaleProducts {
  /** Ids from `base` on, clear of every other seed's. */
  base: number;
  count: number;
  /** The word before the batch number in a name: the demo's name, ', серия 12'. */
  batchWord: string;
  /** The first two digits of the 13-digit barcodes (one product in 20 has none). */
  barcodePrefix: string;
  /** Salts of the price and the stock drawn. */
  priceSalt: number;
  stockSalt: number;
}

/**
 * The scale products, named after the demo's catalogue with a batch number; MSK-01 (apteka1's
 * Пульс warehouse) stocks nine in ten of them, 2 500 to 5 999 packs.
 */
async function writeScaleProducts(db: Database, products: ScaleProducts): Promise<void> {
  const { base, count, batchWord, barcodePrefix, priceSalt, stockSalt } = products;
  const names = textArray(catalogue.map((entry) => entry.name));
  await inBatches(count, (from, to) =>
    db.execute(sql`
      INSERT INTO products (id, name, barcodes, nominal_price)
      SELECT ${base} + k, (${names})[1 + k % ${catalogue.length}] || ${`, ${batchWord} `} || k,
             CASE WHEN k % 20 = 0 THEN '{}'::text[] ELSE ARRAY[${barcodePrefix} || lpad(k::text, 11, '0')] END, ${scalePrice('k', priceSalt)}
      FROM generate_series(${from}::int, ${to}::int) AS k`),
  );
  await inBatches(count, (from, to) =>
    db.execute(sql`
      INSERT INTO puls_stock (warehouse_code, product_id, stock)
      SELECT p.puls_warehouse_code, ${base} + k, 2500 + ${draw('k', stockSalt, 3500)}
      FROM generate_series(${from}::int, ${to}::int) AS k, pharmacies p
      WHERE p.id = 1 AND p.puls_warehouse_code IS NOT NULL AND k % 10 <> 0`),
  );
}

/** What a scale seed's rows draw on: the catalogue's promoters and supplier groups, and a row's initiatives. */
export interface ScaleRowSources {
  promoters: SQL;
  promoterCount: number;
  groups: SQL;
  /** The initiative of row j of product k, `shift` places on (see initiativeOfRow). */
  initiativeAt: (shift: number) => SQL;
}

/** One benchmark-size seed: its products, the table of its rows and how a batch of them is written. */
export interface ScaleSeed {
  /** How its products are told from the others'; their count follows from the rows. */
  products: Omit<ScaleProducts, 'count'>;
  table: 'forecast_rows' | 'purchase_positions';
  /** The statement that writes rows `from` to `to` (i); k is a row's product, j its place among the product's rows. */
  rowsBetween: (sources: ScaleRowSources, from: number, to: number) => SQL;
}

/**
 * Writes `rows` rows of a scale seed over products of its own (one per ROWS_PER_PRODUCT rows),
 * then analyzes what it wrote: PGlite has no autovacuum, and without statistics the planner read a
 * page of the fresh million-row forecast three times slower (5-6 s against under 2 s on a busy
 * machine).
 */
export async function writeScaleSeed(db: Database, rows: number, initiatives: readonly DemoInitiative[], seed: ScaleSeed): Promise<void> {
  const sources: ScaleRowSources = { ...catalogueArrays(), initiativeAt: initiativeOfRow(initiatives) };
  await writeScaleProducts(db, { ...seed.products, count: Math.ceil(rows / ROWS_PER_PRODUCT) });
  await inBatches(rows, (from, to) => db.execute(seed.rowsBetween(sources, from, to)));
  await db.execute(sql.raw(`ANALYZE ${seed.table}, products, puls_stock`));
}
