import { chromium, type Browser } from 'playwright';
import { chromiumArgs, chromiumPath } from '../vitest.config';
import { ensurePortalBuilt, startGateway, type BenchGateway } from './browser/gateway';
import { formatPositionsTable, positionsGoals, summarizePositions } from './browser/positions-report';
import { measurePositionsScreen } from './browser/positions-screen';

/**
 * The Chromium half of the positions benchmark: the built portal on a gateway whose apteka1
 * has `positions` real-time purchase positions (SEED_PURCHASE_POSITIONS, all under the type
 * PROCUREMENT), the purchase order tab driven in Debian's Chromium through Playwright: each
 * filter, a quantity edit, and the main thread meanwhile. Goals print PASS/FAIL and never fail the run.
 */
export interface PositionsBrowserOptions {
  positions?: number;
  /** Runs of each step; the load runs once. */
  runs?: number;
  port?: number;
  log?: (line: string) => void;
}

/** The forecast is not measured here: a small one keeps the seed short. */
const FORECAST_ROWS = 1_000;

export async function runPositionsChromiumBench(options: PositionsBrowserOptions = {}) {
  const positions = options.positions ?? 100_000;
  const runs = Math.max(1, options.runs ?? 3);
  const port = options.port ?? 8191;
  const log = options.log ?? (() => {});

  ensurePortalBuilt(log);
  let gateway: BenchGateway | null = null;
  let browser: Browser | null = null;
  try {
    log(`  starting the gateway on port ${port} with ${positions.toLocaleString('en-US')} purchase positions`);
    const seedStart = Date.now();
    gateway = await startGateway({ port, rows: FORECAST_ROWS, env: { SEED_PURCHASE_POSITIONS: String(positions) } });
    log(`  gateway ready after ${((Date.now() - seedStart) / 1000).toFixed(0)} s`);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    const figures = await measurePositionsScreen(browser, gateway.origin, runs, log);
    const summary = summarizePositions(figures);
    const checked = positionsGoals(summary, figures.menus);
    const task = (ms: number) => (ms === 0 ? '< 50' : ms.toFixed(1));
    const menus = Object.entries(figures.menus).map(
      ([label, menu]) =>
        `  '${label}': ${menu.options.toLocaleString('en-US')} options, ticked '${menu.ticked}'; longest task opening ${task(menu.openLongestTaskMs)} ms, closing ${task(menu.closeLongestTaskMs)} ms`,
    );
    const loadTasks = figures.loadTasks.map((each) => `${each.duration} ms at ${each.start} ms`).join(', ') || 'none';
    console.log(
      `\n${formatPositionsTable(summary, checked)}\n\nFilter menus (the first option ticked and unticked in each run)\n${menus.join('\n')}\nload: long tasks ${loadTasks}`,
    );
    return {
      positions: figures.positions,
      runs,
      chromium: browser.version(),
      steps: summary,
      menus: figures.menus,
      loadTasks: figures.loadTasks,
      goals: checked,
    };
  } finally {
    await browser?.close();
    await gateway?.stop();
  }
}
