import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { OrderExecuteResult, PulsPurchaseResult, PulsStockCheck, SystemOrderResult } from '../../src/api/contract/orders';
import { ApiError } from '../../src/api/http';
import { confirmationText, type OrderDestination } from '../../src/domain/orders/confirmation';
import { orderSendMachine } from '../../src/machines/order-send.machine';
import * as select from '../../src/machines/order-send.selectors';
import { snackbarMachine } from '../../src/machines/snackbar.machine';
import {
  accepted, allAccepted, allStocked, draft, executed, lines, sourceOfInvoke, startOrderSend, stockRefusals, today, withRejected, xlsx,
  type OrderSendHarness, type Source,
} from './order-send.harness';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof orderSendMachine>;
type PlayedEvent = { type: string; output?: unknown; error?: unknown };

/* ---- every shortest path, each state checked against what the user should see there ---- */

const events = [
  { type: 'order.downloadFile', kind: 'orderingSystemFile' },
  { type: 'order.sendToPuls' },
  { type: 'order.sendToPharmacySystem' },
  { type: 'order.sendToStu' },
  { type: 'order.sendToPurchaseService' },
  { type: 'confirm.send' },
  { type: 'confirm.cancel' },
  { type: 'results.close' },
  { type: 'result.downloadRejected' },
  { type: 'result.sendRejectedToPharmacySystem' },
  { type: 'result.downloadAndSendRejectedToStu' },
  { type: 'result.ok' },
  { type: 'xstate.done.actor.buildFile', output: xlsx },
  { type: 'xstate.done.actor.buildFile', output: null },
  { type: 'xstate.error.actor.buildFile', error: new Error('Фоновый обработчик не запустился') },
  { type: 'xstate.done.actor.orderDraft', output: draft },
  { type: 'xstate.done.actor.orderDraft', output: { lines: [], sum: 0 } },
  { type: 'xstate.error.actor.orderDraft', error: new Error('Фоновый обработчик не запустился') },
  { type: 'xstate.done.actor.pulsStockCheck', output: stockRefusals },
  { type: 'xstate.done.actor.pulsStockCheck', output: allStocked },
  { type: 'xstate.error.actor.pulsStockCheck', error: new ApiError(503, 'Склад не ответил') },
  { type: 'xstate.done.actor.sendToPuls', output: withRejected },
  { type: 'xstate.done.actor.sendToPuls', output: allAccepted },
  { type: 'xstate.error.actor.sendToPuls', error: new ApiError(503, 'Пульс недоступен') },
  { type: 'xstate.done.actor.executeOrder', output: executed },
  { type: 'xstate.error.actor.executeOrder', error: new ApiError(502, 'Сервис закупок не ответил') },
  ...['sendToPharmacySystem', 'sendToStu', 'sendRejectedToPharmacySystem', 'sendRejectedToStu'].flatMap((id) => [
    { type: `xstate.done.actor.${id}`, output: accepted },
    { type: `xstate.error.actor.${id}`, error: new ApiError(502, 'Система не ответила') },
  ]),
  ...['rejectedXlsx', 'rejectedXlsxForStu'].flatMap((id) => [
    { type: `xstate.done.actor.${id}`, output: xlsx },
    { type: `xstate.error.actor.${id}`, error: new ApiError(404, 'Заказ не найден') },
  ]),
] as never[];

// Where the machine is, where the order goes, and what it keeps: all finite.
const serializeState = (snapshot: Snapshot) => {
  const { destination, stockCheck, pulsResult, rejectedPharmacySystemResult, rejectedStuResult, pharmacySystemResult, stuResult, executeResult } = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    destination,
    stockCheck?.rejected.length ?? null,
    pulsResult?.rejected.length ?? null,
    !!rejectedPharmacySystemResult || !!rejectedStuResult,
    !!pharmacySystemResult || !!stuResult || !!executeResult,
  ]);
};

const stateKey = (snapshot: Snapshot) =>
  typeof snapshot.value === 'string' ? snapshot.value : Object.entries(snapshot.value).map(([parent, child]) => `${parent}.${String(child)}`)[0];

/**
 * The test's own account of what the user did, kept from the events it plays (never read from
 * the machine): which order the user asked to send, how many orders had been placed when the
 * dialog asked, and which answers the user should still be able to read.
 */
function userModel() {
  return {
    asked: null as { destination: OrderDestination; rejected: boolean } | null,
    callsWhenAsked: 0,
    last: '',
    stock: null as PulsStockCheck | null,
    pulsResult: null as PulsPurchaseResult | null,
    modal: { pharmacySystem: null as SystemOrderResult | null, stu: null as SystemOrderResult | null },
    panel: { pharmacySystem: null as SystemOrderResult | null, stu: null as SystemOrderResult | null, execute: null as OrderExecuteResult | null },
  };
}
type UserModel = ReturnType<typeof userModel>;

const askedBy: Record<string, { destination: OrderDestination; rejected: boolean }> = {
  'order.sendToPuls': { destination: 'puls', rejected: false },
  'order.sendToPharmacySystem': { destination: 'pharmacySystem', rejected: false },
  'order.sendToStu': { destination: 'stu', rejected: false },
  'order.sendToPurchaseService': { destination: 'purchaseService', rejected: false },
  'result.sendRejectedToPharmacySystem': { destination: 'pharmacySystem', rejected: true },
  'result.downloadAndSendRejectedToStu': { destination: 'stu', rejected: true },
};

/** Before the event reaches the machine: what the user now expects. */
function remember(user: UserModel, sut: OrderSendHarness, event: PlayedEvent) {
  user.last = event.type;
  if (askedBy[event.type]) {
    user.asked = askedBy[event.type];
    user.callsWhenAsked = sut.moneyCalls();
    user.stock = null;
  }
  const done = (id: string) => event.type === `xstate.done.actor.${id}`;
  if (done('pulsStockCheck')) user.stock = event.output as PulsStockCheck;
  if (done('sendToPuls')) Object.assign(user, { pulsResult: event.output, modal: { pharmacySystem: null, stu: null } });
  if (done('sendToPharmacySystem')) user.panel.pharmacySystem = event.output as SystemOrderResult;
  if (done('sendToStu')) user.panel.stu = event.output as SystemOrderResult;
  if (done('executeOrder')) user.panel.execute = event.output as OrderExecuteResult;
  if (done('sendRejectedToPharmacySystem')) user.modal.pharmacySystem = event.output as SystemOrderResult;
  if (done('sendRejectedToStu')) user.modal.stu = event.output as SystemOrderResult;
  if (event.type === 'results.close') user.panel = { pharmacySystem: null, stu: null, execute: null };
  if (event.type === 'result.ok') Object.assign(user, { pulsResult: null, modal: { pharmacySystem: null, stu: null } });
}

/* What the dialog says, written out by hand. */
const orderText: Record<OrderDestination, string> = {
  puls: 'Отправить заказ в Пульс: 2 позиции, 4 уп., на сумму 1 234,50 ₽?',
  pharmacySystem: 'Отправить заказ в систему заказов аптеки: 2 позиции, 4 уп., на сумму 1 234,50 ₽?',
  stu: 'Отправить заказ в СТУ: 2 позиции, 4 уп., на сумму 1 234,50 ₽?',
  purchaseService: 'Отправить заказ в сервис закупок: 2 позиции, 4 уп., на сумму 1 234,50 ₽?',
};
// The rejected positions come without prices.
const rejectedText: Partial<Record<OrderDestination, string>> = {
  pharmacySystem: 'Отправить заказ в систему заказов аптеки: 1 позиция, 1 уп.?',
  stu: 'Отправить заказ в СТУ: 1 позиция, 1 уп.?',
};
const rejectedLines = [{ promotionalProductId: 102, orderAmount: 1 }];

function dialogText(snapshot: Snapshot): string | null {
  if (!select.selectConfirmOpen(snapshot)) return null;
  const destination = select.selectConfirmDestination(snapshot);
  const shown = select.selectConfirmDraft(snapshot);
  return destination && shown ? confirmationText(destination, shown.lines, shown.sum) : '';
}

/** What the user sees in each state, by hand. */
const seen: Record<string, (sut: OrderSendHarness, user: UserModel, now: Snapshot) => void> = {
  idle: (sut, user) => {
    expect(select.selectBusy(sut.actor.getSnapshot())).toBe(false);
    // 'Отмена' sent nothing.
    if (user.last === 'confirm.cancel') expect(sut.moneyCalls()).toBe(user.callsWhenAsked);
  },
  preparingFile: (sut) => {
    expect(select.selectPreparingFile(sut.actor.getSnapshot())).toBe(true);
    expect(sut.calls.buildFile.at(-1)?.input).toEqual({ kind: 'orderingSystemFile' });
  },
  collectingOrder: (sut, user) => {
    expect(select.selectSending(sut.actor.getSnapshot())).toBe(true);
    expect(user.asked?.rejected).toBe(false);
    expect(sut.moneyCalls()).toBe(user.callsWhenAsked);
  },
  'confirming.checkingStock': (sut, user, now) => {
    expect(user.asked).toEqual({ destination: 'puls', rejected: false });
    expect(dialogText(now)).toBe(orderText.puls);
    expect(select.selectStockCheckView(now)).toBe('checking');
    expect(select.selectCanConfirm(now)).toBe(false);
    expect(sut.calls.pulsStockCheck.at(-1)?.input).toEqual({ lines, pharmacyId: null });
    expect(sut.moneyCalls()).toBe(user.callsWhenAsked);
  },
  'confirming.stockChecked': (sut, user, now) => {
    expect(user.asked).toEqual({ destination: 'puls', rejected: false });
    expect(dialogText(now)).toBe(orderText.puls);
    expect(select.selectStockCheckView(now)).toBe('checked');
    // The refusals the warehouse answered, listed before sending.
    expect(select.selectStockCheck(now)).toEqual(user.stock);
    expect(select.selectCanConfirm(now)).toBe(true);
    expect(sut.moneyCalls()).toBe(user.callsWhenAsked);
  },
  'confirming.stockCheckFailed': (sut, user, now) => {
    expect(user.asked).toEqual({ destination: 'puls', rejected: false });
    expect(dialogText(now)).toBe(orderText.puls);
    expect(select.selectStockCheckView(now)).toBe('failed');
    expect(select.selectStockCheckError(now)).toBe('Склад не ответил');
    // A failed check does not block the order.
    expect(select.selectCanConfirm(now)).toBe(true);
    expect(sut.moneyCalls()).toBe(user.callsWhenAsked);
  },
  'confirming.asking': (sut, user, now) => {
    expect(user.asked?.rejected).toBe(false);
    expect(user.asked?.destination).not.toBe('puls');
    expect(dialogText(now)).toBe(orderText[user.asked!.destination]);
    expect(select.selectStockCheckView(now)).toBeNull();
    expect(select.selectCanConfirm(now)).toBe(true);
    expect(sut.moneyCalls()).toBe(user.callsWhenAsked);
  },
  sendingToPuls: (sut, user) => {
    expect(user.asked).toEqual({ destination: 'puls', rejected: false });
    expect(user.last).toBe('confirm.send');
    expect(sut.moneyCalls()).toBe(user.callsWhenAsked + 1);
    expect(sut.calls.sendToPuls.at(-1)?.input).toEqual({ lines, pharmacyId: null, type: 'pi' });
    expect(sut.notices().at(-1)?.title).toBe('Запущено формирование заказа в Пульс.');
  },
  sendingToPharmacySystem: (sut, user) => {
    expect(user.asked).toEqual({ destination: 'pharmacySystem', rejected: false });
    expect(sut.moneyCalls()).toBe(user.callsWhenAsked + 1);
    expect(sut.calls.sendToPharmacySystem.at(-1)?.input).toEqual({ type: 'pi', request: { lines, pharmacyId: null } });
    expect(sut.notices().at(-1)?.title).toBe('Запущено формирование заказа в систему заказов аптеки.');
  },
  sendingToStu: (sut, user) => {
    expect(user.asked).toEqual({ destination: 'stu', rejected: false });
    expect(sut.moneyCalls()).toBe(user.callsWhenAsked + 1);
    expect(sut.calls.sendToStu.at(-1)?.input).toEqual({ type: 'pi', request: { lines, pharmacyId: null } });
    expect(sut.notices().at(-1)?.title).toBe('Запущено формирование заказа в СТУ.');
  },
  sendingToPurchaseService: (sut, user) => {
    expect(user.asked).toEqual({ destination: 'purchaseService', rejected: false });
    expect(sut.moneyCalls()).toBe(user.callsWhenAsked + 1);
    expect(sut.calls.executeOrder.at(-1)?.input).toEqual({ type: 'pi', request: { lines, pharmacyId: null } });
    expect(sut.notices().at(-1)?.title).toBe('Запущено оформление заказа в сервисе закупок.');
  },
  'pulsResult.ready': (sut, user, now) => {
    expect(select.selectPulsOrderId(now)).toBe(user.pulsResult?.orderId);
    expect(select.selectRejected(now)).toEqual(user.pulsResult?.rejected);
    if (user.last === 'confirm.cancel') expect(sut.moneyCalls()).toBe(user.callsWhenAsked);
  },
  'pulsResult.downloadingRejected': (sut, user) => {
    expect(sut.calls.rejectedXlsx.at(-1)?.input).toEqual({ orderId: user.pulsResult?.orderId });
  },
  'pulsResult.confirmingRejected': (sut, user, now) => {
    expect(user.asked?.rejected).toBe(true);
    expect(dialogText(now)).toBe(rejectedText[user.asked!.destination]);
    expect(select.selectStockCheckView(now)).toBeNull();
    expect(select.selectCanConfirm(now)).toBe(true);
    expect(sut.moneyCalls()).toBe(user.callsWhenAsked);
  },
  'pulsResult.sendingRejectedToPharmacySystem': (sut, user) => {
    expect(user.asked).toEqual({ destination: 'pharmacySystem', rejected: true });
    expect(sut.moneyCalls()).toBe(user.callsWhenAsked + 1);
    expect(sut.calls.sendToPharmacySystem.at(-1)?.input).toEqual({ type: 'pi', request: { lines: rejectedLines, pharmacyId: null } });
  },
  // The file first, so the user holds the list СТУ gets: nothing is sent yet.
  'pulsResult.downloadingRejectedForStu': (sut, user) => {
    expect(user.asked).toEqual({ destination: 'stu', rejected: true });
    expect(sut.moneyCalls()).toBe(user.callsWhenAsked);
    expect(sut.calls.rejectedXlsx.at(-1)?.input).toEqual({ orderId: user.pulsResult?.orderId });
  },
  'pulsResult.sendingRejectedToStu': (sut, user) => {
    expect(user.asked).toEqual({ destination: 'stu', rejected: true });
    expect(sut.moneyCalls()).toBe(user.callsWhenAsked + 1);
    expect(sut.calls.sendToStu.at(-1)?.input).toEqual({ type: 'pi', request: { lines: rejectedLines, pharmacyId: null } });
  },
};

/** What every state shows, by its name: which dialogs are open, and the answers kept. */
function seenEverywhere(key: string, user: UserModel, now: Snapshot) {
  const confirming = key.startsWith('confirming.') || key === 'pulsResult.confirmingRejected';
  expect(select.selectConfirmOpen(now)).toBe(confirming);
  expect(select.selectResultOpen(now)).toBe(key.startsWith('pulsResult.'));
  expect(select.selectBusy(now)).toBe(key !== 'idle');
  expect(select.selectSettled(now)).toBe(key === 'idle' || key === 'pulsResult.ready');
  expect({
    pharmacySystem: select.selectPharmacySystemResult(now),
    stu: select.selectStuResult(now),
    execute: select.selectExecuteResult(now),
  }).toEqual(user.panel);
  expect(select.selectHasResults(now)).toBe(!!(user.panel.pharmacySystem || user.panel.stu || user.panel.execute));
  expect({ pharmacySystem: select.selectRejectedPharmacySystemResult(now), stu: select.selectRejectedStuResult(now) }).toEqual(user.modal);
}

describe('order-send machine, every shortest path', () => {
  const paths = getShortestPaths(orderSendMachine.provide({ actions: { saveFile: () => undefined } }), {
    input: { type: 'pi', snackbar: createActor(snackbarMachine), now: () => today },
    events,
    serializeState: serializeState as never,
  });

  it('reaches every state of the machine, and each has its expectation', () => {
    const reached = new Set(paths.map((path) => stateKey(path.state as Snapshot)));
    expect([...reached].sort()).toEqual(Object.keys(seen).sort());
  });

  for (const path of paths) {
    it(describePath(path, (state) => serializeState(state as Snapshot)), async () => {
      const sut = startOrderSend({ type: 'pi' });
      const user = userModel();
      await walkPath(path, {
        play: async (event: PlayedEvent) => {
          remember(user, sut, event);
          const done = /^xstate\.(done|error)\.actor\.(.+)$/u.exec(event.type);
          if (!done) return sut.actor.send(event as never);
          const name = sourceOfInvoke[done[2]] ?? (done[2] as Source);
          return done[1] === 'done' ? sut.answer(name, event.output) : sut.fail(name, event.error);
        },
        check: (expected) => {
          const now = sut.actor.getSnapshot();
          // The live actor follows the graph…
          expect(serializeState(now)).toBe(serializeState(expected as Snapshot));
          // …and each state shows what the hand-written account says.
          const key = stateKey(now);
          seenEverywhere(key, user, now);
          seen[key](sut, user, now);
        },
      });
    });
  }
});
