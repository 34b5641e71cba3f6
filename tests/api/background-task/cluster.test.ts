import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { BackgroundTask, BackgroundTasks } from '../../../src/api/contract/initiatives-list';
import { download } from './support';
import { freshPostgresUrl, signInOver, spawnGateway, type SpawnedGateway } from './spawned-gateway';

/** Apteka1's initiatives with a report download (fixed ids of the demo seed). */
const INITIATIVES = [1001, 1003, 1005, 1012];

/**
 * GATEWAY_PROCESSES=2 (server/cluster.ts): two gateway processes behind one port, the seed and
 * pg-boss's workers run once in the primary; the processes only send jobs. Tasks created through
 * either process run once each and end in SUCCESS.
 */
describe.skipIf(process.env.API_TEST_DB !== 'postgres')('two gateway processes behind one port (api-postgres only)', () => {
  let gateway: SpawnedGateway | null = null;
  afterAll(async () => {
    await gateway?.kill();
  });

  it('runs the tasks created through either process, each once', { timeout: 120_000 }, async () => {
    gateway = await spawnGateway({ DATABASE_URL: await freshPostgresUrl(), GATEWAY_PROCESSES: '2' });
    const token = await signInOver(gateway.url, 'apteka1');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created: string[] = [];
    for (const initiative of INITIATIVES) {
      const answer = await fetch(`${gateway.url}/api/background-task/task/create/initiative-management-task-queue`, {
        method: 'POST',
        headers,
        body: JSON.stringify(download(initiative)),
      });
      expect(answer.status).toBe(200);
      created.push(v.parse(BackgroundTask, await answer.json()).taskId);
    }
    const until = Date.now() + 90_000;
    let tasks: BackgroundTasks = [];
    while (Date.now() < until) {
      const answer = await fetch(`${gateway.url}/api/background-task/task/all-my`, { headers });
      tasks = v.parse(BackgroundTasks, await answer.json());
      if (created.every((id) => tasks.find((task) => task.taskId === id)?.state === 'SUCCESS')) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(created.map((id) => tasks.find((task) => task.taskId === id)?.state)).toEqual(created.map(() => 'SUCCESS'));
  });
});
