import type { GridColumn } from '../../ui/grid/grid-columns';
import { PositionQuantityCell } from '../positions/PositionQuantityCell';
import { firstColumn, ofRow, type PositionLine } from '../positions/PositionsList';

export const purchaseGridLabel = 'Товары заказа по инициативам';

/**
 * The columns of the purchase position (spec §3; headed as the forecast's, §2.1): the order
 * quantity editable, digits only up to 12 (§5).
 */
export function purchaseColumns(onEdit: (index: number, text: string) => void): GridColumn<PositionLine>[] {
  const columns: GridColumn<PositionLine>[] = [
    firstColumn({ key: 'initiativeName', name: 'Инициатива', width: 130, value: ofRow((row) => row.initiativeName) }, () => columns.length),
    { key: 'promoter', name: 'Промоутер (держатель контракта)', width: 120, value: ofRow((row) => row.promoter) },
    { key: 'productId', name: 'Код промо-товара', width: 80, value: ofRow((row) => String(row.productId)) },
    { key: 'productName', name: 'Товар', width: 200, value: ofRow((row) => row.productName) },
    { key: 'barcodes', name: 'Штрихкоды', width: 120, value: ofRow((row) => row.barcodes.join(', ')) },
    { key: 'price', name: 'Цена в ценах СИП, руб.', format: 'money', width: 100, value: ofRow((row) => row.price) },
    { key: 'planAmount', name: 'План закупки, уп.', format: 'count', width: 80, value: ofRow((row) => row.planAmount) },
    { key: 'purchasedAmount', name: 'Закуплено с начала инициативы, уп.', format: 'count', width: 110, value: ofRow((row) => row.purchasedAmount) },
    { key: 'balance', name: 'Остаток, уп.', format: 'count', width: 80, value: ofRow((row) => row.balance) },
    {
      key: 'order',
      name: 'Количество к заказу, уп.',
      width: 110,
      renderCell: (line, { tabIndex }) =>
        line.row ? (
          <PositionQuantityCell productName={line.row.productName} text={line.row.orderText} tabIndex={tabIndex} onEdit={(text) => onEdit(line.row!.index, text)} />
        ) : null,
    },
    { key: 'otherInitiatives', name: 'Другие инициативы', width: 160, value: ofRow((row) => row.otherInitiativeNames.join('; ')) },
    { key: 'supplierGroups', name: 'Допустимые группы поставщиков', width: 160, value: ofRow((row) => row.supplierGroups.join(', ')) },
  ];
  return columns;
}
