import { fromPromise } from 'xstate';
import { reportDownloadRows } from '../api/report-files';
import type { ReportDownloadKind } from '../domain/initiative-types';
import type { DownloadRowsByKind, ReportDownload } from '../domain/report-files/rows';
// Only the constant: the bundler drops the rest of this module, so xlsx stays in the worker's chunk.
import { xlsxMimeType } from '../domain/report-files/workbook';
import { buildReportWorkbook } from '../workers/xlsx';

/** What a screen asks for: one of the six spreadsheets of one initiative. */
export interface ReportDownloadRequest {
  kind: ReportDownloadKind;
  initiativeId: number;
  initiativeName: string;
}

/** What the worker is given: the report kind (its layout) and the rows. */
export interface WorkbookInput {
  kind: ReportDownloadKind;
  rows: DownloadRowsByKind[ReportDownloadKind][];
}

export interface ReportFile {
  name: string;
  bytes: ArrayBuffer;
}

/** Saving a file without a dialog: a temporary link with `download`, clicked once. */
export function saveFile({ name, bytes }: ReportFile): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: xlsxMimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the Blob after the click returns; a minute is far more than it needs.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The download machine's I/O; tests swap them with `reportDownloadMachine.provide(...)`. */
export const reportDownloadActors = {
  fetchRows: fromPromise<ReportDownload, ReportDownloadRequest>(({ input, signal }) =>
    reportDownloadRows(input.kind, input.initiativeId, signal) as Promise<ReportDownload>,
  ),
  buildWorkbook: fromPromise<ArrayBuffer, WorkbookInput>(({ input, signal }) => buildReportWorkbook(signal, input.kind, input.rows)),
  saveFile: fromPromise<void, ReportFile>(async ({ input }) => saveFile(input)),
};
