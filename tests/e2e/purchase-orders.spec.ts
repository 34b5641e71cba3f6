import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { read, utils } from 'xlsx';
import { catalogue } from '../../server/seed/forecast-products';
import { clearDraft, expectRefusedPacks, expectShell, signIn } from './support';

/*
 * The journeys on the built portal and the demo seed: a purchase order from the overview's
 * order icon to the Пульс result, an RG order filtered by price and downloaded whole, a
 * recommended order's explanation and spreadsheet, and the order history that lists what was
 * sent. The products the simulated warehouse refuses come from the catalogue's notes
 * (server/seed/forecast-products.ts): 'not stocked' and 'low stock' (1-2 packs) products are
 * refused by apteka1's Пульс warehouse MSK-01; a product without a note is stocked plentifully.
 * apteka1's RG order keeps one draft: the journey typing on it lives in this file, which runs its
 * tests one after another, and clears the draft before and after.
 */
const noteOf = new Map(catalogue.map((entry) => [entry.name, entry.note]));
const refusedByWarehouse = (name: string) => noteOf.get(name) === 'not stocked' || noteOf.get(name) === 'low stock';
const stocked = (name: string) => noteOf.has(name) && noteOf.get(name) === null;

async function download(page: Page, act: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), act()]);
  return file;
}

const sheetRows = async (file: Download): Promise<unknown[][]> => {
  const book = read(await readFile(await file.path()));
  return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, blankrows: false });
};

/** The product names of the grid's rows, in order (the lists here are short: every row is rendered). */
const productNames = (grid: Locator, column: number) =>
  grid
    .getByRole('row')
    .evaluateAll((rows, at) => rows.slice(1).map((row) => row.querySelectorAll('[role="gridcell"]')[at]?.textContent ?? ''), column);

/** Types a quantity as a pharmacist does: a click makes the cell active, then its text box takes the digits. */
async function typeQuantity(grid: Locator, productName: string, packs: string): Promise<void> {
  const row = grid.getByRole('row').filter({ hasText: productName }).first();
  await row
    .getByRole('gridcell')
    .filter({ has: grid.page().locator('.rg-order__quantity, .positions__quantity') })
    .click();
  const box = grid.getByRole('textbox', { name: `Количество к заказу: ${productName}` });
  await expect(box).toBeFocused();
  await box.fill(packs);
  await box.press('Enter');
  await expect(box).toHaveValue(packs);
}

async function chooseAndExecute(page: Page, action: string): Promise<void> {
  await page.getByLabel('Выберите действие с заказом').selectOption({ label: action });
  await page.getByRole('button', { name: 'Выполнить' }).click();
}

const money = (value: number) => value.toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\s/gu, ' ');

test("a purchase order from the overview's order icon: filtered, a quantity typed, confirmed, sent to Пульс, and found in the history", async ({
  page,
}) => {
  await signIn(page, 'apteka1');
  await expectShell(page);

  // The overview: the procurement group opened, the order icon of an initiative of the current quarter.
  await page.goto('reports');
  await page.getByRole('button', { name: 'Развернуть: Закупки' }).click();
  await page.getByRole('link', { name: 'Заказать: Групповая закупка: гигиена' }).click();
  await expect(page).toHaveURL(/tab=purchaseOrder&type=PROCUREMENT_GROUPING&initiative=\d+/u);
  await expect(
    page.getByRole('tablist', { name: 'Вкладки отчётов' }).getByRole('tab', { name: 'Расчёт заказа по видам инициатив' }),
  ).toHaveAttribute('aria-selected', 'true');

  // The type and the initiative are chosen; the plan of that one initiative is shown.
  await expect(page.getByLabel('Вид инициативы')).toHaveValue(/\d+/u);
  await expect(page.getByLabel('Вид инициативы').locator('option:checked')).toHaveText('Групповая закупка');
  await expect(page.getByRole('button', { name: /Инициативы/u })).toContainText('Групповая закупка: гигиена');
  const showList = page.getByRole('button', { name: 'Показать список товаров' });
  await expect(showList).toBeEnabled();
  await showList.click();

  const grid = page.getByRole('grid', { name: /Товары/u });
  await expect(grid.locator('.rdg-row').first()).toBeVisible(); // a data row, not the grid's 'Загрузка' row
  const names = await productNames(grid, 0);
  const rejected = names.find(refusedByWarehouse);
  const accepted = names.find(stocked);
  expect(rejected, `a product MSK-01 refuses among ${names.join(', ')}`).toBeTruthy();
  expect(accepted, `a stocked product among ${names.join(', ')}`).toBeTruthy();

  // Nothing proposed is sent by mistake: clear every proposal, then type two quantities.
  for (const name of names) await typeQuantity(grid, name, '');
  await typeQuantity(grid, accepted!, '3');
  await typeQuantity(grid, rejected!, '7');
  // A letter is refused in words, not dropped: the box shows it, the order keeps 7.
  const rejectedBox = grid.getByRole('textbox', { name: `Количество к заказу: ${rejected}` });
  // F2 edits in place: typed on the selected cell, the letter would replace the 7.
  await rejectedBox.press('F2');
  await rejectedBox.pressSequentially('x');
  await expect(rejectedBox).toHaveValue('7x');
  await expect(rejectedBox).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Только целое число упаковок' })).toBeVisible();

  // A filter narrows the list in place; clearing it brings the rows back with what was typed.
  await page.getByLabel('Нулевые остатки').check();
  await expect.poll(async () => grid.getByRole('row').count()).toBeLessThan(names.length + 1);
  await page.getByLabel('Нулевые остатки').uncheck();
  await expect(grid.getByRole('row')).toHaveCount(names.length + 1);
  await expect(grid.getByRole('row').filter({ hasText: accepted! })).toContainText('3');

  // Confirmation before money moves: destination, positions, packs; the refused line marked first.
  await chooseAndExecute(page, 'Отправить заказ в Пульс');
  const confirm = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirm).toContainText('Отправить заказ в Пульс: 2 позиции, 10 уп., на сумму');
  await expect(confirm).toContainText(rejected!);
  await confirm.getByRole('button', { name: 'Отправить' }).click();

  const result = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
  await expect(result).toBeVisible();
  const orderNumber = ((await result.getByText(/^Номер заказа: \d+$/u).textContent()) ?? '').replace('Номер заказа: ', '');
  expect(orderNumber).toMatch(/^\d+$/u);
  const refusedRow = result.getByRole('row').filter({ hasText: rejected! });
  await expect(refusedRow).toContainText('7');
  await expect(refusedRow).toContainText(/Товара нет на складе Пульс MSK-01|Недостаточно товара на складе Пульс MSK-01/u);
  await expect(result.getByRole('row').filter({ hasText: accepted! })).toHaveCount(0);
  await result.getByRole('button', { name: 'Ок' }).click();
  await expect(result).toBeHidden();

  // The history lists the order with its refused line and reason; its rejected list downloads again.
  await page.getByRole('link', { name: 'История заказов' }).click();
  const history = page.getByRole('grid', { name: /Заказы/u });
  // The row of this very order (other journeys send orders too, and another row may hold the
  // same figure in another cell): the one whose open button names its number.
  const openLines = page.getByRole('button', { name: `Открыть строки заказа №${orderNumber}`, exact: true });
  const line = history.getByRole('row').filter({ has: openLines }).filter({ hasText: 'Пульс' });
  await expect(line).toContainText('По инициативам');
  // The order opens to every line: the accepted one and the refused one with its reason.
  await line.getByRole('button', { name: `Открыть строки заказа №${orderNumber}`, exact: true }).click();
  const refused = page.getByRole('region', { name: new RegExp(`^Заказ №${orderNumber}:`, 'u') });
  const lines = refused.getByRole('table', { name: 'Строки заказа' });
  await expect(lines.getByRole('row').filter({ hasText: accepted! })).toContainText('Принята');
  await expect(lines.getByRole('row').filter({ hasText: rejected! })).toContainText('Отклонена');
  await expect(refused).toContainText('MSK-01');
  const rejectedFile = await download(page, () => refused.getByRole('button', { name: 'Скачать отклонённые позиции' }).click());
  expect(rejectedFile.suggestedFilename()).toMatch(/\.xlsx$/u);
  expect(JSON.stringify(await sheetRows(rejectedFile))).toContain(rejected!);
});

test('an RG order filtered by price, downloaded whole and read back', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=purchaseOrderRG');

  const grid = page.getByRole('grid', { name: /Товары/u });
  await expect(grid.locator('.rdg-row').first()).toBeVisible(); // a data row, not the grid's 'Загрузка' row
  // The filter runs in a worker and the grid re-renders when it answers: the prices are read until
  // the grid has settled on data rows (a 'Загрузка' row has no price), then each is checked.
  const shownPrices = async () => {
    const texts = await grid
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('[role="gridcell"]')[4]?.textContent ?? ''));
    return texts.map((text) => (/\d/u.test(text) ? Number(text.replace(/\s/gu, '').replace(',', '.')) : Number.NaN));
  };
  const inRange = (price: number) => price >= 200 && price <= 400.5;
  // Before the filter the list holds prices outside the range, so the filter has something to hide.
  expect((await shownPrices()).some((price) => !inRange(price))).toBe(true);

  // A bound counts once committed; one §5 refuses is named and gives way to the bound it replaced.
  await page.getByLabel('Цена закупки от').pressSequentially('200');
  await page.getByLabel('Цена закупки от').press('Tab');
  await page.getByLabel('Цена закупки до').pressSequentially('400,509');
  await expect(page.getByLabel('Цена закупки до')).toHaveAccessibleDescription('Не больше 2 знаков после запятой. Фильтр по цене не задан');
  await page.getByLabel('Цена закупки до').press('Tab');
  await expect(page.getByLabel('Цена закупки до')).toHaveValue('');
  await page.getByLabel('Цена закупки до').fill('400,5');
  await page.getByLabel('Цена закупки до').press('Enter');
  // Committed, the bound reads as roubles do.
  await expect(page.getByLabel('Цена закупки до')).toHaveValue('400,50');

  await expect
    .poll(async () => {
      const prices = await shownPrices();
      return prices.length > 0 && prices.every((price) => price >= 200 && price <= 400.5);
    })
    .toBe(true);
  for (const price of await shownPrices()) expect(price >= 200 && price <= 400.5, `price ${price}`).toBe(true);

  const file = await download(page, () => chooseAndExecute(page, 'Скачать весь список'));
  expect(file.suggestedFilename()).toMatch(/^Заказ РГ — весь список \d{2}\.\d{2}\.\d{4}\.xlsx$/u);
  // The file holds exactly the products the grid shows: none the price filter hid, none missing.
  const names = await productNames(grid, 0);
  const inFile = (await sheetRows(file)).flat().filter((cell): cell is string => typeof cell === 'string' && noteOf.has(cell));
  expect(new Set(inFile)).toEqual(new Set(names));
  expect(inFile).toHaveLength(names.length);
});

test('an RG order placed with the purchase service (purchase-order-rg-execute): confirmed, then its result under the actions', async ({
  page,
}) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=purchaseOrderRG');
  const grid = page.getByRole('grid', { name: /Товары/u });
  await expect(grid.locator('.rdg-row').first()).toBeVisible();
  // The RG list comes with quantities proposed: the order is what the grid holds above 0.
  await chooseAndExecute(page, 'Оформить заказ в сервисе закупок');
  const confirmation = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirmation).toContainText(/Отправить заказ в сервис закупок: \d+ позици[яий]+, \d+ уп\., на сумму [\d ]+,\d\d ₽\?/u);
  await confirmation.getByRole('button', { name: 'Отправить' }).click();
  const result = page.getByRole('status', { name: 'Результат отправки заказа' });
  await expect(result.getByText('Заказ оформлен в сервисе закупок')).toBeVisible();
  await expect(result.getByText(/^Куплено позиций: \d[\d ]*$/u)).toBeVisible();
});

test('a recommended order explains its products and downloads as «Рекомендованный заказ {date}.xlsx»', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=orderCompose');

  const grid = page.getByRole('grid', { name: /Товары/u });
  await expect(grid.locator('.rdg-row').first()).toBeVisible(); // a data row, not the grid's 'Загрузка' row
  await expect(grid.getByText(/!Новинка\. Рекомендуем попробовать/u).first()).toBeVisible();
  // A line the warehouse does not stock is marked before anything is sent.
  await expect(grid.getByText(/нет на складе Пульс/u).first()).toBeVisible();
  // Пульс is the default action.
  await expect(page.getByLabel('Выберите действие с заказом')).toHaveValue(/.+/u);
  await expect(page.getByLabel('Выберите действие с заказом').locator('option:checked')).toHaveText('Отправить заказ в Пульс');

  const cost = (await page.getByText('Ориентировочная стоимость заказа, руб.').locator('..').textContent()) ?? '';
  const file = await download(page, () => chooseAndExecute(page, 'Скачать заказ (xlsx)'));
  expect(file.suggestedFilename()).toMatch(/^Рекомендованный заказ \d{2}\.\d{2}\.\d{4}\.xlsx$/u);
  const rows = await sheetRows(file);
  const total = rows.find((row) => row.includes('Итого'));
  expect(total, JSON.stringify(rows.slice(-2))).toBeTruthy();
  // The file's total is the cost the screen shows.
  const sum = total!.filter((cell): cell is number => typeof cell === 'number').at(-1)!;
  expect(cost.replace(/\s/gu, ' ')).toContain(money(sum));
});

test('RG order: «3,5» is refused with the message and the approximate cost does not move', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=purchaseOrderRG');
  const grid = page.getByRole('grid', { name: /Товары/u });
  await expect(grid.locator('.rdg-row').first()).toBeVisible();
  await clearDraft(page);
  const cost = page.locator('[data-total="orderCost"]');
  await expect(cost).not.toHaveText('—');
  const untouched = (await cost.textContent()) ?? '';
  await grid.locator('.rdg-row').first().locator('.positions__quantity').click();
  // The active cell holds the grid's one text box.
  const box = grid.getByRole('textbox', { name: /^Количество к заказу: / });
  await expect(box).toBeFocused();
  await box.fill('3');
  await box.press('Enter');
  // The cost with the 3 in it: the positions worker counts it after the Enter (the seed's first
  // row does not hold 3 before, so the cost moves), and a read before that would hold the old one.
  await expect(cost).not.toHaveText(untouched);
  const before = await cost.textContent();

  await expectRefusedPacks(page, box, ',5', '3,5', '3');
  await expect(cost).toHaveText(before ?? '');
  await clearDraft(page);
});
