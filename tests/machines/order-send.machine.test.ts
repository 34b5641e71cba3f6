import { describe, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError, ExtensionAbsent } from '../../src/api/shared/http';
import { confirmationText, type OrderDestination } from '../../src/domain/orders/confirmation';
import { orderSendMachine } from '../../src/machines/orders/order-send.machine';
import * as select from '../../src/machines/orders/order-send.selectors';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import {
  accepted,
  allAccepted,
  allStocked,
  draft,
  executed,
  lines,
  overBoundDraft,
  sourceOfInvoke,
  startOrderSend,
  stockRefusals,
  today,
  unusedSource,
  withRejected,
  xlsx,
  type OrderSendHarness,
  type Source,
} from './order-send.harness';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

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
  { type: 'confirm.recheckStock' },
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
  { type: 'xstate.done.actor.orderDraft', output: overBoundDraft },
  { type: 'xstate.error.actor.orderDraft', error: new Error('Фоновый обработчик не запустился') },
  { type: 'xstate.done.actor.pulsStockCheck', output: stockRefusals },
  { type: 'xstate.done.actor.pulsStockCheck', output: allStocked },
  { type: 'xstate.error.actor.pulsStockCheck', error: new ApiError(503, 'Склад не ответил') },
  { type: 'xstate.error.actor.pulsStockCheck', error: new ExtensionAbsent('pulsStockCheck') },
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

const stateKey = (snapshot: Snapshot) =>
  typeof snapshot.value === 'string'
    ? snapshot.value
    : Object.entries(snapshot.value).map(([parent, child]) => `${parent}.${String(child)}`)[0];

/* What the dialog says, written out by hand. */
const orderText: Record<OrderDestination, string> = {
  puls: 'Отправить заказ в Пульс: 2 позиции, 4 уп., на сумму 1 234,50 ₽?',
  pharmacySystem: 'Отправить заказ в систему заказов аптеки: 2 позиции, 4 уп., на сумму 1 234,50 ₽?',
  stu: 'Отправить заказ в СТУ: 2 позиции, 4 уп., на сумму 1 234,50 ₽?',
  purchaseService: 'Отправить заказ в сервис закупок: 2 позиции, 4 уп., на сумму 1 234,50 ₽?',
};
// The rejected positions come without prices.
const rejectedText = {
  pharmacySystem: 'Отправить заказ в систему заказов аптеки: 1 позиция, 1 уп.?',
  stu: 'Отправить заказ в СТУ: 1 позиция, 1 уп.?',
};
const rejectedLines = [{ promotionalProductId: 102, orderAmount: 1 }];

/** The dialog's question, as the dialog builds it from what the machine holds. */
function dialogText(snapshot: Snapshot): string | null {
  if (!select.selectConfirmOpen(snapshot)) return null;
  const destination = select.selectConfirmDestination(snapshot);
  const shown = select.selectConfirmDraft(snapshot);
  return destination && shown ? confirmationText(destination, shown.lines, shown.sum) : '';
}

/** Which answers the result panel (under the order actions) and the result modal keep. */
const kept = (snapshot: Snapshot) => {
  const { pharmacySystemResult, stuResult, executeResult, rejectedPharmacySystemResult, rejectedStuResult } = snapshot.context;
  return [
    pharmacySystemResult && 'panel: pharmacy system',
    stuResult && 'panel: СТУ',
    executeResult && 'panel: purchase service',
    rejectedPharmacySystemResult && 'rejected sent to pharmacy system',
    rejectedStuResult && 'rejected sent to СТУ',
  ].filter(Boolean);
};

/** e.g. 'confirming.stockChecked → puls, 1 refused at the warehouse': where, where to, and what is kept. */
const where = (snapshot: Snapshot) => {
  const { destination, stockCheck, pulsResult } = snapshot.context;
  return [
    `${stateKey(snapshot)}${destination ? ` → ${destination}` : ''}`,
    stockCheck && `${stockCheck.rejected.length} refused at the warehouse`,
    pulsResult && `Пульс order ${pulsResult.orderId}`,
    ...kept(snapshot),
  ]
    .filter(Boolean)
    .join(', ');
};

/** While the result panel shows, only closing it is played: the table stays tens of states, not twice as many. */
const eventsFor = (snapshot: Snapshot) =>
  snapshot.matches('idle') && select.selectHasResults(snapshot) ? [{ type: 'results.close' }] : events;

const resultButtons: select.RejectedAction[] = [
  'result.downloadRejected',
  'result.sendRejectedToPharmacySystem',
  'result.downloadAndSendRejectedToStu',
];
/** The call each sending state has under way, and the snackbar that announced it. */
const sendingCall: Record<string, Source> = {
  sendingToPuls: 'sendToPuls',
  sendingToPharmacySystem: 'sendToPharmacySystem',
  sendingToStu: 'sendToStu',
  sendingToPurchaseService: 'executeOrder',
  'pulsResult.sendingRejectedToPharmacySystem': 'sendToPharmacySystem',
  'pulsResult.sendingRejectedToStu': 'sendToStu',
};

/** What the user sees: the busy screen, the dialog and its warehouse check, the result modal, the panel, the order sent. */
function seeOn(sut: OrderSendHarness) {
  const now = sut.actor.getSnapshot();
  const stock = select.selectStockCheckView(now);
  const call = sendingCall[stateKey(now)];
  const ps = select.selectPharmacySystemResult(now);
  const stu = select.selectStuResult(now);
  const executed = select.selectExecuteResult(now);
  const rejectedPs = select.selectRejectedPharmacySystemResult(now);
  const rejectedStu = select.selectRejectedStuResult(now);
  return {
    busy: select.selectBusy(now),
    preparingFile: select.selectPreparingFile(now),
    dialog: dialogText(now),
    stock:
      stock === 'checked'
        ? `${select.selectStockCheck(now)!.rejected.length} refused`
        : stock === 'failed'
          ? `failed: ${select.selectStockCheckError(now)}`
          : stock,
    canSend: select.selectCanConfirm(now),
    result: select.selectResultOpen(now)
      ? {
          order: select.selectPulsOrderId(now),
          rejected: select.selectRejected(now).length,
          buttons: resultButtons.filter((button) => select.selectResultAction(button)(now)),
          answers: [rejectedPs && `pharmacy system №${rejectedPs.orderId}`, rejectedStu && `СТУ №${rejectedStu.orderId}`].filter(Boolean),
        }
      : null,
    panel: [
      ps && `pharmacy system №${ps.orderId}`,
      stu && `СТУ №${stu.orderId}`,
      executed && `purchase service: ${executed.positionPurchasedCount} bought`,
    ].filter(Boolean),
    sent: call ? { input: sut.calls[call].at(-1)?.input, notice: sut.notices().at(-1)?.title } : null,
  };
}

describe('order-send machine, every shortest path, checked against what the user sees', () => {
  const paths = getShortestPaths(orderSendMachine.provide({ actions: { saveFile: () => undefined } }), {
    input: { type: 'pi', snackbar: createActor(snackbarMachine), now: () => today, source: unusedSource },
    events: eventsFor as never,
    serializeState: where as never,
  });

  // By hand. Outside idle the screen's actions wait. The dialog asks with the order's positions,
  // packs and sum (the rejected positions without a sum); for Пульс it first asks the warehouse,
  // and 'Отправить' waits for that answer (a failed check does not block). Each order is sent
  // with its lines and announced by a snackbar. The result modal shows the Пульс order and its
  // rejected positions with three buttons, which wait while one runs and once the rejected
  // positions went to a system (only the download stays).
  const quiet: Record<string, unknown> = {
    busy: true,
    preparingFile: false,
    dialog: null,
    stock: null,
    canSend: false,
    result: null,
    panel: [],
    sent: null,
  };
  const asking = (destination: OrderDestination, stock: string | null = null, canSend = true) => ({
    ...quiet,
    dialog: orderText[destination],
    stock,
    canSend,
  });
  const order = { lines, pharmacyId: null };
  const sending = (input: unknown, notice: string) => ({ ...quiet, sent: { input, notice } });
  const toPuls = sending({ ...order, type: 'pi' }, 'Запущено формирование заказа в Пульс.');
  const all3: select.RejectedAction[] = resultButtons;
  const modal = (extra: Record<string, unknown> = {}, order501: Partial<{ buttons: select.RejectedAction[]; answers: string[] }> = {}) => ({
    ...quiet,
    result: { order: '501', rejected: 1, buttons: [], answers: [], ...order501 },
    ...extra,
  });
  const expected: Record<string, unknown> = {
    idle: { ...quiet, busy: false },
    'idle, panel: pharmacy system': { ...quiet, busy: false, panel: ['pharmacy system №77'] },
    'idle, panel: СТУ': { ...quiet, busy: false, panel: ['СТУ №77'] },
    'idle, panel: purchase service': { ...quiet, busy: false, panel: ['purchase service: 1 bought'] },
    preparingFile: { ...quiet, preparingFile: true },
    'collectingOrder → puls': quiet,
    'collectingOrder → pharmacySystem': quiet,
    'collectingOrder → stu': quiet,
    'collectingOrder → purchaseService': quiet,
    'confirming.checkingStock → puls': asking('puls', 'checking', false),
    'confirming.stockChecked → puls, 0 refused at the warehouse': asking('puls', '0 refused'),
    'confirming.stockChecked → puls, 1 refused at the warehouse': asking('puls', '1 refused'),
    'confirming.stockCheckFailed → puls': asking('puls', 'failed: Склад не ответил'),
    // A back end without the check (our extension): no error, the order can be sent.
    'confirming.stockNotChecked → puls': asking('puls', 'notChecked'),
    'confirming.asking → pharmacySystem': asking('pharmacySystem'),
    'confirming.asking → stu': asking('stu'),
    'confirming.asking → purchaseService': asking('purchaseService'),
    // A line above the per-line bound: the dialog names it, asks no warehouse and cannot send.
    'confirming.blocked → puls': asking('puls', null, false),
    'confirming.blocked → pharmacySystem': asking('pharmacySystem', null, false),
    'confirming.blocked → stu': asking('stu', null, false),
    'confirming.blocked → purchaseService': asking('purchaseService', null, false),
    'sendingToPuls → puls': toPuls,
    'sendingToPuls → puls, 0 refused at the warehouse': toPuls,
    'sendingToPuls → puls, 1 refused at the warehouse': toPuls,
    'sendingToPharmacySystem → pharmacySystem': sending(
      { type: 'pi', request: order },
      'Запущено формирование заказа в систему заказов аптеки.',
    ),
    'sendingToStu → stu': sending({ type: 'pi', request: order }, 'Запущено формирование заказа в СТУ.'),
    'sendingToPurchaseService → purchaseService': sending({ type: 'pi', request: order }, 'Запущено оформление заказа в сервисе закупок.'),
    'pulsResult.ready, Пульс order 502': { ...quiet, result: { order: '502', rejected: 0, buttons: [], answers: [] } },
    'pulsResult.ready, Пульс order 501': modal({}, { buttons: all3 }),
    'pulsResult.ready, Пульс order 501, rejected sent to pharmacy system': modal(
      {},
      { buttons: ['result.downloadRejected'], answers: ['pharmacy system №77'] },
    ),
    'pulsResult.ready, Пульс order 501, rejected sent to СТУ': modal({}, { buttons: ['result.downloadRejected'], answers: ['СТУ №77'] }),
    'pulsResult.downloadingRejected, Пульс order 501': modal(),
    'pulsResult.downloadingRejected, Пульс order 501, rejected sent to pharmacy system': modal({}, { answers: ['pharmacy system №77'] }),
    'pulsResult.downloadingRejected, Пульс order 501, rejected sent to СТУ': modal({}, { answers: ['СТУ №77'] }),
    'pulsResult.confirmingRejected → pharmacySystem, Пульс order 501': modal({ dialog: rejectedText.pharmacySystem, canSend: true }),
    'pulsResult.confirmingRejected → stu, Пульс order 501': modal({ dialog: rejectedText.stu, canSend: true }),
    // The file first, so the user holds the list СТУ gets: nothing is sent yet.
    'pulsResult.downloadingRejectedForStu → stu, Пульс order 501': modal(),
    'pulsResult.sendingRejectedToPharmacySystem → pharmacySystem, Пульс order 501': modal({
      sent: {
        input: { type: 'pi', request: { lines: rejectedLines, pharmacyId: null } },
        notice: 'Запущено формирование заказа в систему заказов аптеки.',
      },
    }),
    'pulsResult.sendingRejectedToStu → stu, Пульс order 501': modal({
      sent: { input: { type: 'pi', request: { lines: rejectedLines, pharmacyId: null } }, notice: 'Запущено формирование заказа в СТУ.' },
    }),
  };

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startOrderSend({ type: 'pi' });
        await walkAndSee(path, {
          play: async (event: PlayedEvent) => {
            const done = /^xstate\.(done|error)\.actor\.(.+)$/u.exec(event.type);
            if (!done) return sut.actor.send(event as never);
            const name = sourceOfInvoke[done[2]] ?? (done[2] as Source);
            return done[1] === 'done' ? sut.answer(name, event.output) : sut.fail(name, event.error);
          },
          current: () => sut.actor.getSnapshot(),
          where: where as never,
          see: (): unknown => seeOn(sut),
          expected,
        });
      },
    );
  }
});
