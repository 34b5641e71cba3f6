import { describe, expect, it } from 'vitest';
import {
  cashierFigureRules,
  figureProblem,
  isMeasuredFigure,
  measuredLimit,
  monthFigureViolations,
  paramFigureRule,
  statFigureRules,
  type MonthFigures,
} from '../../../src/domain/payroll/figure-rules';
import { divideRounded, hundredthsOf } from '../../../src/domain/payroll/kopecks';
import { cashierKpis, negativeDistributionWhy } from '../../../src/domain/payroll/kpis';
import { calculationHeading } from '../../../src/domain/payroll/labels';
import type { CashierFigures, PharmacyFigures } from '../../../src/domain/payroll/params';

// The words a payroll cell and the gateway's 400 give for a figure, and the edges of the money
// steps under them: what a pharmacist reads when a typed or sent figure is refused.

const cashier: CashierFigures = {
  cashierFullName: 'Иванова Анна',
  fixed: 30_000,
  workHours: 160,
  workMinutes: 0,
  personalBonus: 0,
  salePlan: 40_000,
  marketingShare: 10,
  retailSumNdsOut: 50_000,
  nomenclatureAvgCount: 2,
  initiativeSaleQuantityPlan: 10,
  initiativeSaleQuantity: 7,
};

describe('the rule of a parameter row', () => {
  it('names a weight row by its KPI, in percent, the same for both of its fields', () => {
    for (const field of ['valueIn', 'valueOut'] as const) {
      expect(paramFigureRule('KPI_3_WEIGHT', field)).toEqual({ name: 'Вес KPI 3, %', min: 0, max: 100 });
    }
  });

  it('names a KPI threshold by its number: the value in roubles, the coefficient up to the KPI maximum', () => {
    expect(paramFigureRule('KPI_2', 'valueIn')).toEqual({ name: 'Значение KPI 2', min: 0, max: 10_000_000_000, money: true });
    expect(paramFigureRule('KPI_2', 'valueOut')).toMatchObject({ name: 'Коэффициент KPI 2', min: 0 });
    expect(paramFigureRule('KPI_2', 'valueOut').money).toBeUndefined();
  });

  it('reads only a whole weight type as a weight', () => {
    expect(paramFigureRule('KPI_3_WEIGHT_OLD', 'valueIn').name).toBe('Значение KPI 3_WEIGHT_OLD');
    expect(paramFigureRule('X_KPI_3_WEIGHT', 'valueIn').name).toBe('Значение KPI X_KPI_3_WEIGHT');
    // Only a leading 'KPI_' is dropped from the name.
    expect(paramFigureRule('BONUS_KPI_7', 'valueOut').name).toBe('Коэффициент KPI BONUS_KPI_7');
  });

  it('takes a named table as it is: the turnover coefficient is no money', () => {
    expect(paramFigureRule('BB_TURNOVER_PERIOD_CORRECTION', 'valueOut')).toEqual({ name: 'Коэффициент оборачиваемости', min: 0, max: 10 });
    expect(paramFigureRule('EXPIRED_REMAINS_PENALTY', 'valueOut')).toEqual({ name: 'Штраф, руб.', min: 0, max: 1_000_000, money: true });
  });

  it('marks money rules so a box shows kopecks', () => {
    expect(cashierFigureRules.fixed).toEqual({ name: 'Ставка, руб.', min: 0, max: 1_000_000, money: true });
    expect(cashierFigureRules.marketingShare.money).toBeUndefined();
  });
});

describe('a figure sent as a number', () => {
  const rate = cashierFigureRules.fixed;
  it('is refused above its maximum and accepted at it', () => {
    expect(figureProblem(rate, 1_000_000)).toBeNull();
    expect(figureProblem(rate, 1_000_000.01)).toBe('от 0 до 1 000 000');
  });

  it('is refused below a minimum that is not zero', () => {
    expect(figureProblem({ name: 'Коэффициент', min: 1, max: 10 }, 0.5)).toBe('от 1 до 10');
    expect(figureProblem({ name: 'Коэффициент', min: 1, max: 10 }, 1)).toBeNull();
  });

  it('gives the minus its own words where the rule allows none, and the range where it allows some', () => {
    expect(figureProblem(rate, -1)).toBe('не может быть отрицательным');
    expect(figureProblem({ name: 'Поправка', min: -5, max: 5 }, -6)).toBe('от -5 до 5');
    expect(figureProblem({ name: 'Поправка', min: -5, max: 5 }, -5)).toBeNull();
  });

  it('accepts two decimals, refuses a third', () => {
    expect(figureProblem(rate, 1234.56)).toBeNull();
    expect(figureProblem(rate, 0.07)).toBeNull();
    expect(figureProblem(rate, 1234.567)).toBe('не больше 2 знаков после запятой');
  });
});

describe('a measured figure', () => {
  it('is any finite number up to a trillion either way', () => {
    expect(isMeasuredFigure(measuredLimit)).toBe(true);
    expect(isMeasuredFigure(-measuredLimit)).toBe(true);
    expect(isMeasuredFigure(0)).toBe(true);
    expect(isMeasuredFigure(measuredLimit + 1)).toBe(false);
    expect(isMeasuredFigure(-measuredLimit - 1)).toBe(false);
    expect(isMeasuredFigure(Number.NaN)).toBe(false);
    expect(isMeasuredFigure(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe("a month's figures", () => {
  const stat = Object.fromEntries(Object.keys(statFigureRules).map((field) => [field, 1])) as NonNullable<MonthFigures['pharmacyStat']>;

  it('are checked without the statistics when the month has none, and with them when it has', () => {
    const month: MonthFigures = { pharmacyParams: [], cashierParams: [] };
    expect(monthFigureViolations(month)).toEqual([]);
    const violations = monthFigureViolations({ ...month, pharmacyStat: { ...stat, cashierCount: 201 } });
    expect(violations).toEqual([
      { path: 'pharmacyStat.cashierCount', message: 'Количество кассиров: от 0 до 200', problem: 'от 0 до 200' },
    ]);
  });

  it('name a threshold row by its place in its table, and a weight row by nothing else', () => {
    const month: MonthFigures = {
      pharmacyParams: [
        { type: 'KPI_1', valueIn: 1, valueOut: 1 },
        { type: 'KPI_1', valueIn: -1, valueOut: 1 },
        { type: 'KPI_1_WEIGHT', valueIn: 101, valueOut: 0 },
      ],
      cashierParams: [],
    };
    expect(monthFigureViolations(month).map((violation) => violation.message)).toEqual([
      'Значение KPI 1 (строка 2): не может быть отрицательным',
      'Вес KPI 1, %: от 0 до 100',
    ]);
  });
});

describe('the money steps', () => {
  it('read a number as the hundredths it spells, rounding the third decimal half up, with its sign', () => {
    expect(hundredthsOf(1.005)).toBe(101n);
    expect(hundredthsOf(-1.005)).toBe(-101n);
    expect(hundredthsOf(2.344)).toBe(234n);
    expect(hundredthsOf(12)).toBe(1200n);
    expect(hundredthsOf(0.5)).toBe(50n);
    expect(hundredthsOf(Number.NaN)).toBe(0n);
  });

  it('divide rounding half away from zero, either sign', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(-4n, 3n)).toBe(-1n);
    expect(divideRounded(-1n, 2n)).toBe(-1n);
    expect(divideRounded(6n, 3n)).toBe(2n);
  });
});

describe('a KPI bonus', () => {
  const stat: PharmacyFigures = {
    fromDate: '2026-10-01',
    totalSales: 100_000,
    cashierCount: 1,
    invoiceCount: 100,
    cashierAvg: 100_000,
    invoiceAvg: 200,
    turnoverPeriod: 30,
    marketingRate: 10,
    expiringRemains: 0,
  };
  const params = [1, 2, 3, 4, 5].flatMap((n) => [
    { type: `KPI_${n}_WEIGHT`, valueIn: 20, valueOut: 0 },
    { type: `KPI_${n}`, valueIn: 0, valueOut: 1 },
  ]);

  it('below zero says why: the distribution bonus itself is negative', () => {
    const kpis = cashierKpis(params, cashier, stat, 250, -1000);
    expect(kpis[0].bonus.value).toBe(-200);
    expect(kpis[0].bonus.why).toBe(negativeDistributionWhy(-1000));
    expect(negativeDistributionWhy(-1000)).toBe(
      'премия для распределения по KPI отрицательная (-1 000,00): штраф за просроченные остатки больше премии с учётом оборачиваемости',
    );
  });

  it('of zero or more has no such line', () => {
    for (const distribution of [0, 1000]) {
      for (const kpi of cashierKpis(params, cashier, stat, 250, distribution)) expect(kpi.bonus.why).toBeUndefined();
    }
  });

  it('of KPI 4 writes its measured value as items per check, the others as percents', () => {
    const kpis = cashierKpis(params, cashier, stat, 250, 1000);
    expect(kpis[3].performance.formula).not.toContain('%');
    expect(kpis[0].performance.formula).toContain('%');
  });
});

describe('the heading of the payroll screen', () => {
  it('writes the month small in the sentence', () => {
    expect(calculationHeading('2026-10-01')).toBe('Расчёт за октябрь 2026');
  });
});

describe('a figure the back end did not measure', () => {
  it('counts as 0 in the formula a pharmacist reads, whether it came empty or not as a number', () => {
    const unmeasured = {
      ...cashier,
      retailSumNdsOut: null,
      nomenclatureAvgCount: Number.NaN,
      initiativeSaleQuantity: null,
    } as unknown as CashierFigures;
    const stat = { fromDate: '2026-10-01', invoiceAvg: 200 } as PharmacyFigures;
    const [kpi1, , , kpi4, kpi5] = cashierKpis([], unmeasured, stat, 250, 1000).map((kpi) => kpi.measured);
    expect(kpi1).toEqual({ value: 0, formula: 'Выполнение плана продаж = 0,00 ÷ 40 000,00 × 100 = 0,00 %' });
    expect(kpi4).toEqual({ value: 0, formula: 'Среднее число позиций в чеке = 0,00' });
    expect(kpi5).toEqual({ value: 0, formula: 'Выполнение плана мотивации продаж = 0 ÷ 10 × 100 = 0,00 %' });
  });

  it('of fourteen whole digits keeps its one decimal', () => {
    expect(hundredthsOf(12_345_678_901_234.5)).toBe(1_234_567_890_123_450n);
    expect(hundredthsOf(1_234_567_890_123.5)).toBe(123_456_789_012_350n);
  });
});
