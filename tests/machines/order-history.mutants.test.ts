import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OrderHistory, OrderHistoryEntry, OrderLines } from '../../src/api/contract/orders';
import { ApiError, noNetworkText, type FileAnswer } from '../../src/api/shared/http';
import { orderHistoryMachine, orderKey, type SavedRejected } from '../../src/machines/orders/order-history.machine';
import * as select from '../../src/machines/orders/order-history.selectors';
import { heldOffline } from './support/offline-connection';

/** The order history as the screen reads it, at the edges the walk of its states leaves out. */
const today = new Date(2026, 10, 26, 12, 0);
const product = (id: number, name: string) => ({ promotionalProductId: id, promotionalProductName: name, barcodes: [] });
const order = (system: OrderHistoryEntry['system'], orderId: string, refused: OrderHistoryEntry['refused']): OrderHistoryEntry => ({
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
});
const refusedOrder = order('puls', '501', [{ product: product(41001, 'Нурофен Экспресс Форте'), amount: 3, reason: 'Нет на складе' }]);
const allTaken = order('puls', '502', []);
const stuOrder = order('stu', 'СТУ-503', []);
const history: OrderHistory = [refusedOrder, allTaken, stuOrder];
const lines: OrderLines = [{ productId: 40112, productName: 'Нурофен', amount: 2, price: 152.4, accepted: true, reason: null }];
const noNetwork = () => new ApiError(0, noNetworkText, true, { line: 'network' });

/** Each call answers from its script, in turn (an error is thrown); `clock` null: the machine's own. */
function startHistory({
  loads = [history] as unknown[],
  lineAnswers = [] as unknown[],
  clock = (() => today) as (() => Date) | null,
  saving = true,
} = {}) {
  const asked = { loads: 0, lines: [] as Array<{ system: string; orderId: string }>, downloads: [] as string[] };
  const saved: SavedRejected[] = [];
  const answer = (script: unknown[]) => {
    const next = script.shift();
    if (next instanceof Error) throw next;
    return next;
  };
  const machine = orderHistoryMachine.provide({
    actors: {
      loadHistory: fromPromise(async () => (asked.loads++, answer(loads) as OrderHistory)),
      loadLines: fromPromise(async ({ input }: { input: { system: string; orderId: string } }) => {
        asked.lines.push(input);
        return answer(lineAnswers) as OrderLines;
      }),
      downloadRejected: fromPromise(async ({ input }: { input: { orderId: string } }): Promise<FileAnswer> => {
        asked.downloads.push(input.orderId);
        return { blob: new Blob(['xlsx']), fileName: null };
      }),
    },
    ...(saving ? { actions: { saveFile: (_: unknown, file: SavedRejected) => void saved.push(file) } } : {}),
  });
  const actor = createActor(machine, { input: clock ? { now: clock } : {} });
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, asked, saved, errors, settle, snapshot: () => actor.getSnapshot() };
}

let uninstall = () => {};
afterEach(() => {
  uninstall();
  vi.useRealTimers();
});

/** The app's connection actor, offline until the test says the browser is back. */
function offlineConnection() {
  const held = heldOffline(() => Date.now());
  uninstall = held.uninstall;
  return held.connection;
}

describe('order history: an order opened and closed', () => {
  it('the open order closes on a second click, without asking its lines again', async () => {
    const sut = startHistory({ lineAnswers: [lines] });
    await sut.settle();
    sut.actor.send({ type: 'history.toggleOrder', key: orderKey(stuOrder) });
    await sut.settle();
    expect(select.selectOpenOrder(sut.snapshot())).toEqual(stuOrder);
    expect(select.selectOpenLines(sut.snapshot())).toEqual({ state: 'loaded', lines });
    sut.actor.send({ type: 'history.toggleOrder', key: orderKey(stuOrder) });
    await sut.settle();
    expect(select.selectOpenOrder(sut.snapshot())).toBeNull();
    expect(select.selectOpenLines(sut.snapshot())).toBeNull();
    expect(sut.asked.lines).toEqual([{ system: 'stu', orderId: 'СТУ-503' }]);
  });

  it('a gateway that does not implement the lines (501) says they are not offered, not that they failed', async () => {
    const sut = startHistory({ lineAnswers: [new ApiError(501, 'Not Implemented')] });
    await sut.settle();
    sut.actor.send({ type: 'history.toggleOrder', key: orderKey(refusedOrder) });
    await sut.settle();
    expect(select.selectOpenLines(sut.snapshot())).toEqual({ state: 'unavailable' });
  });
});

describe('order history: an order the gateway does not find', () => {
  it('says the gateway’s words, with Повторить, not that the lines are not offered', async () => {
    const sut = startHistory({ lineAnswers: [new ApiError(404, 'Заказ №501 не найден')] });
    await sut.settle();
    sut.actor.send({ type: 'history.toggleOrder', key: orderKey(refusedOrder) });
    await sut.settle();
    expect(select.selectOpenLines(sut.snapshot())).toEqual({
      state: 'failed',
      message: 'Заказ №501 не найден',
    });
  });
});

describe('order history: the rejected positions’ file', () => {
  it('is asked only for a Пульс order with something refused', async () => {
    const sut = startHistory();
    await sut.settle();
    sut.actor.send({ type: 'history.downloadRejected', orderId: '502' });
    await sut.settle();
    expect([sut.asked.downloads, sut.saved]).toEqual([[], []]);
    sut.actor.send({ type: 'history.downloadRejected', orderId: '501' });
    await sut.settle();
    expect(sut.asked.downloads).toEqual(['501']);
    expect(sut.saved.map((file) => file.fileName)).toHaveLength(1);
  });

  it('a screen that did not give the browser’s save fails loudly, naming the file that was not saved', async () => {
    const sut = startHistory({ saving: false });
    await sut.settle();
    sut.actor.send({ type: 'history.downloadRejected', orderId: '501' });
    await sut.settle();
    expect(String(sut.errors[0])).toMatch(/saveFile is not provided: «.+501.+» was not saved/);
  });
});

describe('order history: its clock and the line', () => {
  it('without a clock given, the period shown ends today', async () => {
    vi.useFakeTimers({ now: today, toFake: ['Date'] });
    const sut = startHistory({ clock: null });
    const given = startHistory();
    await sut.settle();
    expect(select.selectFilters(sut.snapshot())).toEqual(select.selectFilters(given.snapshot()));
  });

  it('a history that failed for want of the line loads again by itself when the line is back', async () => {
    const connection = offlineConnection();
    const sut = startHistory({ loads: [noNetwork(), history] });
    await sut.settle();
    expect(select.selectLoadError(sut.snapshot())).toBe(noNetworkText);
    connection.send({ type: 'browser.online' });
    await sut.settle();
    expect(sut.asked.loads).toBe(2);
    expect(select.selectOrders(sut.snapshot())).toEqual(history);
  });

  it('an order’s lines that failed for want of the line load again by themselves when the line is back', async () => {
    const connection = offlineConnection();
    const sut = startHistory({ lineAnswers: [noNetwork(), lines] });
    await sut.settle();
    sut.actor.send({ type: 'history.toggleOrder', key: orderKey(refusedOrder) });
    await sut.settle();
    expect(select.selectOpenLines(sut.snapshot())).toMatchObject({ state: 'failed' });
    connection.send({ type: 'browser.online' });
    await sut.settle();
    expect(select.selectOpenLines(sut.snapshot())).toEqual({ state: 'loaded', lines });
  });
});
