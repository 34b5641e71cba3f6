import { resolve } from 'node:path';

/**
 * How long the gateway waits on PostgreSQL before it answers 503 (server/db/outage.ts) instead of
 * holding the caller: while the server is stopped or restarting the driver fails at once, but a
 * server that does not answer at all (a network cut, a frozen host) would hold every call forever.
 */
export interface QueryBounds {
  /** DATABASE_CONNECT_TIMEOUT_MS: a new connection, or a free one of the pool, within this. */
  connectTimeoutMs: number;
  /** DATABASE_QUERY_TIMEOUT_MS: each query's answer within this. */
  queryTimeoutMs: number;
}

/**
 * 5 s each: a call waits for one of them at most (a query that gets no answer closes its
 * connection, so its transaction's ROLLBACK does not wait a second time), and so answers 503
 * well within 10 s. The gateway's queries take milliseconds; the slowest reports well under a second.
 */
export const defaultQueryBounds: QueryBounds = { connectTimeoutMs: 5_000, queryTimeoutMs: 5_000 };

/** Where non-pharmacy users land when no corporate portal address is configured (server/portal/corporate-page.ts serves it). */
export const CORPORATE_PAGE = '/pa/corporate';

/** The gateway's settings, read once from the environment at start (README, "Environment"). */
export interface Config {
  host: string;
  port: number;
  /** Folder of the embedded database and of files the gateway keeps; null: in memory only. */
  dataDir: string | null;
  /** A PostgreSQL server instead of the embedded PGlite. */
  databaseUrl: string | null;
  /**
   * DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS: how long a call waits for a connection
   * to PostgreSQL and for each query's answer before it is answered 503 (server/db/query-bounds.ts).
   */
  queryBounds: QueryBounds;
  seed: 'demo' | 'none';
  /** SEED_FORECAST_ROWS: apteka1's demo forecast gets this many rows (benchmarks); null: the few hundred of the demo. */
  seedForecastRows: number | null;
  /** Token lifetimes in seconds. */
  accessTtl: number;
  refreshTtl: number;
  /** Seconds after a refresh within which the same refresh token is answered again if its answer was lost. */
  refreshGrace: number;
  /** null: a secret generated once and kept in the database, shared by every gateway on it. */
  tokenSecret: string | null;
  portalDir: string;
  migrationsDir: string;
  logLevel: string;
  /** TASK_DELAY_MS: a pause after each background task starts, for the restart tests and benchmarks only; 0 in use. */
  taskDelayMs: number;
  /**
   * Fastify's trustProxy: whether (true) or which proxies (addresses, CIDRs, comma-separated) may
   * tell the client's address through X-Forwarded-For; sign-in limits count by that address.
   */
  trustProxy: boolean | string;
  /**
   * API_RATE_LIMIT: requests a minute one caller may make to /api before 429 — a signed-in user
   * counted by its user id, an anonymous caller by its address. 1 200 by default.
   */
  apiRateLimit: number;
  /**
   * REQUEST_TIMEOUT_MS: how long a client may take to send a whole request, headers and body; a
   * slower one is answered 408 and cut off, so trickled bodies cannot hold connections open.
   */
  requestTimeoutMs: number;
  /** MAX_CONNECTIONS: open connections one process keeps at most; further ones are closed at once. */
  maxConnections: number;
  /**
   * METRICS_TOKEN: who may read GET /metrics. null: callers on this machine only (the socket's
   * loopback address, never a proxied request); set: only with `Authorization: Bearer <token>`.
   */
  metricsToken: string | null;
  /**
   * CHECK_ANSWERS=1 (tests, e2e, `npm run gateway`): every api answer is checked against its call's
   * declaration and one that does not conform becomes a 500 (server/http/answer-check.ts). Off by default.
   */
  checkAnswers: boolean;
  /**
   * SPEC_ONLY=1: the gateway behaves as a back end built from the spec alone — it serves the spec's
   * surface (src/api/contract/spec-surface.ts): 404 to every other call, other parameters and fields
   * not heard, answers cut to the fields the spec names (server/http/spec-only.ts). For the e2e run
   * that proves the portal works on such a back end.
   */
  specOnly: boolean;
  links: {
    corporatePortalUrl: string;
    helpUrl: string;
    cubesUrl: string;
    analyticsUrl: string;
    appStoreUrl: string;
    googlePlayUrl: string;
    appGalleryUrl: string;
  };
}

export type Environment = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

/** An unset or blank variable means "use the default": `FOO= npm start` should not break. */
const read = (env: Environment, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

const integer = (env: Environment, name: string, fallback: number, min: number, max: number): number => {
  const text = read(env, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `ожидается целое число от ${min} до ${max}, получено «${text}»`);
  }
  return value;
};

/** Links open in the browser: absolute http(s) addresses, or paths on the portal's own origin. */
const link = (env: Environment, name: string, fallback: string): string => {
  const text = read(env, name) ?? fallback;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return text;
  } catch {
    // reported below
  }
  throw new ConfigError(name, `ожидается адрес http(s):// или путь, начинающийся с «/», получено «${text}»`);
};

const oneOf = <T extends string>(env: Environment, name: string, allowed: readonly T[], fallback: T): T => {
  const text = read(env, name) ?? fallback;
  if ((allowed as readonly string[]).includes(text)) return text as T;
  throw new ConfigError(name, `допустимые значения: ${allowed.join(', ')}; получено «${text}»`);
};

const databaseUrl = (env: Environment): string | null => {
  const text = read(env, 'DATABASE_URL');
  if (text === undefined) return null;
  if (!/^postgres(ql)?:\/\//.test(text)) {
    throw new ConfigError('DATABASE_URL', 'ожидается строка подключения postgres:// или postgresql://');
  }
  return text;
};

const tokenSecret = (env: Environment): string | null => {
  const text = read(env, 'TOKEN_SECRET');
  if (text === undefined) return null;
  // HS256 needs at least 256 bits of key; a short secret can be guessed offline from one token.
  if (Buffer.byteLength(text) < 32) throw new ConfigError('TOKEN_SECRET', 'нужно не меньше 32 байт (ключ HS256 в 256 бит)');
  return text;
};

const trustProxy = (env: Environment): boolean | string => {
  const text = read(env, 'TRUST_PROXY');
  if (text === undefined || text === 'false') return false;
  return text === 'true' ? true : text;
};

/** A scraper's secret, visible ASCII, long enough not to be guessed over the network (`openssl rand -hex 32` makes one). */
const METRICS_TOKEN = /^[\x21-\x7e]{16,}$/;

const metricsToken = (env: Environment): string | null => {
  const text = read(env, 'METRICS_TOKEN');
  if (text === undefined) return null;
  if (!METRICS_TOKEN.test(text)) throw new ConfigError('METRICS_TOKEN', 'нужно не меньше 16 видимых символов ASCII без пробелов');
  return text;
};

const DAY = 24 * 60 * 60;

/** The largest forecast the demo seed writes: ten times the million-row benchmark. */
const MAX_SEED_FORECAST_ROWS = 10_000_000;

/**
 * SEED_FORECAST_ROWS alone. The seed steps receive no config (only db and clock), so the forecast
 * step reads the variable through this, with the same check parseConfig made at start.
 */
export const readSeedForecastRows = (env: Environment): number | null =>
  read(env, 'SEED_FORECAST_ROWS') === undefined ? null : integer(env, 'SEED_FORECAST_ROWS', 0, 1, MAX_SEED_FORECAST_ROWS);

/** The most purchase positions the demo seed writes: ten times the 100 000 of the benchmark. */
const MAX_SEED_PURCHASE_POSITIONS = 1_000_000;

/** SEED_PURCHASE_POSITIONS alone, read by the purchase seed step as readSeedForecastRows is. */
export const readSeedPurchasePositions = (env: Environment): number | null =>
  read(env, 'SEED_PURCHASE_POSITIONS') === undefined ? null : integer(env, 'SEED_PURCHASE_POSITIONS', 0, 1, MAX_SEED_PURCHASE_POSITIONS);

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function parseConfig(env: Environment, cwd = process.cwd()): Config {
  const dataDir = read(env, 'DATA_DIR') ?? '.data';
  // Checked at start like every variable; the seed step reads it again (it receives no config).
  readSeedPurchasePositions(env);
  return {
    // Loopback unless told otherwise: the demo accounts' passwords are public (README).
    host: read(env, 'HOST') ?? '127.0.0.1',
    port: integer(env, 'PORT', 8080, 0, 65535),
    dataDir: dataDir === 'memory' ? null : resolve(cwd, dataDir),
    databaseUrl: databaseUrl(env),
    queryBounds: {
      connectTimeoutMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', defaultQueryBounds.connectTimeoutMs, 100, 10 * 60 * 1000),
      queryTimeoutMs: integer(env, 'DATABASE_QUERY_TIMEOUT_MS', defaultQueryBounds.queryTimeoutMs, 100, 10 * 60 * 1000),
    },
    seed: oneOf(env, 'SEED', ['demo', 'none'], 'demo'),
    seedForecastRows: readSeedForecastRows(env),
    accessTtl: integer(env, 'ACCESS_TTL', 15 * 60, 1, 365 * DAY),
    refreshTtl: integer(env, 'REFRESH_TTL', 30 * DAY, 1, 10 * 365 * DAY),
    refreshGrace: integer(env, 'REFRESH_GRACE', 60, 0, 60 * 60),
    tokenSecret: tokenSecret(env),
    portalDir: resolve(cwd, read(env, 'PORTAL_DIR') ?? 'dist/portal'),
    migrationsDir: resolve(cwd, read(env, 'MIGRATIONS_DIR') ?? 'server/db/migrations'),
    taskDelayMs: integer(env, 'TASK_DELAY_MS', 0, 0, 10 * 60 * 1000),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    trustProxy: trustProxy(env),
    apiRateLimit: integer(env, 'API_RATE_LIMIT', 1200, 1, 1_000_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 60_000, 1_000, 10 * 60 * 1000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', 2_000, 1, 1_000_000),
    metricsToken: metricsToken(env),
    checkAnswers: oneOf(env, 'CHECK_ANSWERS', ['0', '1'], '0') === '1',
    specOnly: oneOf(env, 'SPEC_ONLY', ['0', '1'], '0') === '1',
    links: {
      corporatePortalUrl: link(env, 'CORPORATE_PORTAL_URL', CORPORATE_PAGE),
      helpUrl: link(env, 'HELP_URL', 'https://help.example.com/'),
      cubesUrl: link(env, 'CUBES_URL', 'https://cubes.example.com'),
      analyticsUrl: link(env, 'ANALYTICS_URL', 'https://analytics.example.com/'),
      appStoreUrl: link(env, 'APP_STORE_URL', 'https://apps.apple.com/'),
      googlePlayUrl: link(env, 'GOOGLE_PLAY_URL', 'https://play.google.com/store/apps'),
      appGalleryUrl: link(env, 'APP_GALLERY_URL', 'https://appgallery.huawei.com/'),
    },
  };
}
