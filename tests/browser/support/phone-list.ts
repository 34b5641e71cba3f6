import { expect } from 'vitest';

/**
 * What a phone user does to reach a part drawn once near view: it stands below the first screen
 * and is drawn once the page is scrolled. The scroll is heard once the screen is drawn, so the
 * test waits for the part's place first.
 */
async function scrollTowards(place: string) {
  // A first test of a file also waits for the portal's first load.
  await expect.poll(() => document.querySelector(place), { timeout: 20_000 }).not.toBeNull();
  window.scrollBy(0, 100);
}

/** An order screen's list, under the filters and the order (PositionsOrderTab). */
export const scrollTowardsTheList = () => scrollTowards('.positions__list');

/** The overview's table, under the pharmacy's purchases and the toolbar (OverviewTable). */
export const scrollTowardsTheOverviewTable = () => scrollTowards('.overview__table');
