import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCashier } from '../../../src/domain/payroll/cashier';
import { formatMoney, formatNumber } from '../../../src/domain/shared/format';
import { cashier, pharmacyParams, pharmacyStat, type Row } from './arbitraries';

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
const person = {
  cashierFullName: 'Иванова Анна',
  fixed: 16242,
  workHours: 160,
  workMinutes: 30,
  personalBonus: 2500,
  salePlan: 400000,
  marketingShare: 12.5,
  salesMargin: 350000,
  salesYctmBonus: 300,
  retailSumNdsOut: 380000,
  uniqueCheckCount: 1000,
  nomenclatureAvgCount: 2.345,
};
const rows: Row[] = [
  { type: 'BB_PERSONAL_MARGIN', valueIn: 100000, valueOut: 3000 },
  { type: 'BB_PERSONAL_MARGIN', valueIn: 300000, valueOut: 5000 },
  { type: 'BB_TURNOVER_PERIOD_CORRECTION', valueIn: 30, valueOut: 0.9 },
  { type: 'EXPIRED_REMAINS_PENALTY', valueIn: 20000, valueOut: 500 },
  { type: 'KPI_1', valueIn: 90, valueOut: 1.2 },
  { type: 'KPI_1_WEIGHT', valueIn: 100, valueOut: 0 },
];

/** The words beside each figure: this cashier's values and the chosen threshold, or none reached. */
describe('payroll explanations', () => {
  it('name the values and the chosen threshold', () => {
    const c = calculateCashier(rows, person, stat);
    expect(c.fixedByTime.formula).toBe('Оплата по ставке = 16 242,00 × 160 ч 30 мин ÷ 165 ч = 15 799,04');
    expect(c.baseBonus.formula).toBe('Базовая премия: маржа личных продаж 350 000,00 → порог 300 000,00 → 5 000,00');
    expect(c.turnoverBonusCoeff.formula).toBe('Коэффициент оборачиваемости: период оборачиваемости 45 дн. → порог 30 → 0,90');
    expect(c.turnoverBonus.formula).toBe('Премия с учётом оборачиваемости = 5 000,00 × 0,90 = 4 500,00');
    expect(c.expiringRemainsPenalty.formula).toBe(
      'Штраф за просроченные остатки: остатки с истекающим сроком 12 000,00 → ни один порог не достигнут → 0',
    );
    expect(c.distributionKpiBonus.formula).toBe('Премия к распределению по KPI = 4 500,00 − 0,00 = 4 500,00');
    expect(c.kpis[0].measured.formula).toBe('Выполнение плана продаж = 380 000,00 ÷ 400 000,00 × 100 = 95,00 %');
    expect(c.kpis[0].performance.formula).toBe('Коэффициент KPI 1: 95,00 % → порог 90,00 % → 1,20');
    expect(c.kpis[0].bonus.formula).toBe('Премия KPI 1 = 100 % × 1,20 × 4 500,00 × 0,01 = 5 400,00');
    expect(c.kpis[3].measured.formula).toBe('Среднее число позиций в чеке = 2,35');
    expect(c.kpis[3].performance.formula).toContain('ни один порог не достигнут → 0');
    expect(c.monthBonus.formula).toBe(
      'Премия за месяц = 2 500,00 (уникальная премия) + 300,00 (бонус за продажи УСТМ) + 5 400,00 (премия по KPI) = 8 200,00',
    );
    expect(c.totalBonus.formula).toBe('Итого к начислению = 15 799,04 (оплата по ставке) + 8 200,00 (премия за месяц) = 23 999,04');
  });

  it('a penalty larger than the bonus leaves a negative bonus to distribute, and says so', () => {
    const heavy = rows.map((row) => (row.type === 'EXPIRED_REMAINS_PENALTY' ? { ...row, valueIn: 0, valueOut: 9000 } : row));
    const c = calculateCashier(heavy, person, stat);
    expect(c.distributionKpiBonus.value).toBe(-4500);
    expect(c.distributionKpiBonus.formula).toBe(
      'Премия к распределению по KPI = 4 500,00 − 9 000,00 = -4 500,00 ' +
        '(штраф за просроченные остатки больше премии с учётом оборачиваемости: премия отрицательная)',
    );
    // The KPI bonuses follow it below 0: 100 % × 1,20 × -4 500,00 × 0,01.
    expect(c.kpis[0].bonus.value).toBe(-5400);
    expect(c.monthBonus.value).toBe(2500 + 300 - 5400);
  });

  it('says why each bonus below 0 is so, and nothing when a bonus is exactly 0', () => {
    const penalty = (valueOut: number) =>
      rows.map((row) => (row.type === 'EXPIRED_REMAINS_PENALTY' ? { ...row, valueIn: 0, valueOut } : row));
    const noOtherBonus = { ...person, personalBonus: 0, salesYctmBonus: 0, fixed: 0 };
    const below = calculateCashier(penalty(9000), noOtherBonus, stat);
    expect([below.distributionKpiBonus.why, below.kpiBonus.why, below.monthBonus.why]).toEqual([
      'штраф за просроченные остатки 9 000,00 больше премии с учётом оборачиваемости 4 500,00',
      'премия для распределения по KPI отрицательная (-4 500,00): штраф за просроченные остатки больше премии с учётом оборачиваемости',
      'премия по KPI -5 400,00 отрицательная и больше остальных премий месяца',
    ]);
    expect(below.totalBonus.why).toBe('премия за месяц -5 400,00 отрицательная и больше оплаты по ставке');
    const even = calculateCashier(penalty(4500), noOtherBonus, stat);
    expect([even.distributionKpiBonus.value, even.kpiBonus.value, even.monthBonus.value, even.totalBonus.value]).toEqual([0, 0, 0, 0]);
    expect([even.distributionKpiBonus.why, even.kpiBonus.why, even.monthBonus.why, even.totalBonus.why]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(even.distributionKpiBonus.formula).toBe('Премия к распределению по KPI = 4 500,00 − 4 500,00 = 0,00');
    const usual = calculateCashier(rows, person, stat);
    expect([usual.distributionKpiBonus.why, usual.kpiBonus.why, usual.monthBonus.why, usual.totalBonus.why]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(usual.kpiBonus.formula).toBe('Премия по KPI = 5 400,00 + 0,00 + 0,00 + 0,00 + 0,00 = 5 400,00');
  });

  it('explains the average check, and a cashier without checks', () => {
    expect(calculateCashier(rows, person, stat).invoiceAvg.formula).toBe('Средний чек = 380 000,00 ÷ 1 000 чек. = 380,00');
    expect(calculateCashier(rows, { ...person, uniqueCheckCount: 0 }, stat).invoiceAvg).toEqual({
      value: 0,
      formula: 'Средний чек: чеков нет → 0,00',
    });
  });

  it('every looked-up figure names its threshold, or that none was reached, and ends with its value', () => {
    fc.assert(
      fc.property(pharmacyParams, cashier, pharmacyStat, (params, c, s) => {
        const got = calculateCashier(params, c, s);
        const lookups = [got.baseBonus, got.turnoverBonusCoeff, got.expiringRemainsPenalty, ...got.kpis.map((k) => k.performance)];
        for (const figure of lookups) {
          if (figure.formula.includes('ни один порог не достигнут')) expect(figure.value).toBe(0);
          else expect(figure.formula).toMatch(/→ порог .+ → .+$/u);
        }
        expect(got.baseBonus.formula).toContain(formatMoney(c.salesMargin ?? 0));
        expect(got.fixedByTime.formula).toContain(formatMoney(c.fixed));
        expect(got.fixedByTime.formula.endsWith(formatMoney(got.fixedByTime.value))).toBe(true);
        expect(got.totalBonus.formula.endsWith(formatMoney(got.totalBonus.value))).toBe(true);
        for (const k of got.kpis) {
          expect(k.bonus.formula).toContain(formatMoney(k.bonus.value));
          expect(k.measured.formula).toContain(formatNumber(k.measured.value, 2));
        }
      }),
    );
  });
});
