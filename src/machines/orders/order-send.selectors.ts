import type { SnapshotFrom } from 'xstate';
import type { orderSendMachine } from './order-send.machine';

/**
 * What order screens, the confirmation dialog, the result modal and the result panel read. Every
 * flag is derived from the state; each selector returns a value that changes only when what it
 * shows changes.
 */
type OrderSendSnapshot = SnapshotFrom<typeof orderSendMachine>;

/** A file is being built: the progress cursor, the execute button waits. */
export const selectPreparingFile = (snapshot: OrderSendSnapshot) => snapshot.matches('preparingFile');

/** An order is being collected, confirmed, or is with Пульс, the pharmacy ordering system, СТУ or the purchase service. */
export const selectSending = (snapshot: OrderSendSnapshot) =>
  snapshot.matches('collectingOrder') ||
  snapshot.matches('confirming') ||
  snapshot.matches('sendingToPuls') ||
  snapshot.matches('sendingToPharmacySystem') ||
  snapshot.matches('sendingToStu') ||
  snapshot.matches('sendingToPurchaseService');

/** Anything but idle: the screen's actions wait (one request at a time). */
export const selectBusy = (snapshot: OrderSendSnapshot) => !snapshot.matches('idle');

/* ---- the confirmation 'Подтверждение заказа' ---- */

/** The dialog is open: for an order of the screen, or for the rejected positions of a Пульс order. */
export const selectConfirmOpen = (snapshot: OrderSendSnapshot) =>
  snapshot.matches('confirming') || snapshot.matches({ pulsResult: 'confirmingRejected' });

export const selectConfirmDestination = (snapshot: OrderSendSnapshot) => snapshot.context.destination;
export const selectConfirmDraft = (snapshot: OrderSendSnapshot) => snapshot.context.draft;

/** Where the Пульс warehouse check stands; null when the destination has none. */
export type StockCheckView = 'checking' | 'checked' | 'failed' | 'notChecked' | null;
export const selectStockCheckView = (snapshot: OrderSendSnapshot): StockCheckView =>
  snapshot.matches({ confirming: 'checkingStock' })
    ? 'checking'
    : snapshot.matches({ confirming: 'stockChecked' })
      ? 'checked'
      : snapshot.matches({ confirming: 'stockCheckFailed' })
        ? 'failed'
        : snapshot.matches({ confirming: 'stockNotChecked' })
          ? 'notChecked'
          : null;

export const selectStockCheck = (snapshot: OrderSendSnapshot) => snapshot.context.stockCheck;
export const selectStockCheckError = (snapshot: OrderSendSnapshot) => snapshot.context.stockCheckError;

/** 'Отправить' does something now (not while the warehouse is being asked). */
export const selectCanConfirm = (snapshot: OrderSendSnapshot) => snapshot.can({ type: 'confirm.send' });

/* ---- the result modal 'Результат отправки заказа в Пульс' ---- */

/** The modal is open (the confirmation for its rejected positions may be open above it). */
export const selectResultOpen = (snapshot: OrderSendSnapshot) => snapshot.matches('pulsResult');

/** A request of the modal is under way, or its confirmation is open: its buttons wait. */
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

/**
 * Whether a button of the modal is there at all: 'send to the pharmacy ordering system' is hidden
 * when the check of that system answered an empty list, as the order screens' own lists hide it.
 */
export const selectResultActionShown =
  (type: RejectedAction) =>
  (snapshot: OrderSendSnapshot): boolean =>
    type !== 'result.sendRejectedToPharmacySystem' || snapshot.context.pharmacySystems !== 0;

/** What the systems answered for the rejected positions, shown inside the modal. */
export const selectRejectedPharmacySystemResult = (snapshot: OrderSendSnapshot) => snapshot.context.rejectedPharmacySystemResult;
export const selectRejectedStuResult = (snapshot: OrderSendSnapshot) => snapshot.context.rejectedStuResult;

/* ---- the result panel under the screen's order actions ---- */

export const selectPharmacySystemResult = (snapshot: OrderSendSnapshot) => snapshot.context.pharmacySystemResult;
export const selectStuResult = (snapshot: OrderSendSnapshot) => snapshot.context.stuResult;
export const selectExecuteResult = (snapshot: OrderSendSnapshot) => snapshot.context.executeResult;

/** The panel shows while any answer is kept. */
export const selectHasResults = (snapshot: OrderSendSnapshot) =>
  !!(snapshot.context.pharmacySystemResult || snapshot.context.stuResult || snapshot.context.executeResult);

/* ---- the line of a send that failed ---- */

/** Where the last failed send went and why; null when none failed since the last order that left, or the user closed the line. */
export const selectSendFailure = (snapshot: OrderSendSnapshot) => snapshot.context.sendFailure;

/** How far the file being built is (rows written of all), while its builder tells; null otherwise. */
export const selectFileProgress = (snapshot: OrderSendSnapshot) =>
  snapshot.matches('preparingFile') ? snapshot.context.fileProgress : null;
