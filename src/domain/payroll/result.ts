/**
 * What the payroll calculation (spec §9) answers for a month: per cashier every
 * computed figure of §3 with the words that explain it (item 5), the validation of the parameters
 * (§5's three KPI messages and the cells they concern) and the pharmacy's totals. Computed by
 * src/domain/payroll/calculate.ts, in the payroll worker on the page and in the gateway for the
 * workbook, so the screen and the file agree to the kopeck.
 */

/** A computed figure and how it was reached, with this cashier's values filled in. */
export interface Explained {
  value: number;
  /** e.g. 'Оплата по ставке = 16 242,00 × 160 ч 30 мин ÷ 165 ч = 15 811,78'. */
  formula: string;
  /** Why the figure is below zero, shown beside it (a figure below zero takes money off the pay). */
  why?: string;
}

/** One KPI of a cashier. */
export interface KpiResult {
  /** 1..5. */
  n: number;
  /** The KPI's measured value (plan performance %, …) that the KPI_n table is looked up with. */
  measured: Explained;
  /** Weight in percent (KPI_n_WEIGHT). */
  weight: number;
  /** The coefficient looked up in KPI_n: the chosen threshold row, or none (0). */
  performance: Explained;
  /** weight × performance × distribution bonus × 0.01, RUB to the kopeck. */
  bonus: Explained;
}

export interface CashierResult {
  cashierFullName: string;
  /** The fixed part for the time worked: rate × hours ÷ 165. */
  fixedByTime: Explained;
  /** Looked up in BB_PERSONAL_MARGIN with the personal-sales margin. */
  baseBonus: Explained;
  /** Looked up in BB_TURNOVER_PERIOD_CORRECTION with the pharmacy's turnover period. */
  turnoverBonusCoeff: Explained;
  turnoverBonus: Explained;
  /** Looked up in EXPIRED_REMAINS_PENALTY with the pharmacy's expiring remains. */
  expiringRemainsPenalty: Explained;
  distributionKpiBonus: Explained;
  /** The cashier's average check, RUB. */
  invoiceAvg: Explained;
  kpis: KpiResult[];
  kpiBonus: Explained;
  /** The unique bonus as entered and the СТМ sales bonus as measured (0 when none): the month bonus's other parts, for the workbook. */
  personalBonus?: number;
  salesYctmBonus?: number;
  monthBonus: Explained;
  totalBonus: Explained;
  /** The extra (sales-motivation) initiative bonus, shown apart: §9's total does not include it. */
  initiativeBonus: number | null;
}

/** §5's three messages, verbatim. */
export const kpiMessages = {
  weights: 'Сумма всех весов KPI должна быть равна 100',
  zeroValues: 'Основные параметры KPI не должны содержать нулевые значения',
  zeroCoefficients: 'Коэффициенты KPI не должны содержать нулевые значения',
} as const;
export type KpiProblem = keyof typeof kpiMessages;

/** A parameter cell that breaks a rule: the row's index in pharmacyParams and which value. */
export interface OffendingCell {
  index: number;
  field: 'valueIn' | 'valueOut';
  problem: KpiProblem;
}

export interface PayrollValidation {
  /** The messages that hold now, in §5's order; empty: Save and export are allowed. */
  problems: KpiProblem[];
  cells: OffendingCell[];
}

export interface PayrollResult {
  cashiers: CashierResult[];
  validation: PayrollValidation;
  /** Sums over the cashiers, RUB to the kopeck. */
  totals: { fixedByTime: number; kpiBonus: number; monthBonus: number; totalBonus: number; initiativeBonus: number };
}
