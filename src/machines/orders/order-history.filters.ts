/*
 * The order history's filters: the system, the kind of order and the dates, applied to
 * the orders the gateway answered. Dates are the pharmacy's calendar days (the browser's time
 * zone), 'YYYY-MM-DD' as a date input gives them.
 */
import { lightFormat, subDays } from 'date-fns';
import type { OrderHistoryEntry } from '../../api/contract/orders';

/** The gateway keeps this many days of orders (OrderHistoryQuery's maximum); the history asks for all of them. */
export const ORDER_HISTORY_KEPT_DAYS = 366;
/** The period shown at first: the last 90 days, today included. */
export const ORDER_HISTORY_DAYS = 90;

export interface OrderHistoryFilters {
  /** null: every system. */
  system: OrderHistoryEntry['system'] | null;
  /** An order kind (orderKinds); null: every kind. */
  kind: string | null;
  /** First and last day shown, inclusive. */
  from: string;
  to: string;
}

const day = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

/** The last 90 days up to today. */
export const defaultFilters = (today: Date): OrderHistoryFilters => ({
  system: null,
  kind: null,
  from: day(subDays(today, ORDER_HISTORY_DAYS - 1)),
  to: day(today),
});

/** What the history calls the kind of an order: the recorded kind, else its type (older gateways). */
export const kindOf = (order: Pick<OrderHistoryEntry, 'kind' | 'type'>): string | null => order.kind ?? order.type;

/** The calendar day an order was sent on, where the pharmacy is. */
export const dayOf = (order: Pick<OrderHistoryEntry, 'created'>): string => day(new Date(order.created));

/** The orders every filter keeps, in the order given (newest first). */
export const filteredOrders = (orders: readonly OrderHistoryEntry[], filters: OrderHistoryFilters): OrderHistoryEntry[] =>
  orders.filter(
    (order) =>
      (filters.system === null || order.system === filters.system) &&
      (filters.kind === null || kindOf(order) === filters.kind) &&
      dayOf(order) >= filters.from &&
      dayOf(order) <= filters.to,
  );

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/u.test(text) && !Number.isNaN(new Date(`${text}T00:00:00`).getTime());

/** Why these dates cannot be shown, in Russian; null when they can. */
export function datesProblem(filters: Pick<OrderHistoryFilters, 'from' | 'to'>, today: Date): string | null {
  if (!isDay(filters.from) || !isDay(filters.to)) return 'Укажите обе даты периода';
  if (filters.from > filters.to) return 'Дата начала периода позже даты окончания';
  if (filters.from < day(subDays(today, ORDER_HISTORY_KEPT_DAYS - 1)))
    return `История хранит заказы за последние ${ORDER_HISTORY_KEPT_DAYS} дней`;
  return null;
}
