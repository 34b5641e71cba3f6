import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { pulsResultTexts } from '../../../domain/orders/messages';
import { selectRejected } from '../../../machines/orders/order-send.selectors';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { useOrderSendActor } from './order-send-context';
import { refusedColumns, refusedRowKey, refusedRows, wrappedRowHeight } from './rejected-columns';

const columns = refusedColumns();

/** The positions Пульс did not take: product, packs and the reason (wrapped, never cut); 'Нет данных' when none. */
export function RejectedTable() {
  const rejected = useSelector(useOrderSendActor(), selectRejected);
  const rows = useMemo(() => refusedRows(rejected), [rejected]);
  return (
    <section className="puls-result__rejected" aria-labelledby="puls-result-rejected">
      <h3 id="puls-result-rejected" className="puls-result__heading">
        {pulsResultTexts.rejectedHeading}
      </h3>
      <DataGrid
        label={pulsResultTexts.rejectedHeading}
        columns={columns}
        rows={rows}
        rowKey={refusedRowKey}
        rowHeight={wrappedRowHeight}
        maxHeight={320}
      />
    </section>
  );
}
