import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request } from '@playwright/test';
import { read } from 'xlsx';
import { expectShell, signIn } from '../support';
import { expectNoError } from './support';

/*
 * The initiatives list, its background tasks, its grid settings and the purchase form on a back end
 * built from the spec alone (SPEC_ONLY=1, playwright.spec-only.config.ts): the list sends the
 * spec's table list parameters, a download task has no hasFile nor initiativeNames and is still
 * downloaded once SUCCESS, settings are kept without our version, and the purchase form saves
 * without the call that reads the current sum. No error state anywhere.
 */

const listGrid = (page: Page) => page.getByRole('grid', { name: 'Инициативы аптеки' });
const header = (page: Page, name: string) => listGrid(page).getByRole('columnheader', { name, exact: true });
const totalOf = async (page: Page) => Number((await page.getByText(/Всего результатов: \d+/u).textContent())!.replace(/\D/gu, ''));

/** The bodies of the list's page requests, as sent. */
function listRequests(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/initiative-management/initiative-pharmacy-view/table'))
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

async function openList(page: Page): Promise<void> {
  await page.goto('reports?tab=pharmacyInitiatives');
  await expect(
    listGrid(page)
      .getByRole('button', { name: /^Скачать инициативу \d+$/u })
      .first(),
  ).toBeVisible();
}

test('the list filtered and paged by the spec’s parameters; a download task is downloaded once SUCCESS', async ({ page }) => {
  const sent = listRequests(page);
  await signIn(page, 'apteka1');
  await expectShell(page);
  await openList(page);
  const total = await totalOf(page);
  expect(total).toBeGreaterThan(20);
  await expect(listGrid(page).getByRole('row')).toHaveCount(21);

  // Paging: page 2, then 10 rows a page from page 1 again.
  await page.getByRole('button', { name: 'Страница 2', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Страница 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Строк на странице').selectOption('10');
  await expect(listGrid(page).getByRole('row')).toHaveCount(11);
  await expect(page.getByText('Показано результатов: 10')).toBeVisible();
  expect(sent.at(-1)).toMatchObject({ pageNumber: 1, rowCount: 10 });

  // A filter by type: fewer rows, each of that type; sent as the spec's multiFilters.
  await page.getByRole('button', { name: 'Показать фильтры' }).click();
  const typeFilter = page.locator('#initiatives-filters').getByLabel('Тип инициативы');
  const firstType = (await listGrid(page).getByRole('row').nth(1).getByRole('gridcell').nth(2).textContent())!.trim();
  await typeFilter.selectOption({ label: firstType });
  await expect.poll(() => totalOf(page)).toBeLessThan(total);
  const typeCells = listGrid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  for (const cell of await typeCells.all()) await expect(cell).toContainText(firstType);
  expect(sent.at(-1)).toMatchObject({ pageNumber: 1, rowCount: 10, multiFilters: { type: [expect.any(String)] } });
  expect(sent.every((body) => !('pageSize' in body))).toBe(true);
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect.poll(() => totalOf(page)).toBe(total);
  await expectNoError(page, 'the list');

  // «Скачать инициативу»: the task is named by its row (the back end names no initiative).
  const firstRow = listGrid(page).getByRole('row').nth(1);
  const name = (await firstRow.getByRole('gridcell').nth(3).textContent())!.trim();
  await firstRow.getByRole('button', { name: /^Скачать инициативу \d+$/u }).click();
  const popup = page.getByRole('dialog', { name: 'Фоновые задачи' });
  await expect(popup).toBeVisible();
  const task = popup.getByRole('listitem', { name: `Выгрузка инициативы «${name}» в файл` });
  await expect(task).toBeVisible();
  // Polled every 5 s; «Скачать» is enabled on SUCCESS alone (no hasFile on this back end).
  await expect(task).toContainText('Выполнена', { timeout: 30_000 });
  await expect(task.getByRole('button', { name: 'Скачать' })).toBeEnabled();
  const [file] = await Promise.all([page.waitForEvent('download'), task.getByRole('button', { name: 'Скачать' }).click()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/u);
  const bytes = await readFile(await file.path());
  expect(bytes.length).toBeGreaterThan(0);
  expect(read(bytes).SheetNames.length).toBeGreaterThan(0);

  await task.getByRole('button', { name: 'Закрыть' }).click();
  await expect(task).toHaveCount(0);
  await expectNoError(page, 'the task');
});

test('the grid settings modal saves, and the columns come back so after a reload', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await openList(page);
  await expect(header(page, 'Обновлена')).toHaveCount(0);

  await page.getByRole('button', { name: 'Настройки', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Настройки' });
  await expect(modal).toBeVisible();
  const columns = modal.getByRole('group', { name: 'Колонки' });
  const shown = columns.getByRole('checkbox', { name: 'Обновлена' });
  const wanted = !(await shown.isChecked());
  await shown.setChecked(wanted);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/table-settings\/settings\/table\//u.test(response.url()),
  );
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).status()).toBe(200);
  await expect(modal).toBeHidden();
  await expect(header(page, 'Обновлена')).toHaveCount(wanted ? 1 : 0);
  await expectNoError(page, 'the settings');

  await page.reload();
  await expect(
    listGrid(page)
      .getByRole('button', { name: /^Скачать инициативу \d+$/u })
      .first(),
  ).toBeVisible();
  await expect(header(page, 'Обновлена')).toHaveCount(wanted ? 1 : 0);

  // Put back as it was, for the next run on the same gateway.
  await page.getByRole('button', { name: 'Настройки', exact: true }).click();
  await columns.getByRole('checkbox', { name: 'Обновлена' }).setChecked(!wanted);
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(modal).toBeHidden();
  await expectNoError(page, 'the settings put back');
});

test('the purchase form is saved without the call that reads the current sum', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports');
  const block = page.getByRole('region', { name: 'Закупка аптеки за квартал' });
  const send = block.getByRole('button', { name: 'Отправить' });
  await expect(send).toBeDisabled();
  await block.getByLabel('Сумма закупки, руб.').fill('125000,5');
  // Today as the pharmacy counts it (Moscow), typed дд.мм.гггг.
  await block
    .getByLabel('Дата закупки')
    .fill(
      new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()),
    );
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/common/pharmacy_purchase/save'),
  );
  await send.click();
  expect((await saved).request().postDataJSON()).toEqual({
    purchase: 125000.5,
    date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/u),
    pharmacyId: 1,
  });
  const modal = page.getByRole('dialog').filter({ hasText: 'Данные успешно сохранены' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Ок' }).click();
  await expect(modal).toBeHidden();
  await expectNoError(page, 'the purchase form');
});
