import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { taskQueueOf } from './tasks/runner';

/**
 * Liveness and readiness, outside /api, for a load balancer or an orchestrator that polls every
 * second (docs/deploy.md): cheap, unauthenticated, never rate-limited, and saying nothing about
 * pharmacies.
 * - GET /healthz: the process serves (200 while it can answer at all).
 * - HEAD /api/: the portal's probe of the line, 204.
 * - GET /readyz: the database answers within a second, its migrations are all applied, and the
 *   background tasks are running; otherwise 503 with the reasons in Russian, so the balancer sends
 *   the pharmacy elsewhere until this gateway can serve it.
 */

/** How long the database may take to answer the readiness question before it counts as down. */
const DATABASE_ANSWER_MS = 1_000;

interface Readiness {
  ready: boolean;
  /** Russian, one line each: why the gateway cannot serve now. */
  problems: string[];
}

/** The last migration the gateway ships, as drizzle records it when applied (its journal's `when`). */
async function lastShippedMigration(migrationsDir: string): Promise<number> {
  const journal = JSON.parse(await readFile(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('late')), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function readiness(app: FastifyInstance, shipped: number): Promise<Readiness> {
  const problems: string[] = [];
  try {
    // PGlite's and node-postgres' drivers both answer with `rows`.
    const answer = (await withinTime(
      app.db.execute(sql`SELECT max(created_at)::text AS applied FROM drizzle.__drizzle_migrations`),
      DATABASE_ANSWER_MS,
    )) as unknown as {
      rows: { applied: string | null }[];
    };
    const applied = Number(answer.rows[0]?.applied ?? 0);
    if (applied < shipped) problems.push('Миграции базы данных применены не все: шлюз ждёт, пока их применит запуск.');
  } catch {
    problems.push('База данных не отвечает.');
  }
  if (!taskQueueOf(app.db)) problems.push('Фоновые задачи не запущены.');
  return { ready: problems.length === 0, problems };
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const shipped = await lastShippedMigration(app.config.migrationsDir);
  app.get('/healthz', async () => ({ status: 'ok' }));
  // The portal's line probe (reachServer in src/api/shared/http.ts): a bare HEAD of the api root
  // while calls get no answer. Any answer says the line works; ours is an empty 204, so a recovery
  // leaves no 404 in the browser's console and the gateway's log. A back end without it answers 404,
  // which works as well.
  app.head('/api/', async (_request, reply) => reply.code(204).send());
  app.get('/readyz', async (_request, reply) => {
    const { ready, problems } = await readiness(app, shipped);
    if (ready) return { status: 'ready' };
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ status: 'unavailable', message: `Шлюз не готов: ${problems.join(' ')}`, problems });
  });
}
