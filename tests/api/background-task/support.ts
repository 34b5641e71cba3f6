import { afterAll, beforeAll } from 'vitest';
import * as v from 'valibot';
import { BackgroundTask, BackgroundTasks, type CreateTaskRequest, type TaskQueue } from '../../../src/api/contract/initiatives-list';
import type { Environment } from '../../../server/core/config';
import { startTaskRunner, type TaskRunner } from '../../../server/tasks/runner';
import { startGateway, type TestGateway } from '../support/app';
import { signIn } from '../support/requests';

export type Login = 'apteka1' | 'apteka2' | 'manager';

export const taskPath = (path: string) => `/api/background-task${path}`;

/** One gateway per test file (`env` as a deployment sets it) with its task runner started and the demo accounts signed in. */
export function taskGateway(env: Environment = {}) {
  const state = {
    gateway: undefined as unknown as TestGateway,
    runner: undefined as unknown as TaskRunner,
    tokens: {} as Record<Login, string>,
    runs: [] as string[],
  };
  beforeAll(async () => {
    state.gateway = await startGateway(env);
    state.runner = await startTaskRunner(state.gateway.database, state.gateway.clock.now, { onStart: (taskId) => state.runs.push(taskId) });
    for (const login of ['apteka1', 'apteka2', 'manager'] as const)
      state.tokens[login] = (await signIn(state.gateway.app, login)).access_token;
  });
  afterAll(async () => {
    await state.runner?.stop();
    await state.gateway?.close();
  });

  const headers = (login: Login) => ({ authorization: `Bearer ${state.tokens[login]}` });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, login: Login = 'apteka1', payload?: object) =>
    state.gateway.app.inject({ method, url: url.startsWith('/api/') ? url : taskPath(url), headers: headers(login), payload });

  const create = (queue: TaskQueue | string, request: CreateTaskRequest | object, login: Login = 'apteka1') =>
    call('POST', `/task/create/${queue}`, login, request);

  async function myTasks(login: Login = 'apteka1') {
    const answer = await call('GET', '/task/all-my', login);
    if (answer.statusCode !== 200) throw new Error(`all-my: ${answer.statusCode} ${answer.body}`);
    return v.parse(BackgroundTasks, answer.json());
  }

  /** Polls all-my as the portal does until the task has finished (SUCCESS or ERROR). */
  async function finished(taskId: string, login: Login = 'apteka1', timeoutMs = 20_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const task = (await myTasks(login)).find((item) => item.taskId === taskId);
      if (task && (task.state === 'SUCCESS' || task.state === 'ERROR')) return task;
      if (Date.now() > until) throw new Error(`task ${taskId} still ${task?.state ?? 'missing'} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function created(queue: TaskQueue, request: CreateTaskRequest, login: Login = 'apteka1') {
    const answer = await create(queue, request, login);
    if (answer.statusCode !== 200) throw new Error(`create: ${answer.statusCode} ${answer.body}`);
    return v.parse(BackgroundTask, answer.json());
  }

  return { state, call, create, created, myTasks, finished };
}

export const download = (initiativeId: number, pharmacyId = 1): CreateTaskRequest => ({
  taskType: 'FILE_GENERATE',
  taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY',
  params: JSON.stringify({ initiativeId, pharmacyId }),
});
