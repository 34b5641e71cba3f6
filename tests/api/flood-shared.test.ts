import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { spawnGateway, seededPostgresUrl, signInOver } from './background-task/spawned-gateway';
import { startGateway, type TestGateway } from './support/app';
import { signIn } from './support/requests';

/**
 * The api's flood brake counts a caller across every gateway on the database: two gateways on one
 * database give a user one allowance between them, not one each, and the first refusal comes at
 * the limit whichever gateway answers it.
 */
const LIMIT = 10;
const onPostgres = process.env.API_TEST_DB === 'postgres';

let first: TestGateway;
let second: FastifyInstance;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  first = await startGateway({ API_RATE_LIMIT: String(LIMIT) });
  // A second gateway on the same database, as another process or host would be.
  second = await buildApp({
    db: first.database.db,
    notices: first.database.notices,
    clock: first.clock.now,
    config: first.config,
    logger: false,
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  vi.useRealTimers();
});

const pharmacyOn = (app: FastifyInstance, token: string, userId = 1) =>
  app.inject({
    url: `/api/pharmacy/pharmacy/portal-id/${userId}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: '10.60.0.1',
  });

/**
 * Ends every open window, as the passing of a minute would: PostgreSQL's windows run on its own
 * clock; what a process remembers (PGlite's counts, the callers refused) on the process's.
 */
async function endWindows() {
  if (onPostgres) await first.database.db.execute(sql`UPDATE api_request_counts SET window_start = window_start - interval '61 seconds'`);
  vi.setSystemTime(Date.now() + 61_000);
}

describe('the flood brake shared by every gateway on the database', () => {
  it('gives a user one allowance across two gateways: the first refusal comes at the limit', async () => {
    const { access_token } = await signIn(first.app, 'apteka1', 'apteka1', '10.60.9.1');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await pharmacyOn(i % 2 === 0 ? first.app : second, access_token)).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429]);

    const refused = await pharmacyOn(second, access_token);
    expect(refused.json()).toEqual({ message: 'Слишком много запросов. Повторите попытку через минуту.' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // A minute later the user has a new allowance, on either gateway.
    await endWindows();
    expect((await pharmacyOn(second, access_token)).statusCode).toBe(200);
    expect((await pharmacyOn(first.app, access_token)).statusCode).toBe(200);
  });

  it('counts parallel requests of one user on both gateways without losing any', async () => {
    await endWindows();
    const { access_token } = await signIn(second, 'apteka2', 'apteka2', '10.60.9.2');
    const answers = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, i) => pharmacyOn(i % 2 === 0 ? first.app : second, access_token, 2)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBe(LIMIT);
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBe(2 * LIMIT);
  });

  it('counts a burst of two users at once on one gateway, each on its own allowance, none lost', async () => {
    // Requests that arrive together are counted by one statement a turn of the event loop; on
    // PostgreSQL two turns' statements may commit in either order, so which of a user's requests
    // are the refused ones is not fixed, how many is: exactly LIMIT answered, the rest refused.
    await endWindows();
    const apteka1 = (await signIn(first.app, 'apteka1', 'apteka1', '10.60.9.4')).access_token;
    const apteka2 = (await signIn(first.app, 'apteka2', 'apteka2', '10.60.9.5')).access_token;
    const burst = Array.from({ length: 3 * LIMIT }, (_, i) => [i % 2 === 0 ? apteka1 : apteka2, i % 2 === 0 ? 1 : 2] as const);
    const answers = await Promise.all(burst.map(([token, userId]) => pharmacyOn(first.app, token, userId)));
    for (const token of [apteka1, apteka2]) {
      const own = answers.filter((_, i) => burst[i][0] === token).map((answer) => answer.statusCode);
      expect(own.filter((status) => status === 200)).toHaveLength(LIMIT);
      expect(own.filter((status) => status === 429)).toHaveLength(own.length - LIMIT);
    }
  });

  it.runIf(onPostgres)('lets a request through uncounted, not refused nor failed, while the database cannot count it', async () => {
    await endWindows();
    const { access_token } = await signIn(first.app, 'owner', 'owner', '10.60.9.3');
    await first.database.db.execute(sql`ALTER TABLE api_request_counts RENAME TO api_request_counts_away`);
    try {
      for (let i = 0; i < LIMIT + 2; i++) {
        const answer = await first.app.inject({
          url: '/api/table-settings/settings/table/initiatives',
          headers: { authorization: `Bearer ${access_token}` },
        });
        expect(answer.statusCode, answer.body).toBe(200);
      }
    } finally {
      await first.database.db.execute(sql`ALTER TABLE api_request_counts_away RENAME TO api_request_counts`);
    }
  });
});

describe.runIf(onPostgres)('the flood brake of two gateway processes (GATEWAY_PROCESSES=2)', () => {
  it('answers the 1 200 requests a minute the limit allows, not 1 200 per process', async () => {
    const gateway = await spawnGateway({ DATABASE_URL: await seededPostgresUrl(), GATEWAY_PROCESSES: '2', API_RATE_LIMIT: '1200' });
    try {
      const token = await signInOver(gateway.url, 'apteka1');
      const call = () =>
        fetch(`${gateway.url}/api/pharmacy/pharmacy/portal-id/1`, { headers: { authorization: `Bearer ${token}` } }).then(
          (answer) => answer.status,
        );
      // 1 300 requests, 10 at a time: each connection of the pool lands on either process.
      const statuses: number[] = [];
      for (let i = 0; i < 130; i++) statuses.push(...(await Promise.all(Array.from({ length: 10 }, call))));
      expect(statuses.filter((status) => status === 200).length).toBe(1200);
      expect(statuses.filter((status) => status === 429).length).toBe(100);
      // Batches follow one another, so every refusal is after the 1 200th request.
      expect(statuses.indexOf(429)).toBe(1200);
    } finally {
      await gateway.kill();
    }
  }, 90_000);
});
