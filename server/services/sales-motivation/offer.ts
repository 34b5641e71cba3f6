import { and, eq, inArray, lte, gte } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import {
  forecastRows,
  initiatives,
  products,
  purchasePositions,
  recommendedProducts,
  reportDownloadRows,
  reportRows,
  rgPositions,
} from '../../db/schema';
import type { ContractRow } from './contracts';

/** A product the pharmacy may motivate, with where it comes from: an initiative's position or a contract. */
export interface Offer {
  productId: number;
  promoter: string;
  initiativeId: number | null;
  contractId: number | null;
}

interface NamedProduct {
  productId: number;
  /** Some spreadsheet rows name the promoter beside the product; report rows do not. */
  promoter?: string;
}

/** The products a report's or a spreadsheet's rows name (every layout but the matrix levels carries `product`). */
function productsIn(rows: unknown): NamedProduct[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    const { product, promoter } = (row ?? {}) as { product?: { id?: unknown } | null; promoter?: unknown };
    if (typeof product?.id !== 'number') return [];
    return [typeof promoter === 'string' && promoter !== '' ? { productId: product.id, promoter } : { productId: product.id }];
  });
}

/**
 * The products the pharmacy's running initiatives name elsewhere than in purchase positions, for
 * the initiatives that have none: a «Мотивация первостольников» is not ordered through the order
 * screens, and its report (points per pack sold) is where the distributor lists its products; a
 * downloadable type lists them in its spreadsheet rows, a recommended-goods one in its
 * recommendations.
 */
async function productsNamedElsewhere(
  db: Database,
  pharmacyId: number,
  now: Date,
  positioned: ReadonlySet<number>,
): Promise<{ productId: number; initiativeId: number; promoter?: string }[]> {
  const running = and(eq(initiatives.pharmacyId, pharmacyId), lte(initiatives.periodFrom, now), gte(initiatives.periodTo, now));
  const reports = [
    ...(await db
      .select({ initiativeId: reportRows.initiativeId, rows: reportRows.rows })
      .from(reportRows)
      .innerJoin(initiatives, eq(initiatives.id, reportRows.initiativeId))
      .where(running)),
    ...(await db
      .select({ initiativeId: reportDownloadRows.initiativeId, rows: reportDownloadRows.rows })
      .from(reportDownloadRows)
      .innerJoin(initiatives, eq(initiatives.id, reportDownloadRows.initiativeId))
      .where(running)),
  ];
  const recommended = await db
    .select({
      productId: recommendedProducts.productId,
      initiativeId: recommendedProducts.initiativeId,
      promoter: recommendedProducts.promoter,
    })
    .from(recommendedProducts)
    .innerJoin(initiatives, eq(initiatives.id, recommendedProducts.initiativeId))
    .where(and(eq(recommendedProducts.pharmacyId, pharmacyId), running));
  const named = [
    ...reports.flatMap((report) => productsIn(report.rows).map((named) => ({ ...named, initiativeId: report.initiativeId }))),
    ...recommended,
  ].filter((each) => !positioned.has(each.initiativeId));
  const seen = new Set<string>();
  return named.filter((each) => {
    const key = `${each.initiativeId}:${each.productId}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Those the catalogue knows: a plan row is a catalogue product (enrich-product names and prices it). */
async function catalogued<T extends { productId: number }>(db: Database, named: T[]): Promise<T[]> {
  const ids = [...new Set(named.map((each) => each.productId))];
  if (ids.length === 0) return [];
  const known = new Set((await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((row) => row.id));
  return named.filter((each) => known.has(each.productId));
}

/**
 * Who promotes each of these products, as the pharmacy's own data names it: its purchase, RG and
 * recommended positions, the running contracts, then its forecast. A report names a product
 * without its promoter; the first source that knows it wins.
 */
async function promotersOf(
  db: Database,
  pharmacyId: number,
  productIds: readonly number[],
  contracts: readonly ContractRow[],
): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (productIds.length === 0) return found;
  const ids = [...productIds];
  const sources = [
    () =>
      db
        .selectDistinct({ productId: purchasePositions.productId, promoter: purchasePositions.promoter })
        .from(purchasePositions)
        .where(and(eq(purchasePositions.pharmacyId, pharmacyId), inArray(purchasePositions.productId, ids))),
    () =>
      db
        .select({ productId: rgPositions.productId, promoter: rgPositions.promoter })
        .from(rgPositions)
        .where(and(eq(rgPositions.pharmacyId, pharmacyId), inArray(rgPositions.productId, ids))),
    () =>
      db
        .select({ productId: recommendedProducts.productId, promoter: recommendedProducts.promoter })
        .from(recommendedProducts)
        .where(and(eq(recommendedProducts.pharmacyId, pharmacyId), inArray(recommendedProducts.productId, ids))),
    async () => contracts.flatMap((contract) => contract.productIds.map((productId) => ({ productId, promoter: contract.promoter }))),
    () =>
      db
        .selectDistinct({ productId: forecastRows.productId, promoter: forecastRows.promoter })
        .from(forecastRows)
        .where(and(eq(forecastRows.pharmacyId, pharmacyId), inArray(forecastRows.productId, ids))),
  ];
  for (const source of sources) {
    if (ids.every((id) => found.has(id))) break;
    for (const row of await source()) if (!found.has(row.productId)) found.set(row.productId, row.promoter);
  }
  return found;
}

/**
 * What the plan editor's filters choose among: the pharmacy's purchase positions (both report
 * services), the products its other running initiatives name (productsNamedElsewhere), and the running
 * contracts' products. Filters narrow these by initiative, promoter and contract. `allContracts`
 * are the running contracts (they name promoters); `offered` those whose products are offers.
 */
export async function offersOf(
  db: Database,
  pharmacyId: number,
  now: Date,
  allContracts: readonly ContractRow[],
  offered: readonly ContractRow[],
): Promise<Offer[]> {
  const positions = await db
    .selectDistinct({
      productId: purchasePositions.productId,
      promoter: purchasePositions.promoter,
      initiativeId: purchasePositions.initiativeId,
    })
    .from(purchasePositions)
    .where(eq(purchasePositions.pharmacyId, pharmacyId));
  const named = await catalogued(
    db,
    await productsNamedElsewhere(db, pharmacyId, now, new Set(positions.map((position) => position.initiativeId))),
  );
  const unknown = named.filter((each) => each.promoter === undefined).map((each) => each.productId);
  const promoters = await promotersOf(db, pharmacyId, [...new Set(unknown)], allContracts);
  return [
    ...positions.map((position) => ({ ...position, contractId: null })),
    // A product no source names a promoter for is still offered; only the promoter filter misses it.
    ...named.map(({ productId, initiativeId, promoter }) => ({
      productId,
      initiativeId,
      promoter: promoter ?? promoters.get(productId) ?? '',
      contractId: null,
    })),
    ...offered.flatMap((contract) =>
      contract.productIds.map((productId) => ({ productId, promoter: contract.promoter, initiativeId: null, contractId: contract.id })),
    ),
  ];
}
