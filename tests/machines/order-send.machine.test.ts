import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { PulsPurchaseResult, SystemOrderResult } from '../../src/api/contract/orders';
import type { OrderRequest } from '../../src/api/orders';
import { ApiError } from '../../src/api/http';
import type { SystemOrderInput } from '../../src/machines/order-send.actors';
import { orderSendMachine } from '../../src/machines/order-send.machine';
import type { SavedFile } from '../../src/machines/order-send.notices';
import * as select from '../../src/machines/order-send.selectors';
import type { OrderDraft, OrderFile, OrderFileKind, OrderLine } from '../../src/machines/order-send.types';
import { snackbarMachine } from '../../src/machines/snackbar.machine';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof orderSendMachine>;
interface Pending<I = unknown> { input: I; resolve(value: unknown): void; reject(error: unknown): void }

/** The machine's I/O, each faked: a call waits in its list until the test answers it. */
const sources = ['orderDraft', 'buildFile', 'sendToPuls', 'sendToPharmacySystem', 'sendToStu', 'rejectedXlsx'] as const;
type Source = (typeof sources)[number];
/** Invocations that reuse an actor under another id. */
const sourceOfInvoke: Record<string, Source> = {
  rejectedXlsxForStu: 'rejectedXlsx',
  sendRejectedToPharmacySystem: 'sendToPharmacySystem',
  sendRejectedToStu: 'sendToStu',
};

const today = new Date(2025, 2, 5);

function startOrderSend({ pharmacyId = null as number | null } = {}) {
  const calls = Object.fromEntries(sources.map((name) => [name, [] as Pending[]])) as Record<Source, Pending[]>;
  const fake = <O, I>(name: Source) =>
    fromPromise<O, I>(({ input }) => new Promise<O>((resolve, reject) => calls[name].push({ input, resolve: resolve as never, reject })));
  const saved: SavedFile[] = [];
  const machine = orderSendMachine.provide({
    actors: {
      orderDraft: fake<OrderDraft, unknown>('orderDraft'),
      buildFile: fake<OrderFile | null, { kind: OrderFileKind }>('buildFile'),
      sendToPuls: fake<PulsPurchaseResult, OrderRequest>('sendToPuls'),
      sendToPharmacySystem: fake<SystemOrderResult, SystemOrderInput>('sendToPharmacySystem'),
      sendToStu: fake<SystemOrderResult, SystemOrderInput>('sendToStu'),
      rejectedXlsx: fake<OrderFile, { orderId: string }>('rejectedXlsx'),
    },
    actions: { saveFile: (_, file) => void saved.push(file) },
  });
  const snackbar = createActor(snackbarMachine).start();
  const actor = createActor(machine, { input: { type: 'mtx', pharmacyId, snackbar, now: () => today } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Answers the last waiting call of that actor. */
  const answer = async (name: Source, value: unknown) => (calls[name].at(-1)!.resolve(value), settle());
  const fail = async (name: Source, error: unknown) => (calls[name].at(-1)!.reject(error), settle());
  const notices = () => snackbar.getSnapshot().context.queue.map(({ type, title, description }) => ({ type, title, description }));
  return { actor, calls, saved, answer, fail, notices, settle };
}

const lines: OrderLine[] = [{ promotionalProductId: 101, orderAmount: 3 }, { promotionalProductId: 102, orderAmount: 1 }];
const product = (id: number, name: string) => ({ promotionalProductId: id, promotionalProductName: name, barcodes: [] });
const withRejected: PulsPurchaseResult = {
  orderId: '501',
  rejected: [{ product: product(102, 'Аква Марис спрей 30 мл'), amount: 1, reason: 'Нет на складе Пульс' }],
};
const allAccepted: PulsPurchaseResult = { orderId: '502', rejected: [] };
const accepted: SystemOrderResult = { orderId: '77', errorMessage: null };
const xlsx: OrderFile = { bytes: new Uint8Array([80, 75, 3, 4]), fileName: null };

/* ---- every shortest path ---- */

const events = [
  { type: 'order.downloadFile', kind: 'orderingSystemFile' },
  { type: 'order.sendToPuls' },
  { type: 'order.sendToPharmacySystem' },
  { type: 'order.sendToStu' },
  { type: 'result.downloadRejected' },
  { type: 'result.sendRejectedToPharmacySystem' },
  { type: 'result.downloadAndSendRejectedToStu' },
  { type: 'result.ok' },
  { type: 'xstate.done.actor.buildFile', output: xlsx },
  { type: 'xstate.done.actor.buildFile', output: null },
  { type: 'xstate.error.actor.buildFile', error: new Error('Фоновый обработчик не запустился') },
  { type: 'xstate.done.actor.orderDraft', output: { lines, sum: 100 } },
  { type: 'xstate.done.actor.orderDraft', output: { lines: [], sum: 0 } },
  { type: 'xstate.error.actor.orderDraft', error: new Error('Фоновый обработчик не запустился') },
  { type: 'xstate.done.actor.sendToPuls', output: withRejected },
  { type: 'xstate.done.actor.sendToPuls', output: allAccepted },
  { type: 'xstate.error.actor.sendToPuls', error: new ApiError(503, 'Пульс недоступен') },
  ...['sendToPharmacySystem', 'sendToStu', 'sendRejectedToPharmacySystem', 'sendRejectedToStu'].flatMap((id) => [
    { type: `xstate.done.actor.${id}`, output: accepted },
    { type: `xstate.error.actor.${id}`, error: new ApiError(502, 'Система не ответила') },
  ]),
  ...['rejectedXlsx', 'rejectedXlsxForStu'].flatMap((id) => [
    { type: `xstate.done.actor.${id}`, output: xlsx },
    { type: `xstate.error.actor.${id}`, error: new ApiError(404, 'Заказ не найден') },
  ]),
] as never[];

// The state, where a collected order goes, and which results are kept: all finite.
const serializeState = (snapshot: Snapshot) => {
  const { destination, pulsResult, pharmacySystemResult, stuResult } = snapshot.context;
  return JSON.stringify([snapshot.value, destination, pulsResult?.rejected.length ?? null, !!pharmacySystemResult, !!stuResult]);
};

describe('order-send machine, every shortest path', () => {
  const paths = getShortestPaths(orderSendMachine.provide({ actions: { saveFile: () => undefined } }), {
    input: { type: 'mtx', snackbar: createActor(snackbarMachine), now: () => today },
    events,
    serializeState: serializeState as never,
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(
      [
        '"idle"', '"preparingFile"', '"collectingOrder"', '"sendingToPuls"', '"sendingToPharmacySystem"', '"sendingToStu"',
        '{"pulsResult":"ready"}', '{"pulsResult":"downloadingRejected"}', '{"pulsResult":"sendingRejectedToPharmacySystem"}',
        '{"pulsResult":"downloadingRejectedForStu"}', '{"pulsResult":"sendingRejectedToStu"}',
      ].sort(),
    );
  });

  for (const path of paths) {
    it(describePath(path, (state) => serializeState(state as Snapshot)), async () => {
      const sut = startOrderSend();
      await walkPath(path, {
        play: async (event: { type: string; output?: unknown; error?: unknown }) => {
          const done = /^xstate\.(done|error)\.actor\.(.+)$/u.exec(event.type);
          if (!done) return sut.actor.send(event as never);
          const name = sourceOfInvoke[done[2]] ?? (done[2] as Source);
          return done[1] === 'done' ? sut.answer(name, event.output) : sut.fail(name, event.error);
        },
        check: (expected) => {
          const actual = sut.actor.getSnapshot();
          expect(serializeState(actual)).toBe(serializeState(expected as Snapshot));
          expect(select.selectResultOpen(actual)).toBe(actual.matches('pulsResult'));
          expect(select.selectBusy(actual)).toBe(!actual.matches('idle'));
        },
      });
    });
  }
});

/*
 * Hand-written, because the generated expectations follow the machine: a transition pointed at
 * the wrong target, a wrong text or a file under the wrong name still passes them.
 */
describe('order-send machine, what the user sees', () => {
  it('shows the started notice, then saves the file under its default name and says it is done', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.downloadFile', kind: 'orderingSystemFile' });
    expect(sut.notices()).toEqual([{ type: 'info', title: 'Запущено формирование файла для систем заказа.', description: undefined }]);
    expect(select.selectPreparingFile(sut.actor.getSnapshot())).toBe(true);
    expect(sut.calls.buildFile[0].input).toEqual({ kind: 'orderingSystemFile' });

    await sut.answer('buildFile', { bytes: new Uint8Array([60]) });
    expect(sut.saved.map((file) => file.fileName)).toEqual(['Заказ для систем заказа 05.03.2025.xml']);
    expect(sut.notices().at(-1)).toEqual({ type: 'success', title: 'Формирование файла выполнено.', description: undefined });
    expect(select.selectPreparingFile(sut.actor.getSnapshot())).toBe(false);
  });

  it('saves other order files under their own name, or .csv by default', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.downloadFile', kind: 'orderPositions' });
    expect(sut.notices()[0].title).toBe('Запущено формирование файла.');
    await sut.answer('buildFile', { bytes: new Uint8Array([1]), fileName: 'Товары заказа 05.03.2025.xlsx' });
    sut.actor.send({ type: 'order.downloadFile', kind: 'pulsFile' });
    expect(sut.notices().at(-1)?.title).toBe('Запущено формирование файла для информационной системы Пульс.');
    await sut.answer('buildFile', { bytes: new Uint8Array([1]) });
    expect(sut.saved.map((file) => file.fileName)).toEqual(['Товары заказа 05.03.2025.xlsx', 'Заказ 05.03.2025.csv']);
  });

  it('sends nothing for an empty order and says why', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', { lines: [], sum: 0 });
    sut.actor.send({ type: 'order.downloadFile', kind: 'orderingSystemFile' });
    await sut.answer('buildFile', null);
    expect(sut.calls.sendToPuls).toHaveLength(0);
    expect(sut.saved).toHaveLength(0);
    // The file's request did start; the order's never did.
    expect(sut.notices().map((notice) => notice.title)).toEqual([
      'В заказе нет позиций с количеством больше нуля',
      'Запущено формирование файла для систем заказа.',
      'В заказе нет позиций с количеством больше нуля',
    ]);
    expect(sut.actor.getSnapshot().value).toBe('idle');
  });

  it('opens the Пульс result with the order number and the rejected positions', async () => {
    const sut = startOrderSend({ pharmacyId: 12 });
    sut.actor.send({ type: 'order.sendToPuls' });
    expect(select.selectSending(sut.actor.getSnapshot())).toBe(true);
    await sut.answer('orderDraft', { lines: [...lines, { promotionalProductId: 101, orderAmount: 2 }], sum: 150 });
    expect(sut.notices()[0].title).toBe('Запущено формирование заказа в Пульс.');
    // One line per product, for the pharmacy staff chose.
    expect(sut.calls.sendToPuls[0].input).toEqual({ lines: [{ promotionalProductId: 101, orderAmount: 5 }, lines[1]], pharmacyId: 12 });
    await sut.answer('sendToPuls', withRejected);
    const snapshot = sut.actor.getSnapshot();
    expect(select.selectResultOpen(snapshot)).toBe(true);
    expect(select.selectPulsOrderId(snapshot)).toBe('501');
    expect(select.selectRejected(snapshot)).toEqual(withRejected.rejected);
  });

  it('downloads the rejected positions of that order under the default name', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', { lines, sum: 100 });
    await sut.answer('sendToPuls', withRejected);
    sut.actor.send({ type: 'result.downloadRejected' });
    expect(sut.calls.rejectedXlsx[0].input).toEqual({ orderId: '501' });
    await sut.answer('rejectedXlsx', xlsx);
    expect(sut.saved).toEqual([{ bytes: xlsx.bytes, fileName: 'Отклонённые позиции заказа 501.xlsx', mimeType: undefined }]);
    expect(sut.notices().at(-1)?.title).toBe('Формирование файла выполнено.');
    expect(select.selectResultOpen(sut.actor.getSnapshot())).toBe(true);
  });

  it('downloads the rejected positions and sends them to СТУ, then shows its order number', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', { lines, sum: 100 });
    await sut.answer('sendToPuls', withRejected);
    sut.actor.send({ type: 'result.downloadAndSendRejectedToStu' });
    await sut.answer('rejectedXlsx', { bytes: new Uint8Array([1]), fileName: 'rejected-501.xlsx' });
    expect(sut.saved.map((file) => file.fileName)).toEqual(['rejected-501.xlsx']);
    expect(sut.calls.sendToStu[0].input).toEqual({ type: 'mtx', request: { lines: [{ promotionalProductId: 102, orderAmount: 1 }], pharmacyId: null } });
    await sut.answer('sendToStu', { orderId: '77', errorMessage: null });
    expect(sut.notices().at(-1)).toEqual({ type: 'success', title: 'Заказ отправлен в СТУ, номер заказа: 77', description: 'Ошибки при заказе: отсутствуют' });
    expect(select.selectStuResult(sut.actor.getSnapshot())).toEqual({ orderId: '77', errorMessage: null });
    // Sent once: the buttons that would order them again are off.
    expect(select.selectResultAction('result.sendRejectedToPharmacySystem')(sut.actor.getSnapshot())).toBe(false);
    expect(select.selectResultAction('result.downloadRejected')(sut.actor.getSnapshot())).toBe(true);
  });

  it('says "Ошибка при отправке заказа в СТУ" when СТУ fails, and keeps the modal', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', { lines, sum: 100 });
    await sut.answer('sendToPuls', withRejected);
    sut.actor.send({ type: 'result.downloadAndSendRejectedToStu' });
    await sut.answer('rejectedXlsx', xlsx);
    await sut.fail('sendToStu', new ApiError(502, 'СТУ не ответила'));
    expect(sut.notices().at(-1)).toEqual({ type: 'error', title: 'Ошибка при отправке заказа в СТУ', description: 'СТУ не ответила' });
    expect(sut.actor.getSnapshot().matches({ pulsResult: 'ready' })).toBe(true);
    expect(select.selectResultAction('result.downloadAndSendRejectedToStu')(sut.actor.getSnapshot())).toBe(true);
  });

  it('answers a send to the pharmacy ordering system with its number and refused positions', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.sendToPharmacySystem' });
    await sut.answer('orderDraft', { lines, sum: 100 });
    expect(sut.notices()[0].title).toBe('Запущено формирование заказа в систему заказов аптеки.');
    expect(sut.calls.sendToPharmacySystem[0].input).toEqual({ type: 'mtx', request: { lines, pharmacyId: null } });
    await sut.answer('sendToPharmacySystem', { orderId: '9', errorMessage: 'Код 102: нет в ассортименте' });
    expect(sut.notices().at(-1)).toEqual({
      type: 'warning',
      title: 'Заказ отправлен в систему заказов аптеки, номер заказа: 9',
      description: 'Ошибки при заказе: Код 102: нет в ассортименте',
    });
    sut.actor.send({ type: 'order.sendToPharmacySystem' });
    await sut.answer('orderDraft', { lines, sum: 100 });
    await sut.fail('sendToPharmacySystem', new ApiError(0, 'Сервер недоступен.'));
    expect(sut.notices().at(-1)?.title).toBe('Ошибка при отправке заказа в систему заказов аптеки');
  });

  it('clears the wholesale, pharmacy-system and СТУ results on OK', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', { lines, sum: 100 });
    await sut.answer('sendToPuls', withRejected);
    sut.actor.send({ type: 'result.sendRejectedToPharmacySystem' });
    await sut.answer('sendToPharmacySystem', accepted);
    // Rejected positions go to one system only, so here the СТУ result is the empty one.
    const before = sut.actor.getSnapshot().context;
    expect([before.pulsResult, before.pharmacySystemResult]).toEqual([withRejected, accepted]);
    sut.actor.send({ type: 'result.ok' });
    const { pulsResult, pharmacySystemResult, stuResult } = sut.actor.getSnapshot().context;
    expect({ pulsResult, pharmacySystemResult, stuResult }).toEqual({ pulsResult: null, pharmacySystemResult: null, stuResult: null });
    expect(sut.actor.getSnapshot().value).toBe('idle');
  });

  it('ignores a second click while an order is on its way: it is sent once', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.sendToStu' });
    sut.actor.send({ type: 'order.sendToStu' });
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', { lines, sum: 100 });
    sut.actor.send({ type: 'order.sendToStu' });
    expect(sut.calls.orderDraft).toHaveLength(1);
    expect(sut.calls.sendToStu).toHaveLength(1);
    await sut.answer('sendToStu', accepted);
    expect(sut.notices().at(-1)?.title).toBe('Заказ отправлен в СТУ, номер заказа: 77');
  });

  it('orders for the pharmacy chosen last', async () => {
    const sut = startOrderSend({ pharmacyId: 12 });
    sut.actor.send({ type: 'order.pharmacyChosen', pharmacyId: 40 });
    sut.actor.send({ type: 'order.sendToStu' });
    await sut.answer('orderDraft', { lines, sum: 100 });
    expect((sut.calls.sendToStu[0].input as SystemOrderInput).request.pharmacyId).toBe(40);
  });

  it('tells what failed when Пульс or a file fails, and the screen can act again', async () => {
    const sut = startOrderSend();
    sut.actor.send({ type: 'order.sendToPuls' });
    await sut.answer('orderDraft', { lines, sum: 100 });
    await sut.fail('sendToPuls', new ApiError(400, 'Поле «productsList.0.orderAmount»: количество должно быть больше нуля'));
    sut.actor.send({ type: 'order.downloadFile', kind: 'allPositions' });
    await sut.fail('buildFile', new Error('Фоновый обработчик не запустился'));
    expect(sut.notices().filter((notice) => notice.type === 'error')).toEqual([
      { type: 'error', title: 'Ошибка при отправке заказа в Пульс', description: 'Поле «productsList.0.orderAmount»: количество должно быть больше нуля' },
      { type: 'error', title: 'Не удалось сформировать файл', description: 'Фоновый обработчик не запустился' },
    ]);
    await waitFor(sut.actor, (snapshot) => snapshot.matches('idle'));
  });
});
