import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../src/api/contract/call';
import { orderCalls } from '../../src/api/contract/orders';
import { reportCalls } from '../../src/api/contract/reports';
import { startPostgres, type PostgresProcess } from '../api/support/postgres-process';
import { freePort } from '../api/support/free-port';

/**
 * The deployment of docs/deploy.md, run as an operator would run it: three gateway instances
 * (separate processes, separate ports, as separate hosts) started at once on an empty PostgreSQL
 * database behind nginx, by deploy/several-gateways.mjs. One instance is killed (SIGKILL) in the
 * middle of a load of writes sent through nginx; nothing acknowledged may be lost and no order
 * may be made twice, and what one instance wrote or counted must hold on the others.
 */

/** The request limit of the deployment: low, so proving it shared takes few requests. */
const LIMIT = 600;

function nginxBinary(): string | null {
  if (process.env.NGINX) return existsSync(process.env.NGINX) ? process.env.NGINX : null;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

interface Instance {
  url: string;
  pid: number;
}

let server: PostgresProcess | undefined;
let database: pg.Client;
let starter: ChildProcess | undefined;
let output = '';
let balancer = '';
let instances: Instance[] = [];
const startedAt = new Date();

beforeAll(async () => {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is missing: apt-get install -y nginx (.ci/run installs it), or set NGINX to its binary');
  server = await startPostgres({ maxConnections: 300 });
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('CREATE DATABASE several_hosts');
  await admin.end();
  const databaseUrl = server.url.replace(/\/postgres$/, '/several_hosts');
  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();

  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  const port = await freePort();
  starter = spawn(process.execPath, ['deploy/several-gateways.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      GATEWAY_PORTS: ports.join(','),
      PORT: String(port),
      NGINX: nginx,
      NGINX_WORKERS: '1',
      SEED: 'demo',
      API_RATE_LIMIT: String(LIMIT),
      LOG_LEVEL: 'warn',
      PORTAL_DIR: 'tests/api/no-portal',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  starter.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  starter.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const until = Date.now() + 100_000;
  while (!output.includes('Балансировщик nginx')) {
    if (starter.exitCode !== null || Date.now() > until) throw new Error(`the deployment did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  instances = [...output.matchAll(/шлюз \d+: (http:\/\/127\.0\.0\.1:\d+) готов, процесс (\d+)/g)].map(([, url, pid]) => ({
    url,
    pid: Number(pid),
  }));
  balancer = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  if (starter && starter.exitCode === null) {
    const exited = new Promise((resolve) => starter?.once('exit', resolve));
    starter.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  }
  for (const { pid } of instances) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already stopped
    }
  }
  await database?.end();
  server?.remove();
}, 30_000);

interface Reply {
  status: number;
  body: string;
}

async function call(base: string, path: string, init: RequestInit & { token?: string; from?: string } = {}): Promise<Reply> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.from) headers.set('x-forwarded-for', init.from);
  try {
    const answer = await fetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(20_000) });
    return { status: answer.status, body: await answer.text() };
  } catch (error) {
    // The connection broke: no answer, so nothing acknowledged.
    return { status: 0, body: String(error) };
  }
}

const signInAt = (base: string, login: string, password = login, from?: string) =>
  call(base, '/api/uaa/oauth/token', {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', scope: 'read', username: login, password }).toString(),
  });

async function tokenAt(base: string, login: string): Promise<string> {
  const answer = await signInAt(base, login);
  expect(answer.status, answer.body).toBe(200);
  return (JSON.parse(answer.body) as { access_token: string }).access_token;
}

const rows = async <T>(query: string, values: unknown[] = []): Promise<T[]> => (await database.query(query, values)).rows as T[];

const draftPath = (screen: string) => `/api/pharmacy-cabinet-purchase-service/v1/order-drafts/${screen}`;
const pulsPath = `/api${callPath(orderCalls.sendToPuls)}`;
const historyPath = `/api${callPath(orderCalls.orderHistory)}`;
const overviewPath = `/api${callPath(reportCalls.initiativesReport)}?id=1`;
const order = (amount: number) => ({ productsList: [{ promotionalProductId: 40112, orderAmount: amount }] });

describe('three gateway instances behind nginx on one PostgreSQL', () => {
  it('start at once on an empty database: migrated and seeded once, every instance ready, nginx answering', async () => {
    expect(instances).toHaveLength(3);
    for (const { url } of instances) expect((await call(url, '/readyz')).status).toBe(200);
    expect((await call(balancer, '/readyz')).status).toBe(200);
    // One demo seed and one signing secret, whichever instance made them.
    expect(await rows<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE login = 'apteka1'")).toEqual([{ n: 1 }]);
    expect(await rows<{ n: number }>("SELECT count(*)::int AS n FROM settings WHERE key = 'token_signing_secret'")).toEqual([{ n: 1 }]);
    // Each migration applied once, though three instances found the database empty.
    const [migrations] = await rows<{ applied: number; distinct: number }>(
      'SELECT count(*)::int AS applied, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations',
    );
    expect(migrations.applied).toBe(migrations.distinct);
  });

  it('accept on every instance a session made on one', async () => {
    const token = await tokenAt(instances[0].url, 'apteka1');
    for (const { url } of instances) expect((await call(url, '/api/pharmacy/pharmacy/portal-id/1', { token })).status).toBe(200);
  });

  it('count sign-in failures together: the sixth attempt from an address is refused on any instance', async () => {
    const address = '10.77.0.1';
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await signInAt(instances[attempt % 3].url, 'manager', 'wrong password', address);
      expect(refused.status, refused.body).toBe(400);
    }
    const locked = await signInAt(instances[2].url, 'manager', 'manager', address);
    expect(locked.status, locked.body).toBe(429);
    expect(JSON.parse(locked.body)).toMatchObject({ error_description: expect.stringMatching(/^Слишком много неудачных попыток входа/) });
    // The address is the client's that nginx passed on, not nginx's own: another address signs in.
    expect((await signInAt(instances[0].url, 'manager', 'manager', '10.77.0.2')).status).toBe(200);
  });

  it('show on every instance what one wrote: a draft, an order in the history, a changed figure in the overview', async () => {
    const token = await tokenAt(balancer, 'apteka1');
    const draft = { state: { written: 'на первом экземпляре' }, edits: [] };
    const saved = await call(instances[0].url, draftPath('rg-order'), {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ revision: 0, draft }),
    });
    expect(saved.status, saved.body).toBe(200);
    const sent = await call(instances[0].url, pulsPath, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(order(3)),
    });
    expect(sent.status, sent.body).toBe(200);
    const { orderId } = JSON.parse(sent.body) as { orderId: string };

    for (const { url } of instances.slice(1)) {
      expect(JSON.parse((await call(url, draftPath('rg-order'), { token })).body)).toMatchObject({ revision: 1, draft });
      const history = JSON.parse((await call(url, historyPath, { token })).body) as { orderId: string }[];
      expect(history.map((entry) => entry.orderId)).toContain(orderId);
    }

    // Every instance keeps its overview between calls; a change to its data (the distributor's
    // load writes them) shows on each, through the database's notices.
    const earned = async (url: string) => {
      const overview = JSON.parse((await call(url, overviewPath, { token })).body) as { initiatives: { id: number; earned: number }[] };
      return overview.initiatives[0];
    };
    const first = await earned(instances[1].url);
    for (const { url } of instances) expect(await earned(url)).toEqual(first);
    await database.query('UPDATE initiatives SET earned = 98765.43 WHERE id = $1', [first.id]);
    for (const { url } of instances)
      await expect.poll(async () => (await earned(url)).earned, { timeout: 6_000, interval: 50 }).toBe(98765.43);
  });

  it('answer one user the requests a minute the limit allows across all instances, the first 429 at the limit', async () => {
    const token = await tokenAt(instances[1].url, 'owner');
    const statuses: number[] = [];
    let next = 0;
    while (statuses.length < LIMIT + 20) {
      const batch = Array.from({ length: 10 }, () =>
        call(instances[next++ % 3].url, '/api/table-settings/settings/table/initiatives', { token }),
      );
      statuses.push(...(await Promise.all(batch)).map((reply) => reply.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.indexOf(429)).toBe(LIMIT);
  });

  it('lose no acknowledged write and make no order twice when an instance is killed under a load through nginx', async () => {
    const token = await tokenAt(balancer, 'apteka1');
    const screens = ['profit-forecast', 'purchase-order', 'recommended-order'];
    const SAVES = 30;
    const ORDERS = 20;
    const SIGN_INS = 15;
    let done = 0;
    const total = screens.length * SAVES + 3 * ORDERS + SIGN_INS;
    let killed: Instance | undefined;
    const progress = () => {
      done += 1;
      // Half way through, the second instance dies as a host that loses its power would.
      if (!killed && done >= total / 2) {
        killed = instances[1];
        process.kill(killed.pid, 'SIGKILL');
      }
    };

    // Drafts: each screen saved again and again from the revision it was last saved as.
    const acknowledgedSaves = new Map<string, number>();
    const saveDrafts = async (screen: string) => {
      let revision = JSON.parse((await call(balancer, draftPath(screen), { token })).body).revision as number;
      for (let save = 1; save <= SAVES; save++) {
        const answer = await call(balancer, draftPath(screen), {
          method: 'PUT',
          token,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ revision, draft: { state: { save }, edits: [] } }),
        });
        progress();
        if (answer.status === 200) {
          revision = (JSON.parse(answer.body) as { revision: number }).revision;
          acknowledgedSaves.set(screen, save);
        } else {
          // No answer, or 409 after nginx tried a save again that had reached the killed instance: read what is kept, as the portal does.
          revision = JSON.parse((await call(balancer, draftPath(screen), { token })).body).revision as number;
        }
      }
    };

    // Orders: each sent with its own Idempotency-Key and sent again with it until answered, as the portal does.
    const keys: string[] = [];
    const acknowledgedOrders = new Map<string, string>();
    const sendOrders = async () => {
      for (let sent = 0; sent < ORDERS; sent++) {
        const key = randomUUID();
        keys.push(key);
        for (let attempt = 0; attempt < 5 && !acknowledgedOrders.has(key); attempt++) {
          const answer = await call(balancer, pulsPath, {
            method: 'POST',
            token,
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify(order(1)),
          });
          expect([0, 200, 502], answer.body).toContain(answer.status);
          if (answer.status === 200) acknowledgedOrders.set(key, (JSON.parse(answer.body) as { orderId: string }).orderId);
        }
        progress();
      }
    };

    // Sign-ins: each session acknowledged must work afterwards on any instance.
    const sessions: string[] = [];
    const signIns = async () => {
      for (let signIn = 0; signIn < SIGN_INS; signIn++) {
        const answer = await signInAt(balancer, 'apteka2');
        if (answer.status === 200) sessions.push((JSON.parse(answer.body) as { access_token: string }).access_token);
        progress();
      }
    };

    await Promise.all([...screens.map(saveDrafts), sendOrders(), sendOrders(), sendOrders(), signIns()]);
    expect(killed).toBeDefined();

    const survivors = instances.filter((instance) => instance !== killed);
    // Every acknowledged draft save is kept, or a later one of the same screen.
    expect(acknowledgedSaves.size).toBe(screens.length);
    for (const [screen, save] of acknowledgedSaves) {
      for (const { url } of survivors) {
        const kept = JSON.parse((await call(url, draftPath(screen), { token })).body) as { draft: { state: { save: number } } };
        expect(kept.draft.state.save).toBeGreaterThanOrEqual(save);
      }
    }
    // Every order answered, each made once: one send record per key, one order per key, the answered numbers.
    expect(acknowledgedOrders.size).toBe(keys.length);
    const sends = await rows<{ key: string; n: number }>(
      'SELECT idempotency_key AS key, count(*)::int AS n FROM order_sends WHERE idempotency_key = ANY($1) GROUP BY 1',
      [keys],
    );
    expect(sends).toHaveLength(keys.length);
    expect(sends.every((send) => send.n === 1)).toBe(true);
    const made = await rows<{ order_number: string }>('SELECT order_number FROM orders WHERE created >= $1', [startedAt]);
    // The orders of this load and the one of the test before.
    expect(made).toHaveLength(keys.length + 1);
    expect(made.map((row) => row.order_number)).toEqual(expect.arrayContaining([...acknowledgedOrders.values()]));
    // Every session acknowledged is valid on the instances left.
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) {
      for (const { url } of survivors) expect((await call(url, '/api/pharmacy/pharmacy/portal-id/2', { token: session })).status).toBe(200);
    }
    // And nginx goes on serving through the instances left.
    expect((await call(balancer, '/readyz')).status).toBe(200);
  });
});
