import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollCalls } from '../../src/api/contract/payroll';
import { backgroundTasks, users } from '../../server/db/schema';
import { startTaskRunner, type TaskRunner } from '../../server/tasks/runner';
import { eq } from 'drizzle-orm';
import { download, taskPath } from './background-task/support';
import { startGateway, type TestGateway } from './support/app';
import { signIn, tokenRequest, urlOf } from './support/requests';
import { matching, parseMetrics, valueOf } from './support/scrape';

/**
 * GET /metrics as an operator's Prometheus reads it: Prometheus' text format, requests counted by
 * declared call and status with latency buckets, 5xx, the database, the task queues and their
 * tasks' times and failures, sign-in failures and lockouts, Node's process metrics; answered to
 * this machine only, or with METRICS_TOKEN to its bearer only.
 */
let gateway: TestGateway;
let runner: TaskRunner;
let token: string;

beforeAll(async () => {
  gateway = await startGateway();
  runner = await startTaskRunner(gateway.database, gateway.clock.now);
  token = (await signIn(gateway.app, 'apteka1')).access_token;
});
afterAll(async () => {
  await runner?.stop();
  await gateway?.close();
});

const scrapeOf = async (app = gateway.app, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) => {
  const answer = await app.inject({ method: 'GET', url: '/metrics', ...options });
  expect(answer.statusCode, answer.body).toBe(200);
  return { answer, samples: parseMetrics(answer.body) };
};
const scrape = async () => (await scrapeOf()).samples;
const withToken = (url: string) => gateway.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const CASHIERS = 'GET /api/cashier-payroll/payroll-cashier/{id}';

describe('requests', () => {
  it('are counted by declared call and status, never by the address with its ids, with latency buckets', async () => {
    const before = await scrape();
    const url = `${urlOf(payrollCalls.payrollCashiers, { id: 1 })}?month=2026-11-01`;
    expect((await withToken(url)).statusCode).toBe(200);
    expect((await withToken(url)).statusCode).toBe(200);
    // Another pharmacy's id: the same call, its own status.
    expect((await withToken(`${urlOf(payrollCalls.payrollCashiers, { id: 2 })}?month=2026-11-01`)).statusCode).toBe(403);
    const { answer, samples: after } = await scrapeOf();
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');

    const delta = (status: string) =>
      valueOf(after, 'gateway_http_requests_total', { call: CASHIERS, status }) -
      valueOf(before, 'gateway_http_requests_total', { call: CASHIERS, status });
    expect(delta('200')).toBe(2);
    expect(delta('403')).toBe(1);
    // No series names an address with an id in it.
    expect(after.filter((sample) => sample.labels.call?.includes('payroll-cashier/1'))).toEqual([]);

    const buckets = matching(after, 'gateway_http_request_duration_seconds_bucket', { call: CASHIERS });
    expect(buckets.map((bucket) => bucket.labels.le)).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '30',
      '+Inf',
    ]);
    const count = (samples: typeof after) => valueOf(samples, 'gateway_http_request_duration_seconds_count', { call: CASHIERS });
    expect(count(after) - count(before)).toBe(3);
    expect(valueOf(after, 'gateway_http_request_duration_seconds_bucket', { call: CASHIERS, le: '+Inf' })).toBe(count(after));
    expect(valueOf(after, 'gateway_http_request_duration_seconds_sum', { call: CASHIERS })).toBeGreaterThan(0);
  });

  it('to paths no route serves are counted under one label, whatever the path', async () => {
    const before = await scrape();
    for (const path of ['/api/no-such-call/1', '/api/no-such-call/2', '/wp-admin/setup.php']) {
      expect((await withToken(path)).statusCode).toBe(404);
    }
    const after = await scrape();
    const unknown = (samples: typeof after) => valueOf(samples, 'gateway_http_requests_total', { call: 'unknown', status: '404' });
    expect(unknown(after) - unknown(before)).toBe(3);
    expect(after.filter((sample) => sample.labels.call?.includes('no-such-call') || sample.labels.call?.includes('wp-admin'))).toEqual([]);
  });

  it('outside /api are counted by their route, the scrapes themselves included', async () => {
    const before = await scrape();
    expect((await gateway.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const after = await scrape();
    expect(
      valueOf(after, 'gateway_http_requests_total', { call: 'GET /healthz', status: '200' }) -
        valueOf(before, 'gateway_http_requests_total', { call: 'GET /healthz', status: '200' }),
    ).toBe(1);
    expect(valueOf(after, 'gateway_http_requests_total', { call: 'GET /metrics', status: '200' })).toBeGreaterThanOrEqual(1);
  });
});

describe('the portal’s pages', () => {
  let portalDir: string;
  let withPortal: TestGateway;
  beforeAll(async () => {
    portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
    writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Портал</title>');
    withPortal = await startGateway({ PORTAL_DIR: portalDir });
  });
  afterAll(async () => {
    await withPortal?.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('a link into the portal (a reload on a reports tab) is counted with the portal, a missing file under one label', async () => {
    const before = await scrape();
    for (const url of ['/pa/reports?tab=purchaseOrderRG', '/pa/reports/report/12', '/pa/mobile-app']) {
      const answer = await withPortal.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<title>Портал</title>');
    }
    expect((await withPortal.app.inject({ method: 'GET', url: '/pa/assets/gone-abc123.js' })).statusCode).toBe(404);
    const { samples: after } = await scrapeOf(withPortal.app);
    const delta = (call: string, status: string) =>
      valueOf(after, 'gateway_http_requests_total', { call, status }) - valueOf(before, 'gateway_http_requests_total', { call, status });
    expect(delta('GET /pa/*', '200')).toBe(3);
    expect(delta('unknown', '404')).toBe(1);
    // The registry is the process's: files run before this one in the same worker counted their
    // own reports calls, so what must hold is that these three pages added none.
    const reportsCalls = (samples: typeof after) => samples.filter((sample) => sample.labels.call?.includes('reports'));
    expect(reportsCalls(after)).toEqual(reportsCalls(before));
  });
});

describe('sign-in', () => {
  it('counts failures and lockouts by grant', async () => {
    const before = await scrape();
    const wrong = () =>
      tokenRequest(gateway.app, { grant_type: 'password', scope: 'read', username: 'nobody-here', password: 'wrong' }, '10.77.0.1');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await wrong()).statusCode).toBe(400);
    expect((await wrong()).statusCode).toBe(429);
    expect(
      (await tokenRequest(gateway.app, { grant_type: 'shared_secret', scope: 'read', shared_secret: 'not-a-link' }, '10.77.0.2'))
        .statusCode,
    ).toBe(400);
    const after = await scrape();
    const delta = (name: string, grant: string) => valueOf(after, name, { grant }) - valueOf(before, name, { grant });
    expect(delta('gateway_signin_failures_total', 'password')).toBe(5);
    expect(delta('gateway_signin_lockouts_total', 'password')).toBe(1);
    expect(delta('gateway_signin_failures_total', 'shared_secret')).toBe(1);
    expect(delta('gateway_signin_lockouts_total', 'shared_secret')).toBe(0);
  });
});

describe('background tasks', () => {
  const DOWNLOAD = 'DOWNLOAD_INITIATIVE_BY_PHARMACY';
  const QUEUE = 'initiative-management-task-queue';

  async function finished(taskId: string) {
    const until = Date.now() + 20_000;
    for (;;) {
      const [task] = await gateway.database.db.select().from(backgroundTasks).where(eq(backgroundTasks.taskId, taskId));
      if (task.state === 'SUCCESS' || task.state === 'ERROR') return task;
      if (Date.now() > until) throw new Error(`task ${taskId} still ${task.state}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('times a task that succeeds and one that fails, by task and outcome', async () => {
    const before = await scrape();
    const created = await gateway.app.inject({
      method: 'POST',
      url: taskPath(`/task/create/${QUEUE}`),
      headers: { authorization: `Bearer ${token}` },
      payload: download(1001),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await finished((created.json() as { taskId: string }).taskId)).state).toBe('SUCCESS');

    // A task whose initiative is gone by the time it runs ends in ERROR.
    const [apteka1] = await gateway.database.db.select({ id: users.id }).from(users).where(eq(users.login, 'apteka1'));
    const taskId = randomUUID();
    await gateway.database.db.transaction(async (tx) => {
      await tx.insert(backgroundTasks).values({
        taskId,
        userId: apteka1.id,
        queue: QUEUE,
        taskName: DOWNLOAD,
        taskType: 'FILE_GENERATE',
        params: { initiativeId: 999_999, pharmacyId: 1 },
        state: 'REGISTERED',
        created: gateway.clock.now(),
      });
      await runner.queue.send(tx, QUEUE, taskId);
    });
    expect((await finished(taskId)).state).toBe('ERROR');

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('gateway_task_duration_seconds_count', { task: DOWNLOAD, outcome: 'success' })).toBe(1);
    expect(delta('gateway_task_duration_seconds_count', { task: DOWNLOAD, outcome: 'error' })).toBe(1);
    expect(delta('gateway_task_failures_total', { task: DOWNLOAD, outcome: 'error' })).toBe(1);
    expect(delta('gateway_task_failures_total', { task: DOWNLOAD, outcome: 'retry' })).toBe(0);
    expect(matching(after, 'gateway_task_duration_seconds_bucket', { task: DOWNLOAD, outcome: 'success' }).length).toBeGreaterThan(5);
  });

  it("reports each queue's depth as pg-boss counted it", async () => {
    // A job for an hour from now waits in the queue; pg-boss's monitor counts it on its pass.
    await runner.queue.boss.send(QUEUE, { taskId: randomUUID() }, { startAfter: 3_600 });
    await runner.queue.boss.supervise(QUEUE);
    const samples = await scrape();
    expect(valueOf(samples, 'gateway_task_queue_jobs', { queue: QUEUE, state: 'queued' })).toBe(1);
    expect(valueOf(samples, 'gateway_task_queue_jobs', { queue: QUEUE, state: 'active' })).toBe(0);
    expect(matching(samples, 'gateway_task_queue_jobs', { queue: 'initiative-sender-task-queue' }).length).toBe(2);
    await runner.queue.boss.deleteQueuedJobs(QUEUE);
  });
});

describe('the process and the database', () => {
  it("carry Node's default metrics and what the engine lets be seen of its connections", async () => {
    const samples = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(matching(samples, name).length, name).toBeGreaterThan(0);
    }
    expect(valueOf(samples, 'gateway_metrics_processes')).toBe(1);
    if (gateway.database.engine === 'postgres') {
      expect(valueOf(samples, 'gateway_database_info', { engine: 'postgres' })).toBe(1);
      expect(valueOf(samples, 'gateway_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(matching(samples, 'gateway_db_pool_connections', { state: 'idle' }).length).toBe(1);
      expect(valueOf(samples, 'gateway_db_pool_waiting_requests')).toBe(0);
      expect(valueOf(samples, 'gateway_db_pool_max_connections')).toBe(10);
    } else {
      expect(valueOf(samples, 'gateway_database_info', { engine: 'pglite' })).toBe(1);
      expect(matching(samples, 'gateway_db_pool_connections')).toEqual([]);
      // Without labels a gauge always shows a value: the pool's figures are not there at all.
      expect(matching(samples, 'gateway_db_pool_waiting_requests')).toEqual([]);
      expect(matching(samples, 'gateway_db_pool_max_connections')).toEqual([]);
    }
  });
});

describe('access without METRICS_TOKEN', () => {
  const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
    gateway.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it("is answered to this machine only, by the connection's own address", async () => {
    expect((await ask('127.0.0.1')).statusCode).toBe(200);
    expect((await ask('::1')).statusCode).toBe(200);
    expect((await ask('::ffff:127.0.0.1')).statusCode).toBe(200);
    for (const stranger of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5']) {
      const refused = await ask(stranger);
      expect(refused.statusCode, stranger).toBe(404);
      expect(refused.json()).toEqual({ message: 'Не найдено' });
    }
  });

  it('refuses a request a proxy forwarded, even from loopback, and a stranger claiming loopback behind TRUST_PROXY', async () => {
    expect((await ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await ask('127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
    const proxied = await startGateway({ TRUST_PROXY: 'true' });
    try {
      const claim = await proxied.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(claim.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });
});

describe('access with METRICS_TOKEN', () => {
  const secret = 'scraper-secret-0123456789abcdef';
  let guarded: TestGateway;
  beforeAll(async () => {
    guarded = await startGateway({ METRICS_TOKEN: secret });
  });
  afterAll(() => guarded?.close());
  const ask = (headers: Record<string, string>, remoteAddress = '10.0.0.5') =>
    guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('is answered with the bearer token only, from anywhere', async () => {
    const answered = await ask({ authorization: `Bearer ${secret}` });
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain('# TYPE gateway_http_requests_total counter');
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong-secret-0123456789abcdef' },
      { authorization: `Basic ${secret}` },
      { authorization: `Bearer ${secret}x` },
    ]) {
      const refused = await ask(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.json().message).toMatch(/^Метрики отдаются только с токеном/);
    }
    // Loopback is no pass once a token is set.
    expect((await ask({}, '127.0.0.1')).statusCode).toBe(401);
  });

  it('is refused at start when too short to be a secret', async () => {
    await expect(startGateway({ METRICS_TOKEN: 'short' })).rejects.toThrow(/METRICS_TOKEN: нужно не меньше 16 видимых символов/);
  });
});

describe('5xx', () => {
  it('are counted by call when the gateway fails', async () => {
    const failing = await startGateway();
    const before = (await scrapeOf(failing.app)).samples;
    // Its database gone, a sign-in cannot be answered.
    await failing.database.close();
    const answer = await tokenRequest(
      failing.app,
      { grant_type: 'password', scope: 'read', username: 'apteka1', password: 'apteka1' },
      '10.78.0.1',
    );
    expect(answer.statusCode).toBeGreaterThanOrEqual(500);
    const after = (await scrapeOf(failing.app)).samples;
    await failing.app.close();
    const call = 'POST /api/uaa/oauth/token';
    expect(
      valueOf(after, 'gateway_http_server_errors_total', { call }) - valueOf(before, 'gateway_http_server_errors_total', { call }),
    ).toBe(1);
    const status = String(answer.statusCode);
    expect(
      valueOf(after, 'gateway_http_requests_total', { call, status }) - valueOf(before, 'gateway_http_requests_total', { call, status }),
    ).toBe(1);
  });
});
