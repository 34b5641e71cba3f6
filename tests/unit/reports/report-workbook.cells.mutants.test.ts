import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, safeSheetName } from '../../../src/domain/reports/files/workbook';
import type { WorkbookLayout } from '../../../src/domain/reports/files/layouts';

interface Row {
  name: string;
  sum: number | null;
}
const layout = {
  kind: 'overview',
  title: 'Отчёт',
  columns: [
    { header: 'Товар', format: 'text', value: (row: Row) => row.name },
    { header: 'Сумма, руб.', format: 'money', value: (row: Row) => row.sum },
  ],
} as unknown as WorkbookLayout<Row>;

describe('a report spreadsheet as Excel opens it', () => {
  it('keeps the 31 characters of a long sheet name after the spaces it began with', () => {
    expect(safeSheetName(`  ${'а'.repeat(40)}`)).toBe('а'.repeat(31));
  });

  it('leaves a sum empty that the report holds as no finite number', () => {
    const book = XLSX.read(
      buildWorkbook(layout, [
        { name: 'Нурофен', sum: Number.NaN },
        { name: 'Аспирин', sum: Number.POSITIVE_INFINITY },
        { name: 'Бинт', sum: 12.5 },
      ]),
      { type: 'array' },
    );
    expect(XLSX.utils.sheet_to_csv(book.Sheets['Отчёт'])).toBe('Товар,"Сумма, руб."\nНурофен,\nАспирин,\nБинт,12.50');
  });
});
