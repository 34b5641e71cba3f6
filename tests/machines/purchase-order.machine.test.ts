import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { InitiativeTypeOptions, PurchaseFilterOptions } from '../../src/api/contract/purchase-order';
import { initiativeTypeId } from '../../src/domain/initiative-types';
import { matchesPosition } from '../../src/domain/purchase/matching';
import type { PositionFilter } from '../../src/domain/purchase/position';
import type { PurchaseOrderAction } from '../../src/machines/purchase-order.actions';
import { purchaseOrderMachine } from '../../src/machines/purchase-order.machine';
import {
  selectCanExecute,
  selectCanShowList,
  selectExcludable,
  selectExecuting,
  selectFiltersFailure,
  selectFiltersLoading,
  selectInitiatives,
  selectListState,
  selectMenusOpen,
  selectPlanSum,
  selectPromoters,
  selectTypeId,
  selectTypes,
  selectTypesFailure,
  selectTypesLoading,
  selectZeroBalance,
  type ListState,
} from '../../src/machines/purchase-order.selectors';
import type { FiltersLoaded, FiltersRequest, PositionsPort, PurchaseOrderInput } from '../../src/machines/purchase-order.types';
import { remoteOperation } from '../../src/machines/remote-operation.machine';
import type { PositionsLoaded } from '../../src/workers/positions-types';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof purchaseOrderMachine>;
interface Deferred<T> { resolve(value: T): void; reject(error: unknown): void }
type Pending<I, T> = I & Deferred<T>;

const matrix = initiativeTypeId('MANDATORY_MATRIX')!;
const procurement = initiativeTypeId('PROCUREMENT')!;
const productOfTheDay = initiativeTypeId('PRODUCT_OF_THE_DAY')!;
const types: InitiativeTypeOptions = [
  { id: matrix, type: 'MANDATORY_MATRIX', displayName: 'Обязательная матрица' },
  { id: procurement, type: 'PROCUREMENT', displayName: 'Закупки' },
  { id: productOfTheDay, type: 'PRODUCT_OF_THE_DAY', displayName: 'Товар дня' },
];
const options: PurchaseFilterOptions = {
  initiativesOfPharmacy: [{ id: 11, name: 'Закупка 11', type: 'PROCUREMENT' }, { id: 12, name: 'Закупка 12', type: 'PROCUREMENT' }],
  promoters: ['Промоутер 1'],
  possibleSupplierGroups: ['Группа А'],
  products: [{ id: 101, name: 'Товар 101' }],
};
/** The positions loaded also take part in 12 (of the type) and 31, an initiative of another type. */
const loaded: PositionsLoaded = {
  count: 3,
  answeredPrice: null,
  options: {
    otherInitiativeNames: ['Закупка 12', 'Товар дня 31'],
    otherInitiatives: [{ id: 12, name: 'Закупка 12' }, { id: 31, name: 'Товар дня 31' }],
    supplierGroups: ['Группа А'],
    products: [{ id: 101, name: 'Товар 101' }],
  },
};

/** The machine over fake calls and a fake grid: the test decides when and how each answers. */
function startPurchaseOrder({ preselected = null, pharmacySystems = [{ code: 'ПС', name: 'Система' }] }: Partial<Pick<PurchaseOrderInput, 'preselected'>> & { pharmacySystems?: Array<{ code: string; name: string }> } = {}) {
  const later = <I, T>(list: Array<Pending<I, T>>, value: I) => new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));
  const calls = {
    types: [] as Array<Pending<{ pharmacyId: number }, InitiativeTypeOptions>>,
    filters: [] as Array<Pending<FiltersRequest, FiltersLoaded>>,
    positions: [] as Array<Pending<{ typeId: number; initiatives: number[] }, PositionsLoaded>>,
    action: [] as Array<Pending<{ action: PurchaseOrderAction }, void>>,
  };
  /** What the grid was told: its first filter, then every change. */
  const grid: Array<{ type: string; filter?: PositionFilter }> = [];
  const worker = {} as PositionsPort;
  const input: PurchaseOrderInput = {
    pharmacy: { id: 1, subdivCode: 'A-001' },
    config: { serviceAddress: '', endpointPrefix: '/api' },
    worker,
    preselected,
    runOrderAction: (action) => later(calls.action, { action }),
  };
  const fakeGrid = setup({ types: {} as { input: { filter: PositionFilter }; context: object; events: { type: string; filter?: PositionFilter } } }).createMachine({
    context: ({ input: gridInput }) => (grid.push({ type: 'start', filter: gridInput.filter }), {}),
    on: { '*': { actions: assign(({ event }) => (grid.push(event), {})) } },
  });
  const machine = purchaseOrderMachine.provide({
    actors: {
      pharmacySystems: remoteOperation('pharmacySystems', async () => pharmacySystems),
      loadTypes: fromDeferred(calls.types, later),
      loadFilters: fromDeferred(calls.filters, later),
      loadPositions: fromDeferred(calls.positions, later),
      grid: fakeGrid as never,
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, grid, settle, input, snapshot: () => actor.getSnapshot() };
}

function fromDeferred<I, T>(list: Array<Pending<I, T>>, later: (list: Array<Pending<I, T>>, value: I) => Promise<T>) {
  return fromPromise<T, I>(({ input }) => later(list, input)) as never;
}

type Sut = ReturnType<typeof startPurchaseOrder>;

/** Types in, PROCUREMENT chosen and its options in. */
async function withOptions(start: Parameters<typeof startPurchaseOrder>[0] = {}): Promise<Sut> {
  const sut = startPurchaseOrder(start);
  await sut.settle();
  sut.calls.types[0].resolve(types);
  await sut.settle();
  sut.actor.send({ type: 'type.choose', typeId: procurement });
  sut.calls.filters.at(-1)!.resolve({ options, planSum: 5000 });
  await sut.settle();
  return sut;
}

// ---- Model-based walk ------------------------------------------------------------------------

const events = [
  { type: 'xstate.done.actor.loadTypes', output: types },
  { type: 'xstate.error.actor.loadTypes', error: new Error('Сервис отчётов недоступен') },
  { type: 'types.retry' },
  { type: 'type.choose', typeId: procurement },
  { type: 'type.choose', typeId: null },
  { type: 'xstate.done.actor.loadFilters', output: { options, planSum: 5000 } },
  { type: 'xstate.error.actor.loadFilters', error: new Error('Сервис отчётов недоступен') },
  { type: 'filters.retry' },
  { type: 'initiatives.choose', initiatives: [11] },
  { type: 'initiatives.choose', initiatives: [11, 12] },
  { type: 'initiatives.close' },
  { type: 'promoters.choose', promoters: ['Промоутер 1'] },
  { type: 'list.show' },
  { type: 'xstate.done.actor.loadPositions', output: loaded },
  { type: 'xstate.error.actor.loadPositions', error: new Error('Сервис отчётов недоступен') },
  { type: 'order.choose', action: 'sendToPuls' },
  { type: 'order.execute' },
  { type: 'xstate.done.actor.runOrderAction', output: undefined },
] as never[];

type PathEvent = { type: string; output?: unknown; error?: unknown; typeId?: number | null; initiatives?: number[]; promoters?: string[]; checked?: boolean; action?: PurchaseOrderAction };

/** The state and the context facts the cascade's guards and the user's view depend on: finite whatever the values. */
const serializeState = (snapshot: Snapshot) => {
  const { choice, planSum, options: loadedOptions, optionsFor, listInitiatives, action } = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    choice.typeId,
    choice.initiatives.length,
    choice.promoters.length,
    choice.zeroBalance,
    planSum !== null,
    loadedOptions !== null,
    optionsFor === null ? null : optionsFor.join(),
    listInitiatives.length > 0,
    action,
  ]);
};

/**
 * What the user should see, written by hand from spec §2.2 and §4 (and the decisions of this tab),
 * and kept by replaying each event on this small record, never read from the machine. The walk
 * compares it with the machine in every state it reaches: a transition pointed at the wrong state
 * shows a different screen and fails.
 */
interface UserView {
  types: 'loading' | 'failed' | 'shown';
  type: number | null;
  initiatives: number[];
  promoters: string[];
  zeroBalance: boolean;
  /** The filter options' load. */
  filters: 'idle' | 'loading' | 'failed';
  /** The initiatives the options (and the plan) were loaded for. */
  loadedFor: number[] | null;
  plan: number | null;
  list: ListState;
  /** A list was loaded for this type and these initiatives: its positions' other initiatives can be excluded. */
  listLoaded: boolean;
  action: PurchaseOrderAction | null;
  executing: boolean;
}

const initialView: UserView = {
  types: 'loading', type: null, initiatives: [], promoters: [], zeroBalance: false, filters: 'idle', loadedFor: null, plan: null, list: 'none', listLoaded: false, action: null, executing: false,
};

const same = (a: number[] | null, b: number[]) => a !== null && a.join() === b.join();

function expectedAfter(view: UserView, event: PathEvent): UserView {
  const ready = view.types === 'shown';
  switch (event.type) {
    case 'xstate.done.actor.loadTypes':
      return { ...view, types: 'shown' };
    case 'xstate.error.actor.loadTypes':
      return { ...view, types: 'failed' };
    case 'types.retry':
      return { ...view, types: 'loading' };
    case 'type.choose':
      // A new type (or none) empties initiatives, promoters (and the other lists), the plan and the list, and loads options.
      return { ...view, type: event.typeId!, initiatives: [], promoters: [], plan: null, list: 'none', listLoaded: false, loadedFor: null, filters: event.typeId === null ? 'idle' : 'loading' };
    case 'xstate.done.actor.loadFilters':
      return { ...view, filters: 'idle', loadedFor: view.initiatives, plan: view.initiatives.length === 1 ? 5000 : null };
    case 'xstate.error.actor.loadFilters':
      return { ...view, filters: 'failed' };
    case 'filters.retry':
      return { ...view, filters: 'loading' };
    case 'initiatives.choose':
      // The menu waits while options load; a choice empties the other filters, the plan and the list.
      if (!ready || view.type === null || view.filters === 'loading') return view;
      return { ...view, initiatives: event.initiatives!, promoters: [], plan: null, list: 'none', listLoaded: false };
    case 'initiatives.close':
      if (view.type === null) return view;
      if (view.filters === 'failed' || (view.filters === 'idle' && !same(view.loadedFor, view.initiatives))) return { ...view, filters: 'loading' };
      return view;
    case 'promoters.choose':
      return ready ? { ...view, promoters: event.promoters! } : view;
    case 'zeroBalance.set':
      return ready ? { ...view, zeroBalance: event.checked! } : view;
    case 'list.show':
      return canShow(view) ? { ...view, list: 'loading' } : view;
    case 'xstate.done.actor.loadPositions':
      return { ...view, list: 'shown', listLoaded: true };
    case 'xstate.error.actor.loadPositions':
      return { ...view, list: 'failed' };
    case 'order.choose':
      return ready ? { ...view, action: event.action! } : view;
    case 'order.execute':
      return view.action !== null && view.list === 'shown' && !view.executing ? { ...view, executing: true } : view;
    case 'xstate.done.actor.runOrderAction':
      return { ...view, executing: false };
    default:
      throw new Error(`no expectation for ${event.type}`);
  }
}

/** 'Показать список товаров' is enabled once a type is chosen and while nothing loads. */
const canShow = (view: UserView) => view.types === 'shown' && view.type !== null && view.filters !== 'loading' && view.list !== 'loading';

function checkView(actual: Snapshot, view: UserView) {
  expect(selectTypesLoading(actual)).toBe(view.types === 'loading');
  expect(selectTypesFailure(actual)?.message ?? null).toBe(view.types === 'failed' ? 'Сервис отчётов недоступен' : null);
  // The mandatory matrix is never offered.
  expect(selectTypes(actual).map((type) => type.type)).toEqual(view.types === 'shown' ? ['PROCUREMENT', 'PRODUCT_OF_THE_DAY'] : []);
  expect(selectTypeId(actual)).toBe(view.type);
  expect(selectInitiatives(actual)).toEqual(view.initiatives);
  expect(selectPromoters(actual)).toEqual(view.promoters);
  expect(selectZeroBalance(actual)).toBe(view.zeroBalance);
  expect(selectFiltersLoading(actual)).toBe(view.filters === 'loading');
  expect(selectFiltersFailure(actual) !== null).toBe(view.filters === 'failed');
  expect(selectMenusOpen(actual)).toBe(view.types === 'shown' && view.type !== null && view.filters !== 'loading');
  expect(selectPlanSum(actual)).toBe(view.plan);
  expect(selectCanShowList(actual)).toBe(canShow(view));
  expect(selectListState(actual)).toBe(view.list);
  // The exclusions: the type's initiatives not chosen (once its options are in), then the list's others of any type.
  const offered = [...(view.loadedFor !== null ? [11, 12] : []), ...(view.listLoaded ? [12, 31] : [])];
  expect(selectExcludable(actual).map((each) => each.id)).toEqual([...new Set(offered)].filter((id) => !view.initiatives.includes(id)));
  expect(selectExecuting(actual)).toBe(view.executing);
  expect(selectCanExecute(actual)).toBe(view.action !== null && view.list === 'shown' && !view.executing);
}

/** Plays a model event on the live actor: an answer settles the fake call it stands for. */
async function play(sut: Sut, event: PathEvent) {
  const answer = (list: Array<Deferred<unknown>>) => {
    const pending = list.at(-1)!;
    if (event.type.startsWith('xstate.error')) pending.reject(event.error);
    else pending.resolve(event.output);
  };
  if (event.type.endsWith('.loadTypes')) answer(sut.calls.types as never);
  else if (event.type.endsWith('.loadFilters')) answer(sut.calls.filters as never);
  else if (event.type.endsWith('.loadPositions')) answer(sut.calls.positions as never);
  else if (event.type.endsWith('.runOrderAction')) answer(sut.calls.action as never);
  else sut.actor.send(event as never);
  await sut.settle();
}

describe('purchase order machine, every shortest path against what the user should see', () => {
  const paths = getShortestPaths(purchaseOrderMachine, {
    events,
    serializeState: serializeState as never,
    input: startPurchaseOrder().input,
  });

  it('reaches every state of the cascade, the list and the order', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toContain('"typesFailed"');
    for (const region of ['"filters":"loading"', '"filters":"failed"', '"list":"loading"', '"list":"failed"', '"list":"shown"', '"order":"executing"']) {
      expect([...reached].some((value) => value.includes(region)), region).toBe(true);
    }
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const sut = startPurchaseOrder();
      await sut.settle();
      let view = initialView;
      await walkPath(path, {
        play: async (event) => {
          view = expectedAfter(view, event as PathEvent);
          await play(sut, event as PathEvent);
        },
        check: () => checkView(sut.snapshot(), view),
      });
    });
  }
});

// ---- Each rule of §4 on its own ---------------------------------------------------------------

describe('purchase order machine, the cascade of §4', () => {
  it('loads the types without the mandatory matrix; nothing can be shown before a type is chosen', async () => {
    const sut = startPurchaseOrder();
    await sut.settle();
    expect(sut.calls.types).toMatchObject([{ pharmacyId: 1 }]);
    sut.calls.types[0].resolve(types);
    await sut.settle();
    expect(selectTypes(sut.snapshot()).map((type) => type.displayName)).toEqual(['Закупки', 'Товар дня']);
    expect(selectCanShowList(sut.snapshot())).toBe(false);
    expect(sut.calls.filters).toHaveLength(0);
  });

  it('changing the type clears initiatives, promoters, suppliers, products, the plan and exclusions, then loads its options', async () => {
    const sut = await withOptions();
    const send = sut.actor.send;
    send({ type: 'initiatives.choose', initiatives: [11] });
    send({ type: 'initiatives.close' });
    sut.calls.filters.at(-1)!.resolve({ options, planSum: 5000 });
    await sut.settle();
    send({ type: 'promoters.choose', promoters: ['Промоутер 1'] });
    send({ type: 'suppliers.choose', suppliers: ['Группа А'] });
    send({ type: 'products.choose', products: [101] });
    send({ type: 'excluded.choose', excluded: [12] });
    send({ type: 'zeroBalance.set', checked: true });
    expect(selectPlanSum(sut.snapshot())).toBe(5000);

    send({ type: 'type.choose', typeId: productOfTheDay });
    const { choice, planSum, options: shownOptions } = sut.snapshot().context;
    expect(choice).toEqual({ typeId: productOfTheDay, initiatives: [], promoters: [], suppliers: [], products: [], excluded: [], zeroBalance: true, planNotFulfilled: false });
    expect(planSum).toBeNull();
    expect(shownOptions).toBeNull();
    expect(selectFiltersLoading(sut.snapshot())).toBe(true);
    expect(selectCanShowList(sut.snapshot())).toBe(false);
    expect(sut.calls.filters.at(-1)).toMatchObject({ typeId: productOfTheDay, initiatives: [], planOf: null });
  });

  it('clearing the type empties the filters and asks nothing', async () => {
    const sut = await withOptions();
    const asked = sut.calls.filters.length;
    sut.actor.send({ type: 'type.choose', typeId: null });
    expect(selectTypeId(sut.snapshot())).toBeNull();
    expect(selectFiltersLoading(sut.snapshot())).toBe(false);
    expect(selectCanShowList(sut.snapshot())).toBe(false);
    expect(sut.calls.filters).toHaveLength(asked);
  });

  it('changing the chosen initiatives clears the other filters; closing the menu reloads options and the plan', async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'promoters.choose', promoters: ['Промоутер 1'] });
    sut.actor.send({ type: 'suppliers.choose', suppliers: ['Группа А'] });
    sut.actor.send({ type: 'products.choose', products: [101] });
    sut.actor.send({ type: 'excluded.choose', excluded: [12] });
    const asked = sut.calls.filters.length;
    sut.actor.send({ type: 'initiatives.choose', initiatives: [12] });
    expect(sut.snapshot().context.choice).toMatchObject({ initiatives: [12], promoters: [], suppliers: [], products: [], excluded: [] });
    // Ticking does not ask yet: the menu is still open.
    expect(sut.calls.filters).toHaveLength(asked);
    sut.actor.send({ type: 'initiatives.close' });
    expect(sut.calls.filters.at(-1)).toMatchObject({ typeId: procurement, initiatives: [12], planOf: 12 });
    sut.calls.filters.at(-1)!.resolve({ options, planSum: 777 });
    await sut.settle();
    expect(selectPlanSum(sut.snapshot())).toBe(777);
    // Closing again without a change asks nothing more.
    sut.actor.send({ type: 'initiatives.close' });
    expect(sut.calls.filters).toHaveLength(asked + 1);
  });

  it('asks the plan only when exactly one initiative is chosen; otherwise the plan is empty', async () => {
    const sut = await withOptions();
    expect(sut.calls.filters.at(-1)!.planOf).toBeNull();
    expect(selectPlanSum(sut.snapshot())).toBeNull();
    sut.actor.send({ type: 'initiatives.choose', initiatives: [11, 12] });
    sut.actor.send({ type: 'initiatives.close' });
    expect(sut.calls.filters.at(-1)).toMatchObject({ initiatives: [11, 12], planOf: null });
    // Whatever a source answers, two initiatives have no plan.
    sut.calls.filters.at(-1)!.resolve({ options, planSum: 5000 });
    await sut.settle();
    expect(selectPlanSum(sut.snapshot())).toBeNull();
    sut.actor.send({ type: 'initiatives.choose', initiatives: [11] });
    sut.actor.send({ type: 'initiatives.close' });
    expect(sut.calls.filters.at(-1)).toMatchObject({ initiatives: [11], planOf: 11 });
    sut.calls.filters.at(-1)!.resolve({ options, planSum: 5000 });
    await sut.settle();
    expect(selectPlanSum(sut.snapshot())).toBe(5000);
  });

  it('the button loads the positions of the type and initiatives; the local filters go to the list at once', async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'initiatives.choose', initiatives: [11] });
    sut.actor.send({ type: 'zeroBalance.set', checked: true });
    sut.actor.send({ type: 'list.show' });
    expect(sut.calls.positions).toMatchObject([{ typeId: procurement, initiatives: [11] }]);
    expect(selectCanShowList(sut.snapshot())).toBe(false);
    sut.calls.positions[0].resolve(loaded);
    await sut.settle();
    expect(sut.grid[0]).toMatchObject({ type: 'start', filter: { initiatives: [11], zeroBalance: true, promoters: [] } });
    sut.actor.send({ type: 'promoters.choose', promoters: ['Промоутер 1'] });
    sut.actor.send({ type: 'planNotFulfilled.set', checked: true });
    expect(sut.grid.slice(1)).toMatchObject([
      { type: 'grid.filter', filter: { promoters: ['Промоутер 1'], planNotFulfilled: false } },
      { type: 'grid.filter', filter: { promoters: ['Промоутер 1'], planNotFulfilled: true, zeroBalance: true } },
    ]);
  });

  it('once the list is in, the exclusions offer its positions\' other initiatives of another type; excluding one hides its positions', async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'initiatives.choose', initiatives: [11] });
    // Before the list: only the type's initiative not chosen.
    expect(selectExcludable(sut.snapshot())).toEqual([{ id: 12, name: 'Закупка 12' }]);
    sut.actor.send({ type: 'list.show' });
    sut.calls.positions[0].resolve(loaded);
    await sut.settle();
    expect(selectExcludable(sut.snapshot())).toEqual([{ id: 12, name: 'Закупка 12' }, { id: 31, name: 'Товар дня 31' }]);
    sut.actor.send({ type: 'excluded.choose', excluded: [31] });
    const filter = sut.grid.at(-1)!.filter!;
    expect(sut.grid.at(-1)).toMatchObject({ type: 'grid.filter', filter: { initiatives: [11], excludedInitiatives: [31] } });
    const inBoth = { initiativeId: 11, otherInitiativeIds: [31], otherInitiativeNames: ['Товар дня 31'] };
    const position = { initiativeName: 'Закупка 11', promoter: 'Промоутер 1', productId: 101, productName: 'Товар 101', barcodes: [], price: 100, planAmount: 10, purchasedAmount: 5, balance: 0, proposedAmount: 0, supplierGroups: ['Группа А'] };
    expect(matchesPosition({ ...position, ...inBoth }, filter)).toBe(false);
    expect(matchesPosition({ ...position, initiativeId: 11, otherInitiativeIds: [], otherInitiativeNames: [] }, filter)).toBe(true);
    // A new choice of initiatives forgets the list's initiatives with the list.
    sut.actor.send({ type: 'initiatives.choose', initiatives: [] });
    expect(selectExcludable(sut.snapshot())).toEqual([{ id: 11, name: 'Закупка 11' }, { id: 12, name: 'Закупка 12' }]);
  });

  it('the button waits while options or the list load', async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'initiatives.choose', initiatives: [11] });
    sut.actor.send({ type: 'initiatives.close' });
    expect(selectCanShowList(sut.snapshot())).toBe(false);
    sut.calls.filters.at(-1)!.resolve({ options, planSum: 1 });
    await sut.settle();
    expect(selectCanShowList(sut.snapshot())).toBe(true);
  });

  it('a failed list shows its error; the button tries again', async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'list.show' });
    sut.calls.positions[0].reject(new Error('Сервис отчётов недоступен'));
    await sut.settle();
    expect(selectListState(sut.snapshot())).toBe('failed');
    expect(sut.snapshot().context.failures.list?.message).toBe('Сервис отчётов недоступен');
    sut.actor.send({ type: 'list.show' });
    expect(sut.calls.positions).toHaveLength(2);
  });

  it('the pharmacy-system action cannot run when the check answers an empty list', async () => {
    for (const [systems, runs] of [[[], false], [[{ code: 'ПС', name: 'Система' }], true]] as const) {
      const sut = await withOptions({ pharmacySystems: [...systems] });
      sut.actor.send({ type: 'list.show' });
      sut.calls.positions[0].resolve(loaded);
      await sut.settle();
      sut.actor.send({ type: 'order.choose', action: 'sendToPharmacySystem' });
      expect(selectCanExecute(sut.snapshot())).toBe(runs);
    }
  });

  it('an action runs once at a time and the grid reads its rows again after it', async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'list.show' });
    sut.calls.positions[0].resolve(loaded);
    await sut.settle();
    sut.actor.send({ type: 'order.choose', action: 'downloadOrder' });
    sut.actor.send({ type: 'order.execute' });
    sut.actor.send({ type: 'order.execute' });
    expect(sut.calls.action).toMatchObject([{ action: 'downloadOrder' }]);
    sut.calls.action[0].resolve();
    await sut.settle();
    expect(sut.grid.at(-1)).toEqual({ type: 'window.refresh' });
  });
});

describe('purchase order machine, preselected from the overview', () => {
  const preselected = { type: 'PROCUREMENT', initiativeId: 11, initiativeName: 'Закупка 11' };

  it('chooses the type and the initiative, loads their options and the plan', async () => {
    const sut = startPurchaseOrder({ preselected });
    await sut.settle();
    sut.calls.types[0].resolve(types);
    await sut.settle();
    expect(selectTypeId(sut.snapshot())).toBe(procurement);
    expect(selectInitiatives(sut.snapshot())).toEqual([11]);
    expect(sut.calls.filters).toMatchObject([{ typeId: procurement, initiatives: [11], planOf: 11 }]);
    sut.calls.filters[0].resolve({ options, planSum: 5000 });
    await sut.settle();
    expect(selectPlanSum(sut.snapshot())).toBe(5000);
    expect(selectCanShowList(sut.snapshot())).toBe(true);
  });

  it('ignores a type the pharmacy is not offered, and the mandatory matrix', async () => {
    for (const type of ['SHOWCASE', 'MANDATORY_MATRIX']) {
      const sut = startPurchaseOrder({ preselected: { ...preselected, type } });
      await sut.settle();
      sut.calls.types[0].resolve(types);
      await sut.settle();
      expect(selectTypeId(sut.snapshot())).toBeNull();
      expect(selectInitiatives(sut.snapshot())).toEqual([]);
      expect(sut.calls.filters).toHaveLength(0);
    }
  });
});
