import { expect, test, type Request } from '@playwright/test';
import { shortLivedGateway } from '../../playwright.config';
import { expectShell } from './support';

const isRefresh = (request: Request) =>
  request.url().endsWith('/api/uaa/oauth/token') && (request.postData() ?? '').includes('grant_type=refresh_token');

test('two tabs calling after the access token expired share one refresh and both stay signed in', async ({ context }) => {
  // Two tabs of one browser: one localStorage, one set of Web Locks.
  const first = await context.newPage();
  await first.goto(`${shortLivedGateway}/pa/sign-in`);
  await first.getByLabel('Логин').fill('apteka1');
  await first.getByLabel('Пароль').fill('apteka1');
  await first.getByRole('button', { name: 'Войти' }).click();
  await expectShell(first);
  const second = await context.newPage();
  await second.goto(`${shortLivedGateway}/pa/`);
  await expectShell(second);

  // A slow line (a pharmacy's, often): the refresh takes a second, so both tabs meet their 401
  // while it is on its way.
  await context.route('**/api/uaa/oauth/token', async (route) => {
    if (isRefresh(route.request())) await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });

  // The gateway's access tokens live 3 s; then both tabs open the portal again at once and meet a
  // 401 each. Meanwhile neither runs the portal, so nothing of theirs meets the expired token first.
  await Promise.all([first.goto('about:blank'), second.goto('about:blank')]);
  await first.waitForTimeout(4_000);
  const refreshes: Request[] = [];
  context.on('request', (request) => void (isRefresh(request) && refreshes.push(request)));
  await Promise.all([first.goto(`${shortLivedGateway}/pa/`), second.goto(`${shortLivedGateway}/pa/`)]);

  // The shell comes from what the last visit kept, before any call: the refresh is waited for,
  // then every call of both tabs (asserting at once, a slow machine saw none yet).
  await expect.poll(() => refreshes.length).toBe(1);
  for (const tab of [first, second]) {
    await tab.waitForLoadState('networkidle');
    await expectShell(tab);
    await expect(tab.getByRole('button', { name: 'Войти' })).toHaveCount(0);
  }
  // A second refresh would present the refresh token the first spent: a back end that rotates
  // refresh tokens ends the session on it (ours answers it again only within REFRESH_GRACE).
  expect(refreshes).toHaveLength(1);
});

test('the line drops after the gateway renewed the session but before its answer came: the pharmacist stays signed in', async ({
  page,
}) => {
  await page.goto(`${shortLivedGateway}/pa/sign-in`);
  await page.getByLabel('Логин').fill('apteka1');
  await page.getByLabel('Пароль').fill('apteka1');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expectShell(page);

  // The first refresh reaches the gateway, which spends the refresh token and issues the next one;
  // its answer is lost on the way back. Later refreshes go through.
  const refreshes: string[] = [];
  await page.route('**/api/uaa/oauth/token', async (route) => {
    if (!isRefresh(route.request())) return route.continue();
    refreshes.push(route.request().postData() ?? '');
    if (refreshes.length > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });

  // Past the access token's 3 s, the overview is opened again: its calls meet a 401, the refresh's
  // answer is lost, and once the line answers the portal refreshes with the same token.
  await page.goto('about:blank');
  await page.waitForTimeout(4_000);
  await page.goto(`${shortLivedGateway}/pa/reports`);
  const grid = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
  await expect(grid.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible({ timeout: 15_000 });
  await expectShell(page);
  expect(new URL(page.url()).pathname).toBe('/pa/reports');
  expect(refreshes).toHaveLength(2);
  expect(refreshes[1]).toBe(refreshes[0]);
});
