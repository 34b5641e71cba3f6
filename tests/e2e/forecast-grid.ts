import { expect, type Locator } from '@playwright/test';

/** The forecast grid has shown the result of the last change: its rows belong to the applied view. */
export async function expectGridSettled(grid: Locator): Promise<void> {
  const frame = grid.locator('xpath=ancestor::div[contains(@class, "profit-forecast__grid")]');
  await expect(frame).toHaveAttribute('aria-busy', 'false');
  const view = await frame.getAttribute('data-view-revision');
  await expect(frame).toHaveAttribute('data-window-revision', view ?? '');
}

/**
 * The rows in view show their data. After a scroll the grid first draws the new positions as
 * placeholder rows («Загрузка...») and asks the worker for them; until the scroll event has come the
 * grid still looks settled, with the rows of before, so the check waits two frames first.
 */
async function expectRowsInViewLoaded(grid: Locator): Promise<void> {
  await grid.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expectGridSettled(grid);
  await expect(grid.getByRole('row').filter({ hasText: 'Загрузка...' })).toHaveCount(0);
}

/**
 * The quantity box of a product, as a pharmacist reaches it: the grid renders only the rows in view
 * (a million at most), so it is scrolled from its top a screen at a time until the product's row is
 * there, then its quantity cell is clicked — only the active cell holds a text box.
 */
export async function quantityCell(grid: Locator, productName: string): Promise<Locator> {
  const shown = grid.getByRole('row').filter({ hasText: productName }).first().locator('.profit-forecast__quantity');
  await grid.evaluate((element) => (element.scrollTop = 0));
  for (let step = 0; step < 100; step++) {
    await expectRowsInViewLoaded(grid);
    if ((await shown.count()) > 0) {
      await shown.scrollIntoViewIfNeeded();
      await shown.click();
      const box = grid.getByRole('textbox', { name: `Количество к заказу: ${productName}` });
      await expect(box).toBeFocused();
      return box;
    }
    const atEnd = await grid.evaluate((element) => {
      const before = element.scrollTop;
      element.scrollTop += element.clientHeight - 64;
      return element.scrollTop === before;
    });
    if (atEnd) break;
  }
  throw new Error(`«${productName}» is not in the forecast grid`);
}
