import { and, eq, sql } from 'drizzle-orm';
import type { OrderDraft, OrderDraftAnswer, OrderDraftScreen } from '../../../src/api/contract/order-drafts';
import type { Database } from '../../db/connect';
import { orderDrafts } from '../../db/schema';

/** Whose draft: the user, the pharmacy it works for and the screen. */
export interface DraftOwner {
  userId: number;
  pharmacyId: number;
  screen: OrderDraftScreen;
}

const ownedBy = (owner: DraftOwner) =>
  and(eq(orderDrafts.userId, owner.userId), eq(orderDrafts.pharmacyId, owner.pharmacyId), eq(orderDrafts.screen, owner.screen));

const key = [orderDrafts.userId, orderDrafts.pharmacyId, orderDrafts.screen];
const returned = { revision: orderDrafts.revision, body: orderDrafts.body, savedAt: orderDrafts.savedAt };

function answerOf(screen: OrderDraftScreen, row: { revision: number; body: unknown; savedAt: Date } | undefined): OrderDraftAnswer {
  if (!row) return { screen, revision: 0, draft: null, savedAt: null };
  return { screen, revision: row.revision, draft: (row.body as OrderDraft | null) ?? null, savedAt: row.savedAt.toISOString() };
}

/** The draft kept now; revision 0 and no draft when the user never saved one here. */
export async function keptDraft(db: Database, owner: DraftOwner): Promise<OrderDraftAnswer> {
  const [row] = await db.select(returned).from(orderDrafts).where(ownedBy(owner));
  return answerOf(owner.screen, row);
}

/**
 * Saves the draft made from revision `base`, in one statement: the first save inserts revision 1;
 * a later one replaces the draft and counts one up only while the kept revision is still `base`.
 * Two tabs saving from the same revision at once: the database serialises them on the key, the
 * second finds the revision moved and updates nothing. Null: refused as stale.
 */
export async function saveDraft(
  db: Database,
  owner: DraftOwner,
  base: number,
  draft: OrderDraft,
  now: Date,
): Promise<OrderDraftAnswer | null> {
  const [row] = await db
    .insert(orderDrafts)
    .values({ ...owner, revision: 1, body: draft, savedAt: now })
    .onConflictDoUpdate({
      target: key,
      set: { body: draft, revision: sql`${orderDrafts.revision} + 1`, savedAt: now },
      setWhere: eq(orderDrafts.revision, base),
    })
    .returning(returned);
  return row ? answerOf(owner.screen, row) : null;
}

/** Clears the draft (the user's «Очистить черновик», or a sent order): no draft, the revision counted up. */
export async function clearDraft(db: Database, owner: DraftOwner, now: Date): Promise<OrderDraftAnswer> {
  const [row] = await db
    .insert(orderDrafts)
    .values({ ...owner, revision: 1, body: null, savedAt: now })
    .onConflictDoUpdate({ target: key, set: { body: null, revision: sql`${orderDrafts.revision} + 1`, savedAt: now } })
    .returning(returned);
  return answerOf(owner.screen, row);
}
