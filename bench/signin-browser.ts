import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromiumArgs, chromiumPath } from '../vitest.config';
import { ensurePortalBuilt, startGateway } from './browser/gateway';
import { median, round } from './forecast-transfer-measure';

/**
 * The sign-in page, on the built portal and its gateway:
 * - its script against a bare React 19 app's (react + react-dom rendering a form, built here by
 *   vite the same way): bytes as built, gzip and brotli, goal ≤ 1.4×;
 * - usable (the form's 'Войти' on screen and the page loaded) against a plain HTML page of the
 *   same gateway (/pa/corporate), from navigation start, on loopback and on a 10 Mbit/s line
 *   with a 20 ms round trip (DevTools protocol), goal ≤ 2×;
 * - on that line, 'Войти' pressed → the portal's home ('Разделы портала') shown, goal ≤ 2 s, and
 *   page opened → home for a user who types and presses as soon as 'Войти' shows;
 * - for both pages, where the time went (Phases: HTML, scripts, 'Войти' painted, load, hydrated).
 * Every time has the bytes that crossed the wire beside it. A fresh browser context per run: no
 * cache, as a first visit.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
// The built portal the gateway serves (PORTAL_DIR moves both, e.g. to measure an older build).
const portalDir = process.env.PORTAL_DIR ?? join(root, 'dist/portal');

export const signInScriptRatioGoal = 1.4;
export const signInUsableRatioGoal = 2;
export const signInToHomeGoalMs = 2000;
const line = { downMbit: 10, upMbit: 10, roundTripMs: 20 } as const;

interface ScriptSize {
  files: string[];
  bytes: number;
  gzip: number;
  brotli: number;
}

function sizeOf(dir: string, files: string[]): ScriptSize {
  let bytes = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const content = readFileSync(join(dir, file));
    bytes += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files, bytes, gzip, brotli };
}

/** A bare React 19 app: one form, built by vite with React's plugin into a temporary folder. */
async function bareReactScripts(): Promise<ScriptSize> {
  const dir = mkdtempSync(join(tmpdir(), 'bare-react-'));
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="ru"><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
    );
    writeFileSync(
      join(dir, 'main.jsx'),
      `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
function Form() {
  const [login, setLogin] = useState('');
  return <form onSubmit={(e) => e.preventDefault()}><input value={login} onChange={(e) => setLogin(e.target.value)} /><button>Войти</button></form>;
}
createRoot(document.getElementById('root')).render(<Form />);
`,
    );
    const out = join(dir, 'dist');
    mkdirSync(out);
    await build({
      root: dir,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      resolve: { alias: { react: join(root, 'node_modules/react'), 'react-dom': join(root, 'node_modules/react-dom') } },
      build: { outDir: out },
    });
    const assets = join(out, 'assets');
    return sizeOf(
      assets,
      readdirSync(assets).filter((file) => file.endsWith('.js')),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Where a visit's time went, each from navigation start in the page's clock: the HTML's last byte,
 * the last script the page asked for before its load event, its scripts run (DOMContentLoaded:
 * module scripts run before it), `ready` painted, the load event, and for the sign-in page React
 * having taken the form over ('sign-in:hydrated', after the load event by design).
 */
export interface Phases {
  html: number;
  scriptArrived: number | null;
  scriptRan: number;
  shown: number;
  load: number;
  hydrated: number | null;
}
const phaseNames: Record<keyof Phases, string> = {
  html: 'HTML arrived',
  scriptArrived: 'script arrived',
  scriptRan: 'script ran',
  shown: 'shown',
  load: 'load event',
  hydrated: 'React hydrated',
};

interface Visit {
  usableMs: number;
  wireBytes: number;
  /** The scripts the page had fetched when it became usable (file names). */
  scripts: string[];
  phases: Phases;
}

/**
 * Notes when `selector` first matches and the frame after, in the page's clock. A string, not a
 * function: tsx would wrap a function's inner functions in a `__name` helper the page does not
 * have, the script would throw, and every visit would fall back to when the bench looked (the
 * figures before 2026-11-27, were that: 'Войти' "shown" only when Playwright
 * asked, a few tens of ms late on both pages).
 */
const watchFor = (selector: string) => `(() => {
  const look = () => {
    if (document.querySelector(${JSON.stringify(selector)}) === null) return false;
    window.__foundAt = performance.now();
    requestAnimationFrame(() => { window.__frameAt = performance.now(); });
    return true;
  };
  const observer = new MutationObserver(() => { if (look()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function onLine(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: line.roundTripMs,
    downloadThroughput: (line.downMbit * 1e6) / 8,
    uploadThroughput: (line.upMbit * 1e6) / 8,
  });
}

/** Bytes of every answer the page got (headers and encoded body, as Chromium received them). */
function countWire(page: Page) {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(
      request.sizes().then(
        (size) => size.responseHeadersSize + size.responseBodySize,
        () => 0,
      ),
    );
  });
  return { total: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) };
}

/** Navigation start → the page loaded and `ready` on screen, in the page's clock. */
async function visit(browser: Browser, url: string, ready: string, throttled: boolean): Promise<Visit> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    if (throttled) await onLine(page);
    await page.addInitScript(watchFor(ready));
    await page.goto(url, { waitUntil: 'load' });
    await page.locator(ready).first().waitFor();
    await page.waitForFunction(() => (window as unknown as { __frameAt?: number }).__frameAt !== undefined);
    // A form that came in the HTML (found while the page was parsed) is hydrated by React after the
    // load event: wait for it, to report when. An older build draws it with React instead.
    const inHtml = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return (window as unknown as { __foundAt: number }).__foundAt <= navigation.domInteractive;
    });
    if (inHtml && url.endsWith('/sign-in'))
      await page.waitForFunction(() => performance.getEntriesByName('sign-in:hydrated').length > 0, undefined, { timeout: 30_000 });
    const { scripts, wireBytes, phases } = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const seen = window as unknown as { __foundAt: number; __frameAt: number };
      // 'ready' is painted with the first contentful paint when it was there by then, else in the
      // frame after it appeared.
      const contentful = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const shown = contentful !== undefined && contentful >= seen.__foundAt ? contentful : seen.__frameAt;
      // What the page asked for before its load event: the portal, fetched after it while the user
      // types, is not the page's (on a starved machine it may even arrive before 'Войти' shows).
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.startTime < navigation.loadEventStart,
      );
      const scriptEntries = resources.filter((entry) => entry.name.endsWith('.js'));
      return {
        scripts: scriptEntries.map((entry) => entry.name),
        wireBytes: [navigation, ...resources].reduce((sum, entry) => sum + entry.transferSize, 0),
        phases: {
          html: navigation.responseEnd,
          scriptArrived: scriptEntries.length ? Math.max(...scriptEntries.map((entry) => entry.responseEnd)) : null,
          scriptRan: navigation.domContentLoadedEventEnd,
          shown,
          load: navigation.loadEventEnd,
          hydrated: performance.getEntriesByName('sign-in:hydrated')[0]?.startTime ?? null,
        },
      };
    });
    // Usable: the later of the load event and 'ready' on screen.
    const usableMs = Math.max(phases.shown, phases.load);
    return { usableMs, wireBytes, phases, scripts: scripts.map((name) => new URL(name).pathname.split('/').pop() ?? '') };
  } finally {
    await context.close();
  }
}

/** Each phase's median over the visits (null where the page has no such phase). */
function medianPhases(visits: Visit[]): Phases {
  const of = (key: keyof Phases) => {
    const values = visits.map((visit) => visit.phases[key]).filter((value): value is number => value !== null);
    return values.length ? round(median(values)) : null;
  };
  return {
    html: of('html')!,
    scriptArrived: of('scriptArrived'),
    scriptRan: of('scriptRan')!,
    shown: of('shown')!,
    load: of('load')!,
    hydrated: of('hydrated'),
  };
}

/** On the line: 'Войти' pressed on the sign-in page → home shown, and the bytes meanwhile. */
async function signInToHome(
  browser: Browser,
  origin: string,
): Promise<{ ms: number; wireBytes: number; pageWireBytes: number; openToHomeMs: number }> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    await onLine(page);
    const before = countWire(page);
    await page.goto(`${origin}/pa/sign-in`, { waitUntil: 'load' });
    await page.getByLabel('Логин').fill('apteka1');
    await page.getByLabel('Пароль').fill('apteka1');
    const pageWireBytes = await before.total();
    const after = countWire(page);
    const pressedAt = await page.evaluate(() => {
      const at = performance.now();
      document.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
      return at;
    });
    await page.getByRole('heading', { name: 'Разделы портала' }).waitFor({ timeout: 60_000 });
    const shownAt = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
    // shownAt counts from the sign-in page's navigation start: the portal takes over in place.
    return { ms: shownAt - pressedAt, wireBytes: await after.total(), pageWireBytes, openToHomeMs: shownAt };
  } finally {
    await context.close();
  }
}

/**
 * On the line: the page opened and, as soon as 'Войти' is on screen, typed and pressed (Playwright
 * types about as fast as a password manager fills) → home shown, from navigation start. Before
 * React has the form, so the press is the page's first script's to keep.
 */
async function typedAtOnce(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    await onLine(page);
    await page.goto(`${origin}/pa/sign-in`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    await page.getByLabel('Логин').fill('apteka1');
    await page.getByLabel('Пароль').fill('apteka1');
    // A click waits for 'Войти' to be enabled: Playwright finds the button laid out before the
    // first paint, which waits for the page's first script (a user sees it only then).
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('heading', { name: 'Разделы портала' }).waitFor({ timeout: 60_000 });
    return await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
  } finally {
    await context.close();
  }
}

interface PageFigures {
  signInMs: number;
  plainMs: number;
  ratio: number;
  signInWireBytes: number;
  plainWireBytes: number;
  signInPhases: Phases;
  plainPhases: Phases;
}

export interface SignInFigures {
  bareReact: ScriptSize;
  signInScripts: ScriptSize;
  scriptRatio: number;
  loopback: PageFigures;
  onLine: PageFigures;
  signInToHome: { ms: number; wireBytes: number; openToHomeMs: number; typedAtOnceMs: number };
}

export async function runSignInBench({ runs, port, log }: { runs: number; port: number; log: (line: string) => void }) {
  ensurePortalBuilt(log);
  const bareReact = await bareReactScripts();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const gateway = await startGateway({ port, portSetting: 'BENCH_SIGNIN_PORT' });
  try {
    const signInUrl = `${gateway.origin}/pa/sign-in`;
    const plainUrl = `${gateway.origin}/pa/corporate`;
    const measure = async (throttled: boolean) => {
      const signIn: Visit[] = [];
      const plain: Visit[] = [];
      for (let run = 0; run < runs; run++) {
        signIn.push(await visit(browser, signInUrl, 'button[type=submit]', throttled));
        plain.push(await visit(browser, plainUrl, 'body *', throttled));
        log(
          `  ${throttled ? `${line.downMbit} Mbit/s` : 'loopback'}, run ${run + 1}: sign-in usable ${signIn[run].usableMs.toFixed(0)} ms (${signIn[run].wireBytes} B), plain page ${plain[run].usableMs.toFixed(0)} ms (${plain[run].wireBytes} B)`,
        );
      }
      const signInMs = median(signIn.map((v) => v.usableMs));
      const plainMs = median(plain.map((v) => v.usableMs));
      return {
        figure: {
          signInMs: round(signInMs),
          plainMs: round(plainMs),
          ratio: Math.round((signInMs / plainMs) * 100) / 100,
          signInWireBytes: median(signIn.map((v) => v.wireBytes)),
          plainWireBytes: median(plain.map((v) => v.wireBytes)),
          signInPhases: medianPhases(signIn),
          plainPhases: medianPhases(plain),
        },
        scripts: signIn[0].scripts,
      };
    };
    const loopback = await measure(false);
    const throttled = await measure(true);
    const homes: { ms: number; wireBytes: number; openToHomeMs: number }[] = [];
    const atOnce: number[] = [];
    for (let run = 0; run < runs; run++) {
      const home = await signInToHome(browser, gateway.origin);
      log(
        `  ${line.downMbit} Mbit/s, run ${run + 1}: 'Войти' → home shown ${home.ms.toFixed(0)} ms (${home.wireBytes} B after the press, ${home.pageWireBytes} B before)`,
      );
      homes.push(home);
      atOnce.push(await typedAtOnce(browser, gateway.origin));
      log(
        `  ${line.downMbit} Mbit/s, run ${run + 1}: typed and pressed as soon as 'Войти' showed → home shown ${atOnce[run].toFixed(0)} ms from navigation start`,
      );
    }
    const signInScripts = sizeOf(join(portalDir, 'assets'), loopback.scripts);
    const figures: SignInFigures = {
      bareReact,
      signInScripts,
      scriptRatio: Math.round((signInScripts.brotli / bareReact.brotli) * 100) / 100,
      loopback: loopback.figure,
      onLine: throttled.figure,
      signInToHome: {
        ms: round(median(homes.map((home) => home.ms))),
        wireBytes: median(homes.map((home) => home.wireBytes)),
        openToHomeMs: round(median(homes.map((home) => home.openToHomeMs))),
        typedAtOnceMs: round(median(atOnce)),
      },
    };
    const goals = [
      {
        goal: `sign-in script ≤ ${signInScriptRatioGoal}× a bare React app (brotli)`,
        measured: figures.scriptRatio,
        limit: signInScriptRatioGoal,
        pass: figures.scriptRatio <= signInScriptRatioGoal,
      },
      {
        goal: `sign-in usable ≤ ${signInUsableRatioGoal}× a plain page, loopback`,
        measured: figures.loopback.ratio,
        limit: signInUsableRatioGoal,
        pass: figures.loopback.ratio <= signInUsableRatioGoal,
      },
      {
        goal: `sign-in usable ≤ ${signInUsableRatioGoal}× a plain page, ${line.downMbit} Mbit/s`,
        measured: figures.onLine.ratio,
        limit: signInUsableRatioGoal,
        pass: figures.onLine.ratio <= signInUsableRatioGoal,
      },
      {
        goal: `'Войти' → home within ${signInToHomeGoalMs / 1000} s at ${line.downMbit} Mbit/s`,
        measured: figures.signInToHome.ms,
        limit: signInToHomeGoalMs,
        pass: figures.signInToHome.ms <= signInToHomeGoalMs,
      },
    ];
    return { runs, chromium: browser.version(), figures, goals };
  } finally {
    await gateway.stop();
    await browser.close();
  }
}

export function formatSignInReport({ figures, goals }: Awaited<ReturnType<typeof runSignInBench>>): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const size = (s: ScriptSize) => `${kb(s.bytes)}, gzip ${kb(s.gzip)}, brotli ${kb(s.brotli)} (${s.files.length} files)`;
  const ms = (value: number | null) => (value === null ? '—' : value.toFixed(0)).padStart(6);
  const phases = (f: PageFigures) =>
    (Object.keys(phaseNames) as (keyof Phases)[]).map(
      (key) => `    ${phaseNames[key].padEnd(15)} sign-in ${ms(f.signInPhases[key])}  plain ${ms(f.plainPhases[key])}`,
    );
  const times = (name: string, f: PageFigures) => [
    `${name}: sign-in usable ${f.signInMs.toFixed(0)} ms (${kb(f.signInWireBytes)} on the wire), plain page ${f.plainMs.toFixed(0)} ms (${kb(f.plainWireBytes)}), ratio ${f.ratio.toFixed(2)}×`,
    '  phases, ms from navigation start (medians):',
    ...phases(f),
  ];
  return [
    `sign-in page's script: ${size(figures.signInScripts)}`,
    `bare React 19 app:     ${size(figures.bareReact)}; ratio (brotli) ${figures.scriptRatio.toFixed(2)}×`,
    ...times('loopback', figures.loopback),
    ...times(`${line.downMbit} Mbit/s, ${line.roundTripMs} ms`, figures.onLine),
    `${line.downMbit} Mbit/s: 'Войти' pressed → home shown ${figures.signInToHome.ms.toFixed(0)} ms (${kb(figures.signInToHome.wireBytes)} on the wire after the press); page opened → home ${figures.signInToHome.openToHomeMs.toFixed(0)} ms`,
    `${line.downMbit} Mbit/s: typed and pressed as soon as 'Войти' showed → home shown ${figures.signInToHome.typedAtOnceMs.toFixed(0)} ms from navigation start`,
    '',
    ...goals.map((goal) => `${goal.goal}: ${goal.measured} → ${goal.pass ? 'PASS' : 'FAIL'}`),
  ].join('\n');
}
