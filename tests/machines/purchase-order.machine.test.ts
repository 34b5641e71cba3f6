import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import { ApiError } from '../../src/api/shared/http';
import { fakeOrderSend } from './support/fake-order-send';
import { getShortestPaths } from 'xstate/graph';
import type { InitiativeTypeOptions, PurchaseFilterOptions } from '../../src/api/contract/purchase-order';
import { initiativeTypeId } from '../../src/domain/shared/initiative-types';
import { matchesPosition } from '../../src/domain/orders/purchase/matching';
import type { PositionFilter } from '../../src/domain/orders/purchase/position';
import type { PurchaseOrderAction } from '../../src/machines/orders/purchase-order.actions';
import { purchaseOrderMachine } from '../../src/machines/orders/purchase-order.config';
import {
  selectAction,
  selectCanExecute,
  selectCanShowList,
  selectExcludable,
  selectExecuting,
  selectFiltersFailure,
  selectFiltersLoading,
  selectGrid,
  selectInitiativeOptions,
  selectInitiatives,
  selectListFailure,
  selectListInitiatives,
  selectListState,
  selectMenusOpen,
  selectPlanNotFulfilled,
  selectPlanSum,
  selectPromoterOptions,
  selectTypeId,
  selectTypes,
  selectTypesFailure,
  selectTypesLoading,
  selectZeroBalance,
} from '../../src/machines/orders/purchase-order.selectors';
import type {
  FiltersLoaded,
  FiltersRequest,
  PositionsPort,
  PurchaseOrderEvent,
  PurchaseOrderInput,
} from '../../src/machines/orders/purchase-order.types';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import type { LoadPositionsInput } from '../../src/machines/orders/positions-order-actors';
import type { PositionsLoaded } from '../../src/workers/orders/positions-types';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof purchaseOrderMachine>;
interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}
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
  initiativesOfPharmacy: [
    { id: 11, name: 'Закупка 11', type: 'PROCUREMENT' },
    { id: 12, name: 'Закупка 12', type: 'PROCUREMENT' },
  ],
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
    otherInitiatives: [
      { id: 12, name: 'Закупка 12' },
      { id: 31, name: 'Товар дня 31' },
    ],
    supplierGroups: ['Группа А'],
    products: [{ id: 101, name: 'Товар 101' }],
  },
};

/** The machine over fake calls and a fake grid: the test decides when and how each answers. */
function startPurchaseOrder({
  preselected = null,
  pharmacySystems = [{ code: 'ПС', name: 'Система' }],
}: Partial<Pick<PurchaseOrderInput, 'preselected'>> & { pharmacySystems?: Array<{ code: string; name: string }> | Error } = {}) {
  // The order-send child: the test answers each request it is given.
  const orderSend = fakeOrderSend();
  const later = <I, T>(list: Array<Pending<I, T>>, value: I) =>
    new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));
  const calls = {
    types: [] as Array<Pending<{ pharmacyId: number }, InitiativeTypeOptions>>,
    filters: [] as Array<Pending<FiltersRequest, FiltersLoaded>>,
    positions: [] as Array<Pending<{ typeId: number; initiatives: number[] }, PositionsLoaded>>,
  };
  /** What the grid was told: its first filter, then every change. */
  const grid: Array<{ type: string; filter?: PositionFilter }> = [];
  const worker = {} as PositionsPort;
  const input: PurchaseOrderInput = {
    pharmacy: { id: 1, subdivCode: 'A-001' },
    config: { serviceAddress: '', endpointPrefix: '/api' },
    worker,
    preselected,
    snackbar: createActor(snackbarMachine),
  };
  const fakeGrid = setup({
    types: {} as { input: { filter: PositionFilter }; context: object; events: { type: string; filter?: PositionFilter } },
  }).createMachine({
    context: ({ input: gridInput }) => (grid.push({ type: 'start', filter: gridInput.filter }), {}),
    on: { '*': { actions: assign(({ event }) => (grid.push(event), {})) } },
  });
  const machine = purchaseOrderMachine.provide({
    actors: {
      pharmacySystems: remoteOperation('pharmacySystems', async () => {
        if (pharmacySystems instanceof Error) throw pharmacySystems;
        return pharmacySystems;
      }),
      loadTypes: fromDeferred(calls.types, later),
      loadFilters: fromDeferred(calls.filters, later),
      // The worker's request of the type and initiatives, as the list's load asks it.
      loadPositions: fromPromise(({ input: { source } }: { input: LoadPositionsInput }) =>
        source.kind === 'purchaseOrder'
          ? later(calls.positions, { typeId: source.request.initiativeTypeId, initiatives: source.request.selectedInitiatives })
          : Promise.reject(new Error('not a purchase order')),
      ) as never,
      positionsGrid: fakeGrid as never,
      orderSend: orderSend.machine,
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, orderSend, grid, settle, input, snapshot: () => actor.getSnapshot() };
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

// ---- Every shortest path, against tables of what the user sees written by hand ----------------

type PathEvent = {
  type: string;
  output?: unknown;
  error?: unknown;
  typeId?: number | null;
  initiatives?: number[];
  action?: PurchaseOrderAction | null;
  sent?: boolean;
};

const failure = new Error('Сервис отчётов недоступен');
/** The events the walks offer, by name; each walk offers a few, so its table stays small. */
const on = {
  typesIn: { type: 'xstate.done.actor.loadTypes', output: types },
  typesFail: { type: 'xstate.error.actor.loadTypes', error: failure },
  typesRetry: { type: 'types.retry' },
  procurement: { type: 'type.choose', typeId: procurement },
  productOfTheDay: { type: 'type.choose', typeId: productOfTheDay },
  noType: { type: 'type.choose', typeId: null },
  filtersIn: { type: 'xstate.done.actor.loadFilters', output: { options, planSum: 5000 } },
  filtersFail: { type: 'xstate.error.actor.loadFilters', error: failure },
  filtersRetry: { type: 'filters.retry' },
  tick11: { type: 'initiatives.choose', initiatives: [11] },
  tick11and12: { type: 'initiatives.choose', initiatives: [11, 12] },
  closeMenu: { type: 'initiatives.close' },
  show: { type: 'list.show' },
  listIn: { type: 'xstate.done.actor.loadPositions', output: loaded },
  listFail: { type: 'xstate.error.actor.loadPositions', error: failure },
  choosePuls: { type: 'order.choose', action: 'sendToPuls' },
  chooseNone: { type: 'order.choose', action: null },
  execute: { type: 'order.execute' },
  actionDone: { type: 'orderSend.settled', sent: false },
} satisfies Record<string, PathEvent>;

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
  else if (event.type === 'orderSend.settled') sut.orderSend.requests.at(-1)!.settle();
  else sut.actor.send(event as never);
  await sut.settle();
}

const region = (snapshot: Snapshot, name: 'filters' | 'list' | 'order') =>
  (snapshot.value as { ready: Record<string, string> }).ready[name];
const chooseTypeHint = 'Выберите вид инициативы и нажмите «Показать список товаров».';
const pressHint = 'Нажмите «Показать список товаров».';
const listFailed = 'ошибка «Сервис отчётов недоступен» и «Повторить»';

/** What the product list's place shows, as the tab decides it (PositionsOrderTab.tsx, PurchaseList.tsx). */
function listShown(snapshot: Snapshot) {
  const listFailure = selectListFailure(snapshot);
  if (listFailure) return `ошибка «${listFailure.message}» и «Повторить»`;
  const state = selectListState(snapshot);
  if (state === 'none') return selectTypeId(snapshot) !== null ? pressHint : chooseTypeHint;
  return state === 'loading' || !selectGrid(snapshot) ? 'Загрузка...' : 'список';
}
const names = (list: ReadonlyArray<{ name: string }>) => list.map((each) => each.name);
const requestOf = (call: { initiatives: number[]; planOf: number | null } | undefined) =>
  call ? { initiatives: call.initiatives, planOf: call.planOf } : null;

function walkEach<View>(
  offered: PathEvent[],
  where: (snapshot: Snapshot) => string,
  see: (sut: Sut) => View,
  expected: Record<string, View>,
  start: Parameters<typeof startPurchaseOrder>[0] = {},
) {
  const paths = getShortestPaths(purchaseOrderMachine, {
    events: offered as never[],
    serializeState: where as never,
    input: startPurchaseOrder(start).input,
  });

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startPurchaseOrder(start);
        await sut.settle();
        await walkAndSee(path, {
          play: (event: PathEvent) => play(sut, event),
          current: () => sut.snapshot(),
          where,
          see: () => see(sut),
          expected,
        });
      },
    );
  }
}

describe("purchase order machine, the types and the type's options: every shortest path, checked against what the user sees", () => {
  const where = (snapshot: Snapshot) => {
    if (!snapshot.matches('ready')) return String(snapshot.value);
    const chosen = selectTypes(snapshot).find((type) => type.id === selectTypeId(snapshot));
    return `filters ${region(snapshot, 'filters')}, ${chosen?.displayName ?? 'no type'}`;
  };
  const see = (sut: Sut) => {
    const snapshot = sut.snapshot();
    return {
      typesLoading: selectTypesLoading(snapshot),
      types: selectTypes(snapshot).map((type) => type.displayName),
      typesError: selectTypesFailure(snapshot)?.message ?? null,
      chosen: selectTypes(snapshot).find((type) => type.id === selectTypeId(snapshot))?.displayName ?? null,
      filtersLoading: selectFiltersLoading(snapshot),
      filtersError: selectFiltersFailure(snapshot)?.message ?? null,
      menusOpen: selectMenusOpen(snapshot),
      initiativeOptions: names(selectInitiativeOptions(snapshot)),
      promoterOptions: selectPromoterOptions(snapshot),
      canShow: selectCanShowList(snapshot),
      list: listShown(snapshot),
    };
  };
  type View = ReturnType<typeof see>;
  // By hand (§4): the mandatory matrix is never offered; a type chosen loads its options, the menus wait meanwhile.
  const offeredTypes = ['Закупки', 'Товар дня'];
  const nothingChosen = {
    chosen: null,
    filtersLoading: false,
    filtersError: null,
    menusOpen: false,
    initiativeOptions: [],
    promoterOptions: [],
    canShow: false,
    list: chooseTypeHint,
  };
  const loadingOf = (chosen: string): View => ({
    typesLoading: false,
    types: offeredTypes,
    typesError: null,
    chosen,
    filtersLoading: true,
    filtersError: null,
    menusOpen: false,
    initiativeOptions: [],
    promoterOptions: [],
    canShow: false,
    list: pressHint,
  });
  // A failed options load says so with 'Повторить'; the menus stay usable (empty) and the list can still be asked for.
  const failedOf = (chosen: string): View => ({
    ...loadingOf(chosen),
    filtersLoading: false,
    filtersError: 'Сервис отчётов недоступен',
    menusOpen: true,
    canShow: true,
  });
  const loadedOf = (chosen: string): View => ({
    ...loadingOf(chosen),
    filtersLoading: false,
    menusOpen: true,
    initiativeOptions: ['Закупка 11', 'Закупка 12'],
    promoterOptions: ['Промоутер 1'],
    canShow: true,
  });
  const expected: Record<string, View> = {
    loadingTypes: { typesLoading: true, types: [], typesError: null, ...nothingChosen },
    typesFailed: { typesLoading: false, types: [], typesError: 'Сервис отчётов недоступен', ...nothingChosen },
    'filters idle, no type': { typesLoading: false, types: offeredTypes, typesError: null, ...nothingChosen },
    'filters loading, Закупки': loadingOf('Закупки'),
    'filters failed, Закупки': failedOf('Закупки'),
    'filters idle, Закупки': loadedOf('Закупки'),
    'filters loading, Товар дня': loadingOf('Товар дня'),
    'filters failed, Товар дня': failedOf('Товар дня'),
    'filters idle, Товар дня': loadedOf('Товар дня'),
  };
  walkEach(
    [on.typesIn, on.typesFail, on.typesRetry, on.procurement, on.productOfTheDay, on.noType, on.filtersIn, on.filtersFail, on.filtersRetry],
    where,
    see,
    expected,
  );
});

describe('purchase order machine, the initiatives and the plan: every shortest path, checked against what the user sees', () => {
  const where = (snapshot: Snapshot) => {
    if (!snapshot.matches('ready')) return String(snapshot.value);
    if (selectTypeId(snapshot) === null) return 'no type';
    const { optionsFor } = snapshot.context;
    return `filters ${region(snapshot, 'filters')}, ticked [${selectInitiatives(snapshot).join()}], options for ${optionsFor === null ? 'none' : `[${optionsFor.join()}]`}`;
  };
  const see = (sut: Sut) => {
    const snapshot = sut.snapshot();
    return {
      filtersLoading: selectFiltersLoading(snapshot),
      menusOpen: selectMenusOpen(snapshot),
      ticked: selectInitiatives(snapshot),
      plan: selectPlanSum(snapshot),
      excludable: names(selectExcludable(snapshot)),
      canShow: selectCanShowList(snapshot),
      // What the report services were last asked: the options of these initiatives, and the plan of one.
      asked: requestOf(sut.calls.filters.at(-1)),
    };
  };
  type View = ReturnType<typeof see>;
  const both = ['Закупка 11', 'Закупка 12'];
  // By hand (§4): ticking asks nothing until the menu closes; the plan is that of the one initiative its options were loaded for.
  const loading = (ticked: number[], excludable: string[]): View => ({
    filtersLoading: true,
    menusOpen: false,
    ticked,
    plan: null,
    excludable,
    canShow: false,
    asked: { initiatives: ticked, planOf: ticked.length === 1 ? ticked[0] : null },
  });
  const idle = (ticked: number[], askedFor: number[], plan: number | null, excludable: string[]): View => ({
    filtersLoading: false,
    menusOpen: true,
    ticked,
    plan,
    excludable,
    canShow: true,
    asked: { initiatives: askedFor, planOf: askedFor.length === 1 ? askedFor[0] : null },
  });
  const expected: Record<string, View> = {
    loadingTypes: { filtersLoading: false, menusOpen: false, ticked: [], plan: null, excludable: [], canShow: false, asked: null },
    'no type': { filtersLoading: false, menusOpen: false, ticked: [], plan: null, excludable: [], canShow: false, asked: null },
    'filters loading, ticked [], options for none': loading([], []),
    'filters idle, ticked [], options for []': idle([], [], null, both),
    'filters idle, ticked [11], options for []': idle([11], [], null, ['Закупка 12']),
    'filters loading, ticked [11], options for []': loading([11], ['Закупка 12']),
    'filters idle, ticked [11], options for [11]': idle([11], [11], 5000, ['Закупка 12']),
    'filters idle, ticked [11,12], options for []': idle([11, 12], [], null, []),
    'filters loading, ticked [11,12], options for []': loading([11, 12], []),
    'filters idle, ticked [11,12], options for [11,12]': idle([11, 12], [11, 12], null, []),
    'filters idle, ticked [11,12], options for [11]': idle([11, 12], [11], null, []),
    'filters loading, ticked [11,12], options for [11]': loading([11, 12], []),
    'filters idle, ticked [11], options for [11,12]': idle([11], [11, 12], null, ['Закупка 12']),
    'filters loading, ticked [11], options for [11,12]': loading([11], ['Закупка 12']),
  };
  walkEach([on.typesIn, on.procurement, on.filtersIn, on.tick11, on.tick11and12, on.closeMenu], where, see, expected);
});

describe('purchase order machine, the list and the exclusions: every shortest path, checked against what the user sees', () => {
  const where = (snapshot: Snapshot) => {
    if (!snapshot.matches('ready')) return String(snapshot.value);
    if (selectTypeId(snapshot) === null) return 'no type';
    const ofList = selectListInitiatives(snapshot).length > 0 ? ", the list's initiatives offered" : '';
    return `filters ${region(snapshot, 'filters')}, list ${region(snapshot, 'list')}, ticked [${selectInitiatives(snapshot).join()}]${ofList}`;
  };
  const see = (sut: Sut) => {
    const snapshot = sut.snapshot();
    const listAsked = selectListState(snapshot) !== 'none';
    return {
      list: listShown(snapshot),
      canShow: selectCanShowList(snapshot),
      excludable: names(selectExcludable(snapshot)),
      // The positions asked for, and the initiatives the list shown keeps.
      askedFor: listAsked ? sut.calls.positions.at(-1)!.initiatives : null,
      listOf: selectGrid(snapshot) ? sut.grid.findLast((each) => each.type === 'start')!.filter!.initiatives : null,
    };
  };
  type View = ReturnType<typeof see>;
  // By hand (§5): the exclusions offer the type's initiatives not ticked, then, once a list is in, its positions'
  // other initiatives of any type; a reload keeps them until new initiatives or a new type drop the list.
  const notTicked = (ticked: number[]) => (ticked.length === 0 ? ['Закупка 11', 'Закупка 12'] : ['Закупка 12']);
  const withList = (ticked: number[]) => [...notTicked(ticked), 'Товар дня 31'];
  const none = (ticked: number[]): View => ({
    list: pressHint,
    canShow: true,
    excludable: notTicked(ticked),
    askedFor: null,
    listOf: null,
  });
  const loading = (ticked: number[], excludable: string[]): View => ({
    list: 'Загрузка...',
    canShow: false,
    excludable,
    askedFor: ticked,
    listOf: null,
  });
  const failed = (ticked: number[], excludable: string[]): View => ({
    list: listFailed,
    canShow: true,
    excludable,
    askedFor: ticked,
    listOf: null,
  });
  const shown = (ticked: number[]): View => ({
    list: 'список',
    canShow: true,
    excludable: withList(ticked),
    askedFor: ticked,
    listOf: ticked,
  });
  const expected: Record<string, View> = {
    loadingTypes: { list: chooseTypeHint, canShow: false, excludable: [], askedFor: null, listOf: null },
    'no type': { list: chooseTypeHint, canShow: false, excludable: [], askedFor: null, listOf: null },
    'filters loading, list none, ticked []': { list: pressHint, canShow: false, excludable: [], askedFor: null, listOf: null },
  };
  for (const ticked of [[], [11]]) {
    const at = `filters idle, list %s, ticked [${ticked.join()}]`;
    const ofList = ", the list's initiatives offered";
    expected[at.replace('%s', 'none')] = none(ticked);
    expected[at.replace('%s', 'loading')] = loading(ticked, notTicked(ticked));
    expected[at.replace('%s', 'failed')] = failed(ticked, notTicked(ticked));
    expected[at.replace('%s', 'shown') + ofList] = shown(ticked);
    expected[at.replace('%s', 'loading') + ofList] = loading(ticked, withList(ticked));
    expected[at.replace('%s', 'failed') + ofList] = failed(ticked, withList(ticked));
  }
  walkEach([on.typesIn, on.procurement, on.filtersIn, on.tick11, on.show, on.listIn, on.listFail], where, see, expected);
});

describe('purchase order machine, the order actions (preselected from the overview): every shortest path, checked against what the user sees', () => {
  const preselected = { type: 'PROCUREMENT', initiativeId: 11, initiativeName: 'Закупка 11' };
  const where = (snapshot: Snapshot) => {
    if (!snapshot.matches('ready')) return String(snapshot.value);
    return `filters ${region(snapshot, 'filters')}, list ${region(snapshot, 'list')}, ${region(snapshot, 'order')}, ${selectAction(snapshot) ?? 'no action'}`;
  };
  const see = (sut: Sut) => {
    const snapshot = sut.snapshot();
    return {
      list: listShown(snapshot),
      canShow: selectCanShowList(snapshot),
      action: selectAction(snapshot),
      executing: selectExecuting(snapshot),
      canExecute: selectCanExecute(snapshot),
    };
  };
  type View = ReturnType<typeof see>;
  const shows = (list: string, canShow: boolean, action: PurchaseOrderAction | null, executing: boolean, canExecute: boolean): View => ({
    list,
    canShow,
    action,
    executing,
    canExecute,
  });
  // By hand: nothing is chosen at the start; 'Выполнить' runs a chosen action over a shown list, one at a time,
  // and the running action goes on while the list reloads or another action is chosen.
  const expected: Record<string, View> = {
    loadingTypes: shows(chooseTypeHint, false, null, false, false),
    'filters loading, list none, choosing, no action': shows(pressHint, false, null, false, false),
    'filters loading, list none, choosing, sendToPuls': shows(pressHint, false, 'sendToPuls', false, false),
    'filters idle, list none, choosing, no action': shows(pressHint, true, null, false, false),
    'filters idle, list none, choosing, sendToPuls': shows(pressHint, true, 'sendToPuls', false, false),
    'filters idle, list loading, choosing, no action': shows('Загрузка...', false, null, false, false),
    'filters idle, list loading, choosing, sendToPuls': shows('Загрузка...', false, 'sendToPuls', false, false),
    'filters idle, list failed, choosing, no action': shows(listFailed, true, null, false, false),
    'filters idle, list failed, choosing, sendToPuls': shows(listFailed, true, 'sendToPuls', false, false),
    'filters idle, list shown, choosing, no action': shows('список', true, null, false, false),
    'filters idle, list shown, choosing, sendToPuls': shows('список', true, 'sendToPuls', false, true),
    'filters idle, list shown, executing, sendToPuls': shows('список', true, 'sendToPuls', true, false),
    'filters idle, list shown, executing, no action': shows('список', true, null, true, false),
    'filters idle, list loading, executing, sendToPuls': shows('Загрузка...', false, 'sendToPuls', true, false),
    'filters idle, list loading, executing, no action': shows('Загрузка...', false, null, true, false),
    'filters idle, list failed, executing, sendToPuls': shows(listFailed, true, 'sendToPuls', true, false),
    'filters idle, list failed, executing, no action': shows(listFailed, true, null, true, false),
  };
  walkEach(
    [on.typesIn, on.filtersIn, on.show, on.listIn, on.listFail, on.choosePuls, on.chooseNone, on.execute, on.actionDone],
    where,
    see,
    expected,
    { preselected },
  );
});

// ---- Where a key event leads (the walks check each state's view, not that an event went to the right one of them)

describe('purchase order machine, where the key events lead', () => {
  it("'Повторить' after the types failed asks for them again and shows them", async () => {
    const sut = startPurchaseOrder();
    await sut.settle();
    sut.calls.types[0].reject(failure);
    await sut.settle();
    expect(selectTypesFailure(sut.snapshot())?.message).toBe('Сервис отчётов недоступен');
    sut.actor.send({ type: 'types.retry' });
    expect(selectTypesLoading(sut.snapshot())).toBe(true);
    expect(sut.calls.types).toHaveLength(2);
    sut.calls.types[1].resolve(types);
    await sut.settle();
    expect(selectTypes(sut.snapshot()).map((type) => type.displayName)).toEqual(['Закупки', 'Товар дня']);
  });

  it('the two checkboxes and the action set while the types load, or after they failed, are kept', async () => {
    for (const typesEnd of ['resolve', 'reject then retry'] as const) {
      const sut = startPurchaseOrder();
      await sut.settle();
      if (typesEnd === 'reject then retry') {
        sut.calls.types[0].reject(failure);
        await sut.settle();
      }
      sut.actor.send({ type: 'zeroBalance.set', checked: true });
      sut.actor.send({ type: 'planNotFulfilled.set', checked: true });
      sut.actor.send({ type: 'order.choose', action: 'sendToPuls' });
      if (typesEnd === 'reject then retry') sut.actor.send({ type: 'types.retry' });
      sut.calls.types.at(-1)!.resolve(types);
      await sut.settle();
      expect(selectTypes(sut.snapshot())).toHaveLength(2);
      expect([selectZeroBalance(sut.snapshot()), selectPlanNotFulfilled(sut.snapshot()), selectAction(sut.snapshot())], typesEnd).toEqual([
        true,
        true,
        'sendToPuls',
      ]);
    }
  });

  it("'Повторить' after the options failed asks again for the same type and initiatives", async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'initiatives.choose', initiatives: [11] });
    sut.actor.send({ type: 'initiatives.close' });
    sut.calls.filters.at(-1)!.reject(failure);
    await sut.settle();
    expect(selectFiltersFailure(sut.snapshot())?.message).toBe('Сервис отчётов недоступен');
    sut.actor.send({ type: 'filters.retry' });
    expect(selectFiltersLoading(sut.snapshot())).toBe(true);
    expect(sut.calls.filters.at(-1)).toMatchObject({ typeId: procurement, initiatives: [11], planOf: 11 });
    sut.calls.filters.at(-1)!.resolve({ options, planSum: 5000 });
    await sut.settle();
    expect(selectPlanSum(sut.snapshot())).toBe(5000);
  });

  it('clearing the type while its options load stops waiting and offers nothing', async () => {
    const sut = startPurchaseOrder();
    await sut.settle();
    sut.calls.types[0].resolve(types);
    await sut.settle();
    sut.actor.send({ type: 'type.choose', typeId: procurement });
    sut.actor.send({ type: 'type.choose', typeId: null });
    expect(selectFiltersLoading(sut.snapshot())).toBe(false);
    expect(selectMenusOpen(sut.snapshot())).toBe(false);
    expect(selectCanShowList(sut.snapshot())).toBe(false);
  });

  it('new initiatives or a new type drop the list shown: it belonged to the old request', async () => {
    const changes: PurchaseOrderEvent[] = [
      { type: 'initiatives.choose', initiatives: [12] },
      { type: 'type.choose', typeId: productOfTheDay },
    ];
    for (const change of changes) {
      const sut = await withOptions();
      sut.actor.send({ type: 'list.show' });
      sut.calls.positions[0].resolve(loaded);
      await sut.settle();
      expect(selectListState(sut.snapshot())).toBe('shown');
      sut.actor.send(change);
      expect(selectListState(sut.snapshot()), change.type).toBe('none');
      expect(selectGrid(sut.snapshot()), change.type).toBeUndefined();
    }
  });

  it('new initiatives while the list loads drop that load: its answer shows nothing', async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'list.show' });
    sut.actor.send({ type: 'initiatives.choose', initiatives: [11] });
    expect(selectListState(sut.snapshot())).toBe('none');
    sut.calls.positions[0].resolve(loaded);
    await sut.settle();
    expect(selectListState(sut.snapshot())).toBe('none');
    expect(selectExcludable(sut.snapshot())).toEqual([{ id: 12, name: 'Закупка 12' }]);
  });

  it("a send that failed, like a finished one, lets 'Выполнить' run again", async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'list.show' });
    sut.calls.positions[0].resolve(loaded);
    await sut.settle();
    sut.actor.send({ type: 'order.choose', action: 'sendToPuls' });
    sut.actor.send({ type: 'order.execute' });
    expect(selectExecuting(sut.snapshot())).toBe(true);
    // The child told the user what failed; nothing reached a system.
    sut.orderSend.requests[0].settle(false);
    await sut.settle();
    expect(selectExecuting(sut.snapshot())).toBe(false);
    expect(selectCanExecute(sut.snapshot())).toBe(true);
    expect(sut.grid.at(-1)).toEqual({ type: 'window.refresh' });
  });
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
    expect(choice).toEqual({
      typeId: productOfTheDay,
      initiatives: [],
      promoters: [],
      suppliers: [],
      products: [],
      excluded: [],
      zeroBalance: true,
      planNotFulfilled: false,
    });
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

  it('changing the chosen initiatives clears the other filters, both checkboxes included; closing the menu reloads options and the plan', async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'promoters.choose', promoters: ['Промоутер 1'] });
    sut.actor.send({ type: 'suppliers.choose', suppliers: ['Группа А'] });
    sut.actor.send({ type: 'products.choose', products: [101] });
    sut.actor.send({ type: 'excluded.choose', excluded: [12] });
    sut.actor.send({ type: 'zeroBalance.set', checked: true });
    sut.actor.send({ type: 'planNotFulfilled.set', checked: true });
    const asked = sut.calls.filters.length;
    sut.actor.send({ type: 'initiatives.choose', initiatives: [12] });
    // §4: «Нулевой остаток» and «План не выполнен» are filters too, so they clear with the rest.
    expect(sut.snapshot().context.choice).toEqual({
      typeId: procurement,
      initiatives: [12],
      promoters: [],
      suppliers: [],
      products: [],
      excluded: [],
      zeroBalance: false,
      planNotFulfilled: false,
    });
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

  it("once the list is in, the exclusions offer its positions' other initiatives of another type; excluding one hides its positions", async () => {
    const sut = await withOptions();
    sut.actor.send({ type: 'initiatives.choose', initiatives: [11] });
    // Before the list: only the type's initiative not chosen.
    expect(selectExcludable(sut.snapshot())).toEqual([{ id: 12, name: 'Закупка 12' }]);
    sut.actor.send({ type: 'list.show' });
    sut.calls.positions[0].resolve(loaded);
    await sut.settle();
    expect(selectExcludable(sut.snapshot())).toEqual([
      { id: 12, name: 'Закупка 12' },
      { id: 31, name: 'Товар дня 31' },
    ]);
    sut.actor.send({ type: 'excluded.choose', excluded: [31] });
    const filter = sut.grid.at(-1)!.filter!;
    expect(sut.grid.at(-1)).toMatchObject({ type: 'grid.filter', filter: { initiatives: [11], excludedInitiatives: [31] } });
    const inBoth = { initiativeId: 11, otherInitiativeIds: [31], otherInitiativeNames: ['Товар дня 31'] };
    const position = {
      initiativeName: 'Закупка 11',
      promoter: 'Промоутер 1',
      productId: 101,
      productName: 'Товар 101',
      barcodes: [],
      price: 100,
      planAmount: 10,
      purchasedAmount: 5,
      balance: 0,
      proposedAmount: 0,
      supplierGroups: ['Группа А'],
    };
    expect(matchesPosition({ ...position, ...inBoth }, filter)).toBe(false);
    expect(matchesPosition({ ...position, initiativeId: 11, otherInitiativeIds: [], otherInitiativeNames: [] }, filter)).toBe(true);
    // A new choice of initiatives forgets the list's initiatives with the list.
    sut.actor.send({ type: 'initiatives.choose', initiatives: [] });
    expect(selectExcludable(sut.snapshot())).toEqual([
      { id: 11, name: 'Закупка 11' },
      { id: 12, name: 'Закупка 12' },
    ]);
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

  it('the pharmacy-system action cannot run when the check answers an empty list, and can when it failed', async () => {
    for (const [systems, runs] of [
      [[], false],
      [[{ code: 'ПС', name: 'Система' }], true],
      // A check that failed found nothing out: the action stays (the send says what the system did).
      [new ApiError(503, 'Сервис недоступен'), true],
    ] as const) {
      const sut = await withOptions({ pharmacySystems: systems instanceof Error ? systems : [...systems] });
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
    expect(sut.orderSend.requests.map((request) => request.event)).toEqual([{ type: 'order.downloadFile', kind: 'orderPositions' }]);
    sut.orderSend.requests[0].settle();
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
