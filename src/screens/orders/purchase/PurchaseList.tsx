import { useSelector } from '@xstate/react';
import type { PurchaseOrderActor } from '../../../machines/orders/purchase-order.config';
import { selectListState, selectTypeId } from '../../../machines/orders/purchase-order.selectors';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { purchaseColumns, purchaseGridLabel } from './purchase-columns';

/** The headers over 'Загрузка...' while the list loads. */
const headerOnly = purchaseColumns(() => undefined);

/**
 * The product list's place before the list is there: a prompt until it is asked for, then
 * 'Загрузка...' under the headers while the worker loads it.
 */
export function PurchaseListWaiting({ order }: { order: PurchaseOrderActor }) {
  const state = useSelector(order, selectListState);
  const typeChosen = useSelector(order, (snapshot) => selectTypeId(snapshot) !== null);
  if (state === 'none') {
    return (
      <p className="purchase-order__hint">
        {typeChosen ? 'Нажмите «Показать список товаров».' : 'Выберите вид инициативы и нажмите «Показать список товаров».'}
      </p>
    );
  }
  return <DataGrid label={purchaseGridLabel} columns={headerOnly} rows={[]} rowKey={String} loading loadingText="Загрузка..." />;
}
