import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/shared/http';
import type { ForecastPrediction, MandatoryMatrixBonuses } from '../../src/api/contract/forecast';
import type { ForecastAction } from '../../src/domain/forecast/actions';
import type { ForecastTotals } from '../../src/domain/forecast/totals';
import { profitForecastMachine } from '../../src/machines/forecast/profit-forecast.machine';
import {
  selectHasPharmacySystem,
  selectAction,
  selectApplying,
  selectCanExecute,
  selectExecuting,
  selectInitiativeId,
  selectLoadFailure,
  selectLoading,
  selectMatching,
  selectReady,
  selectSlowLoad,
  selectTotals,
  selectViewFailed,
  selectWindowFetching,
} from '../../src/machines/forecast/profit-forecast.selectors';
import type { ForecastPort, ProfitForecastInput } from '../../src/machines/forecast/profit-forecast.types';
import { mergeWindow } from '../../src/machines/forecast/profit-forecast.window';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import type { ForecastOptions, ForecastViewParams, ForecastViewResult, ForecastWindow } from '../../src/workers/forecast/forecast-types';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import { fakeOrderSend } from './support/fake-order-send';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof profitForecastMachine>;
interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}
type Pending<I, T> = I & Deferred<T>;

const options: ForecastOptions = { length: 3, initiatives: [{ id: 7, name: 'Матрица 7' }], initiativesTold: true, supplierGroups: ['Г1'] };
const totals = (packs: number): ForecastTotals => ({ positions: packs > 0 ? 1 : 0, packs, orderSum: packs * 10, profit: 0 });
const viewResult = (revision: number, packs = 5, matching = 3): ForecastViewResult => ({
  revision,
  matching,
  totals: totals(packs),
  order: new Uint32Array(matching),
});
const windowResult = (revision: number, rows: ForecastWindow['rows'] = []): ForecastWindow => ({ revision, start: 0, rows });

/** The machine over a fake worker and fake remote calls: the test decides when and how each answers. */
function startForecast({
  pharmacySystems = [{ code: 'ПС', name: 'Система' }],
}: { pharmacySystems?: Array<{ code: string; name: string }> | Error } = {}) {
  const later = <I, T>(list: Array<Pending<I, T>>, value: I) =>
    new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));
  const calls = {
    load: [] as Array<Pending<{ progress?: (rows: number) => void }, ForecastOptions>>,
    setView: [] as Array<Pending<{ params: ForecastViewParams }, ForecastViewResult>>,
    edit: [] as Array<Pending<{ row: number; text: string }, ForecastTotals>>,
    window: [] as Array<Pending<{ start: number; end: number }, ForecastWindow>>,
  };
  // The order-send child: the test answers each request it is given.
  const orderSend = fakeOrderSend();
  // The order calls reach the worker in: the worker answers them in that order.
  const log: string[] = [];
  const worker: ForecastPort = {
    load: (_request, progress) => later(calls.load, { progress }),
    setView: (params) => (log.push(`view ${params.calculationType}`), later(calls.setView, { params })),
    editQuantity: (row, text) => (log.push(`edit ${row} ${text}`), later(calls.edit, { row, text })),
    window: (start, end) => later(calls.window, { start, end }),
    typedEdits: async () => [],
    restoreEdits: () => new Promise(() => {}),
    orderDraft: () => new Promise(() => {}),
    buildFile: () => new Promise(() => {}),
  };
  const input: ProfitForecastInput = {
    pharmacy: { id: 1, subdivCode: 'A-001' },
    config: { serviceAddress: '', endpointPrefix: '/api' },
    worker,
    preselected: null,
    snackbar: createActor(snackbarMachine),
  };
  const machine = profitForecastMachine.provide({
    actors: {
      prediction: remoteOperation('prediction', async (): Promise<ForecastPrediction> => ({ bonuses: [] })),
      bonuses: remoteOperation('bonuses', async (): Promise<MandatoryMatrixBonuses> => []),
      pharmacySystems: remoteOperation('pharmacySystems', async () => {
        if (pharmacySystems instanceof Error) throw pharmacySystems;
        return pharmacySystems;
      }),
      orderSend: orderSend.machine,
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const snapshot = () => actor.getSnapshot();
  return { actor, calls, orderSend, log, clock, settle, snapshot, input };
}

type Sut = ReturnType<typeof startForecast>;

/** Loaded and shown: the first view applied and the first window read. */
async function shownForecast(
  options_: Parameters<typeof startForecast>[0] = {},
  { matching = 3, rows = [] }: { matching?: number; rows?: ForecastWindow['rows'] } = {},
): Promise<Sut> {
  const sut = startForecast(options_);
  await sut.settle();
  sut.calls.load[0].resolve(options);
  await sut.settle();
  sut.calls.setView[0].resolve(viewResult(1, 5, matching));
  await sut.settle();
  sut.calls.window.at(-1)!.resolve(windowResult(1, rows));
  await sut.settle();
  return sut;
}

const events = [
  { type: 'load.done', options },
  { type: 'load.failed', error: { status: 503, message: 'Сервис прогноза недоступен' } },
  { type: 'xstate.after.slowLoad.profitForecast.loading.waiting' },
  { type: 'forecast.retry' },
  { type: 'filter.initiative', initiativeId: 7 },
  { type: 'xstate.done.actor.applyView', output: viewResult(1) },
  { type: 'xstate.error.actor.applyView', error: new Error('Прогноз ещё не загружен') },
  { type: 'quantity.edit', row: 0, text: '4' },
  { type: 'xstate.done.actor.editQuantity', output: totals(4) },
  { type: 'xstate.done.actor.readWindow', output: windowResult(1) },
  { type: 'order.choose', action: 'downloadForecast' },
  { type: 'order.choose', action: 'downloadPulsFile' },
  { type: 'order.execute' },
  { type: 'orderSend.settled', sent: false },
] as never[];

type PathEvent = { type: string; output?: unknown; error?: unknown; options?: ForecastOptions; sent?: boolean };

/** Plays a model event on the live actor: a worker answer settles the fake call it stands for. */
async function play(sut: Sut, event: PathEvent) {
  const answer = (list: Array<Deferred<never>>) => {
    const pending = list.at(-1)!;
    if (event.type.startsWith('xstate.error')) pending.reject(event.error);
    else pending.resolve(event.output as never);
  };
  if (event.type === 'load.done') sut.calls.load.at(-1)!.resolve(event.options!);
  else if (event.type === 'load.failed') sut.calls.load.at(-1)!.reject(new Error('Сервис прогноза недоступен'));
  else if (event.type.startsWith('xstate.after.slowLoad')) sut.clock.increment(10_000);
  else if (event.type.endsWith('.applyView')) answer(sut.calls.setView as never);
  else if (event.type.endsWith('.editQuantity')) answer(sut.calls.edit as never);
  else if (event.type.endsWith('.readWindow')) answer(sut.calls.window as never);
  else if (event.type === 'orderSend.settled') sut.orderSend.requests.at(-1)!.settle();
  else sut.actor.send(event as never);
  await sut.settle();
}

const byType = (...types: string[]) => (events as PathEvent[]).filter((event) => types.includes(event.type));
/** A short name of the ready regions: view/edits/window/order. */
const regionsOf = (snapshot: Snapshot) => {
  if (typeof snapshot.value === 'string') return snapshot.value;
  const value = snapshot.value as { loading?: string; ready?: Record<string, string> };
  return value.loading ? `loading ${value.loading}` : Object.values(value.ready!).join('/');
};

function walkEach<View>(
  offered: PathEvent[],
  where: (snapshot: Snapshot) => string,
  see: (snapshot: Snapshot) => View,
  expected: Record<string, View>,
) {
  const paths = getShortestPaths(profitForecastMachine, {
    events: offered as never[],
    serializeState: where as never,
    input: startForecast().input,
  });

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startForecast();
        await sut.settle();
        await walkAndSee(path, {
          play: (event: PathEvent) => play(sut, event),
          current: () => sut.snapshot(),
          where,
          see: () => see(sut.snapshot()),
          expected,
        });
      },
    );
  }
}

describe('profit forecast machine, the load: every shortest path, checked against what the user sees', () => {
  const where = (snapshot: Snapshot) => (snapshot.matches('ready') ? 'ready' : regionsOf(snapshot));
  const see = (snapshot: Snapshot) => ({
    loading: selectLoading(snapshot),
    slow: selectSlowLoad(snapshot),
    failure: selectLoadFailure(snapshot)?.message ?? null,
    ready: selectReady(snapshot),
  });
  type View = ReturnType<typeof see>;
  const loading: View = { loading: true, slow: false, failure: null, ready: false };
  // By hand: a slow load says so; a failed one shows its message with 'Повторить'.
  walkEach(byType('load.done', 'load.failed', 'xstate.after.slowLoad.profitForecast.loading.waiting', 'forecast.retry'), where, see, {
    'loading waiting': loading,
    'loading slow': { ...loading, slow: true },
    loadFailed: { loading: false, slow: false, failure: 'Сервис прогноза недоступен', ready: false },
    ready: { loading: false, slow: false, failure: null, ready: true },
  });
});

describe('profit forecast machine, the view and the list: every shortest path, checked against what the user sees', () => {
  const where = (snapshot: Snapshot) => `${regionsOf(snapshot)}, initiative ${selectInitiativeId(snapshot) ?? 'any'}`;
  const see = (snapshot: Snapshot) => ({
    applying: selectApplying(snapshot),
    viewFailed: selectViewFailed(snapshot),
    totals: selectTotals(snapshot),
    matching: selectMatching(snapshot),
    initiative: selectInitiativeId(snapshot),
    reading: selectWindowFetching(snapshot),
  });
  type View = ReturnType<typeof see>;
  const shows = (applying: boolean, viewFailed: boolean, shown: boolean, initiative: number | null, reading: boolean): View => ({
    applying,
    viewFailed,
    totals: shown ? { positions: 1, packs: 5, orderSum: 50, profit: 0 } : null,
    matching: shown ? 3 : 0,
    initiative,
    reading,
  });
  // By hand: the totals of the applied view (5 packs, 50 ₽, 3 rows); a new initiative applies the view again.
  const expected: Record<string, View> = {
    'loading waiting, initiative any': shows(false, false, false, null, false),
  };
  for (const initiative of [null, 7]) {
    const name = initiative ?? 'any';
    expected[`applying/idle/idle/choosing, initiative ${name}`] = shows(true, false, false, initiative, false);
    expected[`failed/idle/idle/choosing, initiative ${name}`] = shows(false, true, false, initiative, false);
    // Applied: the totals show and the grid reads its rows.
    expected[`shown/idle/fetching/choosing, initiative ${name}`] = shows(false, false, true, initiative, true);
    expected[`shown/idle/idle/choosing, initiative ${name}`] = shows(false, false, true, initiative, false);
  }
  // Another initiative while shown: the last totals stay under the overlay, and stay when the new view fails.
  expected['applying/idle/fetching/choosing, initiative 7'] = shows(true, false, true, 7, true);
  expected['failed/idle/fetching/choosing, initiative 7'] = shows(false, true, true, 7, true);
  walkEach(
    byType('load.done', 'filter.initiative', 'xstate.done.actor.applyView', 'xstate.error.actor.applyView', 'xstate.done.actor.readWindow'),
    where,
    see,
    expected,
  );
});

describe('profit forecast machine, quantities: every shortest path, checked against what the user sees', () => {
  // The grid's read is left unanswered: it plays no part in the totals.
  const where = (snapshot: Snapshot) => `${regionsOf(snapshot)}, ${selectTotals(snapshot)?.packs ?? '-'} packs`;
  const see = (snapshot: Snapshot) => ({ applying: selectApplying(snapshot), totals: selectTotals(snapshot) });
  // By hand: the totals of the view (5 packs, 50 ₽), then those the worker gives back for the typed 4 (4 packs, 40 ₽).
  const five = { positions: 1, packs: 5, orderSum: 50, profit: 0 };
  const four = { positions: 1, packs: 4, orderSum: 40, profit: 0 };
  walkEach(byType('load.done', 'xstate.done.actor.applyView', 'quantity.edit', 'xstate.done.actor.editQuantity'), where, see, {
    'loading waiting, - packs': { applying: false, totals: null },
    'applying/idle/idle/choosing, - packs': { applying: true, totals: null },
    'applying/saving/idle/choosing, - packs': { applying: true, totals: null },
    'shown/idle/fetching/choosing, 5 packs': { applying: false, totals: five },
    'shown/saving/fetching/choosing, 5 packs': { applying: false, totals: five },
    'shown/idle/fetching/choosing, 4 packs': { applying: false, totals: four },
    'shown/saving/fetching/choosing, 4 packs': { applying: false, totals: four },
  });
});

describe('profit forecast machine, the order actions: every shortest path, checked against what the user sees', () => {
  const where = (snapshot: Snapshot) => `${regionsOf(snapshot)}, ${selectAction(snapshot) ?? 'no action'}`;
  const see = (snapshot: Snapshot) => ({
    action: selectAction(snapshot),
    executing: selectExecuting(snapshot),
    canExecute: selectCanExecute(snapshot),
  });
  type View = ReturnType<typeof see>;
  const shows = (action: ForecastAction | null, executing: boolean, canExecute: boolean): View => ({ action, executing, canExecute });
  // By hand: nothing chosen at the start; the button works once an action is chosen over a shown forecast, one run at a time.
  walkEach(byType('load.done', 'xstate.done.actor.applyView', 'order.choose', 'order.execute', 'orderSend.settled'), where, see, {
    'loading waiting, no action': shows(null, false, false),
    'applying/idle/idle/choosing, no action': shows(null, false, false),
    'applying/idle/idle/choosing, downloadForecast': shows('downloadForecast', false, false),
    'shown/idle/fetching/choosing, no action': shows(null, false, false),
    'shown/idle/fetching/choosing, downloadForecast': shows('downloadForecast', false, true),
    'shown/idle/fetching/executing, downloadForecast': shows('downloadForecast', true, false),
    // The file for the Пульс information system is chosen and run like the other files.
    'applying/idle/idle/choosing, downloadPulsFile': shows('downloadPulsFile', false, false),
    'shown/idle/fetching/choosing, downloadPulsFile': shows('downloadPulsFile', false, true),
    'shown/idle/fetching/executing, downloadPulsFile': shows('downloadPulsFile', true, false),
  });
});

// Generated expectations follow the machine; these say what the spec and the issue say.
describe('profit forecast machine, by the spec', () => {
  it("after 'download all' the execute button stays disabled until the file arrives", async () => {
    const sut = await shownForecast();
    expect(selectCanExecute(sut.snapshot())).toBe(false);
    sut.actor.send({ type: 'order.choose', action: 'downloadForecast' });
    expect(selectCanExecute(sut.snapshot())).toBe(true);
    sut.actor.send({ type: 'order.execute' });
    await sut.settle();
    // 'download all' is the order-send child's file of every row.
    expect(sut.orderSend.requests.map((request) => request.event)).toEqual([{ type: 'order.downloadFile', kind: 'allPositions' }]);
    expect(selectExecuting(sut.snapshot())).toBe(true);
    expect(selectCanExecute(sut.snapshot())).toBe(false);
    // A second click while the file is on its way does nothing.
    sut.actor.send({ type: 'order.execute' });
    await sut.settle();
    expect(sut.orderSend.requests).toHaveLength(1);
    sut.orderSend.requests[0].settle();
    await sut.settle();
    expect(selectExecuting(sut.snapshot())).toBe(false);
    expect(selectCanExecute(sut.snapshot())).toBe(true);
    // The action settled the typed texts: the grid reads its rows again.
    expect(sut.snapshot().matches({ ready: { window: 'fetching' } })).toBe(true);
  });

  it("the file for the Пульс information system is the order-send child's pulsFile (the worker asks profit-forecast-for-puls)", async () => {
    const sut = await shownForecast();
    sut.actor.send({ type: 'order.choose', action: 'downloadPulsFile' });
    sut.actor.send({ type: 'order.execute' });
    await sut.settle();
    expect(sut.orderSend.requests.map((request) => request.event)).toEqual([{ type: 'order.downloadFile', kind: 'pulsFile' }]);
    expect(selectExecuting(sut.snapshot())).toBe(true);
  });

  it('a send that failed frees the button (the child told the user why) and keeps the draft', async () => {
    const sut = await shownForecast();
    sut.actor.send({ type: 'order.choose', action: 'sendToStu' });
    sut.actor.send({ type: 'order.execute' });
    await sut.settle();
    expect(sut.orderSend.requests.map((request) => request.event)).toEqual([{ type: 'order.sendToStu' }]);
    sut.orderSend.requests[0].settle(false);
    await sut.settle();
    expect(selectExecuting(sut.snapshot())).toBe(false);
    expect(selectCanExecute(sut.snapshot())).toBe(true);
    expect(sut.snapshot().context.error).toBeNull();
  });

  it('tells its order-send child how many pharmacy ordering systems the check found', async () => {
    const none = await shownForecast({ pharmacySystems: [] });
    expect(none.orderSend.systems.at(-1)).toBe(0);
    const two = await shownForecast({
      pharmacySystems: [
        { code: 'ПС', name: 'Система' },
        { code: 'ПС2', name: 'Вторая' },
      ],
    });
    expect(two.orderSend.systems.at(-1)).toBe(2);
    const failed = await shownForecast({ pharmacySystems: new ApiError(503, 'Сервис недоступен') });
    expect(failed.orderSend.systems.at(-1)).toBe('failed');
  });

  it('a failed check of the pharmacy ordering systems still offers their action: only an empty list hides it', async () => {
    const sut = await shownForecast({ pharmacySystems: new ApiError(503, 'Сервис недоступен') });
    expect(selectHasPharmacySystem(sut.snapshot())).toBe(true);
    sut.actor.send({ type: 'order.choose', action: 'sendToPharmacySystem' });
    expect(selectCanExecute(sut.snapshot())).toBe(true);
  });

  it('the pharmacy-system action cannot run when the check returns an empty list', async () => {
    const none = await shownForecast({ pharmacySystems: [] });
    none.actor.send({ type: 'order.choose', action: 'sendToPharmacySystem' });
    expect(selectCanExecute(none.snapshot())).toBe(false);
    const some = await shownForecast();
    some.actor.send({ type: 'order.choose', action: 'sendToPharmacySystem' });
    expect(selectCanExecute(some.snapshot())).toBe(true);
  });

  it('each choice goes to the worker at once; the last answer is what shows', async () => {
    const sut = await shownForecast();
    sut.actor.send({ type: 'filter.initiative', initiativeId: 7 });
    sut.actor.send({ type: 'size.release', size: 2 });
    sut.actor.send({ type: 'weight.release', priceWeight: 0.25 });
    sut.actor.send({ type: 'calculationType.choose', calculationType: 'twoWeeks' });
    sut.actor.send({ type: 'filter.suppliers', supplierGroups: ['Г1'] });
    expect(sut.calls.setView.slice(1).map((call) => call.params)).toEqual([
      { initiativeId: 7, supplierGroups: [], size: null, priceWeight: 1, calculationType: 'byInitiative' },
      { initiativeId: 7, supplierGroups: [], size: 2, priceWeight: 1, calculationType: 'byInitiative' },
      { initiativeId: 7, supplierGroups: [], size: 2, priceWeight: 0.25, calculationType: 'byInitiative' },
      { initiativeId: 7, supplierGroups: [], size: 2, priceWeight: 0.25, calculationType: 'twoWeeks' },
      { initiativeId: 7, supplierGroups: ['Г1'], size: 2, priceWeight: 0.25, calculationType: 'twoWeeks' },
    ]);
    sut.calls.setView[1].resolve(viewResult(2, 1));
    await sut.settle();
    expect(selectApplying(sut.snapshot())).toBe(true);
    sut.calls.setView[5].resolve(viewResult(6, 9));
    await sut.settle();
    expect(selectTotals(sut.snapshot())).toEqual(totals(9));
  });

  it('a quantity edit keeps the typed text in the window and takes the totals the worker answers', async () => {
    const sut = await shownForecast({}, { rows: [{ row: 2, position: 0, quantityText: '5' } as never] });
    sut.actor.send({ type: 'quantity.edit', row: 2, text: '1' });
    sut.actor.send({ type: 'quantity.edit', row: 2, text: '12,' });
    expect(sut.calls.edit.map(({ row, text }) => [row, text])).toEqual([
      [2, '1'],
      [2, '12,'],
    ]);
    expect(sut.snapshot().context.window?.rows[0].quantityText).toBe('12,');
    sut.calls.edit[1].resolve(totals(12));
    await sut.settle();
    expect(selectTotals(sut.snapshot())).toEqual(totals(12));
  });

  it('the edits rule: an edit typed after a new calculation type reaches the worker after it, so it is kept', async () => {
    const sut = await shownForecast({}, { rows: [{ row: 2, position: 0, quantityText: '5' } as never] });
    sut.actor.send({ type: 'quantity.edit', row: 2, text: '3' });
    sut.actor.send({ type: 'calculationType.choose', calculationType: 'month' });
    sut.actor.send({ type: 'quantity.edit', row: 2, text: '4' });
    // The worker drops the first edit with the new type and keeps the second (tests/unit/forecast-worker).
    expect(sut.log.slice(1)).toEqual(['edit 2 3', 'view month', 'edit 2 4']);
    // Answers arrive in that order; the last one, the totals with the kept edit, is what shows.
    sut.calls.edit[0].resolve(totals(3));
    sut.calls.setView[1].resolve(viewResult(2, 30));
    sut.calls.edit[1].resolve(totals(31));
    await sut.settle();
    expect(selectTotals(sut.snapshot())).toEqual(totals(31));
    expect(sut.snapshot().context.view?.revision).toBe(2);
  });

  it('keeps the row objects a new window shares with the old one, so only new rows re-render', () => {
    const line = (row: number, quantityText = '1') => ({ row, position: row, quantityText }) as never as ForecastWindow['rows'][number];
    const old = { revision: 3, start: 10, rows: [line(10), line(11), line(12)] };
    const merged = mergeWindow(old, { revision: 3, start: 11, rows: [line(11), line(12, '7'), line(13)] });
    expect(merged.rows[0]).toBe(old.rows[1]);
    expect(merged.rows[1]).not.toBe(old.rows[2]);
    expect(merged.rows[1].quantityText).toBe('7');
    const otherView = { revision: 4, start: 11, rows: [line(11)] };
    expect(mergeWindow(old, otherView)).toBe(otherView);
  });

  it('says when the load is slow, and offers a retry when it fails', async () => {
    const sut = startForecast();
    sut.calls.load[0].progress?.(50_000);
    expect(sut.snapshot().context.loadedRows).toBe(50_000);
    sut.clock.increment(10_000);
    expect(selectSlowLoad(sut.snapshot())).toBe(true);
    sut.calls.load[0].reject(new Error('Сервер недоступен'));
    await sut.settle();
    expect(selectLoadFailure(sut.snapshot())).toEqual({ status: 0, message: 'Сервер недоступен' });
    sut.actor.send({ type: 'forecast.retry' });
    expect(sut.calls.load).toHaveLength(2);
    expect(sut.snapshot().matches({ loading: 'waiting' })).toBe(true);
  });

  it('asks the worker for the rows around the visible ones, again only as the view nears an edge of them', async () => {
    const sut = await shownForecast({}, { matching: 10_000 });
    const windows = () => sut.calls.window.map(({ start, end }) => [start, end]);
    // The first screen and 300 rows under it.
    expect(windows()).toEqual([[0, 301]]);
    sut.actor.send({ type: 'grid.visibleRows', start: 0, end: 20 });
    sut.actor.send({ type: 'grid.visibleRows', start: 150, end: 170 });
    expect(windows()).toHaveLength(1);
    // Under 100 rows left below the view: the next window is asked for while these still show.
    sut.actor.send({ type: 'grid.visibleRows', start: 190, end: 210 });
    expect(windows()).toEqual([
      [0, 301],
      [0, 511],
    ]);
    // A jump far down, then a small scroll within the new window.
    sut.actor.send({ type: 'grid.visibleRows', start: 5000, end: 5020 });
    sut.actor.send({ type: 'grid.visibleRows', start: 5010, end: 5030 });
    // The list's last rows need no room below them.
    sut.actor.send({ type: 'grid.visibleRows', start: 9980, end: 9999 });
    sut.actor.send({ type: 'grid.visibleRows', start: 9981, end: 9999 });
    expect(windows()).toEqual([
      [0, 301],
      [0, 511],
      [4700, 5321],
      [9680, 10_000],
    ]);
  });

  it('opens on the initiative the link chose', () => {
    const sut = startForecast();
    const actor = createActor(profitForecastMachine, {
      input: { ...sut.input, preselected: { initiativeId: 7, initiativeName: 'Матрица 7' } },
    });
    expect(actor.getSnapshot().context.params.initiativeId).toBe(7);
  });
});
