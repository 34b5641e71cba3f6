import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { noFilter, type PositionFilter, type PositionTotals } from '../../src/domain/purchase/position';
import { remoteOperation } from '../../src/machines/remote-operation.machine';
import type { OrderAction } from '../../src/machines/positions-order-actions';
import { positionsGridMachine } from '../../src/machines/positions-grid';
import { rgOrderMachine } from '../../src/machines/rg-order.machine';
import * as select from '../../src/machines/rg-order.selectors';
import type { RgOrderInput } from '../../src/machines/rg-order.types';
import type { PositionsLoaded, PositionsLoadRequest, PositionsView, PositionsWindow } from '../../src/workers/positions-types';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof rgOrderMachine>;
interface Deferred<T> { resolve(value: T): void; reject(error: unknown): void }
type Pending<I, T> = I & Deferred<T>;

const totals = (orderCost: number): PositionTotals => ({ orderCost, orderPositions: orderCost > 0 ? 1 : 0, orderPacks: orderCost / 100, purchasedSip: 0, planSip: null });
const loaded: PositionsLoaded = {
  count: 3,
  answeredPrice: null,
  options: { otherInitiativeNames: ['Закупка Q3'], otherInitiatives: [], supplierGroups: ['Группа А'], products: [{ id: 101, name: 'Товар 101' }] },
};

/** The machine over a fake worker: the test decides when and how each call answers. */
function startRg() {
  const later = <I, T>(list: Array<Pending<I, T>>, value: I) => new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));
  const calls = {
    load: [] as Array<Pending<{ request: Omit<PositionsLoadRequest, 'token'> }, PositionsLoaded>>,
    setFilter: [] as Array<Pending<{ filter: PositionFilter }, PositionsView>>,
    edit: [] as Array<Pending<{ index: number; text: string }, PositionTotals>>,
    window: [] as Array<Pending<{ start: number; end: number }, PositionsWindow>>,
    action: [] as Array<Pending<{ action: OrderAction }, void>>,
  };
  const input: RgOrderInput = {
    pharmacyId: 1,
    config: { serviceAddress: '', endpointPrefix: '/api' },
    worker: {
      load: (request) => later(calls.load, { request }),
      setFilter: (filter) => later(calls.setFilter, { filter }),
      editQuantity: (index, text) => later(calls.edit, { index, text }),
      window: (start, end) => later(calls.window, { start, end }),
    },
    runOrderAction: (action) => later(calls.action, { action }),
  };
  const machine = rgOrderMachine.provide({
    actors: { promoterOptions: remoteOperation('rgPromoters', async () => ['Промоутер А', 'Промоутер Б']) },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, input, settle, snapshot: () => actor.getSnapshot() };
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
  { type: 'order.choose', action: null },
  { type: 'order.execute' },
  { type: 'xstate.done.actor.runOrderAction', output: undefined },
  { type: 'xstate.error.actor.runOrderAction', error: new Error('Фоновый обработчик не запустился') },
] as never[];

type PathEvent = { type: string; promoters?: string[]; text?: string; checked?: boolean; action?: OrderAction | null; output?: unknown; error?: unknown };

// The state and the few context facts the guards and the screen read: finite.
const serializeState = (snapshot: Snapshot) => {
  const { promoters, requestedPromoters, filters, action } = snapshot.context;
  return JSON.stringify([snapshot.value, promoters, requestedPromoters, filters.priceFrom, filters.zeroBalance, action]);
};

/** What the user sees, as the spec and the issue describe it, kept apart from the machine. */
interface Seen {
  list: 'Загрузка...' | 'ошибка и «Повторить»' | 'список';
  ticked: string[];
  /** The promoters of the positions in the list (or on their way). */
  loadedFor: string[];
  loads: number;
  priceFrom: string;
  zeroBalance: boolean;
  action: OrderAction | null;
  executing: boolean;
}

const initialSeen: Seen = { list: 'Загрузка...', ticked: [], loadedFor: [], loads: 1, priceFrom: '', zeroBalance: false, action: null, executing: false };
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((item) => b.includes(item));

/** The hand-written model: how each event changes what is seen. */
function next(seen: Seen, event: PathEvent): Seen {
  const reload = (): Seen => ({ ...seen, list: 'Загрузка...', loadedFor: seen.ticked, loads: seen.loads + 1 });
  switch (event.type) {
    case 'xstate.done.actor.loadPositions':
      return seen.list === 'Загрузка...' ? { ...seen, list: 'список' } : seen;
    case 'xstate.error.actor.loadPositions':
      return seen.list === 'Загрузка...' ? { ...seen, list: 'ошибка и «Повторить»' } : seen;
    case 'positions.retry':
      return seen.list === 'Загрузка...' ? seen : reload();
    case 'filter.promoters':
      return { ...seen, ticked: event.promoters! };
    // The ticks load once the menu closes, and only when they differ from the list's promoters.
    case 'promoters.close':
      return sameSet(seen.ticked, seen.loadedFor) ? seen : reload();
    // §5: '12,5' is taken as '12.5'; a letter is ignored.
    case 'filter.priceFrom':
      return event.text === '12,5' ? { ...seen, priceFrom: '12.5' } : seen;
    case 'filter.zeroBalance':
      return { ...seen, zeroBalance: event.checked! };
    case 'order.choose':
      return { ...seen, action: event.action ?? null };
    case 'order.execute':
      return seen.action !== null && seen.list === 'список' && !seen.executing ? { ...seen, executing: true } : seen;
    case 'xstate.done.actor.runOrderAction':
    case 'xstate.error.actor.runOrderAction':
      return { ...seen, executing: false };
    default:
      throw new Error(`no model for ${event.type}`);
  }
}

/** The filter the worker is asked to apply for what is seen (§5), written out. */
const filterSeen = (seen: Seen): PositionFilter => ({
  ...noFilter,
  promoters: seen.loadedFor,
  zeroBalance: seen.zeroBalance,
  priceFrom: seen.priceFrom === '' ? null : Number(seen.priceFrom),
});

async function play(sut: Sut, event: PathEvent) {
  if (event.type === 'xstate.done.actor.loadPositions') sut.calls.load.at(-1)!.resolve(loaded);
  else if (event.type === 'xstate.error.actor.loadPositions') sut.calls.load.at(-1)!.reject(event.error);
  else if (event.type === 'xstate.done.actor.runOrderAction') sut.calls.action.at(-1)!.resolve();
  else if (event.type === 'xstate.error.actor.runOrderAction') sut.calls.action.at(-1)!.reject(event.error);
  else sut.actor.send(event as never);
  await sut.settle();
}

function checkSeen(sut: Sut, seen: Seen) {
  const snapshot = sut.snapshot();
  const list = select.selectLoadFailure(snapshot) ? 'ошибка и «Повторить»' : select.selectGrid(snapshot) ? 'список' : 'Загрузка...';
  expect(list).toBe(seen.list);
  expect(select.selectLoading(snapshot)).toBe(seen.list === 'Загрузка...');
  expect(select.selectPromoters(snapshot)).toEqual(seen.ticked);
  expect(sut.calls.load).toHaveLength(seen.loads);
  expect(sut.calls.load.at(-1)!.request.source).toEqual({ kind: 'rg', request: { promoters: seen.loadedFor } });
  expect(select.selectFilters(snapshot).priceFrom).toBe(seen.priceFrom);
  expect(select.selectFilters(snapshot).zeroBalance).toBe(seen.zeroBalance);
  expect(select.selectAction(snapshot)).toBe(seen.action);
  expect(select.selectExecuting(snapshot)).toBe(seen.executing);
  expect(select.selectCanExecute(snapshot)).toBe(seen.action !== null && seen.list === 'список' && !seen.executing);
  expect(select.selectOptions(snapshot).otherInitiativeNames).toEqual(seen.list === 'список' ? ['Закупка Q3'] : []);
  // The list shows the worker's view of exactly the filters seen.
  if (seen.list === 'список') expect(sut.calls.setFilter.at(-1)!.filter).toEqual(filterSeen(seen));
}

describe('RG order machine, every shortest path', () => {
  const paths = getShortestPaths(rgOrderMachine, { events, serializeState: serializeState as never, input: startRg().input });

  it('reaches every state of both regions', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const positions of ['loading', 'loadFailed', 'ready']) expect([...reached].some((value) => value.includes(`"positions":"${positions}"`))).toBe(true);
    expect([...reached].some((value) => value.includes('"order":"executing"'))).toBe(true);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const sut = startRg();
      await sut.settle();
      let seen = initialSeen;
      checkSeen(sut, seen);
      await walkPath(path, {
        play: async (event: PathEvent) => {
          seen = next(seen, event);
          await play(sut, event);
        },
        check: (expected) => {
          expect(serializeState(sut.snapshot())).toBe(serializeState(expected as Snapshot));
          checkSeen(sut, seen);
        },
      });
    });
  }
});

/* ---- hand-written, by the spec ---- */

describe('RG order machine, by the spec', () => {
  it('asks for the pharmacy’s promoters and loads every promoter’s positions at once', async () => {
    const sut = startRg();
    await sut.settle();
    expect(sut.snapshot().children.promoterOptions?.getSnapshot().context.data).toEqual(['Промоутер А', 'Промоутер Б']);
    expect(sut.calls.load.map((call) => call.request.source)).toEqual([{ kind: 'rg', request: { promoters: [] } }]);
  });

  it('ticking promoters loads nothing until the menu closes; then their positions load', async () => {
    const sut = await shownRg();
    sut.actor.send({ type: 'filter.promoters', promoters: ['Промоутер А'] });
    sut.actor.send({ type: 'filter.promoters', promoters: ['Промоутер А', 'Промоутер Б'] });
    expect(sut.calls.load).toHaveLength(1);
    sut.actor.send({ type: 'promoters.close' });
    expect(sut.calls.load.at(-1)!.request.source).toEqual({ kind: 'rg', request: { promoters: ['Промоутер А', 'Промоутер Б'] } });
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
      ...noFilter, excludedInitiativeNames: ['Закупка Q3'], suppliers: ['Группа А'], products: [101], priceTo: 200,
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
    expect(sut.calls.action.map((call) => call.action)).toEqual(['downloadWholeList']);
    expect(select.selectCanExecute(sut.snapshot())).toBe(false);
    sut.calls.action[0].resolve();
    await sut.settle();
    expect(select.selectCanExecute(sut.snapshot())).toBe(true);
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
    const later = <I, T>(list: Array<Pending<I, T>>, value: I) => new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));
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
