import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PayrollUpdate, payrollRoutes, type PayrollSaved, type PharmacyParams, type PharmacyStat } from '../../../src/api/contract/payroll';
import type { Database } from '../../db/connect';
import { cashiers, payrollCashierMonths, payrollMonths, users } from '../../db/schema';
import { parseInput } from '../../http/input';
import { figuresOf } from './cashier-rows';
import { checkedPayroll, type NamedCashierRow } from './payroll-body';

interface SavedPayroll {
  pharmacyId: number;
  month: string;
  params: PharmacyParams;
  stat: PharmacyStat;
  rows: NamedCashierRow[];
  savedAt: Date;
  savedBy: number;
}

/**
 * Replaces the month whole, in one transaction: the parameter tables and statistics, and the
 * editable figures of the cashiers sent (a cashier not sent goes back to the defaults). Measured
 * sales and accounts are not the screen's to change and are not stored here.
 */
async function storeMonth(db: Database, saved: SavedPayroll): Promise<void> {
  await db.transaction(async (tx) => {
    const month = { pharmacyParams: saved.params, pharmacyStat: saved.stat, savedAt: saved.savedAt };
    // An account deleted after its token was issued leaves the month without a saver, not a 500.
    const savedBy = sql`(SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${saved.savedBy})`;
    await tx
      .insert(payrollMonths)
      .values({ pharmacyId: saved.pharmacyId, month: saved.month, ...month, savedBy })
      .onConflictDoUpdate({ target: [payrollMonths.pharmacyId, payrollMonths.month], set: { ...month, savedBy } });
    const ofPharmacy = tx.select({ id: cashiers.id }).from(cashiers).where(eq(cashiers.pharmacyId, saved.pharmacyId));
    await tx.delete(payrollCashierMonths).where(and(eq(payrollCashierMonths.month, saved.month), inArray(payrollCashierMonths.cashierId, ofPharmacy)));
    if (saved.rows.length > 0) {
      await tx.insert(payrollCashierMonths).values(saved.rows.map(({ cashierId, row }) => ({ cashierId, month: saved.month, params: figuresOf(row) })));
    }
  });
}

/** POST payroll-pharmacy/update: checks §5's rules and the cashiers, then saves the month. */
export function updateRoute(app: FastifyInstance) {
  app.post<{ Reply: PayrollSaved }>(payrollRoutes.cashierPayroll.update, { config: { permissions: ['READ_REPORTS'] } }, async (request) => {
    const body = parseInput(PayrollUpdate, request.body);
    const { pharmacy, month, rows } = await checkedPayroll(app.db, request.user, body);
    const savedAt = app.clock();
    await storeMonth(app.db, { pharmacyId: pharmacy.id, month, params: body.pharmacyParams, stat: body.pharmacyStat, rows, savedAt, savedBy: request.user.id });
    return { savedAt: savedAt.toISOString() };
  });
}
