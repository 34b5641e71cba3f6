import { expect, test } from '@playwright/test';
import { expectShell, signIn } from './support';

/*
 * On the built portal and the demo seed: apteka1's recommended order starts
 * the products its Пульс warehouse MSK-01 does not stock at 0, so what it sends is what Пульс can
 * deliver; the history then calls it a recommended order, finds it by that kind, and opens it to
 * every line.
 */
test('a recommended order sent to Пульс is a recommended order in the history, and opens to every line', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=orderCompose');
  const grid = page.getByRole('grid', { name: /Товары/u });
  await expect(grid.locator('.rdg-row').first()).toBeVisible();
  await expect(page.getByText(/^\d[\d ]* товар(а|ов) нет на складе Пульс — количество 0/u)).toBeVisible();

  // Пульс is the default action: confirm and send.
  await page.getByRole('button', { name: 'Выполнить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirm).toContainText('Отправить заказ в Пульс');
  await confirm.getByRole('button', { name: 'Отправить' }).click();
  const result = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
  const orderNumber = ((await result.getByText(/^Номер заказа: \d+$/u).textContent()) ?? '').replace('Номер заказа: ', '');
  expect(orderNumber).toMatch(/^\d+$/u);
  await result.getByRole('button', { name: 'Ок' }).click();

  await page.getByRole('link', { name: 'История заказов' }).click();
  const history = page.getByRole('grid', { name: 'Заказы аптеки' });
  await page.getByLabel('Вид заказа').selectOption({ label: 'Рекомендованный заказ' });
  const line = history.getByRole('row').filter({ has: page.getByRole('gridcell', { name: orderNumber, exact: true }) });
  await expect(line).toContainText('Пульс');
  await expect(line).toContainText('Рекомендованный заказ');
  // The date and time are whole: «ДД.ММ.ГГГГ ЧЧ:ММ».
  await expect(line).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/u);
  await page.getByLabel('Вид заказа').selectOption({ label: 'По инициативам' });
  await expect(line).toHaveCount(0);
  await page.getByLabel('Вид заказа').selectOption({ label: 'Рекомендованный заказ' });

  await line.getByRole('button', { name: `Открыть строки заказа №${orderNumber}` }).click();
  const open = page.getByRole('region', { name: new RegExp(`^Заказ №${orderNumber}: Рекомендованный заказ, Пульс`, 'u') });
  const lines = open.getByRole('table', { name: 'Строки заказа' }).getByRole('row');
  await expect(lines.nth(1)).toBeVisible();
  // Every line sent is listed, each taken or refused.
  const statuses = await lines.evaluateAll((rows) => rows.slice(1).map((row) => row.children[5]?.textContent ?? ''));
  expect(statuses.length).toBeGreaterThan(0);
  for (const status of statuses) expect(['Принята', 'Отклонена']).toContain(status);
});
