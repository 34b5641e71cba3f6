import { chromium, type Browser } from 'playwright';
import { build, type Rolldown } from 'vite';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../vitest.config';
import { WORKBOOK_REFERENCE, workbookReferenceText } from './forecast-workbook';
import { TWO_PARTS_MIN_ITEMS } from '../src/domain/orders/workbook';

/**
 * 'Download all' of the whole forecast as a workbook in Chromium: the forecast worker's writer in
 * a dedicated worker, at BENCH_WORKBOOK_ROWS rows, with its progress reports on (as the portal
 * runs it, with its sheet deflate worker). Prints the time beside the goal (six seconds at a million
 * rows), the workers' heap at its peak (measureUserAgentSpecificMemory: the JS heaps and
 * ArrayBuffers of the writer's worker and the sheet deflate worker, together) and the page's
 * longest task meanwhile. Served from a route of its own: no gateway is needed.
 */
export interface WorkbookChromiumReport {
  rows: number;
  /** Threads deflating the sheet: the writer's and the sheet deflate worker (2), or the writer's alone (1). */
  threads: number;
  runs: number;
  medianMs: number;
  perReferenceRowsMs: number;
  reference: string;
  fileMegabytes: number;
  /** The worker's memory: with the forecast's columns only, and at its peak while writing. */
  workerHeapBeforeMegabytes: number;
  workerHeapPeakMegabytes: number;
  /** Progress reports the page received in the median run. */
  reports: number;
  /** The page's longest task while the worker wrote (0: none over 50 ms). */
  pageLongestTaskMs: number;
}

interface WorkerRun {
  ms: number;
  bytes: number;
  reports: number;
}

interface PageResult {
  runs: WorkerRun[];
  longest: number;
  before: number;
  peak: number;
}

// A secure origin (the route answers it; no certificate is involved), as cross-origin isolation needs.
const ORIGIN = 'https://workbook.bench';
const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

async function bundleWorker(path: string): Promise<string> {
  const entry = fileURLToPath(new URL(path, import.meta.url));
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      lib: { entry, formats: ['iife'], name: 'workbookWorker', fileName: () => 'w.js' },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((each) => each.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The workbook worker was not bundled');
  return chunk.code;
}

// The worker's memory: measureUserAgentSpecificMemory, which needs a cross-origin isolated page
// (the route sends COOP and COEP) and answers at once with ForceEagerMeasureMemory. Each sample
// collects the worker's garbage, which slows it: the timed runs go unsampled, and one more run,
// untimed, is sampled every 250 ms for the peak of what the measure attributes to the worker, and
// once more when it has written its file, before the sheet deflate worker ends: a measure that meets
// an ending worker waits a minute for it (seen at 20 000 rows: a minute of the bench's 65 s).
const page = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Прогноз в xlsx (бенчмарк)</title></head><body>
<script>
window.__longest = 0;
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration); })
  .observe({ type: 'longtask', buffered: false });
const workerBytes = async () => {
  if (!self.crossOriginIsolated || !performance.measureUserAgentSpecificMemory) return 0;
  const result = await performance.measureUserAgentSpecificMemory();
  return result.breakdown
    .filter((entry) => entry.attribution.some((where) => where.scope === 'DedicatedWorkerGlobalScope'))
    .reduce((sum, entry) => sum + entry.bytes, 0);
};
window.__write = (rows, runs, threads, deflateCode) => new Promise((resolve, reject) => {
  const worker = new Worker('/workbook-worker.js');
  const timed = [];
  let before = 0, peak = 0, sampling = null;
  const sample = async () => { peak = Math.max(peak, await workerBytes()); };
  worker.onerror = (event) => reject(new Error(event.message));
  worker.onmessage = async ({ data }) => {
    if (data.columnsReady) {
      before = await workerBytes();
      window.__longest = 0;
    } else if (data.starting === runs) {
      sampling = setInterval(sample, 250);
    } else if (data.written) {
      clearInterval(sampling);
      await sample();
      worker.postMessage('measured');
    } else if (data.done) {
      worker.terminate();
      resolve({ runs: timed, longest: window.__longest, before, peak });
    } else if (data.ms !== undefined && timed.length < runs) timed.push(data);
  };
  worker.postMessage({ rows, runs: runs + 1, threads, deflateCode });
});
</script></body></html>`;

const thousands = (value: number) => Math.round(value).toLocaleString('en-US').replaceAll(',', ' ');
const megabytes = (bytes: number) => Math.round(bytes / 1e4) / 100;

export async function runWorkbookChromiumBench(
  options: { rows?: number; runs?: number; threads?: number; log?: (line: string) => void } = {},
) {
  const rows = options.rows ?? WORKBOOK_REFERENCE.rows;
  const runs = Math.max(1, options.runs ?? 3);
  const threads = options.threads === 1 ? 1 : 2;
  const log = options.log ?? (() => {});
  const code = await bundleWorker('./browser/workbook-worker.ts');
  const deflateCode = await bundleWorker('../src/workers/shared/sheet-deflate.worker.ts');
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--enable-blink-features=ForceEagerMeasureMemory'],
      headless: true,
    });
    const tab = await browser.newPage();
    await tab.route(`${ORIGIN}/**`, (route) => {
      const url = route.request().url();
      if (url.endsWith('/workbook-worker.js')) return route.fulfill({ contentType: 'text/javascript', headers: ISOLATED, body: code });
      return route.fulfill({ contentType: 'text/html; charset=utf-8', headers: ISOLATED, body: page });
    });
    await tab.goto(`${ORIGIN}/`);
    const result = await tab.evaluate(
      ([count, times, deflaters, deflate]) =>
        (
          window as unknown as { __write: (rows: number, runs: number, threads: number, deflateCode: string) => Promise<PageResult> }
        ).__write(count, times, deflaters, deflate),
      [rows, runs, threads, deflateCode] as const,
    );
    const sorted = [...result.runs].sort((a, b) => a.ms - b.ms);
    const median = sorted[sorted.length >> 1];
    const report: WorkbookChromiumReport = {
      rows,
      threads,
      runs,
      medianMs: Math.round(median.ms),
      perReferenceRowsMs: Math.round((median.ms * WORKBOOK_REFERENCE.rows) / rows),
      reference: workbookReferenceText,
      fileMegabytes: megabytes(median.bytes),
      workerHeapBeforeMegabytes: megabytes(result.before),
      workerHeapPeakMegabytes: megabytes(result.peak),
      reports: median.reports,
      pageLongestTaskMs: Math.round(result.longest),
    };
    log(formatWorkbookChromiumReport(report));
    return report;
  } finally {
    await browser?.close();
  }
}

/** How many threads deflated the sheet: a second one only from TWO_PARTS_MIN_ITEMS rows (src/domain/orders/workbook.ts). */
const deflatingThreads = ({ threads, rows }: Pick<WorkbookChromiumReport, 'threads' | 'rows'>) =>
  threads === 1
    ? 'one thread deflating'
    : rows >= TWO_PARTS_MIN_ITEMS
      ? 'two threads deflating'
      : `one thread deflating: two from ${thousands(TWO_PARTS_MIN_ITEMS)} rows`;

export function formatWorkbookChromiumReport(report: WorkbookChromiumReport): string {
  const scaled =
    report.rows === WORKBOOK_REFERENCE.rows
      ? ''
      : `, ${thousands(report.perReferenceRowsMs)} ms scaled to ${thousands(WORKBOOK_REFERENCE.rows)} rows`;
  return (
    `  xlsx of the forecast in a Chromium worker (${deflatingThreads(report)}), ${thousands(report.rows)} rows: ${thousands(report.medianMs)} ms (median of ${report.runs})${scaled}` +
    `  [reference ${report.reference}]\n` +
    `  file ${report.fileMegabytes.toFixed(2)} MB; workers' heap ${report.workerHeapBeforeMegabytes.toFixed(1)} MB with the columns, ` +
    `${report.workerHeapPeakMegabytes.toFixed(1)} MB at its peak; ${report.reports} progress reports; ` +
    `page's longest task ${report.pageLongestTaskMs === 0 ? 'none over 50 ms' : `${report.pageLongestTaskMs} ms`}  [reference ≤ 50 ms]`
  );
}
