import type { ForecastAction } from '../../domain/forecast/actions';
import type { OrderSendEvent } from '../orders/OrderSend';

/** Each action of the dropdown as the order-send machine's event; the files are the worker's. */
export function orderSendEventOf(action: ForecastAction): OrderSendEvent {
  switch (action) {
    case 'downloadForecast':
      return { type: 'order.downloadFile', kind: 'allPositions' };
    case 'downloadProducts':
      return { type: 'order.downloadFile', kind: 'orderPositions' };
    case 'downloadOrderingSystemFile':
      return { type: 'order.downloadFile', kind: 'orderingSystemFile' };
    case 'sendToPuls':
      return { type: 'order.sendToPuls' };
    case 'sendToPharmacySystem':
      return { type: 'order.sendToPharmacySystem' };
    case 'sendToStu':
      return { type: 'order.sendToStu' };
  }
}

/** Actions that save a file: the cursor shows progress until it arrives. */
export const isDownload = (action: ForecastAction | null): boolean =>
  action === 'downloadForecast' || action === 'downloadProducts' || action === 'downloadOrderingSystemFile';
