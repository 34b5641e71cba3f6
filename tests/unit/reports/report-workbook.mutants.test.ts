import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, safeSheetName } from '../../../src/domain/reports/files/workbook';
import type { WorkbookLayout } from '../../../src/domain/reports/files/layouts';

// The report spreadsheets as Excel shows them: sheet names Excel accepts, money as money,
// text and empty cells left alone.
interface Row {
  name: string;
  sum: number | string | null;
}
const layout = { kind: 'overview', title: 'Отчёт', columns: [
  { header: 'Товар', format: 'text', value: (row: Row) => row.name },
  { header: 'Сумма, руб.', format: 'money', value: (row: Row) => row.sum },
] } as unknown as WorkbookLayout<Row>;

describe('report sheet names', () => {
  it('lose forbidden characters and spaces at the ends, also where the cut at 31 lands after a space', () => {
    expect(safeSheetName('  Отчёт: итоги/март  ')).toBe('Отчёт итоги март');
    expect(safeSheetName(`${'а'.repeat(30)} б`)).toBe('а'.repeat(30));
    expect(safeSheetName(' [*] ')).toBe('Отчёт');
  });
});

describe('a report workbook', () => {
  it('formats numbers of a money column as money and leaves its text and empty cells alone', () => {
    const bytes = buildWorkbook(layout, [
      { name: 'Нурофен', sum: 1234.567 },
      { name: 'Аспирин', sum: 'нет данных' },
      { name: 'Бинт', sum: null },
    ]);
    const book = XLSX.read(bytes, { type: 'array', cellNF: true });
    expect(book.SheetNames).toEqual(['Отчёт']);
    const cells = book.Sheets['Отчёт'];
    expect(cells.B2).toMatchObject({ t: 'n', v: 1234.57, z: '#,##0.00' });
    expect(cells.B3).toMatchObject({ t: 's', v: 'нет данных' });
    expect(cells.B3.z).not.toBe('#,##0.00');
    expect(cells.B4).toBeUndefined();
    expect(cells.A2).toMatchObject({ t: 's', v: 'Нурофен' });
  });
});
