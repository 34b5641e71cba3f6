import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import { fakeOrderSend } from './support/fake-order-send';
import { getShortestPaths } from 'xstate/graph';
import { noFilter, type PositionFilter, type PositionTotals } from '../../src/domain/orders/purchase/position';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import type { OrderAction } from '../../src/machines/orders/positions-order-actions';
import { positionsGridMachine } from '../../src/machines/orders/positions-grid';
import { rgOrderMachine } from '../../src/machines/orders/rg-order.config';
import * as select from '../../src/machines/orders/rg-order.selectors';
import type { RgOrderInput } from '../../src/machines/orders/rg-order.types';
import type { PositionsLoaded, PositionsLoadRequest, PositionsView, PositionsWindow } from '../../src/workers/orders/positions-types';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof rgOrderMachine>;
interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}
type Pending<I, T> = I & Deferred<T>;

const totals = (orderCost: number): PositionTotals => ({
  orderCost,
  orderPositions: orderCost > 0 ? 1 : 0,
  orderPacks: orderCost / 100,
  purchasedSip: 0,
  planSip: null,
});
const loaded: PositionsLoaded = {
  count: 3,
  answeredPrice: null,
  options: {
    otherInitiativeNames: ['Закупка Q3'],
    otherInitiatives: [],
    supplierGroups: ['Группа А'],
    products: [{ id: 101, name: 'Товар 101' }],
  },
};

/** The machine over a fake worker: the test decides when and how each call answers. */
function startRg() {
  // The order-send child: the test answers each request it is given.
  const orderSend = fakeOrderSend();
  const later = <I, T>(list: Array<Pending<I, T>>, value: I) =>
    new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));
  const calls = {
    load: [] as Array<Pending<{ request: Omit<PositionsLoadRequest, 'token'> }, PositionsLoaded>>,
    setFilter: [] as Array<Pending<{ filter: PositionFilter }, PositionsView>>,
    edit: [] as Array<Pending<{ index: number; text: string }, PositionTotals>>,
    window: [] as Array<Pending<{ start: number; end: number }, PositionsWindow>>,
  };
  const input: RgOrderInput = {
    pharmacyId: 1,
    config: { serviceAddress: '', endpointPrefix: '/api' },
    worker: {
      load: (request) => later(calls.load, { request }),
      setFilter: (filter) => later(calls.setFilter, { filter }),
      editQuantity: (index, text) => later(calls.edit, { index, text }),
      window: (start, end) => later(calls.window, { start, end }),
      typedEdits: async () => [],
      orderDraft: () => new Promise(() => {}),
      wholeListFile: () => new Promise(() => {}),
    },
    subdivCode: '',
    snackbar: createActor(snackbarMachine),
  };
  const machine = rgOrderMachine.provide({
    actors: { promoterOptions: remoteOperation('rgPromoters', async () => ['Промоутер А', 'Промоутер Б']), orderSend: orderSend.machine },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, orderSend, input, settle, snapshot: () => actor.getSnapshot() };
}
type Sut = ReturnType<typeof startRg>;

async function shownRg(): Promise<Sut> {
  const sut = startRg();
  await sut.settle();
  sut.calls.load[0].resolve(loaded);
  await sut.settle();
  return sut;
}

/* ---- every shortest path, against a model of what the user sees written by hand ---- */

const events = [
  { type: 'xstate.done.actor.loadPositions', output: loaded },
  { type: 'xstate.error.actor.loadPositions', error: new Error('Сервис отчётов недоступен') },
  { type: 'positions.retry' },
  { type: 'filter.promoters', promoters: ['Промоутер А'] },
  { type: 'filter.promoters', promoters: [] },
  { type: 'promoters.close' },
  { type: 'filter.priceFrom', text: '12,5' },
  { type: 'filter.priceFrom', text: '1a' },
  { type: 'filter.zeroBalance', checked: true },
  { type: 'order.choose', action: 'downloadWholeList' },
  { type: 'order.choose', action: 'sendToPurchaseService' },
  { type: 'order.choose', action: null },
  { type: 'order.execute' },
  { type: 'orderSend.settled', sent: false },
] as never[];

type PathEvent = {
  type: string;
  promoters?: string[];
  text?: string;
  checked?: boolean;
  action?: OrderAction | null;
  output?: unknown;
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
const byType = (...types: string[]) => (events as PathEvent[]).filter((event) => types.includes(event.type));
const loadEvents = ['xstate.done.actor.loadPositions', 'xstate.error.actor.loadPositions', 'positions.retry'];

function walkEach<View>(
  offered: PathEvent[],
  where: (snapshot: Snapshot) => string,
  see: (sut: Sut) => View,
  expected: Record<string, View>,
) {
  const paths = getShortestPaths(rgOrderMachine, { events: offered as never[], serializeState: where as never, input: startRg().input });

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startRg();
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

describe('RG order machine, the list and the promoters: every shortest path, checked against what the user sees', () => {
  const where = (snapshot: Snapshot) =>
    `${regions(snapshot).positions}, ticked [${select.selectPromoters(snapshot).join()}], list of [${snapshot.context.requestedPromoters.join()}]`;
  const see = (sut: Sut) => {
    const snapshot = sut.snapshot();
    return {
      list: listShown(snapshot),
      ticked: select.selectPromoters(snapshot),
      // The positions asked for, the filter the list applies, and the other initiatives named over it.
      askedFor: (sut.calls.load.at(-1)!.request.source as { request: { promoters: string[] } }).request.promoters,
      listFilter: select.selectGrid(snapshot) ? sut.calls.setFilter.at(-1)!.filter.promoters : null,
      otherInitiatives: select.selectOptions(snapshot).otherInitiativeNames,
    };
  };
  type View = ReturnType<typeof see>;
  const A = 'Промоутер А';
  const shows = (list: string, ticked: string[], askedFor: string[]): View => ({
    list,
    ticked,
    askedFor,
    listFilter: list === 'список' ? askedFor : null,
    otherInitiatives: list === 'список' ? ['Закупка Q3'] : [],
  });
  // By hand: ticks load nothing until the menu closes; then the list is of the ticked promoters.
  const expected: Record<string, View> = {};
  for (const [positions, list] of [
    ['loading', 'Загрузка...'],
    ['loadFailed', 'ошибка и «Повторить»'],
    ['ready', 'список'],
  ]) {
    expected[`${positions}, ticked [], list of []`] = shows(list, [], []);
    expected[`${positions}, ticked [${A}], list of []`] = shows(list, [A], []);
    expected[`${positions}, ticked [${A}], list of [${A}]`] = shows(list, [A], [A]);
    expected[`${positions}, ticked [], list of [${A}]`] = shows(list, [], [A]);
  }
  walkEach(byType(...loadEvents, 'filter.promoters', 'promoters.close'), where, see, expected);
});

describe('RG order machine, the filters of the list: every shortest path, checked against what the user sees', () => {
  const where = (snapshot: Snapshot) => {
    const { priceFrom, zeroBalance } = select.selectFilters(snapshot);
    return `${regions(snapshot).positions}, price from '${priceFrom}', ${zeroBalance ? 'zero balance' : 'any balance'}`;
  };
  const see = (sut: Sut) => {
    const snapshot = sut.snapshot();
    const { priceFrom, zeroBalance } = select.selectFilters(snapshot);
    return {
      list: listShown(snapshot),
      priceFrom,
      zeroBalance,
      listFilter: select.selectGrid(snapshot) ? sut.calls.setFilter.at(-1)!.filter : null,
    };
  };
  type View = ReturnType<typeof see>;
  // By hand (§5): '12,5' is taken as 12.5, a letter is ignored; the list applies the filters shown.
  const shows = (list: string, priceFrom: string, zeroBalance: boolean): View => ({
    list,
    priceFrom,
    zeroBalance,
    listFilter: list === 'список' ? { ...noFilter, promoters: [], zeroBalance, priceFrom: priceFrom === '' ? null : 12.5 } : null,
  });
  const expected: Record<string, View> = {};
  for (const [positions, list] of [
    ['loading', 'Загрузка...'],
    ['ready', 'список'],
  ]) {
    expected[`${positions}, price from '', any balance`] = shows(list, '', false);
    expected[`${positions}, price from '12.5', any balance`] = shows(list, '12.5', false);
    expected[`${positions}, price from '', zero balance`] = shows(list, '', true);
    expected[`${positions}, price from '12.5', zero balance`] = shows(list, '12.5', true);
  }
  walkEach(byType('xstate.done.actor.loadPositions', 'filter.priceFrom', 'filter.zeroBalance'), where, see, expected);
});

describe('RG order machine, the order actions: every shortest path, checked against what the user sees', () => {
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
  // By hand: nothing is chosen at the start; an action runs only over a shown list, one at a time.
  const expected: Record<string, View> = {
    'loading, choosing, no action': shows('Загрузка...', null, false, false),
    'loading, choosing, downloadWholeList': shows('Загрузка...', 'downloadWholeList', false, false),
    'loadFailed, choosing, no action': shows('ошибка и «Повторить»', null, false, false),
    'loadFailed, choosing, downloadWholeList': shows('ошибка и «Повторить»', 'downloadWholeList', false, false),
    'ready, choosing, no action': shows('список', null, false, false),
    'ready, choosing, downloadWholeList': shows('список', 'downloadWholeList', false, true),
    'ready, executing, downloadWholeList': shows('список', 'downloadWholeList', true, false),
    // The running action goes on while the list reloads or another action is chosen.
    'ready, executing, no action': shows('список', null, true, false),
    'loading, executing, downloadWholeList': shows('Загрузка...', 'downloadWholeList', true, false),
    'loading, executing, no action': shows('Загрузка...', null, true, false),
    'loadFailed, executing, downloadWholeList': shows('ошибка и «Повторить»', 'downloadWholeList', true, false),
    'loadFailed, executing, no action': shows('ошибка и «Повторить»', null, true, false),
    // The purchase service (purchase-order-rg-execute) is chosen and run like any other action.
    'loading, choosing, sendToPurchaseService': shows('Загрузка...', 'sendToPurchaseService', false, false),
    'loadFailed, choosing, sendToPurchaseService': shows('ошибка и «Повторить»', 'sendToPurchaseService', false, false),
    'ready, choosing, sendToPurchaseService': shows('список', 'sendToPurchaseService', false, true),
    'ready, executing, sendToPurchaseService': shows('список', 'sendToPurchaseService', true, false),
    'loading, executing, sendToPurchaseService': shows('Загрузка...', 'sendToPurchaseService', true, false),
    'loadFailed, executing, sendToPurchaseService': shows('ошибка и «Повторить»', 'sendToPurchaseService', true, false),
  };
  walkEach(byType(...loadEvents, 'order.choose', 'order.execute', 'orderSend.settled'), where, see, expected);
});

/* ---- hand-written, by the spec ---- */

describe('RG order machine, by the spec', () => {
  it('asks for the pharmacy’s promoters and loads every promoter’s positions at once', async () => {
    const sut = startRg();
    await sut.settle();
    expect(sut.snapshot().children.promoterOptions?.getSnapshot().context.data).toEqual(['Промоутер А', 'Промоутер Б']);
    expect(sut.calls.load.map((call) => call.request.source)).toEqual([{ kind: 'rg', request: { promoters: [], excludeInitiatives: [] } }]);
  });

  it('ticking promoters loads nothing until the menu closes; then their positions load', async () => {
    const sut = await shownRg();
    sut.actor.send({ type: 'filter.promoters', promoters: ['Промоутер А'] });
    sut.actor.send({ type: 'filter.promoters', promoters: ['Промоутер А', 'Промоутер Б'] });
    expect(sut.calls.load).toHaveLength(1);
    sut.actor.send({ type: 'promoters.close' });
    expect(sut.calls.load.at(-1)!.request.source).toEqual({
      kind: 'rg',
      request: { promoters: ['Промоутер А', 'Промоутер Б'], excludeInitiatives: [] },
    });
    expect(select.selectLoading(sut.snapshot())).toBe(true);
  });

  it('every other filter applies in the worker at once, without a new load', async () => {
    const sut = await shownRg();
    sut.actor.send({ type: 'filter.excludedInitiatives', names: ['Закупка Q3'] });
    sut.actor.send({ type: 'filter.supplier', supplier: 'Группа А' });
    sut.actor.send({ type: 'filter.product', productId: 101 });
    sut.actor.send({ type: 'filter.priceTo', text: '200' });
    expect(sut.calls.load).toHaveLength(1);
    expect(sut.calls.setFilter.at(-1)!.filter).toEqual({
      ...noFilter,
      excludedInitiativeNames: ['Закупка Q3'],
      suppliers: ['Группа А'],
      products: [101],
      priceTo: 200,
    });
  });

  it('a price against the rule is ignored and asks nothing of the worker', async () => {
    const sut = await shownRg();
    const asked = sut.calls.setFilter.length;
    for (const text of ['abc', '1.234', '12345678901', '1,2,3']) sut.actor.send({ type: 'filter.priceFrom', text });
    expect(select.selectFilters(sut.snapshot()).priceFrom).toBe('');
    expect(sut.calls.setFilter).toHaveLength(asked);
    sut.actor.send({ type: 'filter.priceFrom', text: '99,99' });
    expect(select.selectFilters(sut.snapshot()).priceFrom).toBe('99.99');
    expect(sut.calls.setFilter.at(-1)!.filter.priceFrom).toBe(99.99);
  });

  it('filters chosen while the list loads apply once it arrives', async () => {
    const sut = startRg();
    await sut.settle();
    sut.actor.send({ type: 'filter.zeroBalance', checked: true });
    sut.calls.load[0].resolve(loaded);
    await sut.settle();
    expect(sut.calls.setFilter[0].filter).toEqual({ ...noFilter, zeroBalance: true });
  });

  it('the whole list download runs through the order-send machine once; Выполнить waits meanwhile', async () => {
    const sut = await shownRg();
    expect(select.selectCanExecute(sut.snapshot())).toBe(false);
    sut.actor.send({ type: 'order.choose', action: 'downloadWholeList' });
    sut.actor.send({ type: 'order.execute' });
    sut.actor.send({ type: 'order.execute' });
    expect(sut.orderSend.requests.map((request) => request.event)).toEqual([{ type: 'order.downloadFile', kind: 'allPositions' }]);
    expect(select.selectCanExecute(sut.snapshot())).toBe(false);
    sut.orderSend.requests[0].settle();
    await sut.settle();
    expect(select.selectCanExecute(sut.snapshot())).toBe(true);
  });
  it('the purchase service action places the order through the order-send machine (purchase-order-rg-execute)', async () => {
    const sut = await shownRg();
    sut.actor.send({ type: 'order.choose', action: 'sendToPurchaseService' });
    expect(select.selectCanExecute(sut.snapshot())).toBe(true);
    sut.actor.send({ type: 'order.execute' });
    expect(sut.orderSend.requests.map((request) => request.event)).toEqual([{ type: 'order.sendToPurchaseService' }]);
    expect(select.selectExecuting(sut.snapshot())).toBe(true);
  });
});

/* ---- the positions grid the RG and recommended orders share ---- */

describe('positions grid machine', () => {
  function startGrid() {
    const calls = {
      setFilter: [] as Array<Pending<{ filter: PositionFilter }, PositionsView>>,
      edit: [] as Array<Pending<{ index: number; text: string }, PositionTotals>>,
      window: [] as Array<Pending<{ start: number; end: number }, PositionsWindow>>,
    };
    const later = <I, T>(list: Array<Pending<I, T>>, value: I) =>
      new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));
    const worker = {
      setFilter: (filter: PositionFilter) => later(calls.setFilter, { filter }),
      editQuantity: (index: number, text: string) => later(calls.edit, { index, text }),
      window: (start: number, end: number) => later(calls.window, { start, end }),
    };
    const actor = createActor(positionsGridMachine, { input: { worker, filter: noFilter } }).start();
    return { actor, calls, settle: () => new Promise((resolve) => setTimeout(resolve, 0)) };
  }
  const view = (revision: number, matching = 2, cost = 0): PositionsView => ({ revision, matching, totals: totals(cost) });
  const row = (index: number, orderText: string) => ({ index, orderText, productName: `Товар ${index}` }) as never;

  it('applies the filter, then reads the rows of the view', async () => {
    const sut = startGrid();
    expect(sut.actor.getSnapshot().matches({ view: 'applying' })).toBe(true);
    sut.calls.setFilter[0].resolve(view(1, 2, 300));
    await sut.settle();
    expect(sut.actor.getSnapshot().context.view?.totals.orderCost).toBe(300);
    expect(sut.calls.window.map(({ start, end }) => [start, end])).toEqual([[0, 2]]);
  });

  it('the last of several filters is what shows', async () => {
    const sut = startGrid();
    sut.actor.send({ type: 'grid.filter', filter: { ...noFilter, zeroBalance: true } });
    sut.calls.setFilter[0].resolve(view(1, 5));
    await sut.settle();
    expect(sut.actor.getSnapshot().context.view).toBeNull();
    sut.calls.setFilter[1].resolve(view(2, 1));
    await sut.settle();
    expect(sut.actor.getSnapshot().context.view?.matching).toBe(1);
  });

  it('an edit keeps the typed text in its row and takes the totals the worker answers', async () => {
    const sut = startGrid();
    sut.calls.setFilter[0].resolve(view(1));
    await sut.settle();
    sut.calls.window[0].resolve({ revision: 1, start: 0, rows: [row(7, '0'), row(8, '0')] });
    await sut.settle();
    sut.actor.send({ type: 'quantity.edit', index: 8, text: '3' });
    expect(sut.actor.getSnapshot().context.window?.rows.map((each) => each.orderText)).toEqual(['0', '3']);
    sut.calls.edit[0].resolve(totals(450));
    await sut.settle();
    expect(sut.actor.getSnapshot().context.view?.totals.orderCost).toBe(450);
  });

  it('a filter the worker cannot apply is a failure the screen shows', async () => {
    const sut = startGrid();
    sut.calls.setFilter[0].reject(new Error('Список товаров ещё не загружен'));
    await sut.settle();
    expect(sut.actor.getSnapshot().matches({ view: 'failed' })).toBe(true);
    expect(sut.actor.getSnapshot().context.error).toEqual({ status: 0, message: 'Список товаров ещё не загружен' });
  });
});
