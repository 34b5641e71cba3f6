import { afterEach, describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { installHttp } from '../../src/api/shared/http';
import { contentDisposition } from '../../src/domain/orders/file-names';
import { orderSendActors } from '../../src/machines/orders/order-send.actors';
import type { OrderDraft, OrderFile, OrderFileKind, OrderSource } from '../../src/machines/orders/order-send.types';
import { fakeGateway, json, type SeenRequest } from './support/fake-server';

// What the order-send machine puts on the line and brings back: its actors as the machine runs
// them, over the real http client with the network faked (paths, bodies, headers, file answers,
// the abort signal).

const base = '/api/pharmacy-cabinet-purchase-service';
const lines = [{ promotionalProductId: 101, orderAmount: 3 }];
const xlsxBytes = new Uint8Array([80, 75, 3, 4]);

/** Runs one actor as the machine invokes it and answers its output. */
const run = <T>(logic: AnyActorLogic, input: unknown): Promise<T> => toPromise(createActor(logic, { input }).start()) as Promise<T>;

const file = (headers: Record<string, string> = {}) =>
  new Response(xlsxBytes, { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ...headers } });

const product = { promotionalProductId: 101, promotionalProductName: 'Нурофен', barcodes: [] };

afterEach(() => installHttp(null as never));

describe("the order-send machine's sends", () => {
  it('posts the order to Пульс and reads its number and rejected positions', async () => {
    const line = fakeGateway(() =>
      json({
        orderId: 501,
        rejected: [{ product: { promotionalProductId: 101, promotionalProductName: 'Нурофен' }, amount: 3, reason: 'Нет на складе' }],
      }),
    );
    await expect(run(orderSendActors.sendToPuls, { lines, pharmacyId: 12, type: 'mtx' })).resolves.toEqual({
      orderId: '501',
      rejected: [{ product, amount: 3, reason: 'Нет на складе' }],
    });
    expect(line.seen).toEqual([
      {
        method: 'POST',
        url: `${base}/v1/puls/purchase`,
        authorization: 'Bearer t',
        body: JSON.stringify({ productsList: lines, pharmacyId: 12, orderType: 'mtx' }),
      },
    ]);
    expect(line.signals).toEqual([true]);
  });

  it('asks the Пульс warehouse what it would refuse, with the order as it is', async () => {
    const refused = [{ product, amount: 3, reason: 'Нет на складе' }];
    const line = fakeGateway(() => json({ warehouseCode: 'MSK-01', rejected: refused }));
    await expect(run(orderSendActors.pulsStockCheck, { lines, pharmacyId: 12 })).resolves.toEqual({
      warehouseCode: 'MSK-01',
      rejected: refused,
    });
    await run(orderSendActors.pulsStockCheck, { lines, pharmacyId: null });
    expect(line.seen.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', `${base}/v1/puls/stock-check`, JSON.stringify({ productsList: lines, pharmacyId: 12 })],
      ['POST', `${base}/v1/puls/stock-check`, JSON.stringify({ productsList: lines })],
    ]);
    expect(line.signals).toEqual([true, true]);
  });

  it("says the recommended order's kind in the body, which its type alone cannot tell", async () => {
    const line = fakeGateway((request) =>
      json(request.url.includes('/stu/') ? { data: { orderId: 77, err: null } } : { orderId: 502, rejected: [] }),
    );
    await run(orderSendActors.sendToPuls, { lines, type: 'pi', kind: 'recommended' });
    await run(orderSendActors.sendToStu, { type: 'pi', request: { lines, kind: 'recommended' } });
    expect(line.seen.map((request) => request.body)).toEqual([
      JSON.stringify({ productsList: lines, orderType: 'pi', orderKind: 'recommended' }),
      JSON.stringify({ productsList: lines, orderKind: 'recommended' }),
    ]);
  });

  it('sends to the pharmacy ordering system and СТУ by order type, without a pharmacy when none is chosen', async () => {
    const line = fakeGateway(() => json({ data: { orderId: 77, err: 'Код 101: нет в ассортименте' } }));
    await expect(run(orderSendActors.sendToPharmacySystem, { type: 'rg', request: { lines } })).resolves.toEqual({
      orderId: '77',
      errorMessage: 'Код 101: нет в ассортименте',
    });
    await expect(run(orderSendActors.sendToStu, { type: 'pi', request: { lines, pharmacyId: null } })).resolves.toEqual({
      orderId: '77',
      errorMessage: 'Код 101: нет в ассортименте',
    });
    expect(line.seen.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', `${base}/v1/pharmsm/rg/purchase/`, JSON.stringify({ productsList: lines })],
      ['POST', `${base}/stu/v1/pi/purchase/`, JSON.stringify({ productsList: lines })],
    ]);
    expect(line.signals).toEqual([true, true]);
  });

  it('places a purchase order (pi) and an RG order (rg) with the purchase service and reads the "other form" answer', async () => {
    const line = fakeGateway(() => json({ errorMessage: null, positionPurchasedCount: 1 }));
    await expect(run(orderSendActors.executeOrder, { type: 'pi', request: { lines } })).resolves.toEqual({
      errorMessage: null,
      positionPurchasedCount: 1,
      skippedPositions: [],
    });
    await expect(run(orderSendActors.executeOrder, { type: 'rg', request: { lines, pharmacyId: 12 } })).resolves.toMatchObject({
      positionPurchasedCount: 1,
    });
    expect(line.seen.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', `${base}/v1/purchase-order-execute`, JSON.stringify({ productsList: lines })],
      ['POST', `${base}/v1/purchase-order-rg-execute`, JSON.stringify({ productsList: lines, pharmacyId: 12 })],
    ]);
  });

  it("sends an order's Idempotency-Key as the header, never in the body, and none when it has none", async () => {
    const line = fakeGateway((request) =>
      json(
        request.url.endsWith('/puls/purchase')
          ? { orderId: 501, rejected: [] }
          : request.url.endsWith('-execute')
            ? { errorMessage: null, positionPurchasedCount: 1 }
            : { data: { orderId: 77, err: null } },
      ),
    );
    await run(orderSendActors.sendToPuls, { lines, idempotencyKey: 'k1' });
    await run(orderSendActors.sendToPharmacySystem, { type: 'rg', request: { lines, idempotencyKey: 'k2' } });
    await run(orderSendActors.sendToStu, { type: 'pi', request: { lines, idempotencyKey: 'k3' } });
    await run(orderSendActors.sendToStu, { type: 'pi', request: { lines } });
    await run(orderSendActors.executeOrder, { type: 'pi', request: { lines, idempotencyKey: 'k4' } });
    expect(line.seen.map((request) => [request.idempotencyKey, request.body])).toEqual([
      ['k1', JSON.stringify({ productsList: lines })],
      ['k2', JSON.stringify({ productsList: lines })],
      ['k3', JSON.stringify({ productsList: lines })],
      [undefined, JSON.stringify({ productsList: lines })],
      ['k4', JSON.stringify({ productsList: lines })],
    ]);
  });

  it('brings the rejected positions of an order as a file under the Cyrillic name of its Content-Disposition', async () => {
    const line = fakeGateway(() => file({ 'content-disposition': contentDisposition('Отклонённые позиции заказа 501.xlsx') }));
    const saved = await run<OrderFile>(orderSendActors.rejectedXlsx, { orderId: '501' });
    expect(saved.fileName).toBe('Отклонённые позиции заказа 501.xlsx');
    expect(new Uint8Array(await (saved.bytes as Blob).arrayBuffer())).toEqual(xlsxBytes);
    expect(line.asked()).toEqual([`GET ${base}/v1/puls/purchase/501/rejected.xlsx`]);
    expect(line.signals).toEqual([true]);
  });

  it('answers no name when the file comes without one, so the default applies', async () => {
    fakeGateway(() => file());
    await expect(run(orderSendActors.rejectedXlsx, { orderId: '501' })).resolves.toMatchObject({ fileName: null });
  });

  it('reads the message of an error answer to a file request', async () => {
    fakeGateway(() => json({ message: 'Заказ 999 не найден' }, 404));
    await expect(run(orderSendActors.rejectedXlsx, { orderId: '999' })).rejects.toMatchObject({
      status: 404,
      message: 'Заказ 999 не найден',
    });
  });

  it('refreshes the token once on a 401 for a file too', async () => {
    const line = fakeGateway((request: SeenRequest) => {
      if (request.url === '/api/uaa/oauth/token')
        return json({ access_token: 'new', refresh_token: 'r2', token_type: 'bearer', expires_in: 900 });
      return request.authorization === 'Bearer new' ? file() : json({ message: 'Токен истёк' }, 401);
    });
    await expect(run(orderSendActors.rejectedXlsx, { orderId: '501' })).resolves.toMatchObject({ fileName: null });
    expect(line.seen.map((request) => request.authorization)).toEqual(['Bearer t', null, 'Bearer new']);
  });

  it("takes the order and its files from the screen's source", async () => {
    const draft: OrderDraft = { lines, sum: 450.5 };
    const files: Partial<Record<OrderFileKind, OrderFile>> = { pulsFile: { bytes: new Uint8Array([1]), fileName: 'заказ.csv' } };
    const source: OrderSource = { orderDraft: async () => draft, buildFile: async (_signal, kind) => files[kind] ?? null };
    await expect(run(orderSendActors.orderDraft, { source })).resolves.toBe(draft);
    await expect(run(orderSendActors.buildFile, { source, kind: 'pulsFile' })).resolves.toBe(files.pulsFile);
    await expect(run(orderSendActors.buildFile, { source, kind: 'orderPositions' })).resolves.toBeNull();
  });
});
