import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type DrizzleTransactionLike, type Queue } from 'pg-boss';
import { taskQueues, type TaskQueue } from '../../src/api/contract/initiatives-list';
import type { Database, DatabaseHandle } from '../db/connect';

/**
 * pg-boss, the kept Postgres queue the tasks run on (ARCHITECTURE.md, "Gateway"), on the
 * gateway's own database: PGlite through its one connection, PostgreSQL through a small pool of
 * pg-boss's own. Its tables live in its own schema (pgboss), created and migrated by start().
 *
 * Timing, so a task whose worker died is picked up again within a minute:
 * - a running job beats its heartbeat every 5 s (pg-boss does it while the handler runs);
 * - a job with no heartbeat for 10 s (pg-boss's least) is failed by the monitor and retried;
 * - the monitor runs every 10 s on some gateway (pg-boss elects one per pass).
 * So a gateway killed mid-task has its job back in the queue 10-20 s later, and another (or the
 * restarted) gateway's worker takes it on its next poll (every 2 s).
 */
const HEARTBEAT_SECONDS = 10;
const MONITOR_SECONDS = 10;

/**
 * Retries: a job whose work threw (the database went away...) or whose gateway died runs again,
 * up to 3 more times, after 5, 10, 20 s. The work is idempotent, so a second run is harmless.
 * A task that cannot succeed (its initiative is gone) ends in ERROR without retries.
 */
export const queueOptions = {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 60,
  heartbeatSeconds: HEARTBEAT_SECONDS,
  // The heartbeat catches a dead worker; this only bounds a live one that hangs.
  expireInSeconds: 15 * 60,
  // Finished jobs are kept a week (pg-boss's default) so a job's history can be read.
  deleteAfterSeconds: 7 * 24 * 60 * 60,
} satisfies Omit<Queue, 'name'>;

/** The job of a task carries only its id; everything else is in background_tasks. */
export interface TaskJob {
  taskId: string;
}

export interface TaskQueueClient {
  boss: PgBoss;
  /** Puts a task's job on its queue inside the caller's transaction: the task row and its job commit together. */
  send(tx: Database, queue: TaskQueue, taskId: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Our Database type leaves the driver's result open; both drivers (node-postgres and PGlite)
 * answer execute() with `{ rows }`, which is all pg-boss's drizzle adapter reads.
 */
const asExecutor = (tx: Database): DrizzleTransactionLike => tx as unknown as DrizzleTransactionLike;

function connection(handle: DatabaseHandle): ConstructorOptions {
  const queue = handle.queueConnection;
  return queue.engine === 'pglite'
    ? { backend: 'pglite', db: fromPglite(queue.client) }
    : { connectionString: queue.connectionString, max: 4, application_name: 'portal-gateway-tasks' };
}

/**
 * `sendOnly`: a gateway process of a cluster (server/cluster.ts) only puts jobs on the queues; the
 * cluster's primary migrated pg-boss's schema, made the queues and runs their workers and monitor.
 */
export async function openTaskQueue(handle: DatabaseHandle, { sendOnly = false } = {}): Promise<TaskQueueClient> {
  const boss = new PgBoss({
    ...connection(handle),
    superviseIntervalSeconds: MONITOR_SECONDS,
    monitorIntervalSeconds: MONITOR_SECONDS,
    // No cron schedules here; the instance registry is pg-boss's own bookkeeping we do not read.
    schedule: false,
    ...(sendOnly ? { supervise: false, migrate: false } : {}),
  });
  // pg-boss reports trouble (a lost connection, a slow query) as events; without a listener an
  // 'error' event would end the process.
  boss.on('error', (error) => console.error('Очередь фоновых задач:', error.message));
  await boss.start();
  for (const name of sendOnly ? [] : taskQueues) {
    // createQueue leaves an existing queue as it is; updateQueue brings its options up to date.
    await boss.createQueue(name, queueOptions);
    await boss.updateQueue(name, queueOptions);
  }
  return {
    boss,
    async send(tx, queue, taskId) {
      // The job's id is the task's: one job per task, and its history is found by the task id.
      await boss.send(queue, { taskId } satisfies TaskJob, { id: taskId, db: fromDrizzle(asExecutor(tx), sql) });
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000, close: true }),
  };
}
