import type { FastifyInstance } from 'fastify';
import { backgroundTaskCalls } from '../../../src/api/contract/initiatives-list';
import { badRequest, HttpError, notFound } from '../../core/errors';
import { route } from '../../http/route';
import { taskStore } from '../../tasks/store';
import { sendFile } from '../orders/file-answer';
import { fileLink, ownedTask } from './owned-task';

/** The user's tasks, their files and closing them. Every route acts only on the caller's own tasks. */
export function taskRoutes(app: FastifyInstance) {
  const { myTasks, taskFileLink, downloadTaskFile, deleteTaskFile, closeTask } = backgroundTaskCalls;

  route(app, myTasks, {}, async (_, request) => taskStore(app.db).openOf(request.user.id));

  // The link, not the file: the portal fetches the file by it (src/api/tasks/background-tasks.ts).
  route(app, taskFileLink, {}, async ({ params }, request, reply) => {
    const task = await ownedTask(app, request.user, params.taskId);
    if (task.state !== 'SUCCESS') throw new HttpError(409, 'Файл будет доступен, когда задача выполнится');
    if (!task.hasFile) throw new HttpError(409, 'У этой задачи нет файла');
    return reply.type('text/plain; charset=utf-8').send(fileLink(task.taskId));
  });

  route(app, downloadTaskFile, {}, async ({ params }, request, reply) => {
    const task = await ownedTask(app, request.user, params.taskId);
    const file = await taskStore(app.db).file(task.taskId);
    if (!file) throw notFound('Файл задачи не найден');
    return sendFile(reply, Buffer.from(file.content, 'base64'), file.mimeType, file.fileName);
  });

  // Called by the portal after closing, so a closed task's file may still be deleted; 204 whether it was there or not.
  route(app, deleteTaskFile, {}, async ({ params }, request, reply) => {
    const task = await ownedTask(app, request.user, params.taskId, { closed: true });
    await taskStore(app.db).deleteFile(task.taskId);
    return reply.code(204).send();
  });

  route(app, closeTask, {}, async ({ params }, request) => {
    const task = await ownedTask(app, request.user, params.taskId, { closed: true });
    // Closing twice (a repeated click) answers as the first close did, minus the file already gone.
    if (task.closedAt) return { hasFile: false, fileDeleteLink: null };
    if (task.state === 'REGISTERED' || task.state === 'STARTED') throw badRequest('Задачу нельзя закрыть, пока она выполняется');
    // The file goes with the close; the portal's DELETE of the link then finds nothing, harmlessly.
    await taskStore(app.db).close(task.taskId, app.clock());
    return { hasFile: task.hasFile, fileDeleteLink: task.hasFile ? fileLink(task.taskId) : null };
  });
}
