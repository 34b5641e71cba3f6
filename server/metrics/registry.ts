import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What the gateway tells an operator's Prometheus (GET /metrics, server/metrics/route.ts): one
 * registry per process, as the client library means it to be, with Node's own process metrics
 * (CPU, memory, event-loop lag, heap, handles) beside the gateway's. Names start `gateway_`.
 * Labels never carry ids, logins or addresses: a call is named by its declaration, so the series
 * stay few whatever the pharmacies ask.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Seconds: the answers the portal waits on are milliseconds, a file export may take half a minute. */
const ANSWER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: a background task writes a workbook or exports many initiatives, up to minutes. */
const TASK_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900];

export const answers = new Counter({
  name: 'gateway_http_requests_total',
  help: 'Requests answered, by call (method and declared path template; "unknown" for paths no route serves) and status',
  labelNames: ['call', 'status'] as const,
  registers: [registry],
});

export const answerSeconds = new Histogram({
  name: 'gateway_http_request_duration_seconds',
  help: 'Time from a request received to its answer sent, by call',
  labelNames: ['call'] as const,
  buckets: ANSWER_BUCKETS,
  registers: [registry],
});

export const serverErrors = new Counter({
  name: 'gateway_http_server_errors_total',
  help: 'Requests answered with a 5xx, by call (a 503 of a database outage included)',
  labelNames: ['call'] as const,
  registers: [registry],
});

export const signInFailures = new Counter({
  name: 'gateway_signin_failures_total',
  help: 'Sign-ins refused for a wrong login, password or entry link, by grant (password, shared_secret)',
  labelNames: ['grant'] as const,
  registers: [registry],
});

export const signInLockouts = new Counter({
  name: 'gateway_signin_lockouts_total',
  help: 'Sign-ins refused with 429 because the address failed too often lately, by grant',
  labelNames: ['grant'] as const,
  registers: [registry],
});

export const loginChecksRefused = new Counter({
  name: 'gateway_cashier_login_checks_refused_total',
  help: 'Cashier login saves refused with 429 because the user met too many taken logins lately',
  registers: [registry],
});

export const taskSeconds = new Histogram({
  name: 'gateway_task_duration_seconds',
  help: 'Run time of background task attempts, by task and outcome (success, error: ended in ERROR, retry: failed and left to pg-boss to retry)',
  labelNames: ['task', 'outcome'] as const,
  buckets: TASK_BUCKETS,
  registers: [registry],
});

export const taskFailures = new Counter({
  name: 'gateway_task_failures_total',
  help: 'Background task attempts that failed, by task and outcome (error: the task ended in ERROR; retry: pg-boss runs it again)',
  labelNames: ['task', 'outcome'] as const,
  registers: [registry],
});

/** A source read when scraped: the database pool of a gateway, the task queues of a runner. */
export type Reading<T> = () => T;

/** Sources registered by what is running in this process, removed when it stops. */
function sources<T>() {
  const set = new Set<Reading<T>>();
  return {
    add(source: Reading<T>): () => void {
      set.add(source);
      return () => void set.delete(source);
    },
    read: () => [...set].map((source) => source()),
  };
}

export interface PoolReading {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/**
 * The pool's two figures without labels. A gauge without labels always shows a value (0 after a
 * reset), so they are registered with the first pool: a PGlite gateway's scrape has neither.
 */
const poolFigure = (name: string, help: string, field: 'waiting' | 'max') => ({
  name,
  gauge: new Gauge({
    name,
    help,
    registers: [],
    collect() {
      this.set(sum(pools.read(), field));
    },
  }),
});
const poolFigures = [
  poolFigure(
    'gateway_db_pool_waiting_requests',
    'Queries waiting for a connection of the PostgreSQL pool (pool exhausted while above 0); absent on PGlite',
    'waiting',
  ),
  poolFigure('gateway_db_pool_max_connections', 'The most connections the PostgreSQL pool opens; absent on PGlite', 'max'),
];

/** The node-postgres pools of the gateways of this process (one in use; none on PGlite). */
export const pools = (() => {
  const registered = sources<PoolReading>();
  return {
    add(source: Reading<PoolReading>): () => void {
      for (const { name, gauge } of poolFigures) if (!registry.getSingleMetric(name)) registry.registerMetric(gauge);
      return registered.add(source);
    },
    read: registered.read,
  };
})();

const sum = (readings: PoolReading[], field: keyof PoolReading) => readings.reduce((total, reading) => total + reading[field], 0);

new Gauge({
  name: 'gateway_db_pool_connections',
  help: "Connections of the gateway's PostgreSQL pool (pg.Pool), by state: total open, idle; absent on PGlite",
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const readings = pools.read();
    if (readings.length === 0) return;
    this.set({ state: 'total' }, sum(readings, 'total'));
    this.set({ state: 'idle' }, sum(readings, 'idle'));
  },
});

export interface QueueReading {
  queue: string;
  /** Jobs waiting: created or retrying, not yet taken by a worker. */
  queued: number;
  active: number;
}

/**
 * The task queues' depth as pg-boss's monitor last counted it (every 10 s), read with one query
 * of pg-boss's queue table: a scrape never counts the jobs themselves. Only the process that runs
 * the queues' workers reads it (in a cluster, the primary), so it is counted once.
 */
export const queueDepths = sources<Promise<QueueReading[]>>();

new Gauge({
  name: 'gateway_task_queue_jobs',
  help: 'Background task jobs per pg-boss queue and state (queued: waiting for a worker; active: running), as pg-boss last counted them (at most 10 s old)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    const readings = (await Promise.all(queueDepths.read().map((reading) => reading.catch(() => [])))).flat();
    this.reset();
    for (const reading of readings) {
      this.set({ queue: reading.queue, state: 'queued' }, reading.queued);
      this.set({ queue: reading.queue, state: 'active' }, reading.active);
    }
  },
});

/** Which engine holds the data: PGlite has one connection and no pool to watch. */
export const databaseEngines = sources<'pglite' | 'postgres'>();

new Gauge({
  name: 'gateway_database_info',
  help: 'The database engine the gateway works on (pglite: embedded, one connection, no pool metrics; postgres: pool metrics above)',
  labelNames: ['engine'] as const,
  registers: [registry],
  // Every process of a cluster says the same: added up, it would count processes, not engines.
  aggregator: 'max',
  collect() {
    this.reset();
    for (const engine of new Set(databaseEngines.read())) this.set({ engine }, 1);
  },
});

/** The processes whose metrics a scrape holds: 1 alone; in a cluster the primary and every gateway process that answered. */
export const processesReporting = new Gauge({
  name: 'gateway_metrics_processes',
  help: 'Processes whose metrics this scrape adds up (a cluster: the primary and its gateway processes)',
  registers: [registry],
});
processesReporting.set(1);
