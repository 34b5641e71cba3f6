import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ForecastRowWire } from '../../../src/api/contract/forecast';
import type { Database } from '../../db/connect';
import { initiativeNamer } from '../../reports/initiatives';
import { forecastRows as f, products as p } from '../../db/schema';

export interface Page {
  offset: number;
  /** null: every row from the offset on. */
  limit: number | null;
}

/**
 * A row as the database hands it over: one JSON array of its values, in this order. PGlite turns
 * every column of every row into a JS value one at a time (a page of 50 000 rows × 17 columns took
 * 4-5 s that way), so a row travels as one value, and a whole page as one JSON array of such rows,
 * which one JSON.parse reads (docs/decisions/forecast-json-pages.md).
 */
type RowValues = [
  initiativeId: number,
  productId: number,
  promoter: string,
  regionalPurchasingPrice: number,
  minQuantity: number,
  requiredQuantity: number,
  regionalSalesQuantity: number,
  possibleProfit: number,
  possibleSupplierGroups: string[],
  quantityForOrder: number,
  purchasedAmount: number | null,
  balance: number | null,
  otherInitiativeIds: number[],
  /** null: the product is missing from the catalogue (the forecast has no foreign keys, schema.ts). */
  productName: string | null,
  barcodes: string[] | null,
];
const rowValues = sql<RowValues>`json_build_array(${f.initiativeId}, ${f.productId}, ${f.promoter}, ${f.regionalPurchasingPrice},
  ${f.minQuantity}, ${f.requiredQuantity}, ${f.regionalSalesQuantity}, ${f.possibleProfit}, ${f.possibleSupplierGroups},
  ${f.quantityForOrder}, ${f.purchasedAmount}, ${f.balance}, ${f.otherInitiativeIds}, ${p.name}, ${p.barcodes})`;

function toWire(v: RowValues, nameOf: (initiativeId: number) => string): ForecastRowWire {
  const [initiativeId, productId] = v;
  return {
    initiativeId,
    initiativeName: nameOf(initiativeId),
    promoter: v[2],
    promotionalProductId: productId,
    // A product missing from the catalogue is named by its id.
    promotionalProductName: v[13] ?? `Товар с кодом ${productId}`,
    barcodes: v[14] ?? [],
    regionalPurchasingPrice: v[3],
    minQuantity: v[4],
    requiredQuantity: v[5],
    regionalSalesQuantity: v[6],
    possibleProfit: v[7],
    possibleSupplierGroups: v[8],
    quantityForOrder: v[9],
    purchasedAmount: v[10],
    balance: v[11],
    otherInitiatives: v[12].map((id) => ({ id, name: nameOf(id) })),
  };
}

/**
 * One page of a pharmacy's forecast, in the forecast's own order (`line`), so consecutive pages
 * neither repeat nor skip a row; with no limit, every row from the offset on. Product names and
 * barcodes come from the catalogue, initiative names from the pharmacy's initiatives.
 */
export async function forecastPage(db: Database, pharmacyId: number, { offset, limit }: Page): Promise<ForecastRowWire[]> {
  // OFFSET on the joined rows would build every skipped row too (a million-row forecast's last
  // page built them all); the skip runs on the primary key alone, then one page is built.
  const skipped = alias(f, 'skipped');
  const firstLine = db
    .select({ line: skipped.line })
    .from(skipped)
    .where(eq(skipped.pharmacyId, pharmacyId))
    .orderBy(asc(skipped.line))
    .offset(offset)
    .limit(1);
  const rowsFrom = db
    .select({ line: f.line, values: rowValues.as('values') })
    .from(f)
    .leftJoin(p, eq(p.id, f.productId))
    .where(and(eq(f.pharmacyId, pharmacyId), gte(f.line, sql`(${firstLine})`)))
    .orderBy(asc(f.line));
  const page = (limit === null ? rowsFrom : rowsFrom.limit(limit)).as('page');
  // json_agg: the page is one value, which the driver reads with one JSON.parse; null when empty.
  const [{ rows }] = await db.select({ rows: sql<RowValues[] | null>`json_agg(${page.values} order by ${page.line})` }).from(page);
  if (!rows) return [];

  const nameOf = await initiativeNamer(db, pharmacyId);
  return rows.map((values) => toWire(values, nameOf));
}
