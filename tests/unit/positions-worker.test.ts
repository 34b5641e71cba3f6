import { expose } from 'comlink';
import * as XLSX from 'xlsx';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttp, installHttp } from '../../src/api/shared/http';
import type { PurchasePositionWire, RecommendedProductWire, RgPositionWire } from '../../src/api/contract/purchase-order';
import { noFilter } from '../../src/domain/orders/purchase/position';
import { XLSX_MIME } from '../../src/domain/orders/workbook';
import { createPositionsWorker } from '../../src/workers/orders/positions';
import { createPositionsApi } from '../../src/workers/orders/positions-api';
import type { PositionsSource } from '../../src/workers/orders/positions-types';

/**
 * The positions worker's api, driven in Node without a worker (the worker file only exposes it),
 * over a fake gateway that answers the four list calls the way the gateway does.
 */
const purchase = (
  fields: Partial<PurchasePositionWire> & Pick<PurchasePositionWire, 'initiativeId' | 'promotionalProductId'>,
): PurchasePositionWire => ({
  initiativeName: `Закупка ${fields.initiativeId}`,
  promoter: 'Промоутер 1',
  promotionalProductName: `Товар ${fields.promotionalProductId}`,
  barcodes: [`46000000${fields.promotionalProductId}`],
  nominalPrice: 100,
  planAmount: 10,
  purchasedAmount: 2,
  balance: 1,
  orderAmount: 1,
  otherInitiativeIds: [],
  otherInitiativeNames: [],
  possibleSupplierGroups: ['Г1'],
  ...fields,
});

/** Real-time: initiatives 1 and 2; regular: initiative 2 (which wins) and 3. */
const realTime: PurchasePositionWire[] = [
  purchase({ initiativeId: 1, promotionalProductId: 101, nominalPrice: 10.1, orderAmount: 2, balance: 0 }),
  purchase({ initiativeId: 2, promotionalProductId: 102, promotionalProductName: 'Устаревшая строка' }),
  purchase({ initiativeId: 1, promotionalProductId: 103, nominalPrice: 0.2, orderAmount: 0, possibleSupplierGroups: [] }),
];
const regular: PurchasePositionWire[] = [
  purchase({ initiativeId: 2, promotionalProductId: 102, nominalPrice: 50, orderAmount: 3, promoter: 'Промоутер 2' }),
  purchase({
    initiativeId: 3,
    promotionalProductId: 101,
    nominalPrice: 12,
    orderAmount: 1.4,
    possibleSupplierGroups: ['Г2'],
    otherInitiativeIds: [1],
  }),
];
const rg: RgPositionWire[] = [
  {
    promoter: 'Промоутер 1',
    promotionalProductId: 201,
    promotionalProductName: 'Бинт',
    nominalPrice: 10,
    orderAmount: 0,
    otherInitiativeNames: ['Закупка 1'],
  },
  { promoter: 'Промоутер 2', promotionalProductId: 202, promotionalProductName: 'Вата', nominalPrice: 99.99, orderAmount: 2, balance: 0 },
];
const recommended: RecommendedProductWire[] = [
  {
    productId: 301,
    productName: 'Новинка',
    promoterName: 'Промоутер 1',
    nominalPrice: 20,
    order: 5,
    explanationDisplay: 'NEW_PRODUCT',
    saleQty: 0,
    pulsBalance: 40,
    balance: 0,
  },
];

const config = { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' };
const day = new Date(2026, 10, 22, 12);
const session = { getFreshToken: async () => null };

interface Answers {
  [path: string]: unknown;
}

function fakeGateway(answers: Answers = {}) {
  const lists: Answers = {
    '/api/reports-rt/purchase-order/purchase-order': realTime,
    '/api/reports/purchase-order/purchase-order': regular,
    '/api/reports-rt/purchase-order/recommended-goods': rg,
    '/api/reports-rt/order-compose/find-product': { products: recommended, price: 100 },
    ...answers,
  };
  const requests: Array<{ path: string; method: string; body: unknown; token: string | null }> = [];
  const validTokens = new Set(['token-1']);
  // The two purchase-order calls answer only once both have been asked: a load that asked one
  // after the other would never finish.
  let bothAsked: () => void = () => undefined;
  const both = new Promise<void>((resolve) => (bothAsked = resolve));
  const fetch: typeof globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const token = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? null;
    requests.push({ path: url.pathname, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null, token });
    if (!token || !validTokens.has(token)) return Response.json({ message: 'Токен устарел' }, { status: 401 });
    if (url.pathname.endsWith('/purchase-order/purchase-order')) {
      if (requests.filter((r) => r.path.endsWith('/purchase-order/purchase-order')).length >= 2) bothAsked();
      await both;
    }
    const answer = lists[url.pathname];
    if (answer === undefined) return Response.json({ message: 'Нет такого пути' }, { status: 404 });
    if (answer instanceof Response) return answer;
    return Response.json(answer);
  }) as typeof globalThis.fetch;
  return { fetch, requests, validTokens };
}

const purchaseSource: PositionsSource = { kind: 'purchaseOrder', request: { initiativeTypeId: 5, selectedInitiatives: [1, 2, 3] } };

async function loadedApi(source: PositionsSource = purchaseSource, answers?: Answers) {
  const gateway = fakeGateway(answers);
  const api = createPositionsApi({ fetch: gateway.fetch, now: () => day });
  const loaded = await api.load({ source, config, token: 'token-1' }, session);
  return { api, gateway, loaded };
}

const productsOf = (rows: { productId: number }[]) => rows.map((row) => row.productId);

describe('positions worker: load', () => {
  it('asks both report services at once for a purchase order and keeps the regular positions of the initiatives it knows', async () => {
    const { api, gateway, loaded } = await loadedApi();
    expect(gateway.requests.map((r) => [r.method, r.path, r.body, r.token])).toEqual([
      ['POST', '/api/reports-rt/purchase-order/purchase-order', purchaseSource.request, 'token-1'],
      ['POST', '/api/reports/purchase-order/purchase-order', purchaseSource.request, 'token-1'],
    ]);
    expect(loaded).toMatchObject({ count: 4, answeredPrice: null });
    const rows = api.window(0, 10).rows;
    expect(rows.map((row) => [row.initiativeId, row.productId, row.productName])).toEqual([
      [1, 101, 'Товар 101'],
      [1, 103, 'Товар 103'],
      [2, 102, 'Товар 102'],
      [3, 101, 'Товар 101'],
    ]);
    // The source's proposal in whole packs (1.4 → 1).
    expect(rows.map((row) => row.orderText)).toEqual(['2', '0', '3', '1']);
  });

  it('on a back end without the regular service (its path is ours) shows the real-time list alone, with no error', async () => {
    const notFound = new Response('Not Found', { status: 404 });
    const { api, loaded } = await loadedApi(purchaseSource, { '/api/reports/purchase-order/purchase-order': notFound });
    expect(loaded).toMatchObject({ count: 3, answeredPrice: null });
    expect(api.window(0, 10).rows.map((row) => [row.initiativeId, row.productId, row.productName])).toEqual([
      [1, 101, 'Товар 101'],
      [2, 102, 'Устаревшая строка'],
      [1, 103, 'Товар 103'],
    ]);
  });

  it("reads a recommended product's purchased packs from incomeAmount or purchased (the spec names both), and goes without our barcodes and groups", async () => {
    const spec = ({ barcodes: _barcodes, possibleSupplierGroups: _groups, ...product }: RecommendedProductWire) => product;
    const products = [
      spec({ ...recommended[0], productId: 301, incomeAmount: 7 }),
      spec({ ...recommended[0], productId: 302, purchased: 4 }),
      spec({ ...recommended[0], productId: 303, incomeAmount: 6, purchased: 4 }),
      spec({ ...recommended[0], productId: 304 }),
    ];
    const { api } = await loadedApi(
      { kind: 'recommended', request: { initiativeIds: [] } },
      { '/api/reports-rt/order-compose/find-product': { products, price: 100 } },
    );
    expect(api.window(0, 4).rows.map((row) => [row.productId, row.purchasedAmount, row.barcodes, row.supplierGroups])).toEqual([
      [301, 7, [], []],
      [302, 4, [], []],
      [303, 6, [], []],
      [304, null, [], []],
    ]);
  });

  it("fetches the RG positions and the recommended products with find-product's price", async () => {
    const rgLoad = await loadedApi({ kind: 'rg', request: { promoters: ['Промоутер 2'], priceFrom: 50 } });
    expect(rgLoad.gateway.requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/reports-rt/purchase-order/recommended-goods', { promoters: ['Промоутер 2'], priceFrom: 50 }],
    ]);
    expect(rgLoad.loaded).toMatchObject({ count: 2, answeredPrice: null, notStocked: 0 });
    const compose = await loadedApi({ kind: 'recommended', request: { pulsWarehouseCode: 'PULS-1', initiativeIds: [7] } });
    expect(compose.gateway.requests.map((r) => r.path)).toEqual(['/api/reports-rt/order-compose/find-product']);
    expect(compose.loaded).toMatchObject({ count: 1, answeredPrice: 100, notStocked: 0 });
    expect(compose.api.window(0, 1).rows[0]).toMatchObject({ productId: 301, explanation: 'NEW_PRODUCT', pulsBalance: 40, orderText: '5' });
  });

  it('fails with a clear Russian message on a malformed answer, and keeps no list', async () => {
    const broken = [{ ...regular[0], nominalPrice: 'сто' }];
    await expect(loadedApi(purchaseSource, { '/api/reports/purchase-order/purchase-order': broken })).rejects.toThrow(
      'Сервер прислал ответ в неожиданном формате',
    );
    const gateway = fakeGateway({ '/api/reports/purchase-order/purchase-order': broken });
    const api = createPositionsApi({ fetch: gateway.fetch });
    await expect(api.load({ source: purchaseSource, config, token: 'token-1' }, session)).rejects.toThrow();
    expect(() => api.setFilter(noFilter)).toThrow('Список товаров ещё не загружен');
  });

  it('fails when one of the two services fails: half a merged list would look whole', async () => {
    const failing = Response.json({ message: 'Сервис отчётов недоступен' }, { status: 503 });
    await expect(loadedApi(purchaseSource, { '/api/reports/purchase-order/purchase-order': failing })).rejects.toMatchObject({
      status: 503,
      message: 'Сервис отчётов недоступен',
    });
  });

  it('on a 401 asks the main thread for a fresh token and retries', async () => {
    const gateway = fakeGateway();
    gateway.validTokens.clear();
    const asked: string[] = [];
    const getFreshToken = async (stale: string) => {
      asked.push(stale);
      gateway.validTokens.add('token-2');
      return 'token-2';
    };
    const api = createPositionsApi({ fetch: gateway.fetch });
    const loaded = await api.load({ source: { kind: 'rg', request: {} }, config, token: 'token-1' }, { getFreshToken });
    expect(loaded.count).toBe(2);
    expect(asked).toEqual(['token-1']);
    expect(gateway.requests.map((r) => r.token)).toEqual(['token-1', 'token-2']);
  });

  it('a newer load replaces one still on its way: the older fails and keeps nothing, the list is the newer one', async () => {
    const gateway = fakeGateway();
    let answerRg: () => void = () => undefined;
    const rgHeld = new Promise<void>((resolve) => (answerRg = resolve));
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (String(input).endsWith('/recommended-goods')) await rgHeld;
      return gateway.fetch(input, init);
    };
    const api = createPositionsApi({ fetch });
    expect(() => api.window(0, 10)).toThrow('Список товаров ещё не загружен');
    const older = api.load({ source: { kind: 'rg', request: {} }, config, token: 'token-1' }, session);
    const newer = await api.load({ source: { kind: 'recommended', request: { initiativeIds: [] } }, config, token: 'token-1' }, session);
    answerRg();
    await expect(older).rejects.toThrow('Загрузка списка товаров заменена новой');
    expect(newer.count).toBe(1);
    expect(productsOf(api.window(0, 10).rows)).toEqual([301]);
  });

  it('fails with 401 when the session is lost', async () => {
    const gateway = fakeGateway();
    gateway.validTokens.clear();
    const api = createPositionsApi({ fetch: gateway.fetch });
    await expect(api.load({ source: { kind: 'rg', request: {} }, config, token: 'token-1' }, session)).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('positions worker: filter, window and quantities', () => {
  it('a filter answers the matching count and their totals, under a new revision', async () => {
    const { api } = await loadedApi();
    const all = api.setFilter(noFilter);
    expect(all).toEqual({
      revision: 1,
      matching: 4,
      // 2 × 10.10 + 3 × 50 + 1 × 12; purchased 2 of each; plan 10 of each.
      totals: {
        orderCost: 182.2,
        orderPositions: 3,
        orderPacks: 6,
        purchasedSip: 2 * (10.1 + 0.2 + 50 + 12),
        planSip: 10 * (10.1 + 0.2 + 50 + 12),
      },
    });
    const zero = api.setFilter({ ...noFilter, zeroBalance: true });
    expect(zero).toMatchObject({ revision: 2, matching: 1, totals: { orderCost: 20.2, orderPositions: 1 } });
    const supplier = api.setFilter({ ...noFilter, suppliers: ['Г1'] });
    expect(supplier.matching).toBe(2);
    expect(productsOf(api.window(0, 10).rows)).toEqual([101, 102]);
    const excluded = api.setFilter({ ...noFilter, excludedInitiatives: [1] });
    expect(productsOf(api.window(0, 10).rows)).toEqual([101, 103, 102]);
    expect(excluded.revision).toBe(4);
  });

  it('a window answers the rows of the matching positions with their index, at most what exists', async () => {
    const { api } = await loadedApi();
    const view = api.setFilter({ ...noFilter, initiatives: [1, 3] });
    const window = api.window(1, 10);
    expect(window.revision).toBe(view.revision);
    expect(window.start).toBe(1);
    expect(window.rows.map((row) => [row.index, row.productId])).toEqual([
      [1, 103],
      [3, 101],
    ]);
    expect(api.window(5, 8).rows).toEqual([]);
  });

  it('a typed quantity changes the totals; a text breaking the rule changes nothing', async () => {
    const { api } = await loadedApi();
    api.setFilter(noFilter);
    const after = api.editQuantity(1, '10');
    expect(after).toMatchObject({ orderCost: 184.2, orderPositions: 4, orderPacks: 16 });
    for (const text of ['1.5', '1,5', '-5', '1a2b', '10001', '1234567890123']) expect(api.editQuantity(1, text)).toEqual(after);
    expect(api.editQuantity(99, '1')).toEqual(after);
    expect(api.window(1, 2).rows[0].orderText).toBe('10');
    expect(api.editQuantity(1, '')).toMatchObject({ orderCost: 182.2, orderPositions: 3 });
    expect(api.window(1, 2).rows[0].orderText).toBe('');
  });

  it('keeps what was typed when a filter hides the position and brings it back', async () => {
    const { api } = await loadedApi();
    api.setFilter(noFilter);
    api.editQuantity(2, '007');
    expect(api.setFilter({ ...noFilter, initiatives: [1] }).totals.orderPacks).toBe(2);
    const back = api.setFilter(noFilter);
    expect(back.totals.orderPacks).toBe(2 + 0 + 7 + 1);
    expect(api.window(2, 3).rows[0].orderText).toBe('007');
  });

  it('the order draft has one line per product of the matching positions above 0, and its sum', async () => {
    const { api } = await loadedApi();
    api.setFilter(noFilter);
    expect(api.orderDraft()).toEqual({
      lines: [
        { promotionalProductId: 101, orderAmount: 3 },
        { promotionalProductId: 102, orderAmount: 3 },
      ],
      sum: 182.2,
      unusual: [],
    });
    api.setFilter({ ...noFilter, promoters: ['Промоутер 2'] });
    expect(api.orderDraft()).toEqual({ lines: [{ promotionalProductId: 102, orderAmount: 3 }], sum: 150, unusual: [] });
    api.setFilter({ ...noFilter, products: [103] });
    expect(api.orderDraft()).toEqual({ lines: [], sum: 0, unusual: [] });
  });
});

describe('positions worker: unusual quantities', () => {
  it('names a position ordered far above its proposal before it is sent', async () => {
    const { api } = await loadedApi();
    api.setFilter(noFilter);
    api.editQuantity(1, '500');
    const { unusual } = api.orderDraft();
    expect(unusual).toEqual([expect.objectContaining({ packs: 500, flag: 'farAbove', name: api.window(1, 2).rows[0].productName })]);
  });
});

describe('positions worker: the whole list', () => {
  it('is every matching position, ordered or not, as an xlsx named after the screen and the day', async () => {
    const { api } = await loadedApi({ kind: 'rg', request: {} });
    api.setFilter({ ...noFilter, priceFrom: 5, priceTo: 99.99 });
    const file = await api.wholeListFile();
    expect(file).not.toBeNull();
    expect(file?.fileName).toBe('Заказ РГ — весь список 22.11.2026.xlsx');
    expect(file?.mimeType).toBe(XLSX_MIME);
    const bytes = new Uint8Array(await (file?.bytes as Blob).arrayBuffer());
    const book = XLSX.read(bytes, { type: 'array' });
    const rows = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1, defval: null }) as unknown[][];
    expect(rows.slice(1).map((row) => [row[1], row[7]])).toEqual([
      [201, 0],
      [202, 2],
    ]);
  });

  it('is null when no position matches', async () => {
    const { api } = await loadedApi({ kind: 'rg', request: {} });
    api.setFilter({ ...noFilter, priceFrom: 1000 });
    expect(await api.wholeListFile()).toBeNull();
  });
});

describe('positions worker: an edit of a hidden position', () => {
  it('leaves the totals of the matching ones and counts once the position shows again', async () => {
    const { api } = await loadedApi();
    const narrow = api.setFilter({ ...noFilter, initiatives: [2] });
    expect(api.editQuantity(0, '100')).toEqual(narrow.totals);
    expect(api.setFilter(noFilter).totals.orderPacks).toBe(100 + 0 + 3 + 1);
  });
});

/** Fake workers: each a message channel whose far end exposes the real api (as the forecast bridge's test). */
function fakeWorkers(fetch: typeof globalThis.fetch) {
  const started: Array<{ terminated: boolean }> = [];
  const start = () => {
    const { port1, port2 } = new MessageChannel();
    expose(createPositionsApi({ fetch, now: () => day }), port2);
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

function bridged() {
  const gateway = fakeGateway();
  const items = new Map([
    ['token', 'token-1'],
    ['refresh', 'refresh-1'],
  ]);
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  // The page's refresh is the token grant; the gateway then accepts the new token.
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (new URL(String(input)).pathname !== '/api/uaa/oauth/token') return gateway.fetch(input, init);
    gateway.validTokens.add('token-2');
    return Response.json({ access_token: 'token-2', refresh_token: 'refresh-2', token_type: 'bearer', expires_in: 900 });
  };
  installHttp(createHttp({ config, storage, fetch }));
  const workers = fakeWorkers(fetch);
  return { gateway, storage, workers, positions: createPositionsWorker(workers.start, 20) };
}

describe("positions worker bridge (the main thread's handle)", () => {
  const releases: Array<() => void> = [];
  afterEach(() => releases.splice(0).forEach((release) => release()));

  it('loads through the worker with the page token; filters, windows, edits, draft and file cross back', async () => {
    const { positions, gateway, workers } = bridged();
    releases.push(positions.retain());
    expect(await positions.load({ source: { kind: 'rg', request: {} }, config })).toMatchObject({ count: 2, answeredPrice: null });
    expect(gateway.requests.map((r) => r.token)).toEqual(['token-1']);
    expect(workers.started).toHaveLength(1);
    expect(await positions.setFilter({ ...noFilter, promoters: ['Промоутер 2'] })).toMatchObject({ revision: 1, matching: 1 });
    expect((await positions.window(0, 5)).rows.map((row) => [row.index, row.productId, row.orderText])).toEqual([[1, 202, '2']]);
    expect(await positions.editQuantity(1, '4')).toMatchObject({ orderPacks: 4, orderCost: 399.96 });
    expect(await positions.orderDraft()).toEqual({ lines: [{ promotionalProductId: 202, orderAmount: 4 }], sum: 399.96, unusual: [] });
    const file = await positions.wholeListFile();
    expect(file?.fileName).toBe('Заказ РГ — весь список 22.11.2026.xlsx');
    expect(file?.bytes).toBeInstanceOf(Blob);
  });

  it("a 401 in the worker is answered by the page's one refresh", async () => {
    const { positions, gateway, storage } = bridged();
    gateway.validTokens.clear();
    releases.push(positions.retain());
    expect((await positions.load({ source: { kind: 'rg', request: {} }, config })).count).toBe(2);
    expect(storage.getItem('token')).toBe('token-2');
    expect(gateway.requests.filter((r) => r.path.endsWith('recommended-goods')).map((r) => r.token)).toEqual(['token-1', 'token-2']);
  });

  it('the same load while one runs joins it (a remount)', async () => {
    const { positions, gateway } = bridged();
    releases.push(positions.retain());
    const request = { source: purchaseSource, config };
    const [first, second] = await Promise.all([positions.load(request), positions.load(request)]);
    expect(second).toEqual(first);
    expect(gateway.requests).toHaveLength(2);
  });

  it('keeps the worker while held, ends it a moment after the last release, unless held again', async () => {
    const { positions, workers } = bridged();
    const release = positions.retain();
    await positions.load({ source: { kind: 'rg', request: {} }, config });
    release();
    releases.push(positions.retain());
    await sleep(40);
    expect(workers.started[0].terminated).toBe(false);
    releases.pop()!();
    await sleep(40);
    expect(workers.started[0].terminated).toBe(true);
  });
});
