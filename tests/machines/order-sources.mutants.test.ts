import { describe, expect, it } from 'vitest';
import { createHttp, installHttp } from '../../src/api/shared/http';
import type { OrderDraft } from '../../src/machines/orders/order-send.types';
import { recommendedOrderSource } from '../../src/machines/orders/recommended-order.source';
import { rgOrderSource } from '../../src/machines/orders/rg-order.source';
import { fakeFetch, memoryStorage, type SeenRequest } from './support/fake-server';

/**
 * The RG and recommended orders as the order-send machine reads them: which gateway call builds
 * which file, under which name, and that an empty order asks nothing (these sources were reached
 * only by browser tests, so no mutation of them was ever caught by a node test).
 */
const config = { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' };
const draft: OrderDraft = { lines: [{ promotionalProductId: 101, orderAmount: 3 }], sum: 300 };
const empty: OrderDraft = { lines: [], sum: 0 };
const today = () => new Date(2026, 10, 23, 12);
const signal = new AbortController().signal;
const wholeList = { bytes: new Blob(['PK']), fileName: 'Весь список.xlsx' };

function install(named?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/vnd.ms-excel' };
  if (named) headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(named)}`;
  const server = fakeFetch(() => new Response(new Uint8Array([80, 75, 3, 4]), { headers }));
  installHttp(createHttp({ config, storage: memoryStorage({ token: 't', refresh: 'r' }), fetch: server.fetch }));
  return server.seen;
}
const calls = (seen: SeenRequest[]) => seen.map((request) => [request.method, request.url, request.body]);
const body = JSON.stringify({ productsList: draft.lines });

describe('the RG order source', () => {
  const worker = (order: OrderDraft) => ({ orderDraft: async () => order, wholeListFile: async () => wholeList });

  it('reads the order from the worker', async () => {
    await expect(rgOrderSource(worker(draft), today).orderDraft(signal)).resolves.toBe(draft);
  });

  it("saves the spreadsheet of the order as 'Заказ РГ {date}.xlsx' from purchase-order-rg-simple", async () => {
    const seen = install();
    const file = await rgOrderSource(worker(draft), today).buildFile(signal, 'orderPositions');
    expect(file?.fileName).toBe('Заказ РГ 23.11.2026.xlsx');
    expect(file?.mimeType).toBe('application/vnd.ms-excel');
    expect(calls(seen)).toEqual([['POST', '/api/pharmacy-cabinet-purchase-service/v1/purchase-order-rg-simple', body]]);
  });

  it("saves the Пульс file as 'Заказ РГ {date}.csv' from purchase-order-rg-for-puls", async () => {
    const seen = install();
    const file = await rgOrderSource(worker(draft), today).buildFile(signal, 'pulsFile');
    expect(file?.fileName).toBe('Заказ РГ 23.11.2026.csv');
    expect(calls(seen)).toEqual([['POST', '/api/pharmacy-cabinet-purchase-service/v1/purchase-order-rg-for-puls', body]]);
  });

  it("keeps the gateway's own file name when it sends one", async () => {
    install('Заказ РГ от шлюза.xlsx');
    await expect(rgOrderSource(worker(draft), today).buildFile(signal, 'orderPositions')).resolves.toMatchObject({
      fileName: 'Заказ РГ от шлюза.xlsx',
    });
  });

  it('takes the whole list from the worker and has no file for the ordering system', async () => {
    const seen = install();
    await expect(rgOrderSource(worker(draft), today).buildFile(signal, 'allPositions')).resolves.toBe(wholeList);
    await expect(rgOrderSource(worker(draft), today).buildFile(signal, 'orderingSystemFile')).resolves.toBeNull();
    expect(seen).toEqual([]);
  });

  it('builds no file from an empty order and asks the gateway nothing', async () => {
    const seen = install();
    await expect(rgOrderSource(worker(empty), today).buildFile(signal, 'orderPositions')).resolves.toBeNull();
    await expect(rgOrderSource(worker(empty), today).buildFile(signal, 'pulsFile')).resolves.toBeNull();
    expect(seen).toEqual([]);
  });
});

describe('the recommended order source', () => {
  const worker = (order: OrderDraft) => ({ orderDraft: async () => order });

  it('reads the order from the worker', async () => {
    await expect(recommendedOrderSource(worker(draft), today).orderDraft(signal)).resolves.toBe(draft);
  });

  it("saves the order as 'Рекомендованный заказ {date}.xlsx' from order-compose", async () => {
    const seen = install();
    const file = await recommendedOrderSource(worker(draft), today).buildFile(signal, 'orderPositions');
    expect(file?.fileName).toBe('Рекомендованный заказ 23.11.2026.xlsx');
    expect(calls(seen)).toEqual([['POST', '/api/pharmacy-cabinet-purchase-service/v1/order-compose', body]]);
  });

  it("names the file by the user's own day even when the back end names it by another (§7.3 fixes the name)", async () => {
    // Just past midnight in the pharmacy, a back end on a clock behind it still dates the file yesterday.
    install('Рекомендованный заказ 22.11.2026.xlsx');
    const file = await recommendedOrderSource(worker(draft), today).buildFile(signal, 'orderPositions');
    expect(file?.fileName).toBe('Рекомендованный заказ 23.11.2026.xlsx');
  });

  it('has no other file, and none for an empty order', async () => {
    const seen = install();
    for (const kind of ['pulsFile', 'allPositions', 'orderingSystemFile'] as const) {
      await expect(recommendedOrderSource(worker(draft), today).buildFile(signal, kind)).resolves.toBeNull();
    }
    await expect(recommendedOrderSource(worker(empty), today).buildFile(signal, 'orderPositions')).resolves.toBeNull();
    expect(seen).toEqual([]);
  });
});
