import { asc, eq } from 'drizzle-orm';
import type { ForecastRowWire } from '../../../src/api/contract/forecast';
import type { Database } from '../../db/connect';
import { forecastRows, initiatives, products } from '../../db/schema';

export interface Page {
  offset: number;
  limit: number;
}

/**
 * One page of a pharmacy's forecast, in the forecast's own order (`line`), so consecutive pages
 * neither repeat nor skip a row. Product names and barcodes come from the catalogue, initiative
 * names from the pharmacy's initiatives.
 */
export async function forecastPage(db: Database, pharmacyId: number, { offset, limit }: Page): Promise<ForecastRowWire[]> {
  const rows = await db
    .select({
      row: forecastRows,
      initiativeName: initiatives.name,
      productName: products.name,
      barcodes: products.barcodes,
    })
    .from(forecastRows)
    .innerJoin(initiatives, eq(initiatives.id, forecastRows.initiativeId))
    .innerJoin(products, eq(products.id, forecastRows.productId))
    .where(eq(forecastRows.pharmacyId, pharmacyId))
    .orderBy(asc(forecastRows.line))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];

  // The pharmacy has a few hundred initiatives at most; one read names every "other" one.
  const names = new Map(
    (await db.select({ id: initiatives.id, name: initiatives.name }).from(initiatives).where(eq(initiatives.pharmacyId, pharmacyId))).map(
      (initiative) => [initiative.id, initiative.name],
    ),
  );
  const other = (id: number) => ({ id, name: names.get(id) ?? `Инициатива №${id}` });

  return rows.map(({ row, initiativeName, productName, barcodes }) => ({
    initiativeId: row.initiativeId,
    initiativeName,
    promoter: row.promoter,
    promotionalProductId: row.productId,
    promotionalProductName: productName,
    barcodes,
    regionalPurchasingPrice: row.regionalPurchasingPrice,
    minQuantity: row.minQuantity,
    requiredQuantity: row.requiredQuantity,
    regionalSalesQuantity: row.regionalSalesQuantity,
    possibleProfit: row.possibleProfit,
    possibleSupplierGroups: row.possibleSupplierGroups,
    quantityForOrder: row.quantityForOrder,
    purchasedAmount: row.purchasedAmount,
    balance: row.balance,
    otherInitiatives: row.otherInitiativeIds.map(other),
  }));
}
