import type { FastifyInstance } from 'fastify';
import { callPath } from '../../../src/api/contract/call';
import { backgroundTaskCalls } from '../../../src/api/contract/initiatives-list';
import type { SignedInUser } from '../../auth/access-token';
import { notFound } from '../../core/errors';
import { apiRoot } from '../../http/route';
import { taskStore } from '../../tasks/store';

/** The link task/file answers: GET it for the bytes, DELETE it to remove the file. */
export const fileLink = (taskId: string): string => apiRoot + callPath(backgroundTaskCalls.downloadTaskFile, { taskId });

/**
 * The task a path names, if it is the caller's. Another user's task answers exactly as an unknown
 * one (404), so no id or link tells whether someone else's task exists.
 * Closed tasks are found only when `closed` allows them (the file's DELETE comes after the close).
 */
export async function ownedTask(app: FastifyInstance, user: SignedInUser, taskId: string, { closed = false } = {}) {
  const task = await taskStore(app.db).byId(taskId);
  if (!task || task.userId !== user.id || (task.closedAt && !closed)) throw notFound('Задача не найдена');
  return task;
}
