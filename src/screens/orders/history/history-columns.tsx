import type { OrderHistoryEntry } from '../../../api/contract/orders';
import { formatDateTime, orderKindName, orderSystemNames } from '../../../domain/orders/history';
import { kindOf } from '../../../machines/orders/order-history.filters';
import type { GridColumn } from '../../../ui/grid/grid-columns';

/** Rows tall enough for a system's or a kind's name on two lines. */
export const historyRowHeight = 40;

/**
 * The columns of the orders' grid; the third opens the order's lines. The figures are as narrow as
 * their wrapped headers allow, so that at 1440 px every column, «Позиций отклонено» last, is in
 * view without the grid's own sideways scroll; the system and the kind take what is left, and
 * wrap onto the row's two lines (historyRowHeight) where little is left.
 */
export function historyColumns(openCell: GridColumn<OrderHistoryEntry>['renderCell']): GridColumn<OrderHistoryEntry>[] {
  return [
    { key: 'system', name: 'Система', value: (order) => orderSystemNames[order.system], minWidth: 140, wrap: true },
    { key: 'orderId', name: 'Номер заказа', width: 120 },
    // Beside the number, so it is in view however narrow the window (the grid draws only the columns in view).
    { key: 'lines', name: 'Строки заказа', renderCell: openCell, width: 110 },
    // Wide enough for «26.11.2026 15:04» whole in the portal's font (it was cut before).
    { key: 'created', name: 'Дата и время', value: (order) => formatDateTime(order.created), width: 150, minWidth: 150 },
    { key: 'kind', name: 'Вид заказа', value: (order) => orderKindName(kindOf(order)), minWidth: 150, wrap: true },
    { key: 'positionsSent', name: 'Позиций отправлено', format: 'count', width: 90 },
    { key: 'packsSent', name: 'Упаковок отправлено', format: 'count', width: 90 },
    { key: 'sumSent', name: 'Сумма отправленного, руб.', format: 'money', width: 120 },
    { key: 'positionsAccepted', name: 'Позиций принято', format: 'count', width: 90 },
    { key: 'sumAccepted', name: 'Сумма принятого, руб.', format: 'money', width: 120 },
    { key: 'refused', name: 'Позиций отклонено', format: 'count', value: (order) => order.refused.length, width: 90 },
  ];
}
