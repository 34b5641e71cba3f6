import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { PulsRejectedPosition } from '../../api/contract/orders';
import { pulsResultTexts } from '../../domain/orders/messages';
import { selectRejected } from '../../machines/order-send.selectors';
import { DataGrid } from '../../ui/grid/DataGrid';
import type { GridColumn } from '../../ui/grid/grid-columns';
import { useOrderSendActor } from './order-send-context';

type RejectedRow = PulsRejectedPosition & { row: number };

const columns: readonly GridColumn<RejectedRow>[] = [
  { key: 'code', name: 'Код товара', value: (position) => String(position.product.promotionalProductId), width: 110 },
  { key: 'product', name: 'Товар', value: (position) => position.product.promotionalProductName, minWidth: 200 },
  { key: 'amount', name: 'Количество, уп.', format: 'count', width: 130 },
  { key: 'reason', name: 'Причина', minWidth: 200 },
];

// The answer's order is the key: nothing promises one row per product.
const keyOf = (position: RejectedRow) => String(position.row);

/** The positions Пульс did not take: product, packs and the reason; 'Нет данных' when none. */
export function RejectedTable() {
  const rejected = useSelector(useOrderSendActor(), selectRejected);
  const rows = useMemo(() => rejected.map((position, row) => ({ ...position, row })), [rejected]);
  return (
    <section className="puls-result__rejected" aria-labelledby="puls-result-rejected">
      <h3 id="puls-result-rejected" className="puls-result__heading">{pulsResultTexts.rejectedHeading}</h3>
      <DataGrid label={pulsResultTexts.rejectedHeading} columns={columns} rows={rows} rowKey={keyOf} maxHeight={320} />
    </section>
  );
}
