import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payrollCalls, type PharmacyParams, type PharmacyStat } from '../../../src/api/contract/payroll';
import type { Database } from '../../db/connect';
import { payrollMonths, users } from '../../db/schema';
import { changedElsewhere } from '../../core/errors';
import { route } from '../../http/route';
import { monthFirst, monthOr, pharmacyOfPath } from './scope';

/**
 * A saved payroll month's version: 1 after its first save, one more after each next;
 * 0 while it was never saved. The screen reads it before the month's three GETs and sends it
 * back with the save, so a save based on what another tab replaced since answers 409.
 */
export async function monthRevision(db: Database, pharmacyId: number, month: string): Promise<number> {
  const [row] = await db
    .select({ revision: payrollMonths.revision })
    .from(payrollMonths)
    .where(and(eq(payrollMonths.pharmacyId, pharmacyId), eq(payrollMonths.month, month)));
  return row?.revision ?? 0;
}

export interface MonthRow {
  pharmacyId: number;
  month: string;
  params: PharmacyParams;
  stat: PharmacyStat;
  savedAt: Date;
  savedBy: number;
  /** The revision the writer loaded; undefined: no check (the spec's call). */
  loadedRevision?: number;
}

/**
 * Writes the month's row in the save's transaction and answers its new revision. The row stays
 * locked until the transaction ends, so saves at once take turns over the whole month. With a
 * loaded revision: an insert only when there was none (0), else an update of that revision; a
 * month saved since gets no row written and answers 409.
 */
export async function writeMonthRow(tx: Database, row: MonthRow): Promise<number> {
  const figures = { pharmacyParams: row.params, pharmacyStat: row.stat, savedAt: row.savedAt };
  // An account deleted after its token was issued leaves the month without a saver, not a 500.
  const savedBy = sql`(SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${row.savedBy})`;
  const returning = { revision: payrollMonths.revision };
  const insert = () => tx.insert(payrollMonths).values({ pharmacyId: row.pharmacyId, month: row.month, ...figures, savedBy });
  const [written] =
    row.loadedRevision === undefined
      ? await insert()
          .onConflictDoUpdate({
            target: [payrollMonths.pharmacyId, payrollMonths.month],
            set: { ...figures, savedBy, revision: sql`${payrollMonths.revision} + 1` },
          })
          .returning(returning)
      : row.loadedRevision === 0
        ? await insert().onConflictDoNothing().returning(returning)
        : await tx
            .update(payrollMonths)
            .set({ ...figures, savedBy, revision: sql`${payrollMonths.revision} + 1` })
            .where(
              and(
                eq(payrollMonths.pharmacyId, row.pharmacyId),
                eq(payrollMonths.month, row.month),
                eq(payrollMonths.revision, row.loadedRevision),
              ),
            )
            .returning(returning);
  if (!written) throw changedElsewhere();
  return written.revision;
}

/** GET payroll-pharmacy-revision/{pharmacy id}?month=YYYY-MM-01: the month's revision now. */
export function revisionRoute(app: FastifyInstance) {
  route(app, payrollCalls.payrollRevision, monthFirst, async ({ params, query }, request) => {
    const pharmacy = await pharmacyOfPath(app.db, request.user, params);
    return { revision: await monthRevision(app.db, pharmacy.id, monthOr(query.month, app.clock())) };
  });
}
