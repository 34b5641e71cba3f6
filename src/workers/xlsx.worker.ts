/*
 * The xlsx worker: builds one report spreadsheet off the main thread, so a long report never
 * freezes the screen. The layouts and the builder are the domain's (the gateway uses the same),
 * and the only thing sent back is the file's bytes, transferred rather than copied.
 */
import { expose, transfer } from 'comlink';
import type { ReportDownloadKind } from '../domain/initiative-types';
import { workbookLayouts, type WorkbookLayout } from '../domain/report-files/layouts';
import type { DownloadRowsByKind } from '../domain/report-files/rows';
import { buildWorkbook } from '../domain/report-files/workbook';

/** The xlsx file of a report's rows, with the report's Russian title as its sheet name. */
function buildReportWorkbook<K extends ReportDownloadKind>(kind: K, rows: DownloadRowsByKind[K][]): ArrayBuffer {
  const layout: WorkbookLayout<DownloadRowsByKind[K]> = workbookLayouts[kind];
  const bytes = buildWorkbook(layout, rows);
  // A view over part of a buffer would transfer bytes that are not the file; copy only then.
  const buffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
  return transfer(buffer, [buffer]);
}

const xlsxWorker = { buildReportWorkbook };
export type XlsxWorker = typeof xlsxWorker;

expose(xlsxWorker);
