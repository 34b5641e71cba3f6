import { rmSync } from 'node:fs';
import * as v from 'valibot';
import { read, utils } from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackgroundTask, BackgroundTasks, type TaskState } from '../../../src/api/contract/initiatives-list';
import { download } from './support';
import { seededPostgresUrl, seededDataDir, signInOver, spawnGateway, type SpawnedGateway } from './spawned-gateway';

/** Apteka1's mandatory matrix (fixed id of the demo seed), which has a report download. */
const INITIATIVE = 1001;
/** Each run of the task pauses this long after it starts, so the test can kill the gateway mid-task. */
const TASK_DELAY_MS = '4000';

/**
 * A gateway killed with SIGKILL in the middle of a task: after the restart the task's job is
 * taken again (its heartbeat stopped) and the task finishes within a minute. The data survives
 * on disk (PGlite in DATA_DIR) or on the PostgreSQL server.
 */
describe('a task survives its gateway killed mid-task', () => {
  const onPostgres = process.env.API_TEST_DB === 'postgres';
  let dataDir: string | null = null;
  let env: Record<string, string>;
  const running: SpawnedGateway[] = [];

  beforeAll(async () => {
    if (onPostgres) env = { DATABASE_URL: await seededPostgresUrl(), TASK_DELAY_MS };
    else {
      dataDir = seededDataDir();
      env = { DATA_DIR: dataDir, TASK_DELAY_MS };
    }
  });
  afterAll(async () => {
    for (const gateway of running) await gateway.kill();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function stateOf(url: string, token: string, taskId: string): Promise<TaskState | undefined> {
    const answer = await fetch(`${url}/api/background-task/task/all-my`, { headers: { authorization: `Bearer ${token}` } });
    return v.parse(BackgroundTasks, await answer.json()).find((task) => task.taskId === taskId)?.state;
  }

  async function waitFor(url: string, token: string, taskId: string, wanted: TaskState, timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    let state: TaskState | undefined;
    while ((state = await stateOf(url, token, taskId)) !== wanted) {
      if (Date.now() > until) throw new Error(`task ${taskId} is ${state ?? 'missing'}, not ${wanted}, after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('finishes after the restart with its workbook', { timeout: 150_000 }, async () => {
    const first = await spawnGateway(env);
    running.push(first);
    let token = await signInOver(first.url, 'apteka1');
    const answer = await fetch(`${first.url}/api/background-task/task/create/initiative-management-task-queue`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(download(INITIATIVE)),
    });
    expect(answer.status).toBe(200);
    const { taskId } = v.parse(BackgroundTask, await answer.json());
    await waitFor(first.url, token, taskId, 'STARTED', 20_000);
    await first.kill();

    const second = await spawnGateway(env);
    running.push(second);
    token = await signInOver(second.url, 'apteka1');
    // A dead worker's job is taken again within a minute (server/tasks/queue.ts).
    await waitFor(second.url, token, taskId, 'SUCCESS', 60_000);

    const link = await (
      await fetch(`${second.url}/api/background-task/task/file/${taskId}`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    const file = await fetch(`${second.url}${link}`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    const book = read(new Uint8Array(await file.arrayBuffer()), { type: 'array' });
    const lines = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(lines.length).toBeGreaterThan(1);
  });
});
