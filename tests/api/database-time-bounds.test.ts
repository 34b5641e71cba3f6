import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { parseConfig } from '../../server/core/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { isDatabaseUnreachable, OUTAGE_MESSAGE } from '../../server/db/outage';
import { freshPostgresUrl } from './background-task/spawned-gateway';
import { freePort } from './support/free-port';
import { testClock } from './support/clock';
import { tokenRequest } from './support/requests';

/**
 * A database that does not answer at all — a network cut, a frozen host — holds no call past the
 * bounds of server/db/query-bounds.ts: the wait for a connection (DATABASE_CONNECT_TIMEOUT_MS) and
 * for each query's answer (DATABASE_QUERY_TIMEOUT_MS). The call then answers the outage's 503.
 */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; outcome: T | unknown }> {
  const started = performance.now();
  const outcome = await work().catch((error: unknown) => error);
  return { ms: performance.now() - started, outcome };
}

describe('a database server that accepts connections and never answers', () => {
  const held: Socket[] = [];
  let silent: Server;
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    // Takes the connection, reads the start-up message, says nothing: as a frozen PostgreSQL would.
    silent = createServer((socket) => held.push(socket.on('data', () => undefined)));
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    const config = parseConfig({
      DATABASE_URL: `postgres://portal@127.0.0.1:${port}/portal`,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      TOKEN_SECRET: 'a signing secret of thirty-two bytes or more',
      LOG_LEVEL: 'silent',
      PORTAL_DIR: 'tests/api/no-portal',
      CHECK_ANSWERS: '1',
    });
    database = await openDatabase(config);
    app = await buildApp({ db: database.db, clock: testClock().now, config, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    for (const socket of held) socket.destroy();
    await database?.close().catch(() => undefined);
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('answers sign-in 503 with Retry-After and the Russian message once the connect bound has passed, not later', async () => {
    const { ms, outcome } = await timed(() =>
      tokenRequest(app, { grant_type: 'password', scope: 'read', username: 'apteka1', password: 'apteka1' }),
    );
    const answer = outcome as Awaited<ReturnType<FastifyInstance['inject']>>;
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toEqual({ error: 'temporarily_unavailable', error_description: OUTAGE_MESSAGE });
    expect(ms).toBeGreaterThan(900);
    expect(ms).toBeLessThan(4_000);
  });

  it('answers an api call 503 within the connect bound once the outage is known: its request count is not waited for', async () => {
    const token = await app.accessTokens.issue({
      id: 11,
      login: 'apteka1',
      authorities: ['ROLE_PHARMACY'],
      pharmacyId: 1,
      credentialsVersion: 1,
    });
    const call = () =>
      app.inject({ method: 'GET', url: '/api/pharmacy/pharmacy/portal-id/11', headers: { authorization: `Bearer ${token}` } });
    // The first call of an outage may wait for its count as well (the count's own connect bound here).
    expect((await call()).statusCode).toBe(503);
    const { ms, outcome } = await timed(call);
    const answer = outcome as Awaited<ReturnType<FastifyInstance['inject']>>;
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json()).toEqual({ message: OUTAGE_MESSAGE });
    // One bound (1 s) for the call's own connection, not the count's bound before it.
    expect(ms).toBeGreaterThan(900);
    expect(ms).toBeLessThan(1_700);
  });

  it('is live but not ready meanwhile', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const { ms, outcome } = await timed(() => app.inject({ method: 'GET', url: '/readyz' }));
    expect((outcome as { statusCode: number }).statusCode).toBe(503);
    expect(ms).toBeLessThan(3_000);
  });
});

describe.skipIf(process.env.API_TEST_DB !== 'postgres')('a query PostgreSQL does not answer in time (api-postgres only)', () => {
  const QUERY_BOUND_MS = 1_500;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({
      dataDir: null,
      databaseUrl: await freshPostgresUrl(),
      queryBounds: { connectTimeoutMs: 5_000, queryTimeoutMs: QUERY_BOUND_MS },
    });
  });
  afterAll(() => database?.close());

  it('fails as an outage once the query bound has passed', async () => {
    const { ms, outcome } = await timed(() => database.db.execute(sql`select pg_sleep(5)`));
    expect(isDatabaseUnreachable(outcome)).toBe(true);
    expect(ms).toBeGreaterThan(QUERY_BOUND_MS - 100);
    expect(ms).toBeLessThan(QUERY_BOUND_MS + 1_000);
  });

  it('fails a transaction within one bound: its ROLLBACK does not wait out the bound again', async () => {
    const { ms, outcome } = await timed(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select pg_sleep(5)`);
      }),
    );
    expect(isDatabaseUnreachable(outcome)).toBe(true);
    expect(ms).toBeLessThan(2 * QUERY_BOUND_MS - 200);
  });

  it('serves the next queries as usual', async () => {
    const answer = (await database.db.execute(sql`select 42 as answer`)) as unknown as { rows: { answer: number }[] };
    expect(answer.rows).toEqual([{ answer: 42 }]);
  });
});
