import { performance } from 'node:perf_hooks';
import { createColumnsBuilder } from '../src/domain/forecast/columns';
import { forecastWorkbook } from '../src/domain/forecast/files';
import { generateForecastRows } from './synthetic-forecast';

/**
 * 'Download all' of the whole forecast as a workbook, in Node: the worker's writer without a
 * worker, on the synthetic forecast. The goal is a million rows (Excel holds 1 048 576 a sheet) in
 * six seconds; at another size the figure is also scaled linearly to a million, the writer's work
 * being per row. Nothing fails on time: the reference is printed beside the figure.
 */
export const WORKBOOK_REFERENCE = { rows: 1_000_000, ms: 6_000 } as const;

export interface ForecastWorkbookReport {
  rows: number;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** The median scaled linearly to the reference's rows. */
  perReferenceRowsMs: number;
  reference: string;
  fileMegabytes: number;
  /** The process's resident memory after the runs, with the columns and the last file in it. */
  residentMegabytes: number;
}

export interface ForecastWorkbookOptions {
  rows?: number;
  runs?: number;
  log?: (line: string) => void;
}

const thousands = (value: number) => Math.round(value).toLocaleString('en-US').replaceAll(',', ' ');

export const workbookReferenceText = `≤ ${thousands(WORKBOOK_REFERENCE.ms)} ms at ${thousands(WORKBOOK_REFERENCE.rows)} rows`;

export async function runForecastWorkbookBench(options: ForecastWorkbookOptions = {}): Promise<ForecastWorkbookReport> {
  const rows = options.rows ?? WORKBOOK_REFERENCE.rows;
  const runs = Math.max(1, options.runs ?? 3);
  const log = options.log ?? (() => {});
  const builder = createColumnsBuilder(rows);
  generateForecastRows(rows, (row) => builder.push(row));
  const columns = builder.finish();
  const indices = Uint32Array.from({ length: rows }, (_, i) => i);
  // About a third of the rows ordered, as after a proposal.
  const quantity = Float64Array.from({ length: rows }, (_, i) => (i % 3 === 0 ? 1 + (i % 7) : 0));
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    bytes = (await forecastWorkbook(columns, indices, quantity)).length;
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const medianMs = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const report: ForecastWorkbookReport = {
    rows,
    runs,
    medianMs: Math.round(medianMs),
    minMs: Math.round(sorted[0]),
    maxMs: Math.round(sorted[sorted.length - 1]),
    perReferenceRowsMs: Math.round((medianMs * WORKBOOK_REFERENCE.rows) / rows),
    reference: workbookReferenceText,
    fileMegabytes: Math.round(bytes / 1e4) / 100,
    residentMegabytes: Math.round(process.memoryUsage().rss / 1e6),
  };
  log(formatWorkbookReport(report));
  return report;
}

export function formatWorkbookReport(report: ForecastWorkbookReport): string {
  const scaled =
    report.rows === WORKBOOK_REFERENCE.rows
      ? ''
      : `, ${thousands(report.perReferenceRowsMs)} ms scaled to ${thousands(WORKBOOK_REFERENCE.rows)} rows`;
  return (
    `  xlsx of the forecast, ${thousands(report.rows)} rows: ${thousands(report.medianMs)} ms (median of ${report.runs}; ${thousands(report.minMs)}–${thousands(report.maxMs)})${scaled}` +
    `  [reference ${report.reference}]\n` +
    `  file ${report.fileMegabytes.toFixed(2)} MB, process resident ${thousands(report.residentMegabytes)} MB`
  );
}
