import { describe, expect, it } from 'vitest';
import { createHttp, installHttp } from '../../src/api/shared/http';
import { executeOrder, pulsStockCheck, rejectedXlsx, sendToPharmacySystem, sendToPuls, sendToStu } from '../../src/api/orders/orders';
import { contentDisposition } from '../../src/domain/orders/file-names';
import { fakeFetch, json, memoryStorage, type SeenRequest } from './support/fake-server';

/** The order calls over the real http client, with the network faked: paths, bodies, file answers. */
const config = { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' };
const base = '/api/pharmacy-cabinet-purchase-service';
const lines = [{ promotionalProductId: 101, orderAmount: 3 }];
const xlsxBytes = new Uint8Array([80, 75, 3, 4]);

function install(handler: (request: SeenRequest) => Response | Promise<Response>, stored = { token: 'old', refresh: 'r1' }) {
  const server = fakeFetch(handler);
  installHttp(createHttp({ config, storage: memoryStorage(stored), fetch: server.fetch }));
  return server.seen;
}

const file = (headers: Record<string, string> = {}) =>
  new Response(xlsxBytes, { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ...headers } });

describe('order calls', () => {
  it('posts the order to Пульс and reads its number and rejected positions', async () => {
    const seen = install(() =>
      json({
        orderId: 501,
        rejected: [{ product: { promotionalProductId: 101, promotionalProductName: 'Нурофен' }, amount: 3, reason: 'Нет на складе' }],
      }),
    );
    await expect(sendToPuls({ lines, pharmacyId: 12, type: 'mtx' })).resolves.toEqual({
      orderId: '501',
      rejected: [
        { product: { promotionalProductId: 101, promotionalProductName: 'Нурофен', barcodes: [] }, amount: 3, reason: 'Нет на складе' },
      ],
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: `${base}/v1/puls/purchase`,
        authorization: 'Bearer old',
        body: JSON.stringify({ productsList: lines, pharmacyId: 12, orderType: 'mtx' }),
      },
    ]);
  });

  it("says the recommended order's kind in the body, which its type alone cannot tell", async () => {
    const seen = install(() => json({ orderId: 502, rejected: [] }));
    await sendToPuls({ lines, type: 'pi', kind: 'recommended' });
    await sendToStu('pi', { lines, kind: 'recommended' });
    expect(seen.map((request) => request.body)).toEqual([
      JSON.stringify({ productsList: lines, orderType: 'pi', orderKind: 'recommended' }),
      JSON.stringify({ productsList: lines, orderKind: 'recommended' }),
    ]);
  });

  it('sends to the pharmacy ordering system and СТУ by order type, without a pharmacy when none is chosen', async () => {
    const seen = install(() => json({ data: { orderId: 77, err: 'Код 101: нет в ассортименте' } }));
    await expect(sendToPharmacySystem('rg', { lines })).resolves.toEqual({ orderId: '77', errorMessage: 'Код 101: нет в ассортименте' });
    await expect(sendToStu('pi', { lines, pharmacyId: null })).resolves.toEqual({
      orderId: '77',
      errorMessage: 'Код 101: нет в ассортименте',
    });
    expect(seen.map((request) => [request.url, request.body])).toEqual([
      [`${base}/v1/pharmsm/rg/purchase/`, JSON.stringify({ productsList: lines })],
      [`${base}/stu/v1/pi/purchase/`, JSON.stringify({ productsList: lines })],
    ]);
  });

  it('places a purchase order (pi) and an RG order (rg) with the purchase service and reads the "other form" answer', async () => {
    const seen = install(() => json({ errorMessage: null, positionPurchasedCount: 1 }));
    await expect(executeOrder('pi', { lines })).resolves.toEqual({ errorMessage: null, positionPurchasedCount: 1, skippedPositions: [] });
    await expect(executeOrder('rg', { lines, pharmacyId: 12 })).resolves.toMatchObject({ positionPurchasedCount: 1 });
    expect(seen.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', `${base}/v1/purchase-order-execute`, JSON.stringify({ productsList: lines })],
      ['POST', `${base}/v1/purchase-order-rg-execute`, JSON.stringify({ productsList: lines, pharmacyId: 12 })],
    ]);
  });

  it("sends an order's Idempotency-Key as the header, never in the body, and none when it has none", async () => {
    const seen = install(() => json({ orderId: 501, rejected: [] }));
    await sendToPuls({ lines, idempotencyKey: 'k1' });
    const systems = install(() => json({ data: { orderId: 77, err: null } }));
    await sendToPharmacySystem('rg', { lines, idempotencyKey: 'k2' });
    await sendToStu('pi', { lines, idempotencyKey: 'k3' });
    await sendToStu('pi', { lines });
    const purchases = install(() => json({ errorMessage: null, positionPurchasedCount: 1 }));
    await executeOrder('pi', { lines, idempotencyKey: 'k4' });
    expect([...seen, ...systems, ...purchases].map((request) => [request.idempotencyKey, request.body])).toEqual([
      ['k1', JSON.stringify({ productsList: lines })],
      ['k2', JSON.stringify({ productsList: lines })],
      ['k3', JSON.stringify({ productsList: lines })],
      [undefined, JSON.stringify({ productsList: lines })],
      ['k4', JSON.stringify({ productsList: lines })],
    ]);
  });

  it('asks the Пульс warehouse what it would refuse', async () => {
    const refused = [
      { product: { promotionalProductId: 101, promotionalProductName: 'Нурофен', barcodes: [] }, amount: 3, reason: 'Нет на складе' },
    ];
    const seen = install(() => json({ warehouseCode: 'MSK-01', rejected: refused }));
    await expect(pulsStockCheck({ lines, pharmacyId: null })).resolves.toEqual({ warehouseCode: 'MSK-01', rejected: refused });
    expect(seen[0]).toMatchObject({ method: 'POST', url: `${base}/v1/puls/stock-check`, body: JSON.stringify({ productsList: lines }) });
  });

  it('downloads rejected.xlsx as bytes under the Cyrillic name of its Content-Disposition', async () => {
    const seen = install(() => file({ 'content-disposition': contentDisposition('Отклонённые позиции заказа 501.xlsx') }));
    const answer = await rejectedXlsx('501');
    expect(answer.fileName).toBe('Отклонённые позиции заказа 501.xlsx');
    expect(new Uint8Array(await answer.blob.arrayBuffer())).toEqual(xlsxBytes);
    expect(seen[0]).toMatchObject({ method: 'GET', url: `${base}/v1/puls/purchase/501/rejected.xlsx` });
  });

  it('answers no name when the file comes without one, so the default applies', async () => {
    install(() => file());
    await expect(rejectedXlsx(501)).resolves.toMatchObject({ fileName: null });
  });

  it('reads the message of an error answer to a file request', async () => {
    install(() => json({ message: 'Заказ 999 не найден' }, 404));
    await expect(rejectedXlsx('999')).rejects.toMatchObject({ status: 404, message: 'Заказ 999 не найден' });
  });

  it('refreshes the token once on a 401 for a file too', async () => {
    const seen = install((request) => {
      if (request.url === '/api/uaa/oauth/token')
        return json({ access_token: 'new', refresh_token: 'r2', token_type: 'bearer', expires_in: 900 });
      return request.authorization === 'Bearer new' ? file() : json({ message: 'Токен истёк' }, 401);
    });
    await expect(rejectedXlsx('501')).resolves.toMatchObject({ fileName: null });
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer old', null, 'Bearer new']);
  });
});
