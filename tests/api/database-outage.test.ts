import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackgroundTask, BackgroundTasks, type CreateTaskRequest } from '../../src/api/contract/initiatives-list';
import { buildApp } from '../../server/app';
import { parseConfig } from '../../server/core/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { OUTAGE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS } from '../../server/db/outage';
import { startTaskRunner, type TaskRunner } from '../../server/tasks/runner';
import { download } from './background-task/support';
import { serverBundle } from '../../scripts/server-build.mjs';
import { signInOver, spawnGateway, type SpawnedGateway } from './background-task/spawned-gateway';
import { testClock } from './support/clock';
import { startPostgres, type PostgresProcess } from './support/postgres-process';
import { migrateAndSeed } from './support/seeded';

/**
 * PostgreSQL stopped for 15 s under a steady load of reads and writes, then started again, with
 * two gateways on one server of this file's own: one in this process, one a cluster of two
 * gateway processes (GATEWAY_PROCESSES=2) spawned as `npm start` runs it. While the database is
 * down every call answers within 10 s — 503 with Retry-After and the Russian message, the calls
 * that need no database as usual; once it is back the same processes serve again within seconds
 * and every background task finishes, the one that was running when the database went included.
 */
const OUTAGE_MS = 15_000;
/** What a caller may wait at most for any answer, outage or not. */
const ANSWER_WITHIN_MS = 10_000;
/** Once the database is back, the gateways serve again within this. */
const RECOVERED_WITHIN_MS = 5_000;
/** Each task pauses this long after it starts, so one is surely running when the database stops. */
const TASK_DELAY_MS = 2_000;
const DOWNLOADED_INITIATIVE = 1001;
const exportCurrent: CreateTaskRequest = {
  taskType: 'SIMPLE_AUTHORIZED',
  taskName: 'EXPORT_INITIATIVE_BY_PHARMACY',
  params: JSON.stringify({ pharmacyId: 1 }),
};

type CallName = 'overview' | 'draft save' | 'task creation' | 'sign-in' | 'healthz' | 'readyz' | 'portal config';
interface Answer {
  call: CallName;
  /** performance.now() when the call was sent and when it was answered. */
  sent: number;
  answered: number;
  status: number | 'no answer';
  retryAfter: string | null;
  body: unknown;
}

/** A steady load on one gateway: each call in its own loop, the next sent when the last is answered. */
function steadyLoad(url: string, token: string) {
  const answers: Answer[] = [];
  const createdTasks: string[] = [];
  let running = true;
  let revision = 0;
  const authorized = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  async function call(name: CallName, path: string, init: RequestInit = {}): Promise<Answer> {
    const sent = performance.now();
    let answer: Answer;
    try {
      const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS + 5_000) });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // a text answer stays text
      }
      answer = {
        call: name,
        sent,
        answered: performance.now(),
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body,
      };
    } catch {
      answer = { call: name, sent, answered: performance.now(), status: 'no answer', retryAfter: null, body: null };
    }
    answers.push(answer);
    return answer;
  }

  const draftPath = '/api/pharmacy-cabinet-purchase-service/v1/order-drafts/purchase-order';
  const loops: Record<string, { every: number; once: () => Promise<unknown> }> = {
    overview: { every: 200, once: () => call('overview', '/api/reports/initiative/pharmacy?id=1', { headers: authorized }) },
    draft: {
      every: 200,
      async once() {
        const edits = [{ key: '11:501', text: String(revision + 1), name: 'Нурофен', price: 120.5, balance: 4 }];
        const answer = await call('draft save', draftPath, {
          method: 'PUT',
          headers: authorized,
          body: JSON.stringify({ revision, draft: { state: {}, edits } }),
        });
        if (answer.status === 200) revision = (answer.body as { revision: number }).revision;
        // A save whose answer was lost with the connection may have been stored: read the revision again.
        if (answer.status === 409) {
          const current = await fetch(`${url}${draftPath}`, { headers: authorized });
          if (current.ok) revision = ((await current.json()) as { revision: number }).revision;
        }
      },
    },
    tasks: {
      every: 1_500,
      async once() {
        const answer = await call('task creation', '/api/background-task/task/create/initiative-sender-task-queue', {
          method: 'POST',
          headers: authorized,
          body: JSON.stringify(exportCurrent),
        });
        if (answer.status === 200) createdTasks.push(v.parse(BackgroundTask, answer.body).taskId);
      },
    },
    signIn: {
      every: 1_000,
      once: () =>
        call('sign-in', '/api/uaa/oauth/token', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'password', scope: 'read', username: 'apteka1', password: 'apteka1' }),
        }),
    },
    probes: {
      every: 500,
      once: () => Promise.all([call('healthz', '/healthz'), call('readyz', '/readyz'), call('portal config', '/pa/config.json')]),
    },
  };
  const done = Object.values(loops).map(async ({ every, once }) => {
    while (running) {
      await once();
      await sleep(every);
    }
  });
  return {
    answers,
    createdTasks,
    async stop() {
      running = false;
      await Promise.all(done);
    },
  };
}

async function tasksOf(url: string, token: string): Promise<BackgroundTasks> {
  const answer = await fetch(`${url}/api/background-task/task/all-my`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) return [];
  return v.parse(BackgroundTasks, await answer.json());
}

async function createDownload(url: string, token: string): Promise<string> {
  const answer = await fetch(`${url}/api/background-task/task/create/initiative-management-task-queue`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(download(DOWNLOADED_INITIATIVE)),
  });
  expect(answer.status).toBe(200);
  return v.parse(BackgroundTask, await answer.json()).taskId;
}

async function waitUntil(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(250);
  }
}

/** The cluster's gateway processes: the primary's children that run the gateway's file. */
const gatewayProcessesOf = (primary: number): number[] =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(serverBundle))
    .map((line) => Number(line.trim().split(/\s+/u)[0]))
    .sort((a, b) => a - b);

const isOutageAnswer = (answer: Answer): boolean => {
  if (answer.status !== 503 || answer.retryAfter !== String(OUTAGE_RETRY_AFTER_SECONDS)) return false;
  const body = answer.body as Record<string, unknown>;
  // The token endpoint keeps the OAuth error shape; every other call answers { message }.
  const message = answer.call === 'sign-in' ? body.error === 'temporarily_unavailable' && body.error_description : body.message;
  return message === OUTAGE_MESSAGE && OUTAGE_MESSAGE.includes(`через ${answer.retryAfter} с.`);
};

describe.skipIf(process.env.API_TEST_DB !== 'postgres')('PostgreSQL stopped under load and started again (api-postgres only)', () => {
  let server: PostgresProcess;
  let inProcess: { database: DatabaseHandle; runner: TaskRunner; close(): Promise<void>; url: string } | undefined;
  let cluster: SpawnedGateway | undefined;

  beforeAll(async () => {
    server = await startPostgres();
    const newDatabase = async (name: string) => {
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(server.url);
      url.pathname = `/${name}`;
      return url.href;
    };
    const [inProcessUrl, clusterUrl] = [await newDatabase('outage_in_process'), await newDatabase('outage_cluster')];

    const startInProcess = async () => {
      const config = parseConfig({
        DATABASE_URL: inProcessUrl,
        SEED: 'none',
        LOG_LEVEL: 'silent',
        PORTAL_DIR: 'tests/api/no-portal',
        CHECK_ANSWERS: '1',
      });
      const clock = testClock();
      const database = await openDatabase(config);
      await migrateAndSeed(database);
      const app = await buildApp({ db: database.db, notices: database.notices, clock: clock.now, config, logger: false });
      const runner = await startTaskRunner(database, clock.now, { delayMs: TASK_DELAY_MS });
      await app.listen({ host: '127.0.0.1', port: 0 });
      inProcess = {
        database,
        runner,
        url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
        async close() {
          await app.close();
          await runner.stop();
          await database.close();
        },
      };
    };
    // The cluster's primary migrates and seeds its empty database, as a first start does.
    const startCluster = async () => {
      cluster = await spawnGateway({
        DATABASE_URL: clusterUrl,
        GATEWAY_PROCESSES: '2',
        TASK_DELAY_MS: String(TASK_DELAY_MS),
        LOG_LEVEL: 'error',
      });
    };
    await Promise.all([startInProcess(), startCluster()]);
  }, 90_000);

  afterAll(async () => {
    // Once, under the whole suite's load, closing the in-process gateway after the outage took
    // over a minute (alone it closes at once): it gets 30 s, then the server goes regardless.
    const closed = inProcess?.close().catch(() => undefined);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    await cluster?.kill();
    server?.remove();
  }, 90_000);

  it(
    'answers 503 with Retry-After within 10 s while it is down, and serves again with the same processes once it is back',
    { timeout: 120_000 },
    async () => {
      const gateways = [
        { name: 'in process', url: inProcess!.url },
        { name: 'GATEWAY_PROCESSES=2', url: cluster!.url },
      ];
      const tokens = await Promise.all(gateways.map((gateway) => signInOver(gateway.url, 'apteka1')));
      const loads = gateways.map((gateway, i) => steadyLoad(gateway.url, tokens[i]));
      const clusterProcesses = gatewayProcessesOf(cluster!.child.pid!);
      expect(clusterProcesses).toHaveLength(2);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await sleep(1_500);
        // A download on each gateway, caught running (in its pause) when the database stops.
        const running = await Promise.all(gateways.map((gateway, i) => createDownload(gateway.url, tokens[i])));
        await Promise.all(
          gateways.map((gateway, i) =>
            waitUntil(`the download on ${gateway.name} started`, 10_000, async () =>
              (await tasksOf(gateway.url, tokens[i])).some((task) => task.taskId === running[i] && task.state === 'STARTED'),
            ),
          ),
        );

        const clusterOutputBefore = clusterOutput();
        const stopping = performance.now();
        await server.stop('fast');
        const down = performance.now();
        await sleep(OUTAGE_MS);
        const startingAgain = performance.now();
        await server.start();
        const up = performance.now();

        // Serving again: the first overview answered 200 after the start, on each gateway.
        const recovered = await Promise.all(
          loads.map(async (load, i) => {
            await waitUntil(`${gateways[i].name} serving again`, 20_000, async () =>
              load.answers.some((answer) => answer.call === 'overview' && answer.sent >= up && answer.status === 200),
            );
            return (
              Math.min(
                ...load.answers
                  .filter((answer) => answer.call === 'overview' && answer.sent >= up && answer.status === 200)
                  .map((answer) => answer.answered),
              ) - up
            );
          }),
        );
        await sleep(4_000);
        await Promise.all(loads.map((load) => load.stop()));
        const after = performance.now();

        for (const [i, load] of loads.entries()) {
          const gateway = gateways[i].name;
          // Never a 500, never a wait past 10 s: each answer is the call's own or the outage's 503.
          const notReady = (answer: Answer) => answer.call === 'readyz' && answer.status === 503;
          const unexpected = load.answers.filter(
            (answer) => answer.status === 'no answer' || (answer.status >= 500 && !isOutageAnswer(answer) && !notReady(answer)),
          );
          expect(unexpected, `${gateway}: answers that are neither the call's own nor the outage's`).toEqual([]);
          const slowest = Math.max(...load.answers.map((answer) => answer.answered - answer.sent));
          expect(slowest, `${gateway}: the slowest answer, ms`).toBeLessThan(ANSWER_WITHIN_MS);

          // While the database is down (sent after it went, answered before it came back).
          const during = load.answers.filter((answer) => answer.sent >= down && answer.answered <= startingAgain);
          const statuses = (call: CallName) => [...new Set(during.filter((answer) => answer.call === call).map((answer) => answer.status))];
          for (const call of ['overview', 'draft save', 'task creation', 'sign-in'] as const) {
            expect(statuses(call), `${gateway}: ${call} during the outage`).toEqual([503]);
          }
          expect(
            during.filter((answer) => answer.status === 503 && !notReady(answer)).every(isOutageAnswer),
            `${gateway}: every 503 is the outage's`,
          ).toBe(true);
          expect(statuses('readyz'), `${gateway}: /readyz during the outage`).toEqual([503]);
          expect(statuses('healthz'), `${gateway}: /healthz during the outage`).toEqual([200]);
          expect(statuses('portal config'), `${gateway}: /pa/config.json during the outage`).toEqual([200]);

          // Back within seconds, and then every call as usual.
          expect(recovered[i], `${gateway}: ms from the database's start to the first overview served`).toBeLessThan(RECOVERED_WITHIN_MS);
          const settled = load.answers.filter((answer) => answer.sent >= up + recovered[i] + 1_000);
          for (const call of ['overview', 'draft save', 'task creation', 'sign-in', 'readyz'] as const) {
            const seen = settled.filter((answer) => answer.call === call).map((answer) => answer.status);
            expect(seen.length, `${gateway}: ${call} after the recovery`).toBeGreaterThan(0);
            expect(
              seen.every((status) => status === 200 || (call === 'draft save' && status === 409)),
              `${gateway}: ${call} after the recovery: ${seen.join(' ')}`,
            ).toBe(true);
          }
        }

        // Every task finishes: those created before and after the outage, and the download that was
        // running when the database went (its job is failed for its lost heartbeat and run again).
        for (const [i, gateway] of gateways.entries()) {
          const wanted = [running[i], ...loads[i].createdTasks];
          let tasks: BackgroundTasks = [];
          await waitUntil(`the tasks on ${gateway.name} finished`, 45_000, async () => {
            tasks = await tasksOf(gateway.url, tokens[i]);
            return wanted.every((id) => ['SUCCESS', 'ERROR'].includes(tasks.find((task) => task.taskId === id)?.state ?? ''));
          });
          expect(
            wanted.map((id) => tasks.find((task) => task.taskId === id)?.state),
            `${gateway.name}: the tasks' states`,
          ).toEqual(wanted.map(() => 'SUCCESS'));
          expect(loads[i].createdTasks.length, `${gateway.name}: tasks created under the load`).toBeGreaterThan(2);
        }

        // The same processes throughout: no gateway process died and was replaced.
        expect(cluster!.child.exitCode).toBeNull();
        expect(gatewayProcessesOf(cluster!.child.pid!)).toEqual(clusterProcesses);
        expect(clusterOutput()).not.toMatch(/завершился/u);

        // The log tells the outage in a few lines, not a line per failed call or poll: this process's
        // own, and the cluster's (at LOG_LEVEL=error; each of its three processes says it once).
        const outageLines = clusterOutput().slice(clusterOutputBefore.length).split('\n').filter(Boolean);
        expect(outageLines.filter((line) => line.includes('База данных недоступна')).length, outageLines.join('\n')).toBeLessThanOrEqual(3);
        expect(outageLines.length, outageLines.join('\n')).toBeLessThanOrEqual(8);
        expect(logged.mock.calls.length, logged.mock.calls.join('\n')).toBeLessThanOrEqual(4);
        console.info(
          `outage ${((startingAgain - stopping) / 1000).toFixed(1)} s; answers ${loads.map((load) => load.answers.length).join(' + ')}; ` +
            `served again ${recovered.map((ms) => Math.round(ms)).join(' / ')} ms after the start; test body ${((after - stopping) / 1000).toFixed(1)} s`,
        );
      } finally {
        logged.mockRestore();
        await Promise.all(loads.map((load) => load.stop()));
      }
    },
  );

  const clusterOutput = (): string => cluster?.output() ?? '';
});
