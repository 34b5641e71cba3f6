import { sumMoney } from '../shared/money';
import { payrollTotalLabel } from './labels';
import { kpiNumbers } from './params';
import type { CashierResult, PayrollResult } from './result';

/**
 * The calculation as lines: one per cashier with every figure, then the 'Итого' line. The screen's
 * totals rows and the workbook's sheet 'Расчёт' both read them, so they total the same columns.
 */
export interface CalculationLine {
  name: string;
  fixedByTime: number;
  baseBonus: number;
  /** A coefficient: the totals line leaves it empty. */
  turnoverBonusCoeff: number | null;
  turnoverBonus: number;
  expiringRemainsPenalty: number;
  distributionKpiBonus: number;
  kpiBonuses: number[];
  kpiBonus: number;
  personalBonus: number;
  salesYctmBonus: number;
  monthBonus: number;
  totalBonus: number;
  initiativeBonus: number | null;
}

function cashierLine(cashier: CashierResult): CalculationLine {
  return {
    name: cashier.cashierFullName,
    fixedByTime: cashier.fixedByTime.value,
    baseBonus: cashier.baseBonus.value,
    turnoverBonusCoeff: cashier.turnoverBonusCoeff.value,
    turnoverBonus: cashier.turnoverBonus.value,
    expiringRemainsPenalty: cashier.expiringRemainsPenalty.value,
    distributionKpiBonus: cashier.distributionKpiBonus.value,
    kpiBonuses: cashier.kpis.map((kpi) => kpi.bonus.value),
    kpiBonus: cashier.kpiBonus.value,
    personalBonus: cashier.personalBonus ?? 0,
    salesYctmBonus: cashier.salesYctmBonus ?? 0,
    monthBonus: cashier.monthBonus.value,
    totalBonus: cashier.totalBonus.value,
    initiativeBonus: cashier.initiativeBonus,
  };
}

/** The 'Итого' line: each money column summed as the rows show it. */
export function totalsLine(lines: readonly CalculationLine[]): CalculationLine {
  const total = (pick: (line: CalculationLine) => number | null) => sumMoney(lines.map(pick));
  return {
    name: payrollTotalLabel,
    fixedByTime: total((line) => line.fixedByTime),
    baseBonus: total((line) => line.baseBonus),
    turnoverBonusCoeff: null,
    turnoverBonus: total((line) => line.turnoverBonus),
    expiringRemainsPenalty: total((line) => line.expiringRemainsPenalty),
    distributionKpiBonus: total((line) => line.distributionKpiBonus),
    kpiBonuses: kpiNumbers.map((n) => total((line) => line.kpiBonuses[n - 1] ?? 0)),
    kpiBonus: total((line) => line.kpiBonus),
    personalBonus: total((line) => line.personalBonus),
    salesYctmBonus: total((line) => line.salesYctmBonus),
    monthBonus: total((line) => line.monthBonus),
    totalBonus: total((line) => line.totalBonus),
    initiativeBonus: total((line) => line.initiativeBonus),
  };
}

/** The cashiers' lines and the 'Итого' line. */
export function calculationLines(result: PayrollResult): CalculationLine[] {
  const lines = result.cashiers.map(cashierLine);
  return [...lines, totalsLine(lines)];
}

/** Only the 'Итого' line, for the screen's totals rows. */
export const payrollTotals = (result: PayrollResult): CalculationLine => totalsLine(result.cashiers.map(cashierLine));
