import { integer, type ArrowEngine } from './arrow-engine';

/**
 * How wide each quantity column of a pharmacy's Arrow answer is: the
 * narrowest type that holds every value of its forecast, found by one aggregate over its rows
 * before the first batch is written (the schema goes out first and a later batch cannot widen
 * it). Quantities are numeric(14,3): packs are whole in practice, so 1 or 2 bytes a value
 * instead of Float64's 8; a column with thousandths goes as Decimal64 of scale 3.
 */
export const quantityColumns = {
  minQuantity: 'min_quantity',
  requiredQuantity: 'required_quantity',
  regionalSalesQuantity: 'regional_sales_quantity',
  quantityForOrder: 'quantity_for_order',
  purchasedAmount: 'purchased_amount',
  balance: 'balance',
} as const;

export type QuantityColumn = keyof typeof quantityColumns;
/** Bits of a whole-number column, or 'decimal' (thousandths). */
export type QuantityWidth = 8 | 16 | 32 | 'decimal';
export type QuantityWidths = Readonly<Record<QuantityColumn, QuantityWidth>>;

const names = Object.keys(quantityColumns) as QuantityColumn[];

/** What holds any value the database can: the contract's answer when nothing is known of the values. */
export const widestQuantities: QuantityWidths = Object.fromEntries(names.map((name) => [name, 'decimal'])) as Record<
  QuantityColumn,
  QuantityWidth
>;

/** The narrowest width for a column whose largest magnitude is `largest` (null: no value at all). */
export function quantityWidth(largest: number | null, whole: boolean): QuantityWidth {
  if (!whole) return 'decimal';
  if (largest === null || largest <= 0x7f) return 8;
  if (largest <= 0x7fff) return 16;
  if (largest <= 0x7fff_ffff) return 32;
  return 'decimal';
}

/**
 * The query: for each quantity column its largest magnitude and whether every value is whole
 * (named: a driver keys a row by name), and, in the same pass over the rows, how many there are.
 */
export function widthsQuery(pharmacyId: number): string {
  const aggregates = Object.values(quantityColumns).map(
    (column) =>
      `max(abs(${column}))::text AS ${column}_largest, coalesce(bool_and(${column} = trunc(${column})), true)::text AS ${column}_whole`,
  );
  return `SELECT ${aggregates.join(', ')}, count(*)::text AS row_count FROM forecast_rows WHERE pharmacy_id = ${integer(pharmacyId)}`;
}

/** The widths, and the rows the answer will hold (announced in its schema: the decoder makes room once). */
export async function quantityWidths(engine: ArrowEngine, pharmacyId: number): Promise<{ widths: QuantityWidths; rows: number | null }> {
  const texts = await engine.selectTexts(widthsQuery(pharmacyId));
  if (!texts) return { widths: widestQuantities, rows: null };
  const widths = Object.fromEntries(
    names.map((name, i) => {
      const largest = texts[2 * i];
      return [name, quantityWidth(largest === null ? null : Number(largest), texts[2 * i + 1] === 'true')];
    }),
  ) as Record<QuantityColumn, QuantityWidth>;
  return { widths, rows: texts[2 * names.length] === null ? null : Number(texts[2 * names.length]) };
}
