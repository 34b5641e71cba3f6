import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../../src/api/shared/http';
import type { SystemOrderInput } from '../../src/machines/orders/order-send.actors';
import * as select from '../../src/machines/orders/order-send.selectors';
import {
  accepted,
  allStocked,
  draft,
  executed,
  lines,
  overBoundDraft,
  startOrderSend,
  stockRefusals,
  withRejected,
  xlsx,
  type OrderSendHarness,
} from './order-send.harness';

/*
 * Hand-written, because the generated expectations follow the machine: a transition pointed at
 * the wrong target, a wrong text or a file under the wrong name still passes them.
 */

/** The order handed over and, for Пульс, the warehouse's answer; the dialog is open. */
async function collect(
  sut: OrderSendHarness,
  event: 'order.sendToPuls' | 'order.sendToPharmacySystem' | 'order.sendToStu' | 'order.sendToPurchaseService',
  order = draft,
) {
  sut.actor.send({ type: event });
  await sut.answer('orderDraft', order);
  if (event === 'order.sendToPuls') await sut.answer('pulsStockCheck', allStocked);
}

/** …and 'Отправить'. */
async function sendConfirmed(sut: OrderSendHarness, event: Parameters<typeof collect>[1], order = draft) {
  await collect(sut, event, order);
  sut.actor.send({ type: 'confirm.send' });
  await sut.settle();
}

describe('order-send machine, files', () => {
  it('shows the started notice, then saves the file under its default name and says it is done', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.downloadFile', kind: 'orderingSystemFile' });
    expect(sut.notices()).toEqual([{ type: 'info', title: 'Запущено формирование файла для систем заказа.', description: undefined }]);
    expect(select.selectPreparingFile(sut.actor.getSnapshot())).toBe(true);
    // The file's builder also gets the callback through which a long file reports its rows.
    expect(sut.calls.buildFile[0].input).toEqual({ kind: 'orderingSystemFile', progress: expect.any(Function) });

    await sut.answer('buildFile', { bytes: new Uint8Array([60]) });
    expect(sut.saved.map((file) => file.fileName)).toEqual(['Заказ для систем заказа 05.03.2025.xml']);
    expect(sut.notices().at(-1)).toEqual({ type: 'success', title: 'Формирование файла выполнено.', description: undefined });
    expect(select.selectPreparingFile(sut.actor.getSnapshot())).toBe(false);
  });

  it('saves other order files under their own name, or .csv by default; no confirmation for a file', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.downloadFile', kind: 'orderPositions' });
    expect(sut.notices()[0].title).toBe('Запущено формирование файла.');
    expect(select.selectConfirmOpen(sut.actor.getSnapshot())).toBe(false);
    await sut.answer('buildFile', { bytes: new Uint8Array([1]), fileName: 'Товары заказа 05.03.2025.xlsx' });
    sut.actor.send({ type: 'order.downloadFile', kind: 'pulsFile' });
    expect(sut.notices().at(-1)?.title).toBe('Запущено формирование файла для информационной системы Пульс.');
    await sut.answer('buildFile', { bytes: new Uint8Array([1]) });
    expect(sut.saved.map((file) => file.fileName)).toEqual(['Товары заказа 05.03.2025.xlsx', 'Заказ 05.03.2025.csv']);
  });

  it('sends nothing for an empty order and says why, without asking', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', { lines: [], sum: 0 });
    expect(select.selectConfirmOpen(sut.actor.getSnapshot())).toBe(false);
    sut.actor.send({ type: 'order.downloadFile', kind: 'orderingSystemFile' });
    await sut.answer('buildFile', null);
    expect(sut.calls.pulsStockCheck).toHaveLength(0);
    expect(sut.moneyCalls()).toBe(0);
    expect(sut.saved).toHaveLength(0);
    // The file's request did start (its «Запущено…» gave way to the answer); the order's never did.
    expect(sut.calls.buildFile).toHaveLength(1);
    expect(sut.notices().map((notice) => notice.title)).toEqual([
      'В заказе нет позиций с количеством больше нуля',
      'В заказе нет позиций с количеством больше нуля',
    ]);
    expect(sut.actor.getSnapshot().value).toBe('idle');
  });
});

describe('order-send machine, the confirmation before money moves', () => {
  it('names a line above the per-line bound and sends nothing, to Пульс or anywhere', async () => {
    for (const event of ['order.sendToPuls', 'order.sendToPharmacySystem', 'order.sendToStu', 'order.sendToPurchaseService'] as const) {
      const sut = startOrderSend({ type: 'pi' });
      sut.actor.send({ type: event });
      await sut.answer('orderDraft', overBoundDraft);
      const now = sut.actor.getSnapshot();
      expect(select.selectConfirmOpen(now)).toBe(true);
      expect(select.selectConfirmDraft(now)?.unusual).toEqual(overBoundDraft.unusual);
      expect(select.selectCanConfirm(now)).toBe(false);
      sut.actor.send({ type: 'confirm.send' });
      await sut.settle();
      expect(select.selectConfirmOpen(sut.actor.getSnapshot())).toBe(true);
      expect(
        [
          sut.calls.pulsStockCheck,
          sut.calls.sendToPuls,
          sut.calls.sendToPharmacySystem,
          sut.calls.sendToStu,
          sut.calls.executeOrder,
        ].flat(),
      ).toEqual([]);
      sut.actor.send({ type: 'confirm.cancel' });
      expect(sut.actor.getSnapshot().matches('idle')).toBe(true);
    }
  });

  it('names a line far above its proposal and still lets the user send it', async () => {
    const sut = startOrderSend();
    const farAbove = {
      ...draft,
      unusual: [{ promotionalProductId: 101, name: 'Нурофен', packs: 300, recommended: 3, flag: 'farAbove' as const }],
    };
    await sendConfirmed(sut, 'order.sendToStu', farAbove);
    expect(sut.calls.sendToStu).toHaveLength(1);
  });

  it('asks before Пульс: the warehouse check first, its refusals listed, nothing sent until "Отправить"', async () => {
    const sut = startOrderSend({ pharmacyId: 12 });
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', { lines: [...lines, { promotionalProductId: 101, orderAmount: 2 }], sum: 45210.5 });
    let now = sut.actor.getSnapshot();
    expect(select.selectConfirmOpen(now)).toBe(true);
    // One line per product: 101 once with 5 packs.
    expect(select.selectConfirmDraft(now)).toEqual({
      lines: [{ promotionalProductId: 101, orderAmount: 5 }, lines[1]],
      sum: 45210.5,
      unusual: [],
    });
    expect(select.selectStockCheckView(now)).toBe('checking');
    expect(select.selectCanConfirm(now)).toBe(false);
    expect(sut.calls.pulsStockCheck[0].input).toEqual({ lines: [{ promotionalProductId: 101, orderAmount: 5 }, lines[1]], pharmacyId: 12 });
    // Not announced as started: nothing left yet.
    expect(sut.notices()).toEqual([]);

    await sut.answer('pulsStockCheck', stockRefusals);
    now = sut.actor.getSnapshot();
    expect(select.selectStockCheckView(now)).toBe('checked');
    expect(select.selectStockCheck(now)?.rejected.map((position) => [position.product.promotionalProductName, position.reason])).toEqual([
      ['Аква Марис спрей 30 мл', 'NO_BALANCE: нет остатка на складе'],
    ]);
    expect(sut.moneyCalls()).toBe(0);

    sut.actor.send({ type: 'confirm.send' });
    expect(select.selectConfirmOpen(sut.actor.getSnapshot())).toBe(false);
    expect(sut.calls.sendToPuls[0].input).toEqual({
      lines: [{ promotionalProductId: 101, orderAmount: 5 }, lines[1]],
      pharmacyId: 12,
      type: 'mtx',
    });
    expect(sut.notices()[0].title).toBe('Запущено формирование заказа в Пульс.');
    await sut.answer('sendToPuls', withRejected);
    expect(select.selectResultOpen(sut.actor.getSnapshot())).toBe(true);
    expect(select.selectPulsOrderId(sut.actor.getSnapshot())).toBe('501');
  });

  it('sends nothing on "Отмена", even after the warehouse answered, and the screen can act again', async () => {
    const sut = startOrderSend();
    await collect(sut, 'order.sendToPuls');
    sut.actor.send({ type: 'confirm.cancel' });
    await collect(sut, 'order.sendToStu');
    sut.actor.send({ type: 'confirm.cancel' });
    expect(sut.moneyCalls()).toBe(0);
    expect(sut.notices()).toEqual([]);
    const now = sut.actor.getSnapshot();
    expect(now.value).toBe('idle');
    expect([select.selectConfirmDraft(now), select.selectConfirmDestination(now), select.selectStockCheck(now)]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('cancels while the warehouse is still being asked', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', draft);
    sut.actor.send({ type: 'confirm.send' });
    expect(sut.moneyCalls()).toBe(0);
    sut.actor.send({ type: 'confirm.cancel' });
    expect(sut.actor.getSnapshot().value).toBe('idle');
    expect(sut.moneyCalls()).toBe(0);
  });

  it('says the warehouse check failed and still lets the order go', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', draft);
    await sut.fail('pulsStockCheck', new ApiError(503, 'Склад Пульс не ответил'));
    const now = sut.actor.getSnapshot();
    expect(select.selectStockCheckView(now)).toBe('failed');
    expect(select.selectStockCheckError(now)).toBe('Склад Пульс не ответил');
    sut.actor.send({ type: 'confirm.send' });
    expect(sut.calls.sendToPuls).toHaveLength(1);
  });

  it('asks before the rejected positions go to the pharmacy ordering system; "Отмена" keeps the modal', async () => {
    const sut = startOrderSend();
    await sendConfirmed(sut, 'order.sendToPuls');
    await sut.answer('sendToPuls', withRejected);
    sut.actor.send({ type: 'result.sendRejectedToPharmacySystem' });
    let now = sut.actor.getSnapshot();
    expect(select.selectConfirmOpen(now)).toBe(true);
    expect(select.selectResultOpen(now)).toBe(true);
    expect([select.selectConfirmDestination(now), select.selectConfirmDraft(now)]).toEqual([
      'pharmacySystem',
      { lines: [{ promotionalProductId: 102, orderAmount: 1 }], sum: null, unusual: [] },
    ]);
    sut.actor.send({ type: 'confirm.cancel' });
    now = sut.actor.getSnapshot();
    expect(now.matches({ pulsResult: 'ready' })).toBe(true);
    expect(sut.calls.sendToPharmacySystem).toHaveLength(0);

    sut.actor.send({ type: 'result.sendRejectedToPharmacySystem' });
    sut.actor.send({ type: 'confirm.send' });
    expect(sut.calls.sendToPharmacySystem[0].input).toEqual({
      type: 'mtx',
      request: { lines: [{ promotionalProductId: 102, orderAmount: 1 }], pharmacyId: null },
    });
  });
});

describe('order-send machine, what each system answered', () => {
  it('opens the Пульс result and downloads its rejected positions under the default name', async () => {
    const sut = startOrderSend();
    await sendConfirmed(sut, 'order.sendToPuls');
    await sut.answer('sendToPuls', withRejected);
    sut.actor.send({ type: 'result.downloadRejected' });
    expect(sut.calls.rejectedXlsx[0].input).toEqual({ orderId: '501' });
    await sut.answer('rejectedXlsx', xlsx);
    expect(sut.saved).toEqual([{ bytes: xlsx.bytes, fileName: 'Отклонённые позиции заказа 501.xlsx', mimeType: undefined }]);
    expect(sut.notices().at(-1)?.title).toBe('Формирование файла выполнено.');
    expect(select.selectResultOpen(sut.actor.getSnapshot())).toBe(true);
  });

  it('downloads the rejected positions and sends them to СТУ once confirmed, then shows its order number in the modal', async () => {
    const sut = startOrderSend();
    await sendConfirmed(sut, 'order.sendToPuls');
    await sut.answer('sendToPuls', withRejected);
    sut.actor.send({ type: 'result.downloadAndSendRejectedToStu' });
    expect(sut.calls.rejectedXlsx).toHaveLength(0);
    sut.actor.send({ type: 'confirm.send' });
    await sut.answer('rejectedXlsx', { bytes: new Uint8Array([1]), fileName: 'rejected-501.xlsx' });
    expect(sut.saved.map((file) => file.fileName)).toEqual(['rejected-501.xlsx']);
    expect(sut.calls.sendToStu[0].input).toEqual({
      type: 'mtx',
      request: { lines: [{ promotionalProductId: 102, orderAmount: 1 }], pharmacyId: null },
    });
    await sut.answer('sendToStu', { orderId: '77', errorMessage: null });
    expect(sut.notices().at(-1)).toEqual({
      type: 'success',
      title: 'Заказ отправлен в СТУ, номер заказа: 77',
      description: 'Ошибки при заказе: отсутствуют',
    });
    const now = sut.actor.getSnapshot();
    expect(select.selectRejectedStuResult(now)).toEqual({ orderId: '77', errorMessage: null });
    // In the modal, not the screen's panel.
    expect(select.selectHasResults(now)).toBe(false);
    // Sent once: the buttons that would order them again are off.
    expect(select.selectResultAction('result.sendRejectedToPharmacySystem')(now)).toBe(false);
    expect(select.selectResultAction('result.downloadRejected')(now)).toBe(true);
  });

  it('says "Ошибка при отправке заказа в СТУ" when СТУ fails, and keeps the modal', async () => {
    const sut = startOrderSend();
    await sendConfirmed(sut, 'order.sendToPuls');
    await sut.answer('sendToPuls', withRejected);
    sut.actor.send({ type: 'result.downloadAndSendRejectedToStu' });
    sut.actor.send({ type: 'confirm.send' });
    await sut.answer('rejectedXlsx', xlsx);
    await sut.fail('sendToStu', new ApiError(502, 'СТУ не ответила'));
    expect(sut.notices().at(-1)).toEqual({ type: 'error', title: 'Ошибка при отправке заказа в СТУ', description: 'СТУ не ответила' });
    expect(sut.actor.getSnapshot().matches({ pulsResult: 'ready' })).toBe(true);
    expect(select.selectResultAction('result.downloadAndSendRejectedToStu')(sut.actor.getSnapshot())).toBe(true);
  });

  it("keeps the pharmacy ordering system's answer in the result panel until it is closed", async () => {
    const sut = startOrderSend();
    await sendConfirmed(sut, 'order.sendToPharmacySystem');
    expect(sut.notices()[0].title).toBe('Запущено формирование заказа в систему заказов аптеки.');
    expect(sut.calls.sendToPharmacySystem[0].input).toEqual({ type: 'mtx', request: { lines, pharmacyId: null } });
    await sut.answer('sendToPharmacySystem', { orderId: '9', errorMessage: 'Код 102: нет в ассортименте' });
    expect(sut.notices().at(-1)).toEqual({
      type: 'warning',
      title: 'Заказ отправлен в систему заказов аптеки, номер заказа: 9',
      description: 'Ошибки при заказе: Код 102: нет в ассортименте',
    });
    // A later Пульс order and its modal leave the panel alone.
    await sendConfirmed(sut, 'order.sendToPuls');
    await sut.answer('sendToPuls', withRejected);
    sut.actor.send({ type: 'result.ok' });
    expect(select.selectPharmacySystemResult(sut.actor.getSnapshot())).toEqual({
      orderId: '9',
      errorMessage: 'Код 102: нет в ассортименте',
    });

    sut.actor.send({ type: 'results.close' });
    expect(select.selectHasResults(sut.actor.getSnapshot())).toBe(false);

    await sendConfirmed(sut, 'order.sendToPharmacySystem');
    await sut.fail('sendToPharmacySystem', new ApiError(0, 'Сервер недоступен.'));
    expect(sut.notices().at(-1)?.title).toBe('Ошибка при отправке заказа в систему заказов аптеки');
    expect(select.selectHasResults(sut.actor.getSnapshot())).toBe(false);
  });

  it('places a purchase order with the purchase service and keeps its "other form" answer', async () => {
    const sut = startOrderSend({ type: 'rg', pharmacyId: 40 });
    await collect(sut, 'order.sendToPurchaseService');
    expect(select.selectConfirmDestination(sut.actor.getSnapshot())).toBe('purchaseService');
    expect(select.selectStockCheckView(sut.actor.getSnapshot())).toBeNull();
    expect(sut.calls.executeOrder).toHaveLength(0);
    sut.actor.send({ type: 'confirm.send' });
    expect(sut.notices()[0].title).toBe('Запущено оформление заказа в сервисе закупок.');
    expect(sut.calls.executeOrder[0].input).toEqual({ type: 'rg', request: { lines, pharmacyId: 40 } });
    await sut.answer('executeOrder', executed);
    expect(select.selectExecuteResult(sut.actor.getSnapshot())).toEqual(executed);
    expect(sut.notices().at(-1)).toEqual({
      type: 'warning',
      title: 'Заказ оформлен в сервисе закупок. Куплено позиций: 1',
      description: 'Ошибки: Позиция 102 пропущена: нет у поставщика',
    });
    await sendConfirmed(sut, 'order.sendToPurchaseService');
    await sut.fail('executeOrder', new ApiError(502, 'Сервис закупок не ответил'));
    expect(sut.notices().at(-1)).toEqual({
      type: 'error',
      title: 'Ошибка при оформлении заказа в сервисе закупок',
      description: 'Сервис закупок не ответил',
    });
    // The earlier answer stays until the user closes it.
    expect(select.selectExecuteResult(sut.actor.getSnapshot())).toEqual(executed);
  });

  it('has no purchase service for the profit forecast', () => {
    const sut = startOrderSend({ type: 'mtx' });
    sut.actor.send({ type: 'order.sendToPurchaseService' });
    expect(sut.actor.getSnapshot().value).toBe('idle');
    expect(sut.calls.orderDraft).toHaveLength(0);
    expect(sut.notices()).toEqual([]);
  });

  it('clears the wholesale result and the answers for its rejected positions on OK', async () => {
    const sut = startOrderSend();
    await sendConfirmed(sut, 'order.sendToPuls');
    await sut.answer('sendToPuls', withRejected);
    sut.actor.send({ type: 'result.sendRejectedToPharmacySystem' });
    sut.actor.send({ type: 'confirm.send' });
    await sut.answer('sendToPharmacySystem', accepted);
    const before = sut.actor.getSnapshot().context;
    expect([before.pulsResult, before.rejectedPharmacySystemResult]).toEqual([withRejected, accepted]);
    sut.actor.send({ type: 'result.ok' });
    const { pulsResult, rejectedPharmacySystemResult, rejectedStuResult } = sut.actor.getSnapshot().context;
    expect({ pulsResult, rejectedPharmacySystemResult, rejectedStuResult }).toEqual({
      pulsResult: null,
      rejectedPharmacySystemResult: null,
      rejectedStuResult: null,
    });
    expect(sut.actor.getSnapshot().value).toBe('idle');
  });
});

describe('order-send machine, one request at a time', () => {
  it('ignores a second click while an order is asked for or on its way: it is sent once', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.sendToStu' });
    sut.actor.send({ type: 'order.sendToStu' });
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', draft);
    sut.actor.send({ type: 'order.sendToStu' });
    sut.actor.send({ type: 'confirm.send' });
    sut.actor.send({ type: 'confirm.send' });
    sut.actor.send({ type: 'order.sendToStu' });
    expect(sut.calls.orderDraft).toHaveLength(1);
    expect(sut.calls.sendToStu).toHaveLength(1);
    await sut.answer('sendToStu', accepted);
    expect(sut.notices().at(-1)?.title).toBe('Заказ отправлен в СТУ, номер заказа: 77');
  });

  it('orders for the pharmacy chosen last', async () => {
    const sut = startOrderSend({ pharmacyId: 12 });
    sut.actor.send({ type: 'order.pharmacyChosen', pharmacyId: 40 });
    await sendConfirmed(sut, 'order.sendToStu');
    expect((sut.calls.sendToStu[0].input as SystemOrderInput).request.pharmacyId).toBe(40);
  });

  it('tells what failed when Пульс or a file fails, and the screen can act again', async () => {
    const sut = startOrderSend();
    await sendConfirmed(sut, 'order.sendToPuls');
    await sut.fail('sendToPuls', new ApiError(400, 'Поле «productsList.0.orderAmount»: количество должно быть больше нуля'));
    sut.actor.send({ type: 'order.downloadFile', kind: 'allPositions' });
    await sut.fail('buildFile', new Error('Фоновый обработчик не запустился'));
    expect(sut.notices().filter((notice) => notice.type === 'error')).toEqual([
      {
        type: 'error',
        title: 'Ошибка при отправке заказа в Пульс',
        description: 'Поле «productsList.0.orderAmount»: количество должно быть больше нуля',
      },
      { type: 'error', title: 'Не удалось сформировать файл', description: 'Фоновый обработчик не запустился' },
    ]);
    await waitFor(sut.actor, (snapshot) => snapshot.matches('idle'));
  });
});
