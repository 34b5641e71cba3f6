import { overviewBonuses } from './support/overview-data';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { InitiativeRecord } from '../../src/api/contract/reports';
import { currentPeriod, quarterEnd, quarterStart } from '../../src/domain/shared/quarters';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';
import { scrollTowardsTheOverviewTable } from './support/phone-list';
import {
  clippedHeadersAcross,
  expectPageFitsWindow,
  rowsUnderTotals,
  settled,
  totalsOutOfView,
  widerThanWindow,
} from './support/layout-measure';

/** The initiatives overview on a laptop and on a phone: initiatives indented under their group, names whole. */
withMockServer();

const now = new Date();
const current = currentPeriod(now);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const longName = 'Закупка у производителя: весенняя кампания сети «Здоровье»';

const record = (id: number, type: string, name: string): InitiativeRecord => ({
  id,
  type,
  name,
  from: seconds(quarterStart(current)),
  to: seconds(quarterEnd(current)),
  mtxPercent: 87.456,
  purchaseSipSum: 1_234_567.89,
  earned: 123_456.78,
  expected: 234_567.89,
  mitigatingCoefficient: null,
  startDate: null,
  expirationDate: null,
  hasCubeLink: false,
});

const bonuses = overviewBonuses;

function serveOverview() {
  const initiatives = [
    record(101, 'MANDATORY_MATRIX', 'Матрица квартала'),
    record(201, 'PROCUREMENT', longName),
    record(202, 'PROCUREMENT', 'Закупка месяца'),
  ];
  mockServer.use(
    http.get('/api/reports/initiative/pharmacy/quarters', ({ request }) =>
      HttpResponse.json({ year: Number(new URL(request.url).searchParams.get('year')), quarters: [current.quarter] }),
    ),
    http.get('/api/reports/initiative/pharmacy', ({ request }) =>
      HttpResponse.json({
        pharmacyId: 1,
        quarter: new URL(request.url).searchParams.get('quarter'),
        dataFreshness: seconds(now),
        summary: { earnedSum: 0, expectedSum: 0 },
        initiatives,
      }),
    ),
    http.get('/api/reports/initiative/pharmacy-common-bonuses', () => HttpResponse.json(bonuses)),
  );
}

async function openOverview(width: number, height: number) {
  await page.viewport(width, height);
  serveOverview();
  await renderApp('/reports?tab=common', { signedIn: true });
  await scrollTowardsTheOverviewTable();
  const grid = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
  await page.getByRole('button', { name: 'Развернуть: Закупки' }).click();
  await expect.element(grid.getByText(longName)).toBeVisible();
  await settled();
  return grid.element() as HTMLElement;
}

const nameCell = (grid: HTMLElement, text: string) =>
  [...grid.querySelectorAll<HTMLElement>('[role="gridcell"]')].find((cell) => cell.textContent?.startsWith(text))!;
const textStart = (cell: HTMLElement) => {
  const range = document.createRange();
  range.selectNodeContents(cell);
  return range.getBoundingClientRect().left;
};

describe('initiatives overview layout', () => {
  it('at 1440×900 indents initiatives under their group, shows their names whole and every header and total', async () => {
    const grid = await openOverview(1440, 900);
    const group = nameCell(grid, 'Закупки');
    const child = nameCell(grid, longName);
    expect(textStart(child) - textStart(group), 'the indent of an initiative under its group').toBeGreaterThanOrEqual(16);
    expect(child.scrollWidth, 'the name is not cut').toBeLessThanOrEqual(child.clientWidth);
    expect(await clippedHeadersAcross(grid)).toEqual([]);
    expect(totalsOutOfView(grid)).toEqual([]);
    expect(rowsUnderTotals(grid)).toEqual([]);
    expect(widerThanWindow()).toEqual([]);
    expectPageFitsWindow();
  });

  it('at 390×844 keeps the page within the screen: the table scrolls in its own box', async () => {
    const grid = await openOverview(390, 844);
    expect(widerThanWindow()).toEqual([]);
    expectPageFitsWindow();
    expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    expect(await clippedHeadersAcross(grid)).toEqual([]);
    expect(rowsUnderTotals(grid)).toEqual([]);
  });
});
