/*
 * Sending an order (spec §2.5, §4, §8; issue 4 item 7), one machine for every order screen. The
 * screen gives its order type and an order source (the `orderDraft` and `buildFile` actors); the
 * machine asks the ordering systems, saves files and tells the user what happened. One request
 * runs at a time: an action asked for meanwhile is ignored, so a double click never sends an
 * order twice.
 *
 * idle                 nothing under way; the screen's actions are open.
 * preparingFile        the screen builds a file; it saves itself under its own name or the
 *                      default. A file that would hold no rows above 0 is not saved.
 * collectingOrder      the screen hands over its rows above 0; none → the empty-order warning
 *                      and nothing is sent (nor announced as started).
 * sendingToPuls        the order is with the wholesale system Пульс.
 * sendingToPharmacySystem, sendingToStu
 *                      the order is with the pharmacy ordering system or СТУ; its answer (order
 *                      number, refused positions) shows in a snackbar and stays as a result.
 * pulsResult           the modal 'Результат отправки заказа в Пульс' is open: it is this state,
 *                      not a flag. `ready` waits for the user; the other children handle the
 *                      rejected positions. 'Ок' clears the wholesale, pharmacy-system and СТУ
 *                      results and closes it.
 */
import { assign } from 'xstate';
import { fileNotices } from '../domain/orders/messages';
import * as notices from './order-send.notices';
import { pulsResultState } from './order-send.result';
import { notify, orderOf, orderSendSetup } from './order-send.setup';

export type { OrderSendContext, OrderSendMachineEvent, OrderSendMachineInput } from './order-send.setup';

export const orderSendMachine = orderSendSetup.createMachine({
  id: 'orderSend',
  context: ({ input }) => ({
    type: input.type,
    pharmacyId: input.pharmacyId ?? null,
    snackbar: input.snackbar,
    now: input.now ?? (() => new Date()),
    destination: null,
    fileKind: null,
    lines: [],
    pulsResult: null,
    pharmacySystemResult: null,
    stuResult: null,
  }),
  initial: 'idle',
  on: { 'order.pharmacyChosen': { actions: assign({ pharmacyId: ({ event }) => event.pharmacyId }) } },
  states: {
    idle: {
      // Not on leaving preparingFile: the saved file's default name is chosen after that exit.
      entry: assign({ fileKind: null }),
      on: {
        'order.downloadFile': {
          target: 'preparingFile',
          actions: [assign({ fileKind: ({ event }) => event.kind }), { type: 'notify', params: ({ event }) => notices.info(notices.fileStartedNotice[event.kind]) }],
        },
        'order.sendToPuls': { target: 'collectingOrder', actions: assign({ destination: 'puls' }) },
        'order.sendToPharmacySystem': { target: 'collectingOrder', actions: assign({ destination: 'pharmacySystem' }) },
        'order.sendToStu': { target: 'collectingOrder', actions: assign({ destination: 'stu' }) },
      },
    },
    preparingFile: {
      invoke: {
        id: 'buildFile',
        src: 'buildFile',
        input: ({ context }) => ({ kind: context.fileKind! }),
        onDone: [
          {
            guard: { type: 'noFile', params: ({ event }) => event.output },
            target: 'idle',
            actions: { type: 'notify', params: ({ context }) => notices.emptyFileWarning(context.fileKind) },
          },
          {
            target: 'idle',
            actions: [
              { type: 'saveFile', params: ({ context, event }) => notices.orderFileToSave(context.fileKind!, event.output!, context.now()) },
              notify(notices.fileReady),
            ],
          },
        ],
        onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => notices.failure(notices.orderSendFailures.file, event.error) } },
      },
    },
    collectingOrder: {
      exit: assign({ destination: null }),
      invoke: {
        id: 'orderDraft',
        src: 'orderDraft',
        onDone: [
          { guard: { type: 'noLines', params: ({ event }) => event.output.lines }, target: 'idle', actions: notify(notices.emptyOrderWarning) },
          { guard: { type: 'goesTo', params: 'puls' }, target: 'sendingToPuls', actions: { type: 'rememberLines', params: ({ event }) => event.output.lines } },
          { guard: { type: 'goesTo', params: 'pharmacySystem' }, target: 'sendingToPharmacySystem', actions: { type: 'rememberLines', params: ({ event }) => event.output.lines } },
          { target: 'sendingToStu', actions: { type: 'rememberLines', params: ({ event }) => event.output.lines } },
        ],
        onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => notices.failure(notices.orderSendFailures.file, event.error) } },
      },
    },
    sendingToPuls: {
      entry: notify(notices.info(fileNotices.startedPulsOrder)),
      exit: assign({ lines: [] }),
      invoke: {
        id: 'sendToPuls',
        src: 'sendToPuls',
        input: ({ context }) => orderOf(context, context.lines).request,
        // A new wholesale result starts without the system results of an earlier order.
        onDone: { target: 'pulsResult', actions: assign({ pulsResult: ({ event }) => event.output, pharmacySystemResult: null, stuResult: null }) },
        onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => notices.failure(notices.orderSendFailures.puls, event.error) } },
      },
    },
    sendingToPharmacySystem: {
      entry: notify(notices.info(fileNotices.startedPharmacySystemOrder)),
      exit: assign({ lines: [] }),
      invoke: {
        id: 'sendToPharmacySystem',
        src: 'sendToPharmacySystem',
        input: ({ context }) => orderOf(context, context.lines),
        onDone: {
          target: 'idle',
          actions: [assign({ pharmacySystemResult: ({ event }) => event.output }), { type: 'notify', params: ({ event }) => notices.pharmacySystemSent(event.output) }],
        },
        onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => notices.pharmacySystemFailed(event.error) } },
      },
    },
    sendingToStu: {
      entry: notify(notices.info(fileNotices.startedStuOrder)),
      exit: assign({ lines: [] }),
      invoke: {
        id: 'sendToStu',
        src: 'sendToStu',
        input: ({ context }) => orderOf(context, context.lines),
        onDone: { target: 'idle', actions: [assign({ stuResult: ({ event }) => event.output }), { type: 'notify', params: ({ event }) => notices.stuSent(event.output) }] },
        onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => notices.stuFailed(event.error) } },
      },
    },
    pulsResult: pulsResultState,
  },
});
