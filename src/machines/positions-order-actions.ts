import { forecastActionTexts } from '../domain/forecast/actions';
import type { OrderSendEvent } from './order-send.types';

/**
 * The order actions of the RG order (spec §2.4, issue 8 item 3) and of the recommended order
 * (§2.3, item 4), each one event of the order-send machine. The files are built by the screen's
 * order source (rg-order.source.ts, recommended-order.source.ts) under the machine's file kinds.
 */
export const orderActions = ['downloadOrder', 'downloadWholeList', 'downloadPulsFile', 'sendToStu', 'sendToPuls'] as const;
export type OrderAction = (typeof orderActions)[number];

/** §2.4's five, in its order: the spreadsheet of the rows above 0, the whole list, the Пульс file, СТУ, Пульс. */
export const rgOrderActions: readonly OrderAction[] = orderActions;
/** §2.3: the wholesale send first (it is the default), the spreadsheet, СТУ. */
export const recommendedOrderActions: readonly OrderAction[] = ['sendToPuls', 'downloadOrder', 'sendToStu'];

export const orderActionLabels: Readonly<Record<OrderAction, string>> = {
  downloadOrder: 'Скачать заказ (xlsx)',
  downloadWholeList: 'Скачать весь список',
  downloadPulsFile: 'Скачать файл для информационной системы Пульс',
  sendToStu: 'Отправить заказ в СТУ',
  sendToPuls: 'Отправить заказ в Пульс',
};

/** The dropdown's placeholder and the button, as on the profit forecast. */
export const orderActionTexts = forecastActionTexts;

export function orderSendEventOf(action: OrderAction): OrderSendEvent {
  switch (action) {
    case 'downloadOrder':
      return { type: 'order.downloadFile', kind: 'orderPositions' };
    case 'downloadWholeList':
      return { type: 'order.downloadFile', kind: 'allPositions' };
    case 'downloadPulsFile':
      return { type: 'order.downloadFile', kind: 'pulsFile' };
    case 'sendToStu':
      return { type: 'order.sendToStu' };
    case 'sendToPuls':
      return { type: 'order.sendToPuls' };
  }
}

/** Actions that save a file: the cursor shows progress until it arrives. */
export const isDownloadAction = (action: OrderAction | null): boolean =>
  action === 'downloadOrder' || action === 'downloadWholeList' || action === 'downloadPulsFile';
