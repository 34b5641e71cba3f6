import { format } from 'date-fns';
import { sumMoney } from '../money';
import { monthNames } from '../months';
import { sheet, workbookBytes, type SheetColumn } from '../orders/workbook';
import { kpiWeight } from './kpis';
import { kpiNumbers, kpiType, type ParamRow, type PharmacyFigures } from './params';
import type { CashierResult, PayrollResult } from './result';

/**
 * The export of the payroll screen (§7.4 download; the calc brief): sheet 'Расчёт' with one row per
 * cashier and every figure of the screen, then 'Итого'; sheet 'Параметры' with the month, the
 * pharmacy's statistics, the KPI weights and every threshold table the figures were looked up in.
 * Figures come from calculatePayroll, so the file equals the screen to the kopeck.
 */
export interface PayrollWorkbookInput {
  pharmacyName?: string | null;
  pharmacyAddress?: string | null;
  /** The month, YYYY-MM-01. */
  month: string;
  result: PayrollResult;
  pharmacyParams: readonly ParamRow[];
  pharmacyStat: PharmacyFigures;
}

/** 'Расчёт зарплаты первостольника 23.11.2026 14-05.xlsx'. */
export const payrollFileName = (now: Date): string => `Расчёт зарплаты первостольника ${format(now, 'dd.MM.yyyy HH-mm')}.xlsx`;

export const payrollTotalLabel = 'Итого';

/** A line of 'Расчёт': a cashier's figures, or the totals (coefficient left empty). */
interface CalculationLine {
  name: string;
  fixedByTime: number;
  baseBonus: number;
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

const money = (header: string, value: (line: CalculationLine) => number | null, width = 16): SheetColumn<CalculationLine> => ({
  header,
  width,
  kind: 'money',
  value,
});

/** The sheet's columns, in the screen's order. */
export const calculationColumns: SheetColumn<CalculationLine>[] = [
  { header: 'ФИО', width: 32, kind: 'text', value: (line) => line.name },
  money('Оплата по ставке', (line) => line.fixedByTime),
  money('Базовая премия', (line) => line.baseBonus),
  { header: 'Коэффициент оборачиваемости', width: 16, kind: 'money', value: (line) => line.turnoverBonusCoeff },
  money('Премия с учётом оборачиваемости', (line) => line.turnoverBonus),
  money('Штраф за просроченные остатки', (line) => line.expiringRemainsPenalty),
  money('Премия к распределению по KPI', (line) => line.distributionKpiBonus),
  ...kpiNumbers.map((n) => money(`Премия KPI ${n}`, (line) => line.kpiBonuses[n - 1] ?? 0)),
  money('Премия по KPI', (line) => line.kpiBonus),
  money('Уникальная премия', (line) => line.personalBonus),
  money('Бонус за продажи СТМ', (line) => line.salesYctmBonus),
  money('Премия за месяц', (line) => line.monthBonus),
  money('Итого к начислению', (line) => line.totalBonus),
  money('Доп. премия по инициативам', (line) => line.initiativeBonus),
];

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

/** The cashiers' lines and the 'Итого' line: each money column summed as the rows show it. */
export function calculationLines(result: PayrollResult): CalculationLine[] {
  const lines = result.cashiers.map(cashierLine);
  const total = (pick: (line: CalculationLine) => number | null) => sumMoney(lines.map(pick));
  const totals: CalculationLine = {
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
  return [...lines, totals];
}

/** A line of 'Параметры': a label, a value (text or number) and, in threshold tables, the result. */
interface ParameterLine {
  label: string;
  value: string | number | null;
  result: number | null;
}

export const parameterColumns: SheetColumn<ParameterLine>[] = [
  { header: 'Параметр', width: 56, kind: 'text', value: (line) => line.label },
  { header: 'Значение', width: 18, kind: 'number', value: (line) => line.value },
  { header: 'Результат', width: 18, kind: 'number', value: (line) => line.result },
];

/** 'Октябрь 2026' of '2026-10-01'. */
export const monthLabel = (month: string): string => {
  const [year, monthNumber] = month.split('-').map(Number);
  return `${monthNames[(monthNumber || 1) - 1] ?? ''} ${year}`.trim();
};

/** The threshold tables in the screen's order, with what their value and result mean. */
const thresholdTables: { type: string; title: string }[] = [
  { type: 'BB_PERSONAL_MARGIN', title: 'Базовая премия: маржа личных продаж, руб. → премия, руб.' },
  { type: 'BB_TURNOVER_PERIOD_CORRECTION', title: 'Коэффициент оборачиваемости: период оборачиваемости, дн. → коэффициент' },
  { type: 'EXPIRED_REMAINS_PENALTY', title: 'Штраф: остатки с истекающим сроком, руб. → штраф, руб.' },
  { type: kpiType(1), title: 'KPI 1: выполнение плана продаж, % → коэффициент' },
  { type: kpiType(2), title: 'KPI 2: средний чек к среднему чеку аптеки, % → коэффициент' },
  { type: kpiType(3), title: 'KPI 3: доля маркетинговых продаж, % → коэффициент' },
  { type: kpiType(4), title: 'KPI 4: среднее число позиций в чеке → коэффициент' },
  { type: kpiType(5), title: 'KPI 5: выполнение плана мотивации продаж, % → коэффициент' },
];

export function parameterLines(input: Omit<PayrollWorkbookInput, 'result'>): ParameterLine[] {
  const stat = input.pharmacyStat;
  const line = (label: string, value: string | number | null = null, result: number | null = null): ParameterLine => ({ label, value, result });
  const lines: ParameterLine[] = [];
  if (input.pharmacyName) lines.push(line('Аптека', input.pharmacyName));
  if (input.pharmacyAddress) lines.push(line('Адрес', input.pharmacyAddress));
  lines.push(
    line('Месяц', monthLabel(input.month)),
    line('Статистика аптеки за месяц'),
    line('Продажи, руб.', stat.totalSales),
    line('Количество кассиров', stat.cashierCount),
    line('Количество чеков', stat.invoiceCount),
    line('Продажи на кассира, руб.', stat.cashierAvg),
    line('Средний чек, руб.', stat.invoiceAvg),
    line('Период оборачиваемости, дн.', stat.turnoverPeriod),
    line('Доля маркетинговых продаж, %', stat.marketingRate),
    line('Остатки с истекающим сроком, руб.', stat.expiringRemains),
    line('Веса KPI, %'),
    ...kpiNumbers.map((n) => line(`Вес KPI ${n}`, kpiWeight(input.pharmacyParams, n))),
  );
  for (const table of thresholdTables) {
    lines.push(line(table.title));
    const rows = input.pharmacyParams.filter((row) => row.type === table.type).sort((a, b) => a.valueIn - b.valueIn);
    if (rows.length === 0) lines.push(line('порогов нет'));
    rows.forEach((row) => lines.push(line('порог', row.valueIn, row.valueOut)));
  }
  return lines;
}

/** The workbook's bytes (the gateway answers them as 'Расчёт зарплаты первостольника …xlsx'). */
export function payrollWorkbook(input: PayrollWorkbookInput): Promise<Uint8Array> {
  return workbookBytes([
    sheet('Расчёт', calculationColumns, calculationLines(input.result)),
    sheet('Параметры', parameterColumns, parameterLines(input)),
  ]);
}
