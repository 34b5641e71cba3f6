/*
 * The xlsx worker: builds one report spreadsheet off the main thread, so a long report never
 * freezes the screen. The layouts and the builder are the domain's (the gateway uses the same),
 * and the only thing sent back is the file's bytes, transferred rather than copied.
 */
import './crossing-errors';
import { expose, transfer } from 'comlink';
import type { ReportDownloadKind } from '../../domain/shared/initiative-types';
import { workbookLayouts, type WorkbookLayout } from '../../domain/reports/files/layouts';
import type { DownloadRowsByKind } from '../../domain/reports/files/rows';
import { buildWorkbook } from '../../domain/reports/files/workbook';
import type { CellFormat, CellValue } from '../../domain/shared/cell-format';

/** A table as a screen shows it: its columns (header, format) and its lines of values. */
export interface ShownTable {
  title: string;
  columns: readonly { header: string; format: CellFormat }[];
  lines: readonly (readonly CellValue[])[];
}

/** The xlsx file of a report's rows, with the report's Russian title as its sheet name. */
function buildReportWorkbook<K extends ReportDownloadKind>(kind: K, rows: DownloadRowsByKind[K][]): ArrayBuffer {
  const layout: WorkbookLayout<DownloadRowsByKind[K]> = workbookLayouts[kind];
  return transferred(buildWorkbook(layout, rows));
}

/** The xlsx file of a table as the screen shows it (the report detail's, totals line included). */
function buildShownTableWorkbook(table: ShownTable): ArrayBuffer {
  const columns = table.columns.map((column, index) => ({ ...column, value: (line: readonly CellValue[]) => line[index] ?? null }));
  return transferred(buildWorkbook({ title: table.title, columns }, table.lines));
}

function transferred(bytes: Uint8Array<ArrayBuffer>): ArrayBuffer {
  // A view over part of a buffer would transfer bytes that are not the file; copy only then.
  const buffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
  return transfer(buffer, [buffer]);
}

const xlsxWorker = { buildReportWorkbook, buildShownTableWorkbook };
export type XlsxWorker = typeof xlsxWorker;

expose(xlsxWorker);
