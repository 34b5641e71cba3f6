import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import type { ForecastTotals } from '../../src/domain/forecast/totals';
import { profitForecastMachine } from '../../src/machines/forecast/profit-forecast.machine';
import {
  selectInitiatives,
  selectLength,
  selectLoadedRows,
  selectSupplierGroupOptions,
  selectWindowFetching,
} from '../../src/machines/forecast/profit-forecast.selectors';
import { chosenParams, type ForecastPort, type ProfitForecastInput } from '../../src/machines/forecast/profit-forecast.types';
import { mergeWindow, patchWindowRow } from '../../src/machines/forecast/profit-forecast.window';
import { wantedWindow, windowCovers, type WindowState } from '../../src/machines/shared/worker-grid';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import type { ForecastOptions, ForecastViewParams, ForecastViewResult, ForecastWindow } from '../../src/workers/forecast/forecast-types';

/**
 * The profit forecast's window rules (which rows the grid asks the worker for, and when) and the
 * machine's named pieces: the remote calls it starts, the forecast load and the window asked
 * before any view is shown. Expected values are worked out by hand in the comments.
 */
type Row = ForecastWindow['rows'][number];
const row = (n: number, quantityText = ''): Row => ({ row: n, quantityText }) as unknown as Row;
const win = (revision: number, start: number, rows: Row[]): ForecastWindow => ({ revision, start, rows });
const state = (asked: WindowState['windowAsked'], view: WindowState['view'], visible: { start: number; end: number }): WindowState => ({
  windowAsked: asked,
  view,
  visible,
});

describe('forecast window: which rows are asked', () => {
  it('asks 300 rows either side of the visible ones, within the list', () => {
    expect(wantedWindow({ start: 500, end: 520 }, 2000)).toEqual({ start: 200, end: 821 });
    expect(wantedWindow({ start: 10, end: 30 }, 2000)).toEqual({ start: 0, end: 331 });
    expect(wantedWindow({ start: 1900, end: 1920 }, 2000)).toEqual({ start: 1600, end: 2000 });
    // Scrolled past the end of a list that shrank: the last 300 rows.
    expect(wantedWindow({ start: 900, end: 920 }, 100)).toEqual({ start: 0, end: 100 });
  });
});

describe('forecast window: whether the rows in view are covered', () => {
  const view = { revision: 3, matching: 1000 };

  it('nothing asked yet, no view or another revision: not covered', () => {
    expect(windowCovers(state(null, view, { start: 0, end: 20 }))).toBe(false);
    expect(windowCovers(state({ revision: 3, start: 0, end: 301 }, null, { start: 0, end: 20 }))).toBe(false);
    expect(windowCovers(state({ revision: 2, start: 0, end: 301 }, view, { start: 0, end: 20 }))).toBe(false);
  });

  it('covered with 100 rows to spare below, not with 99', () => {
    // 400 − 1 − 299 = 100 rows below the last visible one.
    expect(windowCovers(state({ revision: 3, start: 0, end: 400 }, view, { start: 280, end: 299 }))).toBe(true);
    // 400 − 1 − 300 = 99.
    expect(windowCovers(state({ revision: 3, start: 0, end: 400 }, view, { start: 281, end: 300 }))).toBe(false);
  });

  it('covered with 100 rows to spare above, not with 50', () => {
    expect(windowCovers(state({ revision: 3, start: 100, end: 700 }, view, { start: 200, end: 220 }))).toBe(true);
    expect(windowCovers(state({ revision: 3, start: 100, end: 700 }, view, { start: 150, end: 170 }))).toBe(false);
  });

  it('rows in view beyond the window are not covered', () => {
    expect(windowCovers(state({ revision: 3, start: 0, end: 301 }, view, { start: 400, end: 420 }))).toBe(false);
  });

  it('a window reaching the first or the last row needs no room on that side', () => {
    expect(windowCovers(state({ revision: 3, start: 0, end: 301 }, view, { start: 0, end: 20 }))).toBe(true);
    // The grid may report rows past the last one (500 rows): the last row is 499, inside 200–500.
    expect(windowCovers(state({ revision: 3, start: 200, end: 500 }, { revision: 3, matching: 500 }, { start: 450, end: 520 }))).toBe(true);
  });
});

describe('forecast window: a typed quantity kept in its row', () => {
  const window = win(1, 10, [row(10, '1'), row(11, '2'), row(12, '3')]);

  it('puts the text in the edited row only', () => {
    const patched = patchWindowRow(window, 11, '25');
    expect(patched?.rows.map((each) => [each.row, each.quantityText])).toEqual([
      [10, '1'],
      [11, '25'],
      [12, '3'],
    ]);
    expect(patched?.rows[0]).toBe(window.rows[0]);
    expect(patched).toMatchObject({ revision: 1, start: 10 });
  });

  it('leaves the window as it is when the row is not in it, or there is none', () => {
    expect(patchWindowRow(window, 40, '5')).toBe(window);
    expect(patchWindowRow(null, 40, '5')).toBeNull();
  });
});

describe('forecast window: a new window keeps the rows that did not change', () => {
  it('keeps the old row objects of the same rows shown the same way', () => {
    const previous = win(1, 0, [row(0, '1'), row(1, ''), row(2, '4')]);
    const next = win(1, 1, [row(1, ''), row(2, '5'), row(3, '')]);
    const merged = mergeWindow(previous, next);
    expect(merged.rows[0]).toBe(previous.rows[1]);
    expect(merged.rows[1]).toBe(next.rows[1]);
    expect(merged.rows[2]).toBe(next.rows[2]);
    expect(merged).toMatchObject({ revision: 1, start: 1 });
  });

  it('a row at the same place showing another position is the new one', () => {
    // A filter applied under the same revision would not happen, but the row ids decide, not the place.
    const previous = win(1, 0, [row(5, ''), row(6, '')]);
    const next = win(1, 0, [row(7, ''), row(6, '')]);
    const merged = mergeWindow(previous, next);
    expect(merged.rows.map((each) => each.row)).toEqual([7, 6]);
    expect(merged.rows[0]).toBe(next.rows[0]);
    expect(merged.rows[1]).toBe(previous.rows[1]);
  });

  it('with nothing kept, or another revision, or no window before, it is the new window itself', () => {
    const next = win(2, 0, [row(0, '')]);
    expect(mergeWindow(win(2, 0, [row(0, '9')]), next)).toBe(next);
    expect(mergeWindow(win(1, 0, [row(0, '')]), next)).toBe(next);
    expect(mergeWindow(null, next)).toBe(next);
  });
});

// ---- The machine's named pieces ---------------------------------------------------------------

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}
type Pending<I, T> = I & Deferred<T>;
const options: ForecastOptions = {
  length: 3,
  initiatives: [{ id: 7, name: 'Матрица 7' }],
  initiativesTold: true,
  supplierGroups: ['Г1', 'Г2'],
};

function startForecast({ subdivCode = 'A-001' } = {}) {
  const later = <I, T>(list: Array<Pending<I, T>>, value: I) =>
    new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));
  const calls = {
    load: [] as Array<Pending<{ request: unknown; progress?: (rows: number) => void }, ForecastOptions>>,
    setView: [] as Array<Pending<{ params: ForecastViewParams }, ForecastViewResult>>,
    window: [] as Array<Pending<{ start: number; end: number }, ForecastWindow>>,
    remote: [] as Array<{ call: string; params: unknown }>,
  };
  const worker: ForecastPort = {
    load: (request, progress) => later(calls.load, { request, progress }),
    setView: (params) => later(calls.setView, { params }),
    editQuantity: () => new Promise<ForecastTotals>(() => {}),
    window: (start, end) => later(calls.window, { start, end }),
    typedEdits: async () => [],
    restoreEdits: () => new Promise(() => {}),
    orderDraft: () => new Promise(() => {}),
    buildFile: () => new Promise(() => {}),
  };
  const input: ProfitForecastInput = {
    pharmacy: { id: 42, subdivCode },
    config: { serviceAddress: 'https://reports.example', endpointPrefix: '/api' },
    worker,
    preselected: null,
    snackbar: createActor(snackbarMachine),
  };
  const machine = profitForecastMachine.provide({
    actors: {
      prediction: remoteOperation(
        'prediction',
        async (params: unknown) => (calls.remote.push({ call: 'prediction', params }), { bonuses: [] }),
      ) as never,
      bonuses: remoteOperation('bonuses', async (params: unknown) => (calls.remote.push({ call: 'bonuses', params }), [])) as never,
      pharmacySystems: remoteOperation(
        'pharmacySystems',
        async (params: unknown) => (calls.remote.push({ call: 'pharmacySystems', params }), []),
      ) as never,
    },
  });
  const errors: unknown[] = [];
  const actor = createActor(machine, { input });
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, errors, settle, snapshot: () => actor.getSnapshot() };
}

describe('profit forecast: what it asks on opening', () => {
  it('asks the prediction and the bonuses of the pharmacy, and the systems of its subdivision', async () => {
    const sut = startForecast();
    await sut.settle();
    expect(sut.calls.remote).toEqual([
      { call: 'prediction', params: { pharmacyId: 42 } },
      { call: 'bonuses', params: { pharmacyId: 42 } },
      { call: 'pharmacySystems', params: { subdivCode: 'A-001' } },
    ]);
  });

  it('a pharmacy without a subdivision code asks no systems', async () => {
    const sut = startForecast({ subdivCode: '' });
    await sut.settle();
    expect(sut.calls.remote.map((each) => each.call)).toEqual(['prediction', 'bonuses']);
  });

  it('loads the forecast of the pharmacy into the worker, shows rows read, then the options', async () => {
    const sut = startForecast();
    await sut.settle();
    expect(sut.calls.load.map((call) => call.request)).toEqual([
      { pharmacyId: 42, config: { serviceAddress: 'https://reports.example', endpointPrefix: '/api' } },
    ]);
    sut.calls.load[0].progress!(1500);
    await sut.settle();
    expect(selectLoadedRows(sut.snapshot())).toBe(1500);
    expect(selectLength(sut.snapshot())).toBe(0);
    expect(selectInitiatives(sut.snapshot())).toBeNull();
    sut.calls.load[0].resolve(options);
    await sut.settle();
    expect(selectLoadedRows(sut.snapshot())).toBe(3);
    expect(selectLength(sut.snapshot())).toBe(3);
    expect(selectInitiatives(sut.snapshot())).toEqual([{ id: 7, name: 'Матрица 7' }]);
    expect(selectSupplierGroupOptions(sut.snapshot())).toEqual(['Г1', 'Г2']);
  });

  it('a scroll before the first view is shown asks for no rows, and does not break', async () => {
    const sut = startForecast();
    await sut.settle();
    sut.calls.load[0].resolve(options);
    await sut.settle();
    sut.actor.send({ type: 'grid.visibleRows', start: 0, end: 20 });
    await sut.settle();
    expect(sut.errors).toEqual([]);
    expect(selectWindowFetching(sut.snapshot())).toBe(true);
    expect(sut.calls.window.map(({ start, end }) => ({ start, end }))).toEqual([{ start: 0, end: 0 }]);
    expect(sut.snapshot().context.windowAsked).toEqual({ revision: 0, start: 0, end: 0 });
  });
});

describe('profit forecast: the view parameter of an event', () => {
  it('an event that chooses nothing changes no parameter', () => {
    expect(chosenParams({ type: 'forecast.retry' })).toEqual({});
    expect(chosenParams({ type: 'window.refresh' })).toEqual({});
  });
});
