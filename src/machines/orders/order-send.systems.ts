import { assign } from 'xstate';
import type { SystemOrderResult } from '../../api/contract/orders';
import { fileNotices } from '../../domain/orders/messages';
import * as notices from './order-send.notices';
import { keepSendFailure, keyedOrderOf, notify, orderSendSetup, sent, settled, type OrderSendContext } from './order-send.setup';

/** The two systems that take an order as it is and answer alike (§7.3 send-to-pharmacy-system, send-to-stu). */
const systems = {
  pharmacySystem: {
    src: 'sendToPharmacySystem',
    started: fileNotices.startedPharmacySystemOrder,
    sent: notices.pharmacySystemSent,
    failed: notices.pharmacySystemFailed,
  },
  stu: { src: 'sendToStu', started: fileNotices.startedStuOrder, sent: notices.stuSent, failed: notices.stuFailed },
} as const;

type SystemAnswer = Pick<OrderSendContext, 'pharmacySystemResult' | 'stuResult' | 'rejectedPharmacySystemResult' | 'rejectedStuResult'>;

/** The context's change that keeps a system's answer where the sending state says. */
function keptAnswer(field: keyof SystemAnswer, answer: SystemOrderResult): Partial<OrderSendContext> {
  const kept: Partial<SystemAnswer> = {};
  kept[field] = answer;
  return kept;
}

interface SystemSending {
  /** The child's id while the order is on its way. */
  id: string;
  /** Where the answer is kept: the result panel's, or the Пульс result's for its rejected positions. */
  answer: keyof SystemAnswer;
  /** Back to idle when the screen's order was sent (the screen's machine hears it is over), to the Пульс result otherwise. */
  then: 'idle' | 'ready';
}

/**
 * An order with the pharmacy ordering system or СТУ: it leaves under its Idempotency-Key (kept
 * until it is answered, so a send asked again is the same order); the answer is kept and said in
 * a snackbar, a failure stays as the line «Заказ не отправлен: …». The screen's own order tells
 * the screen's machine that it is over; the rejected positions of the Пульс result do not (the
 * result modal stays open).
 */
export function sendingTo(system: keyof typeof systems, { id, answer, then }: SystemSending) {
  const { src, started, sent: sentNotice, failed } = systems[system];
  const tellScreen = then === 'idle';
  return orderSendSetup.createStateConfig({
    entry: ['keyOrder', 'forgetSendFailure', notify(notices.started(started))],
    invoke: {
      id,
      src,
      input: ({ context }) => keyedOrderOf(context),
      onDone: {
        target: then,
        actions: [
          'forgetKey',
          assign(({ event }) => keptAnswer(answer, event.output)),
          { type: 'notify', params: ({ event }) => sentNotice(event.output) },
          ...(tellScreen ? [sent] : []),
        ],
      },
      onError: {
        target: then,
        actions: [keepSendFailure, { type: 'notify', params: ({ event }) => failed(event.error) }, ...(tellScreen ? [settled] : [])],
      },
    },
  });
}
