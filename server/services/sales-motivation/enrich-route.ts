import { and, eq, inArray, max } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { salesMotivationCalls } from '../../../src/api/contract/sales-motivation';
import type { Database } from '../../db/connect';
import { forecastRows, products } from '../../db/schema';
import { badRequest } from '../../core/errors';
import { fieldMessage } from '../../http/input';
import { route } from '../../http/route';
import { askedPharmacy } from '../purchase-order/scope';

/**
 * Packs of each product the pharmacy sold over the last month: the 30-day sales its profit
 * forecast reports (the largest figure where the product is in several initiatives), whole packs;
 * 0 when the forecast does not list the product.
 */
async function lastMonthSales(db: Database, pharmacyId: number, productIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: forecastRows.productId, sold: max(forecastRows.regionalSalesQuantity) })
    .from(forecastRows)
    .where(and(eq(forecastRows.pharmacyId, pharmacyId), inArray(forecastRows.productId, [...productIds])))
    .groupBy(forecastRows.productId);
  return new Map(rows.map((row) => [row.productId, Math.round(Number(row.sold ?? 0))]));
}

/** What the plan table shows of the products added to it (§2.7), in the order asked. */
export function enrichRoute(app: FastifyInstance) {
  // No body is an empty one: its missing productIds are named in the 400.
  const options = { permissions: ['READ_REPORTS' as const], beforeParse: (request: FastifyRequest) => void (request.body ??= {}) };
  route(app, salesMotivationCalls.enrichMotivationProducts, options, async ({ body: { pharmacyId, productIds } }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, pharmacyId);
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return [];
    const catalogue = new Map((await app.db.select().from(products).where(inArray(products.id, ids))).map((row) => [row.id, row]));
    const unknown = ids.filter((id) => !catalogue.has(id));
    if (unknown.length > 0)
      throw badRequest(
        fieldMessage('productIds', `товары не найдены: ${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? '…' : ''}`),
      );
    const sales = await lastMonthSales(app.db, pharmacy.id, ids);
    return ids.map((id) => {
      const product = catalogue.get(id)!;
      return { id, promotionalProductName: product.name, lastMonthSale: sales.get(id) ?? 0, nominalPrice: product.nominalPrice };
    });
  });
}
