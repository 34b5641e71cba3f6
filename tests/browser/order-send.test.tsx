import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { PulsPurchaseResultWire } from '../../src/api/contract/orders';
import { contentDisposition } from '../../src/domain/orders/file-names';
import { OrderSendProvider, useOrderSend, type OrderLine, type OrderSource } from '../../src/screens/orders/OrderSend';
import { mockServer, withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

withMockServer();

const api = '/api/pharmacy-cabinet-purchase-service';
const aquaMaris = { promotionalProductId: 102, promotionalProductName: 'Аква Марис спрей 30 мл', barcodes: ['4600000000102'] };

/** An order screen reduced to its action buttons. */
function OrderActions() {
  const { send, isBusy } = useOrderSend();
  return (
    <div style={{ cursor: isBusy ? 'progress' : undefined }}>
      <button type="button" disabled={isBusy} onClick={() => send({ type: 'order.sendToPuls' })}>Отправить заказ в Пульс</button>
      <button type="button" disabled={isBusy} onClick={() => send({ type: 'order.downloadFile', kind: 'orderingSystemFile' })}>Скачать XML</button>
    </div>
  );
}

/** The screen's rows: what the worker would answer. */
const sourceOf = (lines: OrderLine[]): OrderSource => ({
  orderDraft: async () => ({ lines, sum: lines.reduce((sum, line) => sum + line.orderAmount * 100, 0) }),
  buildFile: async () => (lines.length ? { bytes: new TextEncoder().encode('<order/>') } : null),
});

async function renderOrderScreen(lines: OrderLine[]) {
  return renderInShell(
    '/forecast',
    <OrderSendProvider type="mtx" source={sourceOf(lines)}>
      <OrderActions />
    </OrderSendProvider>,
  );
}

/** Records the files the portal saves instead of letting the browser save them. */
function catchSavedFiles() {
  const saved: Array<{ name: string; href: string }> = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ name: this.download, href: this.href });
  });
  onTestFinished(() => click.mockRestore());
  return saved;
}

function pulsAnswers(result: PulsPurchaseResultWire) {
  const bodies: unknown[] = [];
  mockServer.use(
    http.post(`${api}/v1/puls/purchase`, async ({ request }) => {
      bodies.push(await request.json());
      await delay(100);
      return HttpResponse.json(result);
    }),
    http.get(`${api}/v1/puls/purchase/:orderId/rejected.xlsx`, ({ params }) =>
      new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
        headers: { 'content-type': 'application/octet-stream', 'content-disposition': contentDisposition(`Отклонённые позиции заказа ${String(params.orderId)}.xlsx`) },
      }),
    ),
  );
  return bodies;
}

describe('sending an order', () => {
  it('sends to Пульс, shows the rejected positions, downloads them, sends them to СТУ, and OK closes', async () => {
    const bodies = pulsAnswers({ orderId: 501, rejected: [{ product: aquaMaris, amount: 1, reason: 'Нет на складе Пульс' }] });
    const stuBodies: unknown[] = [];
    mockServer.use(
      http.post(`${api}/stu/v1/mtx/purchase/`, async ({ request }) => (stuBodies.push(await request.json()), HttpResponse.json({ orderId: 77, errorMessage: null }))),
    );
    const saved = catchSavedFiles();
    await renderOrderScreen([{ promotionalProductId: 101, orderAmount: 3 }, { promotionalProductId: 102, orderAmount: 1 }]);

    const sendButton = page.getByRole('button', { name: 'Отправить заказ в Пульс' });
    await sendButton.click();
    const dialog = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
    await expect.element(dialog).toBeVisible();
    expect(bodies).toEqual([{ productsList: [{ promotionalProductId: 101, orderAmount: 3 }, { promotionalProductId: 102, orderAmount: 1 }], pharmacyId: 1 }]);
    await expect.element(dialog.getByText('Номер заказа: 501')).toBeVisible();
    const row = dialog.getByRole('row').filter({ hasText: 'Аква Марис спрей 30 мл' });
    await expect.element(row).toHaveTextContent('Нет на складе Пульс');
    await expect.element(dialog.getByRole('button', { name: 'Ок' })).toHaveFocus();

    await dialog.getByRole('button', { name: 'Скачать отклонённые позиции' }).click();
    await vi.waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Отклонённые позиции заказа 501.xlsx']));
    const bytes = new Uint8Array(await (await fetch(saved[0].href)).arrayBuffer());
    expect([...bytes]).toEqual([80, 75, 3, 4]);

    await dialog.getByRole('button', { name: 'Скачать и отправить в СТУ' }).click();
    await expect.element(dialog.getByText('Заказ отправлен в СТУ, номер заказа: 77')).toBeVisible();
    await expect.element(dialog.getByText('Ошибки: отсутствуют')).toBeVisible();
    expect(stuBodies).toEqual([{ productsList: [{ promotionalProductId: 102, orderAmount: 1 }], pharmacyId: 1 }]);
    expect(saved).toHaveLength(2);
    await expect.element(dialog.getByRole('button', { name: 'Отправить в систему заказов аптеки' })).toBeDisabled();

    await dialog.getByRole('button', { name: 'Ок' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(sendButton).toBeEnabled();
    await expect.element(sendButton).toHaveFocus();
  });

  it('shows "Нет данных" when Пульс took everything; Escape closes like OK', async () => {
    pulsAnswers({ orderId: 502, rejected: [] });
    await renderOrderScreen([{ promotionalProductId: 101, orderAmount: 3 }]);
    await page.getByRole('button', { name: 'Отправить заказ в Пульс' }).click();
    const dialog = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
    await expect.element(dialog.getByText('Нет данных')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Скачать отклонённые позиции' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('sends nothing for an order without rows above 0 and says so', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    const saved = catchSavedFiles();
    await renderOrderScreen([]);
    await page.getByRole('button', { name: 'Отправить заказ в Пульс' }).click();
    await expect.element(page.getByRole('status').filter({ hasText: 'В заказе нет позиций с количеством больше нуля' })).toBeVisible();
    await page.getByRole('button', { name: 'Скачать XML' }).click();
    expect(saved).toEqual([]);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
