import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { pharmacyOne } from './support/handlers/pharmacy';
import { expectPageFitsWindow, settled, widerThanWindow } from './support/layout-measure';
import { withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';

/**
 * The header walked with the keyboard: the skip link is the first Tab stop and lands in the page's
 * content; on a phone the links fold into «Меню», which opens and closes with the keyboard, and
 * «Выйти» stays on the one line; the address closes with Escape on every screen.
 */
withMockServer();

const focused = () => document.activeElement;
const signOut = () => page.getByRole('button', { name: 'Выйти' });
const menuButton = () => page.getByRole('button', { name: 'Меню' });
/** The header's «Помощь» link is drawn (a folded menu hides it from everyone, assistive technology too). */
const helpShown = () =>
  [...document.querySelectorAll('header a')].find((link) => link.textContent === 'Помощь')?.checkVisibility() ?? false;
const inWindow = (element: Element, width: number) => {
  const box = element.getBoundingClientRect();
  return box.left >= 0 && box.right <= width && box.width > 0;
};

async function openHome(width: number, height: number) {
  await page.viewport(width, height);
  await renderApp('/mobile-app', { signedIn: true });
  await expect.element(signOut()).toBeVisible();
  await settled();
  (document.activeElement as HTMLElement | null)?.blur();
}

describe.each([
  [1440, 900],
  [390, 844],
])('header at %i×%i', (width, height) => {
  it('the first Tab reaches «Перейти к содержимому», and Enter puts the next Tab inside the page’s content', async () => {
    await openHome(width, height);
    await userEvent.keyboard('{Tab}');
    const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
    await expect.element(skip).toHaveFocus();
    // Seen while it has the focus, on the screen.
    expect(inWindow(skip.element(), width)).toBe(true);
    await userEvent.keyboard('{Enter}');
    expect(focused()).toBe(document.querySelector('main'));
    await userEvent.keyboard('{Tab}');
    const next = focused();
    expect(next?.closest('main'), `the Tab after the skip link is inside the content, not on «${next?.textContent}»`).not.toBeNull();
    expect(document.querySelector('header')?.contains(next)).toBe(false);
  });

  it('the address opens with Enter, closes with Escape and never moves «Выйти» off its line', async () => {
    await openHome(width, height);
    const top = signOut().element().getBoundingClientRect().top;
    if (width < 640) {
      menuButton().element().focus();
      await userEvent.keyboard('{Enter}');
    }
    const toggle = page.getByRole('button', { name: 'АДРЕС АПТЕКИ' });
    toggle.element().focus();
    await userEvent.keyboard('{Enter}');
    const address = page.getByRole('button', { name: pharmacyOne.address });
    await expect.element(address).toBeVisible();
    await settled();
    expect(signOut().element().getBoundingClientRect().top, '«Выйти» on the same line').toBe(top);
    expect(inWindow(signOut().element(), width)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: 'АДРЕС АПТЕКИ' })).toHaveFocus();
  });
});

describe('header on a 390×844 phone', () => {
  it('is one line with «Выйти» on the screen; the links open from «Меню» with Enter and close with Escape, back on «Меню»', async () => {
    await openHome(390, 844);
    const header = document.querySelector('header')!;
    expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(56);
    expect(header.scrollWidth, 'nothing scrolls sideways in the header').toBeLessThanOrEqual(header.clientWidth);
    expect(inWindow(signOut().element(), 390), '«Выйти» on the screen').toBe(true);
    expect(helpShown()).toBe(false);
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'false');

    menuButton().element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Мобильное приложение' })).toHaveFocus();
    for (const name of ['Аналитика (кубы)', 'Помощь']) {
      const link = page.getByRole('link', { name });
      await expect.element(link).toBeVisible();
      expect(inWindow(link.element(), 390)).toBe(true);
    }
    await settled();
    expect(widerThanWindow()).toEqual([]);
    expectPageFitsWindow();

    await userEvent.keyboard('{Escape}');
    await expect.element(menuButton()).toHaveFocus();
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(helpShown()).toBe(false);

    // Space opens it too; «Выйти» is still the next stop after the open menu's last control.
    await userEvent.keyboard(' ');
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'true');
    page.getByRole('button', { name: 'АДРЕС АПТЕКИ' }).element().focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(signOut()).toHaveFocus();
    // The focus left the menu: it closes.
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a link chosen in the menu opens its page and closes the menu', async () => {
    await openHome(390, 844);
    await menuButton().click();
    await page.getByRole('link', { name: 'История заказов' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'История заказов' })).toBeVisible();
    await expect.element(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('header at 1440×900', () => {
  it('shows the links in the row, with no «Меню»', async () => {
    await openHome(1440, 900);
    await expect.element(page.getByRole('link', { name: 'Помощь' })).toBeVisible();
    await expect
      .element(menuButton())
      .not.toBeInTheDocument()
      .catch(async () => expect.element(menuButton()).not.toBeVisible());
  });
});
