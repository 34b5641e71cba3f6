import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/*
 * A keyboard-only journey on the built portal: every action is a key press; the page is
 * only read. Sign in, open the overview, move through its grid with arrows and leave it with Tab
 * (one Tab stop), open a group, download a report, open the report, and go back.
 */
test.use({ viewport: { width: 1440, height: 900 } });

/** What a screen reader would call the focused element, near enough: its aria-label, its label element or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined;
    return (element?.getAttribute('aria-label') ?? label ?? element?.textContent ?? '').trim();
  });

const focusInGrid = (page: Page, name: string) =>
  page.evaluate((label) => !!document.activeElement?.closest(`[role="grid"][aria-label="${label}"]`), name);

/** Presses `key` until the focused element's name matches, at most `max` times; returns the presses. */
async function pressUntil(page: Page, key: string, name: string | RegExp, max = 40): Promise<number> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (let presses = 0; presses <= max; presses += 1) {
    if (matches(await focusedName(page))) return presses;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} × ${max} never reached ${name}; focus is on «${await focusedName(page)}»`);
}

test('sign in, the overview grid, a download, a report and back, with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('sign-in');
  await expect(page.getByLabel('Логин')).toBeVisible();
  await pressUntil(page, 'Tab', 'Логин', 10);
  await expect(page.getByLabel('Логин')).toBeFocused();
  await page.keyboard.type('apteka1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Пароль')).toBeFocused();
  await page.keyboard.type('apteka1');
  await page.keyboard.press('Enter');

  // The home: focus is on its heading; Tab on to the reports section and open it.
  await expect(page.getByRole('heading', { level: 1, name: 'Разделы портала' })).toBeFocused();
  await pressUntil(page, 'Tab', /^Отчёты/u, 20);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Отчёты' })).toBeFocused({ timeout: 15_000 });

  // The overview grid: one Tab stop reached with Tab, arrows inside, Tab leaves it at once.
  const gridName = 'Инициативы аптеки за квартал';
  const grid = page.getByRole('grid', { name: gridName });
  await expect(grid.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible();
  let presses = 0;
  while (!(await focusInGrid(page, gridName))) {
    expect(presses++, 'Tab presses to reach the overview grid').toBeLessThan(60);
    await page.keyboard.press('Tab');
  }
  const cellText = () =>
    page.evaluate(() => document.activeElement?.closest('[role="gridcell"], [role="columnheader"]')?.textContent ?? '');
  const before = await page.evaluate(() => document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await focusInGrid(page, gridName)).toBe(true);
  const after = await page.evaluate(() => document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex'));
  expect(Number(after)).toBeGreaterThan(Number(before));
  await page.keyboard.press('ArrowRight');
  expect(await cellText()).not.toBeNull();
  await page.keyboard.press('Tab');
  expect(await focusInGrid(page, gridName), 'one Tab leaves the grid').toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await focusInGrid(page, gridName), 'Shift+Tab comes back into the grid').toBe(true);

  // Open the mandatory-matrix group from inside the grid, then download one of its reports.
  await page.keyboard.press('Home');
  await pressUntil(page, 'ArrowUp', /^(Развернуть|Свернуть): /u, 30).catch(() =>
    pressUntil(page, 'ArrowDown', /^(Развернуть|Свернуть): /u, 30),
  );
  await pressUntil(page, 'ArrowDown', 'Развернуть: Обязательная матрица', 30).catch(() =>
    pressUntil(page, 'ArrowUp', 'Развернуть: Обязательная матрица', 30),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Свернуть: Обязательная матрица' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const report = 'Обязательная матрица: базовый ассортимент';
  await pressUntil(page, 'ArrowRight', `Скачать отчёт: ${report}`, 20);
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/u);

  // A report with a detail screen: the sales-plan group's initiative (one action a row, spec
  // section 2: view, download or none). Back to the first column, down to the group, open it, then
  // along to the details cell and Enter on its link.
  await expect(page.getByText('Подготовка файла...')).toHaveCount(0, { timeout: 20_000 });
  const planReport = 'План продаж: средства от кашля';
  await page.keyboard.press('Home');
  await pressUntil(page, 'ArrowDown', 'Развернуть: План продаж', 40).catch(() =>
    pressUntil(page, 'ArrowUp', 'Развернуть: План продаж', 40),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Свернуть: План продаж' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await pressUntil(page, 'ArrowRight', `Открыть отчёт: ${planReport}`, 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pa\/reports\/1009$/u);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 15_000 });
  await pressUntil(page, 'Tab', '← Назад к списку', 40);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pa\/reports\?tab=common$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'Отчёты' })).toBeFocused();
});

test('the skip link passes the header; on a phone the header menu opens and closes with the keyboard', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'apteka1');
  await expect(page.getByRole('heading', { level: 1, name: 'Разделы портала' })).toBeVisible();
  await page.goto('mobile-app');
  await expect(page.getByRole('heading', { level: 1, name: 'Мобильное приложение' })).toBeVisible();

  // The first Tab stop is the skip link; Enter on it, and the next Tab is inside the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

  // On a phone: one line, «Выйти» on screen, the links behind «Меню».
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole('button', { name: 'Меню' });
  await expect(menu).toBeVisible();
  const signOut = page.getByRole('button', { name: 'Выйти' });
  const box = await signOut.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await expect(page.getByRole('link', { name: 'Помощь' })).toBeHidden();
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Мобильное приложение' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Помощь' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
  await expect(page.getByRole('link', { name: 'Помощь' })).toBeHidden();
});
