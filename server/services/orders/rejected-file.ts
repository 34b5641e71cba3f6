import type { RejectedPosition } from './rejected';
import { sheet, workbookBytes, type SheetColumn } from '../../../src/domain/orders/workbook';

/**
 * The layout of GET …/v1/puls/purchase/{id}/rejected.xlsx: one row per rejected position with
 * its reason, so the user can order those products elsewhere.
 */
export const rejectedSheetColumns: SheetColumn<RejectedPosition>[] = [
  { header: 'Код товара', width: 14, kind: 'integer', value: (p) => p.product.promotionalProductId },
  { header: 'Товар', width: 40, kind: 'text', value: (p) => p.product.promotionalProductName },
  { header: 'Штрихкоды', width: 18, kind: 'text', value: (p) => p.product.barcodes.join(', ') },
  { header: 'Количество, уп.', width: 12, kind: 'integer', value: (p) => p.amount },
  { header: 'Причина отказа', width: 60, kind: 'text', value: (p) => p.reason },
];

export const rejectedSheetName = 'Отклонённые позиции';

export function rejectedWorkbook(rejected: readonly RejectedPosition[]): Promise<Uint8Array> {
  return workbookBytes([sheet(rejectedSheetName, rejectedSheetColumns, rejected)]);
}
