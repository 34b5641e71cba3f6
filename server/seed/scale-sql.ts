import { sql } from 'drizzle-orm';
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

export async function inBatches(count: number, write: (from: number, to: number) => Promise<unknown>): Promise<void> {
  for (let from = 0; from < count; from += BATCH) await write(from, Math.min(count, from + BATCH) - 1);
}

/** The demo catalogue's promoters and supplier groups (twice, so a slice may wrap) as SQL arrays. */
export function catalogueArrays() {
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
export function initiativeOfRow(initiatives: readonly DemoInitiative[]) {
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
export async function writeScaleProducts(db: Database, products: ScaleProducts): Promise<void> {
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
