/*
 * The Chromium workbook bench's worker: the synthetic forecast's columns, then 'download all' as
 * the forecast worker writes it (the same writer, the same pace with its progress reports), timed
 * in a dedicated worker. Bundled by bench/browser/bundle.ts; the page starts it and reads its runs.
 */
import { createColumnsBuilder } from '../../src/domain/forecast/columns';
import { forecastWorkbook } from '../../src/domain/forecast/files';
import { filePace } from '../../src/workers/forecast/file-pace';
import { generateForecastRows } from '../synthetic-forecast';

addEventListener('message', async (event: MessageEvent<{ rows: number; runs: number }>) => {
  const { rows, runs } = event.data;
  const builder = createColumnsBuilder(rows);
  generateForecastRows(rows, (row) => builder.push(row));
  const columns = builder.finish();
  const indices = Uint32Array.from({ length: rows }, (_, i) => i);
  const quantity = Float64Array.from({ length: rows }, (_, i) => (i % 3 === 0 ? 1 + (i % 7) : 0));
  // The page measures the worker's memory from here on (performance.measureUserAgentSpecificMemory).
  postMessage({ columnsReady: true });
  for (let run = 0; run < runs; run++) {
    postMessage({ starting: run });
    let reports = 0;
    const start = performance.now();
    const bytes = await forecastWorkbook(
      columns,
      indices,
      quantity,
      filePace(rows, () => {
        reports++;
        return true;
      }),
    );
    const ms = performance.now() - start;
    postMessage({ ms, bytes: bytes.length, reports });
  }
  postMessage({ done: true });
});
