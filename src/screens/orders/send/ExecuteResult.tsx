import { useMemo } from 'react';
import type { OrderExecuteResult } from '../../../api/contract/orders';
import { executeTexts } from '../../../domain/orders/execute-result';
import { orderResultErrors } from '../../../domain/orders/messages';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { refusedColumns, refusedRowKey, refusedRows, wrappedRowHeight } from './rejected-columns';

const columns = refusedColumns();

/**
 * The purchase service's answer (§3 'Order result (other form)'): how many positions it bought,
 * 'Ошибки: ' with its errorMessage or 'отсутствуют', and the positions it skipped with reasons.
 */
export function ExecuteResult({ result }: { result: OrderExecuteResult }) {
  const skipped = useMemo(() => refusedRows(result.skippedPositions), [result.skippedPositions]);
  return (
    <div className="order-result">
      <p className="order-result__order">{executeTexts.placed}</p>
      <p>{executeTexts.purchased(result.positionPurchasedCount)}</p>
      <p className={result.errorMessage ? 'order-result__errors order-result__errors--some' : 'order-result__errors'}>
        {orderResultErrors(result.errorMessage)}
      </p>
      {skipped.length > 0 && (
        <>
          <p className="order-result__heading">{executeTexts.skippedHeading}</p>
          <DataGrid
            label={executeTexts.skippedHeading}
            columns={columns}
            rows={skipped}
            rowKey={refusedRowKey}
            rowHeight={wrappedRowHeight}
            maxHeight={260}
          />
        </>
      )}
    </div>
  );
}
