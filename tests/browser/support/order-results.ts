import { expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * The order-send result panel sits right under the order actions and above the list (one panel,
 * the screen's): a send's result is read where the user acted, not below a long grid.
 */
export function expectResultsUnderActions(list: Element) {
  // While empty the region has no box (display: contents), so it is found by its label, not its role.
  const panels = [...document.querySelectorAll('[role="status"][aria-label="Результат отправки заказа"]')];
  expect(panels).toHaveLength(1);
  const actions = page.getByRole('combobox', { name: 'Выберите действие с заказом' }).element();
  const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(follows(actions, panels[0])).toBe(true);
  expect(follows(panels[0], list)).toBe(true);
}
