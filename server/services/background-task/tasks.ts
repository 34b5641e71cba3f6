import type { FastifyInstance } from 'fastify';
import { initiativesListRoutes, type BackgroundTasks, type CloseTaskAnswer } from '../../../src/api/contract/initiatives-list';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { taskStore } from '../../tasks/store';
import { sendFile } from '../orders/file-answer';
import { fileLink, ownedTask } from './owned-task';

const routes = initiativesListRoutes.backgroundTask;

/** The user's tasks, their files and closing them. Every route acts only on the caller's own tasks. */
export function taskRoutes(app: FastifyInstance) {
  app.get<{ Reply: BackgroundTasks }>(routes.myTasks, async (request) => taskStore(app.db).openOf(request.user.id));

  // The link, not the file: the portal fetches the file by it (src/api/background-tasks.ts).
  app.get(routes.file, async (request, reply) => {
    const task = await ownedTask(app, request.user, request.params);
    if (task.state !== 'SUCCESS') throw new HttpError(409, 'Файл будет доступен, когда задача выполнится');
    if (!task.hasFile) throw new HttpError(409, 'У этой задачи нет файла');
    return reply.type('text/plain; charset=utf-8').send(fileLink(task.taskId));
  });

  app.get(routes.download, async (request, reply) => {
    const task = await ownedTask(app, request.user, request.params);
    const file = await taskStore(app.db).file(task.taskId);
    if (!file) throw notFound('Файл задачи не найден');
    return sendFile(reply, Buffer.from(file.content, 'base64'), file.mimeType, file.fileName);
  });

  // Called by the portal after closing, so a closed task's file may still be deleted; 204 whether it was there or not.
  app.delete(routes.download, async (request, reply) => {
    const task = await ownedTask(app, request.user, request.params, { closed: true });
    await taskStore(app.db).deleteFile(task.taskId);
    return reply.code(204).send();
  });

  app.post<{ Reply: CloseTaskAnswer }>(routes.close, async (request) => {
    const task = await ownedTask(app, request.user, request.params, { closed: true });
    // Closing twice (a repeated click) answers as the first close did, minus the file already gone.
    if (task.closedAt) return { hasFile: false, fileDeleteLink: null };
    if (task.state === 'REGISTERED' || task.state === 'STARTED') throw badRequest('Задачу нельзя закрыть, пока она выполняется');
    // The file goes with the close; the portal's DELETE of the link then finds nothing, harmlessly.
    await taskStore(app.db).close(task.taskId, app.clock());
    return { hasFile: task.hasFile, fileDeleteLink: task.hasFile ? fileLink(task.taskId) : null };
  });
}
