import { forecastActionTexts } from '../../domain/forecast/actions';
import { downloadOf, type OrderSendEvent } from './order-send.types';

/**
 * The order actions of the three order screens of the positions worker: the purchase order by
 * initiative, the RG order (§2.4, item 3) and the recommended order (§2.3,
 * item 4). Each screen offers some of them; each is one event of the order-send machine, and the
 * files are built by the screen's order source (purchase-order.source.ts, rg-order.source.ts,
 * recommended-order.source.ts) under the machine's file kinds.
 */
export const orderActions = [
  'sendToPuls',
  'sendToPurchaseService',
  'sendToPharmacySystem',
  'sendToStu',
  'downloadOrder',
  'downloadWholeList',
  'downloadPulsFile',
] as const;
export type OrderAction = (typeof orderActions)[number];

/**
 * §2.4's five, in its order: the spreadsheet of the rows above 0, the whole list, the Пульс file,
 * СТУ, Пульс; then the purchase service (§7.3 purchase-order-rg-execute), which §2.4 does not list
 * but §7.3 names for RG orders: last, so the spec's five keep their places.
 */
export const rgOrderActions: readonly OrderAction[] = [
  'downloadOrder',
  'downloadWholeList',
  'downloadPulsFile',
  'sendToStu',
  'sendToPuls',
  'sendToPurchaseService',
];
/** §2.3: the wholesale send first (it is the default), the spreadsheet, СТУ. */
export const recommendedOrderActions: readonly OrderAction[] = ['sendToPuls', 'downloadOrder', 'sendToStu'];

export const orderActionLabels: Readonly<Record<OrderAction, string>> = {
  sendToPuls: 'Отправить заказ в Пульс',
  sendToPurchaseService: 'Оформить заказ в сервисе закупок',
  sendToPharmacySystem: 'Отправить заказ в систему заказов аптеки',
  sendToStu: 'Отправить заказ в СТУ',
  downloadOrder: 'Скачать заказ (xlsx)',
  downloadWholeList: 'Скачать весь список',
  downloadPulsFile: 'Скачать файл для информационной системы Пульс',
};

/** The dropdown's placeholder and the button, as on the profit forecast. */
export const orderActionTexts = forecastActionTexts;

/** Each action as the order-send machine's event; the files are built under its file kinds. */
const orderSendEvents: Readonly<Record<OrderAction, OrderSendEvent>> = {
  sendToPuls: { type: 'order.sendToPuls' },
  sendToPurchaseService: { type: 'order.sendToPurchaseService' },
  sendToPharmacySystem: { type: 'order.sendToPharmacySystem' },
  sendToStu: { type: 'order.sendToStu' },
  downloadOrder: downloadOf('orderPositions'),
  downloadWholeList: downloadOf('allPositions'),
  downloadPulsFile: downloadOf('pulsFile'),
};

export const orderSendEventOf = (action: OrderAction): OrderSendEvent => orderSendEvents[action];

/** Actions that save a file: the cursor shows progress until it arrives. */
export const isDownloadAction = (action: OrderAction | null): boolean =>
  action === 'downloadOrder' || action === 'downloadWholeList' || action === 'downloadPulsFile';
