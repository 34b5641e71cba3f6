import { and, eq } from 'drizzle-orm';
import type { ProductProperty, SalesMotivation } from '../../../src/api/contract/sales-motivation';
import type { Database } from '../../db/connect';
import { salesMotivationPlans } from '../../db/schema';
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

/**
 * Replaces the month's plan whole, in one transaction (an empty list is a cleared plan, kept with
 * its save date). Answers the save moment.
 */
export async function replacePlan(db: Database, plan: { pharmacyId: number; month: string; productProperties: ProductProperty[]; savedAt: Date; savedBy: number }): Promise<Date> {
  await db.transaction(async (tx) => {
    await tx.delete(salesMotivationPlans).where(and(eq(salesMotivationPlans.pharmacyId, plan.pharmacyId), eq(salesMotivationPlans.month, plan.month)));
    await tx.insert(salesMotivationPlans).values(plan);
  });
  return plan.savedAt;
}
