import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { OrderSendProvider, useOrderSend, usePharmacySystemsCheck, type OrderSource } from '../../src/screens/orders/OrderSend';
import { useOwnPharmacySystemsCheck } from '../../src/screens/orders/use-own-pharmacy-systems-check';
import { mockServer, withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

withMockServer();

const api = '/api/pharmacy-cabinet-purchase-service';
const aquaMaris = { promotionalProductId: 102, promotionalProductName: 'Аква Марис спрей 30 мл', barcodes: ['4600000000102'] };
const source: OrderSource = {
  orderDraft: async () => ({ lines: [{ promotionalProductId: 102, orderAmount: 1 }], sum: 150.25 }),
  buildFile: async () => null,
};

/** An order screen whose check of the pharmacy ordering system found `systems` (null: it did not check). */
function OrderScreen({ systems }: { systems: number | null }) {
  usePharmacySystemsCheck(systems);
  const { send } = useOrderSend();
  return <button type="button" onClick={() => send({ type: 'order.sendToPuls' })}>Отправить заказ в Пульс</button>;
}

/** The RG and recommended order screens: they check the pharmacy ordering system themselves. */
function SelfCheckingOrderScreen() {
  useOwnPharmacySystemsCheck();
  const { send } = useOrderSend();
  return <button type="button" onClick={() => send({ type: 'order.sendToPuls' })}>Отправить заказ в Пульс</button>;
}

async function sendToPulsWithRejected(systems: number | null | 'own check') {
  mockServer.use(
    http.post(`${api}/v1/puls/stock-check`, () => HttpResponse.json({ warehouseCode: 'MSK-01', rejected: [] })),
    http.post(`${api}/v1/puls/purchase`, () => HttpResponse.json({ orderId: 501, rejected: [{ product: aquaMaris, amount: 1, reason: 'Нет на складе Пульс' }] })),
  );
  await renderInShell('/forecast', <OrderSendProvider type="mtx" source={source}>{systems === 'own check' ? <SelfCheckingOrderScreen /> : <OrderScreen systems={systems} />}</OrderSendProvider>);
  await page.getByRole('button', { name: 'Отправить заказ в Пульс' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect.element(confirmation.getByText('Склад Пульс MSK-01 примет все позиции заказа.')).toBeVisible();
  await confirmation.getByRole('button', { name: 'Отправить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
  await expect.element(dialog.getByRole('row').filter({ hasText: 'Аква Марис спрей 30 мл' })).toBeVisible();
  return dialog;
}

describe('the Пульс result modal and the pharmacy ordering system check', () => {
  it("hides 'Отправить в систему заказов аптеки' when the check answered an empty list; the other actions stay", async () => {
    const dialog = await sendToPulsWithRejected(0);
    await expect.element(dialog.getByRole('button', { name: 'Скачать отклонённые позиции' })).toBeEnabled();
    await expect.element(dialog.getByRole('button', { name: 'Скачать и отправить в СТУ' })).toBeEnabled();
    await expect.element(dialog.getByRole('button', { name: 'Отправить в систему заказов аптеки' })).not.toBeInTheDocument();
  });

  it('offers it when the check found a system', async () => {
    const dialog = await sendToPulsWithRejected(1);
    await expect.element(dialog.getByRole('button', { name: 'Отправить в систему заказов аптеки' })).toBeEnabled();
  });

  it('a screen that checks by itself (RG, recommended): an empty answer hides the action, a system found shows it', async () => {
    let checks = 0;
    mockServer.use(http.get(`${api}/v1/pharmsm/check`, ({ request }) => {
      checks += 1;
      expect(new URL(request.url).searchParams.get('subdivCode')).toBe('A-001');
      return HttpResponse.json([]);
    }));
    const dialog = await sendToPulsWithRejected('own check');
    await expect.element(dialog.getByRole('button', { name: 'Скачать и отправить в СТУ' })).toBeEnabled();
    await expect.element(dialog.getByRole('button', { name: 'Отправить в систему заказов аптеки' })).not.toBeInTheDocument();
    expect(checks).toBe(1);
  });

  it('a screen that checks by itself and finds a system offers the action', async () => {
    const dialog = await sendToPulsWithRejected('own check');
    await expect.element(dialog.getByRole('button', { name: 'Отправить в систему заказов аптеки' })).toBeEnabled();
  });
});
