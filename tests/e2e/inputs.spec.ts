import { expect, test } from '@playwright/test';
import { expectShell, signIn } from './support';

/*
 * The payroll's inputs: an emptied rate and 999 minutes are refused, Save and
 * export stay disabled, and nothing is stored. The refused order quantities («1,5», «3,5») are
 * checked in profit-forecast.spec.ts and purchase-orders.spec.ts: an order screen keeps a draft
 * per user and screen, so the journeys typing on one screen run in one file, one after another.
 */
test('payroll: an emptied rate and 999 minutes are refused on the cells, Save and export stay disabled, and nothing is saved', async ({
  page,
  context,
}) => {
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
  await rate.press('Enter');
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(rate).toHaveAccessibleDescription('укажите значение');
  await expect(cashiers.getByText('укажите значение')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Исправьте отмеченные значения' })).toContainText(
    `Ставка, руб. (${name}): укажите значение`,
  );
  await minutes.fill('999');
  await minutes.press('Enter');
  await expect(minutes).toHaveValue('999');
  await expect(minutes).toHaveAccessibleDescription('от 0 до 59');
  // Listed above the tabs too, and the month cannot be saved or exported.
  await expect(page.getByRole('alert').filter({ hasText: 'Исправьте отмеченные значения' })).toContainText(
    `Отработано, мин (${name}): от 0 до 59`,
  );
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
  await rate.press('Enter');
  await minutes.fill(savedMinutes);
  await minutes.press('Enter');
  await expect(save).toBeEnabled();
  await expect(exportButton).toBeEnabled();
});
