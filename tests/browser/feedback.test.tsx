import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { FeedbackEntry } from '../../src/api/contract/initiatives-list';
import { FeedbackTab } from '../../src/screens/feedback/FeedbackTab';
import { mockServer, withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

withMockServer();

// Local times, so the expected 'DD.MM.YYYY HH:mm' does not depend on the machine's time zone.
const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).toISOString();
const entry = (fields: Partial<FeedbackEntry> & Pick<FeedbackEntry, 'id' | 'message'>): FeedbackEntry => ({
  topic: 'other', initiativeId: null, initiativeName: null, created: at(18, 9, 5), status: 'NEW', answer: null, ...fields,
});
const earlier: FeedbackEntry[] = [
  entry({ id: 2, topic: 'initiative', message: 'Бонус по матрице не начислен', initiativeId: 7, initiativeName: 'Матрица Q4', created: at(19, 14, 30), status: 'ANSWERED', answer: 'Начислим в следующем отчёте.' }),
  entry({ id: 1, topic: 'portal', message: 'Отчёт открывается долго', status: 'IN_PROGRESS' }),
];

/** GET answers the list (or a failure status, in turn); POST stores and answers the new message, or fails. */
function serveFeedback({ lists, sends = [] }: { lists: Array<FeedbackEntry[] | number>; sends?: Array<'ok' | number> }) {
  const asked: string[] = [];
  const posted: unknown[] = [];
  mockServer.use(
    http.get('/api/common/feedback', async ({ request }) => {
      asked.push(new URL(request.url).search);
      const answer = lists[Math.min(asked.length - 1, lists.length - 1)];
      await delay(30);
      return typeof answer === 'number' ? HttpResponse.json({ message: 'Сервис обращений недоступен' }, { status: answer }) : HttpResponse.json(answer);
    }),
    http.post('/api/common/feedback', async ({ request }) => {
      const body = (await request.json()) as { topic: FeedbackEntry['topic']; message: string; initiativeId: number | null };
      posted.push(body);
      const answer = sends[Math.min(posted.length - 1, sends.length - 1)];
      await delay(30);
      if (answer !== 'ok') return HttpResponse.json({ message: 'Сообщение не сохранено, база недоступна' }, { status: answer });
      return HttpResponse.json(entry({
        id: 10, topic: body.topic, message: body.message, initiativeId: body.initiativeId,
        initiativeName: body.initiativeId === 7 ? 'Матрица Q4' : null, created: at(20, 11, 0),
      }));
    }),
    http.post('/api/reports-rt/initiative/find-current-by-types', () =>
      HttpResponse.json([{ id: 7, name: 'Матрица Q4', type: 'MANDATORY_MATRIX' }, { id: 8, name: 'Товар дня: ноябрь', type: 'PRODUCT_OF_THE_DAY' }]),
    ),
  );
  return { asked, posted };
}

const show = () => renderInShell('/reports?tab=feedback', <FeedbackTab isTabShown={() => true} />);
const topic = () => page.getByRole('combobox', { name: 'Тема' });
const initiative = () => page.getByRole('combobox', { name: 'Инициатива' });
const text = () => page.getByRole('textbox', { name: 'Сообщение' });
const send = () => page.getByRole('button', { name: 'Отправить' });
const mine = () => page.getByRole('list', { name: 'Мои обращения' });

describe('feedback tab', () => {
  it('lists the pharmacy\'s earlier messages with date, topic, initiative, status and the answer', async () => {
    const { asked } = serveFeedback({ lists: [earlier] });
    await show();
    const items = mine().getByRole('listitem');
    await expect.element(items.nth(0)).toHaveTextContent('19.11.2026 14:30ИнициативаМатрица Q4ОтвеченоБонус по матрице не начисленОтветНачислим в следующем отчёте.');
    await expect.element(items.nth(1)).toHaveTextContent('18.11.2026 09:05Работа порталаВ работеОтчёт открывается долго');
    expect(asked).toEqual(['?pharmacyId=1']);
  });

  it('a failed load of the list says so with «Повторить»; the form still works', async () => {
    serveFeedback({ lists: [503, earlier] });
    await show();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Не удалось загрузить обращения: Сервис обращений недоступен');
    await expect.element(text()).toBeEnabled();
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(mine().getByRole('listitem').nth(1)).toBeVisible();
  });

  it('sends the topic, the initiative and the text; the form clears and the message heads «Мои обращения»', async () => {
    const { posted } = serveFeedback({ lists: [earlier], sends: ['ok'] });
    await show();
    await expect.element(mine()).toBeVisible();
    await expect.element(send()).toBeDisabled();
    await expect.element(page.getByText('Осталось 2000 символов')).toBeVisible();
    await expect.element(initiative().getByRole('option', { name: 'Товар дня: ноябрь' })).toBeInTheDocument();

    await topic().selectOptions('Инициатива');
    await initiative().selectOptions('Матрица Q4');
    await text().fill('Не пришёл бонус за октябрь');
    await expect.element(page.getByText('Осталось 1974 символа')).toBeVisible();
    await send().click();

    await expect.element(page.getByRole('status')).toHaveTextContent('Сообщение отправлено');
    expect(posted).toEqual([{ pharmacyId: 1, topic: 'initiative', message: 'Не пришёл бонус за октябрь', initiativeId: 7 }]);
    await expect.element(mine().getByRole('listitem').nth(0)).toHaveTextContent('20.11.2026 11:00ИнициативаМатрица Q4НовоеНе пришёл бонус за октябрь');
    await expect.element(mine().getByRole('listitem')).toHaveLength(3);
    await expect.element(text()).toHaveValue('');
    await expect.element(topic()).toHaveValue('');
    await expect.element(initiative()).toHaveValue('');
  });

  it('a text over 2000 characters is kept and refused with a clear message', async () => {
    const { posted } = serveFeedback({ lists: [[]], sends: ['ok'] });
    await show();
    await expect.element(page.getByText('Нет данных')).toBeVisible();
    await topic().selectOptions('Другое');
    const long = 'Очень длинное сообщение. '.repeat(81);
    await text().fill(long);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Сообщение длиннее 2000 символов на 25 символов: сократите его, чтобы отправить.');
    await expect.element(send()).toBeDisabled();
    await expect.element(text()).toHaveValue(long);
    await text().fill(long.slice(0, 2000));
    await expect.element(page.getByText('Осталось 0 символов')).toBeVisible();
    await expect.element(send()).toBeEnabled();
    expect(posted).toEqual([]);
  });

  it('a failed send keeps everything typed and shows the server\'s message; sending again works', async () => {
    const { posted } = serveFeedback({ lists: [earlier], sends: [500, 'ok'] });
    await show();
    await topic().selectOptions('Заказ');
    await text().fill('Заказ №17 не дошёл до Пульса');
    await send().click();

    await expect.element(page.getByRole('alert')).toHaveTextContent('Не удалось отправить сообщение: Сообщение не сохранено, база недоступна');
    await expect.element(text()).toHaveValue('Заказ №17 не дошёл до Пульса');
    await expect.element(topic()).toHaveValue('order');
    await expect.element(mine().getByRole('listitem')).toHaveLength(2);

    await send().click();
    await expect.element(mine().getByRole('listitem').nth(0)).toHaveTextContent('ЗаказНовоеЗаказ №17 не дошёл до Пульса');
    expect(posted).toHaveLength(2);
  });
});
