import { cleanup } from 'vitest-browser-react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defaultPayrollOffset, payrollMonthStart } from '../../src/domain/payroll/month';
import { localCopiesWritten } from '../../src/machines/orders/order-draft.local';
import { PayrollTab } from '../../src/screens/payroll/PayrollTab';
import { savedDrafts } from './support/handlers/order-drafts';
import { mockServer, withMockServer } from './support/mock-server';
import { payrollHandlers } from './support/payroll-data';
import { renderInShell } from './support/render-app';

/**
 * The payroll's typed, unsaved figures kept as a draft: put back with a notice when the tab opens,
 * cleared by «Сохранить» and by «Очистить черновик», and on a back end without drafts kept on
 * this computer only. The gateway answered by msw.
 */
withMockServer();

const month = () => payrollMonthStart(defaultPayrollOffset, new Date());
const rate = () => page.getByRole('textbox', { name: 'Ставка, руб.: Иванова Анна' });
const save = () => page.getByRole('button', { name: 'Сохранить', exact: true });
const notice = () => page.getByRole('status').filter({ hasText: 'Восстановлены введённые' });
const restoredLine = 'Восстановлены введённые, но не сохранённые значения расчёта:';

async function openPayroll() {
  await page.viewport(1600, 900);
  mockServer.use(
    ...payrollHandlers(),
    http.post('/api/cashier-payroll/payroll-pharmacy/update', () => HttpResponse.json({ savedAt: '2026-11-30T12:00:00Z' })),
  );
  await renderInShell('/reports?tab=payrollCalculation', <PayrollTab isTabShown={() => true} />);
  await expect.element(rate()).toBeVisible();
}

/** The draft the gateway keeps for the payroll, once a save of it has landed. */
async function keptOnServer() {
  await expect.poll(() => savedDrafts.get('payroll')?.draft?.edits.map((edit) => edit.text), { timeout: 3000 }).toBeDefined();
  return savedDrafts.get('payroll')!.draft;
}

describe('payroll drafts', () => {
  it('a kept draft of the month: its figures over the loaded ones, with a notice until «Понятно»', async () => {
    savedDrafts.set('payroll', {
      revision: 1,
      draft: {
        state: { month: month() },
        edits: [
          { key: 'cashier:0:fixed', text: '17500', name: 'Иванова Анна', price: 16242, balance: null },
          { key: 'stat:turnoverPeriod', text: '12,5.', name: '', price: 35, balance: null },
        ],
      },
    });
    await openPayroll();
    await expect.element(rate()).toHaveValue('17 500,00');
    await expect.element(notice()).toHaveTextContent(restoredLine);
    await expect.element(notice()).toHaveTextContent('Ставка, руб. (Иванова Анна): 17500');
    await expect.element(notice()).toHaveTextContent('Оборачиваемость, дн.: 12,5.');
    await expect.element(page.getByText('Есть несохранённые изменения')).toBeVisible();
    // The refused text came back refused: Save waits for it.
    await expect.element(save()).toBeDisabled();
    await notice().getByRole('button', { name: 'Понятно' }).click();
    await expect.element(notice()).not.toBeInTheDocument();
  });

  it('a typed rate is kept on the server, and «Сохранить» answered clears the draft', async () => {
    await openPayroll();
    await rate().fill('17500');
    await userEvent.keyboard('{Enter}');
    expect((await keptOnServer())?.edits).toMatchObject([{ key: 'cashier:0:fixed', text: '17500', name: 'Иванова Анна' }]);
    expect(savedDrafts.get('payroll')!.draft?.state).toEqual({ month: month() });
    await save().click();
    await expect.poll(() => savedDrafts.get('payroll')?.draft, { timeout: 3000 }).toBeNull();
    await expect.element(page.getByText('Есть несохранённые изменения')).not.toBeInTheDocument();
  });

  it('«Очистить черновик», confirmed: the month as saved again and no draft kept', async () => {
    await openPayroll();
    await rate().fill('17500');
    await userEvent.keyboard('{Enter}');
    await keptOnServer();
    await page.getByRole('button', { name: 'Очистить черновик' }).click();
    await expect
      .element(page.getByRole('dialog'))
      .toHaveTextContent('Введённые и не сохранённые значения расчёта будут удалены во всех окнах и браузерах');
    await page.getByRole('dialog').getByRole('button', { name: 'Очистить', exact: true }).click();
    await expect.element(rate()).toHaveValue('16 242,00');
    await expect.poll(() => savedDrafts.get('payroll')?.draft, { timeout: 3000 }).toBeNull();
    await expect.element(page.getByText('Есть несохранённые изменения')).not.toBeInTheDocument();
  });

  it('on a back end without drafts the figures are kept on this computer only, and the tab opened again puts them back', async () => {
    const noDrafts = () =>
      mockServer.use(
        http.all('/api/pharmacy-cabinet-purchase-service/v1/order-drafts/:screen', () =>
          HttpResponse.json({ message: 'Такого метода нет' }, { status: 404 }),
        ),
      );
    noDrafts();
    await openPayroll();
    await expect.element(page.getByText('Черновик хранится только на этом компьютере: сервер черновики не сохраняет')).toBeVisible();
    await rate().fill('17500');
    await userEvent.keyboard('{Enter}');
    await localCopiesWritten();
    const copy = Object.keys(localStorage).find((key) => key.endsWith(':payroll'));
    expect(copy).toBeDefined();
    const stored = localStorage.getItem(copy!)!;

    // The tab opened again (a reload): this computer's copy puts the rate back.
    cleanup();
    noDrafts();
    await page.viewport(1600, 900);
    mockServer.use(...payrollHandlers());
    // renderInShell starts from an empty storage, as a new page would not: the copy is put back first.
    const original = localStorage.clear.bind(localStorage);
    localStorage.clear = () => {
      original();
      localStorage.setItem(copy!, stored);
    };
    try {
      await renderInShell('/reports?tab=payrollCalculation', <PayrollTab isTabShown={() => true} />);
    } finally {
      localStorage.clear = original;
    }
    await expect.element(rate()).toHaveValue('17 500,00');
    await expect.element(notice()).toHaveTextContent('Ставка, руб. (Иванова Анна): 17500');
  });
});
