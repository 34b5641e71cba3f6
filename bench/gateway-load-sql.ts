import { fillPlaceholders } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect';
import { prepareDatabase } from '../server/prepare-database';
import { digestParams, overviewDigest } from '../server/services/reports/overview-cache';
import { currentPeriod } from '../src/domain/shared/quarters';
import type { LocalPostgres } from './gateway-load-setup';
import { cpuMsOfTree } from './process-cpu';

/**
 * The overview's own reads run straight on the database, without the gateway:
 * the reference the gateway's overview is measured against in the same run. A kept answer costs
 * the gateway one query, the digest of its pharmacy's row and its quarter's rows (the session check
 * adds one every 5 s), so that query, with the same values, as fast as the database answers it:
 * on PostgreSQL through pgbench (C, prepared, as many clients as the load has connections), on
 * PGlite through its own `query` in the bench's process (one connection, as in the gateway).
 */
export interface SqlReference {
  setup: string;
  queriesPerSecond: number;
  /**
   * CPU time per query of the database: PostgreSQL's processes (pgbench's own not counted), or
   * on PGlite the bench's process, which is the database there.
   */
  cpuMsPerQuery: number;
  /** PGlite only: pgbench prints no percentiles. */
  p99?: number;
}

/** The query's text and values, as drizzle writes them for the gateway's prepared statement. */
function overviewRead(db: Parameters<typeof overviewDigest>[0], pharmacyId: number, now: Date): { text: string; values: unknown[] } {
  const { sql, params } = overviewDigest(db).toSQL();
  return { text: sql, values: fillPlaceholders(params, digestParams(pharmacyId, currentPeriod(now))) };
}

/** pgbench on the database the gateway just served from: the same rows, the same plan. */
export async function postgresReference(
  postgres: LocalPostgres,
  database: string,
  url: string,
  pharmacyId: number,
  connections: number,
  duration: number,
): Promise<SqlReference> {
  const handle = await openDatabase({ databaseUrl: url, dataDir: null });
  try {
    const { text, values } = overviewRead(handle.db, pharmacyId, new Date());
    // pgbench's variables: $n becomes :vn, sent as a parameter of the prepared statement.
    const script = text.replace(/\$(\d+)/g, ':v$1');
    const defines = values.map((value, index) => `v${index + 1}=${String(value)}`);
    const cpuBefore = cpuMsOfTree(postgres.pid());
    const queriesPerSecond = postgres.pgbench(database, script, defines, connections, duration);
    const cpuMsPerQuery = (cpuMsOfTree(postgres.pid()) - cpuBefore) / (queriesPerSecond * duration);
    return { setup: 'postgres', queriesPerSecond: Math.round(queriesPerSecond), cpuMsPerQuery: Math.round(100 * cpuMsPerQuery) / 100 };
  } finally {
    await handle.close();
  }
}

/** A PGlite seeded as the gateway's was, the query run by `connections` callers for `duration` seconds. */
export async function pgliteReference(
  migrationsDir: string,
  pharmacyId: number,
  connections: number,
  duration: number,
): Promise<SqlReference> {
  const handle = await openDatabase({ databaseUrl: null, dataDir: null });
  try {
    await prepareDatabase(handle, { migrationsDir, seed: 'demo' });
    if (handle.queueConnection.engine !== 'pglite') throw new Error('expected PGlite');
    const client = handle.queueConnection.client;
    const { text, values } = overviewRead(handle.db, pharmacyId, new Date());
    const [check] = (await client.query(text, values)).rows;
    if (!check) throw new Error(`The reference read found no pharmacy №${pharmacyId}`);
    const latencies: number[] = [];
    const end = performance.now() + duration * 1000;
    const caller = async () => {
      while (performance.now() < end) {
        const started = performance.now();
        await client.query(text, values);
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await Promise.all(Array.from({ length: connections }, caller));
    const cpu = process.cpuUsage(cpuBefore);
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      setup: 'pglite',
      queriesPerSecond: Math.round(latencies.length / seconds),
      cpuMsPerQuery: Math.round((100 * (cpu.user + cpu.system)) / 1000 / latencies.length) / 100,
      p99: Math.round(latencies[Math.floor(latencies.length * 0.99)]),
    };
  } finally {
    await handle.close();
  }
}
