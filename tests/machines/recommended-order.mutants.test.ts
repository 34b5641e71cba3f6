import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import { createHttp, installHttp } from '../../src/api/shared/http';
import type { InitiativeOption } from '../../src/api/contract/purchase-order';
import type { PositionTotals } from '../../src/domain/orders/purchase/position';
import { promoterSupplierOperation } from '../../src/machines/orders/recommended-order.config';
import { recommendedOrderMachine } from '../../src/machines/orders/recommended-order.config';
import * as select from '../../src/machines/orders/recommended-order.selectors';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import type { PositionsView, PositionsWindow } from '../../src/workers/orders/positions-types';
import { fakeFetch, json, memoryStorage } from './support/fake-server';
import {
  chosenFilters,
  chosenInitiativeIds,
  findProductRequestOf,
  initiativeOptions,
  noRecommendedFilters,
  typeOptions,
  type RecommendedOrderInput,
} from '../../src/machines/orders/recommended-order.types';

/** The recommended order's filters (§2.3) and the find-product request they make (§3). */
const initiatives: InitiativeOption[] = [
  { id: 1, name: 'Закупка 1', type: 'PROCUREMENT' },
  { id: 2, name: 'Матрица 2', type: 'MANDATORY_MATRIX' },
  { id: 3, name: 'Закупка 3', type: 'PROCUREMENT' },
  { id: 4, name: 'Товар дня 4', type: 'PRODUCT_OF_THE_DAY' },
];

describe('recommended order: the filters', () => {
  it('an event that is not a filter leaves the filters as they are', () => {
    const filters = { ...noRecommendedFilters, type: 'PROCUREMENT', promoter: 'П1' };
    expect(chosenFilters(filters, { type: 'order.execute' })).toBe(filters);
    expect(chosenFilters(filters, { type: 'positions.retry' })).toBe(filters);
  });

  it('stands for the chosen initiative, else those of the chosen type, else all ([])', () => {
    expect(chosenInitiativeIds(initiatives, { ...noRecommendedFilters, type: 'PROCUREMENT', initiativeId: 3 })).toEqual([3]);
    expect(chosenInitiativeIds(initiatives, { ...noRecommendedFilters, type: 'PROCUREMENT' })).toEqual([1, 3]);
    expect(chosenInitiativeIds(initiatives, noRecommendedFilters)).toEqual([]);
  });

  it('asks find-product with the warehouse, the initiatives, the promoter and the supplier chosen', () => {
    expect(
      findProductRequestOf({
        pulsWarehouseCode: 'WH-1',
        initiatives,
        filters: { type: 'MANDATORY_MATRIX', initiativeId: null, promoter: 'П1', supplier: 'Группа А' },
      }),
    ).toEqual({ pulsWarehouseCode: 'WH-1', initiativeIds: [2], promoterIds: ['П1'], supplierGroups: ['Группа А'] });
    expect(findProductRequestOf({ pulsWarehouseCode: null, initiatives, filters: noRecommendedFilters })).toEqual({
      pulsWarehouseCode: null,
      initiativeIds: [],
      promoterIds: [],
      supplierGroups: [],
    });
  });

  it('offers each type once, by its Russian name in alphabetical order', () => {
    expect(typeOptions([...initiatives].reverse())).toEqual([
      { type: 'PROCUREMENT', name: 'Закупка' },
      { type: 'MANDATORY_MATRIX', name: 'Обязательная матрица' },
      { type: 'PRODUCT_OF_THE_DAY', name: 'Товар дня' },
    ]);
  });

  it('offers the initiatives of the chosen type, or all (as a copy)', () => {
    expect(initiativeOptions(initiatives, 'PROCUREMENT').map((each) => each.id)).toEqual([1, 3]);
    expect(initiativeOptions(initiatives, 'SALES_PLAN')).toEqual([]);
    const all = initiativeOptions(initiatives, null);
    expect(all).toEqual(initiatives);
    expect(all).not.toBe(initiatives);
  });
});

// ---- The machine: what it asks for the pharmacy, and its load as the screen reads it ---------

function startRecommended({ failFirstLoad = false } = {}) {
  const initiativeCalls: unknown[] = [];
  let loads = 0;
  const input: RecommendedOrderInput = {
    pharmacyId: 23,
    pulsWarehouseCode: 'W-1',
    config: { serviceAddress: '', endpointPrefix: '/api' },
    worker: {
      load: async () => {
        loads += 1;
        if (failFirstLoad && loads === 1) throw new Error('Пульс не ответил');
        return { count: 0, answeredPrice: 100 };
      },
      setFilter: () => new Promise<PositionsView>(() => {}),
      editQuantity: () => new Promise<PositionTotals>(() => {}),
      window: () => new Promise<PositionsWindow>(() => {}),
      typedEdits: async () => [],
      orderDraft: () => new Promise(() => {}),
    },
    subdivCode: '',
    snackbar: createActor(snackbarMachine),
  };
  const machine = recommendedOrderMachine.provide({
    actors: {
      initiatives: remoteOperation('composeInitiatives', async (params: unknown) => (initiativeCalls.push(params), initiatives)) as never,
      promoterSupplier: remoteOperation('composePromoterSupplier', async () => ({ promoters: [], supplierGroups: [] })) as never,
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, initiativeCalls, settle, snapshot: () => actor.getSnapshot() };
}

describe('recommended order: the machine', () => {
  it('asks the initiatives of the pharmacy, and again on a retry', async () => {
    const sut = startRecommended();
    await sut.settle();
    sut.actor.send({ type: 'initiatives.retry' });
    await sut.settle();
    expect(sut.initiativeCalls).toEqual([{ pharmacyId: 23 }, { pharmacyId: 23 }]);
  });

  it('loading, then failed with the error, then shown after a retry with no error left', async () => {
    const sut = startRecommended({ failFirstLoad: true });
    expect(select.selectLoading(sut.snapshot())).toBe(true);
    expect(select.selectLoadFailure(sut.snapshot())).toBeNull();
    await sut.settle();
    expect(select.selectLoading(sut.snapshot())).toBe(false);
    expect(select.selectLoadFailure(sut.snapshot())).toEqual({ status: 0, message: 'Пульс не ответил' });
    sut.actor.send({ type: 'positions.retry' });
    expect(select.selectLoading(sut.snapshot())).toBe(true);
    await sut.settle();
    expect(select.selectLoading(sut.snapshot())).toBe(false);
    expect(select.selectLoadFailure(sut.snapshot())).toBeNull();
  });
});

describe('recommended order: the promoters and suppliers call', () => {
  it('posts the chosen initiatives to find-promoter-supplier', async () => {
    const server = fakeFetch(() => json({ promoters: ['П1'], supplierGroups: ['Группа А'] }));
    installHttp(
      createHttp({
        config: { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' },
        storage: memoryStorage({ token: 't', refresh: 'r' }),
        fetch: server.fetch,
      }),
    );
    const actor = createActor(promoterSupplierOperation).start();
    actor.send({ type: 'request', params: { initiativeIds: [1, 3] } });
    await waitFor(actor, (snapshot) => snapshot.context.data !== null);
    expect(actor.getSnapshot().context.data).toEqual({ promoters: ['П1'], supplierGroups: ['Группа А'] });
    expect(server.seen.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/api/reports-rt/order-compose/find-promoter-supplier', JSON.stringify({ initiativeIds: [1, 3] })],
    ]);
  });
});
