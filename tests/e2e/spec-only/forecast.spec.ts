import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { read, utils } from 'xlsx';
import { catalogue } from '../../../server/seed/forecast-products';
import { formatMoney } from '../../../src/domain/shared/format';
import { sumMoney } from '../../../src/domain/shared/money';
import { expectShell, signIn } from '../support';
import { chooseAndExecute, download, expectNoError } from './support';
import { expectGridSettled, quantityCell } from '../forecast-grid';

/*
 * The profit forecast on a back end built from the spec alone (SPEC_ONLY=1,
 * playwright.spec-only.config.ts): its rows carry no initiative (PP §3 names none), its calls hear
 * no query, it pages nothing and keeps no drafts. The tab opens with every row and no error, does
 * not offer the initiative it cannot tell, and the pharmacist still filters, ranks, types
 * quantities, downloads the spreadsheets and sends an order to Пульс.
 */

/** A forecast row as the spec's back end answers it. */
interface SpecRow {
  promotionalProductId: number;
  promotionalProductName: string;
  regionalPurchasingPrice: number;
  possibleProfit: number;
  possibleSupplierGroups: string[];
}

/** apteka1's forecast as the back end answers the spec's bare call (token only, no query). */
async function specForecast(request: APIRequestContext): Promise<SpecRow[]> {
  const token = await request.post('/api/uaa/oauth/token', {
    form: { grant_type: 'password', scope: 'read', username: 'apteka1', password: 'apteka1' },
  });
  expect(token.ok()).toBe(true);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const answer = await request.get('/api/reports-rt/rest/profit-forecast', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as SpecRow[];
}

async function sheetOf(file: Download): Promise<unknown[][]> {
  const book = read(await readFile(await file.path()), { type: 'buffer' });
  return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
}

/** The text of the grid's first data row. */
const firstRowText = (grid: Locator) => grid.locator('.rdg-row').first().textContent();

async function openForecast(page: Page): Promise<Locator> {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=profitForecast');
  const grid = page.getByRole('grid', { name: 'Товары прогноза' });
  await expect(grid.locator('.rdg-row').first()).toBeVisible(); // a data row, not the grid's 'Загрузка' row
  await expectGridSettled(grid);
  return grid;
}

const size = (page: Page) => page.getByLabel('Количество товаров в заказе, число (пусто — все)');

async function chooseSize(page: Page, value: string): Promise<void> {
  await size(page).fill(value);
  await size(page).press('Enter');
}

const total = (page: Page, name: 'positions' | 'packs' | 'orderSum') => page.locator(`[data-total="${name}"]`);

test('the forecast opens with every row the back end has, without the initiative it does not tell, and no error', async ({
  page,
  request,
}) => {
  const rows = await specForecast(request);
  expect(rows.length).toBeGreaterThan(250);
  const grid = await openForecast(page);
  await expectNoError(page, 'forecast');

  // Every row of the forecast is in the tab: the size slider runs up to its length.
  await expect(page.getByText(`из ${rows.length}`, { exact: true })).toBeVisible();
  await expect(grid).toHaveAttribute('aria-rowcount', String(rows.length + 1));

  // The back end does not tell a row's initiative: no filter, no column, and a line saying so.
  await expect(
    page.getByText('Сервер не сообщает инициативу строк прогноза: показаны товары всех инициатив, выбрать одну нельзя.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Инициатива' })).toHaveCount(0);
  await expect(grid.getByRole('columnheader', { name: 'Инициатива', exact: true })).toHaveCount(0);
  await expect(grid.getByRole('columnheader', { name: 'Промоутер (держатель контракта)' })).toBeVisible();

  // The default weight (price 1) ranks the cheapest product first, in forecast order among equals.
  const cheapest = rows.reduce((best, row) => (row.regionalPurchasingPrice < best.regionalPurchasingPrice ? row : best));
  expect(await firstRowText(grid)).toContain(cheapest.promotionalProductName);

  // A link from the overview naming an initiative shows the same rows, not its name over them.
  await page.goto('reports?tab=profitForecast&type=MANDATORY_MATRIX&initiative=1001&initiativeName=Обязательная%20матрица');
  await expect(grid.locator('.rdg-row').first()).toBeVisible();
  await expect(grid).toHaveAttribute('aria-rowcount', String(rows.length + 1));
  await expect(page.getByText('Обязательная матрица', { exact: true })).toHaveCount(0);
  await expectNoError(page, 'forecast by link');
});

test('filters and sliders narrow and rank the forecast, a typed quantity makes the order, and the spreadsheets download', async ({
  page,
  request,
}) => {
  const rows = await specForecast(request);
  const grid = await openForecast(page);

  // Suppliers: one group keeps only the rows allowed to it.
  const group = rows[0].possibleSupplierGroups[0];
  const ofGroup = rows.filter((row) => row.possibleSupplierGroups.includes(group));
  await page.getByLabel('Группы поставщиков: все').click();
  await page.getByRole('checkbox', { name: group, exact: true }).check();
  await expect(grid).toHaveAttribute('aria-rowcount', String(ofGroup.length + 1));
  await expectGridSettled(grid);
  const names = new Set(ofGroup.map((row) => row.promotionalProductName));
  // The product's name is the first column.
  const shownNames = await grid.locator('.rdg-row [aria-colindex="1"]').allTextContents();
  expect(shownNames.length).toBeGreaterThan(0);
  for (const name of shownNames) expect(names).toContain(name);
  await page.getByRole('button', { name: 'Сбросить' }).click();
  await expect(grid).toHaveAttribute('aria-rowcount', String(rows.length + 1));

  // Size 0 proposes nothing; empty proposes every row again.
  const proposed = await total(page, 'positions').textContent();
  await chooseSize(page, '0');
  await expect(total(page, 'positions')).toHaveText('0');
  await chooseSize(page, '');
  await expect(total(page, 'positions')).toHaveText(proposed ?? '');

  // Weight: all on profit ranks the most profitable product first (the first of equals in forecast order).
  const weight = page.getByLabel('Алгоритм подбора товаров в заказ');
  await weight.focus();
  await weight.press('Home');
  await expect(page.getByText('Вес: цена 0,00, прибыль 1,00')).toBeVisible();
  const mostProfitable = rows.reduce((best, row) => (row.possibleProfit > best.possibleProfit ? row : best));
  await expectGridSettled(grid);
  await expect.poll(() => firstRowText(grid)).toContain(mostProfitable.promotionalProductName);

  // Nothing proposed, then 2 packs typed for the top product: the order is exactly that.
  await chooseSize(page, '0');
  await expect(total(page, 'positions')).toHaveText('0');
  await expectGridSettled(grid);
  await (await quantityCell(grid, mostProfitable.promotionalProductName)).fill('2');
  await page.keyboard.press('Enter');
  await expect(total(page, 'positions')).toHaveText('1');
  await expect(total(page, 'packs')).toHaveText('2');
  await expect(total(page, 'orderSum')).toHaveText(formatMoney(sumMoney([mostProfitable.regionalPurchasingPrice * 2])));

  // 'Download all': a real file of every row, most profitable first, with the typed 2; no initiative column.
  const all = await download(page, () => chooseAndExecute(page, 'Скачать весь прогноз'));
  expect(all.suggestedFilename()).toMatch(/^Прогноз прибыли \d{2}\.\d{2}\.\d{4}\.xlsx$/u);
  const [header, first, ...rest] = await sheetOf(all);
  expect(header).not.toContain('Инициатива');
  expect(header[0]).toBe('Промоутер (держатель контракта)');
  expect(rest).toHaveLength(rows.length - 1);
  expect(first[header.indexOf('Код промо-товара')]).toBe(mostProfitable.promotionalProductId);
  expect(first[header.indexOf('Количество к заказу, уп.')]).toBe(2);

  // The products of the order: the one typed row.
  const products = await download(page, () => chooseAndExecute(page, 'Скачать товары заказа'));
  const [productsHeader, ...productRows] = await sheetOf(products);
  expect(productsHeader).not.toContain('Инициатива');
  expect(productRows).toHaveLength(1);
  expect(productRows[0][productsHeader.indexOf('Код промо-товара')]).toBe(mostProfitable.promotionalProductId);
  await expectNoError(page, 'after the downloads');
});

test('an order of typed quantities goes to Пульс; the result modal lists what Пульс rejected and saves it', async ({ page }) => {
  const rejectedProduct = catalogue.find((entry) => entry.note === 'not stocked')!;
  const acceptedProduct = [...catalogue].filter((entry) => entry.note === null).sort((a, b) => a.price - b.price)[0];
  const grid = await openForecast(page);
  await chooseSize(page, '0');
  await expect(total(page, 'positions')).toHaveText('0');
  await expectGridSettled(grid);
  await (await quantityCell(grid, acceptedProduct.name)).fill('2');
  await page.keyboard.press('Enter');
  await (await quantityCell(grid, rejectedProduct.name)).fill('3');
  await page.keyboard.press('Enter');
  await expect(total(page, 'packs')).toHaveText('5');

  await chooseAndExecute(page, 'Отправить заказ в Пульс');
  const confirmation = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  const sum = formatMoney(sumMoney([acceptedProduct.price * 2, rejectedProduct.price * 3]));
  await expect(confirmation.getByText(`Отправить заказ в Пульс: 2 позиции, 5 уп., на сумму ${sum} ₽?`)).toBeVisible();
  await confirmation.getByRole('button', { name: 'Отправить' }).click();

  const modal = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(/^Номер заказа: \S+$/u)).toBeVisible();
  const rejectedRows = modal.getByRole('grid', { name: 'Отклонённые позиции' }).getByRole('row');
  await expect(rejectedRows).toHaveCount(2); // the header and the one rejected position
  await expect(rejectedRows.filter({ hasText: rejectedProduct.name })).toContainText(String(rejectedProduct.id));

  const rejectedFile = await download(page, () => modal.getByRole('button', { name: 'Скачать отклонённые позиции' }).click());
  expect(rejectedFile.suggestedFilename()).toMatch(/\.xlsx$/u);
  const [, ...rejected] = await sheetOf(rejectedFile);
  expect(rejected.map((line) => line[0])).toEqual([rejectedProduct.id]);

  await modal.getByRole('button', { name: 'Ок' }).click();
  await expect(modal).toBeHidden();
  await expectNoError(page, 'after the order');
});
