import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { settled } from './support/layout-measure';
import { withMockServer } from './support/mock-server';
import {
  walkFeedback,
  walkInitiativesList,
  walkOrderHistory,
  walkPayroll,
  walkPurchaseOrder,
  walkRecommendedOrder,
  walkRgOrder,
} from './support/new-screens';

/**
 * The newer screens (payroll, plan, lists, purchase form, history) with the demo pharmacy's data on a 1440×900 desktop and on a 390×844
 * phone, each rendered once per size: nothing wider than its frame (the page never scrolls
 * sideways, a wide table or grid scrolls inside its own box), no message or header cut short.
 * On the desktop the order column of each order grid is in view without scrolling from 1 280 px
 * up. layout-phone-data.test.tsx measures the same tabs on the phone with extreme data.
 */
withMockServer();

/** What the user orders is seen without scrolling the grid sideways, in a window 1 440 or 1 280 px wide. */
async function expectOrderColumnInView(gridName: string, header: string) {
  const grid = page.getByRole('grid', { name: gridName });
  for (const width of [1440, 1280]) {
    await page.viewport(width, 800);
    await settled();
    const box = grid.element() as HTMLElement;
    box.scrollLeft = 0;
    const column = grid.getByRole('columnheader', { name: header }).element().getBoundingClientRect();
    expect(column.right, `«${header}» at ${width} px`).toBeLessThanOrEqual(box.getBoundingClientRect().left + box.clientWidth + 1);
  }
}

const sizes = [
  { size: 'desktop 1440×900', width: 1440, height: 900, desktop: true },
  { size: 'phone 390×844', width: 390, height: 844, desktop: false },
];

// The first walk also waits for the portal's first load (about 10 s with other work on the machine).
describe.each(sizes)('$size', { timeout: 30_000 }, ({ width, height, desktop }) => {
  // The payroll opens on the previous month: November's day gives October 2026.
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 10, 0) });
    await page.viewport(width, height);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(
    'payroll, its cashier logins and plan editor: the month as heading; a login refused, then created; every section and result tab',
    walkPayroll,
  );

  it('purchase order by initiative type: the products and the initiatives menu', async () => {
    await walkPurchaseOrder();
    if (desktop) await expectOrderColumnInView('Товары заказа по инициативам', 'Количество к заказу, уп.');
  });

  it('RG order: the recommended goods', async () => {
    await walkRgOrder();
    if (desktop) await expectOrderColumnInView('Товары заказа по группам закупок', 'Количество к заказу, уп.');
  });

  it('recommended order: the products with their explanations', async () => {
    await walkRecommendedOrder();
    if (desktop) await expectOrderColumnInView('Товары рекомендованного заказа', 'Заказ, уп.');
  });

  it('order history: the orders, one opened to its lines', walkOrderHistory);
  it('initiatives list: the list, its filters and the background tasks', walkInitiativesList);
  it('feedback: earlier messages, a message written and a refused send', walkFeedback);
});
