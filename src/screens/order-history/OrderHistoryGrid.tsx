import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { OrderHistoryEntry } from '../../api/contract/orders';
import { orderKey, type OrderHistoryActor } from '../../machines/order-history.machine';
import { selectOrders, selectView } from '../../machines/order-history.selectors';
import { DataGrid } from '../../ui/grid/DataGrid';
import { historyColumns } from './history-columns';

/** The orders, newest first: 'Загрузка...' while they come, 'Нет данных' when there are none. */
export function OrderHistoryGrid({ actor }: { actor: OrderHistoryActor }) {
  const view = useSelector(actor, selectView);
  const orders = useSelector(actor, selectOrders);
  const openKey = useSelector(actor, (snapshot) => snapshot.context.openOrder);
  const columns = useMemo(
    () =>
      historyColumns((order, { tabIndex }) => {
        if (order.refused.length === 0) return '—';
        const key = orderKey(order);
        return (
          <button
            type="button"
            className="order-history__toggle"
            tabIndex={tabIndex}
            aria-expanded={openKey === key}
            aria-controls="order-history-refused"
            onClick={() => actor.send({ type: 'history.toggleRefused', key })}
          >
            {openKey === key ? 'Скрыть' : 'Показать'} ({order.refused.length})
          </button>
        );
      }),
    [actor, openKey],
  );
  const rowClassName = useCallback((order: OrderHistoryEntry) => (orderKey(order) === openKey ? 'order-history__row--open' : undefined), [openKey]);
  return (
    <DataGrid<OrderHistoryEntry>
      label="Заказы аптеки"
      columns={columns}
      rows={orders}
      rowKey={orderKey}
      loading={view === 'loading'}
      loadingText="Загрузка..."
      rowClassName={rowClassName}
    />
  );
}
