import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { OrderType, PulsPurchaseResultWire, PulsStockCheck } from '../../src/api/contract/orders';
import { contentDisposition } from '../../src/domain/orders/file-names';
import { useActorRef } from '@xstate/react';
import { useAuthSelector, useSnackbarActor } from '../../src/ui/app-context';
import { selectPharmacy } from '../../src/machines/session/auth.selectors';
import type { OrderSendActor } from '../../src/machines/orders/order-send.parent';
import type { OrderSendEvent } from '../../src/machines/orders/order-send.types';
import {
  browserOrderSend,
  OrderSendProvider,
  useOrderSend,
  type OrderLine,
  type OrderSource,
} from '../../src/screens/orders/send/OrderSend';
import { OrderResultPanel } from '../../src/screens/orders/send/OrderResultPanel';
import { mockServer, withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

withMockServer();

const api = '/api/pharmacy-cabinet-purchase-service';
const aquaMaris = { promotionalProductId: 102, promotionalProductName: 'Аква Марис спрей 30 мл', barcodes: ['4600000000102'] };

/** An order screen reduced to its action buttons: each sends its event to the order-send machine, as a screen's machine would. */
function OrderActions({ actor }: { actor: OrderSendActor }) {
  const { isBusy, rememberInvoker } = useOrderSend();
  const send = (event: OrderSendEvent) => actor.send(event);
  return (
    // The button pressed gets the focus back when the dialogs close.
    <div
      style={{ cursor: isBusy ? 'progress' : undefined }}
      onClickCapture={(click) => click.target instanceof HTMLElement && rememberInvoker(click.target)}
    >
      <button type="button" disabled={isBusy} onClick={() => send({ type: 'order.sendToPuls' })}>
        Отправить заказ в Пульс
      </button>
      <button type="button" disabled={isBusy} onClick={() => send({ type: 'order.sendToStu' })}>
        Отправить заказ в СТУ
      </button>
      <button type="button" disabled={isBusy} onClick={() => send({ type: 'order.sendToPurchaseService' })}>
        Оформить в сервисе закупок
      </button>
      <button type="button" disabled={isBusy} onClick={() => send({ type: 'order.downloadFile', kind: 'orderingSystemFile' })}>
        Скачать XML
      </button>
    </div>
  );
}

/** The screen's rows: what the worker would answer, at 150,25 ₽ a pack. */
const sourceOf = (lines: OrderLine[]): OrderSource => ({
  orderDraft: async () => ({ lines, sum: lines.reduce((sum, line) => sum + line.orderAmount * 150.25, 0) }),
  buildFile: async () => (lines.length ? { bytes: new TextEncoder().encode('<order/>') } : null),
});

/** The order-send machine as a screen's machine starts it (for the signed-in pharmacy, with the app's snackbars), and the screen around it. */
function OrderScreen({ lines, type, placedPanel }: { lines: OrderLine[]; type: OrderType; placedPanel: boolean }) {
  const snackbar = useSnackbarActor();
  const pharmacyId = useAuthSelector(selectPharmacy)?.id ?? null;
  const actor = useActorRef(browserOrderSend, { input: { type, pharmacyId, snackbar, source: sourceOf(lines) } });
  return (
    <OrderSendProvider actor={actor}>
      <OrderActions actor={actor} />
      {placedPanel && <OrderResultPanel />}
      <p>Таблица товаров</p>
    </OrderSendProvider>
  );
}

async function renderOrderScreen(lines: OrderLine[], { type = 'mtx' as OrderType, placedPanel = false } = {}) {
  return renderInShell('/forecast', <OrderScreen lines={lines} type={type} placedPanel={placedPanel} />);
}

/** The Пульс warehouse's answer before the order is confirmed. */
function stockAnswers(answer: PulsStockCheck | { message: string }, status = 200) {
  const bodies: unknown[] = [];
  mockServer.use(
    http.post(
      `${api}/v1/puls/stock-check`,
      async ({ request }) => (bodies.push(await request.json()), HttpResponse.json(answer, { status })),
    ),
  );
  return bodies;
}

const confirmation = () => page.getByRole('dialog', { name: 'Подтверждение заказа' });

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
    http.get(
      `${api}/v1/puls/purchase/:orderId/rejected.xlsx`,
      ({ params }) =>
        new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/octet-stream',
            'content-disposition': contentDisposition(`Отклонённые позиции заказа ${String(params.orderId)}.xlsx`),
          },
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
      http.post(
        `${api}/stu/v1/mtx/purchase/`,
        async ({ request }) => (stuBodies.push(await request.json()), HttpResponse.json({ orderId: 77, errorMessage: null })),
      ),
    );
    stockAnswers({ warehouseCode: 'MSK-01', rejected: [] });
    const saved = catchSavedFiles();
    await renderOrderScreen([
      { promotionalProductId: 101, orderAmount: 3 },
      { promotionalProductId: 102, orderAmount: 1 },
    ]);

    const sendButton = page.getByRole('button', { name: 'Отправить заказ в Пульс' });
    await sendButton.click();
    await expect.element(confirmation().getByText('Склад Пульс MSK-01 примет все позиции заказа.')).toBeVisible();
    await confirmation().getByRole('button', { name: 'Отправить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
    await expect.element(dialog).toBeVisible();
    expect(bodies).toEqual([
      {
        productsList: [
          { promotionalProductId: 101, orderAmount: 3 },
          { promotionalProductId: 102, orderAmount: 1 },
        ],
        pharmacyId: 1,
        orderType: 'mtx',
      },
    ]);
    await expect.element(dialog.getByText('Номер заказа: 501')).toBeVisible();
    const row = dialog.getByRole('row').filter({ hasText: 'Аква Марис спрей 30 мл' });
    await expect.element(row).toHaveTextContent('Нет на складе Пульс');
    await expect.element(dialog.getByRole('button', { name: 'Ок' })).toHaveFocus();

    await dialog.getByRole('button', { name: 'Скачать отклонённые позиции' }).click();
    await vi.waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Отклонённые позиции заказа 501.xlsx']));
    const bytes = new Uint8Array(await (await fetch(saved[0].href)).arrayBuffer());
    expect([...bytes]).toEqual([80, 75, 3, 4]);

    await dialog.getByRole('button', { name: 'Скачать и отправить в СТУ' }).click();
    // The rejected positions move money too: asked first, without a sum (they come without prices).
    await expect.element(confirmation().getByText('Отправить заказ в СТУ: 1 позиция, 1 уп.?')).toBeVisible();
    await confirmation().getByRole('button', { name: 'Отправить' }).click();
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
    stockAnswers({ warehouseCode: 'MSK-01', rejected: [] });
    await renderOrderScreen([{ promotionalProductId: 101, orderAmount: 3 }]);
    await page.getByRole('button', { name: 'Отправить заказ в Пульс' }).click();
    await confirmation().getByRole('button', { name: 'Отправить' }).click();
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

describe('the confirmation before money moves', () => {
  const order = [
    { promotionalProductId: 101, orderAmount: 3 },
    { promotionalProductId: 102, orderAmount: 1 },
    { promotionalProductId: 103, orderAmount: 2 },
  ];

  it('names Пульс, positions, packs and sum, lists what the warehouse refuses, and "Отмена" sends nothing', async () => {
    const checked = stockAnswers({
      warehouseCode: 'MSK-01',
      rejected: [
        {
          product: aquaMaris,
          amount: 1,
          reason: 'NO_BALANCE: товара нет на остатках склада Пульс MSK-01, поставка ожидается в следующем месяце',
        },
        {
          product: { promotionalProductId: 103, promotionalProductName: 'Нурофен 200 мг №20', barcodes: [] },
          amount: 2,
          reason: 'Склад не работает с товаром',
        },
      ],
    });
    // No Пульс handler: an order sent would fail the test (onUnhandledRequest: 'error').
    await page.viewport(1000, 700);
    await renderOrderScreen(order);
    const sendButton = page.getByRole('button', { name: 'Отправить заказ в Пульс' });
    await sendButton.click();

    const dialog = confirmation();
    await expect.element(dialog.getByText('Отправить заказ в Пульс: 3 позиции, 6 уп., на сумму 901,50 ₽?')).toBeVisible();
    await expect.element(dialog.getByText('Склад Пульс MSK-01 не примет 2 позиции:')).toBeVisible();
    const refused = dialog.getByRole('grid', { name: 'Позиции, которые склад Пульс не примет' });
    await expect
      .element(refused.getByRole('row').filter({ hasText: 'Аква Марис спрей 30 мл' }))
      .toHaveTextContent('поставка ожидается в следующем месяце');
    await expect
      .element(refused.getByRole('row').filter({ hasText: 'Нурофен 200 мг №20' }))
      .toHaveTextContent('Склад не работает с товаром');
    // The long reason wraps inside its cell, whole, instead of being cut at the first line.
    const reason = refused.getByText(/NO_BALANCE/u).element() as HTMLElement;
    expect(reason.getBoundingClientRect().height).toBeGreaterThan(30);
    expect(reason.scrollHeight).toBeLessThanOrEqual(reason.clientHeight + 1);
    expect(reason.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      reason.closest('[role="gridcell"]')!.getBoundingClientRect().bottom + 1,
    );
    expect(checked).toEqual([{ productsList: order, pharmacyId: 1 }]);
    await expect.element(dialog.getByRole('button', { name: 'Отмена' })).toHaveFocus();

    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(sendButton).toBeEnabled();
    await expect.element(sendButton).toHaveFocus();
    await expect.element(page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' })).not.toBeInTheDocument();
  });

  it('says when the warehouse check failed and still sends the order', async () => {
    stockAnswers({ message: 'Склад Пульс не ответил' }, 400);
    const bodies = pulsAnswers({ orderId: 503, rejected: [] });
    await renderOrderScreen(order);
    await page.getByRole('button', { name: 'Отправить заказ в Пульс' }).click();
    await expect.element(confirmation().getByText(/Не удалось проверить остатки склада Пульс \(Склад Пульс не ответил\)/u)).toBeVisible();
    await confirmation().getByRole('button', { name: 'Отправить' }).click();
    await expect
      .element(page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' }).getByText('Номер заказа: 503'))
      .toBeVisible();
    expect(bodies).toHaveLength(1);
  });

  it('a failed warehouse check is asked again with «Проверить снова», the focus staying in the dialog', async () => {
    stockAnswers({ message: 'Склад Пульс не ответил' }, 400);
    await renderOrderScreen(order);
    await page.getByRole('button', { name: 'Отправить заказ в Пульс' }).click();
    await expect.element(confirmation().getByText(/Не удалось проверить остатки склада Пульс/u)).toBeVisible();
    stockAnswers({ warehouseCode: 'MSK-1', rejected: [] });
    await confirmation().getByRole('button', { name: 'Проверить снова' }).click();
    await expect.element(confirmation().getByText(/MSK-1/u)).toBeVisible();
    await expect.element(confirmation().getByRole('button', { name: 'Проверить снова' })).not.toBeInTheDocument();
    expect(confirmation().element().contains(document.activeElement)).toBe(true);
  });

  it('keeps СТУ\'s answer under the order actions until "Закрыть", after its snackbar', async () => {
    const stuBodies: unknown[] = [];
    mockServer.use(
      http.post(
        `${api}/stu/v1/mtx/purchase/`,
        async ({ request }) => (
          stuBodies.push(await request.json()),
          HttpResponse.json({ orderId: 88, errorMessage: 'Код 103: нет в ассортименте' })
        ),
      ),
    );
    await renderOrderScreen(order, { placedPanel: true });
    await page.getByRole('button', { name: 'Отправить заказ в СТУ' }).click();
    await expect.element(confirmation().getByText('Отправить заказ в СТУ: 3 позиции, 6 уп., на сумму 901,50 ₽?')).toBeVisible();
    expect(stuBodies).toEqual([]);
    await confirmation().getByRole('button', { name: 'Отправить' }).click();

    const panel = page.getByRole('status', { name: 'Результат отправки заказа' });
    await expect.element(panel.getByText('Заказ отправлен в СТУ, номер заказа: 88')).toBeVisible();
    await expect.element(panel.getByText('Ошибки: Код 103: нет в ассортименте')).toBeVisible();
    expect(stuBodies).toEqual([{ productsList: order, pharmacyId: 1 }]);
    // Placed by the screen under its actions: the provider's own stays away.
    expect(document.querySelectorAll('[aria-label="Результат отправки заказа"]')).toHaveLength(1);
    const actions = page.getByRole('button', { name: 'Скачать XML' }).element();
    expect(actions.compareDocumentPosition(panel.element()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Still there once the snackbars are gone (a click dismisses one). «Запущено формирование…»
    // went as soon as the result came: the result's snackbar took its place.
    const snackbar = page.getByTitle('Нажмите, чтобы закрыть');
    await expect.element(snackbar.filter({ hasText: 'Запущено формирование заказа в СТУ.' })).not.toBeInTheDocument();
    await snackbar.filter({ hasText: 'Ошибки при заказе: Код 103: нет в ассортименте' }).click();
    await expect.element(snackbar).not.toBeInTheDocument();
    await expect.element(panel.getByText('Заказ отправлен в СТУ, номер заказа: 88')).toBeVisible();

    await panel.getByRole('button', { name: 'Закрыть' }).click();
    await expect.element(panel.getByText('Заказ отправлен в СТУ, номер заказа: 88')).not.toBeInTheDocument();
    // «Закрыть» went with the results: the focus is back on the button the order left by.
    await expect.element(page.getByRole('button', { name: 'Отправить заказ в СТУ' })).toHaveFocus();
  });

  it('places the order with the purchase service and shows what it bought and skipped', async () => {
    const bodies: unknown[] = [];
    mockServer.use(
      http.post(
        `${api}/v1/purchase-order-execute`,
        async ({ request }) => (
          bodies.push(await request.json()),
          HttpResponse.json({
            errorMessage: null,
            positionPurchasedCount: 2,
            skippedPositions: [{ product: aquaMaris, amount: 1, reason: 'Нет у поставщика' }],
          })
        ),
      ),
    );
    // Wide enough for every column of the skipped positions.
    await page.viewport(1280, 900);
    await renderOrderScreen(order, { type: 'pi' });
    await page.getByRole('button', { name: 'Оформить в сервисе закупок' }).click();
    await expect.element(confirmation().getByText('Отправить заказ в сервис закупок: 3 позиции, 6 уп., на сумму 901,50 ₽?')).toBeVisible();
    await confirmation().getByRole('button', { name: 'Отправить' }).click();

    const panel = page.getByRole('status', { name: 'Результат отправки заказа' });
    await expect.element(panel.getByText('Заказ оформлен в сервисе закупок')).toBeVisible();
    await expect.element(panel.getByText('Куплено позиций: 2')).toBeVisible();
    await expect.element(panel.getByText('Ошибки: отсутствуют')).toBeVisible();
    await expect.element(panel.getByRole('row').filter({ hasText: 'Аква Марис спрей 30 мл' })).toHaveTextContent('Нет у поставщика');
    expect(bodies).toEqual([{ productsList: order, pharmacyId: 1 }]);
    // The provider's panel comes after the screen.
    expect(
      page.getByText('Таблица товаров').element().compareDocumentPosition(panel.element()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
