import { round2 } from '../shared/money';
import type { CashierResult, Explained } from './result';
import { coefficient, hoursText, lookupText, money, plain } from './explain';
import { divideRounded, fixedByTimeKopecks, hundredthsOf, roubles, timesCoefficientKopecks } from './kopecks';
import { cashierKpis, negativeDistributionWhy } from './kpis';
import { lookup } from './lookup';
import { hoursBase, type CashierFigures, type ParamRow, type PharmacyFigures } from './params';

const orZero = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const kopecksOf = (value: number): bigint => hundredthsOf(value);

/** The cashier's average check: retail ÷ checks to the kopeck (0 without checks). */
function averageCheck(cashier: CashierFigures): Explained {
  const retail = orZero(cashier.retailSumNdsOut);
  const checks = orZero(cashier.uniqueCheckCount);
  if (!(checks > 0)) return { value: 0, formula: `Средний чек: чеков нет → ${money(0)}` };
  // Counts are whole; a fractional one (never seen) falls back to float division and round2.
  const value = Number.isInteger(checks) ? roubles(divideRounded(kopecksOf(retail), BigInt(checks))) : round2(retail / checks);
  return { value, formula: `Средний чек = ${money(retail)} ÷ ${plain(checks)} чек. = ${money(value)}` };
}

/** Every figure of §9 for one cashier, each to the kopeck, later figures from the rounded ones. */
export function calculateCashier(params: readonly ParamRow[], cashier: CashierFigures, stat: PharmacyFigures): CashierResult {
  const fixedValue = roubles(fixedByTimeKopecks(cashier.fixed, cashier.workHours, cashier.workMinutes, hoursBase));
  const fixedByTime: Explained = {
    value: fixedValue,
    formula: `Оплата по ставке = ${money(cashier.fixed)} × ${hoursText(cashier.workHours, cashier.workMinutes)} ÷ ${hoursBase} ч = ${money(fixedValue)}`,
  };

  const margin = orZero(cashier.salesMargin);
  const base = lookup(params, 'BB_PERSONAL_MARGIN', margin);
  const baseBonus: Explained = {
    value: base.value,
    formula: lookupText('Базовая премия', `маржа личных продаж ${money(margin)}`, base, money, money),
  };

  const coeff = lookup(params, 'BB_TURNOVER_PERIOD_CORRECTION', stat.turnoverPeriod);
  const turnoverBonusCoeff: Explained = {
    value: coeff.value,
    formula: lookupText(
      'Коэффициент оборачиваемости',
      `период оборачиваемости ${plain(stat.turnoverPeriod)} дн.`,
      coeff,
      plain,
      coefficient,
    ),
  };

  const turnoverKopecks = timesCoefficientKopecks(base.value, coeff.value);
  const turnoverBonus: Explained = {
    value: roubles(turnoverKopecks),
    formula: `Премия с учётом оборачиваемости = ${money(base.value)} × ${coefficient(coeff.value)} = ${money(roubles(turnoverKopecks))}`,
  };

  const penalty = lookup(params, 'EXPIRED_REMAINS_PENALTY', stat.expiringRemains);
  const expiringRemainsPenalty: Explained = {
    value: penalty.value,
    formula: lookupText(
      'Штраф за просроченные остатки',
      `остатки с истекающим сроком ${money(stat.expiringRemains)}`,
      penalty,
      money,
      money,
    ),
  };

  // §9: distribution bonus = turnover bonus − expiring-stock penalty, as written: a penalty larger than
  // the bonus makes it negative, and the KPI bonuses computed from it take that amount off the month.
  const difference = turnoverKopecks - kopecksOf(penalty.value);
  const distributionValue = roubles(difference);
  const distributionKpiBonus: Explained = {
    value: distributionValue,
    formula:
      `Премия к распределению по KPI = ${money(turnoverBonus.value)} − ${money(penalty.value)} = ${money(distributionValue)}` +
      (difference < 0n ? ' (штраф за просроченные остатки больше премии с учётом оборачиваемости: премия отрицательная)' : ''),
    ...(difference < 0n
      ? {
          why: `штраф за просроченные остатки ${money(penalty.value)} больше премии с учётом оборачиваемости ${money(turnoverBonus.value)}`,
        }
      : {}),
  };

  const invoiceAvg = averageCheck(cashier);
  const kpis = cashierKpis(params, cashier, stat, invoiceAvg.value, distributionValue);
  const kpiKopecks = kpis.reduce((sum, kpi) => sum + kopecksOf(kpi.bonus.value), 0n);
  const kpiBonus: Explained = {
    value: roubles(kpiKopecks),
    formula: `Премия по KPI = ${kpis.map((kpi) => money(kpi.bonus.value)).join(' + ')} = ${money(roubles(kpiKopecks))}`,
    ...(kpiKopecks < 0n ? { why: negativeDistributionWhy(distributionValue) } : {}),
  };

  const yctm = orZero(cashier.salesYctmBonus);
  const monthKopecks = kopecksOf(cashier.personalBonus) + kopecksOf(yctm) + kpiKopecks;
  const monthBonus: Explained = {
    value: roubles(monthKopecks),
    formula:
      `Премия за месяц = ${money(cashier.personalBonus)} (уникальная премия) + ${money(yctm)} (бонус за продажи УСТМ) + ` +
      `${money(kpiBonus.value)} (премия по KPI) = ${money(roubles(monthKopecks))}`,
    ...(monthKopecks < 0n ? { why: `премия по KPI ${money(kpiBonus.value)} отрицательная и больше остальных премий месяца` } : {}),
  };

  const totalKopecks = kopecksOf(fixedValue) + monthKopecks;
  const totalBonus: Explained = {
    value: roubles(totalKopecks),
    formula: `Итого к начислению = ${money(fixedValue)} (оплата по ставке) + ${money(monthBonus.value)} (премия за месяц) = ${money(roubles(totalKopecks))}`,
    ...(totalKopecks < 0n ? { why: `премия за месяц ${money(monthBonus.value)} отрицательная и больше оплаты по ставке` } : {}),
  };

  return {
    cashierFullName: cashier.cashierFullName,
    fixedByTime,
    baseBonus,
    turnoverBonusCoeff,
    turnoverBonus,
    expiringRemainsPenalty,
    distributionKpiBonus,
    invoiceAvg,
    kpis,
    kpiBonus,
    personalBonus: roubles(kopecksOf(cashier.personalBonus)),
    salesYctmBonus: roubles(kopecksOf(yctm)),
    monthBonus,
    totalBonus,
    initiativeBonus:
      typeof cashier.initiativeBonus === 'number' && Number.isFinite(cashier.initiativeBonus)
        ? roubles(kopecksOf(cashier.initiativeBonus))
        : null,
  };
}
