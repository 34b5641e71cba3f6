import { expect, test, type Response } from '@playwright/test';
import { read, utils } from 'xlsx';
import { shortLivedSpecGateway } from '../../../playwright.config';
import { reportFileName } from '../../../src/domain/reports/files/file-name';
import { workbookLayouts } from '../../../src/domain/reports/files/layouts';
import { currentPeriod, quarterLabel, quarterMonthsLabel } from '../../../src/domain/shared/quarters';
import { expectShell, openOverview, signIn } from '../support';
import { expectNoError } from './support';

/*
 * Sign-in and the reports on a back end built from the spec alone (SPEC_ONLY=1,
 * playwright.spec-only.config.ts): the token answer is the two tokens, the pharmacy card has no
 * address, the overview's answer has no wrapper fields of ours and no hasCubeLink, and our
 * `quarter` is not heard, so a past quarter is answered with the current one's figures. Every
 * journey ends with no error shown, and no figure under a quarter it is not of.
 */

const now = new Date();
const current = currentPeriod(now);
/** A past quarter the demo seed has initiatives in (tests/e2e/reports-overview.spec.ts). */
const past = { year: 2023, quarter: 2 } as const;

const isRefresh = (response: Response) =>
  response.url().endsWith('/api/uaa/oauth/token') && (response.request().postData() ?? '').includes('grant_type=refresh_token');

test('signs in with the two tokens only, and a call after the access token expired refreshes and goes on', async ({ page }) => {
  await page.goto(`${shortLivedSpecGateway}/pa/sign-in`);
  const signedIn = page.waitForResponse((response) => response.url().endsWith('/api/uaa/oauth/token'));
  await page.getByLabel('Логин').fill('apteka1');
  await page.getByLabel('Пароль').fill('apteka1');
  await page.getByRole('button', { name: 'Войти' }).click();
  expect(Object.keys(await (await signedIn).json()).sort()).toEqual(['access_token', 'refresh_token']);
  await expectShell(page);
  // The pharmacy card has no address on this back end: the toggle says so, with the pharmacy's code.
  await page.getByRole('button', { name: 'АДРЕС АПТЕКИ' }).click();
  await expect(page.getByRole('button', { name: /^Адрес не передан сервером \(код аптеки: .+\)$/u })).toBeVisible();

  // The access token lives 3 s here: the overview's calls meet a 401, refresh once and retry.
  await page.waitForTimeout(4_000);
  const refreshed = page.waitForResponse(isRefresh);
  await page.getByRole('link', { name: 'Отчёты' }).click();
  const refresh = await refreshed;
  expect(refresh.status()).toBe(200);
  expect(Object.keys(await refresh.json()).sort()).toEqual(['access_token', 'refresh_token']);
  const grid = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
  await expect(grid.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Войти' })).toHaveCount(0);
  await expectNoError(page, 'after the refresh');
});

test('the overview shows the current quarter, and says a past quarter cannot be shown rather than show the current figures', async ({
  page,
}) => {
  const grid = await openOverview(page);
  await expect(page.getByRole('radio', { name: quarterLabel(current.quarter), exact: true })).toBeChecked();
  // The report names no freshness date here: the pharmacy card's (or the live source's) is shown.
  await expect(page.getByText(/^Дата актуальности данных: \d{2}\.\d{2}\.\d{4}$/u)).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: 'Итого' })).toContainText(/\d{1,3}( \d{3})*,\d{2}/u);
  // The bonus comparison of the current quarter: its record names that quarter.
  const comparison = page.getByRole('region', { name: 'Сравнение бонусов с другими аптеками' });
  await expect(comparison).toBeVisible();
  await expect(comparison.getByText(/отдаёт только/u)).toHaveCount(0);
  await expectNoError(page, 'current quarter');

  await page.getByRole('combobox', { name: 'Год' }).selectOption(String(past.year));
  await expect(grid.getByText('Выберите квартал')).toBeVisible();
  await page.getByText(quarterLabel(past.quarter), { exact: true }).click();
  await expect(page.getByRole('radio', { name: quarterLabel(past.quarter), exact: true })).toBeChecked();
  await expect(
    grid.getByText(`Сервер отдаёт только текущий квартал: данные за квартал II ${past.year} года показать нельзя.`),
  ).toBeVisible();
  await expect(
    comparison.getByText(`Сравнение бонусов сервер отдаёт только за текущий квартал: за квартал II ${past.year} года показать нельзя.`),
  ).toBeVisible();
  // Nothing of the current quarter under the past quarter's label: no rows, no totals, no date, no chart.
  await expect(grid.getByRole('row').filter({ hasText: 'Итого' })).toHaveCount(0);
  await expect(grid.getByRole('row').filter({ hasText: 'Обязательная матрица' })).toHaveCount(0);
  await expect(page.getByText(/^Дата актуальности данных/u)).toHaveCount(0);
  await expect(comparison.locator('.overview__charts')).toHaveCount(0);
  await expectNoError(page, 'past quarter');

  // Back to the current quarter: its figures again.
  await page.getByRole('combobox', { name: 'Год' }).selectOption(String(current.year));
  await page.getByText(quarterLabel(current.quarter), { exact: true }).click();
  await expect(grid.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible();
  await expectNoError(page, 'current quarter again');
});

test('a cube link opens for a kind with a cube query, and a report detail opens from the overview', async ({ page, context }) => {
  const grid = await openOverview(page);
  // The analytics host is outside this test's network: it answers here as a page of its own.
  const opened: string[] = [];
  await context.route('https://cubes.example.com/**', (route) => {
    opened.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>Аналитика</title>' });
  });
  await page.getByRole('button', { name: 'Развернуть: Собственная торговая марка' }).click();
  const popup = page.waitForEvent('popup');
  await grid.getByRole('link', { name: 'Открыть в аналитике: СТМ «Фармаклуб»: уход за кожей' }).click();
  await (await popup).waitForLoadState();
  expect(opened).toHaveLength(1);
  const query = Buffer.from(new URL(opened[0]).searchParams.get('customRequest')!, 'base64').toString('utf8');
  expect(query).toContain('FROM [ustm]');

  // A sales plan has no cube query: its report detail, with the quarter and the totals row.
  await page.getByRole('button', { name: 'Развернуть: План продаж', exact: true }).click();
  await grid.getByRole('link', { name: 'Открыть отчёт: План продаж: средства от кашля' }).click();
  await expect(page).toHaveURL(/\/pa\/reports\/1009$/u);
  await expect(page.getByRole('heading', { name: 'План продаж: средства от кашля' })).toBeVisible();
  await expect(page.getByText(quarterMonthsLabel(current.quarter)).first()).toBeVisible();
  await expect(
    page
      .getByRole('grid')
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell', { name: 'Итого', exact: true }) }),
  ).toBeVisible();
  await expectNoError(page, 'report detail');
  await page.getByRole('button', { name: '← Назад к списку' }).click();
  await expect(page.getByRole('grid', { name: 'Инициативы аптеки за квартал' })).toBeVisible();
});

test('a report file downloads from its overview row and reads back', async ({ page }) => {
  await openOverview(page);
  await page.getByRole('button', { name: 'Развернуть: Товар дня', exact: true }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать отчёт: Товар дня: осенние новинки' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(reportFileName('product-of-the-day', 'Товар дня: осенние новинки'));
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const book = read(Buffer.concat(chunks));
  const layout = workbookLayouts['product-of-the-day'];
  expect(book.SheetNames).toEqual([layout.title]);
  const [header, ...lines] = utils.sheet_to_json<unknown[]>(book.Sheets[layout.title], { header: 1 });
  expect(header).toEqual(layout.columns.map((column) => column.header));
  expect(lines.length).toBeGreaterThan(0);
  await expect(page.getByText('Подготовка файла...')).toBeHidden();
  await expectNoError(page, 'download');
});

test('rewards distribution: the staff of the current quarter, their points turned into money', async ({ page }) => {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.goto('reports?tab=distribution');
  const owner = page.getByRole('row').filter({ hasText: 'Соколова Марина Викторовна' });
  await expect(owner).toBeVisible();
  const cost = page.getByRole('textbox', { name: 'Стоимость балла, руб.: Владелец' });
  const before = await owner.textContent();
  await cost.fill('2,5');
  await cost.press('Enter');
  await expect(cost).toHaveValue('2,50');
  await expect(owner).not.toHaveText(before!);
  await expectNoError(page, 'distribution');
});
