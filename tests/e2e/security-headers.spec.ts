import { expect, test, type Page } from '@playwright/test';
import { gateway } from '../../playwright.config';
import { tabTitles, type ReportTabId } from '../../src/ui/report-tabs';
import { expectShell, signIn } from './support';

/*
 * The portal under its own CSP, which has no 'unsafe-inline': every screen, with a
 * listener for CSP violations installed before the page's own scripts, reports none; and every
 * answer the browser got (pages, assets, /api calls, /api/docs) carries Permissions-Policy,
 * which Chromium reads without complaint.
 */
test.use({ viewport: { width: 1440, height: 900 } });

interface Seen {
  violations: string[];
  withoutPolicy: string[];
  policyErrors: string[];
}

/** Records what the browser reports while the test walks the portal. */
async function watch(page: Page): Promise<Seen> {
  const seen: Seen = { violations: [], withoutPolicy: [], policyErrors: [] };
  await page.exposeFunction('reportViolation', (text: string) => void seen.violations.push(`${page.url()}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on('response', (response) => {
    if (response.url().startsWith(gateway) && !response.headers()['permissions-policy'])
      seen.withoutPolicy.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (/Permissions-Policy|Content Security Policy|Refused to/i.test(message.text())) seen.policyErrors.push(message.text());
  });
  return seen;
}

/** Waits until the page has stopped loading: no waiting screen, the network quiet a moment. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText('Пожалуйста, подождите..')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

function expectClean(seen: Seen): void {
  expect(seen.violations).toEqual([]);
  expect(seen.policyErrors).toEqual([]);
  expect(seen.withoutPolicy).toEqual([]);
}

test('every screen of the portal: no CSP violation, Permissions-Policy on every answer', async ({ page }) => {
  test.setTimeout(240_000);
  const seen = await watch(page);

  await page.goto('sign-in');
  await page.getByLabel('Логин').fill('apteka1');
  await page.getByLabel('Пароль').fill('wrong-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.goto('entry?shared_secret=no-such-secret');
  await expect(page.getByRole('link', { name: 'Войти по логину и паролю' })).toBeVisible();

  await signIn(page, 'apteka1');
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Разделы портала' })).toBeVisible();

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
  for (const tab of tabs) {
    await page.goto(`reports?tab=${tab}`);
    await expect(page).toHaveTitle(`${tabTitles[tab]} — Отчёты — Партнёрский портал аптеки`);
    await settled(page);
  }

  await page.goto('reports?tab=pharmacyInitiatives');
  await expect(page.getByRole('grid', { name: 'Инициативы аптеки' }).locator('.rdg-row').first()).toBeVisible();
  await settled(page);
  await expect(async () => {
    await page.getByRole('button', { name: 'Настройки', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Настройки' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');

  await page.goto('reports/1009');
  await expect(page.getByText('План продаж: средства от кашля').first()).toBeVisible();
  await settled(page);
  await page.goto('order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'История заказов' })).toBeVisible();
  await settled(page);
  await page.goto('mobile-app');
  await expect(page.getByRole('heading', { level: 1, name: 'Мобильное приложение' })).toBeVisible();
  await settled(page);

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  expectClean(seen);
});

test('the API document page (/api/docs): no CSP violation, Permissions-Policy on every answer', async ({ page }) => {
  const seen = await watch(page);
  await page.goto(`${gateway}/api/docs/`);
  await expect(page.getByRole('heading', { name: /API шлюза/ }).first()).toBeVisible({ timeout: 20_000 });
  const operation = page.getByText('/api/uaa/oauth/token', { exact: true }).first();
  await operation.click();
  await expect(page.getByText('grant_type').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  expectClean(seen);
});
