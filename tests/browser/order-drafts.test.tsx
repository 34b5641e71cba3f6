import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { savedDrafts } from './support/handlers/order-drafts';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';
import { rgHandlers } from './support/rg-order-data';

/**
 * The RG order's draft on the screen (issue 18 item 1), the gateway mocked with msw: a kept draft
 * comes back with a notice of what changed; a typed quantity is saved shortly after; a back end
 * without drafts (404) leaves the screen as before with one quiet line; a failed save says so.
 */
withMockServer();

const grid = () => page.getByRole('grid', { name: 'Товары заказа по группам закупок' });
const rowOf = (name: string) => grid().getByRole('row').filter({ hasText: name });
const draftsPath = '/api/pharmacy-cabinet-purchase-service/v1/order-drafts/:screen';

async function openRg() {
  await page.viewport(1400, 900);
  mockServer.use(...rgHandlers());
  renderApp('/reports?tab=purchaseOrderRG', { signedIn: true });
  await expect.element(rowOf('Товар 103')).toBeVisible();
}

async function typeQuantity(name: string, packs: string) {
  await rowOf(name).getByRole('gridcell').filter({ has: page.getByText(/^\d*$/u) }).last().click();
  const box = grid().getByRole('textbox', { name: `Количество к заказу: ${name}` });
  await userEvent.fill(box, packs);
  await userEvent.keyboard('{Enter}');
}

describe('the RG order’s draft', () => {
  it('restores a kept quantity and lists what changed under the draft instead of applying silently', async () => {
    savedDrafts.set('rg-order', {
      revision: 4,
      draft: {
        state: { promoters: [], filters: { excludedInitiatives: [], zeroBalance: false, priceFrom: '', priceTo: '', supplier: null, productId: null } },
        edits: [
          { key: ':103', text: '9', name: 'Товар 103', price: 1, balance: 1 },
          { key: ':999', text: '5', name: 'Вольтарен', price: 10, balance: null },
        ],
      },
    });
    await openRg();
    await expect.element(page.getByText('Позиции больше нет: Вольтарен (было введено 5)')).toBeVisible();
    await expect.element(page.getByText(/^Цена изменилась: Товар 103 — 1,00 ₽ → /u)).toBeVisible();
    await expect.element(rowOf('Товар 103')).toHaveTextContent(/9/u);
    await userEvent.click(page.getByRole('button', { name: 'Понятно' }));
    await expect.element(page.getByText('Позиции больше нет: Вольтарен (было введено 5)')).not.toBeInTheDocument();
  });

  it('saves a typed quantity shortly after, and «Очистить черновик» asks first, then clears it', async () => {
    await openRg();
    await typeQuantity('Товар 103', '12');
    await expect.element(page.getByText('Черновик сохранён')).toBeVisible();
    expect(savedDrafts.get('rg-order')?.draft?.edits).toEqual([expect.objectContaining({ key: ':103', text: '12', name: 'Товар 103' })]);
    await userEvent.click(page.getByRole('button', { name: 'Очистить черновик' }));
    const dialog = page.getByRole('dialog', { name: 'Очистить черновик?' });
    await userEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    expect(savedDrafts.get('rg-order')?.draft).not.toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Очистить черновик' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Очистить' }));
    await expect.poll(() => savedDrafts.get('rg-order')?.draft).toBeNull();
  });

  it('a back end without drafts (404): the screen works as before, with one quiet line and no clearing', async () => {
    mockServer.use(http.get(draftsPath, () => HttpResponse.json({ message: 'Такого метода нет' }, { status: 404 })));
    await openRg();
    await expect.element(page.getByText('Черновики на этом сервере не сохраняются')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Очистить черновик' })).not.toBeInTheDocument();
    await typeQuantity('Товар 103', '3');
    await expect.element(rowOf('Товар 103')).toHaveTextContent(/3/u);
  });

  it('a failed save says so quietly, with no error window, and is tried again', async () => {
    let puts = 0;
    mockServer.use(http.put(draftsPath, () => (puts++, HttpResponse.json({ message: 'Сервис недоступен' }, { status: 503 }))));
    await openRg();
    await typeQuantity('Товар 103', '4');
    await expect.element(page.getByText('Черновик не сохранён — повторим')).toBeVisible();
    expect(document.querySelector('dialog[open]')).toBeNull();
    await expect.poll(() => puts, { timeout: 8000 }).toBeGreaterThan(1);
  });
});
