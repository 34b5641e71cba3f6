import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNFINISHED_TASKS, TOO_MANY_UNFINISHED } from '../../../server/services/background-task/create';
import { startTaskRunner, startTaskSender, type TaskRunner } from '../../../server/tasks/runner';
import { startGateway, type TestGateway } from '../support/app';
import { signIn } from '../support/requests';
import { download, taskPath } from './support';

/**
 * A user's unfinished tasks are capped: with nobody working the queue (a process that only sends),
 * every task stays REGISTERED, so the cap is met by creating alone.
 */
const state = {
  gateway: undefined as unknown as TestGateway,
  sender: undefined as unknown as TaskRunner,
  tokens: {} as Record<string, string>,
};
beforeAll(async () => {
  state.gateway = await startGateway();
  // A runner installs the queues; stopped, it leaves a process that only sends, as a cluster's gateways do.
  await (await startTaskRunner(state.gateway.database, state.gateway.clock.now)).stop();
  state.sender = await startTaskSender(state.gateway.database);
  for (const login of ['apteka1', 'manager']) state.tokens[login] = (await signIn(state.gateway.app, login)).access_token;
});
afterAll(async () => {
  await state.sender?.stop();
  await state.gateway?.close();
});

const create = (login: string, pharmacyId: number) =>
  state.gateway.app.inject({
    method: 'POST',
    url: taskPath('/task/create/initiative-management-task-queue'),
    headers: { authorization: `Bearer ${state.tokens[login]}` },
    payload: download(1001, pharmacyId),
  });
const openTasks = async (login: string) =>
  (
    await state.gateway.app.inject({
      method: 'GET',
      url: taskPath('/task/all-my'),
      headers: { authorization: `Bearer ${state.tokens[login]}` },
    })
  ).json<unknown[]>().length;

describe('unfinished tasks of one user', () => {
  it(`are ${MAX_UNFINISHED_TASKS} at most: one more is refused with 429 in Russian and registers nothing; another user is not held back`, async () => {
    const answers = await Promise.all(Array.from({ length: MAX_UNFINISHED_TASKS + 3 }, () => create('apteka1', 1)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(MAX_UNFINISHED_TASKS).fill(200), 429, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)!.json()).toEqual({ message: TOO_MANY_UNFINISHED });
    expect(await openTasks('apteka1')).toBe(MAX_UNFINISHED_TASKS);
    expect((await create('manager', 1)).statusCode).toBe(200);
  });
});
