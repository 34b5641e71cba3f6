import type { OrderHistoryEntry, OrderLines } from '../../api/contract/orders';
import { filteredOrders } from './order-history.filters';
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
/** The title of a failed read of an order's lines; the reason follows it (RetryAlert). */
export const linesFailedTitle = 'Не удалось загрузить строки заказа';

/** Every order the gateway answered. */
export const selectOrders = (snapshot: OrderHistorySnapshot) => snapshot.context.orders;

export const selectFilters = (snapshot: OrderHistorySnapshot) => snapshot.context.filters;
export const selectFilterProblem = (snapshot: OrderHistorySnapshot) => snapshot.context.filterProblem;

/** The orders the filters keep, newest first (a new array each call: screens memoise on orders and filters). */
export const selectShownOrders = (snapshot: OrderHistorySnapshot): OrderHistoryEntry[] =>
  filteredOrders(snapshot.context.orders, snapshot.context.filters);

export const selectLoadError = (snapshot: OrderHistorySnapshot): string | null =>
  snapshot.matches('failed') ? snapshot.context.error?.message.trim() || historyErrorFallback : null;

/** The order that is open, or null. */
export const selectOpenOrder = (snapshot: OrderHistorySnapshot): OrderHistoryEntry | null => {
  const key = snapshot.context.openOrder;
  return key === null ? null : (snapshot.context.orders.find((order) => orderKey(order) === key) ?? null);
};

/** The open order's lines: on their way, every one, failed (with the message), or not offered by the gateway. */
export type OpenLines =
  { state: 'loading' } | { state: 'loaded'; lines: OrderLines } | { state: 'failed'; message: string } | { state: 'unavailable' };

export function selectOpenLines(snapshot: OrderHistorySnapshot): OpenLines | null {
  if (snapshot.matches({ shown: { lines: 'loading' } })) return { state: 'loading' };
  if (snapshot.matches({ shown: { lines: 'loaded' } })) return { state: 'loaded', lines: snapshot.context.lines ?? [] };
  if (snapshot.matches({ shown: { lines: 'failed' } }))
    return { state: 'failed', message: snapshot.context.linesError?.message.trim() || historyErrorFallback };
  if (snapshot.matches({ shown: { lines: 'unavailable' } })) return { state: 'unavailable' };
  return null;
}

export const selectDownloading = (snapshot: OrderHistorySnapshot) => snapshot.matches({ shown: { download: 'downloading' } });

export const selectDownloadError = (snapshot: OrderHistorySnapshot): string | null => {
  const error = snapshot.context.downloadError;
  return error ? `${downloadFailedTitle}: ${error.message.trim() || historyErrorFallback}` : null;
};
