import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { initiatives } from '../../db/schema';
import type { ForecastColumns } from './arrow-encode';

/**
 * The forecast read column by column: one query per record batch hands over each column as one
 * JSON array (json_agg per column), which the driver reads with one JSON.parse, so a batch of
 * 65 536 rows costs a few dozen arrays, not 65 536 row objects. Values are those of the JSON
 * pages (rows.ts): numeric columns as the same JSON numbers, a product missing from the
 * catalogue named by its id and without barcodes, initiatives named as the pages name them.
 */
interface BatchRow {
  rows: number;
  last_line: number | null;
  initiative_id: number[];
  promoter: string[];
  product_id: number[];
  product_name: string[];
  barcodes: string[][];
  regional_purchasing_price: number[];
  min_quantity: number[];
  required_quantity: number[];
  regional_sales_quantity: number[];
  possible_profit: number[];
  possible_supplier_groups: string[][];
  quantity_for_order: number[];
  purchased_amount: (number | null)[];
  balance: (number | null)[];
  other_initiative_ids: number[][];
}

export interface ColumnsBatch {
  columns: ForecastColumns;
  /** The `line` of the batch's last row: the next batch starts after it. */
  lastLine: number;
}

/** How a pharmacy's initiatives are named, as the JSON pages name them (rows.ts). */
export async function initiativeNamer(db: Database, pharmacyId: number): Promise<(id: number) => string> {
  const named = await db.select({ id: initiatives.id, name: initiatives.name }).from(initiatives).where(eq(initiatives.pharmacyId, pharmacyId));
  const names = new Map(named.map((initiative) => [initiative.id, initiative.name]));
  return (id) => names.get(id) ?? `Инициатива №${id}`;
}

/** The rows after `afterLine` (at most `limit`), as columns; null past the last row. */
export async function readColumns(db: Database, pharmacyId: number, afterLine: number, limit: number, nameOf: (id: number) => string): Promise<ColumnsBatch | null> {
  // Both drivers answer execute() with { rows }.
  const result = (await db.execute(sql`
    SELECT count(*)::int AS rows, max(line) AS last_line,
      coalesce(json_agg(initiative_id ORDER BY line), '[]') AS initiative_id,
      coalesce(json_agg(promoter ORDER BY line), '[]') AS promoter,
      coalesce(json_agg(product_id ORDER BY line), '[]') AS product_id,
      coalesce(json_agg(product_name ORDER BY line), '[]') AS product_name,
      coalesce(json_agg(barcodes ORDER BY line), '[]') AS barcodes,
      coalesce(json_agg(regional_purchasing_price ORDER BY line), '[]') AS regional_purchasing_price,
      coalesce(json_agg(min_quantity ORDER BY line), '[]') AS min_quantity,
      coalesce(json_agg(required_quantity ORDER BY line), '[]') AS required_quantity,
      coalesce(json_agg(regional_sales_quantity ORDER BY line), '[]') AS regional_sales_quantity,
      coalesce(json_agg(possible_profit ORDER BY line), '[]') AS possible_profit,
      coalesce(json_agg(possible_supplier_groups ORDER BY line), '[]') AS possible_supplier_groups,
      coalesce(json_agg(quantity_for_order ORDER BY line), '[]') AS quantity_for_order,
      coalesce(json_agg(purchased_amount ORDER BY line), '[]') AS purchased_amount,
      coalesce(json_agg(balance ORDER BY line), '[]') AS balance,
      coalesce(json_agg(other_initiative_ids ORDER BY line), '[]') AS other_initiative_ids
    FROM (
      SELECT f.line, f.initiative_id, f.promoter, f.product_id,
        coalesce(p.name, 'Товар с кодом ' || f.product_id) AS product_name, coalesce(p.barcodes, '{}') AS barcodes,
        f.regional_purchasing_price, f.min_quantity, f.required_quantity, f.regional_sales_quantity, f.possible_profit,
        f.possible_supplier_groups, f.quantity_for_order, f.purchased_amount, f.balance, f.other_initiative_ids
      FROM forecast_rows f LEFT JOIN products p ON p.id = f.product_id
      WHERE f.pharmacy_id = ${pharmacyId} AND f.line > ${afterLine}
      ORDER BY f.line LIMIT ${limit}
    ) AS batch`)) as unknown as { rows: BatchRow[] };
  const b = result.rows[0];
  if (!b || b.rows === 0 || b.last_line === null) return null;
  return {
    lastLine: b.last_line,
    columns: {
      length: b.rows,
      initiativeId: b.initiative_id,
      initiativeName: b.initiative_id.map(nameOf),
      promoter: b.promoter,
      promotionalProductId: b.product_id,
      promotionalProductName: b.product_name,
      barcodes: b.barcodes,
      regionalPurchasingPrice: b.regional_purchasing_price,
      minQuantity: b.min_quantity,
      requiredQuantity: b.required_quantity,
      regionalSalesQuantity: b.regional_sales_quantity,
      possibleProfit: b.possible_profit,
      possibleSupplierGroups: b.possible_supplier_groups,
      quantityForOrder: b.quantity_for_order,
      purchasedAmount: b.purchased_amount,
      balance: b.balance,
      otherInitiativeIds: b.other_initiative_ids,
      nameOf,
    },
  };
}
