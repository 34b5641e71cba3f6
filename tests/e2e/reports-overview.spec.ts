import { expect, test, type Page } from '@playwright/test';
import { currentPeriod, quarterLabel } from '../../src/domain/quarters';
import { expectShell, signIn } from './support';

/*
 * The initiatives overview on the built portal and the gateway's demo seed: apteka1's current
 * quarter holds every initiative type with fixed ids 1001-1030 (server/seed/reports-initiatives.ts),
 * its history goes back to 2019 with Q3 2023 empty (server/seed/reports-calendar.ts). The gateway's
 * clock is the real one, so "current" here is today's quarter, as it is on the screen.
 */
const now = new Date();
const current = currentPeriod(now);

async function openOverview(page: Page) {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.getByRole('link', { name: 'Отчёты' }).click();
  await expect(page).toHaveURL(/\/pa\/reports$/);
  const grid = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
  await expect(grid.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible();
  return grid;
}

const quarterRadio = (page: Page, quarter: 1 | 2 | 3 | 4) => page.getByRole('radio', { name: quarterLabel(quarter), exact: true });

test('chooses a year and a quarter; a quarter without data is disabled', async ({ page }) => {
  const grid = await openOverview(page);
  await expect(quarterRadio(page, current.quarter)).toBeChecked();
  await expect(page.getByText(/^Дата актуальности данных: \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Год' }).selectOption('2023');
  await expect(grid.getByText('Выберите квартал')).toBeVisible();
  await expect(quarterRadio(page, 3)).toBeDisabled();
  await expect(quarterRadio(page, 2)).toBeEnabled();

  await page.getByText(quarterLabel(2), { exact: true }).click();
  await expect(quarterRadio(page, 2)).toBeChecked();
  await expect(grid.getByRole('row').filter({ hasText: 'Обязательная матрица' })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: 'Итого' })).toContainText(/\d{1,3}( \d{3})*,\d{2}/);

  // The period is remembered for this user: the next visit opens on it.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Год' })).toHaveValue('2023');
  await expect(quarterRadio(page, 2)).toBeChecked();
});

test('expands a group; the initiatives that have ended come last, shaded', async ({ page }) => {
  const grid = await openOverview(page);
  await expect(grid.getByRole('row').filter({ hasText: 'Бонус Пульсар' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Развернуть: Закупки' }).click();
  const running = grid.getByRole('row').filter({ hasText: 'Групповая закупка: гигиена' });
  await expect(running).toBeVisible();
  await expect(running).not.toHaveClass(/overview__row--expired/);

  // Month-long initiatives of the quarter's first month have ended once its second month began.
  const firstMonthOver = now.getMonth() % 3 > 0;
  const ended = grid.getByRole('row').filter({ hasText: 'Закупка за первый месяц: витамины' });
  if (firstMonthOver) {
    await expect(ended).toHaveClass(/overview__row--expired/);
    const order = await grid.getByRole('row').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    const runningAt = order.findIndex((text) => text.includes('Групповая закупка: гигиена'));
    const endedAt = order.findIndex((text) => text.includes('Закупка за первый месяц: витамины'));
    expect(runningAt).toBeLessThan(endedAt);
  } else {
    await expect(ended).not.toHaveClass(/overview__row--expired/);
  }
  await expect(grid.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible();
});

test('requests initiatives again and sees the snackbar', async ({ page }) => {
  await openOverview(page);
  await page.getByRole('button', { name: 'Запросить инициативы заново' }).click();
  const snackbar = page.getByRole('status').filter({ hasText: 'Инициативы запрошены' });
  await expect(snackbar).toContainText('Запрос инициатив для аптеки №1 принят.');
  await expect(snackbar).toContainText('Рекомендуем запрашивать инициативы не чаще одного раза в день.');
});

test('a view link opens the report detail, another the analytics cube', async ({ page }) => {
  const grid = await openOverview(page);
  await page.getByRole('button', { name: 'Развернуть: Собственная торговая марка' }).click();
  const cube = grid.getByRole('link', { name: 'Открыть в аналитике: СТМ «Фармаклуб»: уход за кожей' });
  await expect(cube).toHaveAttribute('href', /\/index\.xhtml\?customRequest=/);
  await expect(cube).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Развернуть: План продаж', exact: true }).click();
  await grid.getByRole('link', { name: 'Открыть отчёт: План продаж: средства от кашля' }).click();
  await expect(page).toHaveURL(/\/pa\/reports\/1009$/);
  await expect(page.getByText('План продаж: средства от кашля').first()).toBeVisible();
});
