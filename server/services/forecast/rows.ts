import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ForecastRowWire } from '../../../src/api/contract/forecast';
import type { Database } from '../../db/connect';
import { forecastRows as f, initiatives, products as p } from '../../db/schema';

export interface Page {
  offset: number;
  limit: number;
}

/**
 * A row travels from the database as ONE text: PGlite turns every column of every row into a JS
 * value one at a time, and a page of 50 000 rows × 17 columns took 4-5 s that way against under
 * 1 s packed (docs/decisions.md). Fields are separated by U+001E; texts and text lists go as
 * JSON, which escapes every control character, so no value can contain the separator.
 */
const SEPARATOR = '\u001e';
const packed = sql<string>`concat_ws(chr(30), ${f.initiativeId}, ${f.productId}, to_json(${f.promoter}), ${f.regionalPurchasingPrice},
  ${f.minQuantity}, ${f.requiredQuantity}, ${f.regionalSalesQuantity}, ${f.possibleProfit}, to_json(${f.possibleSupplierGroups}),
  ${f.quantityForOrder}, coalesce(${f.purchasedAmount}::text, 'null'), coalesce(${f.balance}::text, 'null'),
  array_to_string(${f.otherInitiativeIds}, ','), coalesce(to_json(${p.name})::text, 'null'), coalesce(to_json(${p.barcodes})::text, '[]'))`;

const nullableNumber = (text: string) => (text === 'null' ? null : Number(text));
const ids = (text: string) => (text === '' ? [] : text.split(',').map(Number));

function unpack(text: string, nameOf: (initiativeId: number) => string): ForecastRowWire {
  const v = text.split(SEPARATOR);
  const productId = Number(v[1]);
  const initiativeId = Number(v[0]);
  return {
    initiativeId,
    initiativeName: nameOf(initiativeId),
    promoter: JSON.parse(v[2]) as string,
    promotionalProductId: productId,
    // The forecast has no foreign keys (schema.ts): a product missing from the catalogue is named by its id.
    promotionalProductName: (JSON.parse(v[13]) as string | null) ?? `Товар с кодом ${productId}`,
    barcodes: JSON.parse(v[14]) as string[],
    regionalPurchasingPrice: Number(v[3]),
    minQuantity: Number(v[4]),
    requiredQuantity: Number(v[5]),
    regionalSalesQuantity: Number(v[6]),
    possibleProfit: Number(v[7]),
    possibleSupplierGroups: JSON.parse(v[8]) as string[],
    quantityForOrder: Number(v[9]),
    purchasedAmount: nullableNumber(v[10]),
    balance: nullableNumber(v[11]),
    otherInitiatives: ids(v[12]).map((id) => ({ id, name: nameOf(id) })),
  };
}

/**
 * One page of a pharmacy's forecast, in the forecast's own order (`line`), so consecutive pages
 * neither repeat nor skip a row. Product names and barcodes come from the catalogue, initiative
 * names from the pharmacy's initiatives.
 */
export async function forecastPage(db: Database, pharmacyId: number, { offset, limit }: Page): Promise<ForecastRowWire[]> {
  // OFFSET on the joined, packed rows would build every skipped row too (a million-row forecast's
  // last page built them all); the skip runs on the primary key alone, then one page is built.
  const skipped = alias(f, 'skipped');
  const firstLine = db
    .select({ line: skipped.line })
    .from(skipped)
    .where(eq(skipped.pharmacyId, pharmacyId))
    .orderBy(asc(skipped.line))
    .offset(offset)
    .limit(1);
  const rows = await db
    .select({ packed })
    .from(f)
    .leftJoin(p, eq(p.id, f.productId))
    .where(and(eq(f.pharmacyId, pharmacyId), gte(f.line, sql`(${firstLine})`)))
    .orderBy(asc(f.line))
    .limit(limit);
  if (rows.length === 0) return [];

  // A pharmacy has a few hundred initiatives at most: one read names them all.
  const named = await db.select({ id: initiatives.id, name: initiatives.name }).from(initiatives).where(eq(initiatives.pharmacyId, pharmacyId));
  const names = new Map(named.map((initiative) => [initiative.id, initiative.name]));
  const nameOf = (id: number) => names.get(id) ?? `Инициатива №${id}`;
  return rows.map((row) => unpack(row.packed, nameOf));
}
