/*
 * The Chromium workbook bench's worker: the synthetic forecast's columns, then 'download all' as
 * the forecast worker writes it (the same writer, the same pace with its progress reports), timed
 * in a dedicated worker, with the sheet deflate worker beside it as the portal's forecast worker
 * starts one (or without, `threads` 1). Bundled by bench/forecast-workbook-chromium.ts; the page
 * starts it and reads its runs.
 */
import { createColumnsBuilder } from '../../src/domain/forecast/columns';
import { forecastWorkbook } from '../../src/domain/forecast/files';
import { filePace } from '../../src/workers/forecast/file-pace';
import { sheetDeflateThread } from '../../src/workers/shared/sheet-deflate';
import { generateForecastRows } from '../synthetic-forecast';

/** The page's word that its memory measures of the last run have answered. */
const measured = () =>
  new Promise<void>((resolve) => {
    const heard = (event: MessageEvent) => {
      if (event.data !== 'measured') return;
      removeEventListener('message', heard);
      resolve();
    };
    addEventListener('message', heard);
  });

addEventListener(
  'message',
  async (event: MessageEvent<{ rows: number; runs: number; threads: number; deflateCode: string } | 'measured'>) => {
    if (event.data === 'measured') return;
    const { rows, runs, threads, deflateCode } = event.data;
    // The page's route answers the page's and its workers' requests, not a worker's own worker's:
    // the sheet deflate worker comes as code and starts from a Blob.
    const deflateUrl = URL.createObjectURL(new Blob([deflateCode], { type: 'text/javascript' }));
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
      // Started within the timed run, as the portal starts it for each file.
      const elsewhere = threads > 1 ? sheetDeflateThread(() => new Worker(deflateUrl)) : undefined;
      let written = 0;
      const bytes = await forecastWorkbook(
        columns,
        indices,
        quantity,
        filePace(rows, ({ written: now }) => {
          if (now < written) throw new Error(`Progress went back: ${now} after ${written}`);
          written = now;
          reports++;
          return true;
        }),
        elsewhere,
      );
      // The last run is the page's sampled one, untimed: its measures answer before the deflate
      // worker ends.
      if (run === runs - 1) {
        postMessage({ written: true });
        await measured();
      }
      elsewhere?.end();
      const ms = performance.now() - start;
      postMessage({ ms, bytes: bytes.length, reports });
    }
    postMessage({ done: true });
  },
);
