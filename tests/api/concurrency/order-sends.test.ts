import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callPath } from '../../../src/api/contract/call';
import { orderCalls } from '../../../src/api/contract/orders';
import { KEY_OF_ANOTHER_ORDER } from '../../../server/services/orders/send-once';
import { PARALLEL, serverErrors, statusCounts, targetKinds, targetOf, type Target } from './support';

const order = {
  productsList: [
    { promotionalProductId: 40112, orderAmount: 1 },
    { promotionalProductId: 40135, orderAmount: 2 },
  ],
};
const ordersStored = async (target: Target) => (await target.rows<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n;
const send = (target: Target, path: string, key?: string, body: object = order) =>
  target.post(`/api${path}`, body, 'apteka1', key === undefined ? {} : { 'idempotency-key': key });

describe.each(targetKinds)('an order sent again with the same Idempotency-Key, %s', (kind) => {
  const target = targetOf(kind);

  it.each([
    ['Пульс', callPath(orderCalls.sendToPuls)],
    ['СТУ', callPath(orderCalls.sendToStu, { type: 'pi' })],
    ['the purchase service', callPath(orderCalls.purchaseOrderExecute)],
  ])(`makes one order of ${PARALLEL} sends at once to %s, each answered as the first`, { timeout: 60_000 }, async (_, path) => {
    const before = await ordersStored(target.current);
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: PARALLEL }, () => send(target.current, path, key)));
    expect(serverErrors(replies), JSON.stringify(statusCounts(replies))).toEqual([]);
    expect(statusCounts(replies)).toEqual({ 200: PARALLEL });
    expect(new Set(replies.map((reply) => reply.body))).toHaveProperty('size', 1);
    expect(await ordersStored(target.current)).toBe(before + 1);

    // Later too (a retry after a lost answer): the same answer, no new order.
    const again = await send(target.current, path, key);
    expect(again.body).toBe(replies[0].body);
    expect(await ordersStored(target.current)).toBe(before + 1);
  });

  it("stores an order each time without a key (the spec's call) and for each new key", async () => {
    const before = await ordersStored(target.current);
    const first = await send(target.current, callPath(orderCalls.sendToPuls));
    const second = await send(target.current, callPath(orderCalls.sendToPuls));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.json()).not.toEqual(second.json());
    expect((await send(target.current, callPath(orderCalls.sendToPuls), randomUUID())).status).toBe(200);
    expect(await ordersStored(target.current)).toBe(before + 3);
  });

  it('refuses a key used for another call, and a key that is no key, storing nothing', async () => {
    const key = randomUUID();
    expect((await send(target.current, callPath(orderCalls.sendToPuls), key)).status).toBe(200);
    const before = await ordersStored(target.current);
    const other = await send(target.current, callPath(orderCalls.purchaseOrderExecute), key);
    expect(other.status, other.body).toBe(400);
    expect(other.json()).toEqual({ message: 'Этот ключ Idempotency-Key уже использован для другого вызова' });
    const bad = await send(target.current, callPath(orderCalls.sendToPuls), 'no key!');
    expect(bad.status, bad.body).toBe(400);
    expect(bad.json()).toEqual({ message: 'Заголовок Idempotency-Key: от 1 до 100 латинских букв, цифр, «-» или «_»' });
    expect(await ordersStored(target.current)).toBe(before);
  });

  it.each([
    ['Пульс', callPath(orderCalls.sendToPuls)],
    ['СТУ', callPath(orderCalls.sendToStu, { type: 'pi' })],
    ['the purchase service', callPath(orderCalls.purchaseOrderExecute)],
  ])('refuses (422) a changed order under the key of the first to %s, sending nothing; the first order replays', async (_, path) => {
    const key = randomUUID();
    const first = await send(target.current, path, key);
    expect(first.status, first.body).toBe(200);
    const before = await ordersStored(target.current);
    const changed = {
      productsList: [
        { promotionalProductId: 40112, orderAmount: 2 },
        { promotionalProductId: 40135, orderAmount: 2 },
      ],
    };
    const refused = await send(target.current, path, key, changed);
    expect(refused.status, refused.body).toBe(422);
    expect(refused.json()).toEqual({ message: KEY_OF_ANOTHER_ORDER });
    expect(await ordersStored(target.current)).toBe(before);
    const again = await send(target.current, path, key);
    expect(again.body).toBe(first.body);
    expect(await ordersStored(target.current)).toBe(before);
  });
});
