import { and, asc, eq } from 'drizzle-orm';
import type { RecommendedProduct } from '../../../src/api/contract/purchase-order';
import type { Database } from '../../db/connect';
import { products as p, pulsStock, recommendedProducts as rp } from '../../db/schema';
import type { PharmacyRow } from '../reports/pharmacy-scope';

/**
 * A recommended product with the initiative it is recommended for (the compose calls' initiative
 * filter). The purchased packs go out as `purchased`, one of the spec's two names for them.
 */
export interface Recommendation {
  initiativeId: number;
  product: Omit<RecommendedProduct, 'incomeAmount'>;
}

/**
 * The pharmacy's recommended order as the contract answers it: names and prices from the
 * catalogue, pulsBalance the stock of the pharmacy's own Пульс warehouse (0: not stocked; null: the
 * pharmacy has no warehouse). By initiative, then product.
 */
export async function recommendationsOf(db: Database, pharmacy: PharmacyRow): Promise<Recommendation[]> {
  const warehouse = pharmacy.pulsWarehouseCode;
  const rows = await db
    .select({ row: rp, name: p.name, barcodes: p.barcodes, price: p.nominalPrice, stock: pulsStock.stock })
    .from(rp)
    .leftJoin(p, eq(p.id, rp.productId))
    .leftJoin(pulsStock, and(eq(pulsStock.productId, rp.productId), eq(pulsStock.warehouseCode, warehouse ?? '')))
    .where(eq(rp.pharmacyId, pharmacy.id))
    .orderBy(asc(rp.initiativeId), asc(rp.productId));
  return rows.map(({ row, name, barcodes, price, stock }) => ({
    initiativeId: row.initiativeId,
    product: {
      productId: row.productId,
      productName: name ?? `Товар с кодом ${row.productId}`,
      promoterName: row.promoter,
      pulsCode: row.pulsCode,
      barcodes: barcodes ?? [],
      regionSaleQty: row.regionSaleQty,
      nominalPrice: price ?? 0,
      pulsBalance: warehouse === null ? null : (stock ?? 0),
      purchased: row.purchased,
      saleQty: row.saleQty,
      balance: row.balance,
      order: row.order,
      explanationDisplay: row.explanation,
      possibleSupplierGroups: row.possibleSupplierGroups,
    },
  }));
}
