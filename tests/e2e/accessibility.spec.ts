import { expect, test, type Page } from '@playwright/test';
import { tabTitles, type ReportTabId } from '../../src/ui/report-tabs';
import { expectNoSeriousAxeViolations, expectShell, signIn } from './support';

/*
 * axe-core on every screen and modal of the built portal, as the demo pharmacy apteka1 sees them:
 * any serious or critical violation fails. Each screen is checked once its data has arrived, so
 * the grids, the chart and the forms are what axe reads, not the waiting screen.
 */
test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 } });

/** Waits until the page has stopped loading: no waiting screen, the network quiet a moment. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText('Пожалуйста, подождите..')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

async function signedIn(page: Page): Promise<void> {
  await signIn(page, 'apteka1');
  await expectShell(page);
}

test('the sign-in, the entry link and the home', async ({ page }) => {
  await page.goto('sign-in');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'sign-in');

  await page.getByLabel('Логин').fill('apteka1');
  await page.getByLabel('Пароль').fill('wrong-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'sign-in failed');

  await page.goto('entry?shared_secret=no-such-secret');
  await expect(page.getByRole('link', { name: 'Войти по логину и паролю' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'entry with an unknown link');
  await page.goto('entry?shared_secret=%3Cbad%3E');
  await expect(page.getByRole('link', { name: 'Войти по логину и паролю' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'entry with a malformed link');

  await signedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Разделы портала' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'home');
});

/** The payroll's sub-tabs (its own tab list, beside the reports' one), each opened and checked. */
async function everyPayrollSubTab(page: Page, where: string): Promise<void> {
  const subTabs = page.locator('[role="tablist"]:not([aria-label="Вкладки отчётов"]) [role="tab"]');
  await expect(subTabs.first()).toBeVisible();
  for (let index = 0; index < (await subTabs.count()); index += 1) {
    const subTab = subTabs.nth(index);
    await subTab.click();
    await expect(subTab).toHaveAttribute('aria-selected', 'true');
    await settled(page);
    await expectNoSeriousAxeViolations(page, `${where}: payroll sub-tab ${await subTab.textContent()}`);
  }
}

/** The background tasks' popup of the initiatives list, opened from its bell, then closed. */
async function taskPopup(page: Page, where: string): Promise<void> {
  await page.getByRole('button', { name: /^Фоновые задачи/u }).click();
  await expect(page.getByRole('dialog', { name: 'Фоновые задачи' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, `${where}: background tasks`);
  await page.keyboard.press('Escape');
}

/*
 * One page walks every reports tab (the order screens, payroll and each of its sub-tabs, the
 * initiatives list with its task popup, feedback) at 1440×900, then again on a 390×844 phone:
 * one sign-in and one page instead of a test per screen.
 */
test('every reports tab, with the payroll sub-tabs and the task popup, on a laptop and on a phone', async ({ page }) => {
  test.setTimeout(300_000);
  await signedIn(page);
  const tabs: ReportTabId[] = [
    'common',
    'profitForecast',
    'purchaseOrder',
    'purchaseOrderRG',
    'orderCompose',
    'payrollCalculation',
    'pharmacyInitiatives',
    'feedback',
    'distribution',
  ];
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    for (const tab of tabs) {
      const where = `${size.width}px, reports tab ${tab}`;
      await page.goto(`reports?tab=${tab}`);
      await expect(page).toHaveTitle(`${tabTitles[tab]} — Отчёты — Партнёрский портал аптеки`);
      await settled(page);
      if (tab === 'common') await expect(page.getByRole('region', { name: 'Сравнение бонусов с другими аптеками' })).toBeVisible();
      // An error modal a tab opens on the demo data is checked with it; then it is closed.
      await expectNoSeriousAxeViolations(page, where);
      if (tab === 'payrollCalculation') await everyPayrollSubTab(page, where);
      if (tab === 'pharmacyInitiatives') await taskPopup(page, where);
    }
  }
});

test('the report detail, the order history and the mobile app', async ({ page }) => {
  await signedIn(page);
  await page.goto('reports/1009');
  await expect(page.getByText('План продаж: средства от кашля').first()).toBeVisible();
  await settled(page);
  await expectNoSeriousAxeViolations(page, 'report detail');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousAxeViolations(page, 'report detail on a phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'История заказов' })).toBeVisible();
  await settled(page);
  await expectNoSeriousAxeViolations(page, 'order history');

  await page.goto('mobile-app');
  await expect(page.getByRole('heading', { level: 1, name: 'Мобильное приложение' })).toBeVisible();
  await settled(page);
  await expectNoSeriousAxeViolations(page, 'mobile app');
});

test('the error modal', async ({ page }) => {
  await signedIn(page);
  await page.route('**/api/reports/initiative/pharmacy-common-bonuses**', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'Сервис отчётов недоступен' }) }),
  );
  await page.goto('reports');
  const modal = page.getByRole('alertdialog', { name: 'Ошибка' });
  await expect(modal).toContainText('Сервис отчётов недоступен');
  await expectNoSeriousAxeViolations(page, 'error modal');
});

test('the grid settings, the background tasks and the purchase modal', async ({ page }) => {
  await signedIn(page);
  await page.goto('reports?tab=pharmacyInitiatives');
  await expect(page.getByRole('grid', { name: 'Инициативы аптеки' }).locator('.rdg-row').first()).toBeVisible(); // a data row, not the grid's 'Загрузка' row
  await page.getByRole('button', { name: 'Настройки', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Настройки' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'grid settings');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Настройки' })).toBeHidden();

  await page.goto('reports');
  const block = page.getByRole('region', { name: 'Закупка аптеки за квартал' });
  // The sum the purchase-form journey sends too: both journeys may run at once and read it back.
  await block.getByLabel('Сумма закупки, руб.').fill('125000,5');
  // Today as the browser's user counts it (Moscow), typed дд.мм.гггг.
  await block
    .getByLabel('Дата закупки')
    .fill(
      new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()),
    );
  await block.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('dialog').getByText('Данные успешно сохранены')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'purchase modal');
  await page.getByRole('dialog').getByRole('button', { name: 'Ок' }).click();
});

test('the order confirmation and the Пульс result', async ({ page }) => {
  await signedIn(page);
  await page.goto('reports');
  await page.getByRole('button', { name: 'Развернуть: Закупки' }).click();
  await page.getByRole('link', { name: 'Заказать: Групповая закупка: гигиена' }).click();
  const showList = page.getByRole('button', { name: 'Показать список товаров' });
  await expect(showList).toBeEnabled();
  await showList.click();
  await expect(
    page
      .getByRole('grid', { name: /Товары/u })
      .locator('.rdg-row')
      .first(),
  ).toBeVisible(); // a data row, not the grid's 'Загрузка' row
  await expectNoSeriousAxeViolations(page, 'purchase order with its products');

  await page.getByLabel('Выберите действие с заказом').selectOption({ label: 'Отправить заказ в Пульс' });
  await page.getByRole('button', { name: 'Выполнить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'order confirmation');
  await confirm.getByRole('button', { name: 'Отправить' }).click();
  const result = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
  await expect(result).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'Пульс result');
});
