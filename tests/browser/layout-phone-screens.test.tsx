import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { withMockServer } from './support/mock-server';
import { walkFeedback, walkInitiativesList, walkOrderHistory, walkPayroll, walkPurchaseOrder, walkRecommendedOrder, walkRgOrder } from './support/new-screens';

/**
 * The screens of issue 22 on a 390×844 phone with the demo pharmacy's data, walked as on the
 * desktop (layout-desktop.test.tsx): nothing wider than the screen (a wide table or grid scrolls
 * inside its own box), no message or header cut short. layout-phone-data.test.tsx measures the
 * same tabs with extreme data (names of 60+ characters, millions).
 */
withMockServer();

// The first walk of a file also waits for the portal's first load (about 10 s with other work on the machine).
describe('phone 390×844', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 10, 0) });
    await page.viewport(390, 844);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('payroll, its cashier logins and plan editor: a login refused, then created; every section and result tab', walkPayroll);
  it('purchase order by initiative type: the products and the initiatives menu', walkPurchaseOrder);
  it('RG order: the recommended goods', walkRgOrder);
  it('recommended order: the products with their explanations', walkRecommendedOrder);
  it('order history: the orders, one opened to its refused line', walkOrderHistory);
  it('initiatives list: the list, its filters and the background tasks', walkInitiativesList);
  it('feedback: earlier messages, a message written and a refused send', walkFeedback);
});
