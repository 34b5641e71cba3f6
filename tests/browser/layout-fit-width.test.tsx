import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PayrollTab } from '../../src/screens/payroll/PayrollTab';
import { expectPageFitsWindow, settled, widerThanWindow } from './support/layout-measure';
import { mockServer, withMockServer } from './support/mock-server';
import { overviewHandlers, overviewRecord } from './support/overview-data';
import { cashier, payrollHandlers } from './support/payroll-data';
import { renderApp, renderInShell } from './support/render-app';

/**
 * The page is as wide as the window at the widths between a phone's and a desktop's: the header
 * at the narrowest phone, the payroll's wide cashier table from a tablet to a laptop.
 */
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

const cashierNames = [
  'Иванова Мария Сергеевна',
  'Петров Алексей Викторович',
  'Смирнова Ольга Николаевна',
  'Кузнецова Елена Павловна',
  'Соколов Дмитрий Андреевич',
];
const cashiers = cashierNames.map((name, k) => cashier(name, { validUser: k !== 4, username: k === 0 ? 'kassir1' : null }));

async function openPayroll(width: number) {
  await page.viewport(width, 900);
  mockServer.use(...payrollHandlers({ cashiers }));
  await renderInShell('/reports?tab=payrollCalculation', <PayrollTab isTabShown={() => true} />);
  const table = page.getByRole('table', { name: 'Кассиры' });
  await expect.element(table.getByText(cashierNames[0])).toBeVisible();
  await settled();
  const element = table.element() as HTMLElement;
  // The box that scrolls: the table itself, or a box around it.
  const box = getComputedStyle(element).overflowX === 'auto' ? element : element.parentElement!;
  return { box, panel: element.closest<HTMLElement>('.payroll__panel')! };
}

describe('the payroll’s cashier table', () => {
  it.each([700, 1024, 1280])('at %i px it scrolls sideways in its own box, a Tab stop; the page does not', async (width) => {
    const { box, panel } = await openPayroll(width);
    expect(widerThanWindow(), 'wider than the window').toEqual([]);
    expectPageFitsWindow();
    expect(box.getBoundingClientRect().right, 'the table’s box inside its panel').toBeLessThanOrEqual(panel.getBoundingClientRect().right);
    expect(box.scrollWidth, 'the table is wider than its box').toBeGreaterThan(box.clientWidth);
    expect(box.tabIndex, 'the keyboard reaches the scroll box').toBe(0);
  });

  it('on a wide screen the table spans its panel and is no Tab stop of its own', async () => {
    const { box, panel } = await openPayroll(2400);
    const inner = panel.getBoundingClientRect().width - parseFloat(getComputedStyle(panel).paddingLeft) * 2 - 2;
    expect(Math.round(box.getBoundingClientRect().width)).toBeGreaterThanOrEqual(Math.floor(inner));
    expect(box.hasAttribute('tabindex')).toBe(false);
  });
});
