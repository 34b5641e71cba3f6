import type { PurchaseOrderAction } from '../../machines/purchase-order.actions';
import type { OrderSendEvent } from '../orders/OrderSend';

/** Each action of the dropdown as the order-send machine's event; the files are the gateway's. */
export function orderSendEventOf(action: PurchaseOrderAction): OrderSendEvent {
  switch (action) {
    case 'sendToPuls':
      return { type: 'order.sendToPuls' };
    case 'sendToPurchaseService':
      return { type: 'order.sendToPurchaseService' };
    case 'sendToPharmacySystem':
      return { type: 'order.sendToPharmacySystem' };
    case 'sendToStu':
      return { type: 'order.sendToStu' };
    case 'downloadOrder':
      return { type: 'order.downloadFile', kind: 'orderPositions' };
    case 'downloadPulsFile':
      return { type: 'order.downloadFile', kind: 'pulsFile' };
  }
}
