import { fromPromise } from 'xstate';
import { reportDownloadOf } from '../../api/contract/report-downloads';
import { http } from '../../api/shared/http';
import type { ReportDownloadKind } from '../../domain/shared/initiative-types';
import type { DownloadRowsByKind, ReportDownload } from '../../domain/reports/files/rows';
import { buildReportWorkbook } from '../../workers/shared/xlsx';

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

/**
 * The download machine's I/O; tests swap them with `reportDownloadMachine.provide(...)`. The
 * browser's save (src/screens/reports/downloads/save-report-file.ts) comes in the same way.
 */
export const reportDownloadActors = {
  // The rows as JSON (no Accept for the xlsx type): the workbook is built in the worker, off the main thread.
  fetchRows: fromPromise<ReportDownload, ReportDownloadRequest>(
    ({ input, signal }) =>
      http().request(reportDownloadOf(input.kind), {
        params: { kind: input.kind },
        query: { initiative: input.initiativeId },
        signal,
      }) as Promise<ReportDownload>,
  ),
  buildWorkbook: fromPromise<ArrayBuffer, WorkbookInput>(({ input, signal }) => buildReportWorkbook(signal, input.kind, input.rows)),
  saveFile: fromPromise<void, ReportFile>(async ({ input }) => {
    throw new Error(`saveFile is not provided: «${input.name}» was not saved`);
  }),
};
