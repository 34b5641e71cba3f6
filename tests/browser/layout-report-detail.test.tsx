import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { Report, ReportRows } from '../../src/api/contract/reports';
import { mockServer, withMockServer } from './support/mock-server';
import { reportRowsUrl } from './support/report-rows';
import { renderApp } from './support/render-app';
import {
  clippedHeadersAcross,
  expectPageFitsWindow,
  rowsUnderTotals,
  settled,
  totalsOutOfView,
  totalsSeenAcross,
  widerThanWindow,
} from './support/layout-measure';

/**
 * The report detail as a pharmacist sees it on a 1440×900 laptop and on a 390×844 phone: every
 * header readable, the totals in view, no row under the totals row, no page wider than the screen.
 */
withMockServer();

const april = new Date(2026, 3, 1).getTime() / 1000;
const june = new Date(2026, 5, 30).getTime() / 1000;
const report = (id: number, type: string, name: string): Report => ({
  id,
  name,
  type,
  from: april,
  to: june,
  period: 'II квартал 2026',
  dataFreshness: june,
});

const names = [
  'Аскорбиновая кислота таблетки жевательные 25 мг №10',
  'Нурофен Экспресс Форте капсулы 400 мг №20',
  'Ибупрофен-Акрихин таблетки покрытые оболочкой 200 мг №50',
  'Мирамистин раствор для местного применения 0,01 % 150 мл',
];

// Money in the hundreds of thousands: the widest figures a pharmacy's quarter shows.
const salesRow = (k: number) => ({
  from: april,
  to: june,
  product: { id: 4600 + k, name: names[k % names.length] },
  planned: 1200,
  amount: 845,
  remainSale: 355,
  salePoints: 125.5,
  saleBonusSum: 106_047.5 + k,
  purchase: 1180,
  remainPurchase: 20,
  purchasePoints: 33.25,
  purchaseBonusSum: 39_235.75,
  discount: 14.5,
  discountSum: 12_252.5,
  actualBonusSum: 157_535.75 + k,
});

const contractRow = (k: number) => ({
  contract: `Контракт ПРОМ-2026/${k + 1}`,
  product: { id: 501 + k, name: names[k % names.length] },
  sipPrice: 12_450.5,
  procurementClac: k % 2 === 0,
  percent: 12.25,
  amount: 1250,
  bonus: 1_906_522.66,
});

function serve(header: Report, rows: ReportRows) {
  mockServer.use(
    http.get(`/api/reports/report/${header.id}`, () => HttpResponse.json(header)),
    http.get(reportRowsUrl(header.id, rows.layout), () => HttpResponse.json(rows.rows)),
  );
}

/**
 * The report, whether its columns fit 1440 px (the sales/plan table's 15 columns do in the report's
 * denser type, headers on up to four lines, even in this machine's wide DejaVu Sans), and its totals.
 */
const reports: [string, Report, ReportRows, boolean, string[]][] = [
  [
    'sales/plan',
    report(201, 'SALES_PLAN', 'План продаж: весна 2026, сеть «Здоровье»'),
    { layout: 'salesPlan', rows: [0, 1, 2, 3, 4, 5].map(salesRow) },
    true,
    ['Итого', 'Апрель - Июнь', '636 300,00', '235 414,50', '73 515,00', '945 229,50'],
  ],
  [
    'contract',
    report(202, 'PRIORITY_SALE', 'Приоритетные продажи'),
    { layout: 'contract', rows: [0, 1, 2, 3].map(contractRow) },
    true,
    ['Итого', 'Апрель - Июнь', '7 626 090,64'],
  ],
];

async function openReport(header: Report, rows: ReportRows) {
  serve(header, rows);
  await renderApp(`/reports/${header.id}`, { signedIn: true });
  const grid = page.getByRole('grid');
  await expect.element(grid.getByRole('row').filter({ hasText: /^Итого/ })).toBeVisible();
  await settled();
  return grid.element() as HTMLElement;
}

describe('report detail at 1440×900', () => {
  for (const [kind, header, rows, fits, totals] of reports) {
    it(`shows every header and total of the ${kind} table: in view, or with a hint and reachable by scrolling`, async () => {
      await page.viewport(1440, 900);
      const grid = await openReport(header, rows);
      expect(await clippedHeadersAcross(grid)).toEqual([]);
      if (fits) {
        expect(grid.scrollWidth, 'the table fits its box').toBeLessThanOrEqual(grid.clientWidth);
        expect(totalsOutOfView(grid)).toEqual([]);
        expect(await totalsSeenAcross(grid)).toEqual(totals);
        // Every header in view at once, no scrolling, and no hint that there is more.
        const box = grid.getBoundingClientRect();
        const headers = [...grid.querySelectorAll('[role="columnheader"]')];
        expect(headers).toHaveLength(header.type === 'SALES_PLAN' ? 14 : 8);
        expect(
          headers.filter((cell) => cell.getBoundingClientRect().right > box.left + grid.clientWidth + 1).map((cell) => cell.textContent),
        ).toEqual([]);
        expect(document.body.textContent).not.toContain('Не все столбцы поместились');
      } else {
        // Wider than the screen with the fonts of this machine: the screen says so, and every total is reachable.
        await expect
          .element(page.getByText('Не все столбцы поместились: прокрутите таблицу вправо, первый столбец останется на месте.'))
          .toBeVisible();
        expect(await totalsSeenAcross(grid)).toEqual(totals);
      }
      expect(rowsUnderTotals(grid)).toEqual([]);
      expect(grid.scrollHeight, 'no inner scrollbar for a few rows').toBeLessThanOrEqual(grid.clientHeight);
      expect(widerThanWindow()).toEqual([]);
      expectPageFitsWindow();
    });
  }

  it('on a narrower screen (1100 px) says that the sales/plan table scrolls, and every total is reachable', async () => {
    await page.viewport(1100, 900);
    const grid = await openReport(reports[0][1], reports[0][2]);
    await expect
      .element(page.getByText('Не все столбцы поместились: прокрутите таблицу вправо, первый столбец останется на месте.'))
      .toBeVisible();
    expect(await clippedHeadersAcross(grid)).toEqual([]);
    expect(await totalsSeenAcross(grid)).toEqual(reports[0][4]);
    expectPageFitsWindow();
  });

  it('uses the width of the screen, not a reading column', async () => {
    await page.viewport(1440, 900);
    const grid = await openReport(reports[0][1], reports[0][2]);
    expect(grid.getBoundingClientRect().width).toBeGreaterThan(1440 - 100);
  });
});

describe('report detail at 390×844', () => {
  for (const [kind, header, rows, , totals] of reports) {
    it(`keeps the ${kind} page within the phone's width: the table scrolls in its own box`, async () => {
      await page.viewport(390, 844);
      const grid = await openReport(header, rows);
      expect(widerThanWindow()).toEqual([]);
      expectPageFitsWindow();
      expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(390);
      expect(await clippedHeadersAcross(grid)).toEqual([]);
      expect(rowsUnderTotals(grid)).toEqual([]);
      expect(await totalsSeenAcross(grid)).toEqual(totals);
    });
  }

  it('keeps the table where it is when its rows come: the hint that it scrolls is said while they load', async () => {
    await page.viewport(390, 844);
    const [, header, rows] = reports[0];
    let letRowsIn!: () => void;
    const rowsHeld = new Promise<void>((resolve) => (letRowsIn = resolve));
    serve(header, rows);
    mockServer.use(
      http.get(reportRowsUrl(header.id, rows.layout), async () => {
        await rowsHeld;
        // Nothing returned: serve's handler answers.
      }),
    );
    await renderApp(`/reports/${header.id}`, { signedIn: true });
    const grid = page.getByRole('grid');
    await expect.element(grid.getByText(/^Загрузка/)).toBeVisible();
    await settled();
    const loadingTop = Math.round(grid.element().getBoundingClientRect().top);
    await expect.element(page.getByText(/^Не все столбцы поместились/)).toBeVisible();
    letRowsIn();
    await expect.element(grid.getByRole('row').filter({ hasText: /^Итого/ })).toBeVisible();
    await settled();
    expect(Math.round(grid.element().getBoundingClientRect().top), 'the table’s top once the rows came').toBe(loadingTop);
  });
});

/** The words of the table's text cells that the browser broke across two lines. */
function wordsSplitAcrossLines(grid: HTMLElement): string[] {
  const split: string[] = [];
  const texts = [...grid.querySelectorAll('.report-detail__text')].flatMap((cell) =>
    [...cell.childNodes].filter((node) => node instanceof Text),
  );
  for (const node of texts) {
    // A word: what lies between spaces, hyphens, '+' and '/' (a line may end after those).
    for (const match of node.data.matchAll(/[^\s\-+/]+/gu)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (tops.size > 1) split.push(match[0]);
    }
  }
  return split;
}

describe('report detail product names', () => {
  it('wrap between words, never inside one, and show in full on hover', async () => {
    await page.viewport(1440, 900);
    // Longer than the three lines a row holds at the widest a text column gets: cut, with its tooltip.
    const long =
      'Амоксициллин+Клавулановая кислота Экспресс-Диспергируемые таблетки, покрытые плёночной оболочкой, 875 мг + 125 мг №14, блистеры в картонной пачке';
    const rows = [0, 1, 2, 3, 4].map(salesRow).map((row, k) => (k === 1 ? { ...row, product: { ...row.product, name: long } } : row));
    const grid = await openReport(report(203, 'SALES_PLAN', 'План продаж: весна 2026'), { layout: 'salesPlan', rows });
    expect(grid.querySelectorAll('.report-detail__text').length).toBeGreaterThan(0);
    expect(wordsSplitAcrossLines(grid)).toEqual([]);
    await page.getByRole('gridcell').filter({ hasText: 'Амоксициллин+Клавулановая' }).first().hover();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(long);
  });
});

describe('report detail names and periods', () => {
  const salesPlan = report(204, 'SALES_PLAN', 'План продаж: весна 2026, сеть «Здоровье»');
  const rows = [0, 1, 2, 3]
    .map(salesRow)
    .map((row, k) =>
      k === 1 ? { ...row, product: { ...row.product, name: 'Гевискон Двойное действие, таблетки жевательные №12' } } : row,
    );

  /** The text cells (period, product) that show less than their text. */
  const cutTexts = (grid: HTMLElement) =>
    [...grid.querySelectorAll<HTMLElement>('[role="gridcell"]')]
      .filter((cell) =>
        [cell, ...cell.querySelectorAll('*')].some(
          (box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
        ),
      )
      .map((cell) => cell.textContent);

  for (const [width, height] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    it(`at ${width} shows every product name and period whole, and the initiative once, above the table`, async () => {
      await page.viewport(width, height);
      const grid = await openReport(salesPlan, { layout: 'salesPlan', rows });
      expect(cutTexts(grid)).toEqual([]);
      await expect.element(page.getByRole('heading', { level: 1, name: salesPlan.name })).toBeVisible();
      expect(grid.textContent).not.toContain(salesPlan.name);
      expect(grid.querySelectorAll('[role="columnheader"]')[0].textContent).toBe('Период');
    });
  }
});
