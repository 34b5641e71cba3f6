/**
 * The shapes the payroll calculation reads, written structurally (the domain imports nothing from
 * src/api): they mirror CashierParam, PharmacyParam and PharmacyStat of src/api/contract/payroll.ts,
 * so the contract's values pass as they are.
 */

/** A row of the pharmacy's parameter tables: a threshold (valueIn) and its result (valueOut). */
export interface ParamRow {
  type: string;
  valueIn: number;
  valueOut: number;
}

export interface CashierFigures {
  cashierFullName: string;
  fixed: number;
  workHours: number;
  workMinutes: number;
  personalBonus: number;
  salePlan: number;
  marketingShare: number;
  salesMargin?: number | null;
  salesYctmBonus?: number | null;
  retailSumNdsOut?: number | null;
  uniqueCheckCount?: number | null;
  nomenclatureAvgCount?: number | null;
  initiativeBonus?: number | null;
  initiativeSaleQuantityPlan?: number | null;
  initiativeSaleQuantity?: number | null;
}

export interface PharmacyFigures {
  fromDate: string;
  totalSales: number;
  cashierCount: number;
  invoiceCount: number;
  cashierAvg: number;
  invoiceAvg: number;
  turnoverPeriod: number;
  marketingRate: number;
  expiringRemains: number;
}

export const kpiNumbers = [1, 2, 3, 4, 5] as const;
export const kpiType = (n: number): string => `KPI_${n}`;
export const kpiWeightType = (n: number): string => `KPI_${n}_WEIGHT`;

/**
 * What a cashier with no saved data starts with (§9); the gateway fills them in. marketingShare
 * comes from the measured sales when there are any, else 0.
 */
export const cashierDefaults = { fixed: 16242, personalBonus: 2500, salePlan: 400000, workHours: 165, workMinutes: 0 } as const;

/** The hours of a full month the rate is paid for (§9). */
export const hoursBase = 165;
