import { and, eq, sql } from 'drizzle-orm';
import type { ProductProperty, SalesMotivation } from '../../../src/api/contract/sales-motivation';
import type { Database } from '../../db/connect';
import { salesMotivationPlans } from '../../db/schema';
import { changedElsewhere } from '../../core/errors';
import { lastDayOf } from './months';

export interface SavedPlan {
  productProperties: ProductProperty[];
  savedAt: Date;
}

/** The plan a pharmacy saved for a month (productProperties as the contract's), or null when none was. */
export async function savedPlan(db: Database, pharmacyId: number, month: string): Promise<SavedPlan | null> {
  const [row] = await db
    .select({ productProperties: salesMotivationPlans.productProperties, savedAt: salesMotivationPlans.savedAt })
    .from(salesMotivationPlans)
    .where(and(eq(salesMotivationPlans.pharmacyId, pharmacyId), eq(salesMotivationPlans.month, month)));
  return row ? { productProperties: row.productProperties as ProductProperty[], savedAt: row.savedAt } : null;
}

/** The GET answer: the month's dates and what was saved; no products and no date when nothing was. */
export const planAnswer = (month: string, plan: SavedPlan | null): SalesMotivation => ({
  startDate: month,
  expirationDate: lastDayOf(month),
  salesMotivationUpdateDate: plan ? plan.savedAt.toISOString() : null,
  productProperties: plan ? plan.productProperties : [],
});

export interface PlanWrite {
  pharmacyId: number;
  month: string;
  productProperties: ProductProperty[];
  savedAt: Date;
  savedBy: number;
  /**
   * The save date of the plan the writer loaded (null: it loaded none), or undefined for no
   * check. A plan saved since answers 409 and nothing is stored.
   */
  basedOn?: Date | null;
}

/**
 * The new save date: the clock's, or one millisecond after the last save when the clock is not
 * past it (two saves in one millisecond, a clock set back). Saves only move it forward, so the
 * date a writer loaded tells whether anyone saved since.
 */
const nextStamp = (savedAt: Date) =>
  sql`CASE WHEN ${savedAt.toISOString()}::timestamptz > sales_motivation_plans.saved_at THEN ${savedAt.toISOString()}::timestamptz ELSE sales_motivation_plans.saved_at + interval '1 millisecond' END`;

/**
 * Replaces the month's plan whole (an empty list is a cleared plan, kept with its save date) by
 * one upsert, so saves at the same moment replace it in turn and never meet on its key. With a
 * loaded version: a conditional update of that version, or an insert only when there was none.
 * Answers the save date stored.
 */
export async function writePlan(db: Database, plan: PlanWrite): Promise<Date> {
  const { basedOn, ...row } = plan;
  const changes = { productProperties: row.productProperties, savedAt: nextStamp(row.savedAt), savedBy: row.savedBy };
  const ofMonth = and(eq(salesMotivationPlans.pharmacyId, row.pharmacyId), eq(salesMotivationPlans.month, row.month));
  const returning = { savedAt: salesMotivationPlans.savedAt };
  const [written] =
    basedOn === undefined
      ? await db
          .insert(salesMotivationPlans)
          .values(row)
          .onConflictDoUpdate({ target: [salesMotivationPlans.pharmacyId, salesMotivationPlans.month], set: changes })
          .returning(returning)
      : basedOn === null
        ? await db.insert(salesMotivationPlans).values(row).onConflictDoNothing().returning(returning)
        : await db
            .update(salesMotivationPlans)
            .set(changes)
            .where(and(ofMonth, eq(salesMotivationPlans.savedAt, basedOn)))
            .returning(returning);
  if (!written) throw changedElsewhere();
  return written.savedAt;
}
