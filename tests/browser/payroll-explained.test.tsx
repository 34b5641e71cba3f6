import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PayrollTab } from '../../src/screens/payroll/PayrollTab';
import { mockServer, withMockServer } from './support/mock-server';
import { payrollHandlers } from './support/payroll-data';
import { renderInShell } from './support/render-app';

/** The payroll tab explains itself: figures below zero, the extra bonus, a 0 rate. */
withMockServer();

async function openPayroll(options: Parameters<typeof payrollHandlers>[0] = {}) {
  await page.viewport(1440, 900);
  const saves: unknown[] = [];
  mockServer.use(
    ...payrollHandlers(options),
    http.post('/api/cashier-payroll/payroll-pharmacy/update', async ({ request }) => {
      saves.push(await request.json());
      await delay(50);
      return HttpResponse.json({ savedAt: '2026-11-26T10:00:00Z' });
    }),
  );
  await renderInShell('/reports?tab=payrollCalculation', <PayrollTab isTabShown={() => true} />);
  return saves;
}

const save = () => page.getByRole('button', { name: 'Сохранить', exact: true });

describe('payroll explained', () => {
  it('a figure below zero says why beside it, without hovering: the bonus to distribute, each KPI bonus, the KPI bonus', async () => {
    await openPayroll({ penalty: 6000 });
    await page.getByRole('tab', { name: 'Базовая премия' }).click();
    const base = page.getByRole('table', { name: 'Базовая премия' }).getByRole('row').filter({ hasText: 'Иванова Анна' });
    await expect
      .element(base.getByText('Меньше нуля: штраф за просроченные остатки 6 000,00 больше премии с учётом оборачиваемости 4 500,00'))
      .toBeVisible();
    await page.getByRole('tab', { name: 'Премия по KPI' }).click();
    const why =
      'Меньше нуля: премия для распределения по KPI отрицательная (-1 500,00): штраф за просроченные остатки больше премии с учётом оборачиваемости';
    const kpi = page.getByRole('table', { name: 'Премия по KPI', exact: true }).getByRole('row').filter({ hasText: 'Иванова Анна' });
    await expect.element(kpi.getByText(why)).toBeVisible();
    // Every cell under zero on the page carries its reason.
    const cells = [...document.querySelectorAll<HTMLElement>('td.payroll-explained')].filter((cell) =>
      cell.firstChild?.textContent?.startsWith('-'),
    );
    expect(cells.length).toBeGreaterThan(2);
    for (const cell of cells) expect(cell.querySelector('.payroll-explained__why')?.textContent).toMatch(/^Меньше нуля: \S/u);
  });

  it('at 390×844 a reason wraps inside its cell, and the notes inside the screen', async () => {
    await openPayroll({ penalty: 6000 });
    await page.viewport(390, 844);
    await page.getByRole('tab', { name: 'Базовая премия' }).click();
    const why = page.getByText(/^Меньше нуля: штраф за просроченные остатки/u).first();
    await expect.element(why).toBeVisible();
    const cell = why.element().closest('td')!.getBoundingClientRect();
    const box = why.element().getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(cell.left);
    expect(box.right).toBeLessThanOrEqual(cell.right);
    const note = page
      .getByText(/^«Итого к начислению» = оплата по ставке/u)
      .element()
      .getBoundingClientRect();
    expect(note.left).toBeGreaterThanOrEqual(0);
    expect(note.right).toBeLessThanOrEqual(390);
  });

  it('a figure at or above zero shows no reason', async () => {
    await openPayroll();
    await page.getByRole('tab', { name: 'Базовая премия' }).click();
    await expect.element(page.getByRole('table', { name: 'Базовая премия' })).toBeVisible();
    expect(document.querySelectorAll('.payroll-explained__why')).toHaveLength(0);
  });

  it('says what «Доп. премия по инициативам» is and that «Итого к начислению» does not include it', async () => {
    await openPayroll();
    await page.getByRole('tab', { name: 'Дополнительные премии' }).click();
    await expect
      .element(page.getByText(/^Доп\. премия по инициативам — премия кассира за проданные упаковки товаров инициатив/u))
      .toBeVisible();
    await expect.element(page.getByText(/В «Итого к начислению» она не входит/u)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Итого' });
    await expect
      .element(
        summary.getByText(
          /^«Итого к начислению» = оплата по ставке \+ премия за месяц\. Доп\. премия по инициативам \(всего [\d\s]+,\d\d руб\.\) в него не входит/u,
        ),
      )
      .toBeVisible();
  });

  it('a 0 rate is saved only once the screen has asked; «Отмена» saves nothing and gives the focus back to «Сохранить»', async () => {
    const saves = await openPayroll();
    const rate = page.getByRole('textbox', { name: 'Ставка, руб.: Иванова Анна' });
    await rate.fill('0');
    await expect.poll(() => save().element().getAttribute('aria-disabled')).toBeNull();
    save().element().focus();
    await userEvent.keyboard('{Enter}');
    const question = page.getByRole('dialog', { name: 'Ставка 0' });
    await expect
      .element(question)
      .toHaveTextContent('У кассира Иванова Анна ставка 0,00 руб.: оплата по ставке будет 0,00 руб. Сохранить со ставкой 0?');
    await expect.element(question.getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(question).not.toBeInTheDocument();
    await expect.element(save()).toHaveFocus();
    expect(saves).toHaveLength(0);
    // Escape is «Отмена» too.
    await userEvent.keyboard('{Enter}');
    await expect.element(question).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(save()).toHaveFocus();
    expect(saves).toHaveLength(0);
    await save().click();
    await question.getByRole('button', { name: 'Сохранить со ставкой 0' }).click();
    await expect.element(page.getByText('Расчёт сохранён')).toBeVisible();
    expect(saves).toHaveLength(1);
    await expect.element(save()).toHaveFocus();
  });

  it('a month without a 0 rate is saved at once', async () => {
    const saves = await openPayroll();
    await page.getByRole('textbox', { name: 'Отработано, ч: Иванова Анна' }).fill('150');
    await expect.poll(() => save().element().getAttribute('aria-disabled')).toBeNull();
    // A press quicker than the calculation: the box commits as the press takes its focus, and the
    // save waits for the figures of that number instead of being lost.
    await save().click();
    await expect.element(page.getByText('Расчёт сохранён')).toBeVisible();
    expect(saves).toHaveLength(1);
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
  });
});
