import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogue } from '../../../server/seed/forecast-products';
import { initiativeTypeId } from '../../../src/domain/shared/initiative-types';
import { expectShell, signIn } from '../support';
import { chooseAndExecute, download, expectNoError, sheetRows } from './support';

/*
 * The order screens on a back end built from the spec alone (SPEC_ONLY=1): the purchase order by
 * initiative type works from the real-time service's calls (the regular service's are ours and
 * answer 404), the §5 filters the back end does not hear are applied by the portal to what it
 * gets, an RG order goes to Пульс with its result modal, and a recommended order downloads as
 * «Рекомендованный заказ {date}.xlsx». No error anywhere; drafts are not kept (ours), which the
 * screens say in one quiet line.
 */
const noteOf = new Map(catalogue.map((entry) => [entry.name, entry.note]));
const refusedByWarehouse = (name: string) => noteOf.get(name) === 'not stocked';

/** The texts of one column of the grid's data rows (the lists here are short: every row is rendered). */
const columnTexts = (grid: Locator, column: number) =>
  grid
    .getByRole('row')
    .evaluateAll((rows, at) => rows.slice(1).map((row) => row.querySelectorAll('[role="gridcell"]')[at]?.textContent ?? ''), column);

/** Types a quantity as a pharmacist does: a click makes the cell active, then its text box takes the digits. */
async function typeQuantity(grid: Locator, productName: string, packs: string): Promise<void> {
  const row = grid.getByRole('row').filter({ hasText: productName }).first();
  await row
    .getByRole('gridcell')
    .filter({ has: grid.page().locator('.positions__quantity') })
    .click();
  const box = grid.getByRole('textbox', { name: `Количество к заказу: ${productName}` });
  await expect(box).toBeFocused();
  await box.fill(packs);
  await box.press('Enter');
  await expect(box).toHaveValue(packs);
}

interface SpecPosition {
  promotionalProductName: string;
  balance: number | null;
}

/** What the spec's back end answers the spec's own request: the list the grid must show whole. */
async function specPositions(page: Page, initiativeTypeIdOf: number): Promise<SpecPosition[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post('/api/reports-rt/purchase-order/purchase-order', {
    headers: { authorization: `Bearer ${token}` },
    data: { initiativeTypeId: initiativeTypeIdOf, selectedInitiatives: [] },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SpecPosition[];
}

const sorted = (names: readonly string[]) => [...names].sort();

test('an order by initiative type: the type chosen, the list shown and filtered by the portal, a quantity typed, the order downloaded', async ({
  page,
}) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=purchaseOrder');

  // The types come from the spec's find-current-by-types; the product of the day is one of them.
  await page.getByLabel('Вид инициативы').selectOption({ label: 'Товар дня' });
  const showList = page.getByRole('button', { name: 'Показать список товаров' });
  await expect(showList).toBeEnabled();
  await showList.click();

  const grid = page.getByRole('grid', { name: /Товары/u });
  await expect(grid.locator('.rdg-row').first()).toBeVisible();
  await expectNoError(page, 'purchase order list');

  // The grid holds exactly what the real-time service answers for the type.
  const answered = await specPositions(page, initiativeTypeId('PRODUCT_OF_THE_DAY')!);
  expect(answered.length).toBeGreaterThan(2);
  expect(sorted(await columnTexts(grid, 0))).toEqual(sorted(answered.map((row) => row.promotionalProductName)));

  // 'Нулевые остатки' is not heard by the back end: the portal keeps the positions §5 keeps.
  const zero = answered.filter((row) => row.balance !== null && row.balance <= 0).map((row) => row.promotionalProductName);
  expect(zero.length, 'the demo lists a position with a zero balance under the type').toBeGreaterThan(0);
  expect(zero.length).toBeLessThan(answered.length);
  await page.getByLabel('Нулевые остатки').check();
  await expect.poll(async () => sorted(await columnTexts(grid, 0))).toEqual(sorted(zero));
  await page.getByLabel('Нулевые остатки').uncheck();
  await expect(grid.getByRole('row')).toHaveCount(answered.length + 1);

  // Every proposal cleared, one quantity typed: the order is that one line.
  const names = await columnTexts(grid, 0);
  for (const name of names) await typeQuantity(grid, name, '');
  await typeQuantity(grid, names[0], '4');

  const file = await download(page, () => chooseAndExecute(page, 'Скачать заказ (xlsx)'));
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/u);
  const rows = await sheetRows(file);
  const line = rows.find((row) => row.includes(names[0]));
  expect(line, JSON.stringify(rows)).toBeTruthy();
  expect(line).toContain(4);
  for (const other of names.slice(1))
    expect(
      rows.some((row) => row.includes(other)),
      other,
    ).toBe(false);
  await expectNoError(page, 'purchase order download');
});

test('an RG order with a quantity goes to Пульс; the result modal lists the refused position and downloads it', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=purchaseOrderRG');
  const grid = page.getByRole('grid', { name: /Товары/u });
  await expect(grid.locator('.rdg-row').first()).toBeVisible();
  await expectNoError(page, 'RG list');

  // One product the Пульс warehouse does not stock, narrowed to by the product filter (the portal's own).
  const names = await columnTexts(grid, 0);
  const refused = names.find(refusedByWarehouse);
  expect(refused, `a product MSK-01 refuses among ${names.join(', ')}`).toBeTruthy();
  await page.getByLabel('Промо-товар').selectOption({ label: refused! });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await typeQuantity(grid, refused!, '2');

  // The stock check beforehand is ours: the confirmation says it is not made.
  await chooseAndExecute(page, 'Отправить заказ в Пульс');
  const confirmation = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirmation).toContainText('Отправить заказ в Пульс: 1 позиция, 2 уп., на сумму');
  await expect(confirmation.getByText('Остатки склада Пульс заранее не проверяются', { exact: false })).toBeVisible();
  await confirmation.getByRole('button', { name: 'Отправить' }).click();

  const result = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
  await expect(result).toBeVisible();
  const orderNumber = ((await result.getByText(/^Номер заказа: \d+$/u).textContent()) ?? '').replace('Номер заказа: ', '');
  expect(orderNumber).toMatch(/^\d+$/u);
  await expect(result.getByRole('row').filter({ hasText: refused! })).toContainText('Товара нет на складе Пульс MSK-01');

  // The spec's rejected.xlsx: the refused position, read back.
  const rejected = await download(page, () => result.getByRole('button', { name: 'Скачать отклонённые позиции' }).click());
  expect(rejected.suggestedFilename()).toMatch(/\.xlsx$/u);
  expect(JSON.stringify(await sheetRows(rejected))).toContain(refused!);

  await result.getByRole('button', { name: 'Ок' }).click();
  await expect(result).toBeHidden();
  await expectNoError(page, 'RG order sent');
});

test('a recommended order shows what was purchased and downloads as «Рекомендованный заказ {date}.xlsx»', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=orderCompose');
  const grid = page.getByRole('grid', { name: /Товары/u });
  await expect(grid.locator('.rdg-row').first()).toBeVisible();
  await expectNoError(page, 'recommended order');
  await expect(grid.getByText(/!Новинка\. Рекомендуем попробовать/u).first()).toBeVisible();

  // «Закуплено, уп.» is the spec's incomeAmount/purchased: filled, not empty.
  const header = await grid.getByRole('columnheader').allTextContents();
  const purchasedColumn = header.findIndex((text) => text.startsWith('Закуплено'));
  expect(purchasedColumn, header.join(' | ')).toBeGreaterThan(-1);
  const purchased = await columnTexts(grid, purchasedColumn);
  expect(
    purchased.some((text) => /\d/u.test(text)),
    purchased.join(' | '),
  ).toBe(true);

  const cost = (await page.getByText('Ориентировочная стоимость заказа, руб.').locator('..').textContent()) ?? '';
  const file = await download(page, () => chooseAndExecute(page, 'Скачать заказ (xlsx)'));
  const day = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Moscow' }).format(
    new Date(),
  );
  expect(file.suggestedFilename()).toBe(`Рекомендованный заказ ${day}.xlsx`);
  const rows = await sheetRows(file);
  const total = rows.find((row) => row.includes('Итого'));
  expect(total, JSON.stringify(rows.slice(-2))).toBeTruthy();
  const sum = total!.filter((cell): cell is number => typeof cell === 'number').at(-1)!;
  const money = sum.toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\s/gu, ' ');
  expect(cost.replace(/\s/gu, ' ')).toContain(money);
  await expectNoError(page, 'recommended order downloaded');
});
