import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForecastRows, forecastCalls } from '../../src/api/contract/forecast';
import { createTurns } from '../../server/services/forecast/page-turns';
import { startGateway, type TestGateway } from './support/app';
import { getWithToken, signIn, urlOf } from './support/requests';

/** Lets settled promises run their callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('turns of forecast pages', () => {
  it('runs the turns of one caller one after another, in the order taken', async () => {
    const { take } = createTurns();
    const started: string[] = [];
    const first = take('1:1');
    const second = take('1:1');
    const third = take('1:1');
    void second.ready.then(() => started.push('second'));
    void third.ready.then(() => started.push('third'));
    await first.ready;
    await settle();
    expect(started).toEqual([]);
    first.end();
    await settle();
    expect(started).toEqual(['second']);
    second.end();
    await settle();
    expect(started).toEqual(['second', 'third']);
  });

  it("never makes one caller wait for another's pages", async () => {
    const { take } = createTurns();
    take('1:1');
    let ready = false;
    void take('2:1').ready.then(() => (ready = true));
    await settle();
    expect(ready).toBe(true);
  });

  it('a turn ended before it came (the caller went away) passes straight on', async () => {
    const { take } = createTurns();
    const first = take('1:1');
    const gone = take('1:1');
    const next = take('1:1');
    gone.end();
    gone.end();
    let ready = false;
    void next.ready.then(() => (ready = true));
    first.end();
    await settle();
    expect(ready).toBe(true);
  });
});

describe('GET profit-forecast, pages asked for together', () => {
  let gateway: TestGateway;
  let token: string;
  beforeAll(async () => {
    gateway = await startGateway();
    token = (await signIn(gateway.app, 'apteka1')).access_token;
  });
  afterAll(() => gateway?.close());

  const pageUrl = (offset: number, limit: number) => `${urlOf(forecastCalls.forecastRows)}?pharmacyId=1&offset=${offset}&limit=${limit}`;

  it('answers each its own page, as one at a time would', async () => {
    const one = async (offset: number) => v.parse(ForecastRows, (await getWithToken(gateway.app, pageUrl(offset, 50), token)).json());
    const alone = [await one(0), await one(50), await one(100)];
    const together = await Promise.all([one(0), one(50), one(100)]);
    expect(together).toEqual(alone);
    expect(together.map((page) => page.length)).toEqual([50, 50, 50]);
  });

  it('a page whose caller went away does not hold up the next one', async () => {
    await gateway.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = gateway.app.server.address() as AddressInfo;
    const get = (offset: number, signal?: AbortSignal) =>
      fetch(`http://127.0.0.1:${port}${pageUrl(offset, 100)}`, { headers: { authorization: `Bearer ${token}` }, signal });
    const cancelled = new AbortController();
    const first = get(0);
    const dropped = get(100, cancelled.signal).catch((error: unknown) => error);
    const last = get(200);
    cancelled.abort();
    expect(await dropped).toMatchObject({ name: 'AbortError' });
    expect((await first).status).toBe(200);
    const answer = await last;
    expect(answer.status).toBe(200);
    expect(v.parse(ForecastRows, await answer.json()).length).toBeGreaterThan(0);
  });
});
