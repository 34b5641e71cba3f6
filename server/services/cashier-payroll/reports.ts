import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateParam, payrollRoutes, type FulfilledPlanBonusPoints, type PayrollSales, type PharmacyStat } from '../../../src/api/contract/payroll';
import type { SignedInUser } from '../../auth/access-token';
import type { Database } from '../../db/connect';
import { cashierMonthSales, cashiers } from '../../db/schema';
import { parseInput } from '../../http/input';
import { askedPharmacy } from '../purchase-order/scope';
import { measuredStat } from './month-figures';
import { checkedMonth, PharmacyIdQuery } from './scope';

/** The month in the path and the pharmacy: a pharmacy user's own; staff name it with `?pharmacyId=`. */
async function monthAndPharmacy(db: Database, user: SignedInUser, params: unknown, query: unknown) {
  const month = checkedMonth(parseInput(DateParam, params).date, 'date');
  const { pharmacyId } = parseInput(PharmacyIdQuery, query);
  const pharmacy = await askedPharmacy(db, user, pharmacyId);
  return { month, pharmacyId: pharmacy.id };
}

/** The measured sales of the pharmacy's cashiers in the month, in table order; cashiers who sold nothing are absent. */
const salesOfMonth = (db: Database, pharmacyId: number, month: string) =>
  db
    .select({ cashierFullName: cashiers.fullName, sales: cashierMonthSales })
    .from(cashierMonthSales)
    .innerJoin(cashiers, eq(cashiers.id, cashierMonthSales.cashierId))
    .where(and(eq(cashiers.pharmacyId, pharmacyId), eq(cashierMonthSales.month, month)))
    .orderBy(asc(cashiers.position), asc(cashiers.id));

/**
 * The sales reports' three cashier calls (reports-and-foundation §7) under /api/reports: what
 * was measured, never what the payroll screen saved.
 */
export async function cashierReports(app: FastifyInstance) {
  const paths = payrollRoutes.reports;
  const config = { permissions: ['READ_REPORTS'] as const };

  app.get<{ Reply: PharmacyStat }>(paths.statsByMonth, { config }, async (request) => {
    const { month, pharmacyId } = await monthAndPharmacy(app.db, request.user, request.params, request.query);
    return measuredStat(app.db, pharmacyId, month);
  });

  app.get<{ Reply: PayrollSales }>(paths.saleByMonth, { config }, async (request) => {
    const { month, pharmacyId } = await monthAndPharmacy(app.db, request.user, request.params, request.query);
    return (await salesOfMonth(app.db, pharmacyId, month)).map(({ cashierFullName, sales }) => ({
      cashierFullName,
      salesMargin: sales.salesMargin,
      salesYctmBonus: sales.salesYctmBonus,
      retailSumNdsOut: sales.retailSumNdsOut,
      uniqueCheckCount: sales.uniqueCheckCount,
      nomenclatureAvgCount: sales.nomenclatureAvgCount,
    }));
  });

  app.get<{ Reply: FulfilledPlanBonusPoints }>(paths.fulfilledPlanBonusPointsByMonth, { config }, async (request) => {
    const { month, pharmacyId } = await monthAndPharmacy(app.db, request.user, request.params, request.query);
    return (await salesOfMonth(app.db, pharmacyId, month)).map(({ cashierFullName, sales }) => ({
      cashierFullName,
      initiativeSaleQuantityPlan: sales.initiativeSaleQuantityPlan,
      initiativeSaleQuantity: sales.initiativeSaleQuantity,
      initiativeBonus: sales.initiativeBonus,
    }));
  });
}
