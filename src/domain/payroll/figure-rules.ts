import { formatNumber } from '../shared/format';
import { entryProblems, readDecimal } from '../shared/number-entry';
import { kpiMax } from './inputs';

/**
 * The range and required-ness of every figure the payroll screen edits, read
 * by the screen (src/machines/payroll/payroll.edits.ts marks the cells and keeps Save and export
 * disabled) and by the gateway (server/services/cashier-payroll/payroll-body.ts answers 400 with
 * the same words). The table with the reasons is in docs/decisions/payroll-figure-ranges.md. Every figure is required:
 * an emptied cell is a violation, never 0.
 */
export interface FigureRule {
  /** How the figure is called in a message: the column or row it stands in. */
  name: string;
  min: number;
  max: number;
  /** Whole numbers only (minutes, counts); otherwise up to 2 decimals. */
  whole?: boolean;
  /** Roubles: a box shows kopecks as the grid does (1797146,40). */
  money?: boolean;
}

const money = (name: string, max: number): FigureRule => ({ name, min: 0, max, money: true });
const percent = (name: string): FigureRule => ({ name, min: 0, max: 100 });

/** The cashier table's figures, by field of the cashier row. */
export const cashierFigureRules = {
  fixed: money('Ставка, руб.', 1_000_000),
  workHours: { name: 'Отработано, ч', min: 0, max: 744 },
  workMinutes: { name: 'Отработано, мин', min: 0, max: 59, whole: true },
  personalBonus: money('Уникальная премия, руб.', 1_000_000),
  salePlan: money('План продаж на месяц, руб.', 1_000_000_000),
  marketingShare: percent('Доля маркетинга, %'),
} as const satisfies Record<string, FigureRule>;
export type CashierFigureField = keyof typeof cashierFigureRules;

/** The pharmacy statistics' figures, by field. */
export const statFigureRules = {
  totalSales: money('Продажи, руб.', 10_000_000_000),
  cashierCount: { name: 'Количество кассиров', min: 0, max: 200, whole: true },
  invoiceCount: { name: 'Количество чеков', min: 0, max: 10_000_000, whole: true },
  cashierAvg: money('Средние продажи на кассира, руб.', 10_000_000_000),
  invoiceAvg: money('Средний чек аптеки, руб.', 1_000_000),
  turnoverPeriod: { name: 'Оборачиваемость, дн.', min: 0, max: 3650 },
  marketingRate: percent('Доля маркетинга, %'),
  expiringRemains: money('Остатки с истекающим сроком, руб.', 10_000_000_000),
} as const satisfies Record<string, FigureRule>;
export type StatFigureField = keyof typeof statFigureRules;

/** The threshold and result of each parameter table. */
const paramTables: Readonly<Record<string, { valueIn: FigureRule; valueOut: FigureRule }>> = {
  BB_PERSONAL_MARGIN: { valueIn: money('Маржа личных продаж, руб.', 10_000_000_000), valueOut: money('Базовая премия, руб.', 1_000_000) },
  BB_TURNOVER_PERIOD_CORRECTION: {
    valueIn: { name: 'Период оборачиваемости, дн.', min: 0, max: 3650 },
    valueOut: { name: 'Коэффициент оборачиваемости', min: 0, max: 10 },
  },
  EXPIRED_REMAINS_PENALTY: {
    valueIn: money('Остатки с истекающим сроком, руб.', 10_000_000_000),
    valueOut: money('Штраф, руб.', 1_000_000),
  },
};

/** The rule of a parameter row's threshold (valueIn) or result (valueOut). */
export function paramFigureRule(type: string, field: 'valueIn' | 'valueOut'): FigureRule {
  const table = paramTables[type];
  if (table) return table[field];
  const weight = /^KPI_(\d)_WEIGHT$/u.exec(type);
  // A weight row keeps its percent in valueIn; valueOut is unused and stays within the same bounds.
  if (weight) return percent(`Вес KPI ${weight[1]}, %`);
  const n = type.replace(/^KPI_/u, '');
  return field === 'valueOut' ? { name: `Коэффициент KPI ${n}`, min: 0, max: kpiMax } : money(`Значение KPI ${n}`, 10_000_000_000);
}

/**
 * Figures measured from the sales (margin, checks, the initiative's plan and bonus): not edited
 * on screen, but sent back with the month. Any finite number up to a trillion either way — a
 * larger one is no sale of a pharmacy and would overflow the kopeck arithmetic.
 */
export const measuredLimit = 1_000_000_000_000;
export const isMeasuredFigure = (value: number): boolean => Number.isFinite(value) && Math.abs(value) <= measuredLimit;
export const measuredMessage = `ожидается число от −${formatNumber(measuredLimit)} до ${formatNumber(measuredLimit)}`;

export type FigureReading = { readonly value: number } | { readonly problem: string };

export const figureProblems = entryProblems;

/**
 * What the user typed, as the number it spells or the reason it is refused: the portal's number
 * rule (src/domain/shared/number-entry.ts) under the figure's bounds. A comma is the decimal separator as
 * a dot is; spaces around mean nothing; one separator only ('1.2.3' is refused, never 1.23).
 */
export function readFigure(rule: FigureRule, typed: string): FigureReading {
  const reading = readDecimal(rule, typed);
  return 'refused' in reading ? { problem: reading.refused } : reading;
}

/** Why a figure sent as a number breaks its rule, or null (the gateway's check). */
export function figureProblem(rule: FigureRule, value: number): string | null {
  if (!Number.isFinite(value)) return figureProblems.number;
  if (rule.whole && !Number.isInteger(value)) return figureProblems.whole;
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return figureProblems.decimals;
  // The box's words for a minus: its real reason, not the range.
  if (value < 0 && rule.min >= 0) return figureProblems.negative;
  return value < rule.min || value > rule.max ? figureProblems.range(rule) : null;
}

/** 'Ставка, руб.: от 0 до 1 000 000' — the cell's message; `whose` names the cashier or row. */
export const figureMessage = (rule: FigureRule, problem: string, whose = ''): string =>
  `${rule.name}${whose ? ` (${whose})` : ''}: ${problem}`;

/** A figure of a month that breaks its rule: where it is (a path of the body) and the message. */
export interface FigureViolation {
  path: string;
  /** The whole sentence, naming the figure and whose it is: 'Отработано, мин (Иванова Анна): от 0 до 59'. */
  message: string;
  /** What is wrong, as the cell itself says under its box: 'от 0 до 59'. */
  problem: string;
}

export interface MonthFigures {
  pharmacyParams: ReadonlyArray<{ type: string; valueIn: number; valueOut: number }>;
  cashierParams: ReadonlyArray<{ cashierFullName: string } & Record<CashierFigureField, number>>;
  pharmacyStat?: Record<StatFigureField, number>;
}

/**
 * Every figure of a month that breaks its rule, in the order of the screen's tabs (cashiers,
 * statistics, parameters). `typedText(path)` is what the user typed in that cell, if anything: a
 * typed text is read by readFigure, a number by figureProblem.
 */
export function monthFigureViolations(
  month: MonthFigures,
  typedText: (path: string) => string | undefined = () => undefined,
): FigureViolation[] {
  const violations: FigureViolation[] = [];
  const check = (path: string, rule: FigureRule, value: number, whose?: string) => {
    const text = typedText(path);
    const reading = text === undefined ? null : readFigure(rule, text);
    const problem = reading ? ('problem' in reading ? reading.problem : null) : figureProblem(rule, value);
    if (problem) violations.push({ path, message: figureMessage(rule, problem, whose), problem });
  };
  month.cashierParams.forEach((cashier, index) => {
    for (const field of Object.keys(cashierFigureRules) as CashierFigureField[]) {
      check(`cashierParams.${index}.${field}`, cashierFigureRules[field], cashier[field], cashier.cashierFullName);
    }
  });
  if (month.pharmacyStat) {
    for (const field of Object.keys(statFigureRules) as StatFigureField[])
      check(`pharmacyStat.${field}`, statFigureRules[field], month.pharmacyStat[field]);
  }
  // A threshold row is named by its place in its own table, as the screen numbers it.
  const seen = new Map<string, number>();
  month.pharmacyParams.forEach((row, index) => {
    const position = (seen.get(row.type) ?? 0) + 1;
    seen.set(row.type, position);
    const whose = row.type.endsWith('_WEIGHT') ? undefined : `строка ${position}`;
    for (const field of ['valueIn', 'valueOut'] as const)
      check(`pharmacyParams.${index}.${field}`, paramFigureRule(row.type, field), row[field], whose);
  });
  return violations;
}
