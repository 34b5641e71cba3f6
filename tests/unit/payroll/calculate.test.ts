import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePayroll, cashierDefaults } from '../../../src/domain/payroll/calculate';
import { calculateCashier } from '../../../src/domain/payroll/cashier';
import { cashier, hundredths, month, pharmacyParams, pharmacyStat, type Row } from './arbitraries';
import { isKopecks, oracleCashier } from './oracle';

/** §9 against the independent reading in oracle.ts, figure by figure, to the kopeck. */
describe('payroll calculation (§9)', () => {
  it('every figure of every cashier equals the independent reading', () => {
    fc.assert(
      fc.property(pharmacyParams, cashier, pharmacyStat, (rows, c, stat) => {
        const got = calculateCashier(rows, c, stat);
        const want = oracleCashier(rows, c, stat);
        expect(got.fixedByTime.value).toBe(want.fixedByTime);
        expect(got.baseBonus.value).toBe(want.baseBonus);
        expect(got.turnoverBonusCoeff.value).toBe(want.turnoverBonusCoeff);
        expect(got.turnoverBonus.value).toBe(want.turnoverBonus);
        expect(got.expiringRemainsPenalty.value).toBe(want.expiringRemainsPenalty);
        expect(got.distributionKpiBonus.value).toBe(want.distributionKpiBonus);
        expect(got.invoiceAvg.value).toBe(want.invoiceAvg);
        expect(got.kpis.map((k) => k.measured.value)).toEqual(want.measured);
        expect(got.kpis.map((k) => k.weight)).toEqual(want.weights);
        expect(got.kpis.map((k) => k.performance.value)).toEqual(want.performance);
        expect(got.kpis.map((k) => k.bonus.value)).toEqual(want.bonuses);
        expect(got.kpiBonus.value).toBe(want.kpiBonus);
        expect(got.monthBonus.value).toBe(want.monthBonus);
        expect(got.totalBonus.value).toBe(want.totalBonus);
      }),
      { numRuns: 400 },
    );
  });

  it('fixed by time: the rate scaled by hours over 165 (165 h is the whole rate)', () => {
    fc.assert(
      fc.property(hundredths(60_000), (fixed) => {
        const c = { cashierFullName: 'А', fixed, workHours: 165, workMinutes: 0, personalBonus: 0, salePlan: 0, marketingShare: 0 };
        const stat = {
          fromDate: '2026-10-01',
          totalSales: 0,
          cashierCount: 0,
          invoiceCount: 0,
          cashierAvg: 0,
          invoiceAvg: 0,
          turnoverPeriod: 0,
          marketingRate: 0,
          expiringRemains: 0,
        };
        expect(calculateCashier([], c, stat).fixedByTime.value).toBe(fixed);
        expect(calculateCashier([], { ...c, workHours: 82, workMinutes: 30 }, stat).fixedByTime.value).toBe(
          Math.round(Math.round(fixed * 100) / 2) / 100,
        );
      }),
    );
    // 16 242 × 160,5 ÷ 165 = 15 799,0363… → 15 799,04.
    const c = { cashierFullName: 'А', ...cashierDefaults, workHours: 160, workMinutes: 30, marketingShare: 0 };
    const stat = {
      fromDate: '2026-10-01',
      totalSales: 0,
      cashierCount: 0,
      invoiceCount: 0,
      cashierAvg: 0,
      invoiceAvg: 0,
      turnoverPeriod: 0,
      marketingRate: 0,
      expiringRemains: 0,
    };
    expect(calculateCashier([], c, stat).fixedByTime.value).toBe(15799.04);
  });

  it('the distribution bonus is the turnover bonus less the penalty, below 0 when the penalty is larger', () => {
    fc.assert(
      fc.property(pharmacyParams, cashier, pharmacyStat, (rows, c, stat) => {
        const got = calculateCashier(rows, c, stat);
        const difference = Math.round((got.turnoverBonus.value - got.expiringRemainsPenalty.value) * 100) / 100;
        expect(got.distributionKpiBonus.value).toBe(difference);
      }),
    );
  });

  it('KPI 4 brings nothing while KPI 1 brings nothing', () => {
    fc.assert(
      fc.property(pharmacyParams, cashier, pharmacyStat, (rows, c, stat) => {
        const kpis = calculateCashier(rows, c, stat).kpis;
        if (kpis[0].bonus.value === 0) expect(kpis[3].bonus.value).toBe(0);
      }),
    );
    // A plan of 0 makes KPI 1 zero though KPI 4's table pays.
    const rows: Row[] = [
      { type: 'BB_PERSONAL_MARGIN', valueIn: 0, valueOut: 1000 },
      { type: 'BB_TURNOVER_PERIOD_CORRECTION', valueIn: 0, valueOut: 1 },
      { type: 'KPI_4', valueIn: 1, valueOut: 1 },
      { type: 'KPI_4_WEIGHT', valueIn: 100, valueOut: 0 },
    ];
    const c = { cashierFullName: 'А', ...cashierDefaults, salePlan: 0, marketingShare: 0, nomenclatureAvgCount: 3 };
    const stat = {
      fromDate: '2026-10-01',
      totalSales: 0,
      cashierCount: 0,
      invoiceCount: 0,
      cashierAvg: 0,
      invoiceAvg: 0,
      turnoverPeriod: 10,
      marketingRate: 0,
      expiringRemains: 0,
    };
    const kpi4 = calculateCashier(rows, c, stat).kpis[3];
    expect(kpi4.performance.value).toBe(1);
    expect(kpi4.bonus.value).toBe(0);
    expect(kpi4.bonus.formula).toContain('премия KPI 1 равна 0');
  });

  it('every money figure is whole kopecks; totals are the sums of the rows', () => {
    fc.assert(
      fc.property(month, (input) => {
        const result = calculatePayroll(input);
        for (const c of result.cashiers) {
          const figures = [
            c.fixedByTime,
            c.turnoverBonus,
            c.distributionKpiBonus,
            c.invoiceAvg,
            c.kpiBonus,
            c.monthBonus,
            c.totalBonus,
            ...c.kpis.map((k) => k.bonus),
          ];
          for (const figure of figures) expect(isKopecks(figure.value), figure.formula).toBe(true);
          // The rows add up as shown.
          expect(Math.round(c.kpis.reduce((s, k) => s + k.bonus.value * 100, 0))).toBe(Math.round(c.kpiBonus.value * 100));
          expect(Math.round(c.fixedByTime.value * 100 + c.monthBonus.value * 100)).toBe(Math.round(c.totalBonus.value * 100));
        }
        const sum = (pick: (c: (typeof result.cashiers)[number]) => number | null) =>
          result.cashiers.reduce((s, c) => s + Math.round((pick(c) ?? 0) * 100), 0) / 100;
        expect(result.totals).toEqual({
          fixedByTime: sum((c) => c.fixedByTime.value),
          kpiBonus: sum((c) => c.kpiBonus.value),
          monthBonus: sum((c) => c.monthBonus.value),
          totalBonus: sum((c) => c.totalBonus.value),
          initiativeBonus: sum((c) => c.initiativeBonus),
        });
        for (const total of Object.values(result.totals)) expect(isKopecks(total)).toBe(true);
      }),
    );
  });

  it('the extra initiative bonus is shown apart and not part of the total', () => {
    fc.assert(
      fc.property(pharmacyParams, cashier, pharmacyStat, hundredths(5000), (rows, c, stat, extra) => {
        const without = calculateCashier(rows, { ...c, initiativeBonus: null }, stat);
        const withExtra = calculateCashier(rows, { ...c, initiativeBonus: extra }, stat);
        expect(withExtra.initiativeBonus).toBe(extra);
        expect(without.initiativeBonus).toBeNull();
        expect(withExtra.totalBonus.value).toBe(without.totalBonus.value);
      }),
    );
  });

  it('a worked month, by hand', () => {
    const rows: Row[] = [
      { type: 'BB_PERSONAL_MARGIN', valueIn: 300000, valueOut: 5000 },
      { type: 'BB_PERSONAL_MARGIN', valueIn: 100000, valueOut: 3000 },
      { type: 'BB_TURNOVER_PERIOD_CORRECTION', valueIn: 30, valueOut: 0.9 },
      { type: 'EXPIRED_REMAINS_PENALTY', valueIn: 10000, valueOut: 500 },
      ...[1, 2, 3, 4, 5].flatMap((n) => [
        { type: `KPI_${n}`, valueIn: n === 4 ? 2 : 90, valueOut: 1.2 },
        { type: `KPI_${n}_WEIGHT`, valueIn: 20, valueOut: 0 },
      ]),
    ];
    const c = {
      cashierFullName: 'Иванова Анна',
      fixed: 16242,
      workHours: 165,
      workMinutes: 0,
      personalBonus: 2500,
      salePlan: 400000,
      marketingShare: 95,
      salesMargin: 350000,
      salesYctmBonus: 300,
      retailSumNdsOut: 380000,
      uniqueCheckCount: 1000,
      nomenclatureAvgCount: 2.5,
      initiativeSaleQuantityPlan: 10,
      initiativeSaleQuantity: 8,
    };
    const stat = {
      fromDate: '2026-10-01',
      totalSales: 1e6,
      cashierCount: 2,
      invoiceCount: 3000,
      cashierAvg: 5e5,
      invoiceAvg: 350,
      turnoverPeriod: 45,
      marketingRate: 10,
      expiringRemains: 12000,
    };
    const got = calculateCashier(rows, c, stat);
    // 5000 × 0.9 = 4500; − 500 = 4000; KPI 1 95 % ≥ 90 → 1.2 → 20 × 1.2 × 4000 × 0.01 = 960; KPI 2 380/350 = 108.57 % → 960;
    // KPI 3 95 % → 960; KPI 4 2.5 ≥ 2 → 960; KPI 5 80 % < 90 → 0. KPI 3840; month 2500 + 300 + 3840 = 6640; total 22 882.
    expect(got.turnoverBonus.value).toBe(4500);
    expect(got.distributionKpiBonus.value).toBe(4000);
    expect(got.kpis.map((k) => k.bonus.value)).toEqual([960, 960, 960, 960, 0]);
    expect(got.kpiBonus.value).toBe(3840);
    expect(got.monthBonus.value).toBe(6640);
    expect(got.totalBonus.value).toBe(22882);
  });
});
