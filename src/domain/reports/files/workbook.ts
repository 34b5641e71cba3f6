import { utils, write, type CellObject, type WorkSheet } from 'xlsx';
import { cellDecimals, cellNumber, formatCell, type CellFormat, type CellValue } from '../../shared/cell-format';
import type { WorkbookLayout } from './layouts';

/**
 * The one spreadsheet builder. Pure: rows in, bytes out, so the browser's xlsx worker (which
 * transfers the bytes back) and the gateway (which answers them to Accept: xlsx) share it.
 */
export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel number formats matching the portal's: the file shows what the screen shows. */
const numberFormats: Record<Exclude<CellFormat, 'text' | 'count'>, string> = {
  money: '#,##0.00',
  points: '0.00',
  percent: '0.0',
  fractionPercent: '0.0',
  average: '0.0',
};

/** Widths fit the longest of header and cells, within limits that keep a sheet readable. */
const minWidth = 8;
const maxWidth = 60;

/** Excel refuses sheet names over 31 characters or with any of []:*?/\ . */
export const safeSheetName = (name: string): string => {
  const cleaned = name.replace(/[[\]:*?/\\]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 31).trim();
  return cleaned || 'Отчёт';
};

/** A number rounded as the screen rounds it (so the file and the screen agree), or text. */
const cellOf = (format: CellFormat, value: CellValue): CellValue => {
  const number = cellNumber(format, value);
  if (number === null) return typeof value === 'string' ? value : null;
  const decimals = cellDecimals(format, number);
  return Number(number.toFixed(decimals));
};

const applyNumberFormats = <Row>(sheet: WorkSheet, layout: Pick<WorkbookLayout<Row>, 'columns'>, rowCount: number): void => {
  layout.columns.forEach((column, columnIndex) => {
    if (column.format === 'text' || column.format === 'count') return;
    for (let rowIndex = 1; rowIndex <= rowCount; rowIndex += 1) {
      const cell = sheet[utils.encode_cell({ r: rowIndex, c: columnIndex })] as CellObject | undefined;
      if (cell?.t === 'n') cell.z = numberFormats[column.format];
    }
  });
};

/**
 * An xlsx file of one sheet: Russian headers, then one line per row; numbers are number cells.
 * The bytes own a plain ArrayBuffer, so a worker can transfer `bytes.buffer` and a Blob takes them.
 */
export const buildWorkbook = <Row>(
  layout: Pick<WorkbookLayout<Row>, 'title' | 'columns'>,
  rows: readonly Row[],
  sheetName: string = layout.title,
): Uint8Array<ArrayBuffer> => {
  const header = layout.columns.map((column) => column.header);
  const body = rows.map((row) => layout.columns.map((column) => cellOf(column.format, column.value(row))));
  const sheet = utils.aoa_to_sheet([header, ...body]);
  applyNumberFormats(sheet, layout, body.length);
  sheet['!cols'] = layout.columns.map((column, columnIndex) => {
    const longest = body.reduce((width, line) => {
      const value = line[columnIndex];
      return Math.max(width, value == null ? 0 : formatCell(column.format, value).length);
    }, column.header.length);
    return { wch: Math.min(maxWidth, Math.max(minWidth, longest + 2)) };
  });
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, safeSheetName(sheetName));
  const bytes = write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return new Uint8Array(bytes);
};
