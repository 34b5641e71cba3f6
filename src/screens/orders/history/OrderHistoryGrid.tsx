import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { OrderHistoryEntry } from '../../../api/contract/orders';
import { filteredOrders } from '../../../machines/orders/order-history.filters';
import { orderKey, type OrderHistoryActor } from '../../../machines/orders/order-history.machine';
import { selectFilters, selectOrders, selectView } from '../../../machines/orders/order-history.selectors';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { historyColumns, historyRowHeight } from './history-columns';

/** The orders the filters keep, newest first: 'Загрузка...' while they come; any order opens to its lines. */
export function OrderHistoryGrid({ actor }: { actor: OrderHistoryActor }) {
  const view = useSelector(actor, selectView);
  const orders = useSelector(actor, selectOrders);
  const filters = useSelector(actor, selectFilters);
  const shown = useMemo(() => filteredOrders(orders, filters), [orders, filters]);
  const openKey = useSelector(actor, (snapshot) => snapshot.context.openOrder);
  const columns = useMemo(
    () =>
      historyColumns((order, { tabIndex }) => {
        const key = orderKey(order);
        return (
          <button
            type="button"
            className="order-history__toggle"
            tabIndex={tabIndex}
            aria-expanded={openKey === key}
            aria-controls="order-history-lines"
            aria-label={`${openKey === key ? 'Скрыть' : 'Открыть'} строки заказа №${order.orderId}`}
            onClick={() => actor.send({ type: 'history.toggleOrder', key })}
          >
            {openKey === key ? 'Скрыть' : 'Открыть'}
          </button>
        );
      }),
    [actor, openKey],
  );
  const rowClassName = useCallback(
    (order: OrderHistoryEntry) => (orderKey(order) === openKey ? 'order-history__row--open' : undefined),
    [openKey],
  );
  return (
    <DataGrid<OrderHistoryEntry>
      label="Заказы аптеки"
      columns={columns}
      rows={shown}
      rowKey={orderKey}
      rowHeight={historyRowHeight}
      loading={view === 'loading'}
      loadingText="Загрузка..."
      emptyText={orders.length > 0 ? 'Нет заказов с выбранными условиями' : undefined}
      rowClassName={rowClassName}
    />
  );
}
