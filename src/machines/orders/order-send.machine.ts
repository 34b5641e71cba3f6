/*
 * Sending an order (spec §2.5, §4, §8), one machine for every
 * order screen. The screen gives its order type and an order source (the `orderDraft` and
 * `buildFile` actors); the machine asks the ordering systems, saves files and tells the user what
 * happened. One request runs at a time: an action asked for meanwhile is ignored, so a double
 * click never sends an order twice.
 *
 * idle                 nothing under way; the screen's actions are open.
 * preparingFile        the screen builds a file; it saves itself under its own name or the
 *                      default. A file that would hold no rows above 0 is not saved. A large
 *                      file tells how far it is (fileProgress); 'Отменить' (file.stop) stops
 *                      it: back to idle, nothing saved.
 * collectingOrder      the screen hands over its rows above 0 and their sum; none → the
 *                      empty-order warning and nothing is sent (nor announced as started).
 * confirming           money is about to move: the dialog 'Подтверждение заказа' names the
 *                      destination, positions, packs and sum. 'Отмена' sends nothing.
 *   checkingStock      (Пульс) the warehouse is asked what it would refuse; 'Отправить' waits.
 *   stockChecked       (Пульс) the refusals are listed, or the warehouse takes everything.
 *   stockCheckFailed   (Пульс) the check failed: said so, and the order can still be sent or the
 *                      warehouse asked again ('Проверить снова').
 *   stockNotChecked    (Пульс) the back end has no such check (our extension): the dialog says
 *                      the stock is not checked beforehand, and the order is sent as the spec's is.
 *   asking             the other destinations: nothing to check.
 * sendingToPuls        the order is with the wholesale system Пульс.
 * sendingToPharmacySystem, sendingToStu, sendingToPurchaseService
 *                      the order is with the pharmacy ordering system, СТУ or the distributor's
 *                      purchase service (execute); the answer shows in a snackbar and stays in
 *                      the result panel until the user closes it ('results.close', any time).
 *                      A send that failed leaves the line «Заказ не отправлен: …» (sendFailure)
 *                      until the next order leaves or the user closes it ('sendFailure.dismiss');
 *                      nothing is sent again by itself.
 * pulsResult           the modal 'Результат отправки заказа в Пульс' is open: it is this state,
 *                      not a flag (order-send.result.ts).
 *
 * Started by a screen's machine (order-send.parent.ts), it tells that machine when each request
 * is over ('orderSend.settled'): back to idle, or the Пульс result open; a request it cannot take
 * now is over at once. Stopped with its screen, it aborts what is under way and tells nobody.
 */
import { assign } from 'xstate';
import { executeTexts } from '../../domain/orders/execute-result';
import { fileNotices } from '../../domain/orders/messages';
import { isExtensionAbsent } from '../../api/shared/http';
import { toFailure } from '../shared/api-error';
import * as notices from './order-send.notices';
import { pulsResultState } from './order-send.result';
import type { FileProgress } from './order-send.types';
import { keepSendFailure, keyedOrderOf, notify, orderOf, orderSendSetup, sent, settled } from './order-send.setup';
import { sendingTo } from './order-send.systems';

export type { OrderSendContext, OrderSendMachineEvent, OrderSendMachineInput } from './order-send.setup';

/** 'Отправить' in the dialog: on to the destination being confirmed. */
const sendConfirmed = [
  { guard: { type: 'goesTo', params: 'puls' }, target: '#orderSend.sendingToPuls' },
  { guard: { type: 'goesTo', params: 'pharmacySystem' }, target: '#orderSend.sendingToPharmacySystem' },
  { guard: { type: 'goesTo', params: 'stu' }, target: '#orderSend.sendingToStu' },
  { guard: { type: 'goesTo', params: 'purchaseService' }, target: '#orderSend.sendingToPurchaseService' },
] as const;

export const orderSendMachine = orderSendSetup.createMachine({
  id: 'orderSend',
  context: ({ input }) => ({
    type: input.type,
    kind: input.kind ?? null,
    pharmacyId: input.pharmacyId ?? null,
    snackbar: input.snackbar,
    source: input.source,
    now: input.now ?? (() => new Date()),
    destination: null,
    fileKind: null,
    fileProgress: null,
    draft: null,
    stockCheck: null,
    stockCheckError: null,
    pulsResult: null,
    rejectedPharmacySystemResult: null,
    rejectedStuResult: null,
    pharmacySystems: null,
    pharmacySystemResult: null,
    stuResult: null,
    executeResult: null,
    sendKey: null,
    sendFailure: null,
  }),
  initial: 'idle',
  on: {
    'order.pharmacyChosen': { actions: assign({ pharmacyId: ({ event }) => event.pharmacyId }) },
    'order.pharmacySystemsChecked': { actions: assign({ pharmacySystems: ({ event }) => event.check }) },
    'results.close': { actions: 'closeResults' },
    'sendFailure.dismiss': { actions: 'forgetSendFailure' },
    // A request idle does not take (one at a time; the forecast has no purchase service): over at once, nothing sent.
    'order.downloadFile': { actions: settled },
    'order.sendToPuls': { actions: settled },
    'order.sendToPharmacySystem': { actions: settled },
    'order.sendToStu': { actions: settled },
    'order.sendToPurchaseService': { actions: settled },
  },
  states: {
    idle: {
      // Not on leaving preparingFile: the saved file's default name is chosen after that exit.
      entry: [assign({ fileKind: null }), 'forgetOrder'],
      on: {
        'order.downloadFile': {
          target: 'preparingFile',
          actions: [
            assign({ fileKind: ({ event }) => event.kind }),
            { type: 'notify', params: ({ event }) => notices.started(notices.fileStartedNotice[event.kind]) },
          ],
        },
        'order.sendToPuls': { target: 'collectingOrder', actions: assign({ destination: 'puls' }) },
        'order.sendToPharmacySystem': { target: 'collectingOrder', actions: assign({ destination: 'pharmacySystem' }) },
        'order.sendToStu': { target: 'collectingOrder', actions: assign({ destination: 'stu' }) },
        'order.sendToPurchaseService': {
          guard: 'canExecute',
          target: 'collectingOrder',
          actions: assign({ destination: 'purchaseService' }),
        },
      },
    },
    preparingFile: {
      entry: assign({ fileProgress: null }),
      exit: assign({ fileProgress: null }),
      on: {
        'file.progress': { actions: assign({ fileProgress: ({ event }) => ({ written: event.written, total: event.total }) }) },
        // Leaving the state stops the builder (its signal aborts): nothing is saved.
        'file.stop': { target: 'idle', actions: [notify(notices.fileStopped), settled] },
      },
      invoke: {
        id: 'buildFile',
        src: 'buildFile',
        input: ({ context, self }) => ({
          source: context.source,
          kind: context.fileKind!,
          progress: ({ written, total }: FileProgress) => self.send({ type: 'file.progress', written, total }),
        }),
        onDone: [
          {
            guard: { type: 'noFile', params: ({ event }) => event.output },
            target: 'idle',
            actions: [{ type: 'notify', params: ({ context }) => notices.emptyFileWarning(context.fileKind) }, settled],
          },
          {
            target: 'idle',
            actions: [
              {
                type: 'saveFile',
                params: ({ context, event }) => notices.orderFileToSave(context.fileKind!, event.output!, context.now()),
              },
              notify(notices.fileReady),
              settled,
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [{ type: 'notify', params: ({ event }) => notices.failure(notices.orderSendFailures.file, event.error) }, settled],
        },
      },
    },
    collectingOrder: {
      invoke: {
        id: 'orderDraft',
        src: 'orderDraft',
        input: ({ context }) => ({ source: context.source }),
        onDone: [
          {
            guard: { type: 'noLines', params: ({ event }) => event.output.lines },
            target: 'idle',
            actions: [notify(notices.emptyOrderWarning), settled],
          },
          {
            guard: { type: 'overBound', params: ({ event }) => event.output },
            target: 'confirming.blocked',
            actions: { type: 'rememberDraft', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'goesTo', params: 'puls' },
            target: 'confirming.checkingStock',
            actions: { type: 'rememberDraft', params: ({ event }) => event.output },
          },
          { target: 'confirming.asking', actions: { type: 'rememberDraft', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'idle',
          actions: [{ type: 'notify', params: ({ event }) => notices.failure(notices.orderSendFailures.file, event.error) }, settled],
        },
      },
    },
    confirming: {
      // Entered at a child: blocked when a line is above the per-line bound (nothing can be sent,
      // so Пульс's stock is not asked), checkingStock for Пульс, asking for the others.
      initial: 'asking',
      on: { 'confirm.cancel': { target: 'idle', actions: settled } },
      states: {
        checkingStock: {
          invoke: {
            id: 'pulsStockCheck',
            src: 'pulsStockCheck',
            input: ({ context }) => orderOf(context).request,
            onDone: { target: 'stockChecked', actions: assign({ stockCheck: ({ event }) => event.output }) },
            onError: [
              { guard: ({ event }) => isExtensionAbsent(event.error), target: 'stockNotChecked' },
              { target: 'stockCheckFailed', actions: assign({ stockCheckError: ({ event }) => toFailure(event.error).message }) },
            ],
          },
        },
        stockChecked: { on: { 'confirm.send': sendConfirmed } },
        stockCheckFailed: {
          on: {
            'confirm.send': sendConfirmed,
            'confirm.recheckStock': { target: 'checkingStock', actions: assign({ stockCheckError: null }) },
          },
        },
        stockNotChecked: { on: { 'confirm.send': sendConfirmed } },
        asking: { on: { 'confirm.send': sendConfirmed } },
        blocked: {},
      },
    },
    sendingToPuls: {
      entry: ['keyOrder', 'forgetSendFailure', notify(notices.started(fileNotices.startedPulsOrder))],
      invoke: {
        id: 'sendToPuls',
        src: 'sendToPuls',
        // Пульс's path names no order type; the body does, so the history knows the screen.
        input: ({ context }) => ({ ...keyedOrderOf(context).request, type: context.type }),
        // A new wholesale result starts without the answers for an earlier order's rejected positions.
        onDone: {
          target: 'pulsResult',
          actions: ['forgetKey', 'clearPulsResult', assign({ pulsResult: ({ event }) => event.output }), sent],
        },
        onError: {
          target: 'idle',
          actions: [
            keepSendFailure,
            { type: 'notify', params: ({ event }) => notices.failure(notices.orderSendFailures.puls, event.error) },
            settled,
          ],
        },
      },
    },
    sendingToPharmacySystem: sendingTo('pharmacySystem', { id: 'sendToPharmacySystem', answer: 'pharmacySystemResult', then: 'idle' }),
    sendingToStu: sendingTo('stu', { id: 'sendToStu', answer: 'stuResult', then: 'idle' }),
    sendingToPurchaseService: {
      entry: ['keyOrder', 'forgetSendFailure', notify(notices.started(executeTexts.started))],
      invoke: {
        id: 'executeOrder',
        src: 'executeOrder',
        // Reached only through canExecute: the type is 'pi' or 'rg'.
        input: ({ context }) => ({ ...keyedOrderOf(context), type: context.type as 'pi' | 'rg' }),
        onDone: {
          target: 'idle',
          actions: [
            'forgetKey',
            assign({ executeResult: ({ event }) => event.output }),
            { type: 'notify', params: ({ event }) => notices.executeSent(event.output) },
            sent,
          ],
        },
        onError: {
          target: 'idle',
          actions: [keepSendFailure, { type: 'notify', params: ({ event }) => notices.executeFailed(event.error) }, settled],
        },
      },
    },
    pulsResult: pulsResultState,
  },
});
