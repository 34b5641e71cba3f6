import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { ForecastRowWire } from '../../src/api/contract/forecast';
import { forecastArrowMediaType } from '../../src/api/contract/forecast-arrow';
import { createHttp, installHttp } from '../../src/api/shared/http';
import { createForecastApi } from '../../src/workers/forecast/forecast-api';
import { createForecastWorker } from '../../src/workers/forecast/forecast';

/**
 * The main thread's handle on the forecast worker, over comlink with a fake worker (a message
 * channel whose far end exposes the real api): the shared token refresh, progress, a joined
 * second load, and the worker kept while the screen holds it.
 */
const config = { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' };

const forecastRows: ForecastRowWire[] = Array.from({ length: 3 }, (_, k) => ({
  initiativeId: 1,
  initiativeName: 'Матрица 1',
  promoter: 'Промоутер',
  promotionalProductId: 100 + k,
  promotionalProductName: `Товар ${k}`,
  barcodes: [],
  regionalPurchasingPrice: 10 + k,
  minQuantity: 1,
  requiredQuantity: 1,
  regionalSalesQuantity: 0,
  possibleProfit: 0,
  possibleSupplierGroups: [],
  quantityForOrder: 0,
}));

/** The gateway: the forecast with a bearer token it accepts, and the token grant the page refreshes with. */
function fakeGateway() {
  const accepted = new Set(['token-1']);
  const forecastRequests: Array<{ token: string; signal: AbortSignal | null }> = [];
  const seen = {
    refreshes: 0,
    /** Tokens of the forecast pages the worker read; the page it read ahead and cancelled is left out. */
    get forecastTokens() {
      return forecastRequests.filter((request) => !request.signal?.aborted).map((request) => request.token);
    },
  };
  const answer = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/uaa/oauth/token') {
      seen.refreshes++;
      accepted.add('token-2');
      return Response.json({ access_token: 'token-2', refresh_token: 'refresh-2', token_type: 'bearer', expires_in: 900 });
    }
    const token = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '') ?? '';
    forecastRequests.push({ token, signal: init?.signal ?? null });
    if (!accepted.has(token)) return Response.json({ message: 'Токен устарел' }, { status: 401 });
    // No Arrow here, and it says so: the worker reads the pages.
    if (new Headers(init?.headers).get('accept') === forecastArrowMediaType) return new Response(null, { status: 406 });
    const offset = Number(url.searchParams.get('offset'));
    return Response.json(forecastRows.slice(offset, offset + Number(url.searchParams.get('limit'))));
  }) as typeof fetch;
  return { fetch: answer, accepted, seen };
}

function memoryStorage(initial: Record<string, string>) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Fake workers: each a message channel whose far end exposes the real api over the fake gateway. */
function fakeWorkers(fetch: typeof globalThis.fetch) {
  const started: Array<{ terminated: boolean }> = [];
  const start = () => {
    const { port1, port2 } = new MessageChannel();
    expose(createForecastApi({ fetch, pageSize: 2 }), port2);
    const record = { terminated: false };
    started.push(record);
    port1.start();
    return {
      postMessage: (message: unknown, transfer?: Transferable[]) => port1.postMessage(message, transfer ?? []),
      addEventListener: (type: string, listener: EventListener) => type === 'message' && port1.addEventListener(type, listener),
      removeEventListener: (type: string, listener: EventListener) => port1.removeEventListener(type, listener),
      terminate: () => {
        record.terminated = true;
        port1.close();
      },
    } as unknown as Worker;
  };
  return { started, start };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setUp(tokens = { token: 'token-1', refresh: 'refresh-1' }) {
  const gateway = fakeGateway();
  const storage = memoryStorage(tokens);
  installHttp(createHttp({ config, storage, fetch: gateway.fetch }));
  const workers = fakeWorkers(gateway.fetch);
  const forecast = createForecastWorker(workers.start, 20);
  return { gateway, storage, workers, forecast };
}

describe('forecast worker bridge', () => {
  const releases: Array<() => void> = [];
  afterEach(() => releases.splice(0).forEach((release) => release()));

  it('loads through the worker with the page token and reports progress per page', async () => {
    const { forecast, gateway, workers } = setUp();
    releases.push(forecast.retain());
    const progress: number[] = [];
    const options = await forecast.load({ pharmacyId: 1, config }, (rows) => progress.push(rows));
    expect(options.length).toBe(3);
    await sleep(5);
    expect(progress).toEqual([2, 3]);
    expect(gateway.seen.forecastTokens).toEqual(['token-1', 'token-1']);
    expect(workers.started).toHaveLength(1);
    const view = await forecast.setView({
      initiativeId: null,
      supplierGroups: [],
      size: null,
      priceWeight: 1,
      calculationType: 'byInitiative',
    });
    expect([...view.order]).toEqual([0, 1, 2]);
    expect((await forecast.window(0, 2)).rows.map((row) => row.promotionalProductId)).toEqual([100, 101]);
  });

  it("a 401 in the worker is answered by the page's one refresh, and the page keeps the new token", async () => {
    const { forecast, gateway, storage } = setUp();
    gateway.accepted.clear();
    releases.push(forecast.retain());
    const options = await forecast.load({ pharmacyId: 1, config });
    expect(options.length).toBe(3);
    expect(gateway.seen.refreshes).toBe(1);
    // The Arrow ask (token-1 refused, token-2 answered JSON: no Arrow here) is cancelled; the pages carry token-2.
    expect(gateway.seen.forecastTokens).toEqual(['token-2', 'token-2']);
    expect(storage.getItem('token')).toBe('token-2');
  });

  it('a second load of the same pharmacy while one runs joins it (a remount)', async () => {
    const { forecast, gateway } = setUp();
    releases.push(forecast.retain());
    const [first, second] = await Promise.all([forecast.load({ pharmacyId: 1, config }), forecast.load({ pharmacyId: 1, config })]);
    expect(second).toEqual(first);
    expect(gateway.seen.forecastTokens).toHaveLength(2);
  });

  it('keeps the worker while held, ends it a moment after the last release, unless held again', async () => {
    const { forecast, workers } = setUp();
    const release = forecast.retain();
    await forecast.load({ pharmacyId: 1, config });
    release();
    releases.push(forecast.retain());
    await sleep(40);
    expect(workers.started[0].terminated).toBe(false);
    releases.pop()!();
    await sleep(40);
    expect(workers.started[0].terminated).toBe(true);
  });

  it("the draft's typed rows are read after a view asked with them: the weight's new proposal clears them", async () => {
    const { forecast } = setUp();
    releases.push(forecast.retain());
    await forecast.load({ pharmacyId: 1, config });
    const params = { initiativeId: null, supplierGroups: [], size: null, priceWeight: 1, calculationType: 'byInitiative' as const };
    await forecast.setView(params);
    await forecast.editQuantity(0, '7');
    expect((await forecast.typedEdits()).map((edit) => edit.text)).toEqual(['7']);
    // The draft asks first (a change of the weight is kept), the screen's view right after.
    const typed = forecast.typedEdits();
    const view = forecast.setView({ ...params, priceWeight: 0.5 });
    const order: string[] = [];
    await Promise.all([typed.then(() => order.push('typed')), view.then(() => order.push('view'))]);
    expect(order).toEqual(['view', 'typed']);
    expect(await typed).toEqual([]);
  });
});
