import type { ForecastColumns } from './arrow-encode';
import { integer, type ArrowEngine } from './arrow-engine';

/**
 * The forecast read column by column: one query per record batch hands over each column as one
 * JSON array (json_agg per column), read with one JSON.parse each, so a batch of 65 536 rows
 * costs a few dozen arrays, not 65 536 row objects. Values are those of the JSON pages (rows.ts):
 * numeric columns as the same JSON numbers, a product missing from the catalogue named by its
 * id and without barcodes, initiatives named as the pages name them.
 */
const columns = [
  'initiative_id',
  'promoter',
  'product_id',
  'product_name',
  'barcodes',
  'regional_purchasing_price',
  'min_quantity',
  'required_quantity',
  'regional_sales_quantity',
  'possible_profit',
  'possible_supplier_groups',
  'quantity_for_order',
  'purchased_amount',
  'balance',
  'other_initiative_ids',
] as const;

/** The query of one batch: the row count, the last line, then each column as JSON text (named: a driver keys a row by name). */
export function batchQuery(pharmacyId: number, afterLine: number, limit: number): string {
  return `SELECT count(*)::text AS row_count, max(line)::text AS last_line,
      ${columns.map((column) => `coalesce(json_agg(${column} ORDER BY line), '[]')::text AS ${column}`).join(',\n      ')}
    FROM (
      SELECT f.line, f.initiative_id, f.promoter, f.product_id,
        coalesce(p.name, 'Товар с кодом ' || f.product_id) AS product_name, coalesce(p.barcodes, '{}') AS barcodes,
        f.regional_purchasing_price, f.min_quantity, f.required_quantity, f.regional_sales_quantity, f.possible_profit,
        f.possible_supplier_groups, f.quantity_for_order, f.purchased_amount, f.balance, f.other_initiative_ids
      FROM forecast_rows f LEFT JOIN products p ON p.id = f.product_id
      WHERE f.pharmacy_id = ${integer(pharmacyId)} AND f.line > ${integer(afterLine)}
      ORDER BY f.line LIMIT ${integer(limit)}
    ) AS batch`;
}

export interface ColumnsBatch {
  columns: ForecastColumns;
  /** The `line` of the batch's last row: the next batch starts after it. */
  lastLine: number;
}

/** The rows after `afterLine` (at most `limit`), as columns; null past the last row. */
export async function readColumns(
  engine: ArrowEngine,
  pharmacyId: number,
  afterLine: number,
  limit: number,
  nameOf: (id: number) => string,
): Promise<ColumnsBatch | null> {
  const texts = await engine.selectTexts(batchQuery(pharmacyId, afterLine, limit));
  if (!texts || texts[0] === null || texts[0] === '0' || texts[1] === null) return null;
  const json = texts.slice(2).map((text) => JSON.parse(text ?? '[]') as unknown);
  const column = <T>(name: (typeof columns)[number]) => json[columns.indexOf(name)] as T;
  const initiativeId = column<number[]>('initiative_id');
  return {
    lastLine: Number(texts[1]),
    columns: {
      length: Number(texts[0]),
      initiativeId,
      initiativeName: initiativeId.map(nameOf),
      promoter: column('promoter'),
      promotionalProductId: column('product_id'),
      promotionalProductName: column('product_name'),
      barcodes: column('barcodes'),
      regionalPurchasingPrice: column('regional_purchasing_price'),
      minQuantity: column('min_quantity'),
      requiredQuantity: column('required_quantity'),
      regionalSalesQuantity: column('regional_sales_quantity'),
      possibleProfit: column('possible_profit'),
      possibleSupplierGroups: column('possible_supplier_groups'),
      quantityForOrder: column('quantity_for_order'),
      purchasedAmount: column('purchased_amount'),
      balance: column('balance'),
      otherInitiativeIds: column('other_initiative_ids'),
      nameOf,
    },
  };
}
