import type { ForecastAction } from '../../domain/forecast/actions';
import { downloadOf, type OrderSendEvent, type OrderSource } from '../orders/order-send.types';
import type { ForecastPort } from './profit-forecast.types';

/**
 * The profit forecast as the order-send machine reads it: the order and every file are the forecast
 * worker's (it has the back end build them from the rows, or builds them itself: forecast-files.ts).
 */
export const forecastOrderSource = (worker: Pick<ForecastPort, 'orderDraft' | 'buildFile'>): OrderSource => ({
  orderDraft: () => worker.orderDraft(),
  // The worker hears of an abort (the user's 'Отменить', the screen closed) in its next progress answer.
  buildFile: (signal, kind, progress) =>
    worker.buildFile(kind, (reached) => {
      if (signal.aborted) return false;
      progress?.(reached);
      return true;
    }),
});

/** Each action of the dropdown as the order-send machine's event; the files are the worker's. */
const orderSendEvents: Readonly<Record<ForecastAction, OrderSendEvent>> = {
  downloadForecast: downloadOf('allPositions'),
  downloadProducts: downloadOf('orderPositions'),
  downloadOrderingSystemFile: downloadOf('orderingSystemFile'),
  downloadPulsFile: downloadOf('pulsFile'),
  sendToPuls: { type: 'order.sendToPuls' },
  sendToPharmacySystem: { type: 'order.sendToPharmacySystem' },
  sendToStu: { type: 'order.sendToStu' },
};

export const orderSendEventOf = (action: ForecastAction): OrderSendEvent => orderSendEvents[action];
