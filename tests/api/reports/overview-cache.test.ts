import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InitiativesReport, reportCalls } from '../../../src/api/contract/reports';
import { urlOf } from '../support/requests';
import { unixSeconds } from '../../../server/core/clock';
import { initiatives, pharmacies } from '../../../server/db/schema';
import { RECHECK_MS } from '../../../server/services/reports/overview-cache';
import { parsed, reportsGateway } from './support';

const { state, get } = reportsGateway();
const report = async (query = 'id=1&quarter=2026-10-01') => parsed(InitiativesReport, await get(`${urlOf(reportCalls.initiativesReport)}?${query}`, 'apteka1'));
/**
 * What the overview shows once the write's notice is in: PGlite hands it over as the write
 * completes, PostgreSQL a moment later on the gateway's listening connection.
 */
const soon = <T>(read: (answer: InitiativesReport) => T, query?: string) => expect.poll(async () => read(await report(query)), { timeout: 3_000, interval: 20 });

/**
 * The overview's answers are kept between calls (server/services/reports/overview-cache.ts); a
 * change to the pharmacy's data, made behind the gateway's back as the distributor's load would,
 * shows as soon as the database's notice of it is in.
 */
describe('the overview kept between calls follows its data', () => {
  it('shows a changed figure, an added and a removed initiative, and a new data freshness at once', async () => {
    const db = state.gateway.database.db;
    const first = await report();
    expect(await report()).toEqual(first);

    await db.update(initiatives).set({ earned: 12_345.67 }).where(eq(initiatives.id, 1009));
    await soon((answer) => answer.initiatives.find((record) => record.id === 1009)?.earned).toBe(12_345.67);
    const changed = await report();
    expect(changed.summary.earnedSum).not.toBe(first.summary.earnedSum);

    const [copy] = await db.select().from(initiatives).where(eq(initiatives.id, 1009));
    await db.insert(initiatives).values({ ...copy, id: 1999, name: 'Новая инициатива' });
    await soon((answer) => answer.initiatives.at(-1)?.name).toBe('Новая инициатива');
    await db.delete(initiatives).where(eq(initiatives.id, 1999));
    await soon((answer) => answer.initiatives.map((record) => record.id)).toEqual(changed.initiatives.map((record) => record.id));

    await db.update(pharmacies).set({ dataFreshness: new Date('2026-11-20T00:00:00Z') }).where(eq(pharmacies.id, 1));
    await soon((answer) => answer.dataFreshness).toBe(unixSeconds(new Date('2026-11-20T00:00:00Z')));

    // Another quarter is its own answer; an initiative moved out of the quarter leaves it.
    await db.execute(sql`update initiatives set period_from = '2020-01-01', period_to = '2020-01-31' where id = 1009`);
    await soon((answer) => answer.initiatives.some((record) => record.id === 1009)).toBe(false);
    await soon((answer) => answer.initiatives.some((record) => record.id === 1009), 'id=1&quarter=2020-01-01').toBe(true);
  });
});

/**
 * The kept answer goes out as the bytes it was sent as the first time, with an
 * ETag from the same digest, so a caller that holds it gets a 304 and no body.
 */
describe('the overview answers 304 to a caller that holds it', () => {
  const url = `${urlOf(reportCalls.initiativesReport)}?id=1&quarter=2026-07-01`;

  it('sends the same bytes and ETag while the data stays, a 304 to If-None-Match, a new answer once it changes', async () => {
    const first = await get(url, 'apteka1');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}-2026-07-01"$/u);
    const again = await get(url, 'apteka1');
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    const held = await get(url, 'apteka1', { 'if-none-match': etag });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    expect((await get(url, 'apteka1', { 'if-none-match': `"other", ${etag.slice(2)}` })).statusCode).toBe(304);
    // Another quarter is another answer, whatever the caller holds.
    expect((await get(`${urlOf(reportCalls.initiativesReport)}?id=1&quarter=2026-10-01`, 'apteka1', { 'if-none-match': etag })).statusCode).toBe(200);

    await state.gateway.database.db.update(pharmacies).set({ dataFreshness: new Date('2026-11-21T00:00:00Z') }).where(eq(pharmacies.id, 1));
    await expect.poll(async () => (await get(url, 'apteka1', { 'if-none-match': etag })).statusCode, { timeout: 3_000, interval: 20 }).toBe(200);
    const changed = await get(url, 'apteka1', { 'if-none-match': etag });
    expect(changed.headers.etag).not.toBe(etag);
    expect(parsed(InitiativesReport, changed)).toMatchObject({ quarter: '2026-07-01', dataFreshness: unixSeconds(new Date('2026-11-21T00:00:00Z')) });
  });

  it('answers 304 only to the users of the pharmacy: a user of another is refused first', async () => {
    const etag = (await get(url, 'apteka1')).headers.etag as string;
    expect((await get(url, 'apteka2', { 'if-none-match': etag })).statusCode).toBe(403);
  });
});

/**
 * Between the database's notices a kept answer goes out without a read. A write
 * no trigger sees (its trigger disabled by hand) therefore shows only when the answer's trust runs
 * out (RECHECK_MS), or at once while the gateway hears no notices at all.
 */
describe('the overview trusted between notices', () => {
  const db = () => state.gateway.database.db;
  const unseen = async (write: () => Promise<unknown>) => {
    await db().execute(sql`alter table initiatives disable trigger initiatives_overview_changed`);
    try {
      await write();
    } finally {
      await db().execute(sql`alter table initiatives enable always trigger initiatives_overview_changed`);
    }
  };
  const earned = async () => (await report('id=1&quarter=2026-04-01')).initiatives.find((record) => record.id === 1009)?.earned;
  afterEach(() => vi.restoreAllMocks());

  // Initiative 1009 in a quarter of its own, so the earlier tests' answers stay out of the way.
  const inQuarterOfItsOwn = async () => {
    await db().execute(sql`update initiatives set period_from = '2026-04-01', period_to = '2026-06-30' where id = 1009`);
    await soon((answer) => answer.initiatives.some((record) => record.id === 1009), 'id=1&quarter=2026-04-01').toBe(true);
  };

  /** Whether a write the notices do not tell of stays unseen: the answer shown is the one trusted. */
  let next = 300;
  const unseenStaysUnseen = async () => {
    const shown = await earned();
    next += 1;
    await unseen(() => db().update(initiatives).set({ earned: next }).where(eq(initiatives.id, 1009)));
    return (await earned()) === shown;
  };

  it('keeps sending the answer it trusts until RECHECK_MS has passed, then reads again', async () => {
    await inQuarterOfItsOwn();
    // The notice of that move may still be on its way on a busy machine, and it ends the trust of
    // an answer read before it came: trusted once an unseen write stays unseen.
    await expect.poll(unseenStaysUnseen, { timeout: 5_000, interval: 100 }).toBe(true);

    const now = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => now() + RECHECK_MS);
    expect(await earned()).toBe(next);
  });

  it.runIf(process.env.API_TEST_DB === 'postgres')('reads on every call while its listening connection is lost, and trusts again once it is back', async () => {
    await inQuarterOfItsOwn();
    await unseen(() => db().update(initiatives).set({ earned: 111.11 }).where(eq(initiatives.id, 1009)));
    await db().execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`);
    // Nothing is trusted once the gateway knows its notices stopped: the unseen write shows.
    await expect.poll(earned, { timeout: 3_000, interval: 20 }).toBe(111.11);
    await unseen(() => db().update(initiatives).set({ earned: 222.22 }).where(eq(initiatives.id, 1009)));
    expect(await earned()).toBe(222.22);

    // Listening again a second later: an answer is trusted again (an unseen write stays unseen)…
    await expect.poll(unseenStaysUnseen, { timeout: 5_000, interval: 100 }).toBe(true);
    // …and a seen write shows as before.
    await db().update(initiatives).set({ earned: 999.99 }).where(eq(initiatives.id, 1009));
    await expect.poll(earned, { timeout: 3_000, interval: 20 }).toBe(999.99);
  });
});
