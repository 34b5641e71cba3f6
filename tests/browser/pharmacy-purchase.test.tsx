import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CurrentPurchase } from '../../src/api/contract/initiatives-list';
import { PharmacyPurchaseBlock } from '../../src/screens/reports/overview/pharmacy-purchase/PharmacyPurchaseBlock';
import { mockServer, withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

withMockServer();

const api = '/api/common/pharmacy_purchase';

/** Serves the current purchase: the answers in turn (the last repeats), each a purchase or a failure status. */
function serveCurrent(...answers: Array<CurrentPurchase | number>) {
  const asked: string[] = [];
  mockServer.use(
    http.get(`${api}/current`, async ({ request }) => {
      asked.push(new URL(request.url).search);
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
      await delay(30);
      return typeof answer === 'number'
        ? HttpResponse.json({ message: 'Сервис закупок недоступен' }, { status: answer })
        : HttpResponse.json(answer);
    }),
  );
  return asked;
}

/** Records the bodies of save; answers text (as §7.7 says) or a failure status. */
function serveSave(...answers: Array<'ok' | number>) {
  const saved: unknown[] = [];
  mockServer.use(
    http.put(`${api}/save`, async ({ request }) => {
      saved.push(await request.json());
      const answer = answers[Math.min(saved.length - 1, answers.length - 1)];
      await delay(30);
      return answer === 'ok' ? HttpResponse.text('Закупка сохранена') : HttpResponse.json({ message: 'Ошибка базы' }, { status: answer });
    }),
  );
  return saved;
}

const sumField = () => page.getByRole('textbox', { name: 'Сумма закупки, руб.' });
const dateField = () => page.getByLabelText('Дата закупки');
const send = () => page.getByRole('button', { name: 'Отправить' });
const required = 'Поле обязательное для заполнения';
/** The user's clock: 19.11.2026, so a purchase may be dated 01.10.2026–19.11.2026. */
const today = new Date(2026, 10, 19, 10, 0);
const show = () => renderInShell('/reports', <PharmacyPurchaseBlock pharmacyId={1} now={() => today} />);
const outOfBounds = 'Дата закупки должна быть в текущем квартале и не позже сегодняшнего дня: с 01.10.2026 по 19.11.2026';

describe('pharmacy purchase form', () => {
  it("shows the current quarter's sum with its date, or that none is entered yet", async () => {
    const asked = serveCurrent({ purchase: 1234.56, date: '2026-11-15' });
    await show();
    await expect.element(page.getByRole('heading', { name: 'Закупка аптеки за квартал' })).toBeVisible();
    await expect.element(page.getByText('Сумма закупки за текущий квартал: 1 234,56 руб. на 15.11.2026')).toBeVisible();
    expect(asked).toEqual(['?pharmacyId=1']);
  });

  it('says when none is entered yet', async () => {
    serveCurrent(null);
    await show();
    await expect.element(page.getByText('Сумма закупки за текущий квартал ещё не внесена')).toBeVisible();
  });

  it('a failed read says so with «Повторить», and the retry shows the sum', async () => {
    serveCurrent(500, { purchase: 10, date: '2026-10-01' });
    await show();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Не удалось загрузить сумму закупки: Сервис закупок недоступен');
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(page.getByText('Сумма закупки за текущий квартал: 10,00 руб. на 01.10.2026')).toBeVisible();
  });

  it('both fields are required: the message under a touched empty field, send disabled until both are there', async () => {
    serveCurrent(null);
    await show();
    await expect.element(send()).toBeDisabled();
    await expect.element(page.getByText(required)).not.toBeInTheDocument();
    await sumField().click();
    await dateField().click();
    await expect.element(page.getByText(required)).toBeVisible();
    await page.getByRole('heading', { name: 'Закупка аптеки за квартал' }).click();
    await expect.element(page.getByText(required).nth(1)).toBeVisible();

    await sumField().fill('1234,5');
    await expect.element(sumField()).toHaveValue('1234,5');
    await expect.element(page.getByText(required)).toBeVisible();
    await expect.element(send()).toBeDisabled();
    await dateField().fill('15.11.2026');
    await expect.element(page.getByText(required)).not.toBeInTheDocument();
    await expect.element(send()).toBeEnabled();

    await sumField().fill('');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByText(required)).toBeVisible();
    await expect.element(send()).toBeDisabled();
  });

  it('a sum that breaks §5 is refused in words, stays as typed and is never sent: nothing is rewritten', async () => {
    serveCurrent(null);
    const saved = serveSave('ok');
    await show();
    await dateField().fill('15.11.2026');
    const refusals: Array<[string, string]> = [
      ['-100', 'Сумма закупки не может быть отрицательной'],
      ['1e5', 'Ожидается число, например 1 234,56'],
      ['99999999999', 'Не больше 10 цифр до запятой'],
      ['12,345', 'Не больше 2 знаков после запятой'],
      ['1,2,3', 'Только одна запятая'],
    ];
    for (const [text, reason] of refusals) {
      await sumField().fill(text);
      // Refused while typed, and still after leaving the box: never 100, 15 or ten nines.
      await expect.element(sumField()).toHaveAccessibleDescription(reason);
      await userEvent.keyboard('{Tab}');
      await expect.element(sumField()).toHaveValue(text);
      await expect.element(sumField()).toHaveAttribute('aria-invalid', 'true');
      await expect.element(sumField()).toHaveAccessibleDescription(reason);
      await expect.element(send()).toBeDisabled();
    }
    // Enter on a refused sum sends nothing either.
    await sumField().fill('-100');
    await userEvent.keyboard('{Enter}');
    expect(saved).toEqual([]);
    // Put right, it counts once the box is left.
    await sumField().fill('99,99');
    await expect.element(send()).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    await expect.element(send()).toBeEnabled();
  });

  it('sends the sum as a number and the date as YYYY-MM-DD; «Данные успешно сохранены», the form empties and the sum is read again', async () => {
    const asked = serveCurrent(null, { purchase: 1234.5, date: '2026-11-15' });
    const saved = serveSave('ok');
    await show();
    await expect.element(page.getByText('Сумма закупки за текущий квартал ещё не внесена')).toBeVisible();
    await sumField().fill('1234,50');
    await dateField().fill('15.11.2026');
    await send().click();

    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toHaveTextContent('Данные успешно сохранены');
    expect(saved).toEqual([{ purchase: 1234.5, date: '2026-11-15', pharmacyId: 1 }]);
    await dialog.getByRole('button', { name: 'Ок' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByText('Сумма закупки за текущий квартал: 1 234,50 руб. на 15.11.2026')).toBeVisible();
    expect(asked).toHaveLength(2);
    await expect.element(sumField()).toHaveValue('');
    await expect.element(dateField()).toHaveValue('');
    await expect.element(send()).toBeDisabled();
  });

  it('a save the gateway refuses with its reason shows that reason, not the generic text', async () => {
    serveCurrent(null);
    // The gateway's day ended earlier than the user's: its words, its bounds.
    const gatewayWords = 'Дата закупки должна быть в текущем квартале и не позже сегодняшнего дня: с 01.10.2026 по 18.11.2026';
    mockServer.use(http.put(`${api}/save`, () => HttpResponse.json({ message: gatewayWords }, { status: 400 })));
    await show();
    await sumField().fill('500');
    await dateField().fill('19.11.2026');
    await send().click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toHaveTextContent(`Данные не сохранены: ${gatewayWords}`);
    expect(dialog.element().textContent).not.toContain('Попробуйте сохранить ещё раз');
  });

  it("refuses a date outside the current quarter or after today under the field, in the gateway's words, before sending", async () => {
    serveCurrent(null);
    const saved = serveSave('ok');
    await show();
    await sumField().fill('500');
    for (const date of ['31.12.1999', '15.01.2030', '30.09.2026', '20.11.2026']) {
      await dateField().fill(date);
      await expect.element(dateField()).toHaveAccessibleDescription(outOfBounds);
      await expect.element(send()).toBeDisabled();
    }
    await userEvent.keyboard('{Enter}');
    expect(saved).toEqual([]);

    await dateField().fill('01.10.2026');
    await expect.element(page.getByText(outOfBounds)).not.toBeInTheDocument();
    await expect.element(send()).toBeEnabled();
    await dateField().fill('19.11.2026');
    await send().click();
    await expect.element(page.getByRole('dialog')).toHaveTextContent('Данные успешно сохранены');
    expect(saved).toEqual([{ purchase: 500, date: '2026-11-19', pharmacyId: 1 }]);
  });

  it("a failed save gives §8's modal and keeps what was typed for the next try", async () => {
    serveCurrent(null);
    const saved = serveSave(500, 'ok');
    await show();
    await sumField().fill('500');
    await dateField().fill('01.10.2026');
    await send().click();

    const dialog = page.getByRole('dialog');
    await expect
      .element(dialog)
      .toHaveTextContent(
        'Во время сохранения произошла ошибка. Попробуйте сохранить ещё раз, при повторной ошибке обратитесь к администратору.',
      );
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(sumField()).toHaveValue('500,00');
    await expect.element(dateField()).toHaveValue('01.10.2026');
    await send().click();
    await expect.element(page.getByRole('dialog')).toHaveTextContent('Данные успешно сохранены');
    expect(saved).toEqual([
      { purchase: 500, date: '2026-10-01', pharmacyId: 1 },
      { purchase: 500, date: '2026-10-01', pharmacyId: 1 },
    ]);
  });
});
