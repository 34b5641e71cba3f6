import { afterEach, describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { createHttp, installHttp } from '../../src/api/shared/http';
import { contentDisposition } from '../../src/domain/orders/file-names';
import { orderSendActors } from '../../src/machines/orders/order-send.actors';
import type { OrderDraft, OrderFile, OrderFileKind, OrderSource } from '../../src/machines/orders/order-send.types';
import { fakeFetch, json, memoryStorage, type SeenRequest } from './support/fake-server';

// What the order-send machine's own sends put on the line and bring back: its actors as the
// machine runs them, over the real http client with the network faked (the calls themselves:
// order-send.api.test.ts).

const base = '/api/pharmacy-cabinet-purchase-service';
const lines = [{ promotionalProductId: 101, orderAmount: 3 }];
const xlsxBytes = new Uint8Array([80, 75, 3, 4]);

function install(handler: (request: SeenRequest) => Response | Promise<Response>) {
  const server = fakeFetch(handler);
  installHttp(
    createHttp({ config: { serviceAddress: '', endpointPrefix: '/api' }, storage: memoryStorage({ token: 't' }), fetch: server.fetch }),
  );
  return server.seen;
}

/** Runs one actor as the machine invokes it and answers its output. */
const run = <T>(logic: AnyActorLogic, input: unknown): Promise<T> => toPromise(createActor(logic, { input }).start()) as Promise<T>;

afterEach(() => installHttp(null as never));

describe("the order-send machine's sends", () => {
  it('sends to Пульс and checks its warehouse with the order as it is', async () => {
    const seen = install((request) =>
      json(request.url.endsWith('stock-check') ? { warehouseCode: 'MSK-01', rejected: [] } : { orderId: 501, rejected: [] }),
    );
    await expect(run(orderSendActors.pulsStockCheck, { lines, pharmacyId: 12 })).resolves.toEqual({
      warehouseCode: 'MSK-01',
      rejected: [],
    });
    await expect(run(orderSendActors.sendToPuls, { lines, pharmacyId: 12 })).resolves.toEqual({ orderId: '501', rejected: [] });
    expect(seen.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', `${base}/v1/puls/stock-check`, JSON.stringify({ productsList: lines, pharmacyId: 12 })],
      ['POST', `${base}/v1/puls/purchase`, JSON.stringify({ productsList: lines, pharmacyId: 12 })],
    ]);
  });

  it('sends to the pharmacy ordering system and to СТУ by the order type', async () => {
    const seen = install(() => json({ data: { orderId: 77, err: null } }));
    await expect(run(orderSendActors.sendToPharmacySystem, { type: 'rg', request: { lines } })).resolves.toEqual({
      orderId: '77',
      errorMessage: null,
    });
    await expect(run(orderSendActors.sendToStu, { type: 'pi', request: { lines } })).resolves.toEqual({
      orderId: '77',
      errorMessage: null,
    });
    expect(seen.map(({ url }) => url)).toEqual([`${base}/v1/pharmsm/rg/purchase/`, `${base}/stu/v1/pi/purchase/`]);
  });

  it('places an RG order with the purchase service', async () => {
    const seen = install(() => json({ errorMessage: null, positionPurchasedCount: 1 }));
    await expect(run(orderSendActors.executeOrder, { type: 'rg', request: { lines, pharmacyId: 12 } })).resolves.toMatchObject({
      positionPurchasedCount: 1,
    });
    expect(seen.map(({ url, body }) => [url, body])).toEqual([
      [`${base}/v1/purchase-order-rg-execute`, JSON.stringify({ productsList: lines, pharmacyId: 12 })],
    ]);
  });

  it('brings the rejected positions of an order as a file under its own name', async () => {
    const seen = install(
      () =>
        new Response(xlsxBytes, {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': contentDisposition('Отклонённые позиции заказа 501.xlsx'),
          },
        }),
    );
    const file = await run<OrderFile>(orderSendActors.rejectedXlsx, { orderId: '501' });
    expect(file.fileName).toBe('Отклонённые позиции заказа 501.xlsx');
    expect(new Uint8Array(await (file.bytes as Blob).arrayBuffer())).toEqual(xlsxBytes);
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([`GET ${base}/v1/puls/purchase/501/rejected.xlsx`]);
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
