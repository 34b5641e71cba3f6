import { expect, test } from '@playwright/test';
import { offlineDraftsGateway } from '../../playwright.config';
import { expectShell, signIn } from './support';

/*
 * The payroll's inputs: an emptied rate and 999 minutes are refused, Save and
 * export stay disabled, and nothing is stored. The refused order quantities («1,5», «3,5») are
 * checked in profit-forecast.spec.ts and purchase-orders.spec.ts: an order screen keeps a draft
 * per user and screen, so the journeys typing on one screen run in one file, one after another.
 * The payroll keeps a draft per user too: this journey, which leaves refused figures in it for a
 * while, types on a gateway whose payroll no other journey opens (staff-pay.spec.ts types on the first).
 */
test.use({ baseURL: `${offlineDraftsGateway}/pa/` });

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

  // Another tab of the same user finds the refused figures kept as a draft, refused as typed,
  // while the month on the server is as it was saved: not 0, not 999.
  const other = await context.newPage();
  await other.goto('reports?tab=payrollCalculation');
  await expect(other.getByRole('table', { name: 'Кассиры' })).toBeVisible();
  await expect(other.getByLabel(`Ставка, руб.: ${name}`, { exact: true })).toHaveValue('');
  await expect(other.getByLabel(`Отработано, мин: ${name}`, { exact: true })).toHaveValue('999');
  await expect(other.getByRole('button', { name: 'Сохранить', exact: true })).toBeDisabled();
  const saved = await other.evaluate(async (cashier) => {
    // The month the screen shows, the previous one by this browser's calendar, named: the gateway's
    // own default follows its clock, which around midnight on the 1st is a month behind Moscow's.
    const now = new Date();
    const shown = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const month = `${shown.getFullYear()}-${String(shown.getMonth() + 1).padStart(2, '0')}-01`;
    const answer = await fetch(`/api/cashier-payroll/payroll-cashier/1?month=${month}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    const rows = (await answer.json()) as Array<{ cashierFullName: string; fixed: number; workMinutes: number }>;
    return rows.find((row) => row.cashierFullName === cashier);
  }, name);
  expect(saved?.fixed.toFixed(2).replace('.', ',')).toBe(savedRate.replace(/\s/gu, ''));
  expect(String(saved?.workMinutes)).toBe(savedMinutes);
  await other.close();

  // Put right, the month may be saved again.
  await rate.fill(savedRate);
  await rate.press('Enter');
  await minutes.fill(savedMinutes);
  await minutes.press('Enter');
  await expect(save).toBeEnabled();
  await expect(exportButton).toBeEnabled();

  // Nothing left typed: the draft goes, the month is as saved.
  await page.getByRole('button', { name: 'Очистить черновик' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Очистить', exact: true }).click();
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);
});
