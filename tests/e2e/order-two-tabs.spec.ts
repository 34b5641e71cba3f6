import { expect, test, type Page } from '@playwright/test';
import { shortLivedGateway } from '../../playwright.config';
import { expectShell, signIn } from './support';

/*
 * On the built portal and the demo seed: two tabs of one pharmacist hold the same recommended
 * order. The second confirms it after the first has sent it, before it has heard of that send: the
 * order goes to Пульс once, and both tabs are answered with its one number
 * (src/api/orders/send-keys.ts).
 *
 * On the gateway of the refresh journey, whose demo data no other journey orders from: a send
 * clears the user's draft of the screen, which the draft journeys on the first gateway type into.
 */
test.use({ baseURL: `${shortLivedGateway}/pa/` });
async function confirmRecommendedOrder(tab: Page) {
  await tab.getByRole('button', { name: 'Выполнить' }).click();
  const confirm = tab.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirm).toContainText('Отправить заказ в Пульс');
  await confirm.getByRole('button', { name: 'Отправить' }).click();
  const result = tab.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
  const number = ((await result.getByText(/^Номер заказа: \d+$/u).textContent()) ?? '').replace('Номер заказа: ', '');
  await result.getByRole('button', { name: 'Ок' }).click();
  return number;
}

test('the same order confirmed in two tabs goes to Пульс once: both are answered with one order number', async ({ page, context }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('reports?tab=orderCompose');
    await expect(
      tab
        .getByRole('grid', { name: /Товары/u })
        .locator('.rdg-row')
        .first(),
    ).toBeVisible();
  }
  const first = await confirmRecommendedOrder(page);
  expect(first).toMatch(/^\d+$/u);
  expect(await confirmRecommendedOrder(other)).toBe(first);
  await other.close();
});
