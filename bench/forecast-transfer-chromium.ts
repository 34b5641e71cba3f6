import type { Browser, Response } from 'playwright';
import { forecastArrowMediaType } from '../src/api/contract/forecast-arrow';
import type { BenchGateway } from './browser/gateway';
import { countWireBytes } from './forecast-transfer-wire';
import { benchContext, measureLoad, signIn } from './browser/page';
import {
  gatewayPeakLimitMb,
  lineRowsWithinMs,
  median,
  minRatio,
  officeLine,
  round,
  rowsWithinMs,
  watchMemory,
  type LoadFigure,
  type TransferGoal,
} from './forecast-transfer-measure';
import { textTable } from './text-table';

/**
 * The Chromium half of the forecast's transfer: the built portal, signed in as
 * apteka1, opens the profit forecast tab, and the time from the tab on screen to the million rows
 * in the grid is measured with the longest main-thread task meanwhile (bench/browser/probe.js),
 * through the Arrow stream (the portal as it is) and through the JSON pages, alternating, on the
 * gateway the Node half measured. Each run is a fresh page (a fresh worker, nothing cached).
 *
 * The JSON path is the portal against a back end without Arrow: the worker's Arrow request (the
 * forecast call without offset) goes on to the gateway with `Accept: application/json`, so it
 * answers a JSON page and the worker falls back to the pages, as it would with such a back end.
 * Playwright's context routing reaches a dedicated worker's fetches; the answers seen prove which
 * path served.
 */
/** medianMs etc.: forecast tab on screen → the grid shows the loaded forecast. */
export interface ChromiumTransferFigure extends LoadFigure {
  /** The longest main-thread task from the tab on screen to the rows shown (and 1 s after), worst run; 0: none reached 50 ms. */
  longestTaskMs: number;
  /** The longest gap between animation frames over the whole load, worst run. */
  longestFrameGapMs: number;
  /** The forecast answers the worker got, as 'status content type encoding (count)'. */
  answersSeen: string;
  /** Bytes of the forecast answers on the wire (headers and encoded body, as Chromium received them), median run. */
  wireBytes: number;
  /**
   * What the time compares with, from the same run: on the line, the time its bytes alone need at
   * the line's speed (plus one round trip) and the same load on loopback; else null.
   */
  reference: string | null;
}

/** How long the bytes alone take on the office line: their transfer at its speed and one round trip. */
export const lineFloorMs = (bytes: number) => (bytes * 8 * 1000) / (officeLine.downMbit * 1e6) + officeLine.roundTripMs;

const isForecastRows = (url: URL) => url.pathname.endsWith('/reports-rt/rest/profit-forecast');

interface RunFigure {
  ms: number;
  rows: number;
  longestTaskMs: number;
  longestFrameGapMs: number;
  peakMb: number | null;
  answers: Map<string, number>;
  wireBytes: number;
  /** Answers DevTools reported cancelled (their bytes are those reported until then). */
  wireCut: number;
}

async function loadOnce(browser: Browser, gateway: BenchGateway, path: ChromiumTransferFigure['path']): Promise<RunFigure> {
  const context = await benchContext(browser, gateway.origin);
  try {
    if (path === 'json pages') {
      // Only the request without paging is the Arrow one; the pages go through untouched.
      await context.route(
        (url) => isForecastRows(url) && !url.searchParams.has('offset'),
        (route) => route.continue({ headers: { ...route.request().headers(), accept: 'application/json' } }),
      );
    }
    const page = await context.newPage();
    const wire = await countWireBytes(context, page, isForecastRows);
    // Before sign-in: the whole visit is on the line (the worker's fetches included).
    if (path === 'arrow on a line') await wire.emulate(officeLine);
    await signIn(page);
    const answers = new Map<string, number>();
    context.on('response', (response: Response) => {
      if (!isForecastRows(new URL(response.url()))) return;
      const headers = response.headers();
      const type = `${response.status()} ${headers['content-type']?.split(';')[0] ?? 'none'} ${headers['content-encoding'] ?? 'plain'}`;
      answers.set(type, (answers.get(type) ?? 0) + 1);
    });
    const memory = gateway.pid ? watchMemory(gateway.pid) : null;
    await page.goto('reports?tab=profitForecast');
    const load = await measureLoad(page, 900_000);
    const peakMb = memory?.stop() ?? null;
    if (load.tabAtMs === null) throw new Error('the forecast tab never appeared');
    const tasksSinceTab = load.tasks.filter((task) => task.start >= load.tabAtMs!);
    const rows = Number(await page.getByRole('slider', { name: 'Количество товаров в заказе' }).getAttribute('max'));
    // The last DevTools events may come through after the rows are shown.
    await wire.settled(5_000);
    return {
      ms: load.ms - load.tabAtMs,
      rows,
      longestTaskMs: tasksSinceTab.reduce((longest, task) => Math.max(longest, task.duration), 0),
      // The frame gap of the whole load (the app's own start included): an upper bound.
      longestFrameGapMs: load.longestFrameGapMs,
      peakMb,
      answers,
      wireBytes: wire.bytes(),
      wireCut: wire.cut(),
    };
  } finally {
    await context.close();
  }
}

export async function measureChromiumTransfer(
  browser: Browser,
  database: ChromiumTransferFigure['database'],
  gateway: BenchGateway,
  rows: number,
  runs: number,
  log: (line: string) => void,
): Promise<ChromiumTransferFigure[]> {
  const paths = (['arrow', 'json pages', 'arrow on a line'] as const).map((path) => ({
    path,
    runs: [] as RunFigure[],
    answers: new Map<string, number>(),
  }));
  for (let run = 0; run < runs; run++) {
    for (const path of paths) {
      const figure = await loadOnce(browser, gateway, path.path);
      const seen = [...figure.answers].map(([type, count]) => `${type} (${count})`).join(', ');
      log(
        `  ${database}, Chromium, ${path.path}, run ${run + 1}: ${figure.ms.toFixed(0)} ms to ${figure.rows.toLocaleString('en-US')} rows, ${(figure.wireBytes / 1e6).toFixed(2)} MB on the wire${figure.wireCut ? ' (DevTools reported an answer cancelled: its bytes until then)' : ''}, longest task ${figure.longestTaskMs.toFixed(0)} ms, gateway +${figure.peakMb?.toFixed(0) ?? '?'} MB (${seen})`,
      );
      if (figure.rows !== rows) throw new Error(`${database}, Chromium, ${path.path}: ${figure.rows} rows shown, ${rows} seeded`);
      path.runs.push(figure);
      for (const [type, count] of figure.answers) path.answers.set(type, (path.answers.get(type) ?? 0) + count);
    }
  }
  const [arrowMs, jsonMs] = paths.map((path) => median(path.runs.map((figure) => figure.ms)));
  return paths.map((path) => {
    const times = path.runs.map((figure) => figure.ms);
    const peaks = path.runs.flatMap((figure) => (figure.peakMb === null ? [] : [figure.peakMb]));
    // A run whose answer DevTools never reported counts no bytes: it is left out, and the
    // reference says so (before the cancelled answers were counted, 5 runs of 6 on the line).
    const counted = path.runs.map((figure) => figure.wireBytes).filter((bytes) => bytes > 0);
    const cutRuns = path.runs.filter((figure) => figure.wireCut > 0).length;
    const countedNote =
      (counted.length < path.runs.length ? ` (bytes counted in ${counted.length} of ${path.runs.length} runs)` : '') +
      (cutRuns ? ` (in ${cutRuns} of ${path.runs.length} runs DevTools reported an answer cancelled: its bytes until then)` : '');
    return {
      database,
      path: path.path,
      rows,
      medianMs: round(median(times)),
      minMs: round(Math.min(...times)),
      maxMs: round(Math.max(...times)),
      runs,
      ratio: path.path === 'arrow' ? round(jsonMs / arrowMs) : null,
      longestTaskMs: round(Math.max(...path.runs.map((figure) => figure.longestTaskMs))),
      longestFrameGapMs: round(Math.max(...path.runs.map((figure) => figure.longestFrameGapMs))),
      gatewayPeakMbAboveIdle: peaks.length ? round(Math.max(...peaks)) : null,
      answersSeen: [...path.answers].map(([type, count]) => `${type} (${count})`).join(', '),
      wireBytes: counted.length ? median(counted) : 0,
      reference:
        path.path === 'arrow on a line'
          ? `its bytes alone ${lineFloorMs(counted.length ? median(counted) : 0).toFixed(0)} ms at ${officeLine.downMbit} Mbit/s; loopback ${arrowMs.toFixed(0)} ms${countedNote}`
          : null,
    };
  });
}

export function chromiumTransferGoals(figures: readonly ChromiumTransferFigure[]): TransferGoal[] {
  const goals: TransferGoal[] = [];
  for (const figure of figures) {
    const { database } = figure;
    goals.push({
      goal: `${figure.path}: no main-thread task over 50 ms`,
      database,
      measured: figure.longestTaskMs,
      limit: 50,
      pass: figure.longestTaskMs <= 50,
    });
    if (figure.path === 'arrow on a line') {
      goals.push({
        goal: `${figure.path}: a million rows on screen within ${lineRowsWithinMs / 1000} s at ${officeLine.downMbit} Mbit/s`,
        database,
        measured: figure.medianMs,
        limit: lineRowsWithinMs,
        pass: figure.medianMs <= lineRowsWithinMs,
      });
    }
    if (figure.path !== 'arrow') continue;
    const limit = rowsWithinMs[database];
    goals.push({
      goal: `${figure.path}: rows within ${limit / 1000} s`,
      database,
      measured: figure.medianMs,
      limit,
      pass: figure.medianMs <= limit,
    });
    if (figure.ratio !== null)
      goals.push({
        goal: `${figure.path}: ≥ ${minRatio}× faster than JSON`,
        database,
        measured: figure.ratio,
        limit: minRatio,
        pass: figure.ratio >= minRatio,
      });
    if (figure.gatewayPeakMbAboveIdle !== null) {
      const measured = figure.gatewayPeakMbAboveIdle;
      goals.push({
        goal: `${figure.path}: gateway < ${gatewayPeakLimitMb} MB above idle`,
        database,
        measured,
        limit: gatewayPeakLimitMb,
        pass: measured < gatewayPeakLimitMb,
      });
    }
  }
  return goals;
}

export function formatChromiumTransferTable(figures: readonly ChromiumTransferFigure[], goals: readonly TransferGoal[]): string {
  const header = [
    'database',
    'path',
    'rows',
    'tab → rows, median ms',
    'MB on the wire',
    'ratio',
    'longest task ms',
    'gateway peak MB',
    'reference (same run)',
    'answers seen',
    'goals',
  ];
  const goalText = (figure: ChromiumTransferFigure) =>
    goals
      .filter((goal) => goal.database === figure.database && goal.goal.startsWith(`${figure.path}: `))
      .map((goal) => `${goal.goal.slice(figure.path.length + 2)}: ${goal.pass ? 'PASS' : 'FAIL'}`)
      .join('; ');
  const body = figures.map((f) => [
    f.database,
    f.path,
    f.rows.toLocaleString('en-US'),
    f.medianMs.toFixed(1),
    (f.wireBytes / 1e6).toFixed(2),
    f.ratio === null ? '—' : `${f.ratio.toFixed(1)}×`,
    f.longestTaskMs === 0 ? '< 50' : f.longestTaskMs.toFixed(1),
    f.gatewayPeakMbAboveIdle === null ? '?' : f.gatewayPeakMbAboveIdle.toFixed(1),
    f.reference ?? '—',
    f.answersSeen,
    goalText(f),
  ]);
  const note =
    `Chromium: the built portal, the forecast tab on screen → the grid shows every row (${forecastArrowMediaType} as the portal asks it, ` +
    'or the JSON pages when the Arrow request is answered as a back end without Arrow would); a fresh page per run.';
  return textTable(header, body, (c) => c >= 2 && c <= 7, note);
}
