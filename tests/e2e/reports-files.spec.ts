import { expect, test, type Locator, type Page } from '@playwright/test';
import { read, utils } from 'xlsx';
import type { ReportRows } from '../../src/api/contract/reports';
import { cellDecimals, cellNumber, formatCell, type CellFormat, type CellValue } from '../../src/domain/shared/cell-format';
import { formatMoney } from '../../src/domain/shared/format';
import type { ReportDownloadKind } from '../../src/domain/shared/initiative-types';
import { round2, sumMoney } from '../../src/domain/shared/money';
import { reportFileName } from '../../src/domain/reports/files/file-name';
import { workbookLayouts } from '../../src/domain/reports/files/layouts';
import { currentPeriod, quarterMonthsLabel, quarterRequestDate } from '../../src/domain/shared/quarters';
import { expectShell, signIn } from './support';

/*
 * Report files, report detail and rewards on the built portal and the gateway's demo seed
 * (server/seed/reports-initiatives.ts: apteka1's current quarter has fixed ids 1001-1030).
 */

/** The gateway's own answer, with the session's token: what the screen was given. */
async function gatewayJson<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

/** The texts of the grid's totals row, across all its columns (columns out of view are not rendered). */
async function totalsTexts(grid: Locator): Promise<string[]> {
  const texts = new Set<string>();
  const width = await grid.evaluate((element) => element.scrollWidth);
  for (let left = 0; left <= width; left += 400) {
    await grid.evaluate((element, to) => (element.scrollLeft = to), left);
    await grid.page().waitForTimeout(50);
    for (const text of await grid.locator('.rdg-summary-row [role="gridcell"]').allTextContents()) if (text) texts.add(text);
  }
  return [...texts];
}

const quarterLabel = quarterMonthsLabel(currentPeriod(new Date()).quarter);

/** apteka1, signed in and on the shell, so the next address is opened with a session. */
async function signInAsApteka1(page: Page): Promise<void> {
  await signIn(page, 'apteka1');
  await expectShell(page);
}

/**
 * Holds the report downloads' answers until released, so the test sees the overlay that a fast
 * gateway would lift within a frame.
 */
async function holdDownloads(page: Page): Promise<() => Promise<void>> {
  // Each held request waits for its own release; a release waits for a request to hold, since the
  // overlay can show before the worker's request reaches the network.
  const waiting: Array<() => void> = [];
  let arrived: () => void = () => {};
  await page.route('**/api/reports/rest/reports/mktg-initiative/**', async (route) => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      arrived();
    });
    await route.continue();
  });
  return async () => {
    if (waiting.length === 0) await new Promise<void>((resolve) => (arrived = resolve));
    waiting.shift()?.();
  };
}

test.describe('report detail', () => {
  test.beforeEach(async ({ page }) => signInAsApteka1(page));

  const withTotals: Array<[number, string, string[]]> = [
    [1009, 'План продаж: средства от кашля', ['saleBonusSum', 'purchaseBonusSum', 'discountSum', 'actualBonusSum']],
    [1011, 'Приоритетные продажи: «Санофи»', ['bonus']],
    [1004, 'Мотивация первостольников: витамины', ['actualBonusSum', 'expectedBonusSum']],
    [1025, 'Компенсация мероприятий: день здоровья', ['actualDiscountSum', 'expectedDiscountSum']],
  ];
  for (const [id, name, sumKeys] of withTotals) {
    test(`${name}: its table ends with 'Итого', the quarter and the sums of its rows`, async ({ page }) => {
      await page.goto(`reports/${id}`);
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expect(page.getByText(quarterLabel).first()).toBeVisible();
      const { rows } = await gatewayJson<ReportRows>(page, `/reports/report/${id}/rows`);
      const sums = sumKeys.map((key) => formatMoney(sumMoney(rows.map((row) => (row as Record<string, number | null>)[key]))));
      const grid = page.getByRole('grid');
      // The totals row, not the header 'Итоговый бонус…' that also starts with 'Итого'.
      await expect(grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'Итого', exact: true }) })).toBeVisible();
      expect(await totalsTexts(grid)).toEqual(['Итого', quarterLabel, ...sums]);
    });
  }

  test('the mandatory-matrix level table has no totals; a report without a freshness date says Неизвестно', async ({ page }) => {
    await page.goto('reports/1006');
    await expect(page.getByRole('heading', { name: 'Без дефектуры: жаропонижающие' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Требуемый процент наличия, %' })).toBeVisible();
    const { rows } = await gatewayJson<Extract<ReportRows, { layout: 'matrixLevel' }>>(page, '/reports/report/1006/rows');
    await expect(page.getByRole('gridcell', { name: formatCell('percent', rows[0].requiredPercent), exact: true }).first()).toBeVisible();
    expect(await totalsTexts(page.getByRole('grid'))).toEqual([]);

    await page.goto('reports/1025');
    await expect(page.getByText('Неизвестно')).toBeVisible();
  });

  test('opens from the overview and goes back to the list', async ({ page }) => {
    await page.goto('reports');
    await page.getByRole('button', { name: 'Развернуть: План продаж', exact: true }).click();
    await page.getByRole('link', { name: 'Открыть отчёт: План продаж: средства от кашля' }).click();
    await expect(page).toHaveURL(/\/pa\/reports\/1009$/);
    await page.getByRole('button', { name: '← Назад к списку' }).click();
    await expect(page).toHaveURL(/\/pa\/reports\?tab=common$/);
    await expect(page.getByRole('grid', { name: 'Инициативы аптеки за квартал' })).toBeVisible();
  });
});

test.describe('report downloads', () => {
  // [kind, overview group, initiative]: one of each of the six spreadsheets.
  const downloads: Array<[ReportDownloadKind, string, number, string]> = [
    ['extended-mandatory-matrix', 'Обязательная матрица', 1001, 'Обязательная матрица: базовый ассортимент'],
    ['product-of-the-day', 'Товар дня', 1003, 'Товар дня: осенние новинки'],
    ['recommended-good', 'Рекомендованные товары', 1005, 'Рекомендованные товары: сезон простуд'],
    ['pharmacy-motivation', 'Мотивация аптеки', 1012, 'Мотивация аптеки: сезонные товары'],
    ['discount-compensation', 'Компенсация скидки', 1013, 'Компенсация скидки: обезболивающие'],
    ['procurement', 'Закупки', 1014, 'Закупка у «Пульс»: осенний сезон'],
  ];

  test('each of the six reports downloads from its overview row and reads back as the JSON shows it', async ({ page }) => {
    await signInAsApteka1(page);
    await page.goto('reports');
    const release = await holdDownloads(page);
    const overview = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
    await expect(overview.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible();

    for (const [kind, group, id, name] of downloads) {
      await test.step(kind, async () => {
        await page.getByRole('button', { name: `Развернуть: ${group}`, exact: true }).click();
        const saved = page.waitForEvent('download');
        await page.getByRole('button', { name: `Скачать отчёт: ${name}` }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Подготовка файла...' })).toBeVisible();
        await release();
        const download = await saved;
        await expect(page.getByText('Подготовка файла...')).toBeHidden();
        expect(download.suggestedFilename()).toBe(reportFileName(kind, name));

        const layout = workbookLayouts[kind];
        const book = read(Buffer.concat(await streamOf(download)));
        const [header, first] = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
        expect(book.SheetNames).toEqual([layout.title]);
        expect(header).toEqual(layout.columns.map((column) => column.header));

        // The first line of the file is the first JSON row, each cell as the screen rounds it.
        const json = await gatewayJson<{ rows: never[] }>(page, `/reports/rest/reports/mktg-initiative/${kind}?initiative=${id}`);
        expect(json.rows.length).toBeGreaterThan(0);
        expect(first).toEqual(layout.columns.map((column) => expectedCell(column.format, column.value(json.rows[0]))));

        await page.getByRole('button', { name: `Свернуть: ${group}`, exact: true }).click();
      });
    }
  });
});

/** A cell as the workbook writes it: numbers rounded like the screen shows them, text as is. */
function expectedCell(format: CellFormat, value: CellValue): string | number | null {
  const number = cellNumber(format, value);
  if (number === null) return typeof value === 'string' ? value : null;
  return Number(number.toFixed(cellDecimals(format, number)));
}

/** The saved file's bytes. */
async function streamOf(download: import('@playwright/test').Download): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return chunks;
}

test("rewards distribution: a cost per point of 2,5 turns the owner's points into money", async ({ page }) => {
  await signInAsApteka1(page);
  await page.goto('reports?tab=distribution');
  const owner = page.getByRole('row').filter({ hasText: 'Соколова Марина Викторовна' });
  await expect(owner).toBeVisible();
  const rewards = await gatewayJson<{ owner: { pointsSum: number } }>(
    page,
    `/reports/cashier/points?quarter=${quarterRequestDate(currentPeriod(new Date()))}`,
  );
  const points = rewards.owner.pointsSum;
  await expect(owner).toContainText(formatMoney(round2(points)));

  const cost = page.getByRole('textbox', { name: 'Стоимость балла, руб.: Владелец' });
  await cost.fill('2,5');
  await cost.press('Enter');
  await expect(cost).toHaveValue('2,50');
  await expect(owner).toContainText(formatMoney(round2(points * 2.5)));
});
