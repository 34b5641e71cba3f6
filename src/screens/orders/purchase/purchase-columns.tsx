import type { GridColumn } from '../../../ui/grid/grid-columns';
import { linkedColumns, productColumns, productNameColumn, quantityColumn } from '../positions/position-columns';
import { ofRow, type PositionLine } from '../positions/PositionsList';

export const purchaseGridLabel = 'Товары заказа по инициативам';

/**
 * The columns of the purchase position (spec §3; headed as the forecast's, §2.1): the order
 * quantity editable, digits only up to 12 (§5). The product comes first and stays frozen.
 */
export function purchaseColumns(onEdit: (index: number, text: string) => void): GridColumn<PositionLine>[] {
  const columns: GridColumn<PositionLine>[] = [
    productNameColumn(),
    { key: 'initiativeName', name: 'Инициатива', width: 130, value: ofRow((row) => row.initiativeName) },
    { key: 'promoter', name: 'Промоутер (держатель контракта)', width: 110, value: ofRow((row) => row.promoter) },
    ...productColumns(),
    { key: 'price', name: 'Цена в ценах СИП, руб.', format: 'money', width: 100, value: ofRow((row) => row.price) },
    { key: 'planAmount', name: 'План закупки, уп.', format: 'count', width: 80, value: ofRow((row) => row.planAmount) },
    {
      key: 'purchasedAmount',
      name: 'Закуплено с начала инициативы, уп.',
      format: 'count',
      width: 110,
      value: ofRow((row) => row.purchasedAmount),
    },
    { key: 'balance', name: 'Остаток, уп.', format: 'count', width: 80, value: ofRow((row) => row.balance) },
    quantityColumn(onEdit),
    ...linkedColumns,
  ];
  return columns;
}
