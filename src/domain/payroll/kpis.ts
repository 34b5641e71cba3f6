import type { Explained, KpiResult } from './result';
import { coefficient, lookupText, money, percent, plain } from './explain';
import { divideRounded, hundredthsOf, kpiBonusKopecks, roubles } from './kopecks';
import { lookup } from './lookup';
import { kpiNumbers, kpiType, kpiWeightType, type CashierFigures, type ParamRow, type PharmacyFigures } from './params';

const orZero = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** part ÷ whole × 100 to 2 decimals, exactly; 0 when whole is 0. */
const percentOf = (part: number, whole: number): number => {
  const wholeHundredths = hundredthsOf(whole);
  return wholeHundredths > 0n ? roubles(divideRounded(hundredthsOf(part) * 10_000n, wholeHundredths)) : 0;
};
const to2 = (value: number): number => roubles(hundredthsOf(value));

/**
 * The five measured KPI values (our decision of which figure feeds which table, §8),
 * rounded to 2 decimals before the lookup and shown so.
 */
function measuredKpis(cashier: CashierFigures, stat: PharmacyFigures, invoiceAvg: number): Explained[] {
  const retail = orZero(cashier.retailSumNdsOut);
  const plan = orZero(cashier.initiativeSaleQuantityPlan);
  const sold = orZero(cashier.initiativeSaleQuantity);
  const kpi1 = percentOf(retail, cashier.salePlan);
  const kpi2 = percentOf(invoiceAvg, stat.invoiceAvg);
  const kpi3 = to2(cashier.marketingShare);
  const kpi4 = to2(orZero(cashier.nomenclatureAvgCount));
  const kpi5 = percentOf(sold, plan);
  return [
    {
      value: kpi1,
      formula:
        hundredthsOf(cashier.salePlan) > 0n
          ? `Выполнение плана продаж = ${money(retail)} ÷ ${money(cashier.salePlan)} × 100 = ${percent(kpi1)}`
          : `Выполнение плана продаж: план продаж не задан → ${percent(0)}`,
    },
    {
      value: kpi2,
      formula:
        hundredthsOf(stat.invoiceAvg) > 0n
          ? `Средний чек к среднему чеку аптеки = ${money(invoiceAvg)} ÷ ${money(stat.invoiceAvg)} × 100 = ${percent(kpi2)}`
          : `Средний чек к среднему чеку аптеки: средний чек аптеки не известен → ${percent(0)}`,
    },
    { value: kpi3, formula: `Доля маркетинговых продаж = ${percent(kpi3)}` },
    { value: kpi4, formula: `Среднее число позиций в чеке = ${coefficient(kpi4)}` },
    {
      value: kpi5,
      formula:
        hundredthsOf(plan) > 0n
          ? `Выполнение плана мотивации продаж = ${plain(sold)} ÷ ${plain(plan)} × 100 = ${percent(kpi5)}`
          : `Выполнение плана мотивации продаж: план не задан → ${percent(0)}`,
    },
  ];
}

/** A KPI's measured value as its threshold table writes it: percents except KPI 4 (items per check). */
const measuredFormat = (n: number) => (n === 4 ? coefficient : percent);

/** The weight of KPI n: valueIn of its (first) KPI_n_WEIGHT row, 0 when missing. */
export const kpiWeight = (params: readonly ParamRow[], n: number): number =>
  params.find((row) => row.type === kpiWeightType(n))?.valueIn ?? 0;

/** Why a KPI bonus (or what adds them up) is below zero: it is a share of a negative distribution bonus. */
export const negativeDistributionWhy = (distribution: number): string =>
  `премия для распределения по KPI отрицательная (${money(distribution)}): штраф за просроченные остатки больше премии с учётом оборачиваемости`;

/** KPIs 1..5 of a cashier for the distribution bonus (already to the kopeck). */
export function cashierKpis(
  params: readonly ParamRow[],
  cashier: CashierFigures,
  stat: PharmacyFigures,
  invoiceAvg: number,
  distribution: number,
): KpiResult[] {
  const measured = measuredKpis(cashier, stat, invoiceAvg);
  const results: KpiResult[] = [];
  for (const n of kpiNumbers) {
    const value = measured[n - 1];
    const weight = kpiWeight(params, n);
    const found = lookup(params, kpiType(n), value.value);
    const shown = measuredFormat(n);
    const performance: Explained = {
      value: found.value,
      formula: lookupText(`Коэффициент KPI ${n}`, shown(value.value), found, shown, coefficient),
    };
    let bonus: Explained;
    if (n === 4 && results[0].bonus.value === 0) {
      // §9: items per check are not paid for while the sales plan brings nothing.
      bonus = { value: 0, formula: `Премия KPI 4 = ${money(0)}: премия KPI 1 равна 0` };
    } else {
      const amount = roubles(kpiBonusKopecks(weight, found.value, distribution));
      bonus = {
        value: amount,
        formula: `Премия KPI ${n} = ${plain(weight)} % × ${coefficient(found.value)} × ${money(distribution)} × 0,01 = ${money(amount)}`,
        ...(amount < 0 ? { why: negativeDistributionWhy(distribution) } : {}),
      };
    }
    results.push({ n, measured: value, weight, performance, bonus });
  }
  return results;
}
