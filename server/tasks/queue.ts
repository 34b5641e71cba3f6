import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type DrizzleTransactionLike, type Queue } from 'pg-boss';
import { taskQueues, type TaskQueue } from '../../src/api/contract/initiatives-list';
import type { Database, DatabaseHandle } from '../db/connect';
import { isDatabaseUnreachable, noteReachable, noteUnreachable } from '../db/outage';

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
 * Where pg-boss puts the job of a task that failed its last attempt, however it failed: its work
 * threw, or its worker stopped beating (a gateway killed, a database gone mid-task). The runner
 * marks such a task ERROR with a message saying so, so no task stays "in progress" forever, even
 * when the database was down when the last attempt ended and nothing could be written then.
 */
export const FAILED_TASKS_QUEUE = 'failed-task-queue';

/** The failed tasks' marking is a write like any other: retried while the database is away. */
const failedTasksOptions = {
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 60,
  heartbeatSeconds: HEARTBEAT_SECONDS,
  expireInSeconds: 5 * 60,
  deleteAfterSeconds: 7 * 24 * 60 * 60,
} satisfies Omit<Queue, 'name'>;

/**
 * Retries: a job whose work threw (the database went away...) or whose gateway died runs again,
 * up to 3 more times, after 5-10, 10-20, 20-40 s (the delay doubles, with jitter). The work is
 * idempotent, so a second run is harmless. A task that cannot succeed (its initiative is gone)
 * ends in ERROR without retries; one that failed every attempt goes to FAILED_TASKS_QUEUE.
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
  deadLetter: FAILED_TASKS_QUEUE,
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
    : ({
        connectionString: queue.connectionString,
        max: 4,
        application_name: 'portal-gateway-tasks',
        // pg-boss hands its options to its pg.Pool, which calls this on each connection made: the
        // database back after an outage (the log's closing line). Not in pg-boss's types; without
        // it only that line would come later, from another connection.
        onConnect: () => noteReachable(),
      } as ConstructorOptions);
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
  // 'error' event would end the process. While the database is away its workers fail every poll:
  // that is one outage in the log (server/db/outage.ts), not a line a second.
  boss.on('error', (error) => {
    if (isDatabaseUnreachable(error)) noteUnreachable('фоновые задачи', error);
    else console.error('Очередь фоновых задач:', error.message);
  });
  await boss.start();
  if (!sendOnly) {
    // createQueue leaves an existing queue as it is; updateQueue brings its options up to date.
    // The failed tasks' queue first: the task queues name it.
    for (const [name, options] of [
      [FAILED_TASKS_QUEUE, failedTasksOptions],
      ...taskQueues.map((queue) => [queue, queueOptions] as const),
    ] as const) {
      await boss.createQueue(name, options);
      await boss.updateQueue(name, options);
    }
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
