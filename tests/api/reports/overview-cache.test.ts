import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { InitiativesReport, reportCalls } from '../../../src/api/contract/reports';
import { urlOf } from '../support/requests';
import { unixSeconds } from '../../../server/clock';
import { initiatives, pharmacies } from '../../../server/db/schema';
import { parsed, reportsGateway } from './support';

const { state, get } = reportsGateway();
const report = async (query = 'id=1&quarter=2026-10-01') => parsed(InitiativesReport, await get(`${urlOf(reportCalls.initiativesReport)}?${query}`, 'apteka1'));

/**
 * The overview's answers are kept between calls (server/services/reports/overview-cache.ts); a
 * change to the pharmacy's data, made behind the gateway's back as the distributor's load would,
 * shows in the very next answer.
 */
describe('the overview kept between calls follows its data', () => {
  it('shows a changed figure, an added and a removed initiative, and a new data freshness at once', async () => {
    const db = state.gateway.database.db;
    const first = await report();
    expect(await report()).toEqual(first);

    await db.update(initiatives).set({ earned: 12_345.67 }).where(eq(initiatives.id, 1009));
    const changed = await report();
    expect(changed.initiatives.find((record) => record.id === 1009)?.earned).toBe(12_345.67);
    expect(changed.summary.earnedSum).not.toBe(first.summary.earnedSum);

    const [copy] = await db.select().from(initiatives).where(eq(initiatives.id, 1009));
    await db.insert(initiatives).values({ ...copy, id: 1999, name: 'Новая инициатива' });
    expect((await report()).initiatives.at(-1)?.name).toBe('Новая инициатива');
    await db.delete(initiatives).where(eq(initiatives.id, 1999));
    expect((await report()).initiatives.map((record) => record.id)).toEqual(changed.initiatives.map((record) => record.id));

    await db.update(pharmacies).set({ dataFreshness: new Date('2026-11-20T00:00:00Z') }).where(eq(pharmacies.id, 1));
    expect((await report()).dataFreshness).toBe(unixSeconds(new Date('2026-11-20T00:00:00Z')));

    // Another quarter is its own answer; an initiative moved out of the quarter leaves it.
    await db.execute(sql`update initiatives set period_from = '2020-01-01', period_to = '2020-01-31' where id = 1009`);
    expect((await report()).initiatives.some((record) => record.id === 1009)).toBe(false);
    expect((await report('id=1&quarter=2020-01-01')).initiatives.some((record) => record.id === 1009)).toBe(true);
  });
});

/**
 * Issue 23, item 5: the kept answer goes out as the bytes it was sent as the first time, with an
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
    const changed = await get(url, 'apteka1', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parsed(InitiativesReport, changed)).toMatchObject({ quarter: '2026-07-01', dataFreshness: unixSeconds(new Date('2026-11-21T00:00:00Z')) });
  });

  it('answers 304 only to the users of the pharmacy: a user of another is refused first', async () => {
    const etag = (await get(url, 'apteka1')).headers.etag as string;
    expect((await get(url, 'apteka2', { 'if-none-match': etag })).statusCode).toBe(403);
  });
});
