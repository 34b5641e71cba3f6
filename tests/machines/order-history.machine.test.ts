import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { OrderHistory, OrderHistoryEntry } from '../../src/api/contract/orders';
import { ApiError, type FileAnswer } from '../../src/api/http';
import { orderHistoryMachine, orderKey, type SavedRejected } from '../../src/machines/order-history.machine';
import * as select from '../../src/machines/order-history.selectors';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof orderHistoryMachine>;
interface Pending<I> { input: I; resolve(value: unknown): void; reject(error: unknown): void }

const product = (id: number, name: string) => ({ promotionalProductId: id, promotionalProductName: name, barcodes: [] });
const entry = (system: OrderHistoryEntry['system'], orderId: string, refused: OrderHistoryEntry['refused']): OrderHistoryEntry => ({
  system, orderId, created: '2026-11-19T07:30:00.000Z', type: system === 'puls' ? null : 'pi', kind: system === 'puls' ? null : 'pi',
  positionsSent: 2, packsSent: 5, sumSent: 1200.5, positionsAccepted: 2 - refused.length, sumAccepted: 300, refused,
});
const pulsOrder = entry('puls', '501', [{ product: product(41001, 'Нурофен Экспресс Форте'), amount: 3, reason: 'Товара нет на складе Пульс MSK-01' }]);
const stuOrder = entry('stu', 'СТУ-502', [{ product: product(41012, 'Пародонтакс'), amount: 1, reason: 'нет штрихкода' }]);
const history: OrderHistory = [pulsOrder, stuOrder];
const file: FileAnswer = { blob: new Blob(['xlsx']), fileName: null };

/** The machine with both calls and the save faked: the test decides when and how each ends. */
function startHistory(days = 90) {
  const loads: Pending<{ days: number }>[] = [];
  const downloads: Pending<{ orderId: string }>[] = [];
  const saved: SavedRejected[] = [];
  const later = <O, I>(list: Pending<I>[]) => fromPromise<O, I>(({ input }) => new Promise<O>((resolve, reject) => list.push({ input, resolve: resolve as (value: unknown) => void, reject })));
  const machine = orderHistoryMachine.provide({
    actors: { loadHistory: later<OrderHistory, { days: number }>(loads), downloadRejected: later<FileAnswer, { orderId: string }>(downloads) },
    actions: { saveFile: (_, saving) => void saved.push(saving) },
  });
  const actor = createActor(machine, { input: { days } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, loads, downloads, saved, settle };
}

const events = [
  { type: 'xstate.done.actor.loadHistory', output: history },
  { type: 'xstate.done.actor.loadHistory', output: [] },
  { type: 'xstate.error.actor.loadHistory', error: new ApiError(503, 'Сервис заказов недоступен') },
  { type: 'history.retry' },
  { type: 'history.toggleRefused', key: orderKey(pulsOrder) },
  { type: 'history.toggleRefused', key: orderKey(stuOrder) },
  { type: 'history.downloadRejected', orderId: '501' },
  // An СТУ order has no rejected.xlsx: nothing is asked.
  { type: 'history.downloadRejected', orderId: 'СТУ-502' },
  { type: 'xstate.done.actor.downloadRejected', output: file },
  { type: 'xstate.error.actor.downloadRejected', error: new ApiError(404, 'Заказ №501 не найден') },
] as const;

const serializeState = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context.openOrder, !!snapshot.context.downloadError]);

/** e.g. 'downloading, 501 open': where the screen is, whose refused lines are open, a download error. */
const where = (snapshot: Snapshot) => {
  const value = typeof snapshot.value === 'string' ? snapshot.value : (snapshot.value.shown as string);
  const open = select.selectOpenOrder(snapshot)?.orderId;
  return `${value}${open ? `, ${open} open` : ''}${snapshot.context.downloadError ? ', download failed' : ''}`;
};

type PathEvent = { type: string; output?: unknown; error?: unknown };

describe('order history machine, every shortest path, checked against what the user sees', () => {
  const paths = getShortestPaths(orderHistoryMachine, { input: { days: 90 }, events: [...events] as never, serializeState: serializeState as never });

  // By hand: the table (loading, the error with 'Повторить', 'Нет данных', or the two orders), the
  // order whose refused lines are open, the busy download of order 501's file and its error.
  const none = { view: 'loading', orders: [], error: null, open: null, downloading: false, downloadError: null };
  const two = { ...none, view: 'shown', orders: ['501', 'СТУ-502'] };
  const downloadError = 'Не удалось скачать отклонённые позиции: Заказ №501 не найден';
  const expected = {
    loading: none,
    failed: { ...none, view: 'failed', error: 'Сервис заказов недоступен' },
    empty: { ...none, view: 'empty' },
    ready: two,
    'ready, 501 open': { ...two, open: '501' },
    'ready, СТУ-502 open': { ...two, open: 'СТУ-502' },
    downloading: { ...two, downloading: true },
    'downloading, 501 open': { ...two, open: '501', downloading: true },
    'downloading, СТУ-502 open': { ...two, open: 'СТУ-502', downloading: true },
    'ready, download failed': { ...two, downloadError },
    'ready, 501 open, download failed': { ...two, open: '501', downloadError },
    'ready, СТУ-502 open, download failed': { ...two, open: 'СТУ-502', downloadError },
  };

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

  for (const path of paths) {
    it(describePath(path, (state) => where(state as Snapshot)), async () => {
      const sut = startHistory();
      await walkAndSee(path, {
        play: async (event: PathEvent) => {
          // The paths also carry the actors' done and error events, which the test plays by settling them.
          if (event.type === 'xstate.done.actor.loadHistory') sut.loads.at(-1)!.resolve(event.output);
          else if (event.type === 'xstate.error.actor.loadHistory') sut.loads.at(-1)!.reject(event.error);
          else if (event.type === 'xstate.done.actor.downloadRejected') sut.downloads.at(-1)!.resolve(event.output);
          else if (event.type === 'xstate.error.actor.downloadRejected') sut.downloads.at(-1)!.reject(event.error);
          else sut.actor.send(event as never);
          await sut.settle();
        },
        current: () => sut.actor.getSnapshot(),
        where: where as never,
        see: (): unknown => {
          const snapshot = sut.actor.getSnapshot();
          return {
            view: select.selectView(snapshot),
            orders: select.selectOrders(snapshot).map((order) => order.orderId),
            error: select.selectLoadError(snapshot),
            open: select.selectOpenOrder(snapshot)?.orderId ?? null,
            downloading: select.selectDownloading(snapshot),
            downloadError: select.selectDownloadError(snapshot),
          };
        },
        expected,
      });
    });
  }
});

describe('order history machine, by the issue', () => {
  it('asks for the last 90 days at once, and a retry asks again', async () => {
    const sut = startHistory();
    expect(sut.loads.map((load) => load.input)).toEqual([{ days: 90 }]);
    sut.loads[0].reject(new ApiError(0, ''));
    await sut.settle();
    // A failure without a message still says something.
    expect(select.selectLoadError(sut.actor.getSnapshot())).toBe('Ошибка');
    sut.actor.send({ type: 'history.retry' });
    expect(sut.loads.map((load) => load.input)).toEqual([{ days: 90 }, { days: 90 }]);
    sut.loads[1].resolve(history);
    await sut.settle();
    expect(select.selectOrders(sut.actor.getSnapshot())).toEqual(history);
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
