import { backgroundTaskCalls } from '../contract/initiatives-list';
import { http, type FileAnswer } from '../shared/http';

/**
 * The two background-task steps (reports-and-foundation §7, under /background-task) that take two
 * calls each: a finished task's file (a link first, then the file by the link) and the closing of
 * a task with the delete of its file. The links are read as paths under the api root.
 */
const calls = backgroundTaskCalls;
const service = '/background-task/';

/**
 * A link the gateway answers (the file's, the file's delete link) as a path under the api root:
 * the gateway writes it from the site root (/api/background-task/…), another back end may not.
 */
function underApiRoot(link: string): string {
  const at = link.indexOf(service);
  return at >= 0 ? link.slice(at) : link;
}

/**
 * GET task/file/{id} answers the file's link as text (a path under /background-task); the file is
 * then fetched by that link with the same token.
 */
export async function taskFile(taskId: string, signal?: AbortSignal): Promise<FileAnswer> {
  const link = await http().requestText(calls.taskFileLink, { params: { taskId }, signal });
  return http().fileAtLink(underApiRoot(link.trim()), { signal });
}

/** POST task/close/{id}, then, when the task had a file, DELETE its fileDeleteLink. */
export async function closeTask(taskId: string, signal?: AbortSignal): Promise<void> {
  const closed = await http().request(calls.closeTask, { params: { taskId }, signal });
  if (closed.hasFile && closed.fileDeleteLink) await http().deleteAtLink(underApiRoot(closed.fileDeleteLink), { signal });
}
