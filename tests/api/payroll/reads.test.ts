import { describe, expect, it } from 'vitest';
import { CashierParams, PharmacyParams, PharmacyStat, payrollCalls } from '../../../src/api/contract/payroll';
import { urlOf } from '../support/requests';
import { expectMessage, parsed } from '../reports/support';
import { CURRENT, PREVIOUS, payrollGateway } from './support';

const { get } = payrollGateway();

const stat = (id: number, month: string) => `${urlOf(payrollCalls.payrollPharmacyStat, { id: id })}?month=${month}`;
const params = (id: number, month: string) => `${urlOf(payrollCalls.payrollPharmacyParams, { id: id })}?month=${month}`;
const cashiers = (id: number, month: string) => `${urlOf(payrollCalls.payrollCashiers, { id: id })}?month=${month}`;

/** The demo's parameter tables (server/seed/staff-pay.ts saves them for the previous month), written out here. */
const demoWeights = [
  { type: 'KPI_1_WEIGHT', valueIn: 30, valueOut: 0 },
  { type: 'KPI_2_WEIGHT', valueIn: 20, valueOut: 0 },
  { type: 'KPI_3_WEIGHT', valueIn: 15, valueOut: 0 },
  { type: 'KPI_4_WEIGHT', valueIn: 15, valueOut: 0 },
  { type: 'KPI_5_WEIGHT', valueIn: 20, valueOut: 0 },
];

describe('the previous month (saved in the demo)', () => {
  it('answers the saved statistics: the measured month of five cashiers', async () => {
    const answer = parsed(PharmacyStat, await get(stat(1, PREVIOUS)));
    // 452 180,40 + 371 020,15 + 389 640,00 + 265 400,60 + 318 905,25; checks 1 012 + 944 + 801 + 733 + 866.
    expect(answer).toEqual({
      fromDate: PREVIOUS,
      totalSales: 1_797_146.4,
      cashierCount: 5,
      invoiceCount: 4_356,
      cashierAvg: 359_429.28,
      invoiceAvg: 412.57,
      turnoverPeriod: 42,
      marketingRate: 11.4,
      expiringRemains: 18_500,
    });
  });

  it('answers the saved parameter tables, weights summing to 100', async () => {
    const answer = parsed(PharmacyParams, await get(params(1, PREVIOUS)));
    expect(answer.filter((row) => row.type.endsWith('_WEIGHT'))).toEqual(demoWeights);
    expect(answer.filter((row) => row.type === 'BB_PERSONAL_MARGIN').map((row) => [row.valueIn, row.valueOut])).toEqual([
      [0, 0],
      [50_000, 3_000],
      [100_000, 5_000],
      [200_000, 8_000],
    ]);
    for (const n of [1, 2, 3, 4, 5]) {
      const kpi = answer.filter((row) => row.type === `KPI_${n}`);
      expect(kpi.length).toBeGreaterThan(0);
      for (const row of kpi) {
        expect(row.valueIn).toBeGreaterThan(0);
        expect(row.valueOut).toBeGreaterThan(0);
        expect(row.valueOut).toBeLessThanOrEqual(1.5);
      }
    }
  });

  it('answers the five cashiers in table order: saved figures, the defaults for the one never saved, measured sales, accounts without passwords', async () => {
    const answer = parsed(CashierParams, await get(cashiers(1, PREVIOUS)));
    expect(answer.map((row) => row.cashierFullName)).toEqual([
      'Иванова Мария Сергеевна',
      'Петров Алексей Викторович',
      'Смирнова Ольга Николаевна',
      'Кузнецова Анна Павловна',
      'Соколов Дмитрий Андреевич',
    ]);
    expect(answer.map((row) => row.validUser)).toEqual([true, true, true, false, false]);
    expect(answer.map((row) => row.username)).toEqual(['kassir1', null, null, null, null]);
    expect(answer.map((row) => row.activated)).toEqual([true, false, false, false, false]);
    expect(answer[0].cashierUserId).toEqual(expect.any(Number));
    expect(answer.slice(1).map((row) => row.cashierUserId)).toEqual([null, null, null, null]);
    expect(answer.every((row) => row.password === null && row.pharmacyId === 1)).toBe(true);
    expect(answer[0]).toMatchObject({
      fixed: 18_500,
      workHours: 168,
      workMinutes: 30,
      personalBonus: 3_000,
      salePlan: 420_000,
      marketingShare: 12.5,
    });
    // Never saved: §9's defaults, and the pharmacy's measured marketing share.
    expect(answer[4]).toMatchObject({
      fixed: 16_242,
      workHours: 165,
      workMinutes: 0,
      personalBonus: 2_500,
      salePlan: 400_000,
      marketingShare: 11.4,
    });
    expect(answer[0]).toMatchObject({
      salesMargin: 128_400.5,
      salesYctmBonus: 1_250,
      retailSumNdsOut: 452_180.4,
      uniqueCheckCount: 1_012,
      nomenclatureAvgCount: 2.31,
      initiativeSaleQuantityPlan: 60,
      initiativeSaleQuantity: 54,
      initiativeBonus: 1_620,
    });
  });
});

describe('the current month (never saved)', () => {
  it('answers the measured statistics so far', async () => {
    const answer = parsed(PharmacyStat, await get(stat(1, CURRENT)));
    expect(answer).toMatchObject({ fromDate: CURRENT, cashierCount: 5, turnoverPeriod: 28, marketingRate: 12.1, expiringRemains: 7_350 });
    expect(answer.totalSales).toBeGreaterThan(0);
    expect(answer.totalSales).toBeLessThan(1_797_146.4);
  });

  it('starts from the parameters saved last', async () => {
    expect((await get(params(1, CURRENT))).body).toBe((await get(params(1, PREVIOUS))).body);
  });

  it('gives every cashier the defaults and the sales measured so far', async () => {
    const answer = parsed(CashierParams, await get(cashiers(1, CURRENT)));
    expect(answer).toHaveLength(5);
    for (const row of answer) {
      expect(row).toMatchObject({
        fixed: 16_242,
        workHours: 165,
        workMinutes: 0,
        personalBonus: 2_500,
        salePlan: 400_000,
        marketingShare: 12.1,
      });
      expect(row.retailSumNdsOut).toBeGreaterThan(0);
    }
    expect(answer[0].username).toBe('kassir1');
  });

  it('answers apteka2, which has no cashiers, an empty list and an unmeasured month', async () => {
    expect(parsed(CashierParams, await get(cashiers(2, CURRENT), 'apteka2'))).toEqual([]);
    expect(parsed(PharmacyStat, await get(stat(2, CURRENT), 'apteka2'))).toMatchObject({
      fromDate: CURRENT,
      totalSales: 0,
      cashierCount: 0,
    });
  });
});

describe('who may read', () => {
  const all = [stat, params, cashiers];

  it.each(all)('%# refuses a pharmacy user another pharmacy, existing or not', async (url) => {
    expectMessage(await get(url(2, CURRENT)), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await get(url(1, CURRENT), 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await get(url(3, CURRENT)), 403, 'Нет доступа к данным другой аптеки');
  });

  it.each(all)('%# lets staff read any pharmacy, as the pharmacy sees it', async (url) => {
    const staff = await get(url(1, PREVIOUS), 'manager');
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.body).toBe((await get(url(1, PREVIOUS))).body);
    expectMessage(await get(url(3, CURRENT), 'manager'), 404, 'Аптека №3 не найдена');
  });

  it.each(all)('%# refuses callers without a token or the permission', async (url) => {
    expect((await get(url(1, CURRENT), null)).statusCode).toBe(401);
    expect((await get(url(1, CURRENT), 'owner')).statusCode).toBe(403);
    expect((await get(url(1, CURRENT), 'kassir1')).statusCode).toBe(403);
  });

  it.each(all)('%# answers a bad month or id with a Russian 400, never 5xx', async (url) => {
    for (const month of ['2026-11-02', '2026-13-01', '0000-01-01', 'ноябрь', '']) {
      const answer = await get(url(1, month));
      expect(answer.statusCode, `${month}: ${answer.body}`).toBe(400);
      expect((answer.json() as { message: string }).message).toMatch(/^Поле «month»: /);
    }
    expectMessage(await get(`/api/cashier-payroll/payroll-cashier/1?month=`), 400, /^Поле «month»: /);
    for (const id of ['0', '1.5', '99999999999999999999', '-1', 'первая']) {
      const answer = await get(url(1, CURRENT).replace('/1?', `/${encodeURIComponent(id)}?`));
      expect(answer.statusCode, `${id}: ${answer.body}`).toBe(400);
      expect((answer.json() as { message: string }).message).toMatch(/^Поле «id»: /);
    }
  });
});
