import { and, asc, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { PharmacyParams, PharmacyStat } from '../../../src/api/contract/payroll';
import type { Database } from '../../db/connect';
import { payrollMonths, pharmacyMonthStats } from '../../db/schema';
import { defaultPharmacyParams } from './defaults';

/** A month the sales reports have not measured: nothing sold, nothing counted. */
export const unmeasuredStat = (month: string): PharmacyStat => ({
  fromDate: month,
  totalSales: 0,
  cashierCount: 0,
  invoiceCount: 0,
  cashierAvg: 0,
  invoiceAvg: 0,
  turnoverPeriod: 0,
  marketingRate: 0,
  expiringRemains: 0,
});

/** The pharmacy's statistics of the month as the sales reports measured them. */
export async function measuredStat(db: Database, pharmacyId: number, month: string): Promise<PharmacyStat> {
  const [row] = await db
    .select({ stat: pharmacyMonthStats.stat })
    .from(pharmacyMonthStats)
    .where(and(eq(pharmacyMonthStats.pharmacyId, pharmacyId), eq(pharmacyMonthStats.month, month)));
  return row ? v.parse(PharmacyStat, row.stat) : unmeasuredStat(month);
}

/** The month as the pharmacy saved it; null when it never did. */
export async function savedMonth(db: Database, pharmacyId: number, month: string) {
  const [row] = await db
    .select()
    .from(payrollMonths)
    .where(and(eq(payrollMonths.pharmacyId, pharmacyId), eq(payrollMonths.month, month)));
  return row
    ? { params: v.parse(PharmacyParams, row.pharmacyParams), stat: v.parse(PharmacyStat, row.pharmacyStat), savedAt: row.savedAt }
    : null;
}

/** The statistics the screen shows: as saved, else as measured. */
export async function payrollStat(db: Database, pharmacyId: number, month: string): Promise<PharmacyStat> {
  return (await savedMonth(db, pharmacyId, month))?.stat ?? measuredStat(db, pharmacyId, month);
}

/**
 * The parameter tables of the month: as saved; for a month never saved, those the pharmacy saved
 * last (a network changes its thresholds rarely, so a new month starts from the last ones), else
 * the defaults.
 */
export async function payrollParams(db: Database, pharmacyId: number, month: string): Promise<PharmacyParams> {
  const saved = await savedMonth(db, pharmacyId, month);
  if (saved) return saved.params;
  const [last] = await db
    .select({ params: payrollMonths.pharmacyParams })
    .from(payrollMonths)
    .where(eq(payrollMonths.pharmacyId, pharmacyId))
    .orderBy(desc(payrollMonths.savedAt), asc(payrollMonths.month))
    .limit(1);
  return last ? v.parse(PharmacyParams, last.params) : [...defaultPharmacyParams];
}
