import { chromium, type Browser } from 'playwright';
import { forecastArrowMediaType } from '../src/api/contract/forecast-arrow';
import { backEndFileRowLimit } from '../src/workers/forecast/forecast-backend-files';
import { chromiumArgs, chromiumPath } from '../vitest.config';
import { measureMainThread } from './browser/baseline';
import { ensurePortalBuilt, startGateway, type BenchGateway } from './browser/gateway';
import { measurePortal } from './browser/portal';
import { compare, formatChromiumTable, goals, summarize } from './browser/report';

/**
 * The Chromium half of the forecast benchmark: the built portal on a gateway whose apteka1
 * has a `rows`-row forecast, measured in Debian's Chromium through Playwright, then the same work
 * on the main thread of a bench-only page as the baseline. See bench/browser/ for the parts.
 * Budgets are printed as PASS/FAIL and never fail the run.
 */
export interface ForecastBrowserOptions {
  rows?: number;
  /** Runs of each cheap step (filter, sliders, edit); load and export run once. */
  runs?: number;
  port?: number;
  log?: (line: string) => void;
}

export async function runForecastChromiumBench(options: ForecastBrowserOptions = {}) {
  const rows = options.rows ?? 1_000_000;
  const runs = Math.max(1, options.runs ?? 3);
  const port = options.port ?? 8190;
  const log = options.log ?? (() => {});

  ensurePortalBuilt(log);
  let gateway: BenchGateway | null = null;
  let browser: Browser | null = null;
  try {
    log(`  starting the gateway on port ${port} with a ${rows.toLocaleString('en-US')}-row forecast`);
    const seedStart = Date.now();
    gateway = await startGateway({ port, rows });
    log(`  gateway ready after ${((Date.now() - seedStart) / 1000).toFixed(0)} s`);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    const portal = await measurePortal(browser, gateway.origin, runs, log);
    const mainThread = await measureMainThread(browser, gateway.origin, portal.plan, log);
    const comparison = compare(portal, mainThread);
    const scroll = summarize(portal.scroll);
    const checked = [
      ...goals(comparison),
      {
        goal: 'no main-thread task over 50 ms while scrolling',
        step: 'scroll' as const,
        measuredMs: scroll.longestTaskMs,
        limitMs: 50,
        pass: scroll.longestTaskMs <= 50,
      },
    ];
    const loadNote =
      `load: longest task after the tab appeared ${portal.load.sinceTabLongestTaskMs === 0 ? '< 50' : portal.load.sinceTabLongestTaskMs.toFixed(1)} ms ` +
      `(the rest is the app's own start); xlsx of ${portal.rows.toLocaleString('en-US')} rows: ${(portal.exportedBytes / 1e6).toFixed(1)} MB`;
    const scrollNote =
      `scrolling (${scroll.runs} × 40 wheel turns of 4 000 px): longest task ${scroll.longestTaskMs === 0 ? '< 50' : scroll.longestTaskMs} ms, ` +
      `longest frame gap ${scroll.longestFrameGapMs} ms, ${Math.max(...portal.scroll.map((sample) => sample.longTasks))} long tasks in the worst run`;
    const arrowUsed = portal.forecastAnswers.some((answer) => answer.includes(forecastArrowMediaType));
    const pathNote = `load path: ${arrowUsed ? 'Arrow stream' : 'JSON pages'} (forecast answers seen: ${portal.forecastAnswers.join(', ') || 'none'})`;
    // Up to backEndFileRowLimit rows the worker sends them to the back end (some 600 bytes a row)
    // and the back end builds the file. Playwright's network capture copies such a body in the
    // browser process, whose answers the page's own calls to it (an object URL) then wait for:
    // a page task of about a second at 20 000 rows that plain Chromium does not have (measured
    // with a probe on 2026-12-01: a 12 MB upload from a worker, 0 stalls without DevTools, 0.8–0.9 s
    // with it).
    const exportNote =
      portal.rows <= backEndFileRowLimit
        ? `xlsx export: built by the back end from the ${portal.rows.toLocaleString('en-US')} rows sent; its longest task includes ` +
          `Playwright's copy of that request body (about a second at 20,000 rows, none in plain Chromium)`
        : 'xlsx export: built in the worker';
    console.log(`\n${formatChromiumTable(comparison, checked)}\n\n${pathNote}\n${loadNote}\n${exportNote}\n${scrollNote}`);
    return {
      rows: portal.rows,
      runs,
      chromium: browser.version(),
      steps: comparison,
      scroll,
      loadPath: { arrow: arrowUsed, forecastAnswers: portal.forecastAnswers },
      load: { sinceTabLongestTaskMs: portal.load.sinceTabLongestTaskMs, tabAtMs: portal.load.tabAtMs, longTasks: portal.load.tasks },
      exportedBytes: portal.exportedBytes,
      plan: portal.plan,
      goals: checked,
    };
  } finally {
    await browser?.close();
    await gateway?.stop();
  }
}
