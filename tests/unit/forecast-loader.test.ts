import { describe, expect, it } from 'vitest';
import { createHttp } from '../../src/api/shared/http';
import { readRow, toColumns } from '../../src/domain/forecast/columns';
import { fetchForecastColumns } from '../../src/workers/forecast/forecast-loader';
import { sampleRow } from './forecast/arbitraries';

/**
 * The worker's page loader over a gateway whose answers the test releases one by one, so the
 * order of requests and the page read ahead are seen as they happen.
 */
const config = { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' };
const rows = Array.from({ length: 10 }, (_, k) => sampleRow({ promotionalProductId: 100 + k, promotionalProductName: `Товар ${k}` }));
const pageSize = 3;

interface PendingRequest {
  offset: number;
  signal: AbortSignal | null;
  /** Sends the answer: the forecast's rows at that offset, or the given body. */
  answer(body?: unknown): void;
}

function heldGateway(forecast: unknown[] = rows) {
  const requests: PendingRequest[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? null;
      signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
      requests.push({ offset, signal, answer: (body = forecast.slice(offset, offset + limit)) => resolve(Response.json(body)) });
    });
  }) as typeof globalThis.fetch;
  const storage = new Map([['token', 'token-1']]);
  const http = createHttp({
    config,
    fetch,
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
  });
  const offsets = () => requests.map((request) => request.offset);
  const cancelled = () => requests.filter((request) => request.signal?.aborted).map((request) => request.offset);
  const at = (offset: number) => requests.find((request) => request.offset === offset)!;
  return { http, requests, offsets, cancelled, at };
}

/** Lets the loader's awaited promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('forecast loader: pages read ahead', () => {
  it('keeps the next page on its way while one is read, never more than one ahead, in order', async () => {
    const gateway = heldGateway();
    const progress: number[] = [];
    const loading = fetchForecastColumns(gateway.http, 1, { pageSize, progress: (loaded) => void progress.push(loaded) });
    await settle();
    // The first page alone: most forecasts are one page.
    expect(gateway.offsets()).toEqual([0]);
    gateway.at(0).answer();
    await settle();
    expect(gateway.offsets()).toEqual([0, 3, 6]);
    gateway.at(3).answer();
    await settle();
    expect(gateway.offsets()).toEqual([0, 3, 6, 9]);
    // An answer out of order waits for its turn.
    gateway.at(9).answer();
    await settle();
    expect(gateway.offsets()).toEqual([0, 3, 6, 9]);
    expect(progress).toEqual([3, 6]);
    gateway.at(6).answer();
    const columns = await loading;
    expect(progress).toEqual([3, 6, 9, 10]);
    // The page beyond the short last one was asked for ahead and is cancelled.
    expect(gateway.offsets()).toEqual([0, 3, 6, 9, 12]);
    expect(gateway.cancelled()).toEqual([12]);
    expect(columns).toEqual(toColumns(rows));
    expect(readRow(columns!, 9)).toEqual(rows[9]);
  });

  it('a forecast of one page costs one request', async () => {
    const gateway = heldGateway(rows.slice(0, 2));
    const loading = fetchForecastColumns(gateway.http, 1, { pageSize });
    await settle();
    gateway.at(0).answer();
    expect((await loading)?.length).toBe(2);
    expect(gateway.offsets()).toEqual([0]);
  });

  it('a source that does not page answers every row at once: one request', async () => {
    const gateway = heldGateway();
    const loading = fetchForecastColumns(gateway.http, 1, { pageSize });
    await settle();
    gateway.at(0).answer(rows);
    expect(await loading).toEqual(toColumns(rows));
    expect(gateway.offsets()).toEqual([0]);
  });

  it('stops between pages once the load is no longer wanted, and cancels the page read ahead', async () => {
    const gateway = heldGateway();
    let wanted = true;
    const loading = fetchForecastColumns(gateway.http, 1, { pageSize, isWanted: () => wanted });
    await settle();
    gateway.at(0).answer();
    await settle();
    gateway.at(3).answer();
    await settle();
    expect(gateway.offsets()).toEqual([0, 3, 6, 9]);
    wanted = false;
    gateway.at(6).answer();
    expect(await loading).toBeNull();
    expect(gateway.offsets()).toEqual([0, 3, 6, 9]);
    expect(gateway.cancelled()).toEqual([9]);
  });

  it('a malformed page fails the load with the clear message, and the page read ahead is cancelled', async () => {
    const gateway = heldGateway();
    const loading = fetchForecastColumns(gateway.http, 1, { pageSize });
    await settle();
    gateway.at(0).answer();
    await settle();
    gateway.at(3).answer([{ ...rows[3], regionalPurchasingPrice: 'сто' }, rows[4], rows[5]]);
    await expect(loading).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
      message: 'Сервер прислал ответ в неожиданном формате (/reports-rt/rest/profit-forecast, поле 0.regionalPurchasingPrice).',
    });
    expect(gateway.cancelled()).toEqual([6]);
  });

  it('a failing page read ahead fails the load only when its turn comes', async () => {
    const gateway = heldGateway();
    const progress: number[] = [];
    const loading = fetchForecastColumns(gateway.http, 1, { pageSize, progress: (loaded) => void progress.push(loaded) });
    await settle();
    gateway.at(0).answer();
    await settle();
    gateway.at(6).answer({ message: 'не то' });
    await settle();
    expect(progress).toEqual([3]);
    gateway.at(3).answer();
    await expect(loading).rejects.toThrow('Сервер прислал ответ в неожиданном формате');
    expect(progress).toEqual([3, 6]);
  });
});
