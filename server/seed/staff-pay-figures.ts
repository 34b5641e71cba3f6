import type { PharmacyStat } from '../../src/api/contract/payroll';
import { round2, sumMoney } from '../../src/domain/shared/money';

/** What the sales reports measured for one cashier in a month (cashier_month_sales). */
export interface MeasuredSales {
  salesMargin: number;
  salesYctmBonus: number;
  retailSumNdsOut: number;
  uniqueCheckCount: number;
  nomenclatureAvgCount: number;
  initiativeSaleQuantityPlan: number;
  initiativeSaleQuantity: number;
  initiativeBonus: number;
}

/** A demo cashier of apteka1 and what it sold in a whole month. */
export interface DemoCashier {
  fullName: string;
  validUser: boolean;
  /** Its account, when it has one already. */
  account?: { login: string; password: string };
  /** Its saved figures of the previous month; absent: the cashier was never saved. */
  saved?: { fixed: number; workHours: number; workMinutes: number; personalBonus: number; salePlan: number; marketingShare: number };
  month: MeasuredSales;
}

/**
 * Apteka1's five cashiers in table order: three may have logins (one already has 'kassir1'),
 * two may not; the last has no saved figures in any month, so the screen shows it the defaults.
 * Their sales differ so that the KPI tables choose different thresholds for each.
 */
export const demoCashiers: readonly DemoCashier[] = [
  {
    fullName: 'Иванова Мария Сергеевна',
    validUser: true,
    account: { login: 'kassir1', password: 'kassir1' },
    saved: { fixed: 18_500, workHours: 168, workMinutes: 30, personalBonus: 3_000, salePlan: 420_000, marketingShare: 12.5 },
    month: {
      salesMargin: 128_400.5,
      salesYctmBonus: 1_250,
      retailSumNdsOut: 452_180.4,
      uniqueCheckCount: 1_012,
      nomenclatureAvgCount: 2.31,
      initiativeSaleQuantityPlan: 60,
      initiativeSaleQuantity: 54,
      initiativeBonus: 1_620,
    },
  },
  {
    fullName: 'Петров Алексей Викторович',
    validUser: true,
    saved: { fixed: 16_242, workHours: 150, workMinutes: 0, personalBonus: 2_500, salePlan: 400_000, marketingShare: 9.8 },
    month: {
      salesMargin: 86_950.2,
      salesYctmBonus: 640,
      retailSumNdsOut: 371_020.15,
      uniqueCheckCount: 944,
      nomenclatureAvgCount: 1.97,
      initiativeSaleQuantityPlan: 45,
      initiativeSaleQuantity: 47,
      initiativeBonus: 1_410,
    },
  },
  {
    fullName: 'Смирнова Ольга Николаевна',
    validUser: true,
    saved: { fixed: 16_242, workHours: 120, workMinutes: 45, personalBonus: 2_000, salePlan: 300_000, marketingShare: 15.2 },
    month: {
      salesMargin: 212_310.75,
      salesYctmBonus: 2_180.4,
      retailSumNdsOut: 389_640,
      uniqueCheckCount: 801,
      nomenclatureAvgCount: 2.64,
      initiativeSaleQuantityPlan: 50,
      initiativeSaleQuantity: 31,
      initiativeBonus: 930,
    },
  },
  {
    fullName: 'Кузнецова Анна Павловна',
    validUser: false,
    saved: { fixed: 15_000, workHours: 165, workMinutes: 0, personalBonus: 1_500, salePlan: 350_000, marketingShare: 6.4 },
    month: {
      salesMargin: 41_280.9,
      salesYctmBonus: 0,
      retailSumNdsOut: 265_400.6,
      uniqueCheckCount: 733,
      nomenclatureAvgCount: 1.62,
      initiativeSaleQuantityPlan: 30,
      initiativeSaleQuantity: 12,
      initiativeBonus: 360,
    },
  },
  {
    fullName: 'Соколов Дмитрий Андреевич',
    validUser: false,
    month: {
      salesMargin: 63_115.3,
      salesYctmBonus: 310,
      retailSumNdsOut: 318_905.25,
      uniqueCheckCount: 866,
      nomenclatureAvgCount: 2.08,
      initiativeSaleQuantityPlan: 40,
      initiativeSaleQuantity: 40,
      initiativeBonus: 1_200,
    },
  },
];

/**
 * The current month is under way: each cashier has sold a share of a whole month so far (money to
 * the kopeck, counts whole), so offset 0 has figures of its own.
 */
export function monthSoFar(sales: MeasuredSales, share: number): MeasuredSales {
  const soldSoFar = Math.round(sales.initiativeSaleQuantity * share);
  // Whole packs sold so far at the month's bonus per pack, as the bonuses report counts them
  // (server/services/sales-motivation/bonuses-route.ts): the payroll and the report agree.
  const bonusPerPack = sales.initiativeSaleQuantity > 0 ? sales.initiativeBonus / sales.initiativeSaleQuantity : 0;
  return {
    salesMargin: round2(sales.salesMargin * share),
    salesYctmBonus: round2(sales.salesYctmBonus * share),
    retailSumNdsOut: round2(sales.retailSumNdsOut * share),
    uniqueCheckCount: Math.round(sales.uniqueCheckCount * share),
    nomenclatureAvgCount: sales.nomenclatureAvgCount,
    initiativeSaleQuantityPlan: sales.initiativeSaleQuantityPlan,
    initiativeSaleQuantity: soldSoFar,
    initiativeBonus: round2(bonusPerPack * soldSoFar),
  };
}

/** The pharmacy's month as the reports measure it: the cashiers' sums and the stock figures given. */
export function pharmacyStatOf(
  month: string,
  sales: readonly MeasuredSales[],
  stock: { turnoverPeriod: number; marketingRate: number; expiringRemains: number },
): PharmacyStat {
  const totalSales = sumMoney(sales.map((row) => row.retailSumNdsOut));
  const invoiceCount = sales.reduce((total, row) => total + row.uniqueCheckCount, 0);
  return {
    fromDate: month,
    totalSales,
    cashierCount: sales.length,
    invoiceCount,
    cashierAvg: sales.length > 0 ? round2(totalSales / sales.length) : 0,
    invoiceAvg: invoiceCount > 0 ? round2(totalSales / invoiceCount) : 0,
    ...stock,
  };
}
