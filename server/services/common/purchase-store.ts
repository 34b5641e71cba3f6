import { and, eq } from 'drizzle-orm';
import type { CurrentPurchase } from '../../../src/api/contract/initiatives-list';
import type { Database } from '../../db/connect';
import { pharmacyPurchases } from '../../db/schema';

/** The purchase the pharmacy entered for the quarter starting on `quarter`, or null when none. */
export async function purchaseOfQuarter(db: Database, pharmacyId: number, quarter: string): Promise<CurrentPurchase> {
  const [row] = await db
    .select({ purchase: pharmacyPurchases.purchase, date: pharmacyPurchases.date })
    .from(pharmacyPurchases)
    .where(and(eq(pharmacyPurchases.pharmacyId, pharmacyId), eq(pharmacyPurchases.quarter, quarter)));
  return row ?? null;
}

export interface PurchaseEntry {
  pharmacyId: number;
  quarter: string;
  purchase: number;
  date: string;
  savedAt: Date;
  savedBy: number;
}

/** The quarter's purchase becomes this one (the last saved wins), in one statement. */
export async function savePurchase(db: Database, entry: PurchaseEntry): Promise<void> {
  const changes = { purchase: entry.purchase, date: entry.date, savedAt: entry.savedAt, savedBy: entry.savedBy };
  await db
    .insert(pharmacyPurchases)
    .values(entry)
    .onConflictDoUpdate({ target: [pharmacyPurchases.pharmacyId, pharmacyPurchases.quarter], set: changes });
}
