import { fromPromise } from 'xstate';
import type { ReportFile } from '../../../machines/reports/report-download.actors';
// Only the constant: the bundler drops the rest of this module, so xlsx stays in the worker's chunk.
import { xlsxMimeType } from '../../../domain/reports/files/workbook';
import { saveBlob } from '../../../ui/save-file';

/** The report download machine's `saveFile` in the browser: the workbook saves without a dialog. */
export const saveReportFile = fromPromise<void, ReportFile>(async ({ input }) => saveBlob(new Blob([input.bytes], { type: xlsxMimeType }), input.name));
