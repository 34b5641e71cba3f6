import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';

/**
 * What the Chromium bench shares between the portal and the baseline page: a browser context
 * with the probe (probe.js) in every page, signing in, and one measurement of a change.
 */
export const probePath = fileURLToPath(new URL('./probe.js', import.meta.url));

/** The probe's conditions (probe.js): what "the page shows the result" means for a change. */
export type Condition = 'load' | 'view' | 'totals' | 'file' | 'none' | 'positionsView' | 'positionsCost';
/** The event that starts a change: its timeStamp is the start of the measured time. */
export type InputEvent = 'change' | 'input' | 'click' | 'keydown';

export interface ProbeOptions {
  condition: Condition;
  input?: InputEvent;
  timeoutMs: number;
  /** Waited after the result shows, so tasks that trail it are counted too. */
  quietMs: number;
}

interface ProbeReport {
  longestTaskMs: number;
  longTasks: number;
  longestFrameGapMs: number;
  tasks: { start: number; duration: number }[];
}

/** Positions screens: the first frame (page clock) since arm() showing each part of a change. */
export interface PositionsMarks {
  /** The summary cells of a new view of the worker, no longer busy. */
  summary?: number;
  /** The grid's rows of that view. */
  rows?: number;
  /** 'Ориентировочная стоимость заказа, руб.' with another value. */
  cost?: number;
}

export interface Settled extends ProbeReport {
  startAt: number;
  shownAt: number;
  inputSeen: boolean;
  tabAt: number | null;
  marks: PositionsMarks;
}

declare global {
  interface Window {
    __bench: {
      arm(): void;
      settled(options: ProbeOptions): Promise<Settled>;
      report(): ProbeReport;
      quiet(ms: number): Promise<void>;
    };
  }
}

/** One run of one step: how long until it showed, and the main thread meanwhile. */
export interface Sample {
  /** From the input event (or the call, on the baseline page) to the frame showing the result. */
  ms: number;
  /** The longest main-thread task since the change; 0: none reached 50 ms (PerformanceObserver 'longtask'). */
  longestTaskMs: number;
  longTasks: number;
  /** The longest gap between animation frames: an upper bound of the longest task, below 50 ms too. */
  longestFrameGapMs: number;
}

export const viewport = { width: 1440, height: 900 };

export async function benchContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: `${origin}/pa/`,
    viewport,
    acceptDownloads: true,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  });
  await context.addInitScript({ path: probePath });
  return context;
}

/** Through the sign-in screen, as a user does; the token lands in localStorage for the origin. */
export async function signIn(page: Page, login = 'apteka1'): Promise<void> {
  await page.goto('sign-in');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(login);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('button', { name: 'Выйти' }).waitFor();
}

const toSample = (settled: Settled): Sample => ({
  ms: settled.shownAt - settled.startAt,
  longestTaskMs: settled.longestTaskMs,
  longTasks: settled.longTasks,
  longestFrameGapMs: settled.longestFrameGapMs,
});

/** A change made by the user on the portal: arm the probe, act, wait for the frame showing the result. */
export async function measureChange(page: Page, act: () => Promise<unknown>, options: ProbeOptions): Promise<Sample> {
  return toSample(await settleChange(page, act, options));
}

/** measureChange with all the probe saw: the positions bench reads its marks. */
export async function settleChange(page: Page, act: () => Promise<unknown>, options: ProbeOptions): Promise<Settled> {
  await page.evaluate(() => window.__bench.arm());
  await act();
  const settled = await page.evaluate((probe) => window.__bench.settled(probe), options);
  if (!settled.inputSeen) throw new Error(`The '${options.input}' event of the change was not seen`);
  return settled;
}

/** A call on the baseline page: its own duration is the time the page could not show anything. */
export async function measureCall(page: Page, call: () => Promise<{ ms: number }>, quietMs = 300): Promise<Sample & { result: unknown }> {
  await page.evaluate(() => window.__bench.arm());
  const result = await call();
  await page.evaluate((ms) => window.__bench.quiet(ms), quietMs);
  const report = await page.evaluate(() => window.__bench.report());
  return {
    ms: result.ms,
    longestTaskMs: report.longestTaskMs,
    longTasks: report.longTasks,
    longestFrameGapMs: report.longestFrameGapMs,
    result,
  };
}

/** The page load: from navigation start; `tabAt` splits the app's start from the forecast's arrival. */
export interface LoadSample extends Sample {
  sinceTabLongestTaskMs: number;
  tabAtMs: number | null;
  /** Every long task of the load, ms since navigation start: where the time went. */
  tasks: { start: number; duration: number }[];
}

export async function measureLoad(page: Page, timeoutMs: number): Promise<LoadSample> {
  const settled = await page.evaluate((probe) => window.__bench.settled(probe), { condition: 'load' as const, timeoutMs, quietMs: 1000 });
  const tabAt = settled.tabAt;
  const sinceTab = tabAt === null ? [] : settled.tasks.filter((task) => task.start >= tabAt);
  return {
    ...toSample(settled),
    tabAtMs: tabAt,
    sinceTabLongestTaskMs: sinceTab.reduce((longest, task) => Math.max(longest, task.duration), 0),
    tasks: settled.tasks,
  };
}
