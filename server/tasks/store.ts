import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BackgroundTask, TaskState } from '../../src/api/contract/initiatives-list';
import type { Database } from '../db/connect';
import { backgroundTasks, taskFiles } from '../db/schema';
import { withInitiativeNames } from './initiative-names';

export type TaskRow = typeof backgroundTasks.$inferSelect;

/** A task as the portal reads it (§3 'Background task'), with whether it has a file. */
export const toBackgroundTask = (row: TaskRow, hasFile: boolean): BackgroundTask => ({
  taskId: row.taskId,
  taskName: row.taskName,
  taskType: row.taskType,
  state: row.state as TaskState,
  created: row.created.toISOString(),
  warnings: row.warnings,
  errors: row.errors,
  hasFile,
});

const isUuid = (text: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu.test(text);

/**
 * Whether a file row exists, as one column of a task query. Spelled out with table names: drizzle
 * writes both columns as a bare "task_id" inside the subquery, which would compare it with itself.
 */
const fileExists = sql<boolean>`exists (select 1 from "task_files" where "task_files"."task_id" = "background_tasks"."task_id")`;

/**
 * The task list the portal polls every 5 s, built once per database (see
 * server/reports/initiatives.ts, prepareOfPeriod).
 */
const prepareOpenOf = (db: Database) =>
  db
    .select({ task: backgroundTasks, hasFile: fileExists })
    .from(backgroundTasks)
    .where(and(eq(backgroundTasks.userId, sql.placeholder('userId')), isNull(backgroundTasks.closedAt)))
    .orderBy(desc(backgroundTasks.created), desc(backgroundTasks.taskId))
    .prepare('open_tasks_of_user');
const openOfQueries = new WeakMap<Database, ReturnType<typeof prepareOpenOf>>();

/** The product's own task table (background_tasks) and the tasks' files (task_files). */
export function taskStore(db: Database) {
  return {
    async insert(row: TaskRow): Promise<void> {
      await db.insert(backgroundTasks).values(row);
    },

    /** How many of the user's tasks are not finished yet (REGISTERED or STARTED). */
    async unfinishedOf(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(backgroundTasks)
        .where(and(eq(backgroundTasks.userId, userId), inArray(backgroundTasks.state, ['REGISTERED', 'STARTED'])));
      return row.count;
    },

    /** A task by id, closed or not; null for an unknown id or one that is not a uuid at all. */
    async byId(taskId: string): Promise<(TaskRow & { hasFile: boolean }) | null> {
      if (!isUuid(taskId)) return null;
      const [row] = await db
        .select({ task: backgroundTasks, hasFile: fileExists })
        .from(backgroundTasks)
        .where(eq(backgroundTasks.taskId, taskId.toLowerCase()));
      return row ? { ...row.task, hasFile: row.hasFile } : null;
    },

    /** The user's tasks not closed, newest first. */
    async openOf(userId: number): Promise<BackgroundTask[]> {
      let query = openOfQueries.get(db);
      if (!query) openOfQueries.set(db, (query = prepareOpenOf(db)));
      const rows = await query.execute({ userId });
      return withInitiativeNames(
        db,
        rows.map((row) => ({ task: toBackgroundTask(row.task, row.hasFile), row: row.task })),
      );
    },

    async file(taskId: string) {
      const [file] = await db.select().from(taskFiles).where(eq(taskFiles.taskId, taskId));
      return file ?? null;
    },

    async deleteFile(taskId: string): Promise<void> {
      await db.delete(taskFiles).where(eq(taskFiles.taskId, taskId));
    },

    /** Closes the task and drops its file in one go: a file lives until its task is closed. */
    async close(taskId: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(backgroundTasks).set({ closedAt: at }).where(eq(backgroundTasks.taskId, taskId));
        await tx.delete(taskFiles).where(eq(taskFiles.taskId, taskId));
      });
    },
  };
}
