import { assign, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { PulsPurchaseResult, SystemOrderResult } from '../api/contract/orders';
import { mergeLines } from '../domain/orders/positions';
import { orderSendActors } from './order-send.actors';
import type { SavedFile } from './order-send.notices';
import type { SnackbarContent, snackbarMachine } from './snackbar.machine';
import type { OrderFile, OrderFileKind, OrderLine, OrderSendEvent, OrderSendInput } from './order-send.types';

/** The order-send machine's types, actions and guards; its states are in order-send.machine.ts. */
export interface OrderSendMachineInput extends OrderSendInput {
  /** The app-wide snackbar actor: every notice of §8 goes there. */
  snackbar: ActorRefFrom<typeof snackbarMachine>;
  /** The day default file names carry; tests fix it. */
  now?: () => Date;
}

export interface OrderSendContext extends Required<Omit<OrderSendMachineInput, 'pharmacyId'>> {
  pharmacyId: number | null;
  /** Where the order being collected goes. */
  destination: 'puls' | 'pharmacySystem' | 'stu' | null;
  fileKind: OrderFileKind | null;
  /** The order on its way (rows above 0). */
  lines: OrderLine[];
  pulsResult: PulsPurchaseResult | null;
  pharmacySystemResult: SystemOrderResult | null;
  stuResult: SystemOrderResult | null;
}

/** The screen's events, and the provider's word that staff now order for another pharmacy. */
export type OrderSendMachineEvent = OrderSendEvent | { type: 'order.pharmacyChosen'; pharmacyId: number | null };

export const orderSendSetup = setup({
  types: {} as { input: OrderSendMachineInput; context: OrderSendContext; events: OrderSendMachineEvent },
  actors: orderSendActors,
  actions: {
    notify: sendTo(({ context }) => context.snackbar, (_, snackbar: SnackbarContent) => ({ type: 'snackbar.show' as const, snackbar })),
    /** The browser's save (src/screens/orders/save-file.ts) comes in with provide(); tests fake it. */
    saveFile: (_, file: SavedFile): void => {
      throw new Error(`saveFile is not provided: «${file.fileName}» was not saved`);
    },
    // One line per product, whatever rows the screen has (a product may be in two initiatives).
    rememberLines: assign({ lines: (_, lines: OrderLine[]) => mergeLines(lines) }),
    clearResults: assign({ pulsResult: null, pharmacySystemResult: null, stuResult: null }),
  },
  guards: {
    noLines: (_, lines: OrderLine[]) => lines.length === 0,
    noFile: (_, file: OrderFile | null) => file === null,
    goesTo: ({ context }, destination: OrderSendContext['destination']) => context.destination === destination,
    hasRejected: ({ context }) => (context.pulsResult?.rejected.length ?? 0) > 0,
    // Rejected positions go to one system once: a second send would order them twice.
    rejectedCanBeSent: ({ context }) =>
      (context.pulsResult?.rejected.length ?? 0) > 0 && !context.pharmacySystemResult && !context.stuResult,
  },
});

/** A notice as an action of a transition. */
export const notify = (content: SnackbarContent) => ({ type: 'notify', params: content }) as const;

/** The order path and body a system send needs. */
export const orderOf = (context: OrderSendContext, lines: OrderLine[]) => ({
  type: context.type,
  request: { lines, pharmacyId: context.pharmacyId },
});
