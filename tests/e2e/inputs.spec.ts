import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogue } from '../../server/seed/forecast-products';
import { expectShell, signIn } from './support';

/*
 * Issue 18 item 10, the inputs: a quantity typed with a decimal separator is refused in words and
 * the order's totals do not move (on the forecast and on the RG order), and the payroll refuses an
 * emptied rate and 999 minutes, keeps Save and export disabled, and stores nothing. The demo seed's
 * products and cashiers (server/seed/*); nothing here is saved, so it may run beside the others.
 */
const wholePacks = 'Только целое число упаковок';
// The cheapest stocked product: the default price weight ranks it first, so it is at the top.
const product = [...catalogue].filter((entry) => entry.note === null).sort((a, b) => a.price - b.price)[0];

/** The forecast grid has shown the result of the last change: its rows belong to the applied view. */
async function expectGridSettled(grid: Locator): Promise<void> {
  const frame = grid.locator('xpath=ancestor::div[contains(@class, "profit-forecast__grid")]');
  await expect(frame).toHaveAttribute('aria-busy', 'false');
  await expect(frame).toHaveAttribute('data-window-revision', (await frame.getAttribute('data-view-revision')) ?? '');
}

/** Types into a quantity box as a pharmacist does, key by key, and checks it was refused in words. */
async function expectRefused(page: Page, box: Locator, keys: string, shown: string, kept: string): Promise<void> {
  await box.pressSequentially(keys);
  await expect(box).toHaveValue(shown);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  const reason = page.getByRole('alert').filter({ hasText: wholePacks });
  await expect(reason).toBeVisible();
  await expect(reason).toHaveText(`${wholePacks}. В заказе остаётся ${kept}`);
  await expect(box).toHaveAccessibleDescription(`${wholePacks}. В заказе остаётся ${kept}`);
}

test('profit forecast: «1,5» is refused with the message, the total does not move, and leaving the box shows what is ordered', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=profitForecast');
  const grid = page.getByRole('grid', { name: 'Товары прогноза' });
  await expect(grid.locator('.rdg-row').first()).toBeVisible();
  const size = page.getByLabel('Количество товаров в заказе, число (пусто — все)');
  await size.fill('0');
  await size.press('Enter');
  const packs = page.locator('[data-total="packs"]');
  await expect(packs).toHaveText('0');
  await expectGridSettled(grid);

  const shown = grid.getByRole('row').filter({ hasText: product.name }).first().locator('.profit-forecast__quantity');
  await shown.click();
  const box = grid.getByRole('textbox', { name: `Количество к заказу: ${product.name}` });
  await expect(box).toBeFocused();
  await box.fill('');
  await box.pressSequentially('1');
  await expect(packs).toHaveText('1');
  const sum = await page.locator('[data-total="orderSum"]').textContent();

  // ',5' typed after the 1: the box shows «1,5», marked, the order keeps 1 pack and its sum.
  await expectRefused(page, box, ',5', '1,5', '1');
  await expect(packs).toHaveText('1');
  await expect(page.locator('[data-total="orderSum"]')).toHaveText(sum ?? '');
  // Neither the dot, a sign nor letters are dropped or glued either.
  for (const text of ['1.5', '-5', '1a2b']) {
    await box.fill(text);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(packs).toHaveText('1');
  }

  // Leaving the box (for the size field) shows the packs the order holds, and the message goes.
  await size.focus();
  await expect(box).toHaveValue('1');
  await expect(box).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('alert').filter({ hasText: wholePacks })).toHaveCount(0);
});

test('RG order: «3,5» is refused with the message and the approximate cost does not move', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=purchaseOrderRG');
  const grid = page.getByRole('grid', { name: /Товары/u });
  await expect(grid.locator('.rdg-row').first()).toBeVisible();
  await grid.locator('.rdg-row').first().locator('.positions__quantity').click();
  // The active cell holds the grid's one text box.
  const box = grid.getByRole('textbox', { name: /^Количество к заказу: / });
  await expect(box).toBeFocused();
  await box.fill('3');
  const cost = page.locator('[data-total="orderCost"]');
  await expect(cost).not.toHaveText('—');
  const before = await cost.textContent();

  await expectRefused(page, box, ',5', '3,5', '3');
  await expect(cost).toHaveText(before ?? '');
});

test('payroll: an emptied rate and 999 minutes are refused on the cells, Save and export stay disabled, and nothing is saved', async ({ page, context }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=payrollCalculation');
  const cashiers = page.getByRole('table', { name: 'Кассиры' });
  await expect(cashiers).toBeVisible();
  const save = page.getByRole('button', { name: 'Сохранить', exact: true });
  const exportButton = page.getByRole('button', { name: 'Выгрузить в Excel' });
  await expect(save).toBeEnabled();

  // The first cashier of the table: her rate and minutes as the month was saved.
  const name = (await cashiers.getByRole('rowheader').first().textContent()) ?? '';
  const rate = page.getByLabel(`Ставка, руб.: ${name}`, { exact: true });
  const minutes = page.getByLabel(`Отработано, мин: ${name}`, { exact: true });
  const savedRate = await rate.inputValue();
  const savedMinutes = await minutes.inputValue();

  await rate.fill('');
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(rate).toHaveAccessibleDescription('укажите значение');
  await expect(cashiers.getByText('укажите значение')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Исправьте отмеченные значения' })).toContainText(`Ставка, руб. (${name}): укажите значение`);
  await minutes.fill('999');
  await expect(minutes).toHaveValue('999');
  await expect(minutes).toHaveAccessibleDescription('от 0 до 59');
  // Listed above the tabs too, and the month cannot be saved or exported.
  await expect(page.getByRole('alert').filter({ hasText: 'Исправьте отмеченные значения' })).toContainText(`Отработано, мин (${name}): от 0 до 59`);
  await expect(save).toBeDisabled();
  await expect(exportButton).toBeDisabled();

  // Another tab of the same user reads the month as it was saved: not 0, not 999.
  const other = await context.newPage();
  await other.goto('reports?tab=payrollCalculation');
  await expect(other.getByRole('table', { name: 'Кассиры' })).toBeVisible();
  await expect(other.getByLabel(`Ставка, руб.: ${name}`, { exact: true })).toHaveValue(savedRate);
  await expect(other.getByLabel(`Отработано, мин: ${name}`, { exact: true })).toHaveValue(savedMinutes);
  await other.close();

  // Put right, the month may be saved again.
  await rate.fill(savedRate);
  await minutes.fill(savedMinutes);
  await expect(save).toBeEnabled();
  await expect(exportButton).toBeEnabled();
});
