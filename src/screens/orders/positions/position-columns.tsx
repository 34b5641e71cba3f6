import type { GridColumn } from '../../../ui/grid/grid-columns';
import { QuantityCell } from '../../../ui/quantity/QuantityCell';
import { firstColumn, ofRow, type PositionLine } from './PositionsList';

/**
 * The product's name, the first and frozen column of the purchase and RG orders: it stays beside
 * its figures when the grid scrolls sideways, wraps onto the row's lines (three) instead of being cut
 * before its dose, and takes the width the grid leaves spare.
 */
export const productNameColumn = (): GridColumn<PositionLine> =>
  firstColumn({ key: 'productName', name: 'Товар', width: 200, wrap: true, value: ofRow((row) => row.productName) });

/**
 * Columns the three order screens share (purchase order, RG, recommended): the product's code
 * and barcodes (its name comes first: productNameColumn), the editable order quantity (whole packs up to the per-line bound), and the position's
 * other initiatives and supplier groups. Each screen adds its own around them.
 */
export const productColumns = (codeName = 'Код промо-товара'): GridColumn<PositionLine>[] => [
  { key: 'productId', name: codeName, width: 80, value: ofRow((row) => String(row.productId)) },
  { key: 'barcodes', name: 'Штрихкоды', width: 120, value: ofRow((row) => row.barcodes.join(', ')) },
];

export const quantityColumn = (
  onEdit: (index: number, text: string) => void,
  name = 'Количество к заказу, уп.',
): GridColumn<PositionLine> => ({
  key: 'order',
  name,
  // Narrow enough that the purchase order's twelve columns show it whole from 1 280 px up.
  width: 120,
  renderCell: (line, { tabIndex }) =>
    line.row ? (
      <QuantityCell
        className="positions__quantity"
        productName={line.row.productName}
        text={line.row.orderText}
        recommended={line.row.proposedAmount}
        tabIndex={tabIndex}
        onEdit={(text) => onEdit(line.row!.index, text)}
      />
    ) : null,
});

export const linkedColumns: GridColumn<PositionLine>[] = [
  { key: 'otherInitiatives', name: 'Другие инициативы', width: 160, value: ofRow((row) => row.otherInitiativeNames.join('; ')) },
  { key: 'supplierGroups', name: 'Допустимые группы поставщиков', width: 160, value: ofRow((row) => row.supplierGroups.join(', ')) },
];
