import type { OrderHistoryEntry } from '../api/contract/orders';
import { orderKey, type OrderHistorySnapshot } from './order-history.machine';

/** What the order history screen reads from its machine; each value changes only when what it shows does. */
export type OrderHistoryView = 'loading' | 'failed' | 'empty' | 'shown';

export function selectView(snapshot: OrderHistorySnapshot): OrderHistoryView {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('shown')) return 'shown';
  return 'loading';
}

/** The spec's fallback when a failure carries no message. */
export const historyErrorFallback = 'Ошибка';
export const downloadFailedTitle = 'Не удалось скачать отклонённые позиции';

export const selectOrders = (snapshot: OrderHistorySnapshot) => snapshot.context.orders;

export const selectLoadError = (snapshot: OrderHistorySnapshot): string | null =>
  snapshot.matches('failed') ? snapshot.context.error?.message.trim() || historyErrorFallback : null;

/** The order whose refused lines show, or null. */
export const selectOpenOrder = (snapshot: OrderHistorySnapshot): OrderHistoryEntry | null => {
  const key = snapshot.context.openOrder;
  return key === null ? null : (snapshot.context.orders.find((order) => orderKey(order) === key) ?? null);
};

export const selectDownloading = (snapshot: OrderHistorySnapshot) => snapshot.matches({ shown: 'downloading' });

export const selectDownloadError = (snapshot: OrderHistorySnapshot): string | null => {
  const error = snapshot.context.downloadError;
  return error ? `${downloadFailedTitle}: ${error.message.trim() || historyErrorFallback}` : null;
};
