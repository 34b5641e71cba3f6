import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { isClusterWorker } from '../core/cluster-worker';
import type { Database } from '../db/connect';
import { notFound } from '../core/errors';
import { clusterMetrics, handOverMetricsToPrimary } from './cluster';
import { databaseEngines, pools, registry } from './registry';

/**
 * GET /metrics, outside /api like /healthz: the gateway's metrics in Prometheus' text format
 * (server/metrics/registry.ts), for the operator's scraper only.
 * - METRICS_TOKEN unset: answered to a caller on this machine only, judged by the connection's own
 *   address (loopback), never by X-Forwarded-For, which anyone can write and TRUST_PROXY would
 *   believe; and a request a proxy forwarded is refused even from loopback, since a proxy on this
 *   machine connects from loopback on behalf of anyone. Others get the 404 of any unknown path,
 *   so a stranger does not learn the metrics are there.
 * - METRICS_TOKEN set: answered only with `Authorization: Bearer <token>` (compared in constant
 *   time), from wherever the scraper is; without it 401.
 * A scrape costs no more than one query of pg-boss's queue table (and none on a gateway process of
 * a cluster, whose primary reads it).
 */

/** Headers a proxy adds when it forwards a request (nginx's usual configuration sets them). */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The connection came from this machine and was not forwarded by a proxy. */
const fromThisMachine = (request: FastifyRequest) =>
  isLoopback(request.socket.remoteAddress) && FORWARDED.every((header) => request.headers[header] === undefined);

function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const bearer = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  return bearer !== null && timingSafeEqual(digest(bearer[1]), expected);
}

/** What the engine behind the gateway's database lets the metrics see: a node-postgres pool, or PGlite's one connection. */
function watchDatabase(db: Database): Array<() => void> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return [databaseEngines.add(() => 'pglite')];
  const pool = client;
  return [
    databaseEngines.add(() => 'postgres'),
    pools.add(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 })),
  ];
}

/** Seconds a scraper waits before trying again when the cluster's sum could not be made. */
const CLUSTER_RETRY_SECONDS = 5;

async function scrape(reply: FastifyReply) {
  let text: string;
  try {
    text = isClusterWorker() ? await clusterMetrics() : await registry.metrics();
  } catch {
    // One process's metrics alone would pass for the cluster's: the scrape fails instead.
    return reply
      .code(503)
      .header('retry-after', CLUSTER_RETRY_SECONDS)
      .send({ message: `Метрики не собраны: процессы шлюза не ответили вовремя. Повторите попытку через ${CLUSTER_RETRY_SECONDS} с.` });
  }
  return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
}

export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  const unwatch = watchDatabase(app.db);
  app.addHook('onClose', async () => unwatch.forEach((remove) => remove()));
  if (isClusterWorker()) handOverMetricsToPrimary();

  const token = app.config.metricsToken;
  const expected = token === null ? null : digest(token);
  app.get('/metrics', async (request, reply) => {
    if (expected === null) {
      if (!fromThisMachine(request)) throw notFound();
    } else if (!bearerMatches(request, expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'Метрики отдаются только с токеном из METRICS_TOKEN: Authorization: Bearer <токен>.' });
    }
    return scrape(reply);
  });
}
