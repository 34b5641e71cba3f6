import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';
import { expectPageFitsWindow, settled, widerThanWindow } from './support/layout-measure';

/** Pages without tables on a 390×844 phone: nothing wider than the screen, controls wrap. */
withMockServer();

describe('phone 390×844', () => {
  it('the sign-in page fits the screen', async () => {
    await page.viewport(390, 844);
    await renderApp('/sign-in');
    await expect.element(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await settled();
    expect(widerThanWindow()).toEqual([]);
    expectPageFitsWindow();
  });

  it('the mobile app page fits the screen', async () => {
    await page.viewport(390, 844);
    await renderApp('/mobile-app', { signedIn: true });
    await expect.element(page.getByRole('heading').first()).toBeVisible();
    await settled();
    expect(widerThanWindow()).toEqual([]);
    expectPageFitsWindow();
  });
});
