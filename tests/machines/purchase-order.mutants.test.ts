import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import { fakeOrderSend } from './support/fake-order-send';
import type { InitiativeTypeOptions, PurchaseFilterOptions } from '../../src/api/contract/purchase-order';
import { initiativeTypeId } from '../../src/domain/shared/initiative-types';
import { noFilter, type PositionFilter } from '../../src/domain/orders/purchase/position';
import { availablePurchaseOrderActions } from '../../src/machines/orders/purchase-order.actions';
import { purchaseOrderMachine } from '../../src/machines/orders/purchase-order.config';
import {
  selectExcludable,
  selectFiltersFailure,
  selectHasPharmacySystem,
  selectListFailure,
  selectListInitiatives,
  selectListState,
  selectPlanSum,
  selectProductOptions,
  selectProducts,
  selectSupplierOptions,
  selectSuppliers,
  withPreselected,
} from '../../src/machines/orders/purchase-order.selectors';
import {
  chosenFilter,
  noChoice,
  type FiltersLoaded,
  type FiltersRequest,
  type PositionsPort,
  type PurchaseOrderInput,
} from '../../src/machines/orders/purchase-order.types';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import type { PositionsLoaded, PositionsLoadRequest } from '../../src/workers/orders/positions-types';

/**
 * The purchase order by initiative (§2.2, §4, §5) over fake calls: what its selectors answer and
 * what it asks of the services, the worker and the grid, each checked against values written by hand.
 */
interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}
type Pending<I, T> = I & Deferred<T>;

const procurement = initiativeTypeId('PROCUREMENT')!;
const productOfTheDay = initiativeTypeId('PRODUCT_OF_THE_DAY')!;
const types: InitiativeTypeOptions = [
  { id: procurement, type: 'PROCUREMENT', displayName: 'Закупки' },
  { id: productOfTheDay, type: 'PRODUCT_OF_THE_DAY', displayName: 'Товар дня' },
];
const options: PurchaseFilterOptions = {
  initiativesOfPharmacy: [
    { id: 11, name: 'Закупка 11', type: 'PROCUREMENT' },
    { id: 12, name: 'Закупка 12', type: 'PROCUREMENT' },
  ],
  promoters: ['Промоутер 1'],
  possibleSupplierGroups: ['Группа А', 'Группа Б'],
  products: [{ id: 101, name: 'Товар 101' }],
};
const loaded: PositionsLoaded = {
  count: 3,
  answeredPrice: null,
  options: {
    otherInitiativeNames: ['Товар дня 31'],
    otherInitiatives: [{ id: 31, name: 'Товар дня 31' }],
    supplierGroups: [],
    products: [],
  },
};
const failure = new Error('Сервис отчётов недоступен');

function startPurchaseOrder({ subdivCode = 'A-001', systems = [{ code: 'ПС', name: 'Система' }], realPositions = false } = {}) {
  // The order-send child: the test answers each request it is given.
  const orderSend = fakeOrderSend();
  const later = <I, T>(list: Array<Pending<I, T>>, value: I) =>
    new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));
  const calls = {
    types: [] as Array<Pending<{ pharmacyId: number }, InitiativeTypeOptions>>,
    filters: [] as Array<Pending<FiltersRequest, FiltersLoaded>>,
    positions: [] as Array<Pending<{ typeId: number; initiatives: number[] }, PositionsLoaded>>,
    workerLoads: [] as Array<Pending<{ request: Omit<PositionsLoadRequest, 'token'> }, PositionsLoaded>>,
    systems: [] as Array<{ subdivCode: string }>,
  };
  const grid: Array<{ type: string; filter?: PositionFilter }> = [];
  const worker = {
    load: (request: Omit<PositionsLoadRequest, 'token'>) => later(calls.workerLoads, { request }),
  } as unknown as PositionsPort;
  const input: PurchaseOrderInput = {
    pharmacy: { id: 1, subdivCode },
    config: { serviceAddress: 'https://reports.example', endpointPrefix: '/api' },
    worker,
    preselected: null,
    snackbar: createActor(snackbarMachine),
  };
  const fakeGrid = setup({
    types: {} as { input: { filter: PositionFilter }; context: object; events: { type: string; filter?: PositionFilter } },
  }).createMachine({
    context: ({ input: gridInput }) => (grid.push({ type: 'start', filter: gridInput.filter }), {}),
    on: { '*': { actions: assign(({ event }) => (grid.push(event), {})) } },
  });
  const deferred = <I, T>(list: Array<Pending<I, T>>) => fromPromise<T, I>(({ input: each }) => later(list, each)) as never;
  const machine = purchaseOrderMachine.provide({
    actors: {
      pharmacySystems: remoteOperation('pharmacySystems', async (params: { subdivCode: string }) => (calls.systems.push(params), systems)),
      loadTypes: deferred(calls.types),
      loadFilters: deferred(calls.filters),
      ...(realPositions ? {} : { loadPositions: deferred(calls.positions) }),
      positionsGrid: fakeGrid as never,
      orderSend: orderSend.machine,
    },
  });
  const errors: unknown[] = [];
  const actor = createActor(machine, { input });
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, orderSend, grid, errors, settle, snapshot: () => actor.getSnapshot() };
}
type Sut = ReturnType<typeof startPurchaseOrder>;

/** Types in, PROCUREMENT chosen and its options in. */
async function withOptions(start: Parameters<typeof startPurchaseOrder>[0] = {}): Promise<Sut> {
  const sut = startPurchaseOrder(start);
  await sut.settle();
  sut.calls.types[0].resolve(types);
  await sut.settle();
  sut.actor.send({ type: 'type.choose', typeId: procurement });
  sut.calls.filters.at(-1)!.resolve({ options, planSum: null });
  await sut.settle();
  return sut;
}

async function withList(start: Parameters<typeof startPurchaseOrder>[0] = {}): Promise<Sut> {
  const sut = await withOptions(start);
  sut.actor.send({ type: 'list.show' });
  await sut.settle();
  sut.calls.positions.at(-1)!.resolve(loaded);
  await sut.settle();
  return sut;
}

describe('purchase order: the pharmacy ordering systems check', () => {
  it('asks for the subdivision’s systems and offers their action only when it has some', async () => {
    const sut = startPurchaseOrder();
    expect(selectHasPharmacySystem(sut.snapshot())).toBe(false);
    await sut.settle();
    expect(sut.calls.systems).toEqual([{ subdivCode: 'A-001' }]);
    expect(selectHasPharmacySystem(sut.snapshot())).toBe(true);
  });

  it('an empty answer means no system', async () => {
    const sut = startPurchaseOrder({ systems: [] });
    await sut.settle();
    expect(selectHasPharmacySystem(sut.snapshot())).toBe(false);
  });

  it('a pharmacy without a subdivision code asks nothing', async () => {
    const sut = startPurchaseOrder({ subdivCode: '' });
    await sut.settle();
    expect(sut.calls.systems).toEqual([]);
    expect(selectHasPharmacySystem(sut.snapshot())).toBe(false);
  });

  it('offers the pharmacy system’s action only when the check found one', () => {
    expect(availablePurchaseOrderActions(0)).toEqual([
      'sendToPuls',
      'sendToPurchaseService',
      'sendToStu',
      'downloadOrder',
      'downloadPulsFile',
    ]);
    expect(availablePurchaseOrderActions(2)).toEqual([
      'sendToPuls',
      'sendToPurchaseService',
      'sendToPharmacySystem',
      'sendToStu',
      'downloadOrder',
      'downloadPulsFile',
    ]);
  });
});

describe('purchase order: the filter options', () => {
  it('offers no suppliers or products before the options arrive, then the type’s', async () => {
    const sut = startPurchaseOrder();
    await sut.settle();
    sut.calls.types[0].resolve(types);
    await sut.settle();
    expect(selectSupplierOptions(sut.snapshot())).toEqual([]);
    expect(selectProductOptions(sut.snapshot())).toEqual([]);
    sut.actor.send({ type: 'type.choose', typeId: procurement });
    sut.calls.filters[0].resolve({ options, planSum: null });
    await sut.settle();
    expect(selectSupplierOptions(sut.snapshot())).toEqual(['Группа А', 'Группа Б']);
    expect(selectProductOptions(sut.snapshot())).toEqual([{ id: 101, name: 'Товар 101' }]);
  });

  it('a failure of the options shows until a retry brings them in', async () => {
    const sut = startPurchaseOrder();
    await sut.settle();
    sut.calls.types[0].resolve(types);
    await sut.settle();
    sut.actor.send({ type: 'type.choose', typeId: procurement });
    sut.calls.filters[0].reject(failure);
    await sut.settle();
    expect(selectFiltersFailure(sut.snapshot())).toEqual({ status: 0, message: 'Сервис отчётов недоступен' });
    sut.actor.send({ type: 'filters.retry' });
    await sut.settle();
    expect(selectFiltersFailure(sut.snapshot())).toBeNull();
    sut.calls.filters[1].resolve({ options, planSum: null });
    await sut.settle();
    expect(selectFiltersFailure(sut.snapshot())).toBeNull();
    expect(selectSupplierOptions(sut.snapshot())).toEqual(['Группа А', 'Группа Б']);
  });

  it('closing the menu asks again when the initiatives differ, even with as many ticked', async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'initiatives.choose', initiatives: [11, 12] });
    sut.actor.send({ type: 'initiatives.close' });
    await sut.settle();
    expect(sut.calls.filters.map(({ initiatives, planOf }) => ({ initiatives, planOf }))).toEqual([
      { initiatives: [], planOf: null },
      { initiatives: [11, 12], planOf: null },
    ]);
    // The server may answer a plan nobody asked for: two initiatives show no plan.
    sut.calls.filters[1].resolve({ options, planSum: 7000 });
    await sut.settle();
    expect(selectPlanSum(sut.snapshot())).toBeNull();
    expect(sut.snapshot().context.planSum).toBeNull();
    // The same two in another order: nothing new to ask.
    sut.actor.send({ type: 'initiatives.choose', initiatives: [12, 11] });
    sut.actor.send({ type: 'initiatives.close' });
    await sut.settle();
    expect(sut.calls.filters).toHaveLength(2);
    // 11 and 13: as many, not the same.
    sut.actor.send({ type: 'initiatives.choose', initiatives: [11, 13] });
    sut.actor.send({ type: 'initiatives.close' });
    await sut.settle();
    expect(sut.calls.filters.map(({ initiatives }) => initiatives)).toEqual([[], [11, 12], [11, 13]]);
  });

  it('one initiative chosen shows its plan', async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'initiatives.choose', initiatives: [11] });
    sut.actor.send({ type: 'initiatives.close' });
    await sut.settle();
    expect(sut.calls.filters.at(-1)).toMatchObject({ initiatives: [11], planOf: 11 });
    sut.calls.filters.at(-1)!.resolve({ options, planSum: 5000 });
    await sut.settle();
    expect(selectPlanSum(sut.snapshot())).toBe(5000);
  });

  it('shows no plan when several initiatives are chosen, whatever plan is held', () => {
    const snapshot = purchaseOrderMachine.resolveState({
      value: { ready: { filters: 'idle', list: 'none', order: 'choosing' } },
      context: {
        ...startPurchaseOrder().snapshot().context,
        choice: { ...noChoice, typeId: procurement, initiatives: [11, 12] },
        planSum: 5000,
      },
    });
    expect(selectPlanSum(snapshot)).toBeNull();
  });

  it('with no type chosen, closing the menu asks nothing', async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'type.choose', typeId: null });
    await sut.settle();
    sut.actor.send({ type: 'initiatives.close' });
    await sut.settle();
    expect(sut.calls.filters).toHaveLength(1);
    expect((sut.snapshot().value as { ready: { filters: string } }).ready.filters).toBe('idle');
  });
});

describe('purchase order: the product list', () => {
  it('loads the positions of the type and initiatives into the worker', async () => {
    const sut = await withOptions({ realPositions: true });
    sut.actor.send({ type: 'initiatives.choose', initiatives: [12] });
    sut.actor.send({ type: 'list.show' });
    await sut.settle();
    expect(sut.calls.workerLoads.map((call) => call.request)).toEqual([
      {
        source: { kind: 'purchaseOrder', request: { initiativeTypeId: procurement, selectedInitiatives: [12] } },
        config: { serviceAddress: 'https://reports.example', endpointPrefix: '/api' },
      },
    ]);
    // Positions without options offer no other initiatives to exclude.
    sut.calls.workerLoads[0].resolve({ count: 0, answeredPrice: null });
    await sut.settle();
    expect(selectListState(sut.snapshot())).toBe('shown');
    expect(selectListInitiatives(sut.snapshot())).toEqual([]);
    expect(selectExcludable(sut.snapshot())).toEqual([{ id: 11, name: 'Закупка 11' }]);
  });

  it('a failed list shows its error until a new load succeeds', async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'list.show' });
    await sut.settle();
    sut.calls.positions[0].reject(failure);
    await sut.settle();
    expect(selectListFailure(sut.snapshot())).toEqual({ status: 0, message: 'Сервис отчётов недоступен' });
    sut.actor.send({ type: 'list.show' });
    await sut.settle();
    expect(selectListFailure(sut.snapshot())).toBeNull();
    sut.calls.positions[1].resolve(loaded);
    await sut.settle();
    expect(selectListState(sut.snapshot())).toBe('shown');
    expect(selectListFailure(sut.snapshot())).toBeNull();
  });

  it('sends the chosen suppliers and products to the list shown', async () => {
    const sut = await withList();
    sut.actor.send({ type: 'suppliers.choose', suppliers: ['Группа Б'] });
    sut.actor.send({ type: 'products.choose', products: [101] });
    await sut.settle();
    expect(selectSuppliers(sut.snapshot())).toEqual(['Группа Б']);
    expect(selectProducts(sut.snapshot())).toEqual([101]);
    expect(sut.grid).toEqual([
      { type: 'start', filter: noFilter },
      { type: 'grid.filter', filter: { ...noFilter, suppliers: ['Группа Б'] } },
      { type: 'grid.filter', filter: { ...noFilter, suppliers: ['Группа Б'], products: [101] } },
    ]);
  });

  it('an action that ends after the list was dropped refreshes nothing', async () => {
    const sut = await withList();
    sut.actor.send({ type: 'order.choose', action: 'sendToPuls' });
    sut.actor.send({ type: 'order.execute' });
    await sut.settle();
    expect(sut.orderSend.requests.map((request) => request.event)).toEqual([{ type: 'order.sendToPuls' }]);
    sut.actor.send({ type: 'type.choose', typeId: productOfTheDay });
    await sut.settle();
    expect(selectListState(sut.snapshot())).toBe('none');
    sut.orderSend.requests[0].settle();
    await sut.settle();
    expect(sut.errors).toEqual([]);
    expect(sut.snapshot().status).toBe('active');
    expect((sut.snapshot().value as { ready: { order: string } }).ready.order).toBe('choosing');
    expect(sut.grid.map((event) => event.type)).toEqual(['start']);
  });

  it('an action that ends with the list shown has the grid read its rows again', async () => {
    const sut = await withList();
    sut.actor.send({ type: 'order.choose', action: 'downloadOrder' });
    sut.actor.send({ type: 'order.execute' });
    await sut.settle();
    sut.orderSend.requests[0].settle();
    await sut.settle();
    expect(sut.grid.map((event) => event.type)).toEqual(['start', 'window.refresh']);
  });
});

describe('purchase order: pure rules', () => {
  const preselected = { type: 'PROCUREMENT', initiativeId: 77, initiativeName: 'Закупка 77' };
  const listed = options.initiativesOfPharmacy;

  it('adds the overview’s initiative to the menu while it is chosen and not listed', () => {
    expect(withPreselected(listed, preselected, [77])).toEqual([...listed, { id: 77, name: 'Закупка 77', type: 'PROCUREMENT' }]);
  });

  it('adds nothing when there is no preselection, it is not chosen, or the options list it', () => {
    expect(withPreselected(listed, null, [77])).toEqual(listed);
    expect(withPreselected(listed, preselected, [11])).toEqual(listed);
    expect(withPreselected(listed, { ...preselected, initiativeId: 12 }, [12])).toEqual(listed);
    // A copy: the screen may sort it without touching the options.
    expect(withPreselected(listed, null, [])).not.toBe(listed);
  });

  it('a filter event names only its part of the choice; other events name none', () => {
    expect(chosenFilter({ type: 'suppliers.choose', suppliers: ['Группа А'] })).toEqual({ suppliers: ['Группа А'] });
    expect(chosenFilter({ type: 'products.choose', products: [5] })).toEqual({ products: [5] });
    expect(chosenFilter({ type: 'list.show' })).toEqual({});
    expect(chosenFilter({ type: 'initiatives.choose', initiatives: [1] })).toEqual({});
  });
});
