import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createHttp, storageKeys, type Http } from '../src/api/shared/http';
import { createWorkerHttp, fetchForecastColumns } from '../src/workers/forecast/forecast-loader';
import { chromium, type Browser } from 'playwright';
import { chromiumArgs, chromiumPath } from '../vitest.config';
import { ensurePortalBuilt, startGateway, type BenchGateway } from './browser/gateway';
import { chromiumTransferGoals, measureChromiumTransfer, type ChromiumTransferFigure } from './forecast-transfer-chromium';
import { startLocalPostgres } from './gateway-load-setup';
import {
  gatewayPeakLimitMb,
  median,
  minRatio,
  round,
  rowsWithinMs,
  watchMemory,
  type LoadFigure,
  type TransferGoal,
} from './forecast-transfer-measure';
import { signInApteka1 } from './sign-in';
import { textTable } from './text-table';

/**
 * The forecast's transfer, gateway → the worker's loader code, in Node without a worker or a
 * browser: the same seeded forecast loaded through the Arrow stream (the
 * worker's client, createWorkerHttp, asks Arrow first) and through the JSON pages (a plain client
 * reads the pages), runs alternating so machine noise falls on both alike; on PGlite and on a
 * local PostgreSQL. Also the gateway process's peak memory above idle during each load (the
 * gateway is a child process: its /proc status). The Chromium part measures tab → rows; this one
 * only the transfer and decoding into columns.
 */
export interface TransferFigure extends LoadFigure {
  /** Whether the load went through the path named (the Arrow path may fall back to pages). */
  pathSeen: string;
}

export interface TransferOptions {
  rows?: number;
  runs?: number;
  port?: number;
  postgresPort?: number;
  /** 'pglite', 'postgres' or both (default). */
  databases?: string[];
  /** The Chromium half too (default): the built portal, tab → rows, on the same gateway. */
  chromium?: boolean;
  log?: (line: string) => void;
}

/** The Arrow path's client, with the response's content type noted (to prove which path served). */
function clients(origin: string, token: string) {
  const config = { serviceAddress: origin, endpointPrefix: '/api' };
  const seen = new Set<string>();
  const noting: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    seen.add(response.headers.get('content-type')?.split(';')[0] ?? 'none');
    return response;
  };
  const arrow = createWorkerHttp({ config, token }, { getFreshToken: async () => null }, noting);
  const kept = new Map<string, string>([[storageKeys.token, token]]);
  const pages: Http = createHttp({
    config,
    fetch: noting,
    storage: {
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => void kept.set(key, value),
      removeItem: (key) => void kept.delete(key),
    },
  });
  return { arrow, pages, seen };
}

async function measureDatabase(
  database: TransferFigure['database'],
  gateway: BenchGateway,
  rows: number,
  runs: number,
  log: (line: string) => void,
): Promise<TransferFigure[]> {
  const { token, pharmacyId } = await signInApteka1(gateway.origin);
  const { arrow, pages, seen } = clients(gateway.origin, token);
  const paths = [
    { path: 'arrow' as const, http: arrow, times: [] as number[], peaks: [] as number[], seen: new Set<string>() },
    { path: 'json pages' as const, http: pages, times: [] as number[], peaks: [] as number[], seen: new Set<string>() },
  ];
  for (let run = 0; run < runs; run++) {
    for (const path of paths) {
      seen.clear();
      const memory = gateway.pid ? watchMemory(gateway.pid) : null;
      const start = performance.now();
      const columns = await fetchForecastColumns(path.http, pharmacyId);
      const ms = performance.now() - start;
      const peak = memory?.stop();
      if (columns?.length !== rows) throw new Error(`${database}, ${path.path}: ${columns?.length} rows loaded, ${rows} seeded`);
      path.times.push(ms);
      if (peak !== undefined) path.peaks.push(peak);
      for (const type of seen) path.seen.add(type);
      log(
        `  ${database}, ${path.path}, run ${run + 1}: ${ms.toFixed(0)} ms, gateway +${peak?.toFixed(0) ?? '?'} MB (${[...seen].join(', ')})`,
      );
    }
  }
  const [arrowMs, jsonMs] = paths.map((path) => median(path.times));
  return paths.map((path) => ({
    database,
    path: path.path,
    rows,
    medianMs: round(median(path.times)),
    minMs: round(Math.min(...path.times)),
    maxMs: round(Math.max(...path.times)),
    runs,
    ratio: path.path === 'arrow' ? round(jsonMs / arrowMs) : null,
    gatewayPeakMbAboveIdle: path.peaks.length ? round(Math.max(...path.peaks)) : null,
    pathSeen: [...path.seen].join(', '),
  }));
}

export function transferGoals(figures: readonly TransferFigure[]): TransferGoal[] {
  const goals: TransferGoal[] = [];
  for (const figure of figures) {
    if (figure.path !== 'arrow') continue;
    const limit = rowsWithinMs[figure.database];
    goals.push({
      goal: `rows within ${limit / 1000} s`,
      database: figure.database,
      measured: figure.medianMs,
      limit,
      pass: figure.medianMs <= limit,
    });
    if (figure.ratio !== null)
      goals.push({
        goal: `Arrow ≥ ${minRatio}× faster than JSON`,
        database: figure.database,
        measured: figure.ratio,
        limit: minRatio,
        pass: figure.ratio >= minRatio,
      });
    if (figure.gatewayPeakMbAboveIdle !== null) {
      goals.push({
        goal: `gateway < ${gatewayPeakLimitMb} MB above idle`,
        database: figure.database,
        measured: figure.gatewayPeakMbAboveIdle,
        limit: gatewayPeakLimitMb,
        pass: figure.gatewayPeakMbAboveIdle < gatewayPeakLimitMb,
      });
    }
  }
  return goals;
}

export function formatTransferTable(figures: readonly TransferFigure[], goals: readonly TransferGoal[]): string {
  const header = ['database', 'path', 'rows', 'median ms', 'ratio', 'gateway peak MB above idle', 'answer seen', 'goal'];
  const goalText = (figure: TransferFigure) =>
    goals
      .filter((goal) => goal.database === figure.database && figure.path === 'arrow')
      .map((goal) => `${goal.goal}: ${goal.pass ? 'PASS' : 'FAIL'}`)
      .join('; ') || '—';
  const body = figures.map((f) => [
    f.database,
    f.path,
    f.rows.toLocaleString('en-US'),
    f.medianMs.toFixed(1),
    f.ratio === null ? '—' : `${f.ratio.toFixed(1)}×`,
    f.gatewayPeakMbAboveIdle === null ? '?' : f.gatewayPeakMbAboveIdle.toFixed(1),
    f.pathSeen,
    goalText(f),
  ]);
  const note =
    "Node: gateway → the worker's loader code (fetch, decode, columns), no browser; the Chromium part measures tab opened → rows shown.\n" +
    'Goals at 1 000 000 rows: Arrow ≥ 6× faster than the JSON pages in the same run; rows within 4 s on PGlite, 2 s on PostgreSQL; gateway < 200 MB above idle.';
  return textTable(header, body, (c) => c >= 2 && c <= 5, note);
}

export async function runForecastTransferBench(options: TransferOptions = {}) {
  const rows = options.rows ?? 1_000_000;
  const runs = Math.max(1, options.runs ?? 5);
  const port = options.port ?? 8194;
  const postgresPort = options.postgresPort ?? 8196;
  const databases = options.databases?.length ? options.databases : ['pglite', 'postgres'];
  const log = options.log ?? (() => {});
  const figures: TransferFigure[] = [];
  const chromiumFigures: ChromiumTransferFigure[] = [];
  let browser: Browser | null = null;
  if (options.chromium !== false) {
    ensurePortalBuilt(log);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  }

  // Both halves on one gateway, one seed: the Node runs, then the Chromium runs.
  const onGateway = async (database: TransferFigure['database'], env: Record<string, string>) => {
    log(
      `  ${database}: starting the gateway on port ${port} with a ${rows.toLocaleString('en-US')}-row forecast (load average ${loadavg()[0].toFixed(2)})`,
    );
    const started = Date.now();
    const gateway = await startGateway({ port, rows, env, timeoutMs: 1_200_000 });
    try {
      log(`  ${database}: gateway ready after ${((Date.now() - started) / 1000).toFixed(0)} s`);
      figures.push(...(await measureDatabase(database, gateway, rows, runs, log)));
      if (browser) chromiumFigures.push(...(await measureChromiumTransfer(browser, database, gateway, rows, runs, log)));
    } finally {
      await gateway.stop();
    }
  };

  try {
    if (databases.includes('pglite')) await onGateway('pglite', {});
    if (databases.includes('postgres')) {
      const postgres = startLocalPostgres(postgresPort);
      try {
        await onGateway('postgres', { DATABASE_URL: await postgres.createDatabase('bench_transfer') });
      } finally {
        postgres.stop();
      }
    }
  } finally {
    await browser?.close();
  }
  const goals = transferGoals(figures);
  const chromiumGoals = chromiumTransferGoals(chromiumFigures);
  return { rows, runs, figures, goals, chromium: { chromium: browser?.version() ?? null, figures: chromiumFigures, goals: chromiumGoals } };
}
