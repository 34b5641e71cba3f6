import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { CashierParam, PharmacyStat } from '../../../src/api/contract/payroll';
import { cashierDefaults } from '../../../src/domain/payroll/params';
import type { Database } from '../../db/connect';
import { cashierMonthSales, cashiers, payrollCashierMonths, users } from '../../db/schema';

/** What the screen edits for a cashier and a saved month keeps (payroll_cashier_months.params). */
export const CashierFigures = v.object({
  fixed: v.number(),
  workHours: v.number(),
  workMinutes: v.number(),
  personalBonus: v.number(),
  salePlan: v.number(),
  marketingShare: v.number(),
});
export type CashierFigures = v.InferOutput<typeof CashierFigures>;

export const figuresOf = (row: CashierParam): CashierFigures => ({
  fixed: row.fixed,
  workHours: row.workHours,
  workMinutes: row.workMinutes,
  personalBonus: row.personalBonus,
  salePlan: row.salePlan,
  marketingShare: row.marketingShare,
});

/** The pharmacy's cashiers in table order (position, then id for equal positions). */
export const cashiersOf = (db: Database, pharmacyId: number) =>
  db.select().from(cashiers).where(eq(cashiers.pharmacyId, pharmacyId)).orderBy(asc(cashiers.position), asc(cashiers.id));

/**
 * Each cashier of the pharmacy for the month: its saved figures (or the defaults of §9), what the
 * sales reports measured (null when nothing was), and its account. A password is never answered.
 * A cashier with measured sales but no saved figures starts with the pharmacy's marketing share,
 * the one share the reports measure.
 */
export async function cashierRows(db: Database, pharmacyId: number, month: string, stat: PharmacyStat): Promise<CashierParam[]> {
  const rows = await db
    .select({
      cashier: cashiers,
      account: { id: users.id, login: users.login, active: users.active },
      saved: payrollCashierMonths.params,
      sales: cashierMonthSales,
    })
    .from(cashiers)
    .leftJoin(users, eq(users.cashierId, cashiers.id))
    .leftJoin(payrollCashierMonths, and(eq(payrollCashierMonths.cashierId, cashiers.id), eq(payrollCashierMonths.month, month)))
    .leftJoin(cashierMonthSales, and(eq(cashierMonthSales.cashierId, cashiers.id), eq(cashierMonthSales.month, month)))
    .where(eq(cashiers.pharmacyId, pharmacyId))
    .orderBy(asc(cashiers.position), asc(cashiers.id));
  return rows.map(({ cashier, account, saved, sales }) => {
    const figures: CashierFigures =
      saved === null ? { ...cashierDefaults, marketingShare: sales ? stat.marketingRate : 0 } : v.parse(CashierFigures, saved);
    return {
      pharmacyId,
      cashierFullName: cashier.fullName,
      cashierUserId: account?.id ?? null,
      username: account?.login ?? null,
      password: null,
      activated: account?.active ?? false,
      validUser: cashier.validUser,
      ...figures,
      salesMargin: sales?.salesMargin ?? null,
      salesYctmBonus: sales?.salesYctmBonus ?? null,
      retailSumNdsOut: sales?.retailSumNdsOut ?? null,
      uniqueCheckCount: sales?.uniqueCheckCount ?? null,
      nomenclatureAvgCount: sales?.nomenclatureAvgCount ?? null,
      initiativeBonus: sales?.initiativeBonus ?? null,
      initiativeSaleQuantityPlan: sales?.initiativeSaleQuantityPlan ?? null,
      initiativeSaleQuantity: sales?.initiativeSaleQuantity ?? null,
    };
  });
}
