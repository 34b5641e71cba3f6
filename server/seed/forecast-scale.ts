import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import type { ForecastInitiative } from './forecast-initiatives';
import { catalogue, supplierGroups } from './forecast-products';

/**
 * SEED_FORECAST_ROWS: apteka1's forecast at benchmark size. PostgreSQL writes the rows itself
 * (INSERT … SELECT over generate_series, 100 000 rows a statement): sent from Node as parameters,
 * a million rows take minutes. Values come from hashint8extended(n, salt), PostgreSQL's seeded
 * 64-bit hash, stable across versions (hash partitioning relies on it), so every run writes the
 * same forecast. Each product is in four of the initiatives: a row's other initiatives are the
 * product's three other rows. Products get ids from SCALE_PRODUCT_BASE on, the demo's names with a
 * batch number, 13-digit barcodes (one in 20 without), and MSK-01 stocks nine in ten of them.
 */
const BATCH = 100_000;
const ROWS_PER_PRODUCT = 4;
export const SCALE_PRODUCT_BASE = 1_000_000;

/** A literal of our own constants (never user input): quotes doubled. */
const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`);
/** 0 … range-1 from the seeded hash of an integer expression. */
const draw = (of: string, salt: number, range: number) =>
  sql.raw(`((hashint8extended((${of})::bigint, ${salt}) % ${range} + ${range}) % ${range})`);
/** One pack's price of scale product k, 10 to 5 010 RUB; the product and its rows agree. */
const priceOf = (k: string) => sql`round(10 + ${draw(k, 1, 500_000)} / 100.0, 2)`;

async function inBatches(count: number, write: (from: number, to: number) => Promise<unknown>): Promise<void> {
  for (let from = 0; from < count; from += BATCH) await write(from, Math.min(count, from + BATCH) - 1);
}

export async function seedScaleForecast(db: Database, rows: number, initiatives: readonly ForecastInitiative[]): Promise<void> {
  const names = textArray(catalogue.map((entry) => entry.name));
  const promoterNames = [...new Set(catalogue.map((entry) => entry.promoter))];
  const promoters = textArray(promoterNames);
  const groups = textArray([...supplierGroups, ...supplierGroups]);
  // A product's four rows are in four different initiatives as long as there are at least four (the demo has eight).
  const ids = `ARRAY[${initiatives.map((initiative) => Math.trunc(initiative.id)).join(',')}]::int[]`;
  const initiativeAt = (shift: number) => sql.raw(`(${ids})[1 + (k + (j + ${shift}) % ${ROWS_PER_PRODUCT}) % ${initiatives.length}]`);

  await inBatches(Math.ceil(rows / ROWS_PER_PRODUCT), (from, to) =>
    db.execute(sql`
      INSERT INTO products (id, name, barcodes, nominal_price)
      SELECT ${SCALE_PRODUCT_BASE} + k, (${names})[1 + k % ${catalogue.length}] || ', серия ' || k,
             CASE WHEN k % 20 = 0 THEN '{}'::text[] ELSE ARRAY['46' || lpad(k::text, 11, '0')] END, ${priceOf('k')}
      FROM generate_series(${from}::int, ${to}::int) AS k`),
  );
  await inBatches(Math.ceil(rows / ROWS_PER_PRODUCT), (from, to) =>
    db.execute(sql`
      INSERT INTO puls_stock (warehouse_code, product_id, stock)
      SELECT p.puls_warehouse_code, ${SCALE_PRODUCT_BASE} + k, 2500 + ${draw('k', 2, 3500)}
      FROM generate_series(${from}::int, ${to}::int) AS k, pharmacies p
      WHERE p.id = 1 AND p.puls_warehouse_code IS NOT NULL AND k % 10 <> 0`),
  );
  await inBatches(rows, (from, to) =>
    db.execute(sql`
      INSERT INTO forecast_rows (pharmacy_id, line, initiative_id, product_id, promoter, regional_purchasing_price, min_quantity,
        required_quantity, regional_sales_quantity, possible_profit, possible_supplier_groups, quantity_for_order, purchased_amount,
        balance, other_initiative_ids)
      SELECT 1, i, ${initiativeAt(0)}, ${SCALE_PRODUCT_BASE} + k, (${promoters})[1 + k % ${promoterNames.length}], price, min_q, required, sales,
             round(sales * price * (6 + ${draw('i', 3, 17)}) / 100.0, 2), (${groups})[1 + ${draw('i', 4, 6)} : ${draw('i', 4, 6)} + ${draw('i', 5, 4)}],
             required, CASE WHEN ${draw('i', 6, 10)} = 0 THEN NULL ELSE ${draw('i', 7, 1000)} % (2 * required + 1) END,
             CASE WHEN ${draw('i', 8, 10)} = 0 THEN NULL ELSE ${draw('i', 9, 31)} END,
             ARRAY[${initiativeAt(1)}, ${initiativeAt(2)}, ${initiativeAt(3)}]
      FROM (
        SELECT i, k, j, price, min_q, min_q + ${draw('k', 10, 11)} AS required,
               CASE WHEN ${draw('i', 11, 7)} = 0 THEN 0 ELSE ${draw('i', 12, 400)} END AS sales
        FROM (SELECT i, i / ${ROWS_PER_PRODUCT} AS k, i % ${ROWS_PER_PRODUCT} AS j, 1 + ${draw(`i / ${ROWS_PER_PRODUCT}`, 13, 3)} AS min_q,
                     ${priceOf(`i / ${ROWS_PER_PRODUCT}`)} AS price
              FROM generate_series(${from}::int, ${to}::int) AS i) AS drawn
      ) AS row`),
  );
  // PGlite has no autovacuum: without statistics the planner read a page of the fresh million rows
  // three times slower (5-6 s against under 2 s on a busy machine).
  await db.execute(sql`ANALYZE forecast_rows, products, puls_stock`);
}
