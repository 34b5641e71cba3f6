import { eq } from 'drizzle-orm';
import { currentPeriod, quarterEnd, quarterRequestDate } from '../../src/domain/shared/quarters';
import { formatIsoDate } from '../../src/domain/shared/format';
import { feedbackMessages, initiativeDeliveries, initiatives, pharmacyPurchases, users } from '../db/schema';
import { previousPeriod } from './reports-calendar';
import { deliveryOf, earlierFeedback } from './initiatives-list-rows';
import type { SeedStep } from './step';

/**
 * Initiatives-list demo: how each initiative of apteka1 and apteka2 reached the
 * pharmacy — most of the current quarter's sent, a few not yet, apteka1's USTM_SALE never (no
 * row); the past quarters all sent. Apteka1's two PULSAR_BONUS initiatives (reports step) are sent
 * too and must still never show. One answered message of apteka1 and one new of apteka2, and
 * apteka1's purchase of the previous quarter (the current one is left for the form).
 */
export const initiativesListSeed: SeedStep = {
  name: 'initiatives list: deliveries, earlier feedback, the previous quarter purchase',
  async run({ db, clock }) {
    const now = clock();
    const rows = await db
      .select({ id: initiatives.id, pharmacyId: initiatives.pharmacyId, from: initiatives.periodFrom, to: initiatives.periodTo })
      .from(initiatives);
    const deliveries = rows.map((row) => deliveryOf(row, now)).filter((row) => row !== null);
    if (deliveries.length > 0) await db.insert(initiativeDeliveries).values(deliveries);

    const logins = new Map((await db.select({ id: users.id, login: users.login }).from(users)).map((row) => [row.login, row.id]));
    await db.insert(feedbackMessages).values(earlierFeedback(now, logins));

    const previous = previousPeriod(currentPeriod(now));
    const [apteka1] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'apteka1'));
    const lastDay = quarterEnd(previous);
    await db.insert(pharmacyPurchases).values({
      pharmacyId: 1,
      quarter: quarterRequestDate(previous),
      purchase: 1_284_530.4,
      date: formatIsoDate(lastDay),
      savedAt: new Date(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate(), 17, 5),
      savedBy: apteka1?.id ?? null,
    });
  },
};
