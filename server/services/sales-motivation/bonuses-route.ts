import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { salesMotivationCalls } from '../../../src/api/contract/sales-motivation';
import { round2, sumMoney } from '../../../src/domain/shared/money';
import { cashierMonthSales, cashiers, products } from '../../db/schema';
import { route } from '../../http/route';
import { askedPharmacy } from '../purchase-order/scope';
import { savedPlan } from './plans';
import { wholeShares } from './whole-shares';

/**
 * GET bonuses/{date}: each cashier's extra initiative bonus of the month starting {date}: per
 * product of the month's plan, its plan, the packs sold (the cashier's measured packs split over its plans: wholeShares), the bonus per pack and
 * bonus = sold × points to the kopeck; initiativeBonus is their sum.
 */
export function bonusesRoute(app: FastifyInstance) {
  route(
    app,
    salesMotivationCalls.cashierInitiativeBonuses,
    { permissions: ['READ_REPORTS'] },
    async ({ params: { date }, query: { pharmacyId } }, request) => {
      const pharmacy = await askedPharmacy(app.db, request.user, pharmacyId);
      const staff = await app.db
        .select({ id: cashiers.id, fullName: cashiers.fullName, sold: cashierMonthSales.initiativeSaleQuantity })
        .from(cashiers)
        .leftJoin(cashierMonthSales, and(eq(cashierMonthSales.cashierId, cashiers.id), eq(cashierMonthSales.month, date)))
        .where(eq(cashiers.pharmacyId, pharmacy.id))
        .orderBy(cashiers.position, cashiers.id);
      const planned = (await savedPlan(app.db, pharmacy.id, date))?.productProperties ?? [];
      const ids = planned.map((property) => property.promotionalProductId);
      const names = new Map(
        ids.length === 0
          ? []
          : (await app.db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))).map((row) => [
              row.id,
              row.name,
            ]),
      );

      return staff.map((cashier) => {
        const plans = planned.map(
          (property) => property.cashierObjective.find((objective) => objective.cashierNameFull === cashier.fullName)?.plan ?? 0,
        );
        const sold = wholeShares(cashier.sold ?? 0, plans);
        const rows = planned.map((property, index) => ({
          promotionalProductId: property.promotionalProductId,
          promotionalProductName: names.get(property.promotionalProductId) ?? `Товар №${property.promotionalProductId}`,
          plan: plans[index],
          sold: sold[index],
          points: property.points,
          bonus: round2(sold[index] * property.points),
        }));
        return { cashierFullName: cashier.fullName, initiativeBonus: sumMoney(rows.map((row) => row.bonus)), products: rows };
      });
    },
  );
}
