import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purchaseOrderCalls, type RgPosition } from '../../../src/api/contract/purchase-order';
import { matchingIndices } from '../../../src/domain/orders/purchase/matching';
import { fromRgPosition } from '../../../src/domain/orders/purchase/normalize';
import type { Database } from '../../db/connect';
import { products as p, rgPositions as rg } from '../../db/schema';
import { route } from '../../http/route';
import { rgFilter } from './filter';
import { sortedTexts } from '../../../src/domain/shared/russian-order';
import { askedPharmacy, purchaseOrderOptions } from './scope';

/** The pharmacy's RG positions as the contract answers them, by product; names from the catalogue. */
async function rgPositionsOf(db: Database, pharmacyId: number): Promise<RgPosition[]> {
  const rows = await db
    .select({ row: rg, name: p.name, barcodes: p.barcodes })
    .from(rg)
    .leftJoin(p, eq(p.id, rg.productId))
    .where(eq(rg.pharmacyId, pharmacyId))
    .orderBy(asc(rg.productId));
  return rows.map(({ row, name, barcodes }) => ({
    promoter: row.promoter,
    promotionalProductId: row.productId,
    promotionalProductName: name ?? `Товар с кодом ${row.productId}`,
    barcodes: barcodes ?? [],
    nominalPrice: row.nominalPrice,
    purchasedAmount: row.purchasedAmount,
    balance: row.balance,
    orderAmount: row.orderAmount,
    otherInitiativeNames: row.otherInitiativeNames,
    possibleSupplierGroups: row.possibleSupplierGroups,
  }));
}

/** pharmacy-rg-promoters and recommended-goods (§2.4, §7.1): the RG order's promoters and positions. */
export function rgRoutes(app: FastifyInstance) {
  route(app, purchaseOrderCalls.rgPromoters, purchaseOrderOptions, async ({ query }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, query.pharmacyId);
    const rows = await app.db.selectDistinct({ promoter: rg.promoter }).from(rg).where(eq(rg.pharmacyId, pharmacy.id));
    return sortedTexts(rows.map((row) => row.promoter));
  });

  // Promoters, excluded initiatives (by name), zero balance, the price range, suppliers and products
  // as matching.ts reads them; a range whose bounds are crossed keeps nothing.
  route(app, purchaseOrderCalls.rgPositions, purchaseOrderOptions, async ({ body: query }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, query.pharmacyId);
    const wires = await rgPositionsOf(app.db, pharmacy.id);
    return Array.from(matchingIndices(wires.map(fromRgPosition), rgFilter(query)), (index) => wires[index]);
  });
}
