import type { OrderHistoryEntry } from '../../api/contract/orders';
import { formatDateTime, orderSystemNames, orderTypeName } from '../../domain/orders/history';
import type { GridColumn } from '../../ui/grid/grid-columns';

/** The columns of the orders' grid; the last one opens an order's refused lines. */
export function historyColumns(refusedCell: GridColumn<OrderHistoryEntry>['renderCell']): GridColumn<OrderHistoryEntry>[] {
  return [
    { key: 'system', name: 'Система', value: (order) => orderSystemNames[order.system], minWidth: 150 },
    { key: 'orderId', name: 'Номер заказа', width: 120 },
    { key: 'created', name: 'Дата и время', value: (order) => formatDateTime(order.created), width: 140 },
    { key: 'type', name: 'Тип заказа', value: (order) => orderTypeName(order.type), minWidth: 150 },
    { key: 'positionsSent', name: 'Позиций отправлено', format: 'count', width: 110 },
    { key: 'packsSent', name: 'Упаковок отправлено', format: 'count', width: 110 },
    { key: 'sumSent', name: 'Сумма отправленного, руб.', format: 'money', width: 140 },
    { key: 'positionsAccepted', name: 'Позиций принято', format: 'count', width: 110 },
    { key: 'sumAccepted', name: 'Сумма принятого, руб.', format: 'money', width: 140 },
    { key: 'refused', name: 'Отклонённые позиции', renderCell: refusedCell, minWidth: 150 },
  ];
}
