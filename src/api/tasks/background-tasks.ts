import {
  backgroundTaskCalls,
  type BackgroundTask,
  type BackgroundTasks,
  type CreateTaskRequest,
  type TaskQueue,
} from '../contract/initiatives-list';
import { http, type FileAnswer } from '../shared/http';

/**
 * The background-task calls of reports-and-foundation §7 under /background-task: create a task,
 * list the user's tasks, fetch a finished task's file (a link first, then the file by the link),
 * close a task and delete its file.
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

/** POST task/create/{queue}: the task as registered. */
export function createTask(queue: TaskQueue, request: CreateTaskRequest, signal?: AbortSignal): Promise<BackgroundTask> {
  return http().request(calls.createTask, { params: { queue }, body: request, signal });
}

/** GET task/all-my: the signed-in user's tasks not yet closed. */
export function myTasks(signal?: AbortSignal): Promise<BackgroundTasks> {
  return http().request(calls.myTasks, { signal });
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
