import { inArray } from 'drizzle-orm';
import type { BackgroundTask } from '../../src/api/contract/initiatives-list';
import type { Database } from '../db/connect';
import { backgroundTasks, initiatives } from '../db/schema';

/** What of a task's row tells which initiatives it works on. */
type TaskRow = Pick<typeof backgroundTasks.$inferSelect, 'taskName' | 'params'>;

/** The initiatives a task works on, by its params: the one it downloads or the ones it sends. */
function initiativeIdsOf(row: TaskRow): number[] {
  const params = row.params as Record<string, unknown> | null;
  if (!params) return [];
  if (row.taskName === 'DOWNLOAD_INITIATIVE_BY_PHARMACY' && typeof params.initiativeId === 'number') return [params.initiativeId];
  if (
    row.taskName === 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY' &&
    params.pharmaciesByInitiative &&
    typeof params.pharmaciesByInitiative === 'object'
  ) {
    return Object.keys(params.pharmaciesByInitiative).map(Number).filter(Number.isInteger);
  }
  return [];
}

/**
 * Adds to each task the names of the initiatives it works on (our extra field initiativeNames),
 * so the task list can say which initiative a download is of. One query for the whole list; a
 * task about no particular initiative (the export of the current ones) gets none.
 */
export async function withInitiativeNames<T extends BackgroundTask>(db: Database, tasks: { task: T; row: TaskRow }[]): Promise<T[]> {
  const ids = [...new Set(tasks.flatMap(({ row }) => initiativeIdsOf(row)))];
  const found =
    ids.length === 0
      ? []
      : await db.select({ id: initiatives.id, name: initiatives.name }).from(initiatives).where(inArray(initiatives.id, ids));
  const nameOf = new Map(found.map((initiative) => [initiative.id, initiative.name]));
  return tasks.map(({ task, row }) => {
    const names = initiativeIdsOf(row).flatMap((id) => nameOf.get(id) ?? []);
    return names.length > 0 ? { ...task, initiativeNames: names } : task;
  });
}
