import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { FAILED_TASKS_QUEUE, queueOptions } from '../../../server/tasks/queue';
import { taskStore } from '../../../server/tasks/store';
import { taskGateway } from './support';

/**
 * A task whose job failed its last attempt ends in ERROR with a message saying why, however that
 * attempt ended — here its work threw on the job's only attempt, so the work itself never marked
 * the task (it does so only when the queue's own retries run out). Without it the task stayed
 * STARTED for ever: "in progress" in the portal, and counted against the user's unfinished tasks.
 */
const { state, myTasks } = taskGateway();

describe('a task whose last attempt failed', () => {
  it('sends failed jobs of every task queue to the failed tasks’ queue', async () => {
    const { boss } = state.runner.queue;
    for (const name of ['initiative-management-task-queue', 'initiative-sender-task-queue']) {
      expect((await boss.getQueue(name))?.deadLetter).toBe(FAILED_TASKS_QUEUE);
    }
  });

  it('ends in ERROR with a message saying it did not run to its end', async () => {
    const [apteka1] = await state.gateway.database.db.select({ id: users.id }).from(users).where(eq(users.login, 'apteka1'));
    const taskId = randomUUID();
    // Params its work cannot read: the work throws an unexpected error, which pg-boss retries.
    await taskStore(state.gateway.database.db).insert({
      taskId,
      userId: apteka1.id,
      queue: 'initiative-management-task-queue',
      taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY',
      taskType: 'FILE_GENERATE',
      params: { initiativeId: 'not a number' },
      state: 'REGISTERED',
      created: state.gateway.clock.now(),
      finished: null,
      warnings: [],
      errors: [],
      closedAt: null,
    });
    // One attempt only, where the queue allows more: the work is still on its first try when it fails for good.
    expect(queueOptions.retryLimit).toBeGreaterThan(0);
    await state.runner.queue.boss.send('initiative-management-task-queue', { taskId }, { id: taskId, retryLimit: 0 });

    const until = Date.now() + 20_000;
    let task = (await myTasks()).find((item) => item.taskId === taskId);
    while (task?.state !== 'ERROR' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      task = (await myTasks()).find((item) => item.taskId === taskId);
    }
    expect(task).toMatchObject({
      state: 'ERROR',
      errors: ['Задача не выполнена: сервер был недоступен или перезапускался, пока она выполнялась. Запустите её ещё раз.'],
    });
    expect(state.runs).toContain(taskId);
  });
});
