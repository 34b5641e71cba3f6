import type { ReportDownloadKind } from '../../domain/shared/initiative-types';
import type { DownloadRowsByKind } from '../../domain/reports/files/rows';
import { createWorkerBridge } from './worker-bridge';
import type { ShownTable, XlsxWorker } from './xlsx.worker';

export type { ShownTable } from './xlsx.worker';

/**
 * The xlsx worker, started on the first spreadsheet and ended after 10 idle seconds. The xlsx
 * library lives only in the worker's chunk: the main bundle never loads it.
 */
const xlsx = createWorkerBridge<XlsxWorker>(
  () => new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module', name: 'xlsx' }),
  { idleTimeout: 10_000 },
);

/** The bytes of a report's xlsx file, built in the worker and transferred back. */
export function buildReportWorkbook<K extends ReportDownloadKind>(
  signal: AbortSignal,
  kind: K,
  rows: DownloadRowsByKind[K][],
): Promise<ArrayBuffer> {
  return xlsx.run(signal, (api) => api.buildReportWorkbook(kind, rows));
}

/** The bytes of a table's xlsx file as the screen shows it, built in the worker. */
export function buildShownTableWorkbook(signal: AbortSignal, table: ShownTable): Promise<ArrayBuffer> {
  return xlsx.run(signal, (api) => api.buildShownTableWorkbook(table));
}

/** Ends the worker at once (tests, and a page that knows no report is coming). */
export const terminateXlsxWorker = (): void => xlsx.terminate();
