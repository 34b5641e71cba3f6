import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTaskRunner, type TaskRunner } from '../../server/tasks/runner';
import { startGateway, type TestGateway } from './support/app';
import { MIGRATIONS } from './support/seeded';

/**
 * GET /healthz and /readyz as a load balancer polls them: liveness whatever the database does,
 * readiness only while the database answers, its migrations are applied and the tasks run.
 */
const opened: { gateway?: TestGateway; runner?: TaskRunner; folder?: string } = {};
afterEach(async () => {
  await opened.runner?.stop();
  await opened.gateway?.close().catch(() => undefined);
  if (opened.folder) await rm(opened.folder, { recursive: true, force: true });
  Object.assign(opened, { gateway: undefined, runner: undefined, folder: undefined });
});

async function gatewayWithTasks(env: Record<string, string> = {}): Promise<TestGateway> {
  opened.gateway = await startGateway(env);
  opened.runner = await startTaskRunner(opened.gateway.database, opened.gateway.clock.now);
  return opened.gateway;
}

const get = (gateway: TestGateway, url: string) => gateway.app.inject({ method: 'GET', url });

describe('health of the gateway', () => {
  it('is live and ready with its database, migrations and tasks, without a token', async () => {
    const gateway = await gatewayWithTasks();
    const live = await get(gateway, '/healthz');
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get(gateway, '/readyz');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it("answers the portal's probe of the line, a bare HEAD of the api root, with an empty 204 and no token", async () => {
    opened.gateway = await startGateway();
    const probe = await opened.gateway.app.inject({ method: 'HEAD', url: '/api/' });
    expect(probe.statusCode).toBe(204);
    expect(probe.body).toBe('');
  });

  it('is not ready while its background tasks are not running, and says so', async () => {
    opened.gateway = await startGateway();
    const ready = await get(opened.gateway, '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({ status: 'unavailable', problems: ['Фоновые задачи не запущены.'] });
  });

  it('is not ready, but still live, once its database stops answering', async () => {
    const gateway = await gatewayWithTasks();
    await opened.runner!.stop();
    opened.runner = undefined;
    await gateway.database.close();
    const started = Date.now();
    const ready = await get(gateway, '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().problems).toContain('База данных не отвечает.');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await get(gateway, '/healthz')).statusCode).toBe(200);
  });

  it('is not ready while the database lacks a migration the gateway ships', async () => {
    // The gateway's own migrations, with one more in its journal than the database has applied.
    opened.folder = await mkdtemp(join(tmpdir(), 'migrations-'));
    await cp(MIGRATIONS, opened.folder, { recursive: true });
    const journalPath = join(opened.folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1_000, tag: 'not_yet_applied' });
    await writeFile(journalPath, JSON.stringify(journal));
    const gateway = await gatewayWithTasks({ MIGRATIONS_DIR: opened.folder });
    const ready = await get(gateway, '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().problems).toEqual(['Миграции базы данных применены не все: шлюз ждёт, пока их применит запуск.']);
  });
});
