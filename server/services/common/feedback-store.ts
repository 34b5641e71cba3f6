import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { FeedbackEntry, FeedbackTopic } from '../../../src/api/contract/initiatives-list';
import type { Database } from '../../db/connect';
import { feedbackMessages, initiatives } from '../../db/schema';
import { badRequest } from '../../core/errors';

/** At most this many messages, newest first: years of a pharmacy's feedback, one small answer. */
export const FEEDBACK_LIMIT = 500;

/**
 * What a pharmacy may send in 24 hours: a pharmacy writes a few messages a month, and
 * 20 of at most 2 000 characters bound its storage at about 80 KB a day whatever a script sends.
 */
export const FEEDBACK_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Names a pharmacy's feedback among PostgreSQL advisory locks (an arbitrary constant; the second key is the pharmacy). */
const FEEDBACK_LOCK_SPACE = 7_301_421;

const entryColumns = {
  id: feedbackMessages.id,
  topic: feedbackMessages.topic,
  message: feedbackMessages.message,
  initiativeId: feedbackMessages.initiativeId,
  initiativeName: initiatives.name,
  created: feedbackMessages.created,
  status: feedbackMessages.status,
  answer: feedbackMessages.answer,
};

interface EntryRow {
  id: number;
  topic: string;
  message: string;
  initiativeId: number | null;
  initiativeName: string | null;
  created: Date;
  status: string;
  answer: string | null;
}

/** Topic and status are written only by this service, from the contract's lists. */
const toEntry = (row: EntryRow): FeedbackEntry => ({
  id: row.id,
  topic: row.topic as FeedbackEntry['topic'],
  message: row.message,
  initiativeId: row.initiativeId,
  initiativeName: row.initiativeName,
  created: row.created.toISOString(),
  status: row.status as FeedbackEntry['status'],
  answer: row.answer,
});

/** The pharmacy's messages, newest first, with the name of the initiative each is about. */
export async function feedbackOf(db: Database, pharmacyId: number): Promise<FeedbackEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(feedbackMessages)
    .leftJoin(initiatives, eq(initiatives.id, feedbackMessages.initiativeId))
    .where(eq(feedbackMessages.pharmacyId, pharmacyId))
    .orderBy(desc(feedbackMessages.created), desc(feedbackMessages.id))
    .limit(FEEDBACK_LIMIT);
  return rows.map(toEntry);
}

/** The name of the pharmacy's initiative (one it can see: never PULSAR_BONUS), or null when it has no such one. */
export async function ownInitiativeName(db: Database, pharmacyId: number, initiativeId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: initiatives.name })
    .from(initiatives)
    .where(and(eq(initiatives.id, initiativeId), eq(initiatives.pharmacyId, pharmacyId), ne(initiatives.type, 'PULSAR_BONUS')));
  return row?.name ?? null;
}

export interface NewFeedback {
  pharmacyId: number;
  userId: number;
  topic: FeedbackTopic;
  message: string;
  initiativeId: number | null;
  created: Date;
}

/** Stores a message as new (not yet read by the distributor). */
export async function addFeedback(db: Database, feedback: NewFeedback, initiativeName: string | null): Promise<FeedbackEntry> {
  // Under the pharmacy's lock, so parallel sends cannot pass the day's bound together.
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FEEDBACK_LOCK_SPACE}, ${feedback.pharmacyId})`);
    const since = new Date(feedback.created.getTime() - DAY_MS);
    const [sent] = await tx
      .select({ count: count() })
      .from(feedbackMessages)
      .where(and(eq(feedbackMessages.pharmacyId, feedback.pharmacyId), gt(feedbackMessages.created, since)));
    if (sent.count >= FEEDBACK_PER_DAY) {
      throw badRequest(
        `Сообщение не отправлено: за сутки аптека может отправить не больше ${FEEDBACK_PER_DAY} сообщений. Попробуйте завтра.`,
      );
    }
    const [added] = await tx
      .insert(feedbackMessages)
      .values({ ...feedback, status: 'NEW', answer: null })
      .returning({ id: feedbackMessages.id });
    return added;
  });
  return {
    id: row.id,
    topic: feedback.topic,
    message: feedback.message,
    initiativeId: feedback.initiativeId,
    initiativeName,
    created: feedback.created.toISOString(),
    status: 'NEW',
    answer: null,
  };
}
