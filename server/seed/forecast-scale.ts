import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import type { DemoInitiative } from './running-initiatives';
import { ROWS_PER_PRODUCT, draw, scalePrice, writeScaleSeed } from './scale-sql';

/**
 * SEED_FORECAST_ROWS: apteka1's forecast at benchmark size, written by PostgreSQL itself (see
 * scale-sql.ts), the same forecast every run. Each product is in four of the initiatives: a row's other initiatives are the
 * product's three other rows. Products get ids from SCALE_PRODUCT_BASE on, the demo's names with a
 * batch number, 13-digit barcodes (one in 20 without), and MSK-01 stocks nine in ten of them.
 */
export const SCALE_PRODUCT_BASE = 1_000_000;

/** One pack's price of scale product k, 10 to 5 010 RUB; the product and its rows agree. */
const priceOf = (k: string) => scalePrice(k, 1);

export function seedScaleForecast(db: Database, rows: number, initiatives: readonly DemoInitiative[]): Promise<void> {
  return writeScaleSeed(db, rows, initiatives, {
    products: { base: SCALE_PRODUCT_BASE, batchWord: 'серия', barcodePrefix: '46', priceSalt: 1, stockSalt: 2 },
    table: 'forecast_rows',
    rowsBetween: ({ promoters, promoterCount, groups, initiativeAt }, from, to) => sql`
      INSERT INTO forecast_rows (pharmacy_id, line, initiative_id, product_id, promoter, regional_purchasing_price, min_quantity,
        required_quantity, regional_sales_quantity, possible_profit, possible_supplier_groups, quantity_for_order, purchased_amount,
        balance, other_initiative_ids)
      SELECT 1, i, ${initiativeAt(0)}, ${SCALE_PRODUCT_BASE} + k, (${promoters})[1 + k % ${promoterCount}], price, min_q, required, sales,
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
      ) AS row`,
  });
}
