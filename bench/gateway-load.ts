import { loadavg } from 'node:os';
import { loadGenerator, type GeneratorName, type LoadRequest } from './gateway-load-generators';
import { startLoadGateway, startLocalPostgres, type LoadGateway } from './gateway-load-setup';
import { pgliteReference, postgresReference, type SqlReference } from './gateway-load-sql';
import { cpuMsOfTree } from './process-cpu';
import { signInApteka1 } from './sign-in';

/**
 * The calls of a busy morning against a gateway under load: each call
 * alone, CONNECTIONS connections for DURATION seconds, on PGlite, on PostgreSQL with one gateway
 * process and with two behind one port (GATEWAY_PROCESSES=2, Node's cluster). Source addresses
 * are spread over 240 values through X-Forwarded-For (the gateway trusts loopback as its proxy
 * here), as a pharmacy chain's users would come; API_RATE_LIMIT is raised because signed-in
 * calls are counted by user and the bench is one user (bench/gateway-load-setup.ts).
 */
export interface LoadFigure {
  setup: string;
  call: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors or timeouts: both must be 0. */
  non2xx: number;
  errors: number;
  bytesPerAnswer: number;
  /** PostgreSQL only: transactions (queries outside a transaction) per answer, pg-boss's polling included. */
  queriesPerCall?: number;
  /** CPU time per answer of the gateway's process(es), ms (/proc; a busy machine barely moves it). */
  gatewayCpuMs?: number;
  /** PostgreSQL only: CPU time per answer of the database server's processes, ms. */
  databaseCpuMs?: number;
  /** The load generator that sent the calls, and its own CPU time per answer, ms (it shares the cores). */
  generator: GeneratorName;
  generatorCpuMs: number;
}

export interface LoadGoal {
  setup: string;
  call: string;
  minRequestsPerSecond?: number;
  maxP99?: number;
  /** The least share of the call's own reads run straight on the same database in the same run. */
  minShareOfSql?: number;
  /** A figure this goal keeps: the earlier measurement it may not fall below by more than run-to-run noise. */
  keeps?: string;
}

/** The gateway's goals: its hot calls' rates, and its overhead below its database's. */
export const loadGoals: LoadGoal[] = [
  { setup: 'postgres ×2', call: 'overview', minRequestsPerSecond: 2000, maxP99: 50 },
  { setup: 'postgres ×2', call: 'task list', minRequestsPerSecond: 5000 },
  { setup: 'pglite', call: 'overview', minRequestsPerSecond: 600 },
  { setup: 'postgres', call: 'overview', minShareOfSql: 0.6, maxP99: 20 },
  { setup: 'pglite', call: 'overview', minShareOfSql: 0.8 },
  // The hot call keeps its figures (wrk, quiet): within 10 % of them, the noise between quiet runs.
  {
    setup: 'postgres',
    call: 'overview',
    minRequestsPerSecond: 15_700,
    maxP99: 9.2,
    minShareOfSql: 1.76,
    keeps: '17 456 req/s, p99 8.3 ms, 1.96× its reads (2026-11-28)',
  },
];

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  signedIn: boolean;
  body?: string;
}

/** What apteka1's portal calls when its user opens it in the morning, and then every 5 s. */
function morningCalls(userId: number, pharmacyId: number): Call[] {
  return [
    {
      name: 'sign-in',
      method: 'POST',
      path: '/api/uaa/oauth/token',
      signedIn: false,
      body: new URLSearchParams({ grant_type: 'password', scope: 'read', username: 'apteka1', password: 'apteka1' }).toString(),
    },
    { name: 'pharmacy', method: 'GET', path: `/api/pharmacy/pharmacy/portal-id/${userId}`, signedIn: true },
    { name: 'overview', method: 'GET', path: `/api/reports/initiative/pharmacy?id=${pharmacyId}`, signedIn: true },
    { name: 'common bonuses', method: 'GET', path: '/api/reports/initiative/pharmacy-common-bonuses', signedIn: true },
    { name: 'task list', method: 'GET', path: '/api/background-task/task/all-my', signedIn: true },
  ];
}

/** The call as its generator sends it: asking as a browser does, so the answers go out compressed as the portal gets them. */
function loadRequest(call: Call, token: string): LoadRequest {
  const accepts = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const headers: Record<string, string> = call.signedIn
    ? { authorization: `Bearer ${token}`, ...accepts }
    : { 'content-type': 'application/x-www-form-urlencoded', ...accepts };
  return { method: call.method, path: call.path, headers, body: call.body };
}

export interface LoadBenchOptions {
  port: number;
  postgresPort: number;
  connections: number;
  duration: number;
  /** Seconds of the same load before each call's measured run, not counted (0: none). */
  warmupSeconds?: number;
  /** Setups to run: 'pglite', 'postgres', 'postgres ×2' (all by default). */
  setups?: string[];
  /** Calls to run, by name (all by default). */
  calls?: string[];
  cpuProfDir?: string;
  log: (line: string) => void;
}

export interface LoadReport {
  figures: LoadFigure[];
  /** The overview's reads run straight on each database, when the overview was measured. */
  references: SqlReference[];
  goals: (LoadGoal & { pass: boolean })[];
}

export async function runGatewayLoadBench(options: LoadBenchOptions): Promise<LoadReport> {
  const { port, connections, duration, log } = options;
  const wanted = options.setups ?? ['pglite', 'postgres', 'postgres ×2'];
  const figures: LoadFigure[] = [];
  const references: SqlReference[] = [];
  const measuresOverview = !options.calls || options.calls.includes('overview');
  const base = { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' };
  const generator = loadGenerator();
  log(`  load generator: ${generator.name}${generator.name === 'wrk' ? '' : ' (wrk is missing or BENCH_LOAD_GENERATOR says so)'}`);

  /** `reference` runs the overview's own reads straight on the setup's database once its gateway has stopped. */
  const runSetup = async (
    setup: string,
    start: () => Promise<LoadGateway>,
    committed?: () => number,
    reference?: (pharmacyId: number) => Promise<SqlReference>,
    databasePid?: () => number,
  ) => {
    if (!wanted.includes(setup)) return;
    log(`  ${setup}: starting the gateway (load average ${loadavg()[0].toFixed(2)})`);
    const gateway = await start();
    let pharmacyId: number | undefined;
    try {
      const signedIn = await signInApteka1(gateway.origin);
      const { token, userId } = signedIn;
      pharmacyId = signedIn.pharmacyId;
      for (const call of morningCalls(userId, pharmacyId)) {
        if (options.calls && !options.calls.includes(call.name)) continue;
        // A warm-up not counted: a gateway serves warm, and the first seconds of a cold one are
        // V8 compiling its hot paths (CPU the measured seconds would charge to every call).
        const request = loadRequest(call, token);
        if (options.warmupSeconds) await generator.run(gateway.origin, request, connections, options.warmupSeconds);
        // Stats reach pg_stat_database within a second of a backend's commit.
        const before = committed?.();
        const cpuBefore = gateway.pid ? cpuMsOfTree(gateway.pid) : 0;
        const databaseBefore = databasePid ? cpuMsOfTree(databasePid()) : 0;
        const result = await generator.run(gateway.origin, request, connections, duration);
        const perCall = (ms: number) => Math.round((100 * ms) / Math.max(1, result.requests)) / 100;
        const cpu = gateway.pid ? { gatewayCpuMs: perCall(cpuMsOfTree(gateway.pid) - cpuBefore) } : {};
        const databaseCpu = databasePid ? { databaseCpuMs: perCall(cpuMsOfTree(databasePid()) - databaseBefore) } : {};
        if (committed) await new Promise((resolve) => setTimeout(resolve, 1500));
        const after = committed?.();
        const figure: LoadFigure = {
          setup,
          call: call.name,
          generator: generator.name,
          requestsPerSecond: result.requestsPerSecond,
          p50: result.p50,
          p99: result.p99,
          non2xx: result.non2xx,
          errors: result.errors,
          bytesPerAnswer: result.requests ? Math.round(result.bytes / result.requests) : 0,
          ...(before === undefined || after === undefined
            ? {}
            : { queriesPerCall: Math.round((100 * (after - before)) / result.requests) / 100 }),
          ...cpu,
          ...databaseCpu,
          generatorCpuMs: result.generatorCpuMs,
        };
        figures.push(figure);
        const cpuText = `${figure.gatewayCpuMs === undefined ? '' : `, gateway CPU ${figure.gatewayCpuMs} ms a call`}${figure.databaseCpuMs === undefined ? '' : `, database CPU ${figure.databaseCpuMs} ms a call`}, ${generator.name} ${figure.generatorCpuMs} ms a call`;
        log(
          `    ${call.name}: ${figure.requestsPerSecond} req/s, p50 ${figure.p50} ms, p99 ${figure.p99} ms${figure.queriesPerCall === undefined ? '' : `, ${figure.queriesPerCall} queries a call`}${cpuText}${figure.non2xx || figure.errors ? `, ${figure.non2xx} non-2xx, ${figure.errors} errors` : ''}`,
        );
      }
    } finally {
      await gateway.stop();
    }
    if (reference && measuresOverview && pharmacyId !== undefined) {
      const result = await reference(pharmacyId);
      references.push(result);
      const overview = figures.find((figure) => figure.setup === setup && figure.call === 'overview');
      const share = overview ? ` (the overview: ${(overview.requestsPerSecond / result.queriesPerSecond).toFixed(2)} of it)` : '';
      log(
        `    its reads straight on ${setup}: ${result.queriesPerSecond} a second${result.p99 === undefined ? '' : `, p99 ${result.p99} ms`}, database CPU ${result.cpuMsPerQuery} ms a query${share}`,
      );
    }
  };

  const migrationsDir = 'server/db/migrations';
  await runSetup(
    'pglite',
    () => startLoadGateway(port, { ...base, DATA_DIR: 'memory' }, options.cpuProfDir),
    undefined,
    (pharmacyId) => pgliteReference(migrationsDir, pharmacyId, connections, duration),
  );
  if (wanted.some((setup) => setup.startsWith('postgres'))) {
    const postgres = startLocalPostgres(options.postgresPort);
    try {
      // A database each: a setup's sign-ins and tasks do not carry into the next one's.
      let url = '';
      await runSetup(
        'postgres',
        async () =>
          startLoadGateway(port, { ...base, DATABASE_URL: (url = await postgres.createDatabase('bench_one')) }, options.cpuProfDir),
        () => postgres.committed('bench_one'),
        (pharmacyId) => postgresReference(postgres, 'bench_one', url, pharmacyId, connections, duration),
        () => postgres.pid(),
      );
      await runSetup(
        'postgres ×2',
        async () =>
          startLoadGateway(
            port,
            { ...base, DATABASE_URL: await postgres.createDatabase('bench_two'), GATEWAY_PROCESSES: '2' },
            options.cpuProfDir,
          ),
        () => postgres.committed('bench_two'),
        undefined,
        () => postgres.pid(),
      );
    } finally {
      postgres.stop();
    }
  }

  const goals = loadGoals
    .filter((goal) => figures.some((figure) => figure.setup === goal.setup && figure.call === goal.call))
    .map((goal) => {
      const figure = figures.find((item) => item.setup === goal.setup && item.call === goal.call)!;
      const sql = references.find((item) => item.setup === goal.setup);
      const share = sql ? figure.requestsPerSecond / sql.queriesPerSecond : 0;
      const pass =
        figure.requestsPerSecond >= (goal.minRequestsPerSecond ?? 0) &&
        (goal.minShareOfSql === undefined || share >= goal.minShareOfSql) &&
        (goal.maxP99 === undefined || figure.p99 < goal.maxP99) &&
        figure.non2xx === 0 &&
        figure.errors === 0;
      return { ...goal, pass };
    });
  return { figures, references, goals };
}

/** The figures as a markdown table, setups side by side per call, and the goals below. */
export function formatLoadTable({ figures, references, goals }: LoadReport): string {
  const setups = [...new Set(figures.map((figure) => figure.setup))];
  const calls = [...new Set(figures.map((figure) => figure.call))];
  const lines = [
    `| call | ${setups.map((setup) => `${setup}: req/s, p50 / p99 ms`).join(' | ')} |`,
    `|---|${setups.map(() => '---|').join('')}`,
  ];
  for (const call of calls) {
    const cells = setups.map((setup) => {
      const figure = figures.find((item) => item.setup === setup && item.call === call);
      if (!figure) return '—';
      const failed = figure.non2xx || figure.errors ? ` (${figure.non2xx} non-2xx, ${figure.errors} errors)` : '';
      return `${figure.requestsPerSecond.toLocaleString('en-US')}, ${figure.p50} / ${figure.p99}${failed}`;
    });
    lines.push(`| ${call} | ${cells.join(' | ')} |`);
  }
  const cpuCells = setups.map((setup) => {
    const overview = figures.find((item) => item.setup === setup && item.call === 'overview');
    if (overview?.gatewayCpuMs === undefined) return '—';
    const sql = references.find((item) => item.setup === setup);
    return `gateway ${overview.gatewayCpuMs}${overview.databaseCpuMs === undefined ? '' : `, database ${overview.databaseCpuMs}`}${sql ? `; straight ${sql.cpuMsPerQuery}` : ''}`;
  });
  if (cpuCells.some((cell) => cell !== '—')) lines.push(`| the overview's CPU ms per call | ${cpuCells.join(' | ')} |`);
  // A kept overview is trusted between the database's notices, so its reads are far fewer than its calls.
  const queryCells = setups.map((setup) => {
    const overview = figures.find((item) => item.setup === setup && item.call === 'overview');
    return overview?.queriesPerCall === undefined ? '—' : String(overview.queriesPerCall);
  });
  if (queryCells.some((cell) => cell !== '—')) lines.push(`| the database's queries per overview call | ${queryCells.join(' | ')} |`);
  const generatorCells = setups.map((setup) => {
    const overview = figures.find((item) => item.setup === setup && item.call === 'overview');
    return overview ? `${overview.generator} ${overview.generatorCpuMs}` : '—';
  });
  if (generatorCells.some((cell) => cell !== '—'))
    lines.push(`| the load generator's own CPU ms per overview call | ${generatorCells.join(' | ')} |`);
  if (references.length) {
    const cells = setups.map((setup) => {
      const sql = references.find((item) => item.setup === setup);
      const overview = figures.find((item) => item.setup === setup && item.call === 'overview');
      if (!sql) return '—';
      return `${sql.queriesPerSecond.toLocaleString('en-US')}${sql.p99 === undefined ? '' : `, p99 ${sql.p99}`}${overview ? ` (overview ${(overview.requestsPerSecond / sql.queriesPerSecond).toFixed(2)} of it)` : ''}`;
    });
    lines.push(`| the overview's reads straight on the database | ${cells.join(' | ')} |`);
  }
  for (const goal of goals) {
    const wants = [
      goal.minRequestsPerSecond === undefined ? '' : `≥ ${goal.minRequestsPerSecond} req/s`,
      goal.minShareOfSql === undefined ? '' : `≥ ${goal.minShareOfSql} of its reads straight on the database`,
      goal.maxP99 === undefined ? '' : `p99 < ${goal.maxP99} ms`,
    ];
    const keeps = goal.keeps ? ` (keeps ${goal.keeps})` : '';
    lines.push(`${goal.pass ? 'PASS' : 'FAIL'} ${goal.setup} ${goal.call}: ${wants.filter(Boolean).join(', ')}${keeps}`);
  }
  return lines.join('\n');
}
