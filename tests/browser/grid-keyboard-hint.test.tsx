import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { gridEntryText, gridMovesText } from '../../src/ui/grid/DataGrid';
import { mockServer, withMockServer } from './support/mock-server';
import { overviewHandlers, overviewRecord } from './support/overview-data';
import { purchaseHandlers } from './support/purchase-order-data';
import { renderApp } from './support/render-app';
import { scrollTowardsTheOverviewTable } from './support/phone-list';

/**
 * A grid is one Tab stop and its cells are reached with the arrows: every grid says so to a screen
 * reader (its accessible description), and a grid with quantity cells says, on the screen above
 * it, where quantities are typed and how the keyboard gets there.
 */
withMockServer();

const preselectedUrl = `/reports?tab=purchaseOrder&type=PROCUREMENT&initiative=11&initiativeName=${encodeURIComponent('Закупка 11')}`;

describe.each([
  [1440, 900],
  [390, 844],
])('grids at %i×%i', (width, height) => {
  it('the order grid shows above itself, and describes, how to reach its quantities', async () => {
    await page.viewport(width, height);
    mockServer.use(...purchaseHandlers().handlers);
    await renderApp(preselectedUrl, { signedIn: true });
    await page.getByRole('button', { name: 'Показать список товаров' }).click();
    const grid = page.getByRole('grid', { name: 'Товары заказа по инициативам' });
    await expect.element(grid.getByRole('row').filter({ hasText: 'Товар 101' })).toBeVisible();
    const hint = gridEntryText('Количество к заказу, уп.');
    await expect.element(grid).toHaveAccessibleDescription(hint);
    const shown = page.getByText(hint);
    await expect.element(shown).toBeVisible();
    // Above the grid, on the screen, whole.
    const box = shown.element().getBoundingClientRect();
    expect(box.bottom).toBeLessThanOrEqual(grid.element().getBoundingClientRect().top + 1);
    expect(box.right).toBeLessThanOrEqual(width);
  });

  it('a grid without quantities tells a screen reader how to move in it and leave it', async () => {
    await page.viewport(width, height);
    mockServer.use(...overviewHandlers([overviewRecord(101, 'MANDATORY_MATRIX', 'Матрица квартала')]));
    await renderApp('/reports?tab=common', { signedIn: true });
    await scrollTowardsTheOverviewTable();
    const grid = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
    await expect.element(grid).toBeVisible();
    await expect.element(grid).toHaveAccessibleDescription(gridMovesText);
  });
});
