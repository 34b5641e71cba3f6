import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { read, utils } from 'xlsx';
import { corporatePortal } from '../../playwright.config';
import { expectShell, signIn } from './support';

/*
 * The journeys on the built portal and the demo seed (server/seed/staff-pay*.ts,
 * sales-motivation.ts): apteka1's five cashiers, a saved previous month whose KPI parameters
 * validate, Петров without a login yet, and a sales-motivation plan for both months. Each journey
 * changes a different cashier or month. The payroll keeps one draft per user: the journeys that
 * type into it run here, one after another (tests of a file share a worker), and inputs.spec.ts
 * types on a gateway of its own.
 */
const weightsMessage = 'Сумма всех весов KPI должна быть равна 100';

async function openPayroll(page: Page): Promise<void> {
  await page.goto('reports?tab=payrollCalculation');
  await expect(page.getByRole('table', { name: 'Кассиры' })).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Сохранить', exact: true });
const exportButton = (page: Page) => page.getByRole('button', { name: 'Выгрузить в Excel' });

async function download(page: Page, act: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), act()]);
  return file;
}

const money = (text: string) => Number(text.replace(/\s/gu, '').replace(',', '.'));

test('payroll: broken KPI weights block saving; fixed, a rate is saved, reloads as saved, and the workbook equals the screen', async ({
  page,
}) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await openPayroll(page);
  await expect(page.getByRole('button', { name: 'Предыдущий месяц' })).toHaveAttribute('aria-pressed', 'true');

  // Weights that do not sum to 100: the message verbatim, the cells marked, Save and export disabled.
  await tab(page, 'KPI').click();
  const weight = page.getByLabel('Вес, %: KPI 1');
  const saved = await weight.inputValue();
  await weight.fill(String(Number(saved) + 1));
  await weight.press('Enter');
  // Shown above the KPI tables and by the Save button.
  await expect(page.getByRole('tabpanel', { name: 'KPI' }).getByText(weightsMessage)).toBeVisible();
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await expect(save(page)).toBeDisabled();
  await expect(exportButton(page)).toBeDisabled();
  await weight.fill(saved);
  await weight.press('Enter');
  await expect(page.getByText(weightsMessage)).toHaveCount(0);
  await expect(save(page)).toBeEnabled();

  // A new rate for Кузнецова, saved; the reloaded month shows it, and the pay follows it.
  await tab(page, 'Кассиры').click();
  const rate = page.getByLabel('Ставка, руб.: Кузнецова Анна Павловна');
  await rate.fill('17500');
  await rate.press('Enter');
  await save(page).click();
  await expect(page.getByText('Расчёт сохранён')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Ставка, руб.: Кузнецова Анна Павловна')).toHaveValue('17 500,00');

  const summary = page.getByRole('table', { name: 'Итого' });
  const row = summary.getByRole('row').filter({ hasText: 'Кузнецова Анна Павловна' });
  // The total explains itself on focus: the formula with her figures.
  const totalCell = row.getByRole('cell').last();
  await totalCell.focus();
  await expect(totalCell.getByRole('tooltip')).toBeVisible();
  await expect(totalCell.getByRole('tooltip')).toContainText('=');
  const shownTotal = money(await totalCell.evaluate((cell) => cell.firstChild?.textContent ?? ''));
  expect(shownTotal).toBeGreaterThan(17_500);

  // The workbook, named by the user's local time, holds the same figures to the kopeck and a parameters sheet.
  const file = await download(page, () => exportButton(page).click());
  // The button waited while the file was made, keeping the focus the user pressed it with.
  await expect(exportButton(page)).toBeFocused();
  expect(file.suggestedFilename()).toMatch(/^Расчёт зарплаты первостольника \d{2}\.\d{2}\.\d{4} \d{2}-\d{2}\.xlsx$/u);
  const book = read(await readFile(await file.path()));
  expect(book.SheetNames).toEqual(['Расчёт', 'Параметры']);
  const rows = utils.sheet_to_json<unknown[]>(book.Sheets['Расчёт'], { header: 1, blankrows: false });
  const header = rows.find((cells) => cells.includes('Кассир')) as string[];
  const line = rows.find((cells) => cells.includes('Кузнецова Анна Павловна'))!;
  expect(line[header.indexOf('Итого к начислению, руб.')]).toBeCloseTo(shownTotal, 2);
  expect(JSON.stringify(utils.sheet_to_json(book.Sheets['Параметры'], { header: 1 }))).toContain('Вес');
});

/** The payroll draft the gateway keeps for the signed-in user, read with the user's own token. */
async function payrollDraftOnServer(page: Page): Promise<Array<{ text: string; name: string }>> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/pharmacy-cabinet-purchase-service/v1/order-drafts/payroll', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    const body = (await answer.json()) as { draft: { edits: Array<{ text: string; name: string }> } | null };
    return body.draft?.edits ?? [];
  });
}

test('payroll draft: a typed rate survives a tab switch, a reload and another browser, and «Сохранить» clears it', async ({
  page,
  browser,
}) => {
  const name = 'Смирнова Ольга Николаевна';
  const restored = 'Восстановлены введённые, но не сохранённые значения расчёта:';
  await signIn(page, 'apteka1');
  await expectShell(page);
  await openPayroll(page);
  const rate = page.getByLabel(`Ставка, руб.: ${name}`);
  await rate.fill('21300');
  await rate.press('Enter');
  await expect(page.getByText('Черновик сохранён', { exact: true })).toBeVisible({ timeout: 10_000 });
  expect(await payrollDraftOnServer(page)).toMatchObject([{ text: '21300', name }]);

  // Another report tab and back: nothing asked, the rate is back.
  const reportTabs = page.getByRole('tablist', { name: 'Вкладки отчётов' });
  await reportTabs.getByRole('tab', { name: 'Расчёт заказа по видам инициатив' }).click();
  await expect(page.getByRole('dialog', { name: 'Несохранённые изменения' })).toHaveCount(0);
  await reportTabs.getByRole('tab', { name: 'Расчёт зарплаты первостольников' }).click();
  await expect(page.getByLabel(`Ставка, руб.: ${name}`)).toHaveValue('21 300,00');

  // A reload: the rate, with the notice naming it.
  await page.reload();
  await expect(page.getByLabel(`Ставка, руб.: ${name}`)).toHaveValue('21 300,00');
  const notice = page.getByRole('status').filter({ hasText: restored });
  await expect(notice).toContainText(`Ставка, руб. (${name}): 21300`);
  await expect(page.getByText('Есть несохранённые изменения')).toBeVisible();

  // Another browser of the same user: the rate from the server.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, 'apteka1');
  await expectShell(other);
  await openPayroll(other);
  await expect(other.getByLabel(`Ставка, руб.: ${name}`)).toHaveValue('21 300,00');
  await expect(other.getByRole('status').filter({ hasText: restored })).toContainText(`Ставка, руб. (${name}): 21300`);

  // Saved: the draft is gone, and the month reads as saved everywhere, with nothing to restore.
  await notice.getByRole('button', { name: 'Понятно' }).click();
  await save(page).click();
  await expect(page.getByText('Расчёт сохранён')).toBeVisible();
  await expect.poll(() => payrollDraftOnServer(page)).toEqual([]);
  await other.reload();
  await expect(other.getByLabel(`Ставка, руб.: ${name}`)).toHaveValue('21 300,00');
  await expect(other.getByText('Есть несохранённые изменения')).toHaveCount(0);
  await expect(other.getByRole('status').filter({ hasText: restored })).toHaveCount(0);
  await elsewhere.close();
});

test('a cashier login created on the payroll tab is a real account: it signs in and is sent to the corporate portal', async ({
  page,
  browser,
}) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await openPayroll(page);

  const name = 'Петров Алексей Викторович';
  const login = page.getByLabel(`Логин: ${name}`);
  // Latin letters and digits only: a hyphen is kept as typed, marked with the reason, and holds Create.
  await login.pressSequentially('petrov-1');
  await expect(login).toHaveValue('petrov-1');
  await expect(login).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Только латинские буквы и цифры')).toBeVisible();
  await page.getByLabel(`Пароль: ${name}`).fill('Kassa#2026');
  await page.getByLabel(`Работает: ${name}`).check();
  await expect(page.getByRole('button', { name: `Создать: ${name}` })).toBeDisabled();
  await login.fill('petrov1');
  await expect(login).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: `Создать: ${name}` }).click();
  await expect(login).toHaveAttribute('readonly', '');
  await expect(page.getByLabel(`Пароль: ${name}`)).toHaveValue('');

  const cashier = await browser.newPage();
  await cashier.route(`${corporatePortal}**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<h1>Корпоративный портал</h1>' }),
  );
  await signIn(cashier, 'petrov1', 'Kassa#2026');
  await expect(cashier.getByRole('heading', { name: 'Корпоративный портал' })).toBeVisible();
  await cashier.close();
});

test('the sales-motivation plan: products added through the picker, a cashier plan edited, saved, reloaded, and the previous month prolonged', async ({
  page,
}) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await openPayroll(page);
  await page.getByRole('button', { name: 'Текущий месяц' }).click();
  await tab(page, 'Доп. премия').click();

  // The picker: the search narrows the list (500 ms later); every product found is added, with plan 1 each.
  await page.getByRole('button', { name: 'Показать список промо-товаров' }).click();
  const picker = page.getByRole('dialog', { name: 'Список промо-товаров' });
  await picker.getByLabel('Поиск по названию').fill('гевискон');
  await expect(picker.getByRole('checkbox', { name: /^Выбрать в списке: / })).toHaveCount(2);
  await picker.getByLabel('Выбрать все найденные промо-товары').check();
  await picker.getByRole('button', { name: 'Добавить/заменить промо-товары' }).click();
  await expect(picker).toBeHidden();

  const plan = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'План аптеки' }) });
  const added = plan.getByRole('row').filter({ hasText: 'Гевискон, суспензия мятная 150 мл' });
  await expect(added).toHaveCount(1);
  const ivanova = added.getByLabel(/^План Иванова Мария Сергеевна: /u);
  await expect(ivanova).toHaveValue('1');
  await ivanova.fill('5');
  await ivanova.press('Enter');
  // The pharmacy plan is the sum of the five cashiers' plans.
  await expect(added.getByTestId('pharmacy-plan')).toHaveText('9');

  await page.getByRole('button', { name: 'Сохранить инициативу' }).click();
  await expect(page.getByText('Инициатива сохранена.')).toBeVisible();
  await expect(added.getByRole('cell').last()).toHaveText(/\d{2}\.\d{2}\.\d{4}/u);

  await page.reload();
  await page.getByRole('button', { name: 'Текущий месяц' }).click();
  await tab(page, 'Доп. премия').click();
  await expect(
    plan
      .getByRole('row')
      .filter({ hasText: 'Гевискон, суспензия мятная 150 мл' })
      .getByLabel(/^План Иванова Мария Сергеевна: /u),
  ).toHaveValue('5');

  // The previous month is read-only; prolonging it replaces the current month's list with its own.
  await page.getByRole('button', { name: 'Предыдущий месяц' }).click();
  await tab(page, 'Доп. премия').click();
  await expect(page.getByRole('button', { name: 'Сохранить инициативу' })).toBeDisabled();
  await page.getByRole('button', { name: 'Продлить инициативу на следующий месяц' }).click();
  // The current month holds a saved plan: prolong asks before replacing it.
  await page.getByRole('dialog', { name: 'Заменить план следующего месяца?' }).getByRole('button', { name: 'Продлить и заменить' }).click();
  await expect(page.getByText('Инициатива продлена.')).toBeVisible();
  await page.getByRole('button', { name: 'Текущий месяц' }).click();
  await tab(page, 'Доп. премия').click();
  await expect(plan.getByRole('row').nth(1)).toBeVisible();
  await expect(plan.getByRole('row').filter({ hasText: 'Гевискон, суспензия мятная 150 мл' })).toHaveCount(0);
});

/*
 * apteka1 saved a plan for the previous and for the current month, so
 * prolonging the previous one would replace a saved plan. It asks first, naming both; Cancel keeps
 * the current month's plan. In this file, not a file of its own: the journey above also prolongs
 * apteka1's plan, and journeys of one file never run side by side.
 */ const planTable = (page: Page) => page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'План аптеки' }) });

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

test('the sales-motivation plan: prolong over a saved plan asks, naming what it replaces; Cancel keeps the plan', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await openPlan(page, 'Текущий месяц');
  const current = await productsShown(page);
  expect(current.length).toBeGreaterThan(0);

  await openPlan(page, 'Предыдущий месяц');
  const previous = await productsShown(page);
  // The previous month looks read-only and says why.
  await expect(
    page.getByText('План прошлого месяца только для просмотра: изменить его нельзя, можно продлить на следующий месяц.'),
  ).toBeVisible();
  await expect(planTable(page).getByRole('textbox').first()).toBeDisabled();

  await page.getByRole('button', { name: 'Продлить инициативу на следующий месяц' }).click();
  const question = page.getByRole('dialog', { name: 'Заменить план следующего месяца?' });
  await expect(question).toContainText('На следующий месяц уже сохранён план. Продление заменит его планом этого месяца целиком.');
  // What it replaces (the current month's products, each with its plan sum) against what it brings.
  const replaced = question.getByRole('table', { name: 'Будет заменено' });
  for (const name of current) await expect(replaced.getByRole('row').filter({ hasText: name })).toContainText(/\d$/u);
  await expect(replaced.getByRole('row').filter({ hasText: 'Всего промо-товаров' })).toContainText(
    `Всего промо-товаров: ${current.length}`,
  );
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

test('the sales-motivation plan: an unsaved bonus survives a reload and another browser, and «Очистить черновик» drops it', async ({
  page,
  browser,
}) => {
  const restored = 'Восстановлен введённый, но не сохранённый план продаж кассиров';
  await signIn(page, 'apteka1');
  await expectShell(page);
  await openPlan(page, 'Текущий месяц');
  const bonus = planTable(page)
    .getByRole('textbox', { name: /^Бонус за упаковку: / })
    .first();
  const label = (await bonus.getAttribute('aria-label')) ?? '';
  const saved = await bonus.inputValue();
  await bonus.fill('77,5');
  await bonus.press('Enter');
  await expect(page.getByText('Черновик сохранён', { exact: true }).last()).toBeVisible({ timeout: 10_000 });

  // A reload: the plan of the current month comes back unsaved, with the notice.
  await openPlan(page, 'Текущий месяц');
  await expect(planTable(page).getByLabel(label, { exact: true })).toHaveValue('77,5');
  await expect(page.getByRole('status').filter({ hasText: restored })).toBeVisible();

  // Another browser of the same user.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, 'apteka1');
  await expectShell(other);
  await openPlan(other, 'Текущий месяц');
  await expect(planTable(other).getByLabel(label, { exact: true })).toHaveValue('77,5');
  await elsewhere.close();

  // Dropped: the saved plan again, after a reload too.
  await page.getByRole('button', { name: 'Очистить черновик' }).last().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Очистить', exact: true }).click();
  await expect(planTable(page).getByLabel(label, { exact: true })).toHaveValue(saved);
  await openPlan(page, 'Текущий месяц');
  await expect(planTable(page).getByLabel(label, { exact: true })).toHaveValue(saved);
  await expect(page.getByRole('status').filter({ hasText: restored })).toHaveCount(0);
});
