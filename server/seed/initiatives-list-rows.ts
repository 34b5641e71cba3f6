import type { feedbackMessages, initiativeDeliveries } from '../db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Apteka1's current-quarter initiatives not sent yet (their delivery row says so). */
export const notSentIds: readonly number[] = [1004, 1009, 1016, 1021, 1027, 5003];
/** Never delivered at all: no row, listed as not sent. */
export const neverDeliveredIds: readonly number[] = [1030];

interface SeededInitiative {
  id: number;
  from: Date;
  to: Date;
}

/**
 * How an initiative reached its pharmacy. The current quarter's fixed ids (1001-1030, 5001-5003)
 * were exported hours ago, one hour apart, and some updated after; a past initiative was exported
 * the day after it began and last updated on its last day (never later than now).
 */
export function deliveryOf(initiative: SeededInitiative, now: Date): typeof initiativeDeliveries.$inferInsert | null {
  const { id } = initiative;
  if (neverDeliveredIds.includes(id)) return null;
  const current = (id > 1000 && id <= 1030) || (id > 5000 && id <= 5003);
  if (current) {
    const hoursAgo = id % 1000;
    const updated = new Date(now.getTime() - hoursAgo * HOUR + (id % 3 === 0 ? 20 * 60_000 : -15 * 60_000));
    if (notSentIds.includes(id)) return { initiativeId: id, sent: false, lastExportTime: null, updateDateTime: updated };
    return { initiativeId: id, sent: true, lastExportTime: new Date(now.getTime() - hoursAgo * HOUR), updateDateTime: updated };
  }
  const exported = new Date(Math.min(initiative.from.getTime() + DAY - 3 * HOUR, now.getTime()));
  const updated = new Date(Math.min(initiative.to.getTime(), now.getTime()));
  return { initiativeId: id, sent: true, lastExportTime: exported, updateDateTime: updated };
}

/** Earlier messages: apteka1's, answered, about the procurement plan (1007); apteka2's, new. */
export function earlierFeedback(now: Date, logins: Map<string, number>): (typeof feedbackMessages.$inferInsert)[] {
  return [
    {
      pharmacyId: 1,
      userId: logins.get('apteka1') ?? null,
      topic: 'initiative',
      message: 'В плане закупок не учтена поставка от 3-го числа. Проверьте, пожалуйста.',
      initiativeId: 1007,
      created: new Date(now.getTime() - 9 * DAY),
      status: 'ANSWERED',
      answer: 'Поставка учтена, данные обновятся при следующем расчёте.',
    },
    {
      pharmacyId: 1,
      userId: logins.get('apteka1') ?? null,
      topic: 'portal',
      message: 'Хотелось бы выгружать список инициатив в Excel.',
      initiativeId: null,
      created: new Date(now.getTime() - 2 * DAY),
      status: 'IN_PROGRESS',
      answer: null,
    },
    {
      pharmacyId: 2,
      userId: logins.get('apteka2') ?? null,
      topic: 'order',
      message: 'Заказ не дошёл до поставщика, хотя статус «отправлен».',
      initiativeId: null,
      created: new Date(now.getTime() - 1 * DAY),
      status: 'NEW',
      answer: null,
    },
  ];
}
