import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { noFilter, type PositionFilter, type PositionTotals } from '../../src/domain/orders/purchase/position';
import {
  positionsGridMachine,
  selectGridApplying,
  selectGridBusy,
  selectGridError,
  selectGridFailed,
  selectGridMatching,
  selectGridRevision,
  selectGridTotals,
  selectGridWindow,
} from '../../src/machines/orders/positions-grid';
import type { PositionRow, PositionsView, PositionsWindow } from '../../src/workers/orders/positions-types';

/**
 * The product list of the three order screens over a fake positions worker: the test answers each
 * worker call by hand, and reads the list only through the selectors the screen uses.
 */
interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}
type Pending<I, T> = I & Deferred<T>;

const totals = (orderCost: number): PositionTotals => ({ orderCost, orderPositions: 1, orderPacks: 2, purchasedSip: 10, planSip: null });
const view = (revision: number, matching: number, cost = 0): PositionsView => ({ revision, matching, totals: totals(cost) });
const row = (index: number, orderText: string): PositionRow =>
  ({ index, orderText, productId: index, productName: `Товар ${index}` }) as unknown as PositionRow;
const filterA: PositionFilter = { ...noFilter, zeroBalance: true };
const filterB: PositionFilter = { ...noFilter, suppliers: ['Группа А'] };

function startGrid(filter: PositionFilter = noFilter) {
  const later = <I, T>(list: Array<Pending<I, T>>, value: I) =>
    new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));
  const calls = {
    setFilter: [] as Array<Pending<{ filter: PositionFilter }, PositionsView>>,
    edit: [] as Array<Pending<{ index: number; text: string }, PositionTotals>>,
    window: [] as Array<Pending<{ start: number; end: number }, PositionsWindow>>,
  };
  const worker = {
    setFilter: (f: PositionFilter) => later(calls.setFilter, { filter: f }),
    editQuantity: (index: number, text: string) => later(calls.edit, { index, text }),
    window: (start: number, end: number) => later(calls.window, { start, end }),
  };
  const actor = createActor(positionsGridMachine, { input: { worker, filter } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const s = () => actor.getSnapshot();
  const sees = () => ({
    applying: selectGridApplying(s()),
    failed: selectGridFailed(s()),
    busy: selectGridBusy(s()),
    totals: selectGridTotals(s()),
    matching: selectGridMatching(s()),
    revision: selectGridRevision(s()),
    window: selectGridWindow(s()),
    error: selectGridError(s()),
  });
  return { actor, calls, settle, s, sees };
}

/** Shown with 1 000 matching rows and the first window (rows 0–300) answered. */
async function shownGrid() {
  const sut = startGrid();
  await sut.settle();
  sut.calls.setFilter[0].resolve(view(1, 1000, 500));
  await sut.settle();
  const first: PositionsWindow = { revision: 1, start: 0, rows: [row(0, '1'), row(1, '0'), row(2, '')] };
  sut.calls.window[0].resolve(first);
  await sut.settle();
  return { ...sut, first };
}

describe('positions grid: applying the filter', () => {
  it('asks the worker for the chosen filter and shows nothing yet', async () => {
    const sut = startGrid(filterA);
    await sut.settle();
    expect(sut.calls.setFilter.map((c) => c.filter)).toEqual([filterA]);
    expect(sut.sees()).toEqual({
      applying: true,
      failed: null,
      busy: true,
      totals: null,
      matching: 0,
      revision: 0,
      window: null,
      error: null,
    });
    expect(sut.calls.window).toHaveLength(0);
  });

  it('shows the view, then fetches the rows around the top of the list', async () => {
    const sut = startGrid();
    await sut.settle();
    sut.calls.setFilter[0].resolve(view(1, 1000, 500));
    await sut.settle();
    expect(sut.s().value).toEqual({ view: 'shown', edits: 'idle', window: 'fetching' });
    // Visible rows 0–0: 300 below the last visible one (end exclusive: 0 + 1 + 300).
    expect(sut.calls.window.map(({ start, end }) => ({ start, end }))).toEqual([{ start: 0, end: 301 }]);
    expect(sut.s().context.windowAsked).toEqual({ revision: 1, start: 0, end: 301 });
    expect(sut.sees()).toEqual({
      applying: false,
      failed: null,
      busy: true,
      totals: totals(500),
      matching: 1000,
      revision: 1,
      window: null,
      error: null,
    });

    const rows: PositionsWindow = { revision: 1, start: 0, rows: [row(0, '3')] };
    sut.calls.window[0].resolve(rows);
    await sut.settle();
    expect(sut.s().value).toEqual({ view: 'shown', edits: 'idle', window: 'idle' });
    expect(sut.sees()).toEqual({
      applying: false,
      failed: null,
      busy: false,
      totals: totals(500),
      matching: 1000,
      revision: 1,
      window: rows,
      error: null,
    });
  });

  it('a short list is asked for only up to its last row', async () => {
    const sut = startGrid();
    await sut.settle();
    sut.calls.setFilter[0].resolve(view(1, 40));
    await sut.settle();
    expect(sut.calls.window.map(({ start, end }) => ({ start, end }))).toEqual([{ start: 0, end: 40 }]);
  });

  it('takes only the last filter chosen while applying (the earlier answer is not shown)', async () => {
    const sut = startGrid();
    await sut.settle();
    sut.actor.send({ type: 'grid.filter', filter: filterB });
    await sut.settle();
    expect(sut.calls.setFilter.map((c) => c.filter)).toEqual([noFilter, filterB]);
    expect(sut.s().context.filter).toEqual(filterB);
    sut.calls.setFilter[0].resolve(view(1, 10));
    await sut.settle();
    expect(sut.sees().applying).toBe(true);
    expect(sut.sees().matching).toBe(0);
    sut.calls.setFilter[1].resolve(view(2, 7));
    await sut.settle();
    expect(sut.sees()).toMatchObject({ applying: false, matching: 7, revision: 2 });
  });

  it('a new filter on a shown list applies it again and shows the new view', async () => {
    const sut = await shownGrid();
    sut.actor.send({ type: 'grid.filter', filter: filterA });
    await sut.settle();
    expect(sut.s().value).toMatchObject({ view: 'applying' });
    expect(sut.calls.setFilter.map((c) => c.filter)).toEqual([noFilter, filterA]);
    expect(sut.sees()).toMatchObject({ applying: true, busy: true, matching: 1000 });
    sut.calls.setFilter[1].resolve(view(2, 5, 80));
    await sut.settle();
    // The new revision refetches the window even though the visible rows did not move.
    expect(sut.calls.window.map(({ start, end }) => ({ start, end }))).toEqual([
      { start: 0, end: 301 },
      { start: 0, end: 5 },
    ]);
    expect(sut.s().context.windowAsked).toEqual({ revision: 2, start: 0, end: 5 });
    expect(sut.sees()).toMatchObject({ applying: false, matching: 5, revision: 2, totals: totals(80) });
  });

  it('a failed filter shows the worker error, and a new filter tries again and clears it', async () => {
    const sut = startGrid();
    await sut.settle();
    sut.calls.setFilter[0].reject(new Error('Воркер недоступен'));
    await sut.settle();
    expect(sut.s().value).toMatchObject({ view: 'failed' });
    const failure = { status: 0, message: 'Воркер недоступен' };
    expect(sut.sees()).toEqual({
      applying: false,
      failed: failure,
      busy: false,
      totals: null,
      matching: 0,
      revision: 0,
      window: null,
      error: failure,
    });
    expect(sut.calls.window).toHaveLength(0);

    sut.actor.send({ type: 'grid.filter', filter: filterA });
    await sut.settle();
    expect(sut.calls.setFilter.map((c) => c.filter)).toEqual([noFilter, filterA]);
    expect(sut.sees()).toMatchObject({ applying: true, failed: null });
    sut.calls.setFilter[1].resolve(view(1, 3));
    await sut.settle();
    expect(sut.sees()).toMatchObject({ failed: null, error: null, matching: 3 });
  });
});

describe('positions grid: typed quantities', () => {
  it('keeps the typed text in the edited row and sends it to the worker, then shows the new totals', async () => {
    const sut = await shownGrid();
    sut.actor.send({ type: 'quantity.edit', index: 1, text: '12' });
    await sut.settle();
    expect(sut.s().value).toMatchObject({ edits: 'saving' });
    expect(sut.calls.edit.map(({ index, text }) => ({ index, text }))).toEqual([{ index: 1, text: '12' }]);
    expect(selectGridWindow(sut.s())?.rows.map((r) => [r.index, r.orderText])).toEqual([
      [0, '1'],
      [1, '12'],
      [2, ''],
    ]);
    expect(selectGridWindow(sut.s())?.start).toBe(0);
    expect(selectGridWindow(sut.s())?.revision).toBe(1);
    // The other rows are the same objects: only the edited row re-renders.
    expect(selectGridWindow(sut.s())?.rows[0]).toBe(sut.first.rows[0]);
    expect(sut.sees().totals).toEqual(totals(500));

    sut.calls.edit[0].resolve(totals(1200));
    await sut.settle();
    expect(sut.s().value).toMatchObject({ edits: 'idle' });
    expect(sut.sees()).toMatchObject({ totals: totals(1200), matching: 1000, revision: 1 });
  });

  it('an edit of a row outside the window leaves the window as it is', async () => {
    const sut = await shownGrid();
    sut.actor.send({ type: 'quantity.edit', index: 700, text: '5' });
    await sut.settle();
    expect(selectGridWindow(sut.s())).toBe(sut.first);
    expect(sut.calls.edit.map(({ index, text }) => ({ index, text }))).toEqual([{ index: 700, text: '5' }]);
  });

  it('a second edit while the first is saving is sent too, and its totals are the ones shown', async () => {
    const sut = await shownGrid();
    sut.actor.send({ type: 'quantity.edit', index: 0, text: '4' });
    sut.actor.send({ type: 'quantity.edit', index: 2, text: '9' });
    await sut.settle();
    expect(sut.calls.edit.map(({ index, text }) => ({ index, text }))).toEqual([
      { index: 0, text: '4' },
      { index: 2, text: '9' },
    ]);
    expect(selectGridWindow(sut.s())?.rows.map((r) => r.orderText)).toEqual(['4', '0', '9']);
    sut.calls.edit[0].resolve(totals(100));
    await sut.settle();
    expect(sut.sees().totals).toEqual(totals(500));
    sut.calls.edit[1].resolve(totals(900));
    await sut.settle();
    expect(sut.sees().totals).toEqual(totals(900));
    expect(sut.s().value).toMatchObject({ edits: 'idle' });
  });

  it('an edit before any view is shown keeps no totals and no window', async () => {
    const sut = startGrid();
    await sut.settle();
    sut.actor.send({ type: 'quantity.edit', index: 0, text: '3' });
    await sut.settle();
    expect(sut.sees().window).toBeNull();
    sut.calls.edit[0].resolve(totals(300));
    await sut.settle();
    expect(sut.sees().totals).toBeNull();
    expect(sut.s().context.view).toBeNull();
  });

  it('a failed edit shows the error but keeps the list shown', async () => {
    const sut = await shownGrid();
    sut.actor.send({ type: 'quantity.edit', index: 0, text: '7' });
    await sut.settle();
    sut.calls.edit[0].reject(new Error('Не удалось пересчитать'));
    await sut.settle();
    expect(sut.s().value).toEqual({ view: 'shown', edits: 'idle', window: 'idle' });
    expect(sut.sees()).toMatchObject({ failed: null, error: { status: 0, message: 'Не удалось пересчитать' }, totals: totals(500) });
  });
});

describe('positions grid: the window of visible rows', () => {
  it('a scroll within the window asks nothing; near its edge it asks around the new position', async () => {
    const sut = await shownGrid();
    sut.actor.send({ type: 'grid.visibleRows', start: 10, end: 30 });
    await sut.settle();
    expect(sut.s().context.visible).toEqual({ start: 10, end: 30 });
    expect(sut.calls.window).toHaveLength(1);
    expect(sut.s().value).toMatchObject({ window: 'idle' });

    // 80 rows below the last visible one: under the headroom of 100.
    sut.actor.send({ type: 'grid.visibleRows', start: 200, end: 220 });
    await sut.settle();
    expect(sut.s().context.visible).toEqual({ start: 200, end: 220 });
    expect(sut.s().value).toMatchObject({ window: 'fetching' });
    expect(sut.calls.window.map(({ start, end }) => ({ start, end }))).toEqual([
      { start: 0, end: 301 },
      { start: 0, end: 521 },
    ]);
    expect(sut.sees().busy).toBe(true);
  });

  it('while fetching, a covered scroll waits for the answer and an uncovered one asks again', async () => {
    const sut = await shownGrid();
    sut.actor.send({ type: 'grid.visibleRows', start: 500, end: 520 });
    await sut.settle();
    expect(sut.calls.window.map(({ start, end }) => ({ start, end }))).toEqual([
      { start: 0, end: 301 },
      { start: 200, end: 821 },
    ]);
    // Within 200–821 with 100 rows to spare either side: no new call.
    sut.actor.send({ type: 'grid.visibleRows', start: 510, end: 530 });
    await sut.settle();
    expect(sut.calls.window).toHaveLength(2);
    expect(sut.s().context.visible).toEqual({ start: 510, end: 530 });
    expect(sut.s().value).toMatchObject({ window: 'fetching' });
    // Far below: asked again around it.
    sut.actor.send({ type: 'grid.visibleRows', start: 900, end: 920 });
    await sut.settle();
    expect(sut.calls.window.map(({ start, end }) => ({ start, end }))).toEqual([
      { start: 0, end: 301 },
      { start: 200, end: 821 },
      { start: 600, end: 1000 },
    ]);
    expect(sut.s().context.windowAsked).toEqual({ revision: 1, start: 600, end: 1000 });
    const rows: PositionsWindow = { revision: 1, start: 600, rows: [row(600, '')] };
    sut.calls.window[2].resolve(rows);
    await sut.settle();
    expect(sut.sees()).toMatchObject({ busy: false, window: rows });
  });

  it('a refresh while fetching asks again', async () => {
    const sut = startGrid();
    await sut.settle();
    sut.calls.setFilter[0].resolve(view(1, 1000));
    await sut.settle();
    sut.actor.send({ type: 'window.refresh' });
    await sut.settle();
    expect(sut.calls.window).toHaveLength(2);
    sut.actor.send({ type: 'window.refresh' });
    await sut.settle();
    expect(sut.calls.window).toHaveLength(3);
  });

  it('a refresh of an idle window asks the worker again', async () => {
    const sut = await shownGrid();
    sut.actor.send({ type: 'window.refresh' });
    await sut.settle();
    expect(sut.s().value).toMatchObject({ window: 'fetching' });
    expect(sut.calls.window.map(({ start, end }) => ({ start, end }))).toEqual([
      { start: 0, end: 301 },
      { start: 0, end: 301 },
    ]);
  });

  it('a failed window read shows the error, keeps the list shown and the window idle', async () => {
    const sut = startGrid();
    await sut.settle();
    sut.calls.setFilter[0].resolve(view(1, 1000));
    await sut.settle();
    sut.calls.window[0].reject(new Error('Окно не прочитано'));
    await sut.settle();
    expect(sut.s().value).toEqual({ view: 'shown', edits: 'idle', window: 'idle' });
    expect(sut.sees()).toMatchObject({ busy: false, failed: null, window: null, error: { status: 0, message: 'Окно не прочитано' } });
  });

  it('a scroll before any view is shown asks the worker for nothing (no rows match yet)', async () => {
    const sut = startGrid();
    await sut.settle();
    sut.actor.send({ type: 'grid.visibleRows', start: 0, end: 20 });
    await sut.settle();
    expect(sut.s().context.visible).toEqual({ start: 0, end: 20 });
    // Nothing covered yet: the window asks for 0–0 of 0 matching rows under revision 0.
    expect(sut.calls.window.map(({ start, end }) => ({ start, end }))).toEqual([{ start: 0, end: 0 }]);
    expect(sut.s().context.windowAsked).toEqual({ revision: 0, start: 0, end: 0 });
  });
});
