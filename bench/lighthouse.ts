import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';
import { chromiumPath } from '../vitest.config';
import { startGateway } from './browser/gateway';
import { ownBlockingMs } from './browser/trace-tasks';
import { median, round } from './forecast-transfer-measure';
import { textTable } from './text-table';

/**
 * Lighthouse 12 on the built portal: `npm run build` comes first (this part builds nothing and stops
 * when dist/portal is missing). The gateway runs on in-memory PGlite with the demo seed; apteka1
 * signs in through the sign-in form with Playwright, in a Chromium whose profile Lighthouse then
 * drives over its debugging port, so every page is audited signed in (the tokens stay in
 * localStorage: Lighthouse clears the cache, not the origin's storage). Each page is audited with
 * the desktop preset and the mobile preset (simulated slow 4G and a 4× slower CPU), performance,
 * accessibility and best practices; the table gives the medians of `runs` audits beside the
 * references. The sign-in page is audited before signing in, as a visitor sees it.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

export const lighthouseReferences = { desktop: 98, mobile: 95, cls: 0.02, mobileTbtMs: 100 } as const;

export type Preset = 'desktop' | 'mobile';

/** The pages audited, by the name BENCH_LIGHTHOUSE_PAGES takes. */
export const lighthousePages = {
  'sign-in': 'sign-in',
  overview: 'reports?tab=common',
  'order by type': 'reports?tab=purchaseOrder',
  'order RG': 'reports?tab=purchaseOrderRG',
  'recommended order': 'reports?tab=orderCompose',
  forecast: 'reports?tab=profitForecast',
  payroll: 'reports?tab=payrollCalculation',
  initiatives: 'reports?tab=pharmacyInitiatives',
  // The demo's report with a detail (the accessibility journey opens it too).
  'report detail': 'reports/1009',
} as const satisfies Record<string, string>;
export type PageName = keyof typeof lighthousePages;

export interface LighthouseRow {
  page: PageName;
  preset: Preset;
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  tbtMs: number;
  /** The blocking time of the page's own work, its tasks' thread time (ownBlockingMs). */
  ownTbtMs: number;
  lcpMs: number;
  /** Every run's performance score, to see the spread. */
  performanceRuns: number[];
}

interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  tbtMs: number;
  ownTbtMs: number;
  lcpMs: number;
  /** The elements that moved most, with their share of the shift (Lighthouse's 'layout-shifts'). */
  shifts: string[];
}

interface ShiftItem {
  score?: number;
  node?: { selector?: string; nodeLabel?: string };
}

/**
 * One audit, tried again (up to twice) when Lighthouse itself fails to record the load: on a busy
 * machine it now and then loses the trace's navigation start (NO_NAVSTART), which says nothing of
 * the page.
 */
async function audit(url: string, port: number, preset: Preset, log: (line: string) => void, keep?: string): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port, preset, keep);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      log(`  ${error.message}: again`);
    }
  }
}

class LighthouseRunError extends Error {}

async function auditOnce(url: string, port: number, preset: Preset, keep?: string): Promise<Audit> {
  const flags = { port, logLevel: 'error' as const, onlyCategories: ['performance', 'accessibility', 'best-practices'] };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (keep) {
    writeFileSync(keep, JSON.stringify(result.lhr));
    // The load as Lighthouse recorded it, unthrottled: what bench/lighthouse-tasks.ts reads.
    writeFileSync(keep.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new LighthouseRunError(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    // The mobile preset's CPU is four times slower than the machine's; the desktop preset's is not.
    ownTbtMs: ownBlockingMs(result.artifacts.Trace, preset === 'mobile' ? 4 : 1),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    // Lighthouse 12.2's RootCauses gatherer fails on Chromium 156 (frame_sequence), so it names no
    // element on any page; that is worth a line only where the page did move.
    shifts: (audits['cumulative-layout-shift']?.numericValue ?? 0) > 0 ? shiftsOf(audits['layout-shifts']) : [],
  };
}

/** The top three elements that moved, or why Lighthouse named none though the page moved. */
function shiftsOf(shifts: { details?: unknown; errorMessage?: string; score?: number | null } | undefined): string[] {
  const items = (shifts?.details as { items?: ShiftItem[] } | undefined)?.items ?? [];
  if (items.length === 0) return shifts?.errorMessage ? [`(Lighthouse named none: ${shifts.errorMessage})`] : [];
  return items
    .slice(0, 3)
    .map((item) => `${item.node?.selector ?? '?'} «${(item.node?.nodeLabel ?? '').slice(0, 30)}» ${(item.score ?? 0).toFixed(3)}`);
}

/** apteka1 signs in through the form, in the browser's default context: the tabs Lighthouse opens share its storage. */
async function signInThroughForm(debuggingPort: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/pa/sign-in`);
    await page.getByLabel('Логин').fill('apteka1');
    await page.getByLabel('Пароль').fill('apteka1');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('button', { name: 'Выйти' }).waitFor();
    await page.close();
  } finally {
    // Connected over CDP, close() only disconnects: the browser and its storage stay.
    await browser.close();
  }
}

/** Chromium's version once its debugging port answers (it starts in a second or two). */
async function browserVersion(debuggingPort: number): Promise<string> {
  for (let waited = 0; ; waited += 200) {
    try {
      const answer = (await (await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).json()) as { Browser: string };
      return answer.Browser.replace(/^[^/]*\//, '');
    } catch (error) {
      if (waited > 30_000) throw new Error(`Chromium's debugging port ${debuggingPort} did not answer in 30 s`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Stops Chromium and waits until every process of its group is gone: its renderers and services
 * outlive the browser process by 1.2–1.9 s here, writing to the profile, which could not be
 * removed while they did (ENOTEMPTY).
 */
async function stopBrowser(browser: ChildProcess): Promise<void> {
  const group = browser.pid;
  if (group === undefined) return;
  const alive = () => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-group, 'SIGTERM');
  // Bounded: a zombie nobody reaps answers the signal 0 too, and holds no file.
  for (let waited = 0; alive() && waited < 15_000; waited += 50) {
    if (waited === 10_000) process.kill(-group, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface LighthouseOptions {
  port: number;
  debuggingPort: number;
  runs: number;
  pages?: string[];
  presets?: string[];
  /**
   * A folder to keep each audit's whole report in (JSON, as Lighthouse's viewer opens it) and its
   * trace beside it (`….trace.json`), to see why a page scored as it did.
   */
  reportsDir?: string;
  log: (line: string) => void;
}

export async function runLighthouseBench({ port, debuggingPort, runs, pages, presets, reportsDir, log }: LighthouseOptions) {
  if (!existsSync(join(root, 'dist/portal/index.html'))) throw new Error('dist/portal is missing: run `npm run build` first');
  const names = (Object.keys(lighthousePages) as PageName[]).filter((name) => !pages?.length || pages.includes(name));
  const unknown = pages?.filter((name) => !(name in lighthousePages)) ?? [];
  if (unknown.length) throw new Error(`Unknown pages: ${unknown.join(', ')}; known: ${Object.keys(lighthousePages).join(', ')}`);
  const chosenPresets = (['desktop', 'mobile'] as Preset[]).filter((preset) => !presets?.length || presets.includes(preset));
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const gateway = await startGateway({ port, portSetting: 'BENCH_LIGHTHOUSE_PORT' });
  // Chromium as Lighthouse's own command line starts it: with Lighthouse its only client during an
  // audit. Playwright (the sign-in) connects over the same port and leaves before the audits: kept
  // attached, as a persistent context was until 2026-12-03, it took the page's events too, and
  // nine mobile audits a page in alternation gave blocking times of 518 against 234 ms (overview)
  // and 471 against 261 ms (payroll) in medians (phone-first-load.md).
  const browserProcess = spawn(
    chromiumPath,
    [
      '--no-sandbox',
      '--disable-gpu',
      '--headless=new',
      '--lang=ru-RU',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      // A first tab of its own, as chrome-launcher gives it: started without one, Playwright's
      // connection waited 0.6–5.6 s for the browser's first tab here (three of ten), once over its
      // 30 s; with it 0.4–0.7 s in ten.
      'about:blank',
    ],
    // In a process group of its own, so that stopping it can wait for every process of it.
    { stdio: 'ignore', detached: true },
  );
  const rows: LighthouseRow[] = [];
  try {
    const version = await browserVersion(debuggingPort);
    const measure = async (name: PageName, path: string) => {
      for (const preset of chosenPresets) {
        const audits: Audit[] = [];
        for (let run = 0; run < runs; run++) {
          const keep = reportsDir && join(reportsDir, `${name.replaceAll(' ', '-')}.${preset}.${run + 1}.json`);
          const result = await audit(`${gateway.origin}/pa/${path}`, debuggingPort, preset, log, keep);
          log(
            `  ${name}, ${preset}, run ${run + 1}: performance ${result.performance}, CLS ${result.cls.toFixed(3)}, TBT ${result.tbtMs.toFixed(0)} ms (own ${result.ownTbtMs.toFixed(0)}), LCP ${result.lcpMs.toFixed(0)} ms`,
          );
          for (const shift of result.shifts) log(`    moved: ${shift}`);
          audits.push(result);
        }
        const of = (key: Exclude<keyof Audit, 'shifts'>) => median(audits.map((item) => item[key]));
        rows.push({
          page: name,
          preset,
          performance: of('performance'),
          accessibility: of('accessibility'),
          bestPractices: of('bestPractices'),
          cls: Math.round(of('cls') * 1000) / 1000,
          tbtMs: round(of('tbtMs')),
          ownTbtMs: round(of('ownTbtMs')),
          lcpMs: round(of('lcpMs')),
          performanceRuns: audits.map((item) => item.performance),
        });
      }
    };
    if (names.includes('sign-in')) await measure('sign-in', lighthousePages['sign-in']);
    const signedIn = names.filter((name) => name !== 'sign-in');
    if (signedIn.length) {
      await signInThroughForm(debuggingPort, gateway.origin);
      for (const name of signedIn) await measure(name, lighthousePages[name]);
    }
    return { runs, chromium: version, references: lighthouseReferences, rows };
  } finally {
    await stopBrowser(browserProcess);
    await gateway.stop();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

const passes = (row: LighthouseRow) =>
  row.performance >= lighthouseReferences[row.preset] &&
  row.cls <= lighthouseReferences.cls &&
  (row.preset === 'desktop' || row.tbtMs <= lighthouseReferences.mobileTbtMs);

export function formatLighthouseTable(rows: LighthouseRow[]): string {
  const { desktop, mobile, cls, mobileTbtMs } = lighthouseReferences;
  return textTable(
    ['page', 'preset', 'performance', 'accessibility', 'best practices', 'CLS', 'TBT ms', 'own TBT ms', 'LCP ms', 'goal'],
    rows.map((row) => [
      row.page,
      row.preset,
      `${row.performance} (${row.performanceRuns.join(' ')})`,
      String(row.accessibility),
      String(row.bestPractices),
      row.cls.toFixed(3),
      row.tbtMs.toFixed(0),
      row.ownTbtMs.toFixed(0),
      row.lcpMs.toFixed(0),
      passes(row) ? 'met' : 'missed',
    ]),
    (column) => column >= 2 && column <= 8,
    `References: performance desktop ≥ ${desktop}, mobile ≥ ${mobile}; CLS ≤ ${cls}; mobile TBT ≤ ${mobileTbtMs} ms. ` +
      "Own TBT: the same tasks' thread time, without the renderer's waits for a core (the goal is Lighthouse's).",
  );
}
