import { delay, http, HttpResponse } from 'msw';
import type { FeedbackEntry } from '../../../src/api/contract/initiatives-list';
import { mockServer } from './mock-server';

/** The feedback tab's gateway: the pharmacy's messages, a new message, the current initiatives, as msw answers them. */

// Local times, so the expected 'DD.MM.YYYY HH:mm' does not depend on the machine's time zone.
export const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).toISOString();
export const entry = (fields: Partial<FeedbackEntry> & Pick<FeedbackEntry, 'id' | 'message'>): FeedbackEntry => ({
  topic: 'other',
  initiativeId: null,
  initiativeName: null,
  created: at(18, 9, 5),
  status: 'NEW',
  answer: null,
  ...fields,
});
export const earlier: FeedbackEntry[] = [
  entry({
    id: 2,
    topic: 'initiative',
    message: 'Бонус по матрице не начислен',
    initiativeId: 7,
    initiativeName: 'Матрица Q4',
    created: at(19, 14, 30),
    status: 'ANSWERED',
    answer: 'Начислим в следующем отчёте.',
  }),
  entry({ id: 1, topic: 'portal', message: 'Отчёт открывается долго', status: 'IN_PROGRESS' }),
];

const currentInitiatives = [
  { id: 7, name: 'Матрица Q4', type: 'MANDATORY_MATRIX' },
  { id: 8, name: 'Товар дня: ноябрь', type: 'PRODUCT_OF_THE_DAY' },
];

/** GET answers the list (or a failure status, in turn); POST stores and answers the new message, or fails; `initiatives` are the current ones offered. */
export function serveFeedback({
  lists,
  sends = [],
  initiatives = currentInitiatives,
}: {
  lists: Array<FeedbackEntry[] | number>;
  sends?: Array<'ok' | number>;
  initiatives?: typeof currentInitiatives;
}) {
  const asked: string[] = [];
  const posted: unknown[] = [];
  mockServer.use(
    http.get('/api/common/feedback', async ({ request }) => {
      const { search } = new URL(request.url);
      // The session's one question after sign-in whether the back end takes feedback at all (src/api/session/extensions.ts): not the tab's.
      if (search === '') return HttpResponse.json([]);
      asked.push(search);
      const answer = lists[Math.min(asked.length - 1, lists.length - 1)];
      await delay(30);
      return typeof answer === 'number'
        ? HttpResponse.json({ message: 'Сервис обращений недоступен' }, { status: answer })
        : HttpResponse.json(answer);
    }),
    http.post('/api/common/feedback', async ({ request }) => {
      const body = (await request.json()) as { topic: FeedbackEntry['topic']; message: string; initiativeId: number | null };
      posted.push(body);
      const answer = sends[Math.min(posted.length - 1, sends.length - 1)];
      await delay(30);
      if (answer !== 'ok') return HttpResponse.json({ message: 'Сообщение не сохранено, база недоступна' }, { status: answer });
      return HttpResponse.json(
        entry({
          id: 10,
          topic: body.topic,
          message: body.message,
          initiativeId: body.initiativeId,
          initiativeName: body.initiativeId === 7 ? 'Матрица Q4' : null,
          created: at(20, 11, 0),
        }),
      );
    }),
    http.post('/api/reports-rt/initiative/find-current-by-types', () => HttpResponse.json(initiatives)),
  );
  return { asked, posted };
}
