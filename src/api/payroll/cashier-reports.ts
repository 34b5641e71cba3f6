import { cashierReportCalls } from '../contract/cashier-reports';
import type { FulfilledPlanBonusPoints, PayrollSales, PharmacyStat } from '../contract/payroll';
import { http } from '../shared/http';

/**
 * What the sales reports measured for a month (reports §7, GET reports/cashier/*-by-month/{date}):
 * the pharmacy's statistics, each cashier's sales, and each cashier's plan, sales and bonus points.
 * Never what the payroll screen saved: the screen shows them beside its own figures.
 */
export interface MeasuredMonth {
  stat: PharmacyStat | null;
  sales: PayrollSales | null;
  planBonuses: FulfilledPlanBonusPoints | null;
}

/** A call the back end lacks (404/501) is a part not measured: null. Any other failure is the screen's. */
const orNotMeasured = <T>(answer: Promise<T>): Promise<T | null> =>
  answer.catch((error: unknown) => {
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 501) return null;
    throw error;
  });

export async function measuredMonth(
  { pharmacyId, month }: { pharmacyId: number; month: string },
  signal?: AbortSignal,
): Promise<MeasuredMonth> {
  const input = { params: { date: month }, query: { pharmacyId: String(pharmacyId) }, signal };
  const [stat, sales, planBonuses] = await Promise.all([
    orNotMeasured(http().request(cashierReportCalls.payrollStatsByMonth, input)),
    orNotMeasured(http().request(cashierReportCalls.payrollSaleByMonth, input)),
    orNotMeasured(http().request(cashierReportCalls.fulfilledPlanBonusPointsByMonth, input)),
  ]);
  return { stat, sales, planBonuses };
}
