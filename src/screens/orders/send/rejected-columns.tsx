import type { PulsRejectedPosition } from '../../../api/contract/orders';
import type { GridColumn } from '../../../ui/grid/grid-columns';

/** A refused position of any system, numbered by its place in the answer. */
export type RefusedRow = PulsRejectedPosition & { row: number };

/** The answer's order is the key: nothing promises one row per product. */
export const refusedRowKey = (position: RefusedRow) => String(position.row);

export const refusedRows = (positions: readonly PulsRejectedPosition[]): RefusedRow[] =>
  positions.map((position, row) => ({ ...position, row }));

/**
 * The columns of refused positions: the product, packs and the reason, the same in the Пульс
 * result, the warehouse check before sending and the purchase service's skipped positions. The
 * product and the reason wrap onto the row's lines (give the grid `wrappedRowHeight`) rather
 * than end in '…': a reason is a sentence the user acts on.
 */
export function refusedColumns(): readonly GridColumn<RefusedRow>[] {
  return [
    { key: 'code', name: 'Код товара', value: (position) => String(position.product.promotionalProductId), width: 110 },
    { key: 'product', name: 'Товар', value: (position) => position.product.promotionalProductName, minWidth: 200, wrap: true },
    { key: 'amount', name: 'Количество, уп.', format: 'count', width: 130 },
    { key: 'reason', name: 'Причина', minWidth: 280, wrap: true },
  ];
}

/** Rows tall enough for a reason on three lines (a longer one shows whole in its tooltip). */
export const wrappedRowHeight = 64;
