import * as v from 'valibot';
import {
  BackgroundTask,
  BackgroundTasks,
  CloseTaskAnswer,
  initiativesListPaths,
  type CreateTaskRequest,
  type TaskQueue,
} from './contract/initiatives-list';
import { http, type FileAnswer } from './http';

/**
 * The background-task calls of reports-and-foundation §7 under /background-task: create a task,
 * list the user's tasks, fetch a finished task's file (a link first, then the file by the link),
 * close a task and delete its file.
 */
const service = '/background-task';
/** A path within the service: the contract's paths and the links the gateway answers may carry its prefix. */
function inService(path: string): string {
  const at = path.indexOf(`${service}/`);
  return at >= 0 ? path.slice(at + service.length) : path;
}

/** POST task/create/{queue}: the task as registered. */
export function createTask(queue: TaskQueue, request: CreateTaskRequest, signal?: AbortSignal): Promise<BackgroundTask> {
  return http().call(service, inService(initiativesListPaths.createTask(queue)), BackgroundTask, { method: 'POST', body: request, signal });
}

/** GET task/all-my: the signed-in user's tasks not yet closed. */
export function myTasks(signal?: AbortSignal): Promise<BackgroundTasks> {
  return http().call(service, inService(initiativesListPaths.myTasks), BackgroundTasks, { signal });
}

/**
 * GET task/file/{id} answers the file's link as text (a path under /background-task); the file is
 * then fetched by that link with the same token.
 */
export async function taskFile(taskId: string, signal?: AbortSignal): Promise<FileAnswer> {
  const link = await http().call(service, inService(initiativesListPaths.taskFile(taskId)), v.string(), { responseType: 'text', signal });
  return http().callFile(service, inService(link.trim()), { signal });
}

/** POST task/close/{id}, then, when the task had a file, DELETE its fileDeleteLink. */
export async function closeTask(taskId: string, signal?: AbortSignal): Promise<void> {
  const closed = await http().call(service, inService(initiativesListPaths.closeTask(taskId)), CloseTaskAnswer, { method: 'POST', signal });
  if (closed.hasFile && closed.fileDeleteLink) {
    await http().call(service, inService(closed.fileDeleteLink), v.unknown(), { method: 'DELETE', responseType: 'text', signal });
  }
}
