import fc from 'fast-check';

/**
 * Payroll months drawn so thresholds are often hit and often missed: threshold values and the
 * measured figures come from the same small ranges, and every money value has at most 2 decimals
 * (as the contract allows), drawn as whole hundredths.
 */
export const hundredths = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((value) => value / 100);

export interface Row {
  type: string;
  valueIn: number;
  valueOut: number;
}

const rowsOf = (type: string, valueIn: fc.Arbitrary<number>, valueOut: fc.Arbitrary<number>) =>
  fc.array(fc.record({ type: fc.constant(type), valueIn, valueOut }), { maxLength: 4 });

/** Five weights, most often summing to 100 (so the calculation is the one that would be saved). */
const weights: fc.Arbitrary<number[]> = fc.oneof<fc.Arbitrary<number[]>[]>(
  fc.constant([20, 20, 20, 20, 20]),
  fc.constant([30, 25, 15, 10, 20]),
  fc.constant([33.33, 33.33, 33.34, 0, 0]),
  fc.array(hundredths(60), { minLength: 5, maxLength: 5 }),
);

export const pharmacyParams: fc.Arbitrary<Row[]> = fc
  .record({
    margin: rowsOf('BB_PERSONAL_MARGIN', hundredths(500_000), hundredths(20_000)),
    turnover: rowsOf('BB_TURNOVER_PERIOD_CORRECTION', hundredths(90), hundredths(2)),
    penalty: rowsOf('EXPIRED_REMAINS_PENALTY', hundredths(50_000), hundredths(10_000)),
    kpis: fc.tuple(...[1, 2, 3, 4, 5].map((n) => rowsOf(`KPI_${n}`, hundredths(n === 4 ? 5 : 150), hundredths(1.5)))),
    weights,
  })
  .map(({ margin, turnover, penalty, kpis, weights: w }) => [
    ...margin,
    ...turnover,
    ...penalty,
    ...kpis.flat(),
    ...w.map((valueIn, k) => ({ type: `KPI_${k + 1}_WEIGHT`, valueIn, valueOut: 0 })),
  ]);

const measured = (max: number) => fc.option(hundredths(max), { nil: null, freq: 6 });

export const cashier = fc.record({
  cashierFullName: fc.constantFrom('Иванова Анна', 'Петров Пётр', 'Сидорова Мария'),
  fixed: hundredths(60_000),
  workHours: hundredths(250),
  workMinutes: fc.integer({ min: 0, max: 59 }),
  personalBonus: hundredths(10_000),
  salePlan: fc.oneof(fc.constant(0), hundredths(800_000)),
  marketingShare: hundredths(150),
  salesMargin: measured(500_000),
  salesYctmBonus: measured(5_000),
  retailSumNdsOut: measured(800_000),
  uniqueCheckCount: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null, freq: 6 }),
  // Items per check are measured with more decimals than money: rounding them is part of §9.
  nomenclatureAvgCount: fc.option(
    fc.integer({ min: 0, max: 5000 }).map((v) => v / 1000),
    { nil: null, freq: 6 },
  ),
  initiativeBonus: measured(3_000),
  initiativeSaleQuantityPlan: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null, freq: 6 }),
  initiativeSaleQuantity: fc.option(fc.integer({ min: 0, max: 150 }), { nil: null, freq: 6 }),
});
export type Cashier = typeof cashier extends fc.Arbitrary<infer T> ? T : never;

export const pharmacyStat = fc.record({
  fromDate: fc.constant('2026-10-01'),
  totalSales: hundredths(3_000_000),
  cashierCount: fc.integer({ min: 0, max: 10 }),
  invoiceCount: fc.integer({ min: 0, max: 20_000 }),
  cashierAvg: hundredths(800_000),
  invoiceAvg: fc.oneof(fc.constant(0), hundredths(2_000)),
  turnoverPeriod: hundredths(90),
  marketingRate: hundredths(100),
  expiringRemains: hundredths(50_000),
});
export type Stat = typeof pharmacyStat extends fc.Arbitrary<infer T> ? T : never;

export const month = fc.record({
  pharmacyParams,
  cashierParams: fc.array(cashier, { minLength: 0, maxLength: 4 }),
  pharmacyStat,
});
