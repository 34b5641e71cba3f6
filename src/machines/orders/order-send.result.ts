/*
 * The result modal 'Результат отправки заказа в Пульс' as the order-send machine's `pulsResult`
 * state: the modal is open exactly while the machine is here.
 *
 * ready                            waits for the user.
 * downloadingRejected              rejected.xlsx of the order is fetched, then saves itself.
 * confirmingRejected               sending the rejected positions to the pharmacy ordering
 *                                  system or СТУ moves money too: the dialog 'Подтверждение
 *                                  заказа' asks first; 'Отмена' back to ready, nothing sent.
 * sendingRejectedToPharmacySystem  the rejected positions go to the pharmacy ordering system.
 * downloadingRejectedForStu,
 * sendingRejectedToStu             'download and send to СТУ': the file first, so the user holds
 *                                  the list that СТУ gets, then the order.
 * 'Ок' clears the wholesale result and the answers for its rejected positions, and leaves for idle.
 */
import { and, assign } from 'xstate';
import { fileNotices } from '../../domain/orders/messages';
import * as notices from './order-send.notices';
import { notify, orderSendSetup } from './order-send.setup';
import { sendingTo } from './order-send.systems';

/** rejected.xlsx of the order fetched and saved (child `id`), then on to `then`; a failure says so and goes back to ready. */
const rejectedFile = (id: string, then: 'ready' | 'sendingRejectedToStu') =>
  orderSendSetup.createStateConfig({
    entry: notify(notices.started(fileNotices.started)),
    invoke: {
      id,
      src: 'rejectedXlsx',
      input: ({ context }) => ({ orderId: context.pulsResult!.orderId }),
      onDone: {
        target: then,
        actions: [
          { type: 'saveFile', params: ({ context, event }) => notices.rejectedFileToSave(context.pulsResult!.orderId, event.output) },
          notify(notices.fileReady),
        ],
      },
      onError: {
        target: 'ready',
        actions: { type: 'notify', params: ({ event }) => notices.failure(notices.orderSendFailures.rejected, event.error) },
      },
    },
  });

export const pulsResultState = orderSendSetup.createStateConfig({
  initial: 'ready',
  states: {
    ready: {
      entry: 'forgetOrder',
      on: {
        'result.downloadRejected': { guard: 'hasRejected', target: 'downloadingRejected' },
        'result.sendRejectedToPharmacySystem': {
          guard: and(['rejectedCanBeSent', 'pharmacySystemOffered']),
          target: 'confirmingRejected',
          actions: [assign({ destination: 'pharmacySystem' }), 'draftRejected'],
        },
        'result.downloadAndSendRejectedToStu': {
          guard: 'rejectedCanBeSent',
          target: 'confirmingRejected',
          actions: [assign({ destination: 'stu' }), 'draftRejected'],
        },
        'result.ok': { target: '#orderSend.idle', actions: 'clearPulsResult' },
      },
    },
    downloadingRejected: rejectedFile('rejectedXlsx', 'ready'),
    confirmingRejected: {
      on: {
        'confirm.send': [
          { guard: { type: 'goesTo', params: 'pharmacySystem' }, target: 'sendingRejectedToPharmacySystem' },
          { target: 'downloadingRejectedForStu' },
        ],
        'confirm.cancel': { target: 'ready' },
      },
    },
    sendingRejectedToPharmacySystem: sendingTo('pharmacySystem', {
      id: 'sendRejectedToPharmacySystem',
      answer: 'rejectedPharmacySystemResult',
      then: 'ready',
    }),
    // 'Download and send to СТУ': the file first, so the user holds the list that СТУ gets.
    downloadingRejectedForStu: rejectedFile('rejectedXlsxForStu', 'sendingRejectedToStu'),
    sendingRejectedToStu: sendingTo('stu', { id: 'sendRejectedToStu', answer: 'rejectedStuResult', then: 'ready' }),
  },
});
