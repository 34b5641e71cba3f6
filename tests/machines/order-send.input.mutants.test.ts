import { afterEach, describe, expect, it, vi } from 'vitest';
import * as select from '../../src/machines/orders/order-send.selectors';
import type { OrderSource } from '../../src/machines/orders/order-send.types';
import { allStocked, draft, startOrderSend, unusedSource } from './order-send.harness';

/** What an order send takes from the screen that starts it: its kind, its clock, its worker's order and the file's progress. */
afterEach(() => vi.useRealTimers());

describe('order send: what the screen hands over reaches the order and the file', () => {
  it('the screen’s kind rides along with the order sent, and the stock check before it', async () => {
    const sut = startOrderSend({ pharmacyId: 4, type: 'pi', kind: 'recommended' });
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', draft);
    expect(sut.calls.pulsStockCheck[0].input).toEqual({ lines: draft.lines, pharmacyId: 4, kind: 'recommended' });
    await sut.answer('pulsStockCheck', allStocked);
    sut.actor.send({ type: 'confirm.send' });
    await sut.settle();
    expect(sut.calls.sendToPuls[0].input).toEqual({ lines: draft.lines, pharmacyId: 4, type: 'pi', kind: 'recommended' });
  });

  it('the order sent is the one the screen’s worker gives', async () => {
    const asked: AbortSignal[] = [];
    const source: OrderSource = { ...unusedSource, orderDraft: async (signal) => (asked.push(signal), draft) };
    const sut = startOrderSend({ pharmacyId: 4, source });
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.settle();
    expect(asked).toHaveLength(1);
    expect(sut.calls.pulsStockCheck[0].input).toEqual({ lines: draft.lines, pharmacyId: 4 });
  });

  it('without a clock given, a file’s default name carries today’s date', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 29, 12), toFake: ['Date'] });
    const sut = startOrderSend({ clock: null });
    sut.actor.send({ type: 'order.downloadFile', kind: 'orderingSystemFile' });
    await sut.answer('buildFile', { bytes: new Uint8Array([60]) });
    expect(sut.saved.map((file) => file.fileName)).toEqual(['Заказ для систем заказа 29.11.2026.xml']);
  });

  it('a long file’s builder tells how far it is, and the screen shows it while the file is built', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.downloadFile', kind: 'orderPositions' });
    const { progress } = sut.calls.buildFile[0].input as { progress: (at: { written: number; total: number }) => void };
    expect(select.selectFileProgress(sut.actor.getSnapshot())).toBeNull();
    progress({ written: 300, total: 1200 });
    expect(select.selectFileProgress(sut.actor.getSnapshot())).toEqual({ written: 300, total: 1200 });
    await sut.answer('buildFile', { bytes: new Uint8Array([1]) });
    expect(select.selectFileProgress(sut.actor.getSnapshot())).toBeNull();
  });
});
