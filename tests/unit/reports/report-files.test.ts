import { read, utils, type CellObject, type WorkSheet } from 'xlsx';
import { describe, expect, it } from 'vitest';
import { reportDownloadKinds } from '../../../src/domain/shared/initiative-types';
import {
  contentDisposition,
  defaultFileName,
  downloadFileName,
  fileNameFromContentDisposition,
  reportFileName,
} from '../../../src/domain/reports/files/file-name';
import { workbookLayouts } from '../../../src/domain/reports/files/layouts';
import type { CompletionRow, ExtendedMandatoryMatrixRow, ProcurementRow } from '../../../src/domain/reports/files/rows';
import { buildWorkbook, safeSheetName } from '../../../src/domain/reports/files/workbook';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

const firstSheet = (bytes: Uint8Array): { name: string; sheet: WorkSheet } => {
  // cellNF keeps number formats, cellStyles keeps column widths.
  const book = read(bytes, { type: 'array', cellNF: true, cellStyles: true });
  return { name: book.SheetNames[0], sheet: book.Sheets[book.SheetNames[0]] };
};
const cell = (sheet: WorkSheet, address: string): CellObject => sheet[address] as CellObject;

describe('report workbooks', () => {
  const matrixRows: ExtendedMandatoryMatrixRow[] = [
    { product: { id: 11, name: 'Нурофен 200 мг №10' }, promoter: 'Рекитт', requiredQuantity: 2, balance: 5, successDays: 40, failDays: 3 },
    { product: { id: 12, name: 'Стрепсилс' }, promoter: 'Рекитт', requiredQuantity: 1, balance: null, successDays: 43, failDays: 0 },
  ];

  it('writes Russian headers, then the rows, with numbers as number cells', () => {
    const bytes = buildWorkbook(workbookLayouts['extended-mandatory-matrix'], matrixRows, 'Обязательная матрица');
    expect(bytes).toBeInstanceOf(Uint8Array);
    const { name, sheet } = firstSheet(bytes);
    expect(name).toBe('Обязательная матрица');
    const table = utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null });
    expect(table[0]).toEqual([
      'Код товара',
      'Наименование товара',
      'Промоутер',
      'Требуемое количество, уп.',
      'Остаток, уп.',
      'Дней в наличии',
      'Дней без наличия',
    ]);
    expect(table[1]).toEqual(['П_11', 'Нурофен 200 мг №10', 'Рекитт', 2, 5, 40, 3]);
    expect(table[2]).toEqual(['П_12', 'Стрепсилс', 'Рекитт', 1, null, 43, 0]);
    expect(cell(sheet, 'D2').t).toBe('n');
    expect(cell(sheet, 'A2').t).toBe('s');
  });

  it('rounds money to 2 decimals and writes fractions as percents with 1 decimal', () => {
    const row: CompletionRow = {
      from: seconds(new Date(2024, 3, 1)),
      to: seconds(new Date(2024, 3, 30)),
      product: { id: 5, name: 'Арбидол' },
      points: 1.5,
      actualCompletionPercent: 0.4567,
      expectedCompletionPercent: 1.2,
      actualBonusSum: 1234.567,
      expectedBonusSum: 2000,
    };
    const { sheet } = firstSheet(buildWorkbook(workbookLayouts['product-of-the-day'], [row], 'Товар дня'));
    const table = utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(table[1]).toEqual(['01.04.2024', '30.04.2024', 'П_5', 'Арбидол', 1.5, 45.7, 120, 1234.57, 2000]);
    for (const address of ['E2', 'F2', 'G2', 'H2', 'I2']) expect(cell(sheet, address).t).toBe('n');
    expect(cell(sheet, 'H2').z).toBe('#,##0.00');
  });

  it('sizes the columns to the longer of header and content', () => {
    const rows: ProcurementRow[] = [
      { product: { id: 1, name: 'Очень длинное наименование товара для проверки ширины' }, promoter: 'П', sipPrice: 1, planAmount: 1, purchaseAmount: 1, bonusSum: 1 },
    ];
    const { sheet } = firstSheet(buildWorkbook(workbookLayouts.procurement, rows, 'Закупка'));
    const widths = (sheet['!cols'] ?? []).map((column) => column.wch);
    expect(widths[1]).toBe('Очень длинное наименование товара для проверки ширины'.length + 2);
    expect(widths[0]).toBe('Код товара'.length + 2);
  });

  it('writes a header-only sheet for no rows', () => {
    const { sheet } = firstSheet(buildWorkbook(workbookLayouts['discount-compensation'], [], 'Компенсация скидки'));
    expect(utils.sheet_to_json<unknown[]>(sheet, { header: 1 })).toHaveLength(1);
  });

  it('has a layout with a Russian title for each of the six downloads', () => {
    expect(Object.keys(workbookLayouts).sort()).toEqual([...reportDownloadKinds].sort());
    for (const kind of reportDownloadKinds) expect(workbookLayouts[kind].title).toMatch(/^[А-Я]/);
  });

  it('makes sheet names Excel accepts', () => {
    expect(safeSheetName('Отчёт: А/Б [1]')).toBe('Отчёт А Б 1');
    expect(safeSheetName('Очень длинное имя листа, больше тридцати одного знака').length).toBeLessThanOrEqual(31);
    expect(safeSheetName('???')).toBe('Отчёт');
  });
});

describe('file names', () => {
  it('names the file by the report and the initiative', () => {
    expect(reportFileName('extended-mandatory-matrix', 'Матрица весна 2024')).toBe('Обязательная матрица — Матрица весна 2024.xlsx');
    expect(reportFileName('procurement', 'Закупка: А/Б')).toBe('Закупка — Закупка А Б.xlsx');
    expect(reportFileName('product-of-the-day', null)).toBe('Товар дня.xlsx');
  });

  it('falls back to filename.xlsx when no name is given', () => {
    expect(defaultFileName).toBe('filename.xlsx');
    expect(downloadFileName(undefined)).toBe('filename.xlsx');
    expect(downloadFileName('   ')).toBe('filename.xlsx');
  });

  it('carries a Russian name through Content-Disposition and back', () => {
    const name = 'Обязательная матрица — Весна.xlsx';
    const header = contentDisposition(name);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(fileNameFromContentDisposition(header)).toBe(name);
    expect(fileNameFromContentDisposition('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});
