import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { build, type Rolldown } from 'vite';
import { chromiumArgs, chromiumPath } from '../vitest.config';
import { ensurePortalBuilt, startGateway, type BenchGateway } from './browser/gateway';
import { benchContext, measureChange, signIn, type Sample } from './browser/page';
import type { PeerAnswer, PeerView } from './browser/peer-duckdb';
import { summarize, type Summary } from './browser/report';
import { textTable } from './text-table';

/**
 * The forecast's interactions at `rows` rows, ours against a peer built for the work, in the same
 * run: the built portal (filter to one initiative, back to all, the weight and size sliders, each
 * timed from its input to the frame showing the new rows and totals, bench/browser/probe.js), then
 * the same views of the same synthetic rows through DuckDB-wasm in Chromium (its own worker), each
 * timed from the call to the first frame after its answer: the grid's first rows in the view's
 * order and the totals of the proposal. The peer renders nothing, so its time is the lower bound of
 * a grid built on it. Reference: ≤ 50 ms and at least as fast as the peer.
 * The peer's page and DuckDB's worker and wasm come from a static server of the bench's own
 * (node_modules/@duckdb/duckdb-wasm/dist), on a free port.
 */
const dist = fileURLToPath(new URL('../node_modules/@duckdb/duckdb-wasm/dist/', import.meta.url));
const limitMs = 50;

const peerHtml = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Прогноз в DuckDB-wasm (бенчмарк)</title></head>
<body><p>Сравнение: представление прогноза в DuckDB-wasm.</p><script src="peer.js"></script></body></html>`;

async function bundlePeerPage(): Promise<string> {
  const entry = fileURLToPath(new URL('./browser/peer-duckdb.ts', import.meta.url));
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      lib: { entry, formats: ['iife'], name: 'benchPeer', fileName: () => 'peer.js' },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((each) => each.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The peer page was not bundled');
  return chunk.code;
}

const types: Record<string, string> = { js: 'text/javascript; charset=utf-8', wasm: 'application/wasm', html: 'text/html; charset=utf-8' };

async function startPeerServer(script: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://peer').pathname;
    const send = (type: string, body: string | Buffer) => response.writeHead(200, { 'content-type': types[type] }).end(body);
    if (path === '/peer.html') return send('html', peerHtml);
    if (path === '/peer.js') return send('js', script);
    const file = /^\/duckdb\/(duckdb-browser-eh\.worker\.js|duckdb-eh\.wasm)$/.exec(path)?.[1];
    if (!file) return void response.writeHead(404).end();
    readFile(`${dist}${file}`).then(
      (bytes) => send(file.split('.').pop()!, bytes),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export interface PeerStep {
  step: string;
  ours: Summary;
  peer: { medianMs: number; runs: number; sameAsOurs: boolean };
  ratio: number;
  pass: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const viewShown = { condition: 'view', input: 'change', timeoutMs: 120_000, quietMs: 400 } as const;

/** The portal: the same steps as the chromium part's, and the views they chose (the plan for the peer). */
async function measureOurs(page: Page, runs: number) {
  const initiative = page.getByLabel('Инициатива', { exact: true });
  const weight = page.getByRole('slider', { name: 'Алгоритм подбора товаров в заказ' });
  const size = page.getByRole('slider', { name: 'Количество товаров в заказе' });
  const steps: Record<string, { samples: Sample[]; views: PeerView[] }> = {};
  const view: PeerView = { initiativeId: null, priceWeight: 1, size: null };
  const step = async (name: string, act: () => Promise<unknown>, change: () => Promise<Partial<PeerView>>) => {
    const sample = await measureChange(page, act, viewShown);
    Object.assign(view, await change());
    (steps[name] ??= { samples: [], views: [] }).samples.push(sample);
    steps[name].views.push({ ...view });
  };
  const chosenInitiative = async () => {
    const value = await initiative.inputValue();
    return { initiativeId: value === '' ? null : Number(value) };
  };
  for (let run = 0; run < runs; run++) {
    await step('filter to one initiative', () => initiative.press('ArrowDown'), chosenInitiative);
    await step('filter back to all', () => initiative.press('Home'), chosenInitiative);
  }
  for (let run = 0; run < runs; run++)
    await step(
      'weight slider',
      () => weight.press('ArrowLeft'),
      async () => ({ priceWeight: Number(await weight.inputValue()) }),
    );
  for (let run = 0; run < runs; run++)
    await step(
      'size slider',
      () => size.press('PageDown'),
      async () => ({ size: Number(await size.inputValue()) }),
    );
  return steps;
}

export async function runForecastPeerBench({
  rows,
  runs,
  port,
  log,
}: {
  rows: number;
  runs: number;
  port: number;
  log: (line: string) => void;
}) {
  ensurePortalBuilt(log);
  let gateway: BenchGateway | null = null;
  let browser: Browser | null = null;
  let peerServer: Server | null = null;
  try {
    log(`  starting the gateway on port ${port} with a ${rows.toLocaleString('en-US')}-row forecast`);
    gateway = await startGateway({ port, rows, portSetting: 'BENCH_PEER_PORT' });
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

    const context = await benchContext(browser, gateway.origin);
    let ours: Awaited<ReturnType<typeof measureOurs>>;
    try {
      const page = await context.newPage();
      await signIn(page);
      await page.goto('reports?tab=profitForecast');
      await page.evaluate(() => window.__bench.settled({ condition: 'load', timeoutMs: 900_000, quietMs: 1000 }));
      log('  ours: the forecast is on screen');
      ours = await measureOurs(page, runs);
    } finally {
      await context.close();
    }
    log('  ours: done; the peer: DuckDB-wasm with the same rows');

    const peerPage = await startPeerServer(await bundlePeerPage());
    peerServer = peerPage.server;
    const page = await browser.newPage();
    await page.goto(`${peerPage.origin}/peer.html`);
    await page.waitForFunction(() => '__peer' in window);
    const loaded = await page.evaluate(([count, base]) => window.__peer.load(count, base), [rows, peerPage.origin] as const);
    log(`  peer: DuckDB ${loaded.version}, ${rows.toLocaleString('en-US')} rows in its table in ${(loaded.ms / 1000).toFixed(1)} s`);
    // A first view warms the peer's plan cache, as the portal's first view came with its load.
    await page.evaluate(() => window.__peer.view({ initiativeId: null, priceWeight: 1, size: null }));

    const steps: PeerStep[] = [];
    for (const [step, { samples, views }] of Object.entries(ours)) {
      const answers: PeerAnswer[] = [];
      for (const view of views) answers.push(await page.evaluate((chosen) => window.__peer.view(chosen), view));
      const ourSummary = summarize(samples);
      const peerMs = Math.round(median(answers.map((answer) => answer.ms)) * 10) / 10;
      steps.push({
        step,
        ours: ourSummary,
        peer: { medianMs: peerMs, runs: answers.length, sameAsOurs: answers.every((answer) => answer.sameAsOurs) },
        ratio: Math.round((ourSummary.medianMs / peerMs) * 100) / 100,
        pass: ourSummary.medianMs <= limitMs && ourSummary.longestTaskMs <= limitMs && ourSummary.medianMs <= peerMs,
      });
    }
    await page.close();
    return { rows, runs, chromium: browser.version(), duckdb: loaded.version, peerLoadMs: Math.round(loaded.ms), steps };
  } finally {
    await browser?.close();
    await gateway?.stop();
    peerServer?.close();
  }
}

export function formatPeerTable(report: Awaited<ReturnType<typeof runForecastPeerBench>>): string {
  return textTable(
    ['step', 'ours ms', 'longest task', 'DuckDB-wasm ms', 'ours / peer', 'same rows', 'reference', ''],
    report.steps.map((step) => [
      step.step,
      step.ours.medianMs.toFixed(1),
      step.ours.longestTaskMs === 0 ? '< 50' : step.ours.longestTaskMs.toFixed(0),
      step.peer.medianMs.toFixed(1),
      step.ratio.toFixed(2),
      step.peer.sameAsOurs ? 'yes' : 'NO',
      `≤ ${limitMs} ms; at least as fast as the peer`,
      step.pass ? 'PASS' : 'FAIL',
    ]),
    (column) => column >= 1 && column <= 4,
    'ours: input → the frame showing the new rows and totals; the peer: call → the first frame after its answer (it renders nothing).',
  );
}
