import type { GridColumn } from '../../ui/grid/grid-columns';
import { PositionQuantityCell } from '../positions/PositionQuantityCell';
import { firstColumn, ofRow, type PositionLine } from '../positions/PositionsList';

export const rgGridLabel = 'Товары заказа по группам закупок';

/** The RG position's columns (spec §3 'RG position'), the order quantity editable. */
export function rgColumns(onEdit: (index: number, text: string) => void): GridColumn<PositionLine>[] {
  const columns: GridColumn<PositionLine>[] = [
    firstColumn({ key: 'promoter', name: 'Промоутер', width: 130, value: ofRow((row) => row.promoter) }, () => columns.length),
    { key: 'productId', name: 'Код промо-товара', width: 80, value: ofRow((row) => String(row.productId)) },
    { key: 'productName', name: 'Товар', width: 200, value: ofRow((row) => row.productName) },
    { key: 'barcodes', name: 'Штрихкоды', width: 120, value: ofRow((row) => row.barcodes.join(', ')) },
    { key: 'price', name: 'Цена закупки, руб.', format: 'money', width: 100, value: ofRow((row) => row.price) },
    { key: 'purchasedAmount', name: 'Закуплено, уп.', format: 'count', width: 90, value: ofRow((row) => row.purchasedAmount) },
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
