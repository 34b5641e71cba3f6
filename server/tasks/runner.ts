import { taskQueues } from '../../src/api/contract/initiatives-list';
import type { Clock } from '../core/clock';
import type { Database, DatabaseHandle } from '../db/connect';
import { queueDepths } from '../metrics/registry';
import { FAILED_TASKS_QUEUE, openTaskQueue, type TaskJob, type TaskQueueClient } from './queue';
import { markUnfinished, runTask } from './work';

export interface TaskRunnerOptions {
  /** TASK_DELAY_MS (tests and benchmarks only): a pause after each task starts. */
  delayMs?: number;
  /** Called each time a task's work starts (tests count runs with it). */
  onStart?: (taskId: string) => void;
}

export interface TaskRunner {
  queue: TaskQueueClient;
  stop(): Promise<void>;
}

/** The runner working on each database, so the routes of a gateway on it can send jobs. */
const runners = new WeakMap<Database, TaskRunner>();

/** The task queue of the gateway's database; null when no runner was started (api tests of other services). */
export const taskQueueOf = (db: Database): TaskQueueClient | null => runners.get(db)?.queue ?? null;

/**
 * A gateway process of a cluster: its routes put jobs on the queues, which the cluster's primary
 * works (one pg-boss worker set and monitor for the whole cluster, not one per process).
 */
export async function startTaskSender(database: DatabaseHandle): Promise<TaskRunner> {
  const queue = await openTaskQueue(database, { sendOnly: true });
  const runner: TaskRunner = {
    queue,
    async stop() {
      runners.delete(database.db);
      await queue.stop();
    },
  };
  runners.set(database.db, runner);
  return runner;
}

/**
 * Starts the background tasks on the database: pg-boss's queues and one worker per queue, each
 * taking one job at a time. main.ts starts it with the gateway and stops it on close; api tests
 * start it explicitly. Several gateways on one PostgreSQL each run one: pg-boss hands each job to
 * one worker (SELECT ... FOR UPDATE SKIP LOCKED).
 */
export async function startTaskRunner(database: DatabaseHandle, clock: Clock, options: TaskRunnerOptions = {}): Promise<TaskRunner> {
  const queue = await openTaskQueue(database);
  const context = { db: database.db, clock, delayMs: options.delayMs ?? 0, onStart: options.onStart };
  for (const name of taskQueues) {
    await queue.boss.work<TaskJob>(name, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => runTask(context, job));
  }
  await queue.boss.work<TaskJob>(FAILED_TASKS_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) =>
    markUnfinished(context, job.data.taskId),
  );
  // The process that works the queues reports their depth (GET /metrics): one query of pg-boss's
  // queue table, whose counts its monitor keeps.
  const unwatch = queueDepths.add(async () =>
    (await queue.boss.getQueues([...taskQueues])).map((found) => ({
      queue: found.name,
      queued: found.queuedCount,
      active: found.activeCount,
    })),
  );
  const runner: TaskRunner = {
    queue,
    async stop() {
      unwatch();
      runners.delete(database.db);
      // Graceful: a task under way may finish (up to 10 s); one that does not is failed and retried later.
      await queue.stop();
    },
  };
  runners.set(database.db, runner);
  return runner;
}
