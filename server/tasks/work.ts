import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { TaskName } from '../../src/api/contract/initiatives-list';
import type { Clock } from '../core/clock';
import type { Database } from '../db/connect';
import { backgroundTasks, taskFiles } from '../db/schema';
import { initiativeRepository } from '../reports/initiatives';
import { initiativeWorkbook, type TaskFile } from './download-initiative';
import { exportCurrent, exportSelected } from './export-initiatives';
import { taskKinds, type TaskParams } from './kinds';
import { queueOptions } from './queue';
import { taskStore, type TaskRow } from './store';
import { taskFailures, taskSeconds } from '../metrics/registry';
import { xlsxMimeType } from '../../src/domain/reports/files/workbook';

export interface WorkContext {
  db: Database;
  clock: Clock;
  /** TASK_DELAY_MS: a pause after a task starts, for the restart tests and benchmarks only. */
  delayMs: number;
  /** Called each time a task's work starts (tests count runs with it). */
  onStart?: (taskId: string) => void;
}

/** A task that cannot succeed however often it is retried: it ends in ERROR with this message. */
class TaskFailure extends Error {}

interface Outcome {
  warnings: string[];
  file?: TaskFile;
}

const INTERNAL_ERROR = 'Внутренняя ошибка при выполнении задачи. Попробуйте запустить её ещё раз.';
const NOT_FINISHED = 'Задача не выполнена: сервер был недоступен или перезапускался, пока она выполнялась. Запустите её ещё раз.';

async function download(tx: Database, { initiativeId, pharmacyId }: TaskParams['DOWNLOAD_INITIATIVE_BY_PHARMACY']): Promise<Outcome> {
  const initiative = await initiativeRepository(tx).byId(initiativeId);
  // Checked at creation too; the initiative may have gone since.
  if (!initiative || initiative.pharmacyId !== pharmacyId)
    throw new TaskFailure(`Инициатива №${initiativeId} аптеки №${pharmacyId} не найдена`);
  const file = await initiativeWorkbook(tx, initiative);
  return { warnings: file.warnings, file };
}

/** The work of each task; writes go through `tx`, the transaction that also finishes the task. */
function perform(tx: Database, task: TaskRow, now: Date): Promise<Outcome> {
  const name = task.taskName as TaskName;
  if (!(name in taskKinds)) throw new TaskFailure('Неизвестная задача');
  // Params were checked when the task was created; parse again so the types follow.
  const params = v.parse(taskKinds[name].params, task.params);
  switch (name) {
    case 'DOWNLOAD_INITIATIVE_BY_PHARMACY':
      return download(tx, params as TaskParams[typeof name]);
    case 'EXPORT_INITIATIVE_BY_PHARMACY':
      return exportCurrent(tx, params as TaskParams[typeof name], now);
    case 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY':
      return exportSelected(tx, params as TaskParams[typeof name], now);
  }
}

const setState = (db: Database, taskId: string, values: Partial<TaskRow>) =>
  db.update(backgroundTasks).set(values).where(eq(backgroundTasks.taskId, taskId));

/**
 * Runs one task's job. Idempotent: a task already finished or closed is left alone, and the work
 * with its finish (state, warnings, file) commits in one transaction, so a job retried after a
 * crash either finds the task done or does all of it again.
 * Throws to have pg-boss retry (an unexpected failure); on the last attempt the task ends in ERROR.
 */
export async function runTask(
  context: WorkContext,
  job: { data: { taskId: string }; retryCount: number; signal: AbortSignal },
): Promise<void> {
  const { db, clock } = context;
  const task = await taskStore(db).byId(job.data.taskId);
  if (!task || task.closedAt || task.state === 'SUCCESS' || task.state === 'ERROR') return;
  await setState(db, task.taskId, { state: 'STARTED' });
  context.onStart?.(task.taskId);
  if (context.delayMs > 0) await sleep(context.delayMs, undefined, { signal: job.signal });
  // The work timed whatever its end (GET /metrics).
  const timer = taskSeconds.startTimer({ task: task.taskName });
  const failed = (outcome: 'error' | 'retry') => {
    timer({ outcome });
    taskFailures.inc({ task: task.taskName, outcome });
  };
  try {
    await db.transaction(async (tx) => {
      const now = clock();
      const outcome = await perform(tx, task, now);
      if (outcome.file) {
        const file = {
          fileName: outcome.file.fileName,
          mimeType: xlsxMimeType,
          content: Buffer.from(outcome.file.bytes).toString('base64'),
        };
        await tx
          .insert(taskFiles)
          .values({ taskId: task.taskId, ...file })
          .onConflictDoUpdate({ target: taskFiles.taskId, set: file });
      }
      await setState(tx, task.taskId, { state: 'SUCCESS', finished: now, warnings: outcome.warnings, errors: [] });
    });
    timer({ outcome: 'success' });
  } catch (error) {
    if (error instanceof TaskFailure) {
      failed('error');
      await setState(db, task.taskId, { state: 'ERROR', finished: clock(), errors: [error.message] });
      return;
    }
    const last = job.retryCount >= queueOptions.retryLimit;
    failed(last ? 'error' : 'retry');
    if (last) await setState(db, task.taskId, { state: 'ERROR', finished: clock(), errors: [INTERNAL_ERROR] });
    throw error;
  }
}

/**
 * A task whose job failed its last attempt (pg-boss's FAILED_TASKS_QUEUE): ERROR, saying why, if
 * it is still REGISTERED or STARTED. Its last attempt may have ended where nothing could be written
 * (a database gone, a gateway killed); a task its work already finished is left as it is.
 */
export async function markUnfinished(context: Pick<WorkContext, 'db' | 'clock'>, taskId: string): Promise<void> {
  await context.db
    .update(backgroundTasks)
    .set({ state: 'ERROR', finished: context.clock(), errors: [NOT_FINISHED] })
    .where(and(eq(backgroundTasks.taskId, taskId), inArray(backgroundTasks.state, ['REGISTERED', 'STARTED'])));
}
