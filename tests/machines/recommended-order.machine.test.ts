import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import { fakeOrderSend } from './support/fake-order-send';
import { getShortestPaths } from 'xstate/graph';
import type { FindProductRequest, InitiativeOption } from '../../src/api/contract/purchase-order';
import { noFilter, type PositionFilter, type PositionTotals } from '../../src/domain/orders/purchase/position';
import { recommendedOrderMachine } from '../../src/machines/orders/recommended-order.config';
import * as select from '../../src/machines/orders/recommended-order.selectors';
import { typeOptions, type RecommendedOrderInput } from '../../src/machines/orders/recommended-order.types';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import type { OrderAction } from '../../src/machines/orders/positions-order-actions';
import type { PositionsLoaded, PositionsLoadRequest, PositionsView, PositionsWindow } from '../../src/workers/orders/positions-types';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof recommendedOrderMachine>;
interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}
type Pending<I, T> = I & Deferred<T>;

const initiatives: InitiativeOption[] = [
  { id: 1, name: 'Закупка Q3', type: 'PROCUREMENT' },
  { id: 3, name: 'Закупка Q3, группа 2', type: 'PROCUREMENT' },
  { id: 2, name: 'Матрица Q3', type: 'MANDATORY_MATRIX' },
];
/** Three products, two of them not stocked by the Пульс warehouse (they start at 0 packs). */
const loaded: PositionsLoaded = { count: 3, answeredPrice: 600, notStocked: 2 };

/** The machine over a fake worker and fake calls: the test decides when the worker answers. */
function startRecommended({ pulsWarehouseCode = 'W-1' as string | null } = {}) {
  // The order-send child: the test answers each request it is given.
  const orderSend = fakeOrderSend();
  const later = <I, T>(list: Array<Pending<I, T>>, value: I) =>
    new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));
  const calls = {
    load: [] as Array<Pending<{ request: Omit<PositionsLoadRequest, 'token'> }, PositionsLoaded>>,
    setFilter: [] as Array<Pending<{ filter: PositionFilter }, PositionsView>>,
    window: [] as Array<Pending<{ start: number; end: number }, PositionsWindow>>,
    promoterSupplier: [] as number[][],
  };
  const input: RecommendedOrderInput = {
    pharmacyId: 1,
    pulsWarehouseCode,
    config: { serviceAddress: '', endpointPrefix: '/api' },
    worker: {
      load: (request) => later(calls.load, { request }),
      setFilter: (filter) => later(calls.setFilter, { filter }),
      editQuantity: async (): Promise<PositionTotals> => ({
        orderCost: 0,
        orderPositions: 0,
        orderPacks: 0,
        purchasedSip: 0,
        planSip: null,
      }),
      window: (start, end) => later(calls.window, { start, end }),
      typedEdits: async () => [],
      orderDraft: () => new Promise(() => {}),
    },
    subdivCode: '',
    snackbar: createActor(snackbarMachine),
  };
  const machine = recommendedOrderMachine.provide({
    actors: {
      initiatives: remoteOperation('composeInitiatives', async () => initiatives),
      promoterSupplier: remoteOperation('composePromoterSupplier', async (params: { initiativeIds: number[] }) => {
        calls.promoterSupplier.push(params.initiativeIds);
        return { promoters: ['Промоутер А'], supplierGroups: ['Группа А'] };
      }),
      orderSend: orderSend.machine,
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, orderSend, input, settle, snapshot: () => actor.getSnapshot() };
}
type Sut = ReturnType<typeof startRecommended>;

const lastRequest = (sut: Sut) => (sut.calls.load.at(-1)!.request.source as { request: FindProductRequest }).request;

/* ---- every shortest path, against a model of what the user sees written by hand ---- */

const events = [
  { type: 'xstate.done.actor.loadPositions', output: loaded },
  { type: 'xstate.error.actor.loadPositions', error: new Error('Сервис рекомендаций недоступен') },
  { type: 'positions.retry' },
  { type: 'filter.type', initiativeType: 'PROCUREMENT' },
  { type: 'filter.type', initiativeType: null },
  { type: 'filter.initiative', initiativeId: 1 },
  { type: 'filter.promoter', promoter: 'Промоутер А' },
  { type: 'filter.supplier', supplier: 'Группа А' },
  { type: 'order.choose', action: 'downloadOrder' },
  { type: 'order.choose', action: null },
  { type: 'order.execute' },
  { type: 'orderSend.settled', sent: false },
] as never[];

type PathEvent = {
  type: string;
  initiativeType?: string | null;
  initiativeId?: number | null;
  promoter?: string | null;
  supplier?: string | null;
  action?: OrderAction | null;
  error?: unknown;
};

async function play(sut: Sut, event: PathEvent) {
  if (event.type === 'xstate.done.actor.loadPositions') sut.calls.load.at(-1)!.resolve(loaded);
  else if (event.type === 'xstate.error.actor.loadPositions') sut.calls.load.at(-1)!.reject(event.error);
  else if (event.type === 'orderSend.settled') sut.orderSend.requests.at(-1)!.settle();
  else sut.actor.send(event as never);
  await sut.settle();
}

const listShown = (snapshot: Snapshot) =>
  select.selectLoadFailure(snapshot) ? 'ошибка и «Повторить»' : select.selectGrid(snapshot) ? 'список' : 'Загрузка...';
const regions = (snapshot: Snapshot) => snapshot.value as { positions: string; order: string };

function walkEach<View>(
  offered: PathEvent[],
  where: (snapshot: Snapshot) => string,
  see: (sut: Sut) => View,
  expected: Record<string, View>,
) {
  const paths = getShortestPaths(recommendedOrderMachine, {
    events: offered as never[],
    serializeState: where as never,
    input: startRecommended().input,
  });

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startRecommended();
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

const byType = (type: string) => (events as PathEvent[]).filter((event) => event.type === type);

describe('recommended order machine, the list and the filter cascade: every shortest path, checked against what the user sees', () => {
  // The supplier behaves as the promoter does (the cascade tests below cover it): left out to keep the table small.
  const where = (snapshot: Snapshot) => {
    const { type, initiativeId, promoter } = select.selectFilters(snapshot);
    return `${regions(snapshot).positions}, ${type ?? 'any type'}, ${initiativeId ?? 'any initiative'}, ${promoter ?? 'any promoter'}`;
  };
  const see = (sut: Sut) => {
    const request = lastRequest(sut);
    return {
      list: listShown(sut.snapshot()),
      filters: select.selectFilters(sut.snapshot()),
      // The products asked for, and the initiatives whose promoters and suppliers the selects offer.
      asked: { initiativeIds: request.initiativeIds, promoterIds: request.promoterIds },
      optionsOf: sut.calls.promoterSupplier.at(-1),
      // Every filter is in the request: the list shows all the worker loaded.
      listFilter: select.selectGrid(sut.snapshot()) ? sut.calls.setFilter.at(-1)!.filter : null,
      // Counted above the list, only while it is shown.
      notStocked: select.selectNotStockedCount(sut.snapshot()),
    };
  };
  type View = ReturnType<typeof see>;
  const filters = (type: string | null, initiativeId: number | null, promoter: string | null) => ({
    type,
    initiativeId,
    promoter,
    supplier: null,
  });
  const shows = (list: string, type: string | null, initiativeId: number | null, promoter: string | null): View => {
    // By hand: an initiative asks for itself, a type for its initiatives (Закупка: 1 and 3), nothing for all.
    const initiativeIds = initiativeId !== null ? [initiativeId] : type === 'PROCUREMENT' ? [1, 3] : [];
    return {
      list,
      filters: filters(type, initiativeId, promoter),
      asked: { initiativeIds, promoterIds: promoter ? [promoter] : [] },
      optionsOf: initiativeIds,
      listFilter: list === 'список' ? noFilter : null,
      notStocked: list === 'список' ? 2 : 0,
    };
  };
  const A = 'Промоутер А';
  const expected: Record<string, View> = {};
  for (const [positions, list] of [
    ['loading', 'Загрузка...'],
    ['loadFailed', 'ошибка и «Повторить»'],
    ['ready', 'список'],
  ]) {
    expected[`${positions}, any type, any initiative, any promoter`] = shows(list, null, null, null);
    expected[`${positions}, any type, any initiative, ${A}`] = shows(list, null, null, A);
    expected[`${positions}, any type, 1, any promoter`] = shows(list, null, 1, null);
    expected[`${positions}, any type, 1, ${A}`] = shows(list, null, 1, A);
    expected[`${positions}, PROCUREMENT, any initiative, any promoter`] = shows(list, 'PROCUREMENT', null, null);
    expected[`${positions}, PROCUREMENT, any initiative, ${A}`] = shows(list, 'PROCUREMENT', null, A);
    expected[`${positions}, PROCUREMENT, 1, any promoter`] = shows(list, 'PROCUREMENT', 1, null);
    expected[`${positions}, PROCUREMENT, 1, ${A}`] = shows(list, 'PROCUREMENT', 1, A);
  }
  walkEach(
    [
      'xstate.done.actor.loadPositions',
      'xstate.error.actor.loadPositions',
      'positions.retry',
      'filter.type',
      'filter.initiative',
      'filter.promoter',
    ].flatMap(byType),
    where,
    see,
    expected,
  );
});

describe('recommended order machine, the order actions: every shortest path, checked against what the user sees', () => {
  const where = (snapshot: Snapshot) =>
    `${regions(snapshot).positions}, ${regions(snapshot).order}, ${select.selectAction(snapshot) ?? 'no action'}`;
  const see = (sut: Sut) => {
    const snapshot = sut.snapshot();
    return {
      list: listShown(snapshot),
      action: select.selectAction(snapshot),
      executing: select.selectExecuting(snapshot),
      canExecute: select.selectCanExecute(snapshot),
    };
  };
  type View = ReturnType<typeof see>;
  const shows = (list: string, action: OrderAction | null, executing: boolean, canExecute: boolean): View => ({
    list,
    action,
    executing,
    canExecute,
  });
  // By hand: the wholesale send is chosen at the start (§2.3); an action runs only over a shown list, one at a time.
  const expected: Record<string, View> = {
    'loading, choosing, sendToPuls': shows('Загрузка...', 'sendToPuls', false, false),
    'loading, choosing, downloadOrder': shows('Загрузка...', 'downloadOrder', false, false),
    'loading, choosing, no action': shows('Загрузка...', null, false, false),
    'loadFailed, choosing, sendToPuls': shows('ошибка и «Повторить»', 'sendToPuls', false, false),
    'loadFailed, choosing, downloadOrder': shows('ошибка и «Повторить»', 'downloadOrder', false, false),
    'loadFailed, choosing, no action': shows('ошибка и «Повторить»', null, false, false),
    'ready, choosing, sendToPuls': shows('список', 'sendToPuls', false, true),
    'ready, choosing, downloadOrder': shows('список', 'downloadOrder', false, true),
    'ready, choosing, no action': shows('список', null, false, false),
    'ready, executing, sendToPuls': shows('список', 'sendToPuls', true, false),
    'ready, executing, downloadOrder': shows('список', 'downloadOrder', true, false),
    // The running action goes on while the list reloads or another action is chosen.
    'ready, executing, no action': shows('список', null, true, false),
    'loading, executing, sendToPuls': shows('Загрузка...', 'sendToPuls', true, false),
    'loading, executing, downloadOrder': shows('Загрузка...', 'downloadOrder', true, false),
    'loading, executing, no action': shows('Загрузка...', null, true, false),
    'loadFailed, executing, sendToPuls': shows('ошибка и «Повторить»', 'sendToPuls', true, false),
    'loadFailed, executing, downloadOrder': shows('ошибка и «Повторить»', 'downloadOrder', true, false),
    'loadFailed, executing, no action': shows('ошибка и «Повторить»', null, true, false),
  };
  walkEach(
    [
      'xstate.done.actor.loadPositions',
      'xstate.error.actor.loadPositions',
      'positions.retry',
      'order.choose',
      'order.execute',
      'orderSend.settled',
    ].flatMap(byType),
    where,
    see,
    expected,
  );
});

/* ---- the clearing rules and the defaults, by hand ---- */

describe('recommended order machine, the cascade', () => {
  /** Type, initiative, promoter and supplier chosen, the list shown. */
  async function everythingChosen(): Promise<Sut> {
    const sut = startRecommended();
    await sut.settle();
    sut.actor.send({ type: 'filter.type', initiativeType: 'PROCUREMENT' });
    sut.actor.send({ type: 'filter.initiative', initiativeId: 3 });
    sut.actor.send({ type: 'filter.promoter', promoter: 'Промоутер А' });
    sut.actor.send({ type: 'filter.supplier', supplier: 'Группа А' });
    await sut.settle();
    expect(select.selectFilters(sut.snapshot())).toEqual({
      type: 'PROCUREMENT',
      initiativeId: 3,
      promoter: 'Промоутер А',
      supplier: 'Группа А',
    });
    return sut;
  }

  it('a new type clears the initiative, the promoter and the supplier', async () => {
    const sut = await everythingChosen();
    sut.actor.send({ type: 'filter.type', initiativeType: 'MANDATORY_MATRIX' });
    expect(select.selectFilters(sut.snapshot())).toEqual({ type: 'MANDATORY_MATRIX', initiativeId: null, promoter: null, supplier: null });
    // Its options and its products are those of the type's initiatives.
    await sut.settle();
    expect(sut.calls.promoterSupplier.at(-1)).toEqual([2]);
    expect(lastRequest(sut)).toEqual({ pulsWarehouseCode: 'W-1', initiativeIds: [2], promoterIds: [], supplierGroups: [] });
  });

  it('clearing the type clears the rest too and asks for every initiative again', async () => {
    const sut = await everythingChosen();
    sut.actor.send({ type: 'filter.type', initiativeType: null });
    await sut.settle();
    expect(select.selectFilters(sut.snapshot())).toEqual({ type: null, initiativeId: null, promoter: null, supplier: null });
    expect(lastRequest(sut).initiativeIds).toEqual([]);
  });

  it('a new initiative clears the promoter and the supplier but keeps the type', async () => {
    const sut = await everythingChosen();
    sut.actor.send({ type: 'filter.initiative', initiativeId: 1 });
    expect(select.selectFilters(sut.snapshot())).toEqual({ type: 'PROCUREMENT', initiativeId: 1, promoter: null, supplier: null });
    await sut.settle();
    expect(sut.calls.promoterSupplier.at(-1)).toEqual([1]);
  });

  it('a promoter or a supplier clears nothing and asks for no new options', async () => {
    const sut = await everythingChosen();
    const asked = sut.calls.promoterSupplier.length;
    sut.actor.send({ type: 'filter.promoter', promoter: null });
    sut.actor.send({ type: 'filter.supplier', supplier: null });
    await sut.settle();
    expect(select.selectFilters(sut.snapshot())).toEqual({ type: 'PROCUREMENT', initiativeId: 3, promoter: null, supplier: null });
    expect(sut.calls.promoterSupplier).toHaveLength(asked);
  });

  it('a pharmacy without a Пульс warehouse asks without one', async () => {
    const sut = startRecommended({ pulsWarehouseCode: null });
    expect(lastRequest(sut).pulsWarehouseCode).toBeNull();
  });

  it('the types offered are those of the initiatives, once each, by their Russian names', () => {
    expect(typeOptions(initiatives)).toEqual([
      { type: 'PROCUREMENT', name: 'Закупка' },
      { type: 'MANDATORY_MATRIX', name: 'Обязательная матрица' },
    ]);
  });

  it('the wholesale send is chosen from the start and runs once the products are shown', async () => {
    const sut = startRecommended();
    await sut.settle();
    expect(select.selectAction(sut.snapshot())).toBe('sendToPuls');
    expect(select.selectCanExecute(sut.snapshot())).toBe(false);
    sut.calls.load[0].resolve(loaded);
    await sut.settle();
    sut.actor.send({ type: 'order.execute' });
    expect(sut.orderSend.requests.map((request) => request.event)).toEqual([{ type: 'order.sendToPuls' }]);
  });
});
