import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { read, utils } from 'xlsx';
import { monthLabel } from '../../../src/domain/payroll/labels';
import { payrollMonthStart } from '../../../src/domain/payroll/month';
import { expectShell, signIn } from '../support';
import { expectNoError } from './support';

/*
 * Staff pay on a back end built from the spec alone (SPEC_ONLY=1): its payroll GETs name no month
 * and answer the previous one, update and download hear no month, pharmacy or statistics of ours,
 * the sales reports and the plan editor's real-time calls no pharmacy id. The previous month is
 * loaded, edited, saved and exported as on ours; the current month is not shown under its name
 * (the answer's fromDate is the previous month), and its plan editor still edits and saves.
 */

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Сохранить', exact: true });
const exportButton = (page: Page) => page.getByRole('button', { name: 'Выгрузить в Excel' });
/** 'октябрь 2026', as a month is named inside a sentence. */
const named = (month: string) => monthLabel(month).toLocaleLowerCase('ru');

async function openPayroll(page: Page): Promise<void> {
  await page.goto('reports?tab=payrollCalculation');
  await expect(page.getByRole('table', { name: 'Кассиры' })).toBeVisible();
}

test('the previous month: loaded, a cashier’s rate saved and reloaded, the payroll exported to xlsx', async ({ page }) => {
  const previous = payrollMonthStart(-1, new Date());
  await signIn(page, 'apteka1');
  await expectShell(page);
  await openPayroll(page);
  await expect(page.getByRole('button', { name: 'Предыдущий месяц' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: `Расчёт за ${named(previous)}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Итого' })).toBeVisible();
  await expectNoError(page, 'payroll loaded');

  // The statistics and the sales reports' block of the same month: the reports' calls without our pharmacy id.
  await tab(page, 'Параметры').click();
  await expect(page.getByRole('region', { name: `По данным отчётов продаж: ${monthLabel(previous)}` })).toBeVisible();
  await expectNoError(page, 'parameters');

  await tab(page, 'Кассиры').click();
  const name = 'Смирнова Ольга Николаевна';
  await page.getByLabel(`Ставка, руб.: ${name}`).fill('17250,5');
  await page.getByLabel(`Ставка, руб.: ${name}`).press('Enter');
  await expect(page.getByText('Есть несохранённые изменения')).toBeVisible();
  await save(page).click();
  await expect(page.getByText('Расчёт сохранён')).toBeVisible();
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);
  // Saved under the month shown: the spec's update names it only in pharmacyStat.fromDate.
  await page.reload();
  // Read back as the grid reads roubles: thousands apart, a comma and the kopecks.
  await expect(page.getByLabel(`Ставка, руб.: ${name}`)).toHaveValue('17 250,50');
  await expectNoError(page, 'payroll saved and reloaded');

  const [file] = await Promise.all([page.waitForEvent('download'), exportButton(page).click()]);
  expect(file.suggestedFilename()).toMatch(/^Расчёт зарплаты первостольника \d{2}\.\d{2}\.\d{4} \d{2}-\d{2}\.xlsx$/u);
  const book = read(await readFile(await file.path()));
  expect(book.SheetNames).toEqual(['Расчёт', 'Параметры']);
  const parameters = utils.sheet_to_json<unknown[]>(book.Sheets['Параметры'], { header: 1 });
  // The back end's default month is the month on screen: the file is of the month the user exported.
  expect(parameters.find((line) => line[0] === 'Месяц')?.[1]).toBe(monthLabel(previous));
  const rows = utils.sheet_to_json<unknown[]>(book.Sheets['Расчёт'], { header: 1, blankrows: false });
  const header = rows.find((cells) => cells.includes('Кассир')) as string[];
  expect(rows.find((cells) => cells.includes(name))?.[header.indexOf('Оплата по ставке, руб.')]).toBeGreaterThan(0);
  await expectNoError(page, 'payroll exported');
});

test('typed figures are kept on this computer only: the line says so, a reload puts them back, «Очистить черновик» drops them', async ({
  page,
}) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await openPayroll(page);
  const name = 'Соколов Дмитрий Андреевич';
  const hours = page.getByLabel(`Отработано, ч: ${name}`);
  const saved = await hours.inputValue();
  await hours.fill('150,5');
  await hours.press('Enter');
  await expect(page.getByText('Черновик хранится только на этом компьютере: сервер черновики не сохраняет')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Отработано, ч: ${name}`)).toHaveValue('150,5');
  await expect(page.getByRole('status').filter({ hasText: 'Восстановлены введённые' })).toContainText(`Отработано, ч (${name}): 150,5`);
  await expectNoError(page, 'payroll restored from this computer');
  await page.getByRole('button', { name: 'Очистить черновик' }).click();
  await expect(page.getByRole('dialog')).toContainText('будут удалены на этом компьютере');
  await page.getByRole('dialog').getByRole('button', { name: 'Очистить', exact: true }).click();
  await expect(page.getByLabel(`Отработано, ч: ${name}`)).toHaveValue(saved);
  await page.reload();
  await expect(page.getByLabel(`Отработано, ч: ${name}`)).toHaveValue(saved);
});

test('the current month: not shown under its name, nothing saved or exported for it; its plan editor edits and saves', async ({ page }) => {
  // The back end's previous month by its clock; the current month by the browser's calendar (Moscow),
  // which around midnight on the 1st has turned the month before the back end's.
  const previous = payrollMonthStart(-1, new Date());
  await signIn(page, 'apteka1');
  const current = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
  });
  await expectShell(page);
  await openPayroll(page);

  await page.getByRole('button', { name: 'Текущий месяц' }).click();
  await expect(page.getByRole('heading', { name: `Расчёт за ${named(current)}` })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Сервер не поддерживает выбор месяца' });
  await expect(notice).toContainText(`на запрос расчёта за ${named(current)} он прислал данные за ${named(previous)}`);
  await expect(notice).toContainText('сохранение и выгрузка в Excel недоступны');
  // No figure of the previous month under the current month's name, and no way to save or export it.
  for (const gone of [
    page.getByRole('table', { name: 'Кассиры' }),
    page.getByRole('table', { name: 'Итого' }),
    save(page),
    exportButton(page),
  ]) {
    await expect(gone).toHaveCount(0);
  }
  await expectNoError(page, 'current month');

  // The plan's own calls name its month (startDate): the current month's plan is edited and saved.
  await tab(page, 'Доп. премия').click();
  const plan = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'План аптеки' }) });
  await expect(plan).toBeVisible();
  await page.getByRole('button', { name: 'Показать список промо-товаров' }).click();
  const picker = page.getByRole('dialog', { name: 'Список промо-товаров' });
  await picker.getByLabel('Поиск по названию').fill('гевискон');
  await expect(picker.getByRole('checkbox', { name: /^Выбрать в списке: / })).toHaveCount(2);
  await picker.getByLabel('Выбрать все найденные промо-товары').check();
  await picker.getByRole('button', { name: 'Добавить/заменить промо-товары' }).click();
  await expect(picker).toBeHidden();

  const product = 'Гевискон, суспензия мятная 150 мл';
  const added = plan.getByRole('row').filter({ hasText: product });
  await expect(added).toHaveCount(1);
  await added.getByLabel(/^План Иванова Мария Сергеевна: /u).fill('4');
  await added.getByLabel(/^План Иванова Мария Сергеевна: /u).press('Enter');
  await page.getByRole('button', { name: 'Сохранить инициативу' }).click();
  await expect(page.getByText('Инициатива сохранена.')).toBeVisible();
  await expect(added.getByRole('cell').last()).toHaveText(/\d{2}\.\d{2}\.\d{4}/u);
  await expectNoError(page, 'plan saved');

  await page.reload();
  await page.getByRole('button', { name: 'Текущий месяц' }).click();
  await tab(page, 'Доп. премия').click();
  await expect(
    plan
      .getByRole('row')
      .filter({ hasText: product })
      .getByLabel(/^План Иванова Мария Сергеевна: /u),
  ).toHaveValue('4');
  await expectNoError(page, 'plan reloaded');
});
