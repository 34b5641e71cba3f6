import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { PurchaseOrderActor } from '../../../machines/orders/purchase-order.config';
import { selectGrid, selectListFailure, selectListState, selectTypeId } from '../../../machines/orders/purchase-order.selectors';
import type { PositionsGridActor } from '../../../machines/orders/positions-grid';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { PositionsList } from '../positions/PositionsList';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';
import { purchaseColumns, purchaseGridLabel } from './purchase-columns';

/** The headers over 'Загрузка...' while the list loads. */
const headerOnly = purchaseColumns(() => undefined);

/**
 * The product list: a prompt until it is asked for, 'Загрузка...' while the worker loads it, the
 * failure with 'Повторить', or the positions the filters keep ('Нет данных' when none).
 */
export function PurchaseList({ order }: { order: PurchaseOrderActor }) {
  const state = useSelector(order, selectListState);
  const failure = useSelector(order, selectListFailure);
  const grid = useSelector(order, selectGrid);
  const typeChosen = useSelector(order, (snapshot) => selectTypeId(snapshot) !== null);
  const retry = () => order.send({ type: 'list.show' });
  useErrorModalOn(failure);
  if (failure) return <RetryAlert what="Не удалось загрузить список товаров" message={failure.message} onRetry={retry} />;
  if (state === 'none') {
    return (
      <p className="purchase-order__hint">
        {typeChosen ? 'Нажмите «Показать список товаров».' : 'Выберите вид инициативы и нажмите «Показать список товаров».'}
      </p>
    );
  }
  if (state === 'loading' || !grid)
    return <DataGrid label={purchaseGridLabel} columns={headerOnly} rows={[]} rowKey={String} loading loadingText="Загрузка..." />;
  return <ShownList grid={grid} onRetry={retry} />;
}

function ShownList({ grid, onRetry }: { grid: PositionsGridActor; onRetry: () => void }) {
  const onEdit = useCallback((index: number, text: string) => grid.send({ type: 'quantity.edit', index, text }), [grid]);
  const columns = useMemo(() => purchaseColumns(onEdit), [onEdit]);
  return <PositionsList grid={grid} settingsName="purchase-order" label={purchaseGridLabel} columns={columns} onRetry={onRetry} />;
}
