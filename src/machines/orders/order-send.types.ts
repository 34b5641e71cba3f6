import type { OrderKind, OrderType } from '../../api/contract/orders';
import type { OrderDraft, OrderFile } from '../../domain/orders/order-draft';

/**
 * What an order screen gives the order-send machine and what it may ask of it. Every order screen
 * (profit forecast, purchase order, RG order, recommended order) speaks this one vocabulary.
 */
export type { OrderType } from '../../api/contract/orders';
export type { OrderLine } from '../../domain/orders/positions';
export type { OrderDraft, OrderFile } from '../../domain/orders/order-draft';

/**
 * The files an order screen builds (in its worker), by what they hold:
 *   allPositions        every row, ordered or not ('Скачать весь прогноз', RG 'whole list')
 *   orderPositions      the rows above 0 as a spreadsheet ('Скачать товары заказа')
 *   orderingSystemFile  the rows above 0 for the ordering systems (XML)
 *   pulsFile            the rows above 0 for the wholesale information system Пульс (csv)
 */
export const orderFileKinds = ['allPositions', 'orderPositions', 'orderingSystemFile', 'pulsFile'] as const;
export type OrderFileKind = (typeof orderFileKinds)[number];

/**
 * The screen's side of an order. Both take their AbortSignal first (the workers' convention):
 * leaving the screen aborts what is under way.
 */
export interface OrderSource {
  /**
   * The order as it would be sent: one line per row whose quantity is above 0 (§5), and its sum
   * at the screen's prices, for the confirmation before it leaves.
   */
  orderDraft(signal: AbortSignal): Promise<OrderDraft>;
  /**
   * The file of that kind; null when it would hold no rows (nothing above 0 to put in it). A
   * source that builds large files tells `progress` how far it is; an aborted `signal` stops it.
   */
  buildFile(signal: AbortSignal, kind: OrderFileKind, progress?: (progress: FileProgress) => void): Promise<OrderFile | null>;
}

/** How far a file being built is. */
export interface FileProgress {
  /** Rows written so far. */
  written: number;
  /** All the file's rows. */
  total: number;
}

/** What the screen (its action dropdown) and the result modal send. */
export type OrderSendEvent =
  | { type: 'order.downloadFile'; kind: OrderFileKind }
  | { type: 'order.sendToPuls' }
  | { type: 'order.sendToPharmacySystem' }
  | { type: 'order.sendToStu' }
  /** Places the order with the distributor's purchase service (execute); 'pi' and 'rg' orders only. */
  | { type: 'order.sendToPurchaseService' }
  | { type: 'result.downloadRejected' }
  | { type: 'result.sendRejectedToPharmacySystem' }
  | { type: 'result.downloadAndSendRejectedToStu' }
  | { type: 'result.ok' };

/** The event that saves the order's file of `kind` (a screen's download actions). */
export const downloadOf = (kind: OrderFileKind): OrderSendEvent => ({ type: 'order.downloadFile', kind });

/**
 * What the order-send machine tells the screen's machine that started it (order-send.parent.ts):
 * the request it was given is over, the file saved, the confirmation cancelled, the answer shown
 * or the Пульс result open; `sent` when an order reached a system.
 */
export type OrderSendNews = { type: 'orderSend.settled'; sent: boolean };

/** How the machine knows which order it sends. */
export interface OrderSendInput {
  type: OrderType;
  /** The screen when the type alone does not tell it ('recommended'); the history names it. */
  kind?: OrderKind;
  /** Staff order for a chosen pharmacy; a pharmacy user's own pharmacy needs none. */
  pharmacyId?: number | null;
}
