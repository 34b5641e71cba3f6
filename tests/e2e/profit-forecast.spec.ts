import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { read, utils } from 'xlsx';
import { catalogue } from '../../server/seed/forecast-products';
import { formatMoney } from '../../src/domain/shared/format';
import { sumMoney } from '../../src/domain/shared/money';
import { readXml } from '../unit/orders/xml-reader';
import { clearDraft, expectRefusedPacks, expectShell, signIn, wholePacks } from './support';
import { expectGridSettled, quantityCell } from './forecast-grid';

/*
 * The profit forecast's whole order journey on the built portal and the demo seed: build an
 * order, send it to Пульс, handle what Пульс rejected, download the XML for the ordering systems.
 * The products come from the seed's notes (server/seed/forecast-products.ts), so the test names
 * what the simulated systems will do with them rather than trusting a random draw:
 * apteka1's warehouse MSK-01 does not stock a 'not stocked' product (Пульс rejects it, СТУ takes
 * it: it has a barcode); a product without a note is stocked with 40-600 packs (Пульс takes 2).
 * apteka1's forecast keeps one draft: the journeys typing on it live in this file, which runs them
 * one after another, and each clears the draft before and after.
 */
const rejectedProduct = catalogue.find((entry) => entry.note === 'not stocked')!;
// The cheapest stocked product: the default price weight ranks it first, so it is at the top.
const acceptedProduct = [...catalogue].filter((entry) => entry.note === null).sort((a, b) => a.price - b.price)[0];

async function download(page: Page, act: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), act()]);
  return file;
}

const bytesOf = async (file: Download) => readFile(await file.path());

async function chooseAndExecute(page: Page, action: string): Promise<void> {
  await page.getByLabel('Выберите действие с заказом').selectOption({ label: action });
  await page.getByRole('button', { name: 'Выполнить' }).click();
}

test('apteka1 builds an order, sends it to Пульс, sends the rejected rest to СТУ and downloads the XML', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=profitForecast');

  // The freshness line and the bonus table (apteka1's calcBonusType is not TP: earned and expected sums).
  await expect(page.getByText('Актуальность данных обязательной матрицы:')).toContainText(/\d{2}\.\d{2}\.\d{4}/u);
  const bonuses = page.getByRole('region', { name: /^Бонус по обязательной матрице/u });
  await expect(bonuses.getByRole('columnheader', { name: 'Заработано, руб.' })).toBeVisible();
  await expect(bonuses.getByRole('columnheader', { name: 'Ожидается, руб.' })).toBeVisible();
  await expect(bonuses.getByRole('row').nth(1)).toBeVisible(); // a bonus level under the header

  // Nothing proposed (size 0), then two quantities typed by hand: the order holds exactly those.
  const grid = page.getByRole('grid', { name: 'Товары прогноза' });
  await expect(grid.locator('.rdg-row').first()).toBeVisible(); // a data row, not the grid's 'Загрузка' row
  await clearDraft(page); // what an earlier run left typed on this screen
  const size = page.getByLabel('Количество товаров в заказе, число (пусто — все)');
  await size.fill('0');
  await size.press('Enter');
  const positions = page.locator('[data-total="positions"]');
  await expect(positions).toHaveText('0');
  await expectGridSettled(grid);

  await (await quantityCell(grid, acceptedProduct.name)).fill('2');
  await page.keyboard.press('Enter');
  await expect(positions).toHaveText('1');
  await (await quantityCell(grid, rejectedProduct.name)).fill('3');
  await page.keyboard.press('Enter');
  await expect(positions).toHaveText('2');
  await expect(page.locator('[data-total="packs"]')).toHaveText('5');

  // Asked first: Пульс, the figures and the sum at the forecast's purchase prices; the warehouse's
  // refusal is marked before anything is sent.
  await chooseAndExecute(page, 'Отправить заказ в Пульс');
  const confirmation = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  const sum = formatMoney(sumMoney([acceptedProduct.price * 2, rejectedProduct.price * 3]));
  await expect(confirmation.getByText(`Отправить заказ в Пульс: 2 позиции, 5 уп., на сумму ${sum} ₽?`)).toBeVisible();
  await expect(confirmation.getByText('Склад Пульс MSK-01 не примет 1 позицию:')).toBeVisible();
  const refusedRows = confirmation.getByRole('grid', { name: 'Позиции, которые склад Пульс не примет' }).getByRole('row');
  await expect(refusedRows).toHaveCount(2); // the header and the one refused position
  await expect(refusedRows.filter({ hasText: rejectedProduct.name })).toContainText('Товара нет на складе Пульс MSK-01');
  await confirmation.getByRole('button', { name: 'Отправить' }).click();
  await expect(confirmation).toBeHidden();

  // Пульс takes the stocked product and rejects the other, with its reason.
  const modal = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
  await expect(modal).toBeVisible();
  // Order numbers are the systems' own (Пульс a number, СТУ 'СТУ-n'): only their presence is ours to check.
  await expect(modal.getByText(/^Номер заказа: \S+$/u)).toBeVisible();
  const rejectedRows = modal.getByRole('grid', { name: 'Отклонённые позиции' }).getByRole('row');
  await expect(rejectedRows).toHaveCount(2); // the header and the one rejected position
  const rejectedRow = rejectedRows.filter({ hasText: rejectedProduct.name });
  await expect(rejectedRow).toContainText(String(rejectedProduct.id));
  await expect(rejectedRow).toContainText('Товара нет на складе Пульс MSK-01');

  // rejected.xlsx, read back: the rejected product, its packs and reason, and nothing else.
  const rejectedFile = await download(page, () => modal.getByRole('button', { name: 'Скачать отклонённые позиции' }).click());
  expect(rejectedFile.suggestedFilename()).toMatch(/\.xlsx$/u);
  const workbook = read(await bytesOf(rejectedFile), { type: 'buffer' });
  const sheetRows = utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]], { header: 1 });
  expect(sheetRows[0]).toEqual(['Код товара', 'Товар', 'Штрихкоды', 'Количество, уп.', 'Причина отказа']);
  expect(sheetRows.slice(1)).toHaveLength(1);
  expect(sheetRows[1]).toEqual([
    rejectedProduct.id,
    rejectedProduct.name,
    expect.stringMatching(/^\d{13}/u),
    3,
    expect.stringContaining('Товара нет на складе Пульс'),
  ]);

  // 'Download and send to СТУ': the same list is saved again, then СТУ answers its order number.
  await modal.getByRole('button', { name: 'Скачать и отправить в СТУ' }).click();
  // The rejected positions come without prices: no sum.
  await expect(confirmation.getByText('Отправить заказ в СТУ: 1 позиция, 3 уп.?')).toBeVisible();
  const stuFile = await download(page, () => confirmation.getByRole('button', { name: 'Отправить' }).click());
  expect(stuFile.suggestedFilename()).toMatch(/\.xlsx$/u);
  await expect(modal.getByText(/^Заказ отправлен в СТУ, номер заказа: \S+$/u)).toBeVisible();
  await expect(modal.getByText('Ошибки: отсутствуют')).toBeVisible();
  await modal.getByRole('button', { name: 'Ок' }).click();
  await expect(modal).toBeHidden();

  // The XML for the ordering systems parses and holds the two ordered positions.
  const xmlFile = await download(page, () => chooseAndExecute(page, 'Скачать файл для систем заказа (XML)'));
  expect(xmlFile.suggestedFilename()).toMatch(/\.xml$/u);
  const { declaration, root } = readXml((await bytesOf(xmlFile)).toString('utf8'));
  expect(declaration.encoding).toBe('UTF-8');
  expect(root.name).toBe('order');
  expect(root.attributes).toMatchObject({ type: 'mtx', positions: '2' });
  const ordered = root.children.map((position) => {
    const field = (name: string) => position.children.find((child) => child.name === name)?.text;
    return { productId: Number(field('productId')), name: field('name'), quantity: Number(field('quantity')) };
  });
  expect(ordered.sort((a, b) => a.productId - b.productId)).toEqual(
    [
      { productId: acceptedProduct.id, name: acceptedProduct.name, quantity: 2 },
      { productId: rejectedProduct.id, name: rejectedProduct.name, quantity: 3 },
    ].sort((a, b) => a.productId - b.productId),
  );

  // The file for the Пульс information system, built by the back end (profit-forecast-for-puls):
  // a csv of the same two positions.
  const pulsFile = await download(page, () => chooseAndExecute(page, 'Скачать файл для информационной системы Пульс'));
  expect(pulsFile.suggestedFilename()).toMatch(/\.csv$/u);
  const csvLines = (await bytesOf(pulsFile))
    .toString('utf8')
    .replace(/^\uFEFF/u, '')
    .split('\r\n')
    .filter(Boolean);
  expect(csvLines[0]).toBe('Код товара;Штрихкод;Наименование;Количество, уп.;Цена, руб.;Сумма, руб.');
  expect(
    csvLines
      .slice(1)
      .map((line) => line.split(';')[0])
      .sort(),
  ).toEqual([String(acceptedProduct.id), String(rejectedProduct.id)].sort());
  await clearDraft(page);
});

test('profit forecast: «1,5» is refused with the message, the total does not move, and leaving the box shows what is ordered', async ({
  page,
}) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=profitForecast');
  const grid = page.getByRole('grid', { name: 'Товары прогноза' });
  await expect(grid.locator('.rdg-row').first()).toBeVisible();
  await clearDraft(page);
  const size = page.getByLabel('Количество товаров в заказе, число (пусто — все)');
  await size.fill('0');
  await size.press('Enter');
  const packs = page.locator('[data-total="packs"]');
  await expect(packs).toHaveText('0');
  await expectGridSettled(grid);

  const shown = grid.getByRole('row').filter({ hasText: acceptedProduct.name }).first().locator('.profit-forecast__quantity');
  await shown.click();
  const box = grid.getByRole('textbox', { name: `Количество к заказу: ${acceptedProduct.name}` });
  await expect(box).toBeFocused();
  await box.fill('');
  await box.press('Enter');
  // Typed on the selected cell, the 1 replaces what was there and counts once committed.
  await box.pressSequentially('1');
  await expect(packs).toHaveText('0');
  await box.press('Enter');
  await expect(packs).toHaveText('1');
  const sum = await page.locator('[data-total="orderSum"]').textContent();

  // ',5' typed after the 1: the box shows «1,5», marked, the order keeps 1 pack and its sum.
  await expectRefusedPacks(page, box, ',5', '1,5', '1');
  await expect(packs).toHaveText('1');
  await expect(page.locator('[data-total="orderSum"]')).toHaveText(sum ?? '');
  // Neither the dot, a sign nor letters are dropped or glued either.
  for (const text of ['1.5', '-5', '1a2b']) {
    await box.fill(text);
    await box.press('Enter');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(packs).toHaveText('1');
  }

  // Leaving the box (for the size field) shows the packs the order holds, and the message goes.
  await size.focus();
  await expect(box).toHaveValue('1');
  await expect(box).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('alert').filter({ hasText: wholePacks })).toHaveCount(0);
  // ...and the grid says the refused text was not taken.
  await expect(
    page.getByRole('status').filter({ hasText: '«1a2b» не принято: только целое число упаковок. В заказе остаётся 1' }),
  ).toBeVisible();
  await clearDraft(page);
});
