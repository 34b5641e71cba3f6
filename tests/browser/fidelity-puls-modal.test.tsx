import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useSnackbarActor } from '../../src/ui/app-context';
import { browserOrderSend, OrderSendProvider, type OrderSource } from '../../src/screens/orders/send/OrderSend';
import { mockServer, withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

withMockServer();

const api = '/api/pharmacy-cabinet-purchase-service';
const aquaMaris = { promotionalProductId: 102, promotionalProductName: 'Аква Марис спрей 30 мл', barcodes: ['4600000000102'] };
const source: OrderSource = {
  orderDraft: async () => ({ lines: [{ promotionalProductId: 102, orderAmount: 1 }], sum: 150.25 }),
  buildFile: async () => null,
};

/**
 * An order screen whose check of the pharmacy ordering system found `systems` (null: it did not
 * check): its machine tells the order-send child so, as the screens' machines do
 * (order-send.parent.ts; the RG order's own check is in tests/machines/order-send.parent.test.ts).
 */
function OrderScreen({ systems }: { systems: number | null }) {
  const snackbar = useSnackbarActor();
  const actor = useActorRef(browserOrderSend, { input: { type: 'mtx', pharmacyId: 1, snackbar, source } });
  useState(() => systems !== null && actor.send({ type: 'order.pharmacySystemsChecked', check: systems }));
  return (
    <OrderSendProvider actor={actor}>
      <button type="button" onClick={() => actor.send({ type: 'order.sendToPuls' })}>
        Отправить заказ в Пульс
      </button>
    </OrderSendProvider>
  );
}

async function sendToPulsWithRejected(systems: number | null) {
  mockServer.use(
    http.post(`${api}/v1/puls/stock-check`, () => HttpResponse.json({ warehouseCode: 'MSK-01', rejected: [] })),
    http.post(`${api}/v1/puls/purchase`, () =>
      HttpResponse.json({ orderId: 501, rejected: [{ product: aquaMaris, amount: 1, reason: 'Нет на складе Пульс' }] }),
    ),
  );
  await renderInShell('/forecast', <OrderScreen systems={systems} />);
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

  it('offers it when the screen did not check (or its check failed): the send then says why', async () => {
    const dialog = await sendToPulsWithRejected(null);
    await expect.element(dialog.getByRole('button', { name: 'Отправить в систему заказов аптеки' })).toBeEnabled();
  });
});
