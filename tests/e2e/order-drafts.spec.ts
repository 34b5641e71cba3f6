import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { orderDraftsGateway } from '../../playwright.config';
import { clearDraft, expectQuantityGone, expectQuantityShown, expectShell, signIn } from './support';

/*
 * On the order screens a draft survives a tab switch, a reload and a second
 * browser context signed in as the same user (the gateway keeps it per user, pharmacy and
 * screen). Against a gateway of their own (playwright.config.ts): the recommended order needs a
 * Пульс warehouse, which only apteka1 has, and other journeys send apteka1's recommended order
 * meanwhile, which clears its draft. apteka2 works here where it can. Each test clears its draft
 * at the end with «Очистить черновик».
 */
test.use({ baseURL: `${orderDraftsGateway}/pa/` });
type Login = 'apteka1' | 'apteka2';

/** Types a quantity as a pharmacist does: a click makes the cell active, then its text box takes the digits. */
async function typeQuantity(grid: Locator, row: Locator, packs: string): Promise<string> {
  const name =
    (await row.locator('[role="gridcell"]').evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''))).find(
      (text) => text.length > 3,
    ) ?? '';
  // The order column is the last of a purchase or RG grid: on a grid wider than the window the user
  // scrolls right to it, the product staying frozen on the left. The recommended order's comes
  // third, after the explanation, and stays in view whatever the scroll.
  await grid.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await row
    .getByRole('gridcell')
    .filter({ has: grid.page().locator('.rg-order__quantity, .positions__quantity') })
    .click();
  const box = grid.getByRole('textbox', { name: /^Количество к заказу: / });
  await expect(box).toBeFocused();
  await box.fill(packs);
  await box.press('Enter');
  await expect(box).toHaveValue(packs);
  await box.press('Tab');
  return name;
}

const quantityOf = async (row: Locator) => {
  await row
    .page()
    .getByRole('grid', { name: /Товары/u })
    .evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  return row.locator('.rg-order__quantity, .positions__quantity').first();
};

/** The draft was saved: the quiet line says so (after the save's short wait). */
const saved = (page: Page) => expect(page.getByText('Черновик сохранён')).toBeVisible({ timeout: 10_000 });

async function openTab(page: Page, title: string) {
  await page.getByRole('tablist', { name: 'Вкладки отчётов' }).getByRole('tab', { name: title }).click();
}

async function secondBrowser(browser: Browser, login: Login, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, login);
  await expectShell(page);
  await page.goto(url);
  return page;
}

test('purchase order by initiative type: type, list and a typed quantity survive a tab switch, a reload and another browser', async ({
  page,
  browser,
}) => {
  const login = 'apteka2';
  await signIn(page, login);
  await expectShell(page);
  await page.goto('reports?tab=purchaseOrder');
  const type = page.getByLabel('Вид инициативы');
  await expect(type.locator('option')).not.toHaveCount(1);
  const chosen = (await type.locator('option').nth(1).textContent()) ?? '';
  await type.selectOption({ index: 1 });
  const show = page.getByRole('button', { name: 'Показать список товаров' });
  await expect(show).toBeEnabled();
  await show.click();
  const grid = page.getByRole('grid', { name: /Товары/u });
  await expect(grid.locator('.rdg-row').first()).toBeVisible();
  const row = grid.locator('.rdg-row').first();
  await typeQuantity(grid, row, '37');
  await saved(page);

  const expectAsLeft = async (on: Page) => {
    await expect(on.getByLabel('Вид инициативы').locator('option:checked')).toHaveText(chosen);
    const list = on.getByRole('grid', { name: /Товары/u });
    await expect(list.locator('.rdg-row').first()).toBeVisible();
    await expectQuantityShown(await quantityOf(list.locator('.rdg-row').first()), '37');
  };

  await openTab(page, 'Расчёт заказа по группам закупок');
  await openTab(page, 'Расчёт заказа по видам инициатив');
  await expectAsLeft(page);

  await page.reload();
  await expectAsLeft(page);

  const other = await secondBrowser(browser, login, 'reports?tab=purchaseOrder');
  await expectAsLeft(other);
  await other.context().close();

  await clearDraft(page);
  await expect(page.getByLabel('Вид инициативы').locator('option:checked')).toHaveText('Не выбран');
  await saved(page);
  await page.reload();
  await expect(page.getByLabel('Вид инициативы').locator('option:checked')).toHaveText('Не выбран');
});

for (const [tab, title, login] of [
  ['purchaseOrderRG', 'Расчёт заказа по группам закупок', 'apteka2'],
  ['orderCompose', 'Рекомендованный заказ', 'apteka1'],
] as const) {
  test(`${title}: a typed quantity survives a tab switch, a reload and another browser`, async ({ page, browser }) => {
    await signIn(page, login);
    await expectShell(page);
    await page.goto(`reports?tab=${tab}`);
    const grid = page.getByRole('grid', { name: /Товары/u });
    await expect(grid.locator('.rdg-row').first()).toBeVisible();
    await typeQuantity(grid, grid.locator('.rdg-row').first(), '41');
    await saved(page);

    const expectAsLeft = async (on: Page) => {
      const list = on.getByRole('grid', { name: /Товары/u });
      await expectQuantityShown(await quantityOf(list.locator('.rdg-row').first()), '41');
    };
    await openTab(page, 'Расчёт заказа по видам инициатив');
    await openTab(page, title);
    await expectAsLeft(page);
    await page.reload();
    await expectAsLeft(page);
    const other = await secondBrowser(browser, login, `reports?tab=${tab}`);
    await expectAsLeft(other);
    await other.context().close();

    await clearDraft(page);
    await expectQuantityGone(await quantityOf(grid.locator('.rdg-row').first()), '41');
  });
}

test('profit forecast: the size chosen and a typed quantity survive a tab switch, a reload and another browser', async ({
  page,
  browser,
}) => {
  const login = 'apteka2';
  await signIn(page, login);
  await expectShell(page);
  await page.goto('reports?tab=profitForecast');
  const grid = page.getByRole('grid', { name: 'Товары прогноза' });
  await expect(grid.locator('.rdg-row').first()).toBeVisible({ timeout: 30_000 });
  // Nothing proposed (size 0), then one quantity typed by hand.
  const size = page.getByLabel('Количество товаров в заказе, число (пусто — все)');
  await size.fill('0');
  await size.press('Enter');
  await expect(page.locator('[data-total="positions"]')).toHaveText('0');
  const cell = grid.locator('.rdg-row').first().locator('.profit-forecast__quantity');
  await cell.click();
  const box = grid.getByRole('textbox', { name: /^Количество к заказу: / });
  await expect(box).toBeFocused();
  await box.fill('6');
  await box.press('Enter');
  await expect(page.locator('[data-total="packs"]')).toHaveText('6');
  await saved(page);

  const expectAsLeft = async (on: Page) => {
    await expect(on.getByRole('grid', { name: 'Товары прогноза' }).locator('.rdg-row').first()).toBeVisible({ timeout: 30_000 });
    await expect(on.getByLabel('Количество товаров в заказе, число (пусто — все)')).toHaveValue('0');
    await expect(on.locator('[data-total="positions"]')).toHaveText('1');
    await expect(on.locator('[data-total="packs"]')).toHaveText('6');
  };
  await openTab(page, 'Расчёт заказа по видам инициатив');
  await openTab(page, 'Расчёт заказа по обязательной матрице');
  await expectAsLeft(page);
  await page.reload();
  await expectAsLeft(page);
  const other = await secondBrowser(browser, login, 'reports?tab=profitForecast');
  await expectAsLeft(other);
  await other.context().close();

  await clearDraft(page);
  await expect(page.getByLabel('Количество товаров в заказе, число (пусто — все)')).not.toHaveValue('0');
});

test('rewards distribution: the costs per point typed survive a tab switch, a reload and another browser', async ({ page, browser }) => {
  const login = 'apteka2';
  await signIn(page, login);
  await expectShell(page);
  await page.goto('reports?tab=distribution');
  const cost = (on: Page) => on.getByRole('textbox', { name: 'Стоимость балла, руб.: Кассиры' });
  await cost(page).fill('0,75');
  await cost(page).press('Enter');
  await expect(cost(page)).toHaveValue('0,75');
  await saved(page);

  // To the overview's tab and back by the overview's link, as a pharmacist goes.
  await openTab(page, 'Общий отчёт по инициативам');
  await page.getByRole('link', { name: 'Распределение вознаграждений' }).click();
  await expect(cost(page)).toHaveValue('0,75');
  await page.reload();
  await expect(cost(page)).toHaveValue('0,75');
  const other = await secondBrowser(browser, login, 'reports?tab=distribution');
  await expect(cost(other)).toHaveValue('0,75');
  await other.context().close();

  await clearDraft(page);
  await expect(cost(page)).toHaveValue('1,00');
});

test('a quantity typed while «Очистить черновик» is on its way is kept: saved after the clearing, there after a reload', async ({
  page,
}) => {
  await signIn(page, 'apteka2');
  await expectShell(page);
  await page.goto('reports?tab=purchaseOrderRG');
  const grid = page.getByRole('grid', { name: /Товары/u });
  const first = grid.locator('.rdg-row').first();
  await expect(first).toBeVisible();
  await typeQuantity(grid, first, '41');
  await saved(page);

  // The gateway clears at once; its answer reaches the page only after the next quantity is typed.
  let answerClearing: () => void = () => {};
  const typedAfter = new Promise<void>((resolve) => (answerClearing = resolve));
  await page.route(
    (url) => url.pathname.includes('/order-drafts/'),
    async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      const response = await route.fetch();
      await typedAfter;
      await route.fulfill({ response }).catch(() => {}); // the page may have given up on it
    },
  );
  await clearDraft(page);
  await typeQuantity(grid, first, '7');
  answerClearing();
  await saved(page);
  await page.unroute((url) => url.pathname.includes('/order-drafts/'));
  await page.reload();
  await expectQuantityShown(await quantityOf(grid.locator('.rdg-row').first()), '7');

  await clearDraft(page);
  await expectQuantityGone(await quantityOf(grid.locator('.rdg-row').first()), '7');
});
