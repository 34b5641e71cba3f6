import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectPageFitsWindow, settled, widerThanWindow } from './support/layout-measure';
import { mockServer, withMockServer } from './support/mock-server';
import { overviewHandlers, overviewRecord } from './support/overview-data';
import { renderApp } from './support/render-app';

/** The page is as wide as the window: the header at the narrowest phones. */
withMockServer();

/** The boxes of `root` whose text is cut (wider or taller than they show) without a title giving it whole. */
function cutWithoutTitle(root: Element): string[] {
  return [root, ...root.querySelectorAll<HTMLElement>('*')]
    .filter((box) => box instanceof HTMLElement && box.getBoundingClientRect().width > 1)
    .filter((box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1)
    .filter((box) => !box.closest('[title]'))
    .map((box) => `${box.tagName.toLowerCase()}.${box.className} «${box.textContent?.trim()}»`);
}

describe('the header on the narrowest phones', () => {
  it.each([320, 360, 390])('at %i px the header fits the screen, «Выйти» on it and the title whole', async (width) => {
    await page.viewport(width, 700);
    mockServer.use(...overviewHandlers([overviewRecord(101, 'MANDATORY_MATRIX', 'Матрица квартала')]));
    await renderApp('/reports?tab=common', { signedIn: true });
    await expect.element(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    const header = document.querySelector('header.header')!;
    await settled();
    expect(widerThanWindow(), 'wider than the window').toEqual([]);
    expectPageFitsWindow();
    const signOut = page.getByRole('button', { name: 'Выйти' }).element().getBoundingClientRect();
    expect(signOut.right, '«Выйти» inside the screen').toBeLessThanOrEqual(width);
    expect(cutWithoutTitle(header), 'header texts cut').toEqual([]);
  });
});
