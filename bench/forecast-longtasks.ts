import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../vitest.config';
import { ensurePortalBuilt, startGateway } from './browser/gateway';
import { benchContext, measureLoad, signIn } from './browser/page';

/**
 * The main thread while the forecast loads (issue 23, item 6): `loads` fresh pages of the built
 * portal, signed in as apteka1, open the profit forecast tab; the probe's long-task observer
 * (bench/browser/probe.js, PerformanceObserver 'longtask') gives the longest task from the tab on
 * screen to every row shown (and 1 s after). Printed: each load's longest task and how many loads
 * had none over 50 ms (goal: all of them).
 */
export const longTaskLimitMs = 50;

export interface LongTaskLoad {
  load: number;
  /** Tab on screen → rows shown. */
  ms: number;
  rows: number;
  /** The longest task since the tab, 0 when none reached 50 ms (the observer's threshold). */
  longestTaskMs: number;
  /** Every long task since the tab, ms from navigation start and duration. */
  tasks: { start: number; duration: number }[];
}

export async function runForecastLongTaskBench({ rows, loads, port, log }: { rows: number; loads: number; port: number; log: (line: string) => void }) {
  ensurePortalBuilt(log);
  log(`  starting the gateway on port ${port} with a ${rows.toLocaleString('en-US')}-row forecast (load average ${loadavg()[0].toFixed(2)})`);
  const gateway = await startGateway({ port, rows, timeoutMs: 1_200_000, portSetting: 'BENCH_LONGTASK_PORT' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const results: LongTaskLoad[] = [];
  try {
    for (let load = 1; load <= loads; load++) {
      const context = await benchContext(browser, gateway.origin);
      try {
        const page = await context.newPage();
        await signIn(page);
        await page.goto('reports?tab=profitForecast');
        const measured = await measureLoad(page, 900_000);
        const tabAt = measured.tabAtMs;
        if (tabAt === null) throw new Error('the forecast tab never appeared');
        const tasks = measured.tasks.filter((task) => task.start >= tabAt);
        const shown = Number(await page.getByRole('slider', { name: 'Количество товаров в заказе' }).getAttribute('max'));
        if (shown !== rows) throw new Error(`load ${load}: ${shown} rows shown, ${rows} seeded`);
        const longestTaskMs = tasks.reduce((longest, task) => Math.max(longest, task.duration), 0);
        results.push({ load, ms: measured.ms - tabAt, rows: shown, longestTaskMs, tasks });
        const list = tasks.map((task) => `${task.duration.toFixed(0)} ms at ${(task.start - tabAt).toFixed(0)}`).join(', ');
        log(`  load ${load}: rows in ${(measured.ms - tabAt).toFixed(0)} ms, longest task ${longestTaskMs ? `${longestTaskMs.toFixed(0)} ms` : '< 50 ms'}${list ? ` (${list} ms after the tab)` : ''}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await gateway.stop();
  }
  const clean = results.filter((result) => result.longestTaskMs <= longTaskLimitMs).length;
  return { rows, loads, results, clean, goal: { goal: `no task over ${longTaskLimitMs} ms in ${loads} of ${loads} loads`, measured: clean, limit: loads, pass: clean === loads } };
}

export function formatLongTaskReport(report: Awaited<ReturnType<typeof runForecastLongTaskBench>>): string {
  const longest = report.results.map((result) => (result.longestTaskMs ? result.longestTaskMs.toFixed(0) : '<50')).join(', ');
  return [
    `longest task of each load (ms): ${longest}`,
    `loads with no task over ${longTaskLimitMs} ms: ${report.clean} of ${report.loads} → ${report.goal.pass ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}
