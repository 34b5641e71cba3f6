import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import type { DemoInitiative } from './running-initiatives';
import { ROWS_PER_PRODUCT, draw, writeScaleSeed } from './scale-sql';

/**
 * SEED_PURCHASE_POSITIONS: apteka1's real-time purchase positions at benchmark size, written by
 * PostgreSQL itself as forecast-scale.ts writes the forecast (see scale-sql.ts: the same rows every run).
 * Each product is in four of the initiatives and names the other three. Products get ids from
 * PURCHASE_SCALE_PRODUCT_BASE on (clear of the forecast's scale products), the demo's names with a
 * batch number; MSK-01 stocks nine in ten of them.
 */
export const PURCHASE_SCALE_PRODUCT_BASE = 5_000_000;

export function seedScalePurchasePositions(db: Database, rows: number, initiatives: readonly DemoInitiative[]): Promise<void> {
  return writeScaleSeed(db, rows, initiatives, {
    products: { base: PURCHASE_SCALE_PRODUCT_BASE, batchWord: 'партия', barcodePrefix: '47', priceSalt: 31, stockSalt: 32 },
    table: 'purchase_positions',
    // A position's price is its product's; a quarter of balances are 0, one in four positions has no supplier group.
    rowsBetween: ({ promoters, promoterCount, groups, initiativeAt }, from, to) => sql`
      INSERT INTO purchase_positions (pharmacy_id, source, initiative_id, product_id, promoter, nominal_price, plan_amount,
        purchased_amount, balance, order_amount, other_initiative_ids, possible_supplier_groups)
      SELECT 1, 'rt', ${initiativeAt(0)}, ${PURCHASE_SCALE_PRODUCT_BASE} + k, (${promoters})[1 + k % ${promoterCount}], pr.nominal_price,
             plan, purchased, CASE WHEN ${draw('i', 33, 4)} = 0 THEN 0 ELSE 1 + ${draw('i', 34, 30)} END,
             CASE WHEN plan IS NULL THEN ${draw('i', 35, 7)} ELSE greatest(plan - purchased, 0) END,
             ARRAY[${initiativeAt(1)}, ${initiativeAt(2)}, ${initiativeAt(3)}],
             (${groups})[1 + ${draw('i', 36, 6)} : ${draw('i', 36, 6)} + ${draw('i', 37, 4)}]
      FROM (
        SELECT i, i / ${ROWS_PER_PRODUCT} AS k, i % ${ROWS_PER_PRODUCT} AS j,
               CASE WHEN ${draw('i', 38, 7)} = 0 THEN NULL ELSE 4 + ${draw('i', 39, 37)} END AS plan, ${draw('i', 40, 57)} AS purchased
        FROM generate_series(${from}::int, ${to}::int) AS i
      ) AS drawn
      JOIN products pr ON pr.id = ${PURCHASE_SCALE_PRODUCT_BASE} + k`,
  });
}
