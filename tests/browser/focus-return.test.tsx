import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PayrollTab } from '../../src/screens/payroll/PayrollTab';
import { mockServer, withMockServer } from './support/mock-server';
import { payrollHandlers } from './support/payroll-data';
import { purchaseHandlers } from './support/purchase-order-data';
import { renderApp, renderInShell } from './support/render-app';

/**
 * Walked with the keyboard: after a dialog, a menu or an action the focus is on
 * the control that opened it (or on what the action produced), never on <body>, so the next Tab
 * goes on from where the user was.
 */
withMockServer();

const api = '/api/pharmacy-cabinet-purchase-service';
const preselectedUrl = `/reports?tab=purchaseOrder&type=PROCUREMENT&initiative=11&initiativeName=${encodeURIComponent('Закупка 11')}`;
const plan = () => document.querySelector('[data-total="plan"]')?.textContent;

async function openPurchaseOrder() {
  await page.viewport(1400, 900);
  mockServer.use(...purchaseHandlers().handlers);
  await renderApp(preselectedUrl, { signedIn: true });
  await expect.poll(plan, { timeout: 10_000 }).toBe('10 000,00');
}

const focused = () => document.activeElement;

describe('focus after dialogs, menus and actions', () => {
  it('Escape in the «Инициативы» menu leaves focus on its button while the options reload', async () => {
    await openPurchaseOrder();
    const opener = page.getByRole('button', { name: /^Инициативы:/u });
    opener.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('group', { name: 'Инициативы' })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('group', { name: 'Инициативы' })).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
    // The options reload after the menu closes (the button unavailable meanwhile); the focus stays put through it.
    await expect.poll(() => opener.element().getAttribute('aria-disabled')).toBeNull();
    await expect.element(opener).toHaveFocus();
  });

  it('«Показать список товаров» pressed with Enter keeps the focus on the button while the list loads and after', async () => {
    await openPurchaseOrder();
    const show = page.getByRole('button', { name: 'Показать список товаров' });
    show.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('grid', { name: 'Товары заказа по инициативам' }).getByRole('row').filter({ hasText: 'Товар 101' }))
      .toBeVisible();
    await expect.element(show).toHaveFocus();
  });

  it('cancelling the order confirmation gives the focus back to «Выполнить»', async () => {
    mockServer.use(
      http.post(`${api}/v1/puls/stock-check`, async () => {
        await delay(50);
        return HttpResponse.json({ warehouseCode: 'MSK-01', rejected: [] });
      }),
    );
    await openPurchaseOrder();
    await page.getByRole('button', { name: 'Показать список товаров' }).click();
    const row = page.getByRole('grid', { name: 'Товары заказа по инициативам' }).getByRole('row').filter({ hasText: 'Товар 101' });
    await expect.element(row).toBeVisible();
    await userEvent.click(row.element().querySelector('.positions__quantity')!);
    await userEvent.fill(page.getByRole('textbox', { name: 'Количество к заказу: Товар 101' }).element(), '3');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.querySelector('[data-total="orderCost"]')?.textContent).toBe('300,00');
    await page.getByRole('combobox', { name: 'Выберите действие с заказом' }).selectOptions('Отправить заказ в Пульс');
    const execute = page.getByRole('button', { name: 'Выполнить' });
    execute.element().focus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Подтверждение заказа' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(execute).toHaveFocus();

    // Escape closes it the same way.
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(execute).toHaveFocus();
  });

  it('payroll «Сохранить» pressed with Enter keeps the focus on the button through the save', async () => {
    await page.viewport(1440, 900);
    let saved = 0;
    mockServer.use(
      ...payrollHandlers(),
      http.post('/api/cashier-payroll/payroll-pharmacy/update', async () => {
        saved++;
        await delay(200);
        return HttpResponse.json({ savedAt: '2026-11-26T10:00:00Z' });
      }),
    );
    await renderInShell('/reports?tab=payrollCalculation', <PayrollTab isTabShown={() => true} />);
    const save = page.getByRole('button', { name: 'Сохранить', exact: true });
    await expect.element(save).toBeVisible();
    await page.getByRole('textbox', { name: 'Отработано, ч: Иванова Анна' }).fill('150');
    const button = save.element();
    // Available once the edited month is calculated again.
    await expect.poll(() => button.getAttribute('aria-disabled')).toBeNull();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Расчёт сохранён')).toBeVisible();
    expect(saved).toBe(1);
    // Unavailable while it saved, yet the focus is still on it.
    expect(focused()).toBe(button);
  });
});
