import type { SnapshotFrom } from 'xstate';
import type { orderSendMachine } from './order-send.machine';

/**
 * What order screens and the result modal read. Every flag is derived from the state; each
 * selector returns a value that changes only when what it shows changes.
 */
type OrderSendSnapshot = SnapshotFrom<typeof orderSendMachine>;

/** A file is being built: the progress cursor, the execute button waits. */
export const selectPreparingFile = (snapshot: OrderSendSnapshot) => snapshot.matches('preparingFile');

/** An order is being collected or is with Пульс, the pharmacy ordering system or СТУ. */
export const selectSending = (snapshot: OrderSendSnapshot) =>
  snapshot.matches('collectingOrder') ||
  snapshot.matches('sendingToPuls') ||
  snapshot.matches('sendingToPharmacySystem') ||
  snapshot.matches('sendingToStu');

/** Anything but idle: the screen's actions wait (one request at a time). */
export const selectBusy = (snapshot: OrderSendSnapshot) => !snapshot.matches('idle');

/** Nothing is under way: idle, or the result modal waiting for the user. */
export const selectSettled = (snapshot: OrderSendSnapshot) => snapshot.matches('idle') || snapshot.matches({ pulsResult: 'ready' });

/** The modal 'Результат отправки заказа в Пульс' is open. */
export const selectResultOpen = (snapshot: OrderSendSnapshot) => snapshot.matches('pulsResult');

/** A request of the modal is under way: its buttons wait. */
export const selectResultBusy = (snapshot: OrderSendSnapshot) =>
  snapshot.matches('pulsResult') && !snapshot.matches({ pulsResult: 'ready' });

export const selectPulsOrderId = (snapshot: OrderSendSnapshot) => snapshot.context.pulsResult?.orderId ?? null;

const noRejected: readonly never[] = [];
export const selectRejected = (snapshot: OrderSendSnapshot) => snapshot.context.pulsResult?.rejected ?? noRejected;

/**
 * Whether a button of the modal does something now, as the machine's guards decide: there are
 * rejected positions, nothing is under way, and they were not yet sent to a system.
 */
export type RejectedAction = 'result.downloadRejected' | 'result.sendRejectedToPharmacySystem' | 'result.downloadAndSendRejectedToStu';

export const selectResultAction =
  (type: RejectedAction) =>
  (snapshot: OrderSendSnapshot): boolean =>
    snapshot.can({ type });

export const selectPharmacySystemResult = (snapshot: OrderSendSnapshot) => snapshot.context.pharmacySystemResult;
export const selectStuResult = (snapshot: OrderSendSnapshot) => snapshot.context.stuResult;
