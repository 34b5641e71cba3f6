import { describe, expect, it } from 'vitest';
import { cashierReportCalls } from '../../../src/api/contract/cashier-reports';
import { FulfilledPlanBonusPoints, PayrollSales, PharmacyStat, payrollCalls } from '../../../src/api/contract/payroll';
import { urlOf } from '../support/requests';
import { demoCashiers } from '../../../server/seed/staff-pay-figures';
import { expectMessage, parsed } from '../reports/support';
import { CURRENT, PREVIOUS, payrollGateway } from './support';

const { get, post } = payrollGateway();
const stats = (date: string, query = '') => `${urlOf(cashierReportCalls.payrollStatsByMonth, { date })}${query}`;
const sales = (date: string, query = '') => `${urlOf(cashierReportCalls.payrollSaleByMonth, { date })}${query}`;
const points = (date: string, query = '') => `${urlOf(cashierReportCalls.fulfilledPlanBonusPointsByMonth, { date })}${query}`;

describe('reports/cashier/*-by-month', () => {
  it('payroll-stats-by-month answers what the reports measured, not what the payroll screen saved', async () => {
    expect(parsed(PharmacyStat, await get(stats(PREVIOUS)))).toMatchObject({
      fromDate: PREVIOUS,
      totalSales: 1_797_146.4,
      invoiceCount: 4_356,
      turnoverPeriod: 42,
    });
    const body = { month: CURRENT, pharmacyParams: [], cashierParams: [], pharmacyStat: parsed(PharmacyStat, await get(stats(CURRENT))) };
    // A save with empty KPI tables is refused; the report is unchanged either way.
    expect((await post(urlOf(payrollCalls.updatePayroll), body)).statusCode).toBe(400);
    expect(parsed(PharmacyStat, await get(stats(CURRENT)))).toMatchObject({
      fromDate: CURRENT,
      turnoverPeriod: 28,
      expiringRemains: 7_350,
    });
  });

  it('payroll-sale-by-month answers each cashier’s measured sales in table order', async () => {
    expect(parsed(PayrollSales, await get(sales(PREVIOUS)))).toEqual(
      demoCashiers.map(({ fullName, month }) => ({
        cashierFullName: fullName,
        salesMargin: month.salesMargin,
        salesYctmBonus: month.salesYctmBonus,
        retailSumNdsOut: month.retailSumNdsOut,
        uniqueCheckCount: month.uniqueCheckCount,
        nomenclatureAvgCount: month.nomenclatureAvgCount,
      })),
    );
    expect(parsed(PayrollSales, await get(sales(CURRENT)))).toHaveLength(5);
  });

  it('fulfilled-plan-bonus-points-by-month answers each cashier’s initiative plan, sales and bonus', async () => {
    const answer = parsed(FulfilledPlanBonusPoints, await get(points(PREVIOUS)));
    expect(answer[0]).toEqual({
      cashierFullName: 'Иванова Мария Сергеевна',
      initiativeSaleQuantityPlan: 60,
      initiativeSaleQuantity: 54,
      initiativeBonus: 1_620,
    });
    expect(answer).toHaveLength(5);
  });

  it.each([stats, sales, points])('%# gives a pharmacy user its own pharmacy, refuses another, makes staff name one', async (url) => {
    expect((await get(url(PREVIOUS, '?pharmacyId=1'))).body).toBe((await get(url(PREVIOUS))).body);
    expectMessage(await get(url(PREVIOUS, '?pharmacyId=2')), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await get(url(PREVIOUS), 'manager'), 400, 'Поле «pharmacyId»: укажите аптеку');
    expect((await get(url(PREVIOUS, '?pharmacyId=1'), 'manager')).body).toBe((await get(url(PREVIOUS))).body);
    expect((await get(url(PREVIOUS), 'apteka2')).statusCode).toBe(200);
    expect((await get(url(PREVIOUS), 'owner')).statusCode).toBe(403);
    expect((await get(url(PREVIOUS), null)).statusCode).toBe(401);
  });

  it.each([stats, sales, points])('%# answers a bad date or pharmacy id with a Russian 400', async (url) => {
    for (const date of ['2026-10-02', '2026-00-01', '0000-01-01', 'октябрь']) expectMessage(await get(url(date)), 400, /^Поле «date»: /);
    for (const id of ['0', '1.5', '99999999999', 'x'])
      expectMessage(await get(url(PREVIOUS, `?pharmacyId=${id}`), 'manager'), 400, /^Поле «pharmacyId»: /);
  });

  it('apteka2 has no cashiers: empty lists and an unmeasured month', async () => {
    expect(parsed(PayrollSales, await get(sales(PREVIOUS), 'apteka2'))).toEqual([]);
    expect(parsed(FulfilledPlanBonusPoints, await get(points(PREVIOUS), 'apteka2'))).toEqual([]);
    expect(parsed(PharmacyStat, await get(stats(PREVIOUS), 'apteka2'))).toMatchObject({ totalSales: 0, cashierCount: 0 });
  });
});
