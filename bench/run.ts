import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { runForecastChromiumBench } from './forecast-browser';
import { formatChromiumDecodeTable, formatDecodeTable, runForecastDecodeBench } from './forecast-decode';
import { formatLongTaskReport, runForecastLongTaskBench } from './forecast-longtasks';
import { formatTable, runForecastNodeBench } from './forecast-node';
import { formatPeerTable, runForecastPeerBench } from './forecast-peer';
import { runForecastWorkbookBench } from './forecast-workbook';
import { runWorkbookChromiumBench } from './forecast-workbook-chromium';
import { formatChromiumTransferTable } from './forecast-transfer-chromium';
import { formatTransferTable, runForecastTransferBench } from './forecast-transfer';
import { formatLoadTable, runGatewayLoadBench } from './gateway-load';
import { formatLighthouseTable, runLighthouseBench } from './lighthouse';
import { runPositionsChromiumBench } from './positions-browser';
import { runPositionsNodeBench } from './positions-node';
import { formatSignInReport, runSignInBench } from './signin-browser';

/**
 * `npm run bench`: runs every part, prints its table, and writes all figures as one JSON object
 * to the file named by BENCH_JSON when set. Sizes come from the environment so CI can run small:
 * BENCH_ROWS (default 1 000 000), BENCH_FILE_ROWS (100 000), BENCH_RUNS (5), BENCH_POSITIONS
 * (the positions worker's list, 100 000), BENCH_WORKBOOK_ROWS (the workbook parts in Node and Chromium, 1 000 000),
 * BENCH_WORKBOOK_THREADS (threads deflating the Chromium workbook's sheet: 2, or 1 as before the sheet deflate worker). BENCH_PARTS (e.g. 'positions-node,positions-chromium')
 * runs only the named parts, comma-separated.
 */
interface BenchPart {
  name: string;
  run: () => Promise<unknown>;
}

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const rows = numberFromEnv('BENCH_ROWS', 1_000_000);
const fileRows = numberFromEnv('BENCH_FILE_ROWS', 100_000);
const runs = numberFromEnv('BENCH_RUNS', 5);
const positions = numberFromEnv('BENCH_POSITIONS', 100_000);

const parts: BenchPart[] = [
  {
    name: 'node',
    run: async () => {
      console.log(`\nForecast in Node: ${rows.toLocaleString('en-US')} rows, medians of ${runs} runs`);
      const report = await runForecastNodeBench({ rows, fileRows, runs, log: (line) => console.log(line) });
      console.log(`\n${formatTable(report.figures)}`);
      return report;
    },
  },
  {
    // 'Download all' as a workbook alone, at BENCH_WORKBOOK_ROWS (1 000 000, the goal's size),
    // with the reference beside it; the unit tests run it small so it keeps working.
    name: 'workbook',
    run: async () => {
      const workbookRows = numberFromEnv('BENCH_WORKBOOK_ROWS', 1_000_000);
      console.log(
        `\nThe forecast as a workbook in Node: ${workbookRows.toLocaleString('en-US')} rows, median of ${Math.min(runs, 3)} runs`,
      );
      return runForecastWorkbookBench({ rows: workbookRows, runs: Math.min(runs, 3), log: (line) => console.log(line) });
    },
  },
  {
    // The same workbook in a Chromium worker, as the portal writes it (progress reports on): the
    // time beside the goal, the workers' heap and the page's longest task meanwhile.
    name: 'workbook-chromium',
    run: async () => {
      const workbookRows = numberFromEnv('BENCH_WORKBOOK_ROWS', 1_000_000);
      const threads = numberFromEnv('BENCH_WORKBOOK_THREADS', 2);
      console.log(
        `\nThe forecast as a workbook in Chromium: ${workbookRows.toLocaleString('en-US')} rows, median of ${Math.min(runs, 3)} runs`,
      );
      return runWorkbookChromiumBench({ rows: workbookRows, runs: Math.min(runs, 3), threads, log: (line) => console.log(line) });
    },
  },
  {
    // The forecast's transfer, gateway → the worker's loader code in Node: the
    // Arrow stream against the JSON pages on the same seed, on PGlite and a local PostgreSQL, and
    // the gateway's peak memory. Gateway on BENCH_TRANSFER_PORT (8194), PostgreSQL on
    // BENCH_TRANSFER_PG_PORT (8196); BENCH_TRANSFER_DATABASES (e.g. 'pglite') narrows it. Then, on
    // the same gateway, the Chromium half (tab → rows, longest task): BENCH_TRANSFER_CHROMIUM=0 skips it.
    name: 'forecast-transfer',
    run: async () => {
      console.log(
        `\nForecast transfer in Node and in Chromium: ${rows.toLocaleString('en-US')} rows, Arrow and JSON pages, medians of ${runs} runs`,
      );
      const report = await runForecastTransferBench({
        rows,
        runs,
        port: numberFromEnv('BENCH_TRANSFER_PORT', 8194),
        postgresPort: numberFromEnv('BENCH_TRANSFER_PG_PORT', 8196),
        databases: process.env.BENCH_TRANSFER_DATABASES?.split(',')
          .map((item) => item.trim())
          .filter(Boolean),
        chromium: process.env.BENCH_TRANSFER_CHROMIUM !== '0',
        log: (line) => console.log(line),
      });
      console.log(`\n${formatTransferTable(report.figures, report.goals)}`);
      if (report.chromium.figures.length) console.log(`\n${formatChromiumTransferTable(report.chromium.figures, report.chromium.goals)}`);
      return report;
    },
  },
  {
    // Decoding close to arrival: the Arrow answer drained against decoded into
    // columns, on loopback, plain and brotli, in Node and then in Chromium (BENCH_DECODE_CHROMIUM=0
    // skips Chromium); the gateway on BENCH_DECODE_PORT (8197).
    name: 'forecast-decode',
    run: async () => {
      console.log(`\nForecast decoding against arrival: ${rows.toLocaleString('en-US')} rows, medians of ${runs} runs`);
      const chromium = process.env.BENCH_DECODE_CHROMIUM !== '0';
      const report = await runForecastDecodeBench({
        rows,
        runs,
        port: numberFromEnv('BENCH_DECODE_PORT', 8197),
        log: (line) => console.log(line),
        chromium,
      });
      console.log(`\n${formatDecodeTable(report.figures)}`);
      if (report.browserFigures.length) console.log(`\n${formatChromiumDecodeTable(report.browserFigures)}`);
      return report;
    },
  },
  {
    // The light sign-in page: its script against a bare React app's,
    // usable against a plain page of the gateway, 'Войти' → home on a 10 Mbit/s line; the gateway
    // (demo seed) on BENCH_SIGNIN_PORT (8198).
    name: 'signin',
    run: async () => {
      console.log(`\nSign-in page in Chromium: medians of ${runs} runs`);
      const report = await runSignInBench({ runs, port: numberFromEnv('BENCH_SIGNIN_PORT', 8198), log: (line) => console.log(line) });
      console.log(`\n${formatSignInReport(report)}`);
      return report;
    },
  },
  {
    // Lighthouse 12 on the built portal, signed in as apteka1 through the form: each page with the
    // desktop and the mobile preset, medians of BENCH_LIGHTHOUSE_RUNS (3) audits. The gateway on
    // BENCH_LIGHTHOUSE_PORT (8199), Chromium's debugging port BENCH_LIGHTHOUSE_DEBUG_PORT (9230);
    // BENCH_LIGHTHOUSE_PAGES (e.g. 'overview,payroll') and BENCH_LIGHTHOUSE_PRESETS ('mobile') narrow it;
    // BENCH_LIGHTHOUSE_REPORTS names a folder to keep every audit's whole report in.
    name: 'lighthouse',
    run: async () => {
      const audits = numberFromEnv('BENCH_LIGHTHOUSE_RUNS', 3);
      console.log(`\nLighthouse on the built portal: medians of ${audits} audits`);
      const list = (name: string) =>
        process.env[name]
          ?.split(',')
          .map((item) => item.trim())
          .filter(Boolean);
      const report = await runLighthouseBench({
        port: numberFromEnv('BENCH_LIGHTHOUSE_PORT', 8199),
        debuggingPort: numberFromEnv('BENCH_LIGHTHOUSE_DEBUG_PORT', 9230),
        runs: audits,
        pages: list('BENCH_LIGHTHOUSE_PAGES'),
        presets: list('BENCH_LIGHTHOUSE_PRESETS'),
        reportsDir: process.env.BENCH_LIGHTHOUSE_REPORTS,
        log: (line) => console.log(line),
      });
      console.log(`\n${formatLighthouseTable(report.rows)}`);
      return report;
    },
  },
  {
    // The main thread while the forecast loads: BENCH_LONGTASK_LOADS (10) fresh
    // pages, each load's longest task; the gateway on BENCH_LONGTASK_PORT (8195).
    name: 'forecast-longtasks',
    run: async () => {
      const loads = numberFromEnv('BENCH_LONGTASK_LOADS', 10);
      console.log(`\nForecast loads in Chromium, long tasks: ${rows.toLocaleString('en-US')} rows, ${loads} loads`);
      const trace = process.env.BENCH_LONGTASK_TRACE !== '0';
      const report = await runForecastLongTaskBench({
        rows,
        loads,
        port: numberFromEnv('BENCH_LONGTASK_PORT', 8195),
        log: (line) => console.log(line),
        trace,
      });
      console.log(`\n${formatLongTaskReport(report)}`);
      return report;
    },
  },
  {
    // The positions worker of the purchase-order screens, without a worker.
    name: 'positions-node',
    run: async () => {
      console.log(`\nPositions worker in Node: ${positions.toLocaleString('en-US')} positions, medians of ${runs} runs`);
      const report = await runPositionsNodeBench({ positions, runs, log: (line) => console.log(line) });
      console.log(`\n${formatTable(report.figures)}`);
      return report;
    },
  },
  {
    // The built portal on a gateway seeded with a `rows`-row forecast: long tasks and
    // change-to-grid times, with the main-thread baseline. Its gateway listens
    // on BENCH_PORT (8190); load and export run once, the cheap steps BENCH_RUNS times, at most three.
    name: 'chromium',
    run: async () => {
      console.log(`\nForecast in Chromium: ${rows.toLocaleString('en-US')} rows on the built portal, medians of ${Math.min(runs, 3)} runs`);
      return runForecastChromiumBench({
        rows,
        runs: Math.min(runs, 3),
        port: numberFromEnv('BENCH_PORT', 8190),
        log: (line) => console.log(line),
      });
    },
  },
  {
    // The forecast's views at BENCH_ROWS rows, the portal against DuckDB-wasm on the same rows in
    // the same run (forecast-peer.ts); the gateway on BENCH_PEER_PORT (8189), BENCH_PEER_RUNS (3) runs a step.
    name: 'forecast-peer',
    run: async () => {
      const peerRuns = numberFromEnv('BENCH_PEER_RUNS', 3);
      console.log(`\nForecast views against DuckDB-wasm: ${rows.toLocaleString('en-US')} rows, medians of ${peerRuns} runs`);
      const report = await runForecastPeerBench({
        rows,
        runs: peerRuns,
        port: numberFromEnv('BENCH_PEER_PORT', 8189),
        log: (line) => console.log(line),
      });
      console.log(`\n${formatPeerTable(report)}`);
      return report;
    },
  },
  {
    // The purchase order tab of the built portal on a gateway seeded with `positions` purchase
    // positions: each filter and a quantity edit, and the main thread meanwhile.
    // Its gateway listens on BENCH_POSITIONS_PORT (8191); each step runs BENCH_RUNS times, at most three.
    name: 'positions-chromium',
    run: async () => {
      console.log(
        `\nPositions in Chromium: ${positions.toLocaleString('en-US')} purchase positions on the built portal, medians of ${Math.min(runs, 3)} runs`,
      );
      return runPositionsChromiumBench({
        positions,
        runs: Math.min(runs, 3),
        port: numberFromEnv('BENCH_POSITIONS_PORT', 8191),
        log: (line) => console.log(line),
      });
    },
  },
  {
    // The gateway's hot calls under load: wrk (autocannon without it), each call alone,
    // BENCH_LOAD_CONNECTIONS (32) for BENCH_LOAD_SECONDS (10), on PGlite and PostgreSQL with one
    // and two gateway processes; the gateway on BENCH_LOAD_PORT (8192), PostgreSQL on 8193.
    // BENCH_LOAD_SETUPS (e.g. 'pglite') and BENCH_LOAD_CALLS (e.g. 'overview,task list') narrow it.
    name: 'gateway-load',
    run: async () => {
      const connections = numberFromEnv('BENCH_LOAD_CONNECTIONS', 32);
      const duration = numberFromEnv('BENCH_LOAD_SECONDS', 10);
      const warmupSeconds = numberFromEnv('BENCH_LOAD_WARMUP_SECONDS', 2);
      console.log(
        `\nGateway under load: ${connections} connections, ${duration} s a call after ${warmupSeconds} s of warm-up, 240 source addresses`,
      );
      const list = (name: string) =>
        process.env[name]
          ?.split(',')
          .map((item) => item.trim())
          .filter(Boolean);
      const report = await runGatewayLoadBench({
        port: numberFromEnv('BENCH_LOAD_PORT', 8192),
        postgresPort: numberFromEnv('BENCH_LOAD_PG_PORT', 8193),
        connections,
        duration,
        warmupSeconds,
        setups: list('BENCH_LOAD_SETUPS'),
        calls: list('BENCH_LOAD_CALLS'),
        cpuProfDir: process.env.BENCH_LOAD_CPU_PROF_DIR,
        log: (line) => console.log(line),
      });
      console.log(`\n${formatLoadTable(report)}`);
      return report;
    },
  },
];

async function main(): Promise<void> {
  // Other work on the machine skews the figures; the load at the start says how much.
  const loadAtStart = loadavg().map((value) => Math.round(value * 100) / 100);
  const results: Record<string, unknown> = {};
  const only = process.env.BENCH_PARTS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const part of parts) if (!only?.length || only.includes(part.name)) results[part.name] = await part.run();
  const report = {
    when: new Date().toISOString(),
    environment: {
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      cpu: cpus()[0]?.model ?? '',
      cpus: cpus().length,
      loadAverage: loadAtStart,
    },
    ...results,
  };
  const target = process.env.BENCH_JSON;
  if (target) {
    writeFileSync(target, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nFigures written to ${target}`);
  }
}

await main();
