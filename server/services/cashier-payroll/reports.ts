import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cashierReportCalls } from '../../../src/api/contract/cashier-reports';
import type { SignedInUser } from '../../auth/access-token';
import type { Database } from '../../db/connect';
import { cashierMonthSales, cashiers } from '../../db/schema';
import { route, type RouteOptions } from '../../http/route';
import { askedPharmacy } from '../purchase-order/scope';
import { measuredStat } from './month-figures';

/** The month in the path and the pharmacy: a pharmacy user's own; staff name it with `?pharmacyId=`. */
async function monthAndPharmacy(
  db: Database,
  user: SignedInUser,
  { params, query }: { params: { date: string }; query: { pharmacyId?: number } },
) {
  const pharmacy = await askedPharmacy(db, user, query.pharmacyId);
  return { month: params.date, pharmacyId: pharmacy.id };
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
  const options: RouteOptions = { permissions: ['READ_REPORTS'] };
  const { payrollStatsByMonth, payrollSaleByMonth, fulfilledPlanBonusPointsByMonth } = cashierReportCalls;

  route(app, payrollStatsByMonth, options, async (input, request) => {
    const { month, pharmacyId } = await monthAndPharmacy(app.db, request.user, input);
    return measuredStat(app.db, pharmacyId, month);
  });

  route(app, payrollSaleByMonth, options, async (input, request) => {
    const { month, pharmacyId } = await monthAndPharmacy(app.db, request.user, input);
    return (await salesOfMonth(app.db, pharmacyId, month)).map(({ cashierFullName, sales }) => ({
      cashierFullName,
      salesMargin: sales.salesMargin,
      salesYctmBonus: sales.salesYctmBonus,
      retailSumNdsOut: sales.retailSumNdsOut,
      uniqueCheckCount: sales.uniqueCheckCount,
      nomenclatureAvgCount: sales.nomenclatureAvgCount,
    }));
  });

  route(app, fulfilledPlanBonusPointsByMonth, options, async (input, request) => {
    const { month, pharmacyId } = await monthAndPharmacy(app.db, request.user, input);
    return (await salesOfMonth(app.db, pharmacyId, month)).map(({ cashierFullName, sales }) => ({
      cashierFullName,
      initiativeSaleQuantityPlan: sales.initiativeSaleQuantityPlan,
      initiativeSaleQuantity: sales.initiativeSaleQuantity,
      initiativeBonus: sales.initiativeBonus,
    }));
  });
}
