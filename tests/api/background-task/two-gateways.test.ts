import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackgroundTask, BackgroundTasks } from '../../../src/api/contract/initiatives-list';
import { buildApp } from '../../../server/app';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connect';
import { startTaskRunner, type TaskRunner } from '../../../server/tasks/runner';
import { startGateway, type TestGateway } from '../support/app';
import { signIn } from '../support/requests';
import { download } from './support';

/** Apteka1's initiatives with fixed ids in the demo seed (1028-1029 are hidden PULSAR_BONUS rows). */
const INITIATIVES = [1001, 1003, 1005, 1012, 1013, 1014, 1002, 1004];

/**
 * Two gateways on one PostgreSQL share the queue: each has its own connection pool, its own
 * pg-boss and its own workers, as two processes would. Every task runs exactly once.
 * PGlite is one process's embedded database, so there is nothing to share there.
 */
describe.skipIf(process.env.API_TEST_DB !== 'postgres')(
  'two gateways on one PostgreSQL (api-postgres only: PGlite cannot be shared)',
  () => {
    let first: TestGateway;
    let secondDatabase: DatabaseHandle;
    let second: Awaited<ReturnType<typeof buildApp>>;
    const runners: TaskRunner[] = [];
    /** Which gateway started which task, each time one did. */
    const runs: { gateway: 1 | 2; taskId: string }[] = [];
    let url: string;

    beforeAll(async () => {
      first = await startGateway();
      const connection = first.database.queueConnection;
      if (connection.engine !== 'postgres') throw new Error('expected PostgreSQL');
      url = connection.connectionString;
      secondDatabase = await openDatabase({ dataDir: null, databaseUrl: url });
      second = await buildApp({ db: secondDatabase.db, clock: first.clock.now, config: first.config, logger: false });
      await second.ready();
      // A short pause per task, so one gateway cannot take them all before the other polls.
      runners.push(
        await startTaskRunner(first.database, first.clock.now, { delayMs: 700, onStart: (taskId) => runs.push({ gateway: 1, taskId }) }),
      );
      runners.push(
        await startTaskRunner(secondDatabase, first.clock.now, { delayMs: 700, onStart: (taskId) => runs.push({ gateway: 2, taskId }) }),
      );
    });
    afterAll(async () => {
      for (const runner of runners) await runner.stop();
      await second?.close();
      await secondDatabase?.close();
      await first?.close();
    });

    it('runs each task exactly once, on either gateway', { timeout: 90_000 }, async () => {
      const apps = [first.app, second];
      const token = (await signIn(first.app, 'apteka1')).access_token;
      const headers = { authorization: `Bearer ${token}` };
      const taskIds: string[] = [];
      for (const [index, initiativeId] of INITIATIVES.entries()) {
        const answer = await apps[index % 2].inject({
          method: 'POST',
          url: '/api/background-task/task/create/initiative-management-task-queue',
          headers,
          payload: download(initiativeId),
        });
        expect(answer.statusCode, answer.body).toBe(200);
        taskIds.push(v.parse(BackgroundTask, answer.json()).taskId);
      }

      const until = Date.now() + 60_000;
      for (;;) {
        const answer = await apps[1].inject({ method: 'GET', url: '/api/background-task/task/all-my', headers });
        const mine = v.parse(BackgroundTasks, answer.json()).filter((task) => taskIds.includes(task.taskId));
        if (mine.every((task) => task.state === 'SUCCESS')) break;
        if (Date.now() > until) throw new Error(`not finished: ${JSON.stringify(mine.map((task) => task.state))}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }

      for (const taskId of taskIds)
        expect(
          runs.filter((run) => run.taskId === taskId),
          taskId,
        ).toHaveLength(1);
      expect(new Set(runs.map((run) => run.gateway))).toEqual(new Set([1, 2]));

      // The queue's own history agrees: one job per task, completed on its first attempt.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: string; state: string; retry_count: number }>(
          'SELECT id, state, retry_count FROM pgboss.job WHERE id = ANY($1::uuid[])',
          [taskIds],
        );
        expect(rows).toHaveLength(taskIds.length);
        for (const row of rows) expect(row).toMatchObject({ state: 'completed', retry_count: 0 });
      } finally {
        await client.end();
      }
    });
  },
);
