import * as v from 'valibot';
import { declareCalls } from './call';
import { extension, staffPharmacy } from './extension';
import { Id } from './ids';
import { FulfilledPlanBonusPoints, MonthStart, PayrollSales, PharmacyStat } from './payroll';
import { tags } from './tags';

/**
 * The sales reports' three cashier calls (reports-and-foundation §7) under /reports: what was
 * measured for a month, never what the payroll screen saved. The month is the path's `date`.
 */

/** The first day of a month of the years the distributor can have data for. */
export const ReportMonthParams = v.object({
  date: v.pipe(
    MonthStart,
    v.check((month) => {
      const year = Number(month.slice(0, 4));
      return year >= 2000 && year <= 2999;
    }, 'месяц вне допустимого диапазона (2000–2999 годы)'),
  ),
});

/**
 * The spec names no parameter but the month: the pharmacy is a pharmacy user's own whatever it
 * names; staff name one with our `?pharmacyId=`.
 */
export const ReportPharmacyQuery = v.object({ pharmacyId: extension(v.optional(Id), staffPharmacy) });

const month = { params: ReportMonthParams, query: ReportPharmacyQuery, errors: [404] } as const;

export const cashierReportCalls = declareCalls(tags.payroll, {
  payrollStatsByMonth: {
    method: 'GET',
    path: '/reports/cashier/payroll-stats-by-month/{date}',
    summary: 'Показатели зарплаты первостольников аптеки за месяц',
    ...month,
    answer: { json: PharmacyStat },
  },
  payrollSaleByMonth: {
    method: 'GET',
    path: '/reports/cashier/payroll-sale-by-month/{date}',
    summary: 'Продажи первостольников аптеки за месяц',
    ...month,
    answer: { json: PayrollSales },
  },
  fulfilledPlanBonusPointsByMonth: {
    method: 'GET',
    path: '/reports/cashier/fulfilled-plan-bonus-points-by-month/{date}',
    summary: 'Баллы за выполненный план первостольников за месяц',
    ...month,
    answer: { json: FulfilledPlanBonusPoints },
  },
});
