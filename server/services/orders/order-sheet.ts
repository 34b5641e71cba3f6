import { round2, sumMoney } from '../../../src/domain/shared/money';
import type { OrderFilePosition } from '../../../src/domain/orders/positions';
import { sheet, workbookBytes, type SheetColumn } from '../../../src/domain/orders/workbook';

/**
 * The spreadsheet of an order the gateway answers (purchase order by initiative, RG order,
 * recommended order): one row per product above 0 with its code, name, first barcode, packs,
 * price and sum, then a total line, so the purchaser can check the order before it leaves.
 */
export interface OrderSheetRow {
  /** null on the total line. */
  code: number | null;
  name: string;
  barcode: string | null;
  packs: number;
  price: number | null;
  sum: number;
}

export const orderSheetColumns: SheetColumn<OrderSheetRow>[] = [
  { header: 'Код товара', width: 14, kind: 'integer', value: (row) => row.code },
  { header: 'Товар', width: 48, kind: 'text', value: (row) => row.name },
  { header: 'Штрихкод', width: 16, kind: 'text', value: (row) => row.barcode },
  { header: 'Количество, уп.', width: 14, kind: 'integer', value: (row) => row.packs },
  { header: 'Цена, руб.', width: 14, kind: 'money', value: (row) => row.price },
  { header: 'Сумма, руб.', width: 16, kind: 'money', value: (row) => row.sum },
];

export const orderTotalLabel = 'Итого';

/** The rows of the sheet: positions as given (merged by the caller), then the total line. */
export function orderSheetRows(positions: readonly OrderFilePosition[]): OrderSheetRow[] {
  const rows: OrderSheetRow[] = positions.map((position) => ({
    code: position.promotionalProductId,
    name: position.name,
    barcode: position.barcode || null,
    packs: position.quantity,
    price: position.price,
    // Each sum in kopecks, so the total equals the sum of what the lines show.
    sum: round2(position.quantity * position.price),
  }));
  const total: OrderSheetRow = {
    code: null,
    name: orderTotalLabel,
    barcode: null,
    packs: positions.reduce((packs, position) => packs + position.quantity, 0),
    price: null,
    sum: sumMoney(rows.map((row) => row.sum)),
  };
  return [...rows, total];
}

/** The xlsx of an order; `title` names its sheet (e.g. 'Заказ РГ'). */
export function orderWorkbook(title: string, positions: readonly OrderFilePosition[]): Promise<Uint8Array> {
  return workbookBytes([sheet(title, orderSheetColumns, orderSheetRows(positions))]);
}
