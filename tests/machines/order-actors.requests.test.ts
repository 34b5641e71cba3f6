import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { OrderDraftAnswer } from '../../src/api/contract/order-drafts';
import { installHttp } from '../../src/api/shared/http';
import { orderDraftMachine } from '../../src/machines/orders/order-draft.machine';
import { orderHistoryMachine } from '../../src/machines/orders/order-history.machine';
import { loadTypes } from '../../src/machines/orders/purchase-order.actors';
import { fakeGateway, json } from './support/fake-server';

// What the order history, an order screen's draft and the purchase order's type list put on the
// line: their actors as the machines run them, over the real http client with the network faked.

const base = '/api/pharmacy-cabinet-purchase-service';

/** Runs one actor as its machine invokes it and answers its output. */
const run = <T>(logic: AnyActorLogic, input: unknown): Promise<T> => toPromise(createActor(logic, { input }).start()) as Promise<T>;

afterEach(() => {
  installHttp(null as never);
  vi.useRealTimers();
});

describe("the order history's calls", () => {
  const { loadHistory, loadLines, downloadRejected } = orderHistoryMachine.implementations.actors as Record<string, AnyActorLogic>;

  it('asks the orders of the last days and the lines of one order by its system and number', async () => {
    const line = fakeGateway((request) =>
      json(
        request.url.includes('/lines')
          ? [{ productId: 40112, productName: 'Нурофен', amount: 2, price: 152.4, accepted: false, reason: 'Нет на складе' }]
          : [],
      ),
    );
    await expect(run(loadHistory, { days: 30 })).resolves.toEqual([]);
    await expect(run(loadLines, { system: 'stu', orderId: 'СТУ-502' })).resolves.toEqual([
      { productId: 40112, productName: 'Нурофен', amount: 2, price: 152.4, accepted: false, reason: 'Нет на складе' },
    ]);
    expect(line.asked()).toEqual([`GET ${base}/v1/orders?days=30`, `GET ${base}/v1/orders/stu/${encodeURIComponent('СТУ-502')}/lines`]);
    expect(line.signals).toEqual([true, true]);
  });

  it('downloads the rejected positions of a Пульс order as a file', async () => {
    const line = fakeGateway(
      () => new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/octet-stream' } }),
    );
    await expect(run(downloadRejected, { orderId: '501' })).resolves.toMatchObject({ fileName: null });
    expect(line.asked()).toEqual([`GET ${base}/v1/puls/purchase/501/rejected.xlsx`]);
    expect(line.signals).toEqual([true]);
  });
});

describe("an order screen's draft on the gateway", () => {
  const { loadDraft, saveDraft, clearDraft } = orderDraftMachine.implementations.actors as Record<string, AnyActorLogic>;
  const rg = { screen: 'rg-order', pharmacyId: 12 } as const;
  const edits = [{ key: '101', text: '3', name: 'Нурофен', price: 152.4, balance: 2 }];
  const answer = (revision: number, draft: OrderDraftAnswer['draft']): OrderDraftAnswer => ({
    screen: 'rg-order',
    revision,
    draft,
    savedAt: revision ? '2026-11-29T09:00:00.000Z' : null,
  });

  it('reads, saves from a revision and clears the draft of one screen for one pharmacy, and sends nothing else of the input', async () => {
    const line = fakeGateway((request) =>
      json(request.method === 'PUT' ? answer(4, { state: { promoters: [] }, edits }) : answer(0, null)),
    );
    await expect(run(loadDraft, rg)).resolves.toEqual(answer(0, null));
    await expect(
      run(saveDraft, { ...rg, revision: 3, state: { promoters: [] }, edits: null, readEdits: async () => edits }),
    ).resolves.toMatchObject({ revision: 4 });
    await run(clearDraft, rg);
    expect(line.asked()).toEqual([
      `GET ${base}/v1/order-drafts/rg-order?pharmacyId=12`,
      `PUT ${base}/v1/order-drafts/rg-order?pharmacyId=12`,
      `DELETE ${base}/v1/order-drafts/rg-order?pharmacyId=12`,
    ]);
    expect(line.bodies()[1]).toEqual({ revision: 3, draft: { state: { promoters: [] }, edits } });
    expect(line.signals).toEqual([true, true, true]);
  });

  it('the draft machine reads, saves, reads again after a 409 and clears its own screen’s draft for its own pharmacy', async () => {
    vi.useFakeTimers();
    let saves = 0;
    const line = fakeGateway((request) => {
      if (request.method === 'PUT' && ++saves === 1)
        return json({ message: 'Черновик изменён в другом окне или браузере — обновите' }, 409);
      return json(answer(request.method === 'DELETE' ? 6 : 5, null));
    });
    const draft = createActor(orderDraftMachine, { input: { ...rg, readEdits: async () => edits } }).start();
    await vi.advanceTimersByTimeAsync(0);
    draft.send({ type: 'draft.changed', state: { promoters: [] }, edits: null });
    await vi.advanceTimersByTimeAsync(800);
    draft.send({ type: 'draft.clear' });
    await vi.advanceTimersByTimeAsync(0);
    expect(line.asked()).toEqual([
      `GET ${base}/v1/order-drafts/rg-order?pharmacyId=12`,
      `PUT ${base}/v1/order-drafts/rg-order?pharmacyId=12`,
      `GET ${base}/v1/order-drafts/rg-order?pharmacyId=12`,
      `DELETE ${base}/v1/order-drafts/rg-order?pharmacyId=12`,
    ]);
    expect(draft.getSnapshot().value).toBe('idle');
  });
});

describe("the purchase order's types", () => {
  it("asks the types of the pharmacy's running initiatives", async () => {
    const types = [{ id: 14, type: 'PROCUREMENT', displayName: 'Закупка' }];
    const line = fakeGateway(() => json(types));
    await expect(run(loadTypes, { pharmacyId: 7 })).resolves.toEqual(types);
    expect(line.asked()).toEqual(['GET /api/reports-rt/purchase-order/initiative-types?pharmacyId=7']);
    expect(line.signals).toEqual([true]);
  });

  it('on a back end without our type list, makes it from the running initiatives the spec names', async () => {
    const line = fakeGateway((request) =>
      request.url.includes('initiative-types') ? new Response('Not Found', { status: 404 }) : json([]),
    );
    await expect(run(loadTypes, { pharmacyId: 7 })).resolves.toEqual([]);
    expect(line.asked()).toEqual([
      'GET /api/reports-rt/purchase-order/initiative-types?pharmacyId=7',
      'POST /api/reports-rt/initiative/find-current-by-types?id=7',
    ]);
  });
});
