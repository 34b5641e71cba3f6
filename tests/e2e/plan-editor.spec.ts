import { expect, test, type Page } from '@playwright/test';
import { expectShell, signIn } from './support';

/*
 * Issue 18 item 4 on the built portal and the demo seed (server/seed/sales-motivation.ts): apteka1
 * saved a plan for the previous and for the current month, so prolonging the previous one would
 * replace a saved plan. It asks first, naming both; Cancel keeps the current month's plan.
 */
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const planTable = (page: Page) => page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'План аптеки' }) });

async function openPlan(page: Page, month: 'Текущий месяц' | 'Предыдущий месяц') {
  await page.goto('reports?tab=payrollCalculation');
  await expect(page.getByRole('table', { name: 'Кассиры' })).toBeVisible();
  await page.getByRole('button', { name: month }).click();
  await tab(page, 'Доп. премия').click();
  // Loaded: the table has its rows (both months have a saved plan).
  await expect(planTable(page).getByRole('row').nth(1)).toBeVisible();
}

/** The products of the plan shown, as the table names them (third column). */
async function productsShown(page: Page): Promise<string[]> {
  const rows = planTable(page).getByRole('row');
  const names: string[] = [];
  for (let at = 1; at < (await rows.count()); at++) names.push((await rows.nth(at).getByRole('cell').nth(2).textContent()) ?? '');
  return names;
}

test('prolong over a saved plan asks, naming what it replaces; Cancel keeps the plan', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await openPlan(page, 'Текущий месяц');
  const current = await productsShown(page);
  expect(current.length).toBeGreaterThan(0);

  await openPlan(page, 'Предыдущий месяц');
  const previous = await productsShown(page);
  // The previous month looks read-only and says why.
  await expect(page.getByText('План прошлого месяца только для просмотра: изменить его нельзя, можно продлить на следующий месяц.')).toBeVisible();
  await expect(planTable(page).getByRole('textbox').first()).toBeDisabled();

  await page.getByRole('button', { name: 'Продлить инициативу на следующий месяц' }).click();
  const question = page.getByRole('dialog', { name: 'Заменить план следующего месяца?' });
  await expect(question).toContainText('На следующий месяц уже сохранён план. Продление заменит его планом этого месяца целиком.');
  // What it replaces (the current month's products, each with its plan sum) against what it brings.
  const replaced = question.getByRole('table', { name: 'Будет заменено' });
  for (const name of current) await expect(replaced.getByRole('row').filter({ hasText: name })).toContainText(/\d$/u);
  await expect(replaced.getByRole('row').filter({ hasText: 'Всего промо-товаров' })).toContainText(`Всего промо-товаров: ${current.length}`);
  const brought = question.getByRole('table', { name: 'Будет перенесено' });
  for (const name of previous) await expect(brought.getByRole('row').filter({ hasText: name })).toBeVisible();

  await question.getByRole('button', { name: 'Отмена' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByText('Инициатива продлена.')).toHaveCount(0);

  // Nothing changed: the current month still holds its own plan, after a reload too.
  await page.reload();
  await openPlan(page, 'Текущий месяц');
  expect(await productsShown(page)).toEqual(current);
});
