import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError, createHttp, noNetworkText, retryAfterSeconds, type LineNews } from '../../src/api/shared/http';
import { toFailure } from '../../src/machines/shared/api-error';
import { fakeFetch, json, memoryStorage } from './support/fake-server';
import { getCall } from './support/get-call';

/*
 * How the http client tells a failure of the line (no answer at all; the server temporarily
 * unavailable, any 503 with a message) from the others, and what it tells the connection status.
 */

const config = { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' };
const outageMessage = 'Сервер временно недоступен: нет связи с базой данных. Повторите попытку через 7 с.';
const answered = { type: 'call.answered', sentAt: expect.any(Number) };

function setUp(handler: Parameters<typeof fakeFetch>[0]) {
  const server = fakeFetch(handler);
  const client = createHttp({ config, storage: memoryStorage({ token: 't', refresh: 'r' }), fetch: server.fetch, locks: null });
  const news: LineNews[] = [];
  client.onLine((item) => news.push(item));
  const call = (signal?: AbortSignal) =>
    client.request(getCall('/reports/a', v.unknown()), { signal }).catch((error: unknown) => error as ApiError);
  return { client, news, call, seen: server.seen };
}

describe('the http client and the line', () => {
  it('no answer: a failure of the line (network), told as such', async () => {
    const sut = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await sut.call();
    expect(toFailure(error)).toEqual({ status: 0, message: noNetworkText, line: 'network' });
    expect(sut.news).toEqual([{ type: 'call.noNetwork' }]);
  });

  it('a 503 with a message (the gateway’s outage answer): temporarily unavailable, with its Retry-After', async () => {
    const sut = setUp(
      () =>
        new Response(JSON.stringify({ message: outageMessage }), {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '7' },
        }),
    );
    const error = await sut.call();
    expect(toFailure(error)).toEqual({ status: 503, message: outageMessage, line: 'outage', retryAfter: 7 });
    expect(sut.news).toEqual([{ type: 'call.outage', retryAfter: 7 }]);
  });

  it('a 503 without Retry-After waits 5 s; a 503 without a message is no outage, but an answer', async () => {
    const answers = [json({ message: 'Сервер на обслуживании' }, 503), new Response('', { status: 503 })];
    const sut = setUp(() => answers.shift()!);
    expect(toFailure(await sut.call())).toMatchObject({ line: 'outage', retryAfter: 5 });
    const bare = toFailure(await sut.call());
    expect(bare).toMatchObject({ status: 503, withoutMessage: true });
    expect(bare.line).toBeUndefined();
    expect(sut.news).toEqual([{ type: 'call.outage', retryAfter: 5 }, answered]);
  });

  it('any other answer, good or refused, says the server is reached; nothing marks it as the line’s', async () => {
    const answers = [json({ ok: true }), json({ message: 'Нет доступа' }, 403), json({ message: 'Ошибка' }, 500)];
    const sut = setUp(() => answers.shift()!);
    await sut.call();
    expect(toFailure(await sut.call())).toEqual({ status: 403, message: 'Нет доступа' });
    expect(toFailure(await sut.call())).toEqual({ status: 500, message: 'Ошибка' });
    expect(sut.news).toEqual([answered, answered, answered]);
  });

  it('an answer is told with the time its call left, not the time it came', async () => {
    const sut = setUp(() => new Promise<Response>((resolve) => setTimeout(() => resolve(json({ ok: true })), 60)));
    const left = Date.now();
    await sut.call();
    const came = Date.now();
    const [news] = sut.news;
    expect(news.type === 'call.answered' && news.sentAt).toBeGreaterThanOrEqual(left);
    expect(news.type === 'call.answered' && news.sentAt).toBeLessThan(came - 40);
  });

  it('a call its caller gave up (aborted) tells nothing about the line', async () => {
    const sut = setUp(
      (request) =>
        new Promise((_, reject) => {
          void request;
          setTimeout(() => reject(new DOMException('The operation was aborted.', 'AbortError')), 5);
        }),
    );
    const abort = new AbortController();
    const pending = sut.call(abort.signal);
    abort.abort();
    await pending;
    expect(sut.news).toEqual([]);
  });

  it('a file call’s 503 is an outage too', async () => {
    const sut = setUp(
      () =>
        new Response(JSON.stringify({ message: outageMessage }), {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '7' },
        }),
    );
    const error = await sut.client.requestFile(getCall('/reports/f', v.unknown()), {}).catch((e: unknown) => e);
    expect(toFailure(error)).toMatchObject({ line: 'outage', retryAfter: 7 });
  });

  it('reads Retry-After as seconds or as a date, within 1 s and 5 min', () => {
    expect(retryAfterSeconds('12')).toBe(12);
    expect(retryAfterSeconds('0')).toBe(1);
    expect(retryAfterSeconds('86400')).toBe(300);
    expect(retryAfterSeconds(new Date(Date.UTC(2026, 10, 29, 12, 0, 30)).toUTCString(), Date.UTC(2026, 10, 29, 12, 0, 0))).toBe(30);
    expect(retryAfterSeconds('скоро')).toBe(5);
    expect(retryAfterSeconds(null)).toBe(5);
  });
});
