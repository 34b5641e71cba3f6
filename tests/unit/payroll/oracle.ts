/**
 * An independent reading of §9 for the property tests: exact fractions of
 * BigInts, every money figure rounded half away from zero to the kopeck as the brief says, written
 * straight from the brief's numbered steps (not from calculate.ts).
 */
import type { Cashier, Row, Stat } from './arbitraries';

interface Fraction {
  n: bigint;
  d: bigint;
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const fraction = (n: bigint, d: bigint = 1n): Fraction => {
  if (d < 0n) return fraction(-n, -d);
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
};
/** A decimal number as it reads (tests draw at most 3 decimals). */
const of = (value: number): Fraction => fraction(BigInt(Math.round(value * 1000)), 1000n);
const times = (a: Fraction, b: Fraction) => fraction(a.n * b.n, a.d * b.d);
const over = (a: Fraction, b: Fraction) => fraction(a.n * b.d, a.d * b.n);
const plus = (a: Fraction, b: Fraction) => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
const minus = (a: Fraction, b: Fraction) => plus(a, fraction(-b.n, b.d));
const isPositive = (a: Fraction) => a.n > 0n;
const toNumber = (a: Fraction) => Number(a.n) / Number(a.d);
/** To the kopeck, half away from zero. */
const round2 = (a: Fraction): Fraction => {
  const scaled = a.n * 100n;
  const sign = scaled < 0n ? -1n : 1n;
  const magnitude = scaled * sign;
  return fraction(sign * ((2n * magnitude + a.d) / (2n * a.d)), 100n);
};
const zero = fraction(0n);
const value = (x: number | null | undefined) => of(x ?? 0);

/** §9's lookup: the largest threshold not above the value; of equal thresholds the larger result. */
export function oracleLookup(rows: readonly Row[], type: string, measured: number): number {
  const fitting = rows.filter((row) => row.type === type && row.valueIn <= measured);
  if (fitting.length === 0) return 0;
  const top = Math.max(...fitting.map((row) => row.valueIn));
  return Math.max(...fitting.filter((row) => row.valueIn === top).map((row) => row.valueOut));
}

export interface OracleCashier {
  fixedByTime: number;
  baseBonus: number;
  turnoverBonusCoeff: number;
  turnoverBonus: number;
  expiringRemainsPenalty: number;
  distributionKpiBonus: number;
  invoiceAvg: number;
  measured: number[];
  weights: number[];
  performance: number[];
  bonuses: number[];
  kpiBonus: number;
  monthBonus: number;
  totalBonus: number;
}

export function oracleCashier(rows: readonly Row[], c: Cashier, stat: Stat): OracleCashier {
  // 1. hours = workHours + workMinutes / 60; fixedByTime = round2(fixed × hours ÷ 165).
  const hours = plus(of(c.workHours), over(of(c.workMinutes), of(60)));
  const fixedByTime = round2(over(times(of(c.fixed), hours), of(165)));
  // 2.–6.
  const baseBonus = oracleLookup(rows, 'BB_PERSONAL_MARGIN', c.salesMargin ?? 0);
  const coeff = oracleLookup(rows, 'BB_TURNOVER_PERIOD_CORRECTION', stat.turnoverPeriod);
  const turnoverBonus = round2(times(of(baseBonus), of(coeff)));
  const penalty = oracleLookup(rows, 'EXPIRED_REMAINS_PENALTY', stat.expiringRemains);
  const difference = round2(minus(turnoverBonus, of(penalty)));
  // §9 as written: no floor at 0.
  const distribution = difference;
  // 7.
  const checks = value(c.uniqueCheckCount);
  const invoiceAvg = isPositive(checks) ? round2(over(value(c.retailSumNdsOut), checks)) : zero;
  // 8.
  const hundred = of(100);
  const percentOf = (part: Fraction, whole: Fraction) => (isPositive(whole) ? round2(times(over(part, whole), hundred)) : zero);
  const measured = [
    percentOf(value(c.retailSumNdsOut), of(c.salePlan)),
    percentOf(invoiceAvg, of(stat.invoiceAvg)),
    round2(of(c.marketingShare)),
    round2(value(c.nomenclatureAvgCount)),
    percentOf(value(c.initiativeSaleQuantity), value(c.initiativeSaleQuantityPlan)),
  ].map(toNumber);
  const weights = [1, 2, 3, 4, 5].map((n) => rows.find((row) => row.type === `KPI_${n}_WEIGHT`)?.valueIn ?? 0);
  const performance = measured.map((m, k) => oracleLookup(rows, `KPI_${k + 1}`, m));
  const bonuses = measured.map((_, k) => round2(times(times(times(of(weights[k]), of(performance[k])), distribution), fraction(1n, 100n))));
  if (bonuses[0].n === 0n) bonuses[3] = zero;
  const kpiBonus = bonuses.reduce(plus, zero);
  // 9.–10.
  const monthBonus = round2(plus(plus(of(c.personalBonus), value(c.salesYctmBonus)), kpiBonus));
  const totalBonus = round2(plus(fixedByTime, monthBonus));
  return {
    fixedByTime: toNumber(fixedByTime),
    baseBonus,
    turnoverBonusCoeff: coeff,
    turnoverBonus: toNumber(turnoverBonus),
    expiringRemainsPenalty: penalty,
    distributionKpiBonus: toNumber(distribution),
    invoiceAvg: toNumber(invoiceAvg),
    measured,
    weights,
    performance,
    bonuses: bonuses.map(toNumber),
    kpiBonus: toNumber(kpiBonus),
    monthBonus: toNumber(monthBonus),
    totalBonus: toNumber(totalBonus),
  };
}

/** Whether a number has at most 2 decimals (a kopeck figure). */
export const isKopecks = (x: number): boolean =>
  Number.isFinite(x) && Math.abs(Math.round(x * 100) - x * 100) < 1e-6 && Number(x.toFixed(2)) === x;
