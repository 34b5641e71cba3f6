import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { FeedbackTab } from '../../src/screens/feedback/FeedbackTab';
import { earlier, serveFeedback } from './support/feedback-data';
import { withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

withMockServer();

const show = () => renderInShell('/reports?tab=feedback', <FeedbackTab isTabShown={() => true} />);
const topic = () => page.getByRole('combobox', { name: 'Тема' });
const initiative = () => page.getByRole('combobox', { name: 'Инициатива' });
const text = () => page.getByRole('textbox', { name: 'Сообщение' });
const send = () => page.getByRole('button', { name: 'Отправить' });
const mine = () => page.getByRole('list', { name: 'Мои обращения' });

describe('feedback tab', () => {
  it("lists the pharmacy's earlier messages with date, topic, initiative, status and the answer", async () => {
    const { asked } = serveFeedback({ lists: [earlier] });
    await show();
    const items = mine().getByRole('listitem');
    await expect
      .element(items.nth(0))
      .toHaveTextContent('19.11.2026 14:30ИнициативаМатрица Q4ОтвеченоБонус по матрице не начисленОтветНачислим в следующем отчёте.');
    await expect.element(items.nth(1)).toHaveTextContent('18.11.2026 09:05Работа порталаВ работеОтчёт открывается долго');
    expect(asked).toEqual(['?pharmacyId=1']);
  });

  it('a failed load of the list says so with «Повторить»; the form still works', async () => {
    serveFeedback({ lists: [500, earlier] });
    await show();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Не удалось загрузить обращения: Сервис обращений недоступен');
    // The error modal of §2 opens as well; 'Ок' closes it and the inline retry stays.
    await expect.element(page.getByRole('alertdialog', { name: 'Ошибка' })).toHaveTextContent('Сервис обращений недоступен');
    await page.getByRole('alertdialog', { name: 'Ошибка' }).getByRole('button', { name: 'Ок' }).click();
    await expect.element(text()).toBeEnabled();
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(mine().getByRole('listitem').nth(1)).toBeVisible();
  });

  it('sends the topic, the initiative and the text; the form clears and the message heads «Мои обращения»', async () => {
    const { posted } = serveFeedback({ lists: [earlier], sends: ['ok'] });
    await show();
    await expect.element(mine()).toBeVisible();
    await expect.element(send()).toBeDisabled();
    await expect.element(page.getByText('Осталось 2 000 символов')).toBeVisible();
    await expect.element(initiative().getByRole('option', { name: 'Товар дня: ноябрь' })).toBeInTheDocument();

    await topic().selectOptions('Инициатива');
    await initiative().selectOptions('Матрица Q4');
    await text().fill('Не пришёл бонус за октябрь');
    await expect.element(page.getByText('Осталось 1 974 символа')).toBeVisible();
    await send().click();

    await expect.element(page.getByRole('status')).toHaveTextContent('Сообщение отправлено');
    expect(posted).toEqual([{ pharmacyId: 1, topic: 'initiative', message: 'Не пришёл бонус за октябрь', initiativeId: 7 }]);
    await expect
      .element(mine().getByRole('listitem').nth(0))
      .toHaveTextContent('20.11.2026 11:00ИнициативаМатрица Q4НовоеНе пришёл бонус за октябрь');
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
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Сообщение длиннее 2 000 символов на 25 символов: сократите его, чтобы отправить.');
    await expect.element(send()).toBeDisabled();
    await expect.element(text()).toHaveValue(long);
    await text().fill(long.slice(0, 2000));
    await expect.element(page.getByText('Осталось 0 символов')).toBeVisible();
    await expect.element(send()).toBeEnabled();
    expect(posted).toEqual([]);
  });

  it("a failed send keeps everything typed and shows the server's message; sending again works", async () => {
    const { posted } = serveFeedback({ lists: [earlier], sends: [500, 'ok'] });
    await show();
    await topic().selectOptions('Заказ');
    await text().fill('Заказ №17 не дошёл до Пульса');
    await send().click();

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Не удалось отправить сообщение: Сообщение не сохранено, база недоступна');
    // The error modal of §2 opens as well; 'Ок' closes it and the inline retry stays.
    await expect.element(page.getByRole('alertdialog', { name: 'Ошибка' })).toHaveTextContent('Сообщение не сохранено, база недоступна');
    await page.getByRole('alertdialog', { name: 'Ошибка' }).getByRole('button', { name: 'Ок' }).click();
    await expect.element(text()).toHaveValue('Заказ №17 не дошёл до Пульса');
    await expect.element(topic()).toHaveValue('order');
    await expect.element(mine().getByRole('listitem')).toHaveLength(2);

    await send().click();
    await expect.element(mine().getByRole('listitem').nth(0)).toHaveTextContent('ЗаказНовоеЗаказ №17 не дошёл до Пульса');
    expect(posted).toHaveLength(2);
  });
});
