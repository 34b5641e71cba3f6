import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/shared/http';
import { allStocked, draft, executed, lines, startOrderSend, type OrderSendHarness } from './order-send.harness';

/*
 * Each order sent carries an Idempotency-Key, made when it is first sent and kept while
 * the same order is sent again after a failure (the answer may have been lost after the system
 * took it), so the gateway answers the repeat as the first instead of ordering twice.
 */

async function sendToPurchaseService(sut: OrderSendHarness, order = draft) {
  sut.actor.send({ type: 'order.sendToPurchaseService' });
  await sut.answer('orderDraft', order);
  sut.actor.send({ type: 'confirm.send' });
  await sut.settle();
}

describe('order-send machine, idempotency keys', () => {
  it('sends the same key again after a failure, and a new one once an answer came', async () => {
    const sut = startOrderSend({ type: 'rg', pharmacyId: 40 });
    await sendToPurchaseService(sut);
    const [first] = sut.calls.executeOrder;
    expect(first.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u);
    await sut.fail('executeOrder', new ApiError(0, 'Сервер недоступен.'));

    await sendToPurchaseService(sut);
    expect(sut.calls.executeOrder[1].key).toBe(first.key);
    await sut.answer('executeOrder', executed);

    // The same lines ordered again after an answer are a new order.
    await sendToPurchaseService(sut);
    expect(sut.calls.executeOrder[2].key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u);
    expect(sut.calls.executeOrder[2].key).not.toBe(first.key);
  });

  it('makes a new key when the order changed after a failure', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', draft);
    await sut.answer('pulsStockCheck', allStocked);
    sut.actor.send({ type: 'confirm.send' });
    await sut.settle();
    await sut.fail('sendToPuls', new ApiError(0, 'Сервер недоступен.'));

    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', { lines: [lines[0]], sum: 100 });
    await sut.answer('pulsStockCheck', allStocked);
    sut.actor.send({ type: 'confirm.send' });
    await sut.settle();
    expect(sut.calls.sendToPuls).toHaveLength(2);
    expect(sut.calls.sendToPuls[1].key).not.toBe(sut.calls.sendToPuls[0].key);
    // The warehouse check is no order: it carries none.
    expect(sut.calls.pulsStockCheck.map((call) => call.key)).toEqual([undefined, undefined]);
  });
});
