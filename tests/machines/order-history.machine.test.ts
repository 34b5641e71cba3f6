import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { OrderHistory, OrderHistoryEntry } from '../../src/api/contract/orders';
import { ApiError, type FileAnswer } from '../../src/api/http';
import { orderHistoryMachine, orderKey, type SavedRejected } from '../../src/machines/order-history.machine';
import * as select from '../../src/machines/order-history.selectors';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof orderHistoryMachine>;
interface Pending<I> { input: I; resolve(value: unknown): void; reject(error: unknown): void }

const product = (id: number, name: string) => ({ promotionalProductId: id, promotionalProductName: name, barcodes: [] });
const entry = (system: OrderHistoryEntry['system'], orderId: string, refused: OrderHistoryEntry['refused']): OrderHistoryEntry => ({
  system, orderId, created: '2026-11-19T07:30:00.000Z', type: system === 'puls' ? null : 'pi',
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
type PathEvent = (typeof events)[number];

/** What the user sees, as the test's own reading of the issue (never read back from the machine). */
interface Seen {
  view: select.OrderHistoryView;
  rows: number;
  error: string | null;
  open: string | null;
  downloading: boolean;
  downloadError: string | null;
  saved: string[];
}
const atStart: Seen = { view: 'loading', rows: 0, error: null, open: null, downloading: false, downloadError: null, saved: [] };

function seenAfter(seen: Seen, event: PathEvent): Seen {
  switch (event.type) {
    case 'xstate.done.actor.loadHistory':
      // 'Нет данных' only for an answer without orders.
      return event.output.length ? { ...seen, view: 'shown', rows: event.output.length } : { ...seen, view: 'empty', rows: 0 };
    case 'xstate.error.actor.loadHistory':
      return { ...seen, view: 'failed', rows: 0, error: 'Сервис заказов недоступен' };
    case 'history.retry':
      return { ...seen, view: 'loading', error: null };
    case 'history.toggleRefused':
      return { ...seen, open: seen.open === event.key ? null : event.key };
    case 'history.downloadRejected':
      return event.orderId === '501' && !seen.downloading ? { ...seen, downloading: true, downloadError: null } : seen;
    case 'xstate.done.actor.downloadRejected':
      return { ...seen, downloading: false, saved: [...seen.saved, 'Отклонённые позиции заказа 501.xlsx'] };
    case 'xstate.error.actor.downloadRejected':
      return { ...seen, downloading: false, downloadError: 'Не удалось скачать отклонённые позиции: Заказ №501 не найден' };
  }
}

const serializeState = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context.openOrder, !!snapshot.context.downloadError]);

describe('order history machine, every shortest path, against what the user should see', () => {
  const paths = getShortestPaths(orderHistoryMachine, { input: { days: 90 }, events: [...events] as never, serializeState: serializeState as never });

  it('reaches loading, failed, empty, shown and downloading', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(['"empty"', '"failed"', '"loading"', '{"shown":"downloading"}', '{"shown":"ready"}'].sort());
  });

  for (const path of paths) {
    it(describePath(path, (state) => serializeState(state as Snapshot)), async () => {
      const sut = startHistory();
      let seen = atStart;
      await walkPath(path, {
        play: async (played) => {
          // The paths also carry the actors' done and error events, which the test plays by settling them.
          const event = played as unknown as PathEvent;
          seen = seenAfter(seen, event);
          if (event.type === 'xstate.done.actor.loadHistory') sut.loads.at(-1)!.resolve(event.output);
          else if (event.type === 'xstate.error.actor.loadHistory') sut.loads.at(-1)!.reject(event.error);
          else if (event.type === 'xstate.done.actor.downloadRejected') sut.downloads.at(-1)!.resolve(event.output);
          else if (event.type === 'xstate.error.actor.downloadRejected') sut.downloads.at(-1)!.reject(event.error);
          else sut.actor.send(event);
          await sut.settle();
        },
        check: () => {
          const snapshot = sut.actor.getSnapshot();
          expect(select.selectView(snapshot)).toBe(seen.view);
          expect(select.selectOrders(snapshot)).toHaveLength(seen.rows);
          expect(select.selectLoadError(snapshot)).toBe(seen.error);
          expect(select.selectOpenOrder(snapshot) && orderKey(select.selectOpenOrder(snapshot)!)).toBe(seen.open);
          expect(select.selectDownloading(snapshot)).toBe(seen.downloading);
          expect(select.selectDownloadError(snapshot)).toBe(seen.downloadError);
          expect(sut.saved.map((saving) => saving.fileName)).toEqual(seen.saved);
        },
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
