import { saveBlob } from '../ui/save-file';
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

/** Saving the workbook without a dialog. */
export function saveFile({ name, bytes }: ReportFile): void {
  saveBlob(new Blob([bytes], { type: xlsxMimeType }), name);
}

/** The download machine's I/O; tests swap them with `reportDownloadMachine.provide(...)`. */
export const reportDownloadActors = {
  fetchRows: fromPromise<ReportDownload, ReportDownloadRequest>(({ input, signal }) =>
    reportDownloadRows(input.kind, input.initiativeId, signal) as Promise<ReportDownload>,
  ),
  buildWorkbook: fromPromise<ArrayBuffer, WorkbookInput>(({ input, signal }) => buildReportWorkbook(signal, input.kind, input.rows)),
  saveFile: fromPromise<void, ReportFile>(async ({ input }) => saveFile(input)),
};
