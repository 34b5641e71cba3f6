import { assign, enqueueActions, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { OrderExecuteResult, OrderKind, PulsPurchaseResult, PulsStockCheck, SystemOrderResult } from '../../api/contract/orders';
import type { OrderDestination } from '../../domain/orders/confirmation';
import { blocksSending } from '../../domain/orders/order-quantity';
import { mergeLines } from '../../domain/orders/positions';
import { orderSendActors } from './order-send.actors';
import { rejectedLines, sendFailureReason, type SavedFile } from './order-send.notices';
import type { SnackbarContent, snackbarMachine } from '../shared/snackbar.machine';
import type {
  FileProgress,
  OrderDraft,
  OrderFile,
  OrderFileKind,
  OrderLine,
  OrderSendEvent,
  OrderSendInput,
  OrderSendNews,
  OrderSource,
} from './order-send.types';
import { sharedOrderKey } from '../../api/orders/send-keys';
import type { PharmacySystemsCheck } from '../../domain/orders/pharmacy-systems';

/** The order-send machine's types, actions and guards; its states are in order-send.machine.ts. */
export interface OrderSendMachineInput extends OrderSendInput {
  /** The app-wide snackbar actor: every notice of §8 goes there. */
  snackbar: ActorRefFrom<typeof snackbarMachine>;
  /** The day default file names carry; tests fix it. */
  now?: () => Date;
  /** The screen's rows: the order above 0 and the files of its worker (read when asked, never copied). */
  source: OrderSource;
}

export interface OrderSendContext extends Required<Omit<OrderSendMachineInput, 'pharmacyId' | 'kind'>> {
  pharmacyId: number | null;
  /** The screen when the type alone does not tell it; null: the type says it all. */
  kind: OrderKind | null;
  /** Where the order being collected, confirmed or sent goes. */
  destination: OrderDestination | null;
  fileKind: OrderFileKind | null;
  /** How far the file being built is: rows written of all its rows; null until its builder tells. */
  fileProgress: FileProgress | null;
  /** The order being confirmed and sent (one line per product above 0, and its sum). */
  draft: OrderDraft | null;
  /** What the Пульс warehouse would refuse of the draft, and why the check could not tell. */
  stockCheck: PulsStockCheck | null;
  stockCheckError: string | null;
  /** The result modal's order, and what the systems answered for its rejected positions. */
  pulsResult: PulsPurchaseResult | null;
  rejectedPharmacySystemResult: SystemOrderResult | null;
  rejectedStuResult: SystemOrderResult | null;
  /**
   * What the screen's check of this pharmacy's ordering systems said: 0 hides the 'send to the
   * pharmacy ordering system' action of the result modal (spec: an empty list hides it); a count,
   * 'failed', or null when the screen did not check leave it offered.
   */
  pharmacySystems: PharmacySystemsCheck;
  /** The result panel: the last answer of each system, until the user closes it. */
  pharmacySystemResult: SystemOrderResult | null;
  stuResult: SystemOrderResult | null;
  executeResult: OrderExecuteResult | null;
  /**
   * The Idempotency-Key of the order being sent and the order it was made for: kept
   * while that same order is sent again after a failure (an answer lost on the way), so the
   * gateway answers it as the first instead of storing it twice; dropped once an answer came.
   */
  sendKey: { key: string; order: string } | null;
  /** The last send that failed, where it went and why, until the user sends again or closes the line. */
  sendFailure: { destination: OrderDestination; reason: string } | null;
}

/**
 * The screen's events; the confirmation dialog's and the result panel's; and the provider's word
 * that staff now order for another pharmacy.
 */
export type OrderSendMachineEvent =
  | OrderSendEvent
  | { type: 'confirm.send' }
  /** The file's builder: rows written so far of all the file's rows. */
  | { type: 'file.progress'; written: number; total: number }
  /** 'Отменить' beside the file's progress: the file is not built further, nothing is saved. */
  | { type: 'file.stop' }
  | { type: 'confirm.cancel' }
  /** «Проверить снова» under a failed check of Пульс's stock. */
  | { type: 'confirm.recheckStock' }
  | { type: 'results.close' }
  | { type: 'sendFailure.dismiss' }
  | { type: 'order.pharmacyChosen'; pharmacyId: number | null }
  | { type: 'order.pharmacySystemsChecked'; check: PharmacySystemsCheck };

export const orderSendSetup = setup({
  types: {} as { input: OrderSendMachineInput; context: OrderSendContext; events: OrderSendMachineEvent },
  actors: orderSendActors,
  actions: {
    notify: sendTo(
      ({ context }) => context.snackbar,
      (_, snackbar: SnackbarContent) => ({ type: 'snackbar.show' as const, snackbar }),
    ),
    /** The browser's save (src/screens/orders/send/save-file.ts) comes in with provide(); tests fake it. */
    saveFile: (_, file: SavedFile): void => {
      throw new Error(`saveFile is not provided: «${file.fileName}» was not saved`);
    },
    // One line per product, whatever rows the screen has (a product may be in two initiatives).
    rememberDraft: assign({
      draft: (_, draft: OrderDraft) => ({ lines: mergeLines(draft.lines), sum: draft.sum, unusual: draft.unusual ?? [] }),
    }),
    // The rejected positions come without prices: the confirmation names no sum.
    draftRejected: assign({ draft: ({ context }) => ({ lines: rejectedLines(context.pulsResult), sum: null, unusual: [] }) }),
    forgetOrder: assign({ destination: null, draft: null, stockCheck: null, stockCheckError: null }),
    keyOrder: assign({
      sendKey: ({ context }) => {
        const order = JSON.stringify({
          destination: context.destination,
          type: context.type,
          pharmacyId: context.pharmacyId,
          lines: context.draft?.lines ?? [],
        });
        // Another tab confirming the same order takes its key (send-keys.ts): stored once, not twice.
        return context.sendKey?.order === order ? context.sendKey : { key: sharedOrderKey(order), order };
      },
    }),
    forgetKey: assign({ sendKey: null }),
    keepSendFailure: assign({
      sendFailure: ({ context }, error: unknown) =>
        context.destination ? { destination: context.destination, reason: sendFailureReason(error) } : null,
    }),
    forgetSendFailure: assign({ sendFailure: null }),
    /**
     * The screen's machine that asked (order-send.parent.ts) hears that its request is over; `sent`:
     * an order reached a system (the screen's draft is then done). Started alone (tests), there is
     * no one to tell.
     */
    tellParent: enqueueActions(({ self, enqueue }, sent: boolean) => {
      if (self._parent) enqueue.sendParent({ type: 'orderSend.settled', sent } satisfies OrderSendNews);
    }),
    clearPulsResult: assign({ pulsResult: null, rejectedPharmacySystemResult: null, rejectedStuResult: null }),
    closeResults: assign({ pharmacySystemResult: null, stuResult: null, executeResult: null }),
  },
  guards: {
    noLines: (_, lines: OrderLine[]) => lines.length === 0,
    // A line above the per-line bound: the confirmation names it and the order cannot leave.
    overBound: (_, draft: OrderDraft) => blocksSending(draft.unusual),
    noFile: (_, file: OrderFile | null) => file === null,
    goesTo: ({ context }, destination: OrderDestination) => context.destination === destination,
    // Only purchase ('pi') and RG ('rg') orders have an execute call.
    canExecute: ({ context }) => context.type !== 'mtx',
    hasRejected: ({ context }) => (context.pulsResult?.rejected.length ?? 0) > 0,
    // Rejected positions go to one system once: a second send would order them twice.
    rejectedCanBeSent: ({ context }) =>
      (context.pulsResult?.rejected.length ?? 0) > 0 && !context.rejectedPharmacySystemResult && !context.rejectedStuResult,
    // Not when the check of the pharmacy ordering system answered an empty list: there is nowhere to send.
    pharmacySystemOffered: ({ context }) => context.pharmacySystems !== 0,
  },
});

/** The parent's request is over: nothing was sent, or an order reached a system. */
export const settled = { type: 'tellParent', params: false } as const;
export const sent = { type: 'tellParent', params: true } as const;

/** A notice as an action of a transition. */
export const notify = (content: SnackbarContent) => ({ type: 'notify', params: content }) as const;

/** An order send's path and body, with the order's Idempotency-Key (keyOrder made it on the way in). */
export const keyedOrderOf = (context: OrderSendContext) => {
  const { type, request } = orderOf(context);
  return { type, request: { ...request, idempotencyKey: context.sendKey?.key } };
};

/** The order path and body a system send needs: the draft being sent. */
export const orderOf = (context: OrderSendContext) => ({
  type: context.type,
  request: { lines: context.draft?.lines ?? [], pharmacyId: context.pharmacyId, ...(context.kind ? { kind: context.kind } : {}) },
});

/** A failed send's actions: the line that stays (keepSendFailure) before whatever else the state does. */
export const keepSendFailure = { type: 'keepSendFailure', params: ({ event }: { event: { error: unknown } }) => event.error } as const;
