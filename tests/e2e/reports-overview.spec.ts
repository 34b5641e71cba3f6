import { expect, test, type Page } from '@playwright/test';
import { initiativeTypeName, isHiddenInitiativeType, normalizeInitiativeType, orderTabOf } from '../../src/domain/shared/initiative-types';
import { currentPeriod, quarterLabel } from '../../src/domain/shared/quarters';
import { spanOf } from '../../server/seed/reports-calendar';
import { apteka1Current } from '../../server/seed/reports-initiatives';
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

test('every order icon of the quarter opens its order tab with the type and the initiative filled in', async ({ page }) => {
  test.setTimeout(240_000);
  // The demo's running initiatives: every visible one of the current quarter that has not ended.
  const running = apteka1Current
    .filter(([, type, , span]) => !isHiddenInitiativeType(type) && spanOf(current, span).to.getTime() >= now.getTime())
    .map(([id, type, name]) => ({ id, type: normalizeInitiativeType(type), name }));
  // The grid draws only the rows in view: a tall page has room for every group opened.
  await page.setViewportSize({ width: 1280, height: 4000 });
  const grid = await openOverview(page);
  // An expanded group's button becomes 'Свернуть: …': open the first closed one until none is left.
  const closed = page.getByRole('button', { name: /^Развернуть: / });
  for (let left = await closed.count(); left > 0; left -= 1) {
    await closed.first().click();
    await expect(closed).toHaveCount(left - 1);
  }
  const icons = grid.getByRole('link', { name: /^Заказать: / });
  await expect(icons).toHaveCount(running.length);
  const hrefs = new Map<number, string>();
  for (const initiative of running) {
    const icon = grid.getByRole('link', { name: `Заказать: ${initiative.name}`, exact: true });
    hrefs.set(initiative.id, (await icon.getAttribute('href'))!);
  }

  for (const initiative of running) {
    await page.goto(hrefs.get(initiative.id)!);
    const where = `${initiative.id} ${initiative.type} «${initiative.name}»`;
    const typeName = initiativeTypeName(initiative.type);
    switch (orderTabOf(initiative.type)) {
      case 'profitForecast':
        await expect(page.getByLabel('Инициатива', { exact: true }).locator('option:checked'), where).toHaveText(initiative.name);
        break;
      case 'purchaseOrderRG':
        await expect(page.getByRole('textbox', { name: 'Вид инициативы' }), where).toHaveValue(typeName);
        await expect(page.getByRole('textbox', { name: 'Инициатива', exact: true }), where).toHaveValue(initiative.name);
        break;
      case 'purchaseOrder':
        await expect(page.getByLabel('Вид инициативы').locator('option:checked'), where).toHaveText(typeName);
        await expect(page.getByRole('button', { name: /Инициативы/u }), where).toContainText(initiative.name);
        await expect(page.getByRole('button', { name: 'Показать список товаров' }), where).toBeEnabled();
        break;
    }
  }
});
