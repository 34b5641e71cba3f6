import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payrollCalls } from '../../../src/api/contract/payroll';
import type { Database } from '../../db/connect';
import { cashiers, payrollCashierMonths } from '../../db/schema';
import { route } from '../../http/route';
import { figuresOf } from './cashier-rows';
import { writeMonthRow, type MonthRow } from './month-revision';
import { checkedPayroll, type NamedCashierRow } from './payroll-body';

interface SavedPayroll extends MonthRow {
  rows: NamedCashierRow[];
}

/**
 * Replaces the month whole, in one transaction: the parameter tables and statistics, and the
 * editable figures of the cashiers sent (a cashier not sent goes back to the defaults). Measured
 * sales and accounts are not the screen's to change and are not stored here. The month's row is
 * written first: it stays locked to the end, so saves at once replace the month one after the
 * other, never half of each. Answers the month's new revision.
 */
async function storeMonth(db: Database, saved: SavedPayroll): Promise<number> {
  return db.transaction(async (tx) => {
    const revision = await writeMonthRow(tx, saved);
    const ofPharmacy = tx.select({ id: cashiers.id }).from(cashiers).where(eq(cashiers.pharmacyId, saved.pharmacyId));
    await tx
      .delete(payrollCashierMonths)
      .where(and(eq(payrollCashierMonths.month, saved.month), inArray(payrollCashierMonths.cashierId, ofPharmacy)));
    if (saved.rows.length > 0) {
      await tx
        .insert(payrollCashierMonths)
        .values(saved.rows.map(({ cashierId, row }) => ({ cashierId, month: saved.month, params: figuresOf(row) })));
    }
    return revision;
  });
}

/** POST payroll-pharmacy/update: checks §5's rules and the cashiers, then saves the month. */
export function updateRoute(app: FastifyInstance) {
  route(app, payrollCalls.updatePayroll, { permissions: ['READ_REPORTS'] }, async ({ body }, request) => {
    const { pharmacy, month, rows } = await checkedPayroll(app.db, request.user, body, app.clock());
    const savedAt = app.clock();
    const revision = await storeMonth(app.db, {
      pharmacyId: pharmacy.id,
      month,
      params: body.pharmacyParams,
      stat: body.pharmacyStat,
      rows,
      savedAt,
      savedBy: request.user.id,
      loadedRevision: body.loadedRevision,
    });
    return { savedAt: savedAt.toISOString(), revision };
  });
}
