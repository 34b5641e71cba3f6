import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { PurchasePosition } from '../../../src/api/contract/purchase-order';
import type { Database } from '../../db/connect';
import { initiatives, products as p, purchasePositions as pp } from '../../db/schema';

export type Source = 'rt' | 'regular';

/**
 * A position as the database hands it over: one JSON array of its values. As the forecast's pages
 * (server/services/forecast/rows.ts), the whole list is one json_agg value read with one
 * JSON.parse: 100 000 positions column by column were several times slower on PGlite.
 */
type RowValues = [
  initiativeId: number,
  productId: number,
  promoter: string,
  nominalPrice: number,
  planAmount: number | null,
  purchasedAmount: number | null,
  balance: number | null,
  orderAmount: number | null,
  otherInitiativeIds: number[],
  possibleSupplierGroups: string[],
  /** null: the product is missing from the catalogue (positions have no foreign keys, schema.ts). */
  productName: string | null,
  barcodes: string[] | null,
];
const rowValues = sql`json_build_array(${pp.initiativeId}, ${pp.productId}, ${pp.promoter}, ${pp.nominalPrice}, ${pp.planAmount},
  ${pp.purchasedAmount}, ${pp.balance}, ${pp.orderAmount}, ${pp.otherInitiativeIds}, ${pp.possibleSupplierGroups}, ${p.name}, ${p.barcodes})`;

/**
 * One service's purchase positions of the pharmacy under the given initiatives, as the contract
 * answers them, by initiative and product. Names of products come from the catalogue, of
 * initiatives from `nameOf`.
 */
export async function purchasePositions(
  db: Database,
  pharmacyId: number,
  source: Source,
  initiativeIds: readonly number[],
  nameOf: (initiativeId: number) => string,
): Promise<PurchasePosition[]> {
  if (initiativeIds.length === 0) return [];
  const [{ rows }] = await db
    .select({ rows: sql<RowValues[] | null>`json_agg(${rowValues} order by ${pp.initiativeId}, ${pp.productId})` })
    .from(pp)
    .leftJoin(p, eq(p.id, pp.productId))
    .where(and(eq(pp.pharmacyId, pharmacyId), eq(pp.source, source), inArray(pp.initiativeId, [...initiativeIds])));
  return (rows ?? []).map((v) => ({
    initiativeId: v[0],
    initiativeName: nameOf(v[0]),
    promoter: v[2],
    promotionalProductId: v[1],
    promotionalProductName: v[10] ?? `Товар с кодом ${v[1]}`,
    barcodes: v[11] ?? [],
    nominalPrice: v[3],
    planAmount: v[4],
    purchasedAmount: v[5],
    balance: v[6],
    orderAmount: v[7],
    otherInitiativeIds: v[8],
    otherInitiativeNames: v[8].map(nameOf),
    possibleSupplierGroups: v[9],
  }));
}

/**
 * Which of the initiatives the pharmacy has positions of, in either service. One probe of the
 * primary key per initiative and service, so 100 000 positions are not read to learn a dozen ids.
 */
export async function initiativesWithPositions(db: Database, pharmacyId: number, initiativeIds: readonly number[]): Promise<Set<number>> {
  if (initiativeIds.length === 0) return new Set();
  const listed = (source: Source) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(pp)
        .where(and(eq(pp.pharmacyId, pharmacyId), eq(pp.source, source), eq(pp.initiativeId, initiatives.id))),
    );
  const rows = await db
    .select({ id: initiatives.id })
    .from(initiatives)
    .where(and(inArray(initiatives.id, [...initiativeIds]), or(listed('rt'), listed('regular'))));
  return new Set(rows.map((row) => row.id));
}
