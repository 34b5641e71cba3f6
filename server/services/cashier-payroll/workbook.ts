import { format } from 'date-fns';
import { sheet, workbookBytes, type SheetColumn } from '../../../src/domain/orders/workbook';
import { kpiWeight } from '../../../src/domain/payroll/kpis';
import { figureLabels, kpiBonusLabel, kpiTables, monthLabel, statLabels, thresholdTables } from '../../../src/domain/payroll/labels';
import { calculationLines, type CalculationLine } from '../../../src/domain/payroll/lines';
import { kpiNumbers, type ParamRow, type PharmacyFigures } from '../../../src/domain/payroll/params';
import type { PayrollResult } from '../../../src/domain/payroll/result';

export { calculationLines } from '../../../src/domain/payroll/lines';
export { monthLabel, payrollTotalLabel } from '../../../src/domain/payroll/labels';

/**
 * The export of the payroll screen (§7.4 download): sheet 'Расчёт' with one row per
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

const money = (header: string, value: (line: CalculationLine) => number | null, width = 16): SheetColumn<CalculationLine> => ({
  header,
  width,
  kind: 'money',
  value,
});

/** The sheet's columns, in the screen's order and with the screen's headers. */
export const calculationColumns: SheetColumn<CalculationLine>[] = [
  { header: figureLabels.cashier, width: 32, kind: 'text', value: (line) => line.name },
  money(figureLabels.fixedByTime, (line) => line.fixedByTime),
  money(figureLabels.baseBonus, (line) => line.baseBonus),
  { header: figureLabels.turnoverBonusCoeff, width: 16, kind: 'money', value: (line) => line.turnoverBonusCoeff },
  money(figureLabels.turnoverBonus, (line) => line.turnoverBonus),
  money(figureLabels.expiringRemainsPenalty, (line) => line.expiringRemainsPenalty),
  money(figureLabels.distributionKpiBonus, (line) => line.distributionKpiBonus),
  ...kpiNumbers.map((n) => money(kpiBonusLabel(n), (line) => line.kpiBonuses[n - 1] ?? 0)),
  money(figureLabels.kpiBonus, (line) => line.kpiBonus),
  money(figureLabels.personalBonus, (line) => line.personalBonus),
  money(figureLabels.salesYctmBonus, (line) => line.salesYctmBonus),
  money(figureLabels.monthBonus, (line) => line.monthBonus),
  money(figureLabels.totalBonus, (line) => line.totalBonus),
  money(figureLabels.initiativeBonus, (line) => line.initiativeBonus),
];

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

/** A threshold table's title as the screen's tab heads it, with what its value and result mean. */
const thresholdTitles = [...thresholdTables, ...kpiTables].map((table) => ({
  type: table.type,
  title: `${table.title}: ${table.valueIn} → ${table.valueOut}`,
}));

export function parameterLines(input: Omit<PayrollWorkbookInput, 'result'>): ParameterLine[] {
  const stat = input.pharmacyStat;
  const line = (label: string, value: string | number | null = null, result: number | null = null): ParameterLine => ({
    label,
    value,
    result,
  });
  const lines: ParameterLine[] = [];
  if (input.pharmacyName) lines.push(line('Аптека', input.pharmacyName));
  if (input.pharmacyAddress) lines.push(line('Адрес', input.pharmacyAddress));
  lines.push(
    line('Месяц', monthLabel(input.month)),
    line('Статистика аптеки за месяц'),
    line(statLabels.totalSales, stat.totalSales),
    line(statLabels.cashierCount, stat.cashierCount),
    line(statLabels.invoiceCount, stat.invoiceCount),
    line(statLabels.cashierAvg, stat.cashierAvg),
    line(statLabels.invoiceAvg, stat.invoiceAvg),
    line(statLabels.turnoverPeriod, stat.turnoverPeriod),
    line(statLabels.marketingRate, stat.marketingRate),
    line(statLabels.expiringRemains, stat.expiringRemains),
    line('Веса KPI, %'),
    ...kpiNumbers.map((n) => line(`Вес KPI ${n}`, kpiWeight(input.pharmacyParams, n))),
  );
  for (const table of thresholdTitles) {
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
