import { expect, test, type Page } from '@playwright/test';
import { currentPeriod, quarterLabel, type Quarter } from '../../src/domain/shared/quarters';
import { expectShell, openOverview, signIn } from './support';

/*
 * A line that drops and comes back, in Chromium's own offline mode, on the built portal and the
 * demo gateway: the notice at the top of the page, the overview that loads again by itself, an
 * order whose send failed that stays said (and is not sent by itself), and the server's 503
 * outage with its Retry-After, after which the screen recovers on its own.
 */

const offlineNotice = 'Нет связи с сервером.';
const outageMessage = 'Сервер временно недоступен: нет связи с базой данных. Повторите попытку через 1 с.';
const current = currentPeriod(new Date());
// The quarter before the current one (the current year's second when the current is the first).
const otherQuarter = (current.quarter === 1 ? 2 : current.quarter - 1) as Quarter;

const notice = (page: Page) => page.getByRole('status').filter({ hasText: /Нет связи с сервером|Сервер временно недоступен\./u });

test('the overview changed offline: the notice says so, no «Ошибка» dialog, and the blocks load by themselves once the line is back', async ({
  page,
  context,
}) => {
  const grid = await openOverview(page);
  await expect(notice(page)).toHaveCount(0);

  await context.setOffline(true);
  await expect(notice(page)).toContainText(offlineNotice);
  await expect(notice(page)).toContainText('Вводить количества можно: черновики хранятся на этом компьютере.');
  await page.getByText(quarterLabel(otherQuarter), { exact: true }).click();
  await expect(grid.getByRole('alert')).toContainText('Не удалось загрузить инициативы за квартал');
  await expect(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить сравнение бонусов' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await context.setOffline(false);
  // No click: the notice goes and both blocks load the chosen quarter.
  await expect(notice(page)).toHaveCount(0);
  await expect(grid.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible();
  await expect(grid.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить сравнение бонусов' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: quarterLabel(otherQuarter), exact: true })).toBeChecked();
});

test('an RG order sent to Пульс offline: «Заказ не отправлен: …» stays past 10 s and the line’s return, nothing is sent by itself, «Закрыть» removes it', async ({
  page,
  context,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/v1/puls/purchase')) sent.push(request.url());
  });
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=purchaseOrderRG');
  const grid = page.getByRole('grid', { name: /Товары/u });
  await expect(grid.locator('.rdg-row').first()).toBeVisible();

  await context.setOffline(true);
  await expect(notice(page)).toContainText(offlineNotice);
  await page.getByLabel('Выберите действие с заказом').selectOption({ label: 'Отправить заказ в Пульс' });
  await page.getByRole('button', { name: 'Выполнить' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirmation).toContainText(/Отправить заказ в Пульс: \d+ позици/u);
  await confirmation.getByRole('button', { name: 'Отправить' }).click();

  const result = page.getByRole('status', { name: 'Результат отправки заказа' });
  const line = result.getByText('Заказ не отправлен: нет связи с сервером. Сам он не уйдёт: отправьте заказ в Пульс ещё раз.');
  await expect(line).toBeVisible();
  const triedOffline = sent.length;

  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0);
  // The snackbar has long gone; the line stays, and nothing left by itself.
  await page.waitForTimeout(10_500);
  await expect(line).toBeVisible();
  expect(sent).toHaveLength(triedOffline);

  await result.getByRole('button', { name: 'Закрыть сообщение о неотправленном заказе' }).focus();
  await page.keyboard.press('Enter');
  await expect(line).toHaveCount(0);
  expect(sent).toHaveLength(triedOffline);
});

test('a 503 outage: the server-unavailable notice with its Retry-After, and the overview recovers by itself after it', async ({ page }) => {
  const grid = await openOverview(page);
  let outage = true;
  await page.route('**/api/**', (route) =>
    outage
      ? route.fulfill({
          status: 503,
          headers: { 'Retry-After': '1' },
          contentType: 'application/json',
          body: JSON.stringify({ message: outageMessage }),
        })
      : route.fallback(),
  );
  await page.getByText(quarterLabel(otherQuarter), { exact: true }).click();
  await expect(notice(page)).toContainText('Сервер временно недоступен.');
  await expect(notice(page)).toContainText('Повторим загрузку через 1 с.');
  await expect(grid.getByRole('alert')).toContainText(outageMessage);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The database is back after a few retries.
  await page.waitForTimeout(2500);
  outage = false;
  await expect(notice(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(grid.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible();
  await expect(grid.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: quarterLabel(otherQuarter), exact: true })).toBeChecked();
});
