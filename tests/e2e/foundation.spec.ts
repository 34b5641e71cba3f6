import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { corporatePortal, shortLivedGateway } from '../../playwright.config';
import { expectShell, signIn } from './support';

test('a pharmacy user signs in with a password, sees the shell and the address, and signs out', async ({ page }) => {
  await signIn(page, '  apteka1 ', 'apteka1');
  await expectShell(page);
  await expect(page).toHaveURL(/\/pa\/$/);

  await page.getByRole('button', { name: 'АДРЕС АПТЕКИ' }).click();
  await expect(page.getByRole('button', { name: /Москва/ })).toBeVisible();

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/pa\/sign-in$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refresh')])).toEqual([null, null]);

  // A signed-out user asking for a protected page is sent to sign-in.
  await page.goto('mobile-app');
  await expect(page).toHaveURL(/\/pa\/sign-in$/);
});

/** Holds React with the sign-in form (the hydrating chunk) until the returned function is called. */
async function holdReact(page: Page): Promise<() => void> {
  let letIn = () => {};
  const held = new Promise<void>((resolve) => (letIn = resolve));
  await page.route('**/assets/sign-in-hydrate-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return letIn;
}

const hydrated = (page: Page) => expect.poll(() => page.evaluate(() => performance.getEntriesByName('sign-in:hydrated').length)).toBe(1);

test('the sign-in form comes in the page: what is typed before React keeps, and then signs in', async ({ page }) => {
  const letReactIn = await holdReact(page);
  await page.goto('sign-in');
  const login = page.getByLabel('Логин');
  await login.pressSequentially('apte');
  letReactIn();
  await hydrated(page);
  await expect(login).toBeFocused();
  await login.pressSequentially('ka1');
  await page.getByLabel('Пароль').fill('apteka1');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expectShell(page);

  // Opened again while signed in: the page's first script clears the form and starts the portal,
  // which sends the user home.
  await page.goto('sign-in');
  await expectShell(page);
  await expect(page).toHaveURL(/\/pa\/$/);
});

test('«Войти» pressed before React has the form is sent as typed once it has, never as a native submit', async ({ page }) => {
  const letReactIn = await holdReact(page);
  await page.goto('sign-in');
  await page.getByLabel('Логин').pressSequentially('apteka1');
  await page.getByLabel('Пароль').pressSequentially('apteka1');
  await page.getByLabel('Пароль').press('Enter');
  // A native submit would have put the password in the address.
  await expect(page).toHaveURL(/\/pa\/sign-in$/);
  letReactIn();
  await expectShell(page);
  await expect(page).toHaveURL(/\/pa\/$/);
});

test("a portal page asks for the portal's code and the router's before its first script has run", async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  // The page's first script is held: what is asked for meanwhile, the page asked for itself.
  let letScriptIn = () => {};
  const held = new Promise<void>((resolve) => (letScriptIn = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const opened = page.goto('reports?tab=payrollCalculation');
  await expect.poll(() => asked.filter((path) => /\/assets\/(?:portal|router)-[^/]+\.js$/u.test(path)).length).toBe(2);
  letScriptIn();
  await opened;
  await expectShell(page);
});

test('a wrong password shows the two sign-in failure texts', async ({ page }) => {
  await signIn(page, 'apteka1', 'not-the-password');
  await expect(page.getByText('Не удается войти.')).toBeVisible();
  await expect(page.getByText('Пожалуйста, проверьте правильность написания логина и пароля.')).toBeVisible();
  await expect(page).toHaveURL(/\/pa\/sign-in$/);
});

test('an entry link with a shared secret signs the pharmacy in', async ({ page }) => {
  await page.goto('entry?shared_secret=demo-apteka1-secret');
  await expectShell(page);
  expect(await page.evaluate(() => localStorage.getItem('shared_secret'))).toBe('demo-apteka1-secret');
});

test('a manager is sent to the corporate portal', async ({ page }) => {
  await page.route(`${corporatePortal}**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<h1>Корпоративный портал</h1>' }),
  );
  await signIn(page, 'manager');
  await expect(page.getByRole('heading', { name: 'Корпоративный портал' })).toBeVisible();
  expect(page.url()).toBe(corporatePortal);
});

test('an access token that expires mid-session is refreshed without the user noticing', async ({ page }) => {
  await page.goto(`${shortLivedGateway}/pa/sign-in`);
  await page.getByLabel('Логин').fill('apteka1');
  await page.getByLabel('Пароль').fill('apteka1');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expectShell(page);
  const firstToken = await page.evaluate(() => localStorage.getItem('token'));

  // The gateway's access tokens live 3 s; the next call is answered 401, refreshed and retried.
  await page.waitForTimeout(4_000);
  const refresh = page.waitForRequest(
    (request) => request.url().endsWith('/api/uaa/oauth/token') && (request.postData() ?? '').includes('grant_type=refresh_token'),
  );
  await page.reload();
  await refresh;
  // The shell may be drawn from what the last visit kept before the refresh is answered.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(firstToken);
  await expectShell(page);
  await expect(page.getByText('Не удается войти.')).toHaveCount(0);
});

test('the mobile app page shows three store QR codes and one sign-in QR code with the shared secret', async ({ page }) => {
  await page.goto('entry?shared_secret=demo-apteka1-secret');
  await expectShell(page);
  await page
    .getByRole('link', { name: /мобильное приложение/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pa\/mobile-app$/);

  const codes = page.getByRole('img', { name: /QR/ });
  await expect(codes).toHaveCount(4);

  // Decode the sign-in code as a phone would.
  const signInCode = page.getByRole('img', { name: /вход/i });
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  const file = join(dir, 'sign-in.png');
  writeFileSync(file, await signInCode.screenshot());
  const decoded = execFileSync('zbarimg', ['-q', '--raw', file], { encoding: 'utf8' }).trim();
  expect(JSON.parse(decoded)).toEqual({ sc: 'demo-apteka1-secret' });

  await page.getByRole('button', { name: /назад/i }).click();
  await expect(page).toHaveURL(/\/pa\/$/);
});
