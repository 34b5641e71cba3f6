import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { calculatePayroll } from '../../src/domain/payroll/calculate';
import { createPayrollWorker } from '../../src/workers/payroll/payroll';
import { createPayrollApi } from '../../src/workers/payroll/payroll-api';
import type { PayrollInput } from '../../src/workers/payroll/payroll-types';

/** A month as the screen holds it (the contract's shapes): two cashiers, a KPI table with a zero coefficient. */
const input: PayrollInput = {
  pharmacyParams: [
    { type: 'BB_PERSONAL_MARGIN', valueIn: 100000, valueOut: 3000 },
    { type: 'BB_TURNOVER_PERIOD_CORRECTION', valueIn: 0, valueOut: 1 },
    { type: 'KPI_1', valueIn: 50, valueOut: 0 },
    ...[1, 2, 3, 4, 5].map((n) => ({
      type: `KPI_${n}_WEIGHT` as PayrollInput['pharmacyParams'][number]['type'],
      valueIn: 20,
      valueOut: 0,
    })),
  ],
  cashierParams: [
    {
      pharmacyId: 1,
      cashierFullName: 'Иванова Анна',
      cashierUserId: null,
      username: null,
      password: null,
      activated: false,
      validUser: true,
      fixed: 16242,
      workHours: 165,
      workMinutes: 0,
      personalBonus: 2500,
      salePlan: 400000,
      marketingShare: 0,
      salesMargin: 150000,
      salesYctmBonus: 100,
      retailSumNdsOut: 300000,
      uniqueCheckCount: 900,
      nomenclatureAvgCount: 2,
      initiativeBonus: 50,
      initiativeSaleQuantityPlan: null,
      initiativeSaleQuantity: null,
    },
    {
      pharmacyId: 1,
      cashierFullName: 'Петров Пётр',
      cashierUserId: 7,
      username: 'petrov',
      password: null,
      activated: true,
      validUser: true,
      fixed: 20000,
      workHours: 82,
      workMinutes: 30,
      personalBonus: 0,
      salePlan: 0,
      marketingShare: 0,
      salesMargin: null,
      salesYctmBonus: null,
      retailSumNdsOut: null,
      uniqueCheckCount: null,
      nomenclatureAvgCount: null,
      initiativeBonus: null,
      initiativeSaleQuantityPlan: null,
      initiativeSaleQuantity: null,
    },
  ],
  pharmacyStat: {
    fromDate: '2026-10-01',
    totalSales: 300000,
    cashierCount: 2,
    invoiceCount: 900,
    cashierAvg: 150000,
    invoiceAvg: 333.33,
    turnoverPeriod: 40,
    marketingRate: 5,
    expiringRemains: 0,
  },
};

describe('payroll worker api', () => {
  it('answers every figure, the validation and the totals', () => {
    const result = createPayrollApi().calculate(input);
    expect(result.cashiers.map((c) => c.cashierFullName)).toEqual(['Иванова Анна', 'Петров Пётр']);
    expect(result.cashiers.map((c) => c.fixedByTime.value)).toEqual([16242, 10000]);
    expect(result.cashiers[0].baseBonus.value).toBe(3000);
    expect(result.cashiers[0].monthBonus.value).toBe(2600);
    expect(result.validation.problems).toEqual(['zeroCoefficients']);
    expect(result.validation.cells).toEqual([{ index: 2, field: 'valueOut', problem: 'zeroCoefficients' }]);
    expect(result.totals).toEqual({ fixedByTime: 26242, kpiBonus: 0, monthBonus: 2600, totalBonus: 28842, initiativeBonus: 50 });
  });
});

/** Fake workers: a message channel whose far end exposes the real api (as the positions worker's test). */
function fakeWorkers() {
  const started: Array<{ terminated: boolean }> = [];
  const start = () => {
    const { port1, port2 } = new MessageChannel();
    expose(createPayrollApi(), port2);
    const record = { terminated: false };
    started.push(record);
    port1.start();
    return {
      postMessage: (message: unknown, transfer?: Transferable[]) => port1.postMessage(message, transfer ?? []),
      addEventListener: (type: string, listener: EventListener) => type === 'message' && port1.addEventListener(type, listener),
      removeEventListener: (type: string, listener: EventListener) => port1.removeEventListener(type, listener),
      terminate: () => {
        record.terminated = true;
        port1.close();
      },
    } as unknown as Worker;
  };
  return { start, started };
}

describe('payroll worker handle (the main thread)', () => {
  const releases: Array<() => void> = [];
  afterEach(() => releases.splice(0).forEach((release) => release()));

  it('starts on the first calculation, answers what the domain computes, ends after the screen lets go', async () => {
    const workers = fakeWorkers();
    const payroll = createPayrollWorker(workers.start, 20);
    expect(workers.started).toHaveLength(0);
    const release = payroll.retain();
    expect(await payroll.calculate(input)).toEqual(calculatePayroll(input));
    expect(await payroll.calculate(input)).toEqual(calculatePayroll(input));
    expect(workers.started).toHaveLength(1);

    // A second holder (a strict-mode remount) keeps it after the first lets go.
    const second = payroll.retain();
    release();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(workers.started[0].terminated).toBe(false);
    second();
    second();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(workers.started[0].terminated).toBe(true);

    // The next calculation starts a new worker.
    releases.push(payroll.retain());
    expect((await payroll.calculate(input)).totals.totalBonus).toBe(28842);
    expect(workers.started).toHaveLength(2);
  });
});
