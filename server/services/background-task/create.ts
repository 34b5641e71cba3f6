import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { backgroundTaskCalls } from '../../../src/api/contract/initiatives-list';
import { inArray, sql } from 'drizzle-orm';
import type { SignedInUser } from '../../auth/access-token';
import { initiatives } from '../../db/schema';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../core/errors';
import { fieldMessage, parseInput } from '../../http/input';
import { route } from '../../http/route';
import { assertPharmacyAccess } from '../../http/ownership';
import { taskKinds, type TaskParams } from '../../tasks/kinds';
import { taskQueueOf } from '../../tasks/runner';
import { withInitiativeNames } from '../../tasks/initiative-names';
import { taskStore, toBackgroundTask, type TaskRow } from '../../tasks/store';
import { ownedInitiative } from '../reports/owned-initiative';
import { namedPharmacy } from '../reports/pharmacy-scope';

function paramsJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(fieldMessage('params', 'ожидается строка JSON'));
  }
}

/**
 * Whether the caller may run the task for what its params name: a pharmacy user only for its own
 * pharmacy and that pharmacy's initiatives (403 otherwise, as every route); unknown ids 404.
 */
async function authorize(
  app: FastifyInstance,
  user: SignedInUser,
  request: { [K in keyof TaskParams]: { name: K; params: TaskParams[K] } }[keyof TaskParams],
) {
  switch (request.name) {
    case 'DOWNLOAD_INITIATIVE_BY_PHARMACY': {
      const { initiativeId, pharmacyId } = request.params;
      assertPharmacyAccess(user, pharmacyId);
      const initiative = await ownedInitiative(app, user, initiativeId);
      if (initiative.pharmacyId !== pharmacyId)
        throw badRequest(fieldMessage('params.initiativeId', `инициатива №${initiativeId} не относится к аптеке №${pharmacyId}`));
      return;
    }
    case 'EXPORT_INITIATIVE_BY_PHARMACY':
      await namedPharmacy(app.db, user, request.params.pharmacyId);
      return;
    case 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY': {
      const wanted = Object.entries(request.params.pharmaciesByInitiative).map(([id, pharmacyIds]) => ({ id: Number(id), pharmacyIds }));
      for (const item of wanted) for (const pharmacyId of item.pharmacyIds) assertPharmacyAccess(user, pharmacyId);
      const found = await app.db
        .select({ id: initiatives.id, pharmacyId: initiatives.pharmacyId })
        .from(initiatives)
        .where(
          inArray(
            initiatives.id,
            wanted.map((item) => item.id),
          ),
        );
      const pharmacyOf = new Map(found.map((row) => [row.id, row.pharmacyId]));
      for (const item of wanted) {
        const pharmacyId = pharmacyOf.get(item.id);
        if (pharmacyId === undefined) throw notFound(`Инициатива №${item.id} не найдена`);
        assertPharmacyAccess(user, pharmacyId);
        if (!item.pharmacyIds.includes(pharmacyId))
          throw badRequest(fieldMessage('params.pharmaciesByInitiative', `инициатива №${item.id} не относится к указанным аптекам`));
      }
    }
  }
}

/**
 * Unfinished tasks (REGISTERED or STARTED) one user may have at once: more than a pharmacy ever
 * needs (each is one initiative's file or one export), few enough that a loop or a script cannot
 * fill the shared queue for every other pharmacy.
 */
export const MAX_UNFINISHED_TASKS = 20;
export const TOO_MANY_UNFINISHED = `Незавершённых задач уже ${MAX_UNFINISHED_TASKS}: дождитесь, пока они выполнятся, и создайте задачу снова.`;

/** Advisory-lock space of task creation per user, so two gateways cannot both pass the count at the cap. */
const TASK_CREATE_LOCK_SPACE = 7_301_422;

/**
 * POST task/create/{queue}: checks the queue, type and params against the task, and the caller's
 * right to them; then registers the task and puts its job on the queue in ONE transaction, so a
 * task is never listed without its job nor a job left without its task — unless the caller has
 * MAX_UNFINISHED_TASKS unfinished already (429).
 */
export function createRoute(app: FastifyInstance) {
  route(app, backgroundTaskCalls.createTask, { permissions: ['READ_INITIATIVES'] }, async ({ params: { queue }, body }, request) => {
    const kind = taskKinds[body.taskName];
    if (kind.queue !== queue) throw badRequest(`Задача ${body.taskName} выполняется в очереди ${kind.queue}, а не ${queue}`);
    if (kind.taskType !== body.taskType)
      throw badRequest(fieldMessage('taskType', `задача ${body.taskName} создаётся с типом ${kind.taskType}`));
    // Parsed under "params", so a problem names its field as params.initiativeId.
    const { params } = parseInput(v.object({ params: kind.params }), { params: paramsJson(body.params) });
    await authorize(app, request.user, { name: body.taskName, params } as Parameters<typeof authorize>[2]);

    const taskQueue = taskQueueOf(app.db);
    if (!taskQueue) throw new HttpError(503, 'Фоновые задачи сейчас не выполняются. Повторите попытку позже.');
    const row: TaskRow = {
      taskId: randomUUID(),
      userId: request.user.id,
      queue,
      taskName: body.taskName,
      taskType: body.taskType,
      params,
      state: 'REGISTERED',
      created: app.clock(),
      finished: null,
      warnings: [],
      errors: [],
      closedAt: null,
    };
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${TASK_CREATE_LOCK_SPACE}, ${request.user.id})`);
      if ((await taskStore(tx).unfinishedOf(request.user.id)) >= MAX_UNFINISHED_TASKS) throw tooManyRequests(TOO_MANY_UNFINISHED);
      await taskStore(tx).insert(row);
      await taskQueue.send(tx, queue, row.taskId);
    });
    const [task] = await withInitiativeNames(app.db, [{ task: toBackgroundTask(row, false), row }]);
    return task;
  });
}
