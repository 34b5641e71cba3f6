import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createHttp, installHttp } from '../../src/api/shared/http';
import type { PurchaseFilterOptions } from '../../src/api/contract/purchase-order';
import { loadFilters } from '../../src/machines/orders/purchase-order.actors';
import { purchaseOrderSource } from '../../src/machines/orders/purchase-order.source';
import type { FiltersRequest } from '../../src/machines/orders/purchase-order.types';
import type { OrderDraft } from '../../src/machines/orders/order-send.types';
import { fakeFetch, json, memoryStorage, type SeenRequest } from './support/fake-server';

/** The purchase order's calls over the real http client, with the network faked: paths, bodies, the merge. */
const config = { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' };

function install(handler: (request: SeenRequest) => Response | Promise<Response>) {
  const server = fakeFetch(handler);
  installHttp(createHttp({ config, storage: memoryStorage({ token: 'old', refresh: 'r1' }), fetch: server.fetch }));
  return server.seen;
}

const options = (promoter: string, initiative: { id: number; name: string }): PurchaseFilterOptions => ({
  initiativesOfPharmacy: [{ ...initiative, type: 'PROCUREMENT' }],
  promoters: [promoter],
  possibleSupplierGroups: [],
  products: [],
});

const runLoadFilters = (input: FiltersRequest) => toPromise(createActor(loadFilters, { input }).start());

describe('purchase order filter options', () => {
  it('asks both report services and merges them (the regular one names the initiative); the plan of the one initiative', async () => {
    const seen = install((request) => {
      if (request.url.startsWith('/api/reports-rt/')) return json(options('Промоутер А', { id: 11, name: 'Закупка (оперативно)' }));
      if (request.url.includes('/plan/')) return json({ planSum: 1234.5 });
      return json(options('Промоутер Б', { id: 11, name: 'Закупка 11' }));
    });
    const loaded = await runLoadFilters({ pharmacyId: 1, typeId: 14, initiatives: [11], planOf: 11 });
    expect(loaded).toEqual({
      options: {
        initiativesOfPharmacy: [{ id: 11, name: 'Закупка 11', type: 'PROCUREMENT' }],
        promoters: ['Промоутер А', 'Промоутер Б'],
        possibleSupplierGroups: [],
        products: [],
      },
      planSum: 1234.5,
    });
    const body = JSON.stringify({ pharmacyId: 1, initiativeTypeId: 14, selectedInitiatives: [11] });
    expect(seen.map((request) => [request.method, request.url, request.body]).sort()).toEqual([
      ['GET', '/api/reports/purchase-order/initiative/plan/1/11', null],
      ['POST', '/api/reports-rt/purchase-order/filters-options', body],
      ['POST', '/api/reports/purchase-order/filters-options', body],
    ]);
  });

  it('on a back end without the regular service (its paths are ours) the real-time options stand alone, asked once per session', async () => {
    const seen = install((request) => {
      if (request.url.startsWith('/api/reports-rt/')) return json(options('Промоутер А', { id: 11, name: 'Закупка (оперативно)' }));
      // A back end built from the spec: its framework's own "not found", no message.
      return new Response('Not Found', { status: 404 });
    });
    const realTimeOnly = {
      options: {
        initiativesOfPharmacy: [{ id: 11, name: 'Закупка (оперативно)', type: 'PROCUREMENT' }],
        promoters: ['Промоутер А'],
        possibleSupplierGroups: [],
        products: [],
      },
      planSum: null,
    };
    await expect(runLoadFilters({ pharmacyId: 1, typeId: 14, initiatives: [], planOf: null })).resolves.toEqual(realTimeOnly);
    await expect(runLoadFilters({ pharmacyId: 1, typeId: 14, initiatives: [11, 12], planOf: null })).resolves.toEqual(realTimeOnly);
    expect(seen.filter((request) => request.url === '/api/reports/purchase-order/filters-options')).toHaveLength(1);
  });

  it('a regular service that fails (not absent) still fails the options: half a merge would look whole', async () => {
    install((request) =>
      request.url.startsWith('/api/reports-rt/')
        ? json(options('Промоутер А', { id: 11, name: 'Закупка 11' }))
        : json({ message: 'Сервис отчётов недоступен' }, 503),
    );
    await expect(runLoadFilters({ pharmacyId: 1, typeId: 14, initiatives: [], planOf: null })).rejects.toMatchObject({
      status: 503,
      message: 'Сервис отчётов недоступен',
    });
  });

  it('asks no plan without one initiative', async () => {
    const seen = install(() => json(options('Промоутер А', { id: 11, name: 'Закупка 11' })));
    await expect(runLoadFilters({ pharmacyId: 1, typeId: 14, initiatives: [11, 12], planOf: null })).resolves.toMatchObject({
      planSum: null,
    });
    expect(seen.some((request) => request.url.includes('/plan/'))).toBe(false);
  });
});

describe('purchase order source', () => {
  const draft: OrderDraft = { lines: [{ promotionalProductId: 101, orderAmount: 3 }], sum: 300 };
  const today = () => new Date(2026, 10, 23, 12);
  const xlsx = () => new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/octet-stream' } });

  it('the order comes from the worker; its files from the gateway with the lines above 0', async () => {
    const seen = install(() => xlsx());
    const source = purchaseOrderSource({ orderDraft: async () => draft }, today);
    const signal = new AbortController().signal;
    await expect(source.orderDraft(signal)).resolves.toBe(draft);
    await expect(source.buildFile(signal, 'orderPositions')).resolves.toMatchObject({ fileName: 'Заказ по инициативам 23.11.2026.xlsx' });
    await expect(source.buildFile(signal, 'pulsFile')).resolves.toMatchObject({ fileName: 'Заказ 23.11.2026.csv' });
    const body = JSON.stringify({ productsList: draft.lines });
    expect(seen.map((request) => [request.url, request.body])).toEqual([
      ['/api/pharmacy-cabinet-purchase-service/v1/purchase-order-initiative', body],
      ['/api/pharmacy-cabinet-purchase-service/v1/purchase-order-for-puls', body],
    ]);
  });

  it('an empty order builds no file and asks nothing', async () => {
    const seen = install(() => xlsx());
    const source = purchaseOrderSource({ orderDraft: async () => ({ lines: [], sum: 0 }) }, today);
    await expect(source.buildFile(new AbortController().signal, 'orderPositions')).resolves.toBeNull();
    expect(seen).toEqual([]);
  });
});
