import { expect, test } from '@playwright/test';
import { catalogue } from '../../../server/seed/forecast-products';
import { expectShell, signIn } from '../support';
import { expectNoError } from './support';

/*
 * The portal on a back end built from the spec alone: the gateway runs with SPEC_ONLY=1
 * (playwright.spec-only.config.ts), so it serves exactly the spec's surface — our extension calls
 * answer 404, our parameters and fields are not heard, answers hold the spec's fields. Every screen
 * opens without an error, the degradations are what a user would expect, and an order still goes to
 * Пульс with its result modal. Each area's journeys are in the files beside this one.
 */

test('every screen opens without an error; our extensions are simply not offered', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  // Order history is ours: no link to it.
  await expect(page.getByRole('link', { name: 'История заказов' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Отчёты' }).click();
  const overview = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
  await expect(overview.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible();
  // The quarters list is ours: every quarter of a year is offered, with no error.
  await page.getByRole('combobox', { name: 'Год' }).selectOption('2023');
  for (const quarter of ['Квартал I', 'Квартал II', 'Квартал III', 'Квартал IV']) {
    await expect(page.getByRole('radio', { name: quarter, exact: true })).toBeEnabled();
  }
  await expectNoError(page, 'overview');

  // Feedback is ours: no tab for it.
  const tabs = page.getByRole('tablist', { name: 'Вкладки отчётов' });
  await expect(tabs.getByRole('tab').first()).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Обратная связь' })).toHaveCount(0);

  for (const tab of ['profitForecast', 'purchaseOrder', 'purchaseOrderRG', 'orderCompose', 'payrollCalculation', 'pharmacyInitiatives']) {
    await page.goto(`reports?tab=${tab}`);
    await expect(page.locator('#reports-panel')).toBeVisible(); // the reports tab's panel (payroll has panels of its own)
    await expectNoError(page, tab);
  }

  // The purchase order's types come from the spec's own calls: the tab is usable.
  await page.goto('reports?tab=purchaseOrder');
  await expect(page.getByLabel('Вид инициативы').locator('option:not([value=""])').first()).toBeAttached();
});

test('the forecast loads in one JSON answer and an order goes to Пульс without the stock check beforehand', async ({ page }) => {
  const product = [...catalogue].filter((entry) => entry.note === null).sort((a, b) => a.price - b.price)[0];
  await signIn(page, 'apteka1');
  await expectShell(page);
  // The back end has no Arrow: its JSON answer to the first ask is the forecast, not asked twice.
  const forecastAsks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/reports-rt/rest/profit-forecast')) forecastAsks.push(request.url());
  });
  await page.goto('reports?tab=profitForecast');
  const grid = page.getByRole('grid', { name: 'Товары прогноза' });
  await expect(grid.getByRole('row').filter({ hasText: product.name }).first()).toBeVisible();
  await expectNoError(page, 'forecast');
  expect(forecastAsks).toHaveLength(1);

  await page.getByLabel('Выберите действие с заказом').selectOption({ label: 'Отправить заказ в Пульс' });
  await page.getByRole('button', { name: 'Выполнить' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirmation.getByText('Остатки склада Пульс заранее не проверяются', { exact: false })).toBeVisible();
  await confirmation.getByRole('button', { name: 'Отправить' }).click();
  const result = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
  await expect(result).toBeVisible();
  await expect(result.getByText(/^Номер заказа: \S+$/u)).toBeVisible();
});
