import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { OrderHistory, OrderHistoryEntry, OrderLines } from '../../src/api/contract/orders';
import { ApiError, type FileAnswer } from '../../src/api/shared/http';
import { orderHistoryMachine, orderKey, type SavedRejected } from '../../src/machines/orders/order-history.machine';
import * as select from '../../src/machines/orders/order-history.selectors';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof orderHistoryMachine>;
interface Pending<I> {
  input: I;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** The pharmacy's today: a fixed clock, local time (the period is the pharmacy's calendar days). */
const today = new Date(2026, 10, 26, 12, 0);
const product = (id: number, name: string) => ({ promotionalProductId: id, promotionalProductName: name, barcodes: [] });
const entry = (
  system: OrderHistoryEntry['system'],
  orderId: string,
  refused: OrderHistoryEntry['refused'],
  fields: Partial<OrderHistoryEntry> = {},
): OrderHistoryEntry => ({
  system,
  orderId,
  created: new Date(2026, 10, 19, 10, 30).toISOString(),
  type: system === 'puls' ? null : 'pi',
  kind: system === 'puls' ? null : 'pi',
  positionsSent: 2,
  packsSent: 5,
  sumSent: 1200.5,
  positionsAccepted: 2 - refused.length,
  sumAccepted: 300,
  refused,
  ...fields,
});
const pulsOrder = entry('puls', '501', [
  { product: product(41001, 'Нурофен Экспресс Форте'), amount: 3, reason: 'Товара нет на складе Пульс MSK-01' },
]);
const stuOrder = entry('stu', 'СТУ-502', [{ product: product(41012, 'Пародонтакс'), amount: 1, reason: 'нет штрихкода' }]);
const history: OrderHistory = [pulsOrder, stuOrder];
const file: FileAnswer = { blob: new Blob(['xlsx']), fileName: null };
const pulsLines: OrderLines = [
  { productId: 40112, productName: 'Нурофен', amount: 2, price: 152.4, accepted: true, reason: null },
  {
    productId: 41001,
    productName: 'Нурофен Экспресс Форте',
    amount: 3,
    price: 298.5,
    accepted: false,
    reason: 'Товара нет на складе Пульс MSK-01',
  },
];

/** The machine with every call and the save faked: the test decides when and how each ends. */
function startHistory() {
  const loads: Pending<{ days: number }>[] = [];
  const lines: Pending<{ system: string; orderId: string }>[] = [];
  const downloads: Pending<{ orderId: string }>[] = [];
  const saved: SavedRejected[] = [];
  const later = <O, I>(list: Pending<I>[]) =>
    fromPromise<O, I>(
      ({ input }) => new Promise<O>((resolve, reject) => list.push({ input, resolve: resolve as (value: unknown) => void, reject })),
    );
  const machine = orderHistoryMachine.provide({
    actors: {
      loadHistory: later<OrderHistory, { days: number }>(loads),
      loadLines: later<OrderLines, { system: string; orderId: string }>(lines),
      downloadRejected: later<FileAnswer, { orderId: string }>(downloads),
    },
    actions: { saveFile: (_, saving) => void saved.push(saving) },
  });
  const actor = createActor(machine, { input: { now: () => today } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, loads, lines, downloads, saved, settle, snapshot: () => actor.getSnapshot() };
}
type Sut = ReturnType<typeof startHistory>;

const events = [
  { type: 'xstate.done.actor.loadHistory', output: history },
  { type: 'xstate.done.actor.loadHistory', output: [] },
  { type: 'xstate.error.actor.loadHistory', error: new ApiError(503, 'Сервис заказов недоступен') },
  { type: 'history.retry' },
  { type: 'history.toggleOrder', key: orderKey(pulsOrder) },
  { type: 'history.toggleOrder', key: orderKey(stuOrder) },
  { type: 'xstate.done.actor.loadLines', output: pulsLines },
  { type: 'xstate.error.actor.loadLines', error: new ApiError(503, 'Сервис заказов недоступен') },
  // A gateway without the lines call: the refused lines of the history stand in.
  { type: 'xstate.error.actor.loadLines', error: new ApiError(404, 'Not Found', false) },
  { type: 'history.linesRetry' },
  { type: 'history.downloadRejected', orderId: '501' },
  // An СТУ order has no rejected.xlsx: nothing is asked.
  { type: 'history.downloadRejected', orderId: 'СТУ-502' },
  { type: 'xstate.done.actor.downloadRejected', output: file },
  { type: 'xstate.error.actor.downloadRejected', error: new ApiError(404, 'Заказ №501 не найден') },
] as const;
type PathEvent = { type: string; output?: unknown; error?: unknown };

async function play(sut: Sut, event: PathEvent) {
  // The paths also carry the actors' done and error events, which the test plays by settling them.
  if (event.type === 'xstate.done.actor.loadHistory') sut.loads.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.loadHistory') sut.loads.at(-1)!.reject(event.error);
  else if (event.type === 'xstate.done.actor.loadLines') sut.lines.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.loadLines') sut.lines.at(-1)!.reject(event.error);
  else if (event.type === 'xstate.done.actor.downloadRejected') sut.downloads.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.downloadRejected') sut.downloads.at(-1)!.reject(event.error);
  else sut.actor.send(event as never);
  await sut.settle();
}

/** e.g. 'lines loaded, 501 open': where the screen is, whose lines are open, a busy or failed download. */
const where = (snapshot: Snapshot) => {
  if (typeof snapshot.value === 'string') return snapshot.value;
  const { lines, download } = snapshot.value.shown as { lines: string; download: string };
  const open = select.selectOpenOrder(snapshot)?.orderId;
  return `lines ${lines}${open ? `, ${open} open` : ''}${download === 'downloading' ? ', downloading' : ''}${snapshot.context.downloadError ? ', download failed' : ''}`;
};
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.openOrder, !!snapshot.context.downloadError, snapshot.context.lines?.length ?? null]);

/** What the user sees, through the screen's selectors. */
const see = (sut: Sut) => {
  const snapshot = sut.snapshot();
  const lines = select.selectOpenLines(snapshot);
  return {
    view: select.selectView(snapshot),
    shown: select.selectShownOrders(snapshot).map((order) => order.orderId),
    error: select.selectLoadError(snapshot),
    open: select.selectOpenOrder(snapshot)?.orderId ?? null,
    lines:
      lines === null
        ? null
        : lines.state === 'loaded'
          ? lines.lines.map((line) => `${line.productId} ${line.accepted ? 'принята' : line.reason}`)
          : lines.state === 'failed'
            ? lines.message
            : lines.state,
    downloading: select.selectDownloading(snapshot),
    downloadError: select.selectDownloadError(snapshot),
  };
};
type View = ReturnType<typeof see>;

function walkEach(offered: readonly PathEvent[], expected: Record<string, View>) {
  const paths = getShortestPaths(orderHistoryMachine, {
    input: { now: () => today },
    events: [...offered] as never,
    serializeState: serializeState as never,
  });
  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));
  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startHistory();
        await walkAndSee(path, {
          play: (event: PathEvent) => play(sut, event),
          current: () => sut.snapshot(),
          where: where as never,
          see: (): unknown => see(sut),
          expected,
        });
      },
    );
  }
}

// By hand: the table (loading, the error with 'Повторить', 'Нет данных', or the two orders).
const none: View = { view: 'loading', shown: [], error: null, open: null, lines: null, downloading: false, downloadError: null };
const two: View = { ...none, view: 'shown', shown: ['501', 'СТУ-502'] };
const linesFailed = 'Сервис заказов недоступен';
const downloadError = 'Не удалось скачать отклонённые позиции: Заказ №501 не найден';
const byType = (...types: string[]) => events.filter((event) => types.includes(event.type));

describe('order history machine, opening an order: every shortest path, checked against what the user sees', () => {
  // By hand: any order opens to its lines (every line once they come, the failure with
  // 'Повторить', or the history's refused lines when the gateway has no lines call); opening
  // another order asks for its lines instead; the open one closes.
  const expected: Record<string, View> = {
    loading: none,
    failed: { ...none, view: 'failed', error: 'Сервис заказов недоступен' },
    empty: { ...none, view: 'empty' },
    'lines idle': two,
  };
  for (const open of ['501', 'СТУ-502']) {
    expected[`lines loading, ${open} open`] = { ...two, open, lines: 'loading' };
    expected[`lines loaded, ${open} open`] = { ...two, open, lines: ['40112 принята', '41001 Товара нет на складе Пульс MSK-01'] };
    expected[`lines failed, ${open} open`] = { ...two, open, lines: linesFailed };
    expected[`lines unavailable, ${open} open`] = { ...two, open, lines: 'unavailable' };
  }
  walkEach(
    byType(
      'xstate.done.actor.loadHistory',
      'xstate.error.actor.loadHistory',
      'history.retry',
      'history.toggleOrder',
      'xstate.done.actor.loadLines',
      'xstate.error.actor.loadLines',
      'history.linesRetry',
    ),
    expected,
  );
});

describe("order history machine, a Пульс order's rejected file: every shortest path, checked against what the user sees", () => {
  // By hand: the busy download of order 501's file and its error, whichever order is open.
  const expected: Record<string, View> = {
    loading: none,
    empty: { ...none, view: 'empty' },
    'lines idle': two,
    'lines idle, downloading': { ...two, downloading: true },
    'lines idle, download failed': { ...two, downloadError },
    'lines loading, 501 open': { ...two, open: '501', lines: 'loading' },
    'lines loading, 501 open, downloading': { ...two, open: '501', lines: 'loading', downloading: true },
    'lines loading, 501 open, download failed': { ...two, open: '501', lines: 'loading', downloadError },
  };
  walkEach(
    byType(
      'xstate.done.actor.loadHistory',
      'history.toggleOrder',
      'history.downloadRejected',
      'xstate.done.actor.downloadRejected',
      'xstate.error.actor.downloadRejected',
    ).filter((event) => event.type !== 'history.toggleOrder' || event.key === orderKey(pulsOrder)),
    expected,
  );
});

describe('order history machine, by the issue', () => {
  it('says each failure by its message without the spaces around it, and «Ошибка» when it has none', async () => {
    const sut = startHistory();
    sut.loads[0].reject(new ApiError(500, '  Сервис заказов недоступен  '));
    await sut.settle();
    expect(select.selectLoadError(sut.snapshot())).toBe('Сервис заказов недоступен');
    sut.actor.send({ type: 'history.retry' });
    sut.loads[1].resolve(history);
    await sut.settle();
    sut.actor.send({ type: 'history.toggleOrder', key: orderKey(pulsOrder) });
    sut.lines[0].reject(new ApiError(500, '   '));
    await sut.settle();
    expect(select.selectOpenLines(sut.snapshot())).toEqual({ state: 'failed', message: 'Ошибка' });
    sut.actor.send({ type: 'history.linesRetry' });
    sut.lines[1].reject(new ApiError(500, ' Строки заказа недоступны '));
    await sut.settle();
    expect(select.selectOpenLines(sut.snapshot())).toEqual({
      state: 'failed',
      message: 'Строки заказа недоступны',
    });
    sut.actor.send({ type: 'history.downloadRejected', orderId: '501' });
    sut.downloads[0].reject(new ApiError(500, ' Файл не найден '));
    await sut.settle();
    expect(select.selectDownloadError(sut.snapshot())).toBe('Не удалось скачать отклонённые позиции: Файл не найден');
    sut.actor.send({ type: 'history.downloadRejected', orderId: '501' });
    sut.downloads[1].reject(new ApiError(500, ''));
    await sut.settle();
    expect(select.selectDownloadError(sut.snapshot())).toBe('Не удалось скачать отклонённые позиции: Ошибка');
  });

  it('asks once for every day the gateway keeps, and a retry asks again', async () => {
    const sut = startHistory();
    expect(sut.loads.map((load) => load.input)).toEqual([{ days: 366 }]);
    sut.loads[0].reject(new ApiError(0, ''));
    await sut.settle();
    // A failure without a message still says something.
    expect(select.selectLoadError(sut.snapshot())).toBe('Ошибка');
    sut.actor.send({ type: 'history.retry' });
    expect(sut.loads.map((load) => load.input)).toEqual([{ days: 366 }, { days: 366 }]);
    sut.loads[1].resolve(history);
    await sut.settle();
    expect(select.selectOrders(sut.snapshot())).toEqual(history);
  });

  it('asks for the lines of the order opened, by its system and number', async () => {
    const sut = startHistory();
    sut.loads[0].resolve(history);
    await sut.settle();
    sut.actor.send({ type: 'history.toggleOrder', key: orderKey(stuOrder) });
    sut.actor.send({ type: 'history.toggleOrder', key: orderKey(pulsOrder) });
    expect(sut.lines.map((call) => call.input)).toEqual([
      { system: 'stu', orderId: 'СТУ-502' },
      { system: 'puls', orderId: '501' },
    ]);
    // An order not in the list opens nothing.
    sut.actor.send({ type: 'history.toggleOrder', key: 'puls:999' });
    expect(sut.lines).toHaveLength(2);
    expect(select.selectOpenOrder(sut.snapshot())?.orderId).toBe('501');
  });

  it('shows the last 90 days at first, filters by system, kind and dates, and refuses dates the wrong way round', async () => {
    const sut = startHistory();
    const recommended = entry('puls', '601', [], { type: 'pi', kind: 'recommended', created: new Date(2026, 10, 26, 15, 4).toISOString() });
    const forecast = entry('pharmsm', 'АС-7', [], { type: 'mtx', kind: null, created: new Date(2026, 7, 29, 9, 0).toISOString() });
    const old = entry('stu', 'СТУ-1', [], { created: new Date(2026, 7, 27, 23, 59).toISOString() });
    sut.loads[0].resolve([recommended, pulsOrder, stuOrder, forecast, old]);
    await sut.settle();
    // 29.08–26.11: 90 days, today included; the order of 27.08 is older.
    expect(select.selectFilters(sut.snapshot())).toEqual({ system: null, kind: null, from: '2026-08-29', to: '2026-11-26' });
    const shown = () => select.selectShownOrders(sut.snapshot()).map((order) => order.orderId);
    expect(shown()).toEqual(['601', '501', 'СТУ-502', 'АС-7']);

    sut.actor.send({ type: 'history.filter', filters: { system: 'puls' } });
    expect(shown()).toEqual(['601', '501']);
    sut.actor.send({ type: 'history.filter', filters: { kind: 'recommended' } });
    expect(shown()).toEqual(['601']);
    // An older order without a recorded kind is known by its type.
    sut.actor.send({ type: 'history.filter', filters: { system: null, kind: 'mtx' } });
    expect(shown()).toEqual(['АС-7']);
    sut.actor.send({ type: 'history.filter', filters: { kind: null, from: '2026-08-27', to: '2026-11-19' } });
    expect(shown()).toEqual(['501', 'СТУ-502', 'АС-7', 'СТУ-1']);

    sut.actor.send({ type: 'history.filter', filters: { from: '2026-11-20' } });
    expect(select.selectFilterProblem(sut.snapshot())).toBe('Дата начала периода позже даты окончания');
    expect(select.selectFilters(sut.snapshot())).toMatchObject({ from: '2026-08-27', to: '2026-11-19' });
    sut.actor.send({ type: 'history.filter', filters: { to: '' } });
    expect(select.selectFilterProblem(sut.snapshot())).toBe('Укажите обе даты периода');
    sut.actor.send({ type: 'history.filter', filters: { from: '2025-11-25' } });
    expect(select.selectFilterProblem(sut.snapshot())).toBe('История хранит заказы за последние 366 дней');
    sut.actor.send({ type: 'history.filter', filters: { from: '2025-11-26' } });
    expect(select.selectFilterProblem(sut.snapshot())).toBeNull();
    expect(shown()).toEqual(['501', 'СТУ-502', 'АС-7', 'СТУ-1']);
  });

  it("downloads a Пульс order's rejected positions under the gateway's name, or the default", async () => {
    const sut = startHistory();
    sut.loads[0].resolve(history);
    await sut.settle();
    sut.actor.send({ type: 'history.downloadRejected', orderId: '501' });
    expect(sut.downloads.map((download) => download.input)).toEqual([{ orderId: '501' }]);
    // A second click while the file comes asks nothing more.
    sut.actor.send({ type: 'history.downloadRejected', orderId: '501' });
    expect(sut.downloads).toHaveLength(1);
    const named = new Blob(['x']);
    sut.downloads[0].resolve({ blob: named, fileName: 'Отклонённые позиции заказа 501 (сервер).xlsx' });
    await sut.settle();
    sut.actor.send({ type: 'history.downloadRejected', orderId: '501' });
    sut.downloads[1].resolve(file);
    await sut.settle();
    expect(sut.saved).toEqual([
      { blob: named, fileName: 'Отклонённые позиции заказа 501 (сервер).xlsx' },
      { blob: file.blob, fileName: 'Отклонённые позиции заказа 501.xlsx' },
    ]);
  });

  it('never asks for the rejected file of an order that is not in the list, or not a Пульс one', async () => {
    const sut = startHistory();
    sut.loads[0].resolve([stuOrder, entry('puls', '503', [])]);
    await sut.settle();
    for (const orderId of ['501', 'СТУ-502', '503']) sut.actor.send({ type: 'history.downloadRejected', orderId });
    expect(sut.downloads).toHaveLength(0);
  });
});
