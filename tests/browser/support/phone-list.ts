import { expect } from 'vitest';

/**
 * What a phone user does to reach an order screen's list: it stands under the filters and the
 * order, below the first screen, and is drawn once the page is scrolled (PositionsOrderTab). The
 * scroll is heard once the screen is drawn, so the test waits for the list's place first.
 */
export async function scrollTowardsTheList() {
  // A first test of a file also waits for the portal's first load.
  await expect.poll(() => document.querySelector('.positions__list'), { timeout: 20_000 }).not.toBeNull();
  window.scrollBy(0, 100);
}
