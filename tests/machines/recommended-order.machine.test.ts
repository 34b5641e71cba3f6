import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FindProductRequest, InitiativeOption } from '../../src/api/contract/purchase-order';
import { noFilter, type PositionFilter, type PositionTotals } from '../../src/domain/purchase/position';
import { recommendedOrderMachine } from '../../src/machines/recommended-order.machine';
import * as select from '../../src/machines/recommended-order.selectors';
import { typeOptions, type RecommendedOrderInput } from '../../src/machines/recommended-order.types';
import { remoteOperation } from '../../src/machines/remote-operation.machine';
import type { OrderAction } from '../../src/machines/positions-order-actions';
import type { PositionsLoaded, PositionsLoadRequest, PositionsView, PositionsWindow } from '../../src/workers/positions-types';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof recommendedOrderMachine>;
interface Deferred<T> { resolve(value: T): void; reject(error: unknown): void }
type Pending<I, T> = I & Deferred<T>;

const initiatives: InitiativeOption[] = [
  { id: 1, name: 'Закупка Q3', type: 'PROCUREMENT' },
  { id: 3, name: 'Закупка Q3, группа 2', type: 'PROCUREMENT' },
  { id: 2, name: 'Матрица Q3', type: 'MANDATORY_MATRIX' },
];
const loaded: PositionsLoaded = { count: 3, answeredPrice: 600 };

/** The machine over a fake worker and fake calls: the test decides when the worker answers. */
function startRecommended({ pulsWarehouseCode = 'W-1' as string | null } = {}) {
  const later = <I, T>(list: Array<Pending<I, T>>, value: I) => new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));
  const calls = {
    load: [] as Array<Pending<{ request: Omit<PositionsLoadRequest, 'token'> }, PositionsLoaded>>,
    setFilter: [] as Array<Pending<{ filter: PositionFilter }, PositionsView>>,
    window: [] as Array<Pending<{ start: number; end: number }, PositionsWindow>>,
    action: [] as Array<Pending<{ action: OrderAction }, void>>,
    promoterSupplier: [] as number[][],
  };
  const input: RecommendedOrderInput = {
    pharmacyId: 1,
    pulsWarehouseCode,
    config: { serviceAddress: '', endpointPrefix: '/api' },
    worker: {
      load: (request) => later(calls.load, { request }),
      setFilter: (filter) => later(calls.setFilter, { filter }),
      editQuantity: async (): Promise<PositionTotals> => ({ orderCost: 0, orderPositions: 0, orderPacks: 0, purchasedSip: 0, planSip: null }),
      window: (start, end) => later(calls.window, { start, end }),
    },
    runOrderAction: (action) => later(calls.action, { action }),
  };
  const machine = recommendedOrderMachine.provide({
    actors: {
      initiatives: remoteOperation('composeInitiatives', async () => initiatives),
      promoterSupplier: remoteOperation('composePromoterSupplier', async (params: { initiativeIds: number[] }) => {
        calls.promoterSupplier.push(params.initiativeIds);
        return { promoters: ['Промоутер А'], supplierGroups: ['Группа А'] };
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, input, settle, snapshot: () => actor.getSnapshot() };
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
  { type: 'xstate.done.actor.runOrderAction', output: undefined },
  { type: 'xstate.error.actor.runOrderAction', error: new Error('Фоновый обработчик не запустился') },
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

const serializeState = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context.filters, snapshot.context.action]);

/** What the user sees, as §2.3 and §4 describe it, kept apart from the machine. */
interface Seen {
  list: 'Загрузка...' | 'ошибка и «Повторить»' | 'список';
  type: string | null;
  initiativeId: number | null;
  promoter: string | null;
  supplier: string | null;
  loads: number;
  /** How many times the promoters and suppliers were asked for. */
  optionRequests: number;
  action: OrderAction | null;
  executing: boolean;
}

// The wholesale send is chosen before the user picks anything (§2.3).
const initialSeen: Seen = { list: 'Загрузка...', type: null, initiativeId: null, promoter: null, supplier: null, loads: 1, optionRequests: 1, action: 'sendToPuls', executing: false };

/** The hand-written model of the cascade and the actions. */
function next(seen: Seen, event: PathEvent): Seen {
  const reload = (changed: Partial<Seen>): Seen => ({ ...seen, ...changed, list: 'Загрузка...', loads: seen.loads + 1 });
  switch (event.type) {
    case 'xstate.done.actor.loadPositions':
      return seen.list === 'Загрузка...' ? { ...seen, list: 'список' } : seen;
    case 'xstate.error.actor.loadPositions':
      return seen.list === 'Загрузка...' ? { ...seen, list: 'ошибка и «Повторить»' } : seen;
    case 'positions.retry':
      return reload({});
    // A new type clears the initiative, the promoter and the supplier, and asks for the new options.
    case 'filter.type':
      return reload({ type: event.initiativeType ?? null, initiativeId: null, promoter: null, supplier: null, optionRequests: seen.optionRequests + 1 });
    // A new initiative clears the promoter and the supplier, and asks for the new options.
    case 'filter.initiative':
      return reload({ initiativeId: event.initiativeId ?? null, promoter: null, supplier: null, optionRequests: seen.optionRequests + 1 });
    case 'filter.promoter':
      return reload({ promoter: event.promoter ?? null });
    case 'filter.supplier':
      return reload({ supplier: event.supplier ?? null });
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

/** The initiatives the filters stand for, written out for this test's three initiatives. */
const initiativeIdsSeen = (seen: Seen): number[] => (seen.initiativeId !== null ? [seen.initiativeId] : seen.type === 'PROCUREMENT' ? [1, 3] : []);

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
  expect(select.selectFilters(snapshot)).toEqual({ type: seen.type, initiativeId: seen.initiativeId, promoter: seen.promoter, supplier: seen.supplier });
  expect(sut.calls.load).toHaveLength(seen.loads);
  expect(lastRequest(sut)).toEqual({
    pulsWarehouseCode: 'W-1',
    initiativeIds: initiativeIdsSeen(seen),
    promoterIds: seen.promoter ? [seen.promoter] : [],
    supplierGroups: seen.supplier ? [seen.supplier] : [],
  });
  expect(sut.calls.promoterSupplier).toHaveLength(seen.optionRequests);
  expect(sut.calls.promoterSupplier.at(-1)).toEqual(initiativeIdsSeen(seen));
  expect(select.selectAction(snapshot)).toBe(seen.action);
  expect(select.selectExecuting(snapshot)).toBe(seen.executing);
  expect(select.selectCanExecute(snapshot)).toBe(seen.action !== null && seen.list === 'список' && !seen.executing);
  // Every filter is in the request: the list shows all the worker loaded.
  if (seen.list === 'список') expect(sut.calls.setFilter.at(-1)!.filter).toEqual(noFilter);
}

describe('recommended order machine, every shortest path', () => {
  const paths = getShortestPaths(recommendedOrderMachine, { events, serializeState: serializeState as never, input: startRecommended().input });

  it('reaches every state of both regions', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const positions of ['loading', 'loadFailed', 'ready']) expect([...reached].some((value) => value.includes(`"positions":"${positions}"`))).toBe(true);
    expect([...reached].some((value) => value.includes('"order":"executing"'))).toBe(true);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const sut = startRecommended();
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
    expect(select.selectFilters(sut.snapshot())).toEqual({ type: 'PROCUREMENT', initiativeId: 3, promoter: 'Промоутер А', supplier: 'Группа А' });
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
    expect(sut.calls.action.map((call) => call.action)).toEqual(['sendToPuls']);
  });
});
