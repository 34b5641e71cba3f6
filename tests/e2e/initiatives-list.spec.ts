import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { read } from 'xlsx';
import { expectShell, signIn } from './support';

/*
 * The journeys on the built portal, its gateway's pg-boss queue and the demo seed: the
 * initiatives list paged, sorted, filtered and resized, found as left after a reload and in another
 * browser; a download task from the list to the file and its close; the purchase form; feedback.
 */
const listGrid = (page: Page) => page.getByRole('grid', { name: 'Инициативы аптеки' });
const header = (page: Page, name: string) => listGrid(page).getByRole('columnheader', { name, exact: true });
const widthOf = async (page: Page, name: string) => Math.round((await header(page, name).boundingBox())!.width);

async function openList(page: Page): Promise<void> {
  await page.goto('reports?tab=pharmacyInitiatives');
  // A data row, not the 'Загрузка' row the grid shows while the list loads.
  await expect(
    listGrid(page)
      .getByRole('button', { name: /^Скачать инициативу \d+$/u })
      .first(),
  ).toBeVisible();
}

test('the list: paged, sorted, filtered and resized; a reload and another browser find it as left', async ({ page, browser }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await openList(page);
  await expect(page.getByText(/Всего результатов: \d+/u)).toBeVisible();
  const total = Number((await page.getByText(/Всего результатов: \d+/u).textContent())!.replace(/\D/gu, ''));
  expect(total).toBeGreaterThan(20);

  // Page 2 of 20 a page, then 10 a page.
  await page.getByRole('button', { name: 'Страница 2', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Страница 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/Показано результатов: \d+/u)).toBeVisible();
  await page.getByLabel('Строк на странице').selectOption('10');
  await expect(listGrid(page).getByRole('row')).toHaveCount(11);

  // Sorted by name, descending (two clicks), then widened by keyboard (Ctrl+→ on the header).
  await header(page, 'Название инициативы').click();
  await header(page, 'Название инициативы').click();
  await expect(header(page, 'Название инициативы')).toHaveAttribute('aria-sort', 'descending');
  // The sorted page's first data row (the grid says 'Загрузка...' until its rows are drawn).
  await expect(listGrid(page).locator('.rdg-row').first()).toBeVisible();
  const firstName = await listGrid(page).locator('.rdg-row').first().textContent();
  const before = await widthOf(page, 'Название инициативы');
  await header(page, 'Название инициативы').focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Control+ArrowRight');
  await expect.poll(() => widthOf(page, 'Название инициативы')).toBeGreaterThan(before);
  const widened = await widthOf(page, 'Название инициативы');

  // A filter by name: fewer rows, the same sort.
  await page.getByRole('button', { name: 'Показать фильтры' }).click();
  await page.getByLabel('Название инициативы', { exact: true }).fill('закуп');
  await expect
    .poll(async () => Number((await page.getByText(/Всего результатов: \d+/u).textContent())!.replace(/\D/gu, '')))
    .toBeLessThan(total);

  // The settings reach the server a moment after the change (debounced); then reload.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(listGrid(page).locator('.rdg-row').first()).toBeVisible(); // a data row, not the grid's 'Загрузка' row
  await expect(header(page, 'Название инициативы')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => widthOf(page, 'Название инициативы')).toBe(widened);
  await expect(page.getByLabel('Название инициативы', { exact: true })).toHaveValue('закуп');

  // Another browser, the same user: the server-kept sort and width (filters are this browser's own).
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, 'apteka1');
  await expectShell(second);
  await openList(second);
  await expect(header(second, 'Название инициативы')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => widthOf(second, 'Название инициативы')).toBe(widened);
  expect(firstName).toBeTruthy();
  await other.close();
});

test('a download task: the bell opens, the file downloads and reads back, closing it removes it', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await openList(page);

  const firstRow = listGrid(page).getByRole('row').nth(1);
  await firstRow.getByRole('button', { name: /^Скачать инициативу \d+$/u }).click();
  const popup = page.getByRole('dialog', { name: 'Фоновые задачи' });
  await expect(popup).toBeVisible();
  // Named by its initiative (the gateway's initiativeNames), not only by its kind.
  const task = popup.getByRole('listitem', { name: /^Выгрузка инициативы «.+» в файл$/u }).first();
  await expect(task).toBeVisible();
  // Polled every 5 s until the queue has run it.
  await expect(task.getByRole('button', { name: 'Скачать' })).toBeEnabled({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), task.getByRole('button', { name: 'Скачать' }).click()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/u);
  const book = read(await readFile(await file.path()));
  expect(book.SheetNames.length).toBeGreaterThan(0);

  // Closing removes the task, and the gateway has dropped its file.
  const closed = page.waitForResponse((response) => /\/task\/close\//u.test(response.url()));
  await task.getByRole('button', { name: 'Закрыть' }).click();
  const answer = await (await closed).json();
  await expect(popup.getByRole('listitem', { name: /^Выгрузка инициативы «.+» в файл$/u })).toHaveCount(0);
  expect(answer.hasFile).toBe(true);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const gone = await page.request.get(answer.fileDeleteLink, { headers: { authorization: `Bearer ${token}` } });
  expect(gone.status()).toBe(404);
});

test('the purchase form is sent and shown; feedback is sent and listed', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports');

  const block = page.getByRole('region', { name: 'Закупка аптеки за квартал' });
  const send = block.getByRole('button', { name: 'Отправить' });
  await expect(send).toBeDisabled();
  await block.getByLabel('Сумма закупки, руб.').fill('125000,5');
  // Today as the browser's user counts it (Moscow), typed дд.мм.гггг.
  await block
    .getByLabel('Дата закупки')
    .fill(
      new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()),
    );
  await send.click();
  await expect(page.getByRole('dialog').getByText('Данные успешно сохранены')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Ок' }).click();
  await expect(block).toContainText('125 000,50');

  await page.goto('reports?tab=feedback');
  await page.getByLabel('Тема').selectOption({ label: 'Работа портала' });
  const text = `Проверка обратной связи ${Date.now()}`;
  await page.getByLabel('Сообщение').fill(text);
  await page.getByRole('button', { name: 'Отправить' }).click();
  const mine = page.getByRole('region', { name: 'Мои обращения' });
  await expect(mine.getByText(text)).toBeVisible();
  await expect(mine).toContainText('Новое');
});
