import type { GridColumn } from '../../../ui/grid/grid-columns';
import { linkedColumns, productColumns, productNameColumn, quantityColumn } from '../positions/position-columns';
import { ofRow, type PositionLine } from '../positions/PositionsList';

export const rgGridLabel = 'Товары заказа по группам закупок';

/** The RG position's columns (spec §3 'RG position'), the product first and frozen, the order quantity editable. */
export function rgColumns(onEdit: (index: number, text: string) => void): GridColumn<PositionLine>[] {
  const columns: GridColumn<PositionLine>[] = [
    productNameColumn(),
    { key: 'promoter', name: 'Промоутер', width: 130, value: ofRow((row) => row.promoter) },
    ...productColumns(),
    { key: 'price', name: 'Цена закупки, руб.', format: 'money', width: 100, value: ofRow((row) => row.price) },
    { key: 'purchasedAmount', name: 'Закуплено, уп.', format: 'count', width: 90, value: ofRow((row) => row.purchasedAmount) },
    { key: 'balance', name: 'Остаток, уп.', format: 'count', width: 80, value: ofRow((row) => row.balance) },
    quantityColumn(onEdit),
    ...linkedColumns,
  ];
  return columns;
}
