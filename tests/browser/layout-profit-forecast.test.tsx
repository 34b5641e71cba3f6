import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { ForecastRowWire } from '../../src/api/contract/forecast';
import { pharmacyOne } from './support/handlers/pharmacy';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';
import { clippedHeadersAcross, expectPageFitsWindow, rowsUnderTotals, settled, widerThanWindow } from './support/layout-measure';
import { forecastPageOf } from './support/forecast-page';

/** The profit forecast tab on a laptop and on a phone: headers whole, barcodes whole, nothing past the screen. */
withMockServer();

const row = (id: number): ForecastRowWire => ({
  initiativeId: 1,
  initiativeName: 'Обязательная матрица',
  promoter: 'ООО «Фармпромоутер»',
  promotionalProductId: 100_000 + id,
  promotionalProductName: 'Аскорбиновая кислота таблетки жевательные 25 мг №10',
  barcodes: [`46000001234${10 + id}`],
  regionalPurchasingPrice: 12_345.67,
  minQuantity: 1,
  requiredQuantity: 120,
  regionalSalesQuantity: 30,
  possibleProfit: 10,
  possibleSupplierGroups: ['Группа А'],
  quantityForOrder: 0,
  purchasedAmount: 1_250,
  balance: 40,
  otherInitiatives: [],
});

function serveForecast() {
  const rows = Array.from({ length: 5 }, (_, k) => row(k));
  mockServer.use(
    http.get('/api/pharmacy/pharmacy/portal-id/:id', () => HttpResponse.json(pharmacyOne)),
    http.get('/api/reports-rt/rest/profit-forecast', ({ request }) => {
      return HttpResponse.json(forecastPageOf(rows, request));
    }),
    http.get('/api/reports-rt/rest/profit-forecast-prediction', () => HttpResponse.json({ bonuses: [] })),
    http.get('/api/reports-rt/rest/profit-forecast-bonuses', () => HttpResponse.json([])),
    http.get('/api/pharmacy-cabinet-purchase-service/v1/pharmsm/check', () =>
      HttpResponse.json([{ code: 'ПС-1', name: 'Система заказов' }]),
    ),
  );
}

async function openForecast(width: number, height: number) {
  await page.viewport(width, height);
  serveForecast();
  await renderApp('/reports?tab=profitForecast', { signedIn: true });
  const grid = page.getByRole('grid', { name: 'Товары прогноза' });
  await expect.element(grid.getByRole('row').filter({ hasText: 'Обязательная матрица' }).first()).toBeVisible();
  await settled();
  return grid.element() as HTMLElement;
}

/** Cells of a column whose text is cut (wider than the cell shows). */
const cutCells = (grid: HTMLElement, text: string) =>
  [...grid.querySelectorAll<HTMLElement>('[role="gridcell"]')].filter(
    (cell) => cell.textContent === text && cell.scrollWidth > cell.clientWidth,
  );

describe('profit forecast layout', () => {
  it('at 1440×900 shows every header whole and a 13-digit barcode uncut', async () => {
    const grid = await openForecast(1440, 900);
    expect(await clippedHeadersAcross(grid)).toEqual([]);
    expect(cutCells(grid, '4600000123410')).toEqual([]);
    expect(rowsUnderTotals(grid)).toEqual([]);
    expect(widerThanWindow()).toEqual([]);
    expectPageFitsWindow();
  });

  it('at 390×844 keeps the page within the screen and the order actions inside their card', async () => {
    const grid = await openForecast(390, 844);
    expect(widerThanWindow()).toEqual([]);
    expectPageFitsWindow();
    expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    const run = page.getByRole('button', { name: 'Выполнить' }).element().getBoundingClientRect();
    const card = document.querySelector('.profit-forecast__order')!.getBoundingClientRect();
    expect(run.right).toBeLessThanOrEqual(card.right);
    expect(await clippedHeadersAcross(grid)).toEqual([]);
  });
});
