import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { ForecastRowWire } from '../../src/api/contract/forecast';
import { pharmacyOne } from './support/handlers/pharmacy';
import { settled } from './support/layout-measure';
import { mockServer, withMockServer } from './support/mock-server';
import { position as purchasePosition, purchaseHandlers } from './support/purchase-order-data';
import { renderApp } from './support/render-app';
import { scrollTowardsTheList } from './support/phone-list';
import { position as rgPosition, rgHandlers } from './support/rg-order-data';
import { forecastPageOf } from './support/forecast-page';

/**
 * The product names of the order and forecast grids, as a pharmacist reads them: whole (wrapped,
 * never cut before the dose) at 1440 and 1280 px, and in view beside the figures when the grid is
 * scrolled to its last column, on a phone too.
 */
withMockServer();

// The demo's longest names: a name cut before its dose is a wrong order waiting to happen.
const longest = 'Гевискон Двойное действие, таблетки жевательные №12';
const nurofen = 'Нурофен, таблетки 200 мг №20';
const names = [longest, nurofen];

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The data cell showing `name`. */
const nameCell = (grid: HTMLElement, name: string) =>
  [...grid.querySelectorAll<HTMLElement>('[role="gridcell"]')].find((cell) => cell.textContent === name);

/** Whether the cell, or an element inside it, shows less than its text (wider or taller than its box). */
function cut(cell: HTMLElement): string | null {
  for (const box of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
    if (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1) {
      return `${cell.textContent}: ${box.clientWidth}×${box.clientHeight} shows text ${box.scrollWidth}×${box.scrollHeight}`;
    }
  }
  // The text's own boxes (every line) inside the cell's.
  const range = document.createRange();
  range.selectNodeContents(cell);
  const outer = cell.getBoundingClientRect();
  for (const line of range.getClientRects()) {
    if (line.left < outer.left - 0.5 || line.right > outer.right + 0.5 || line.top < outer.top - 0.5 || line.bottom > outer.bottom + 0.5) {
      return `${cell.textContent}: a line at ${Math.round(line.left)}–${Math.round(line.right)} × ${Math.round(line.top)}–${Math.round(line.bottom)} outside the cell`;
    }
  }
  return null;
}

async function expectNamesWhole(grid: HTMLElement) {
  await settled();
  for (const name of names) {
    const cell = nameCell(grid, name);
    expect(cell, name).toBeDefined();
    expect(cut(cell!)).toBeNull();
  }
}

/**
 * Scrolled to its last column, the product's header and name are still inside the grid's box
 * (a grid whose columns all fit, `fits`, does not scroll at all).
 */
async function expectNameFrozen(grid: HTMLElement, name: string, { fits = false } = {}) {
  if (fits) expect(grid.scrollWidth, 'every column in view').toBeLessThanOrEqual(grid.clientWidth);
  else expect(grid.scrollWidth, 'the grid scrolls sideways').toBeGreaterThan(grid.clientWidth);
  grid.scrollLeft = grid.scrollWidth;
  await frame();
  await frame();
  if (!fits) expect(grid.scrollLeft).toBeGreaterThan(0);
  const outer = grid.getBoundingClientRect();
  const header = [...grid.querySelectorAll<HTMLElement>('[role="columnheader"]')].find((cell) => cell.textContent === 'Товар');
  expect(header, 'the product header is rendered').toBeDefined();
  const cell = nameCell(grid, name);
  expect(cell, name).toBeDefined();
  for (const box of [header!.getBoundingClientRect(), cell!.getBoundingClientRect()]) {
    expect(box.left).toBeGreaterThanOrEqual(outer.left - 0.5);
    expect(box.right).toBeLessThanOrEqual(outer.right + 0.5);
  }
  grid.scrollLeft = 0;
  await frame();
}

afterEach(async () => {
  await page.viewport(1440, 900);
});

async function openRg(width: number, height = 900) {
  await page.viewport(width, height);
  mockServer.use(
    ...rgHandlers({
      served: [
        rgPosition(40112, 152.4, { promotionalProductName: nurofen }),
        rgPosition(41004, 318.7, { promotionalProductName: longest }),
      ],
    }),
  );
  await renderApp('/reports?tab=purchaseOrderRG', { signedIn: true });
  await scrollTowardsTheList();
  const grid = page.getByRole('grid', { name: 'Товары заказа по группам закупок' });
  await expect.element(grid.getByRole('row').filter({ hasText: nurofen })).toBeVisible();
  return grid.element() as HTMLElement;
}

async function openPurchase(width: number, height = 900) {
  await page.viewport(width, height);
  const served = [
    purchasePosition(11, 40112, { promotionalProductName: nurofen }),
    purchasePosition(11, 41004, { promotionalProductName: longest }),
  ];
  mockServer.use(...purchaseHandlers({ served }).handlers);
  await renderApp(`/reports?tab=purchaseOrder&type=PROCUREMENT&initiative=11&initiativeName=${encodeURIComponent('Закупка 11')}`, {
    signedIn: true,
  });
  await page.getByRole('button', { name: 'Показать список товаров' }).click();
  const grid = page.getByRole('grid', { name: 'Товары заказа по инициативам' });
  await expect.element(grid.getByRole('row').filter({ hasText: nurofen })).toBeVisible();
  return grid.element() as HTMLElement;
}

const forecastRow = (id: number, name: string): ForecastRowWire => ({
  initiativeId: 1,
  initiativeName: 'Обязательная матрица',
  promoter: 'ООО «Фармпромоутер»',
  promotionalProductId: id,
  promotionalProductName: name,
  barcodes: [`46000001${id}`],
  regionalPurchasingPrice: 152.4,
  minQuantity: 1,
  requiredQuantity: 120,
  regionalSalesQuantity: 30,
  possibleProfit: 10,
  possibleSupplierGroups: ['Группа А'],
  quantityForOrder: 0,
  purchasedAmount: 12,
  balance: 4,
  otherInitiatives: [],
});

async function openForecast(width: number, height = 900) {
  await page.viewport(width, height);
  const rows = [forecastRow(40112, nurofen), forecastRow(41004, longest)];
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
  await renderApp('/reports?tab=profitForecast', { signedIn: true });
  const grid = page.getByRole('grid', { name: 'Товары прогноза' });
  await expect.element(grid.getByRole('row').filter({ hasText: nurofen })).toBeVisible();
  return grid.element() as HTMLElement;
}

describe('product names on the order and forecast grids', () => {
  for (const [width, height] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    it(`RG order at ${width}: names whole, the product frozen`, async () => {
      const grid = await openRg(width, height);
      await expectNamesWhole(grid);
      // At 1440 the RG columns fit beside the widened name: nothing to scroll.
      await expectNameFrozen(grid, longest, { fits: width === 1440 });
    });

    it(`order by initiative type at ${width}: names whole, the product frozen`, async () => {
      const grid = await openPurchase(width, height);
      await expectNamesWhole(grid);
      await expectNameFrozen(grid, longest);
    });

    it(`profit forecast at ${width}: names whole, the product frozen`, async () => {
      const grid = await openForecast(width, height);
      await expectNamesWhole(grid);
      await expectNameFrozen(grid, longest);
    });
  }

  it('at 1440 the name takes the width the RG grid leaves spare, not empty room at its right', async () => {
    const grid = await openRg(1440);
    await settled();
    const cell = nameCell(grid, nurofen)!;
    const lastHeader = [...grid.querySelectorAll('[role="columnheader"]')].at(-1)!;
    // The columns fill the grid: no empty width after the last one.
    expect(grid.getBoundingClientRect().right - lastHeader.getBoundingClientRect().right).toBeLessThan(20);
    expect(cell.getBoundingClientRect().width).toBeGreaterThan(220);
  });

  it('on a phone the forecast keeps its product in view when scrolled', async () => {
    await expectNameFrozen(await openForecast(390, 844), nurofen);
  });

  it('on a phone the RG order keeps its product in view when scrolled', async () => {
    await expectNameFrozen(await openRg(390, 844), nurofen);
  });

  it('on a phone the order by initiative type keeps its product in view when scrolled', async () => {
    await expectNameFrozen(await openPurchase(390, 844), nurofen);
  });
});
