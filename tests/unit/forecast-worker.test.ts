import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import type { ForecastRowWire } from '../../src/api/contract/forecast';
import { forecastArrowMediaType } from '../../src/api/contract/forecast-arrow';
import { XLSX_MIME } from '../../src/domain/orders/workbook';
import { createForecastApi } from '../../src/workers/forecast/forecast-api';

/**
 * The forecast worker's api, driven in Node without a worker (the worker file only exposes it).
 * A small forecast served the way the gateway serves it (pages by offset and limit, a bearer
 * token required), and the worker's api over it, without a worker.
 */
const row = (fields: Partial<ForecastRowWire> & Pick<ForecastRowWire, 'initiativeId' | 'promotionalProductId'>): ForecastRowWire => ({
  initiativeName: `Матрица ${fields.initiativeId}`,
  promoter: 'Промоутер 1',
  promotionalProductName: `Товар ${fields.promotionalProductId}`,
  barcodes: [`46000000${fields.promotionalProductId}`],
  regionalPurchasingPrice: 100,
  minQuantity: 1,
  requiredQuantity: 1,
  regionalSalesQuantity: 0,
  possibleProfit: 0,
  possibleSupplierGroups: [],
  quantityForOrder: 0,
  purchasedAmount: 0,
  balance: 0,
  otherInitiatives: [],
  ...fields,
});

/** Seven rows over three initiatives; product 101 takes part in two of them. */
const forecastRows: ForecastRowWire[] = [
  row({
    initiativeId: 1,
    promotionalProductId: 101,
    promotionalProductName: 'Аспирин',
    barcodes: ['4601', '4602'],
    regionalPurchasingPrice: 100,
    requiredQuantity: 2,
    regionalSalesQuantity: 30,
    possibleProfit: 50,
    possibleSupplierGroups: ['Г1'],
    purchasedAmount: 1,
    otherInitiatives: [{ id: 2, name: 'Матрица 2' }],
  }),
  row({
    initiativeId: 1,
    promotionalProductId: 102,
    regionalPurchasingPrice: 50,
    requiredQuantity: 1,
    regionalSalesQuantity: 10,
    possibleProfit: 500,
    possibleSupplierGroups: ['Г2'],
  }),
  row({
    initiativeId: 2,
    promotionalProductId: 103,
    regionalPurchasingPrice: 200,
    requiredQuantity: 3,
    regionalSalesQuantity: 60,
    possibleProfit: 20,
    possibleSupplierGroups: ['Г1', 'Г2'],
  }),
  row({
    initiativeId: 2,
    promotionalProductId: 101,
    promotionalProductName: 'Аспирин',
    barcodes: ['4601', '4602'],
    regionalPurchasingPrice: 100,
    requiredQuantity: 1,
    regionalSalesQuantity: 8,
    possibleProfit: 10,
  }),
  row({
    initiativeId: 3,
    promotionalProductId: 104,
    regionalPurchasingPrice: 10,
    requiredQuantity: 0,
    possibleSupplierGroups: ['Г3'],
    purchasedAmount: null,
    balance: null,
  }),
  row({
    initiativeId: 3,
    promotionalProductId: 105,
    regionalPurchasingPrice: 400,
    requiredQuantity: 0.5,
    regionalSalesQuantity: 100,
    possibleProfit: 1000,
    possibleSupplierGroups: ['Г3'],
  }),
  row({
    initiativeId: 1,
    promotionalProductId: 106,
    promotionalProductName: 'Сироп; детский',
    barcodes: [],
    regionalPurchasingPrice: 75,
    requiredQuantity: 4,
    regionalSalesQuantity: 4,
    possibleProfit: 75,
    possibleSupplierGroups: ['Г1'],
  }),
];

const pageSize = 4;
const day = new Date(2026, 10, 22, 12);
const config = { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' };

interface FakeGateway {
  fetch: typeof fetch;
  /** Every request: its query and the bearer token it carried. */
  requests: Array<{ offset: number; limit: number; pharmacyId: number; token: string | null }>;
  /** Offsets of the requests the worker cancelled (the page read ahead of the last one). */
  cancelled(): number[];
  /** Tokens the gateway accepts. */
  validTokens: Set<string>;
}

/** A file call the back end answers: its path, query and body as sent, and the answer it gives. */
type FileCalls = (request: { path: string; search: string; body: unknown }) => Response | null;

function fakeGateway(rows = forecastRows, files: FileCalls = () => null): FakeGateway {
  const requests: FakeGateway['requests'] = [];
  const signals: Array<AbortSignal | null> = [];
  const validTokens = new Set(['token-1']);
  const answer = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as unknown;
      return files({ path: url.pathname, search: url.search, body }) ?? Response.json({ message: 'Нет такого пути' }, { status: 404 });
    }
    if (url.pathname !== '/api/reports-rt/rest/profit-forecast') return Response.json({ message: 'Нет такого пути' }, { status: 404 });
    const token = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? null;
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    requests.push({ offset, limit, pharmacyId: Number(url.searchParams.get('pharmacyId')), token });
    signals.push(init?.signal ?? null);
    if (!token || !validTokens.has(token)) return Response.json({ message: 'Токен устарел' }, { status: 401 });
    // No Arrow here, and it says so: the worker reads the pages.
    if (new Headers(init?.headers).get('accept') === forecastArrowMediaType) return new Response(null, { status: 406 });
    return Response.json(rows.slice(offset, offset + limit));
  }) as typeof fetch;
  const cancelled = () => requests.filter((_, k) => signals[k]?.aborted).map((request) => request.offset);
  return { fetch: answer, requests, cancelled, validTokens };
}

const session = { getFreshToken: async () => null };

/** The api with the forecast loaded for pharmacy 1. */
async function loadedApi(rows = forecastRows, files?: FileCalls) {
  const gateway = fakeGateway(rows, files);
  const api = createForecastApi({ fetch: gateway.fetch, now: () => day, pageSize });
  const options = await api.load({ pharmacyId: 1, config, token: 'token-1' }, session);
  return { api, gateway, options };
}

const defaultView = { initiativeId: null, supplierGroups: [], size: null, priceWeight: 1, calculationType: 'byInitiative' } as const;

const positionsOf = (rows: { row: number }[]) => rows.map((item) => item.row);

describe('forecast worker: load', () => {
  it('reads the forecast page by page with the token and answers the filter options', async () => {
    const { gateway, options } = await loadedApi();
    // First the forecast as Arrow (no paging); this gateway refuses it (406), so the ask is dropped
    // and the pages are read (tests/unit/forecast-arrow-decode.test.ts). The page after the second is
    // asked for ahead, while the second is read, and cancelled once the second proves the last
    // (tests/unit/forecast-loader.test.ts).
    expect(gateway.requests).toEqual([
      { offset: 0, limit: 0, pharmacyId: 1, token: 'token-1' },
      { offset: 0, limit: 4, pharmacyId: 1, token: 'token-1' },
      { offset: 4, limit: 4, pharmacyId: 1, token: 'token-1' },
      { offset: 8, limit: 4, pharmacyId: 1, token: 'token-1' },
    ]);
    expect(gateway.cancelled()).toEqual([0, 8]);
    expect(options).toEqual({
      length: 7,
      initiatives: [
        { id: 1, name: 'Матрица 1' },
        { id: 2, name: 'Матрица 2' },
        { id: 3, name: 'Матрица 3' },
      ],
      initiativesTold: true,
      supplierGroups: ['Г1', 'Г2', 'Г3'],
    });
  });

  it('reports progress after each page', async () => {
    const gateway = fakeGateway();
    const api = createForecastApi({ fetch: gateway.fetch, now: () => day, pageSize });
    const progress: number[] = [];
    await api.load({ pharmacyId: 1, config, token: 'token-1' }, { ...session, progress: (rows) => void progress.push(rows) });
    expect(progress).toEqual([4, 7]);
  });

  it('on a 401 asks the main thread for a fresh token, retries, and keeps using it', async () => {
    const gateway = fakeGateway();
    gateway.validTokens.clear();
    const asked: string[] = [];
    const getFreshToken = async (stale: string) => {
      asked.push(stale);
      gateway.validTokens.add('token-2');
      return 'token-2';
    };
    const api = createForecastApi({ fetch: gateway.fetch, now: () => day, pageSize });
    const options = await api.load({ pharmacyId: 1, config, token: 'token-1' }, { getFreshToken });
    expect(options.length).toBe(7);
    expect(asked).toEqual(['token-1']);
    // The Arrow ask (refused, then retried with the fresh token and answered JSON) and the pages.
    expect(gateway.requests.map((request) => request.token)).toEqual(['token-1', 'token-2', 'token-2', 'token-2', 'token-2']);
    expect(gateway.cancelled()).toEqual([0, 0, 8]);
  });

  it('fails with 401 when the main thread has lost the session', async () => {
    const gateway = fakeGateway();
    gateway.validTokens.clear();
    const api = createForecastApi({ fetch: gateway.fetch, now: () => day, pageSize });
    await expect(api.load({ pharmacyId: 1, config, token: 'token-1' }, session)).rejects.toMatchObject({ status: 401 });
    expect(() => api.window(0, 10)).toThrow('Прогноз ещё не загружен');
  });

  it('fails with a clear message on a malformed page', async () => {
    const broken = [{ ...forecastRows[0], regionalPurchasingPrice: 'сто' }] as unknown as ForecastRowWire[];
    await expect(loadedApi(broken)).rejects.toThrow('Сервер прислал ответ в неожиданном формате');
  });
});

describe('forecast worker: view', () => {
  it('ranks the cheapest first by default and proposes the required quantity of every row', async () => {
    const { api } = await loadedApi();
    const view = api.setView(defaultView);
    expect(view.matching).toBe(7);
    expect([...view.order]).toEqual([4, 1, 6, 0, 3, 2, 5]);
    // byInitiative: the required quantity, rounded up (0.5 → 1); row 4 requires nothing.
    expect(view.totals).toEqual({ positions: 6, packs: 12, orderSum: 1650, profit: 1655 });
  });

  it('a filter narrows the rows and the totals', async () => {
    const { api } = await loadedApi();
    api.setView(defaultView);
    const byInitiative = api.setView({ ...defaultView, initiativeId: 1 });
    expect(byInitiative.matching).toBe(3);
    expect(byInitiative.totals).toEqual({ positions: 3, packs: 7, orderSum: 550, profit: 625 });
    const bySupplier = api.setView({ ...defaultView, supplierGroups: ['Г3'] });
    expect([...bySupplier.order]).toEqual([4, 5]);
  });

  it('the size proposes only the first ranked rows; the weight reorders them', async () => {
    const { api } = await loadedApi();
    const sized = api.setView({ ...defaultView, size: 2 });
    expect(sized.totals).toMatchObject({ positions: 1, packs: 1, orderSum: 50 });
    const byProfit = api.setView({ ...defaultView, priceWeight: 0 });
    expect([...byProfit.order]).toEqual([5, 1, 6, 0, 2, 3, 4]);
    const empty = api.setView({ ...defaultView, size: 0 });
    expect(empty.totals).toEqual({ positions: 0, packs: 0, orderSum: 0, profit: 0 });
  });

  it('a calculation type orders for its period (month: 30-day sales, at least the requirement)', async () => {
    const { api } = await loadedApi();
    const month = api.setView({ ...defaultView, calculationType: 'month' });
    expect(month.totals.packs).toBe(30 + 10 + 60 + 8 + 0 + 100 + 4);
    const week = api.setView({ ...defaultView, calculationType: 'oneWeek' });
    expect(week.totals.packs).toBe(8 + 3 + 15 + 2 + 0 + 25 + 4);
  });

  it('rows past the first thousand come in the same order, and the size proposes by it', async () => {
    // 1 500 rows, every price its own, in no order: at weight 1 the grid shows the cheapest first.
    const count = 1500;
    const many = Array.from({ length: count }, (_, i) =>
      row({ initiativeId: 1, promotionalProductId: 1000 + i, regionalPurchasingPrice: 10 + ((i * 7919) % count), requiredQuantity: 1 }),
    );
    const { api } = await loadedApi(many);
    const view = api.setView({ ...defaultView, size: 1200 });
    const byPrice = many.map((_, i) => i).sort((a, b) => many[a].regionalPurchasingPrice - many[b].regionalPurchasingPrice);
    // What crosses is the grid's first thousand positions only; the window reads past them.
    expect([...view.order]).toEqual(byPrice.slice(0, 1000));
    expect(positionsOf(api.window(990, 1010).rows)).toEqual(byPrice.slice(990, 1010));
    expect(positionsOf(api.window(1490, 1500).rows)).toEqual(byPrice.slice(1490));
    // The 1 200 cheapest are proposed: one pack each.
    expect(view.totals.packs).toBe(1200);
    expect(api.window(1199, 1201).rows.map((line) => line.quantityText)).toEqual(['1', '0']);
    // Narrowed to none and widened back: the same order and proposal as before.
    expect(api.setView({ ...defaultView, size: 1200, supplierGroups: ['Г1'] }).matching).toBe(0);
    const again = api.setView({ ...defaultView, size: 1200 });
    expect(again.totals).toEqual(view.totals);
    expect(positionsOf(api.window(990, 1010).rows)).toEqual(byPrice.slice(990, 1010));
    // Another weight reorders even the rows widened back to (by profit: all 0 here, so forecast order).
    api.setView({ ...defaultView, size: 1200, priceWeight: 0, supplierGroups: ['Г1'] });
    api.setView({ ...defaultView, size: 1200, priceWeight: 0 });
    expect(positionsOf(api.window(0, 3).rows)).toEqual([0, 1, 2]);
  });

  it('answers a fresh order array each time, so transferring it leaves the worker its own', async () => {
    const { api } = await loadedApi();
    const first = api.setView(defaultView);
    first.order.fill(0);
    expect(positionsOf(api.window(0, 3).rows)).toEqual([4, 1, 6]);
  });
});

describe('forecast worker: window', () => {
  it('answers the rows of the visible positions as the 12 columns show them', async () => {
    const { api } = await loadedApi();
    const { revision } = api.setView(defaultView);
    const window = api.window(2, 4);
    expect(window).toMatchObject({ revision, start: 2 });
    expect(window.rows).toEqual([
      {
        position: 2,
        row: 6,
        initiativeName: 'Матрица 1',
        promoter: 'Промоутер 1',
        promotionalProductId: 106,
        promotionalProductName: 'Сироп; детский',
        barcodes: '',
        regionalPurchasingPrice: 75,
        requiredQuantity: 4,
        purchasedAmount: 0,
        balance: 0,
        quantityText: '4',
        recommendedQuantity: 4,
        otherInitiatives: '',
        supplierGroups: 'Г1',
      },
      expect.objectContaining({
        position: 3,
        row: 0,
        barcodes: '4601, 4602',
        purchasedAmount: 1,
        otherInitiatives: 'Матрица 2',
        quantityText: '2',
      }),
    ]);
    expect(api.window(0, 1).rows[0]).toMatchObject({ row: 4, purchasedAmount: null, balance: null, quantityText: '0' });
  });

  it('clamps the window to the rows there are and to at most 200', async () => {
    const { api } = await loadedApi();
    api.setView(defaultView);
    expect(api.window(5, 1000).rows.map((item) => item.position)).toEqual([5, 6]);
    expect(api.window(-3, 1).rows).toHaveLength(1);
  });
});

describe('forecast worker: quantity edits', () => {
  it('keeps the typed text, counts its number in the totals', async () => {
    const { api } = await loadedApi();
    api.setView(defaultView);
    const totals = api.editQuantity(4, '03');
    expect(totals).toMatchObject({ positions: 7, packs: 15, orderSum: 1680 });
    expect(api.window(0, 1).rows[0].quantityText).toBe('03');
    expect(api.editQuantity(0, '0')).toMatchObject({ positions: 6, packs: 13 });
  });

  it('refuses what is not a whole number of packs up to the bound: the row keeps its packs and text', async () => {
    const { api } = await loadedApi();
    api.setView(defaultView);
    const totals = api.editQuantity(4, '3');
    for (const text of ['2,5', '1.5', '-3', 'много', '1a2b', '10001']) expect(api.editQuantity(4, text)).toEqual(totals);
    expect(api.window(0, 1).rows[0].quantityText).toBe('3');
  });

  it('keeps edits over a filter change and drops them when the type, size or weight change', async () => {
    const { api } = await loadedApi();
    api.setView(defaultView);
    api.editQuantity(4, '7');
    const narrowed = api.setView({ ...defaultView, initiativeId: 3 });
    expect(narrowed.totals.packs).toBe(7 + 1);
    expect(api.setView(defaultView).totals.packs).toBe(12 + 7);
    expect(api.window(0, 1).rows[0].quantityText).toBe('7');
    for (const change of [{ calculationType: 'month' }, { size: 6 }, { priceWeight: 0.5 }] as const) {
      api.setView(defaultView);
      api.editQuantity(4, '7');
      api.setView({ ...defaultView, ...change });
      expect(api.setView(defaultView).totals.packs).toBe(12);
    }
  });

  it('a weight change with every row proposed answers the proposal, without the rows typed before it', async () => {
    const { api } = await loadedApi();
    const proposal = api.setView(defaultView).totals;
    expect(api.setView({ ...defaultView, priceWeight: 0.5 }).totals).toEqual(proposal);
    api.editQuantity(4, '7');
    expect(api.setView({ ...defaultView, priceWeight: 0.2 }).totals).toEqual(proposal);
    expect(api.window(0, 100).rows.find((item) => item.row === 4)?.quantityText).toBe('0');
    api.editQuantity(4, '7');
    expect(api.setView({ ...defaultView, priceWeight: 0.2, initiativeId: 3 }).totals.packs).toBe(7 + 1);
    expect(api.setView({ ...defaultView, priceWeight: 0.2 }).totals.packs).toBe(12 + 7);
  });

  it('refuses a row that is not in the forecast', async () => {
    const { api } = await loadedApi();
    api.setView(defaultView);
    expect(() => api.editQuantity(7, '1')).toThrow(RangeError);
  });
});

describe('forecast worker: the order as sent', () => {
  it('sends the rows above 0 of the view, one line per product; the drafts become numbers', async () => {
    const { api } = await loadedApi();
    api.setView(defaultView);
    api.editQuantity(4, '3');
    api.editQuantity(6, '0');
    // In forecast order; product 101 is in two rows (initiatives 1 and 2): one line, both quantities.
    expect(api.orderDraft()).toEqual({
      lines: [
        { promotionalProductId: 101, orderAmount: 3 },
        { promotionalProductId: 102, orderAmount: 1 },
        { promotionalProductId: 103, orderAmount: 3 },
        { promotionalProductId: 104, orderAmount: 3 },
        { promotionalProductId: 105, orderAmount: 1 },
      ],
      // At the purchase price: 3 × 100 + 50 + 3 × 200 + 3 × 10 + 400.
      sum: 1380,
      unusual: [],
    });
    expect(api.window(0, 1).rows[0].quantityText).toBe('3');
    expect(api.window(2, 3).rows[0].quantityText).toBe('0');
  });

  it('sends only the rows the filter keeps', async () => {
    const { api } = await loadedApi();
    api.setView({ ...defaultView, initiativeId: 2 });
    expect(api.orderDraft()).toEqual({
      lines: [
        { promotionalProductId: 103, orderAmount: 3 },
        { promotionalProductId: 101, orderAmount: 1 },
      ],
      sum: 700,
      unusual: [],
    });
  });
});

describe('forecast worker: files', () => {
  const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
  const text = async (blob: Blob) => new TextDecoder().decode(await bytesOf(blob));

  it("'download all' holds every row of the view in grid order, ordered or not", async () => {
    const { api } = await loadedApi();
    api.setView(defaultView);
    const file = await api.buildFile('allPositions');
    expect(file).toMatchObject({ fileName: 'Прогноз прибыли 22.11.2026.xlsx', mimeType: XLSX_MIME });
    const book = XLSX.read(await bytesOf(file!.bytes), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows).toHaveLength(1 + 7);
    expect(rows.slice(1).map((cells) => cells[2])).toEqual([104, 102, 106, 101, 101, 103, 105]);
  });

  it('the products file holds only the rows above 0', async () => {
    const { api } = await loadedApi();
    api.setView(defaultView);
    const file = await api.buildFile('orderPositions');
    expect(file?.fileName).toBe('Товары заказа 22.11.2026.xlsx');
    const book = XLSX.read(await bytesOf(file!.bytes), { type: 'array' });
    expect(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 })).toHaveLength(1 + 6);
  });

  it('the XML and csv order files hold one position per product above 0', async () => {
    const { api } = await loadedApi();
    api.setView({ ...defaultView, initiativeId: 1 });
    api.editQuantity(6, '5');
    const xml = await api.buildFile('orderingSystemFile');
    expect(xml?.fileName).toBe('Заказ для систем заказа 22.11.2026.xml');
    expect(await text(xml!.bytes)).toContain('<order type="mtx" pharmacyId="1" created="2026-11-22" positions="3">');
    expect(await text(xml!.bytes)).toContain('<quantity>5</quantity>');
    const csv = await api.buildFile('pulsFile');
    expect(csv?.fileName).toBe('Заказ 22.11.2026.csv');
    expect((await text(csv!.bytes)).split('\r\n').filter(Boolean)).toHaveLength(1 + 3);
    expect(await text(csv!.bytes)).toContain('"Сироп; детский"');
  });

  it('answers null for a file that would hold no rows', async () => {
    const { api } = await loadedApi();
    api.setView({ ...defaultView, size: 0 });
    expect(await api.buildFile('orderPositions')).toBeNull();
    expect(await api.buildFile('orderingSystemFile')).toBeNull();
    expect(await api.buildFile('pulsFile')).toBeNull();
    expect(await api.buildFile('allPositions')).not.toBeNull();
    api.setView({ ...defaultView, initiativeId: 99 });
    expect(await api.buildFile('allPositions')).toBeNull();
  });

  it('files leave the worker as Blobs of their type, so the page saves them without copying', async () => {
    const { api } = await loadedApi();
    api.setView(defaultView);
    const types = {
      allPositions: XLSX_MIME,
      orderPositions: XLSX_MIME,
      orderingSystemFile: 'application/xml',
      pulsFile: 'text/csv; charset=utf-8',
    };
    for (const [kind, type] of Object.entries(types)) {
      const file = await api.buildFile(kind as keyof typeof types);
      expect(file!.bytes).toBeInstanceOf(Blob);
      expect(file!.bytes.type).toBe(type);
    }
  });
});

describe('forecast worker: a large spreadsheet as it is built', () => {
  // Above the rows a back end is sent, so the worker writes the spreadsheet itself.
  const many = Array.from({ length: 30_000 }, (_, k) => row({ initiativeId: 1 + (k % 3), promotionalProductId: 10_000 + k }));
  async function loadedLarge() {
    const gateway = fakeGateway(many);
    const api = createForecastApi({ fetch: gateway.fetch, now: () => day, pageSize: 10_000 });
    await api.load({ pharmacyId: 1, config, token: 'token-1' }, session);
    api.setView(defaultView);
    return api;
  }

  it("'download all' tells the rows written of all its rows as it goes, then gives the file", async () => {
    const api = await loadedLarge();
    const told: Array<{ written: number; total: number }> = [];
    const file = await api.buildFile('allPositions', (progress) => (told.push(progress), true));
    expect(told.length).toBeGreaterThan(0);
    expect(told.every(({ total }) => total === many.length)).toBe(true);
    const written = told.map((progress) => progress.written);
    expect(written).toEqual([...written].sort((a, b) => a - b));
    expect(written.at(-1)).toBeLessThanOrEqual(many.length);
    expect(file).toMatchObject({ fileName: 'Прогноз прибыли 22.11.2026.xlsx', mimeType: XLSX_MIME });
  }, 20_000);

  it("answering false ('Отменить') stops the file: no file, an abort; the next file is built whole", async () => {
    const api = await loadedLarge();
    let told = 0;
    await expect(api.buildFile('allPositions', () => (told++, false))).rejects.toMatchObject({ name: 'AbortError' });
    // Stopped on the chunk after the answer, not at the end.
    expect(told).toBe(1);
    expect(await api.buildFile('allPositions', () => true)).not.toBeNull();
  }, 20_000);
});

describe('forecast worker: files the back end builds (§7.1 -as-file calls, §7.3 profit-forecast-for-puls)', () => {
  const sent: Array<{ path: string; search: string; body: unknown }> = [];
  const backEnd: FileCalls = (request) => {
    sent.push(request);
    const name = encodeURIComponent(`Файл сервера ${sent.length}`);
    return new Response(new Blob(['с сервера'], { type: 'application/octet-stream' }), {
      headers: { 'content-disposition': `attachment; filename*=UTF-8''${name}` },
    });
  };
  type Sent = {
    productsList: Array<{ promotionalProductId: number; quantityForOrder?: number; orderAmount?: number }>;
    pharmacyId?: number;
  };
  const productsOf = (body: unknown) =>
    (body as Sent).productsList.map((row) => [row.promotionalProductId, row.quantityForOrder ?? row.orderAmount]);

  it("sends the rows the user sees with the quantities set, and saves the back end's file under its name", async () => {
    sent.length = 0;
    const { api } = await loadedApi(forecastRows, backEnd);
    api.setView({ ...defaultView, initiativeId: 1 });
    api.editQuantity(6, '5');
    const all = await api.buildFile('allPositions');
    const products = await api.buildFile('orderPositions');
    const xml = await api.buildFile('orderingSystemFile');
    const csv = await api.buildFile('pulsFile');
    expect([all, products, xml, csv].map((file) => file?.fileName)).toEqual([
      'Файл сервера 1',
      'Файл сервера 2',
      'Файл сервера 3',
      'Файл сервера 4',
    ]);
    expect(await csv!.bytes.text()).toBe('с сервера');
    expect(sent.map(({ path, search }) => `${path}${search}`)).toEqual([
      '/api/reports-rt/rest/profit-forecast-as-file?pharmacyId=1',
      '/api/reports-rt/rest/profit-forecast-products-as-file?pharmacyId=1',
      '/api/reports-rt/rest/profit-forecast-for-ordering-systems?pharmacyId=1',
      '/api/pharmacy-cabinet-purchase-service/v1/profit-forecast-for-puls',
    ]);
    // 'Download all': every row of initiative 1 in grid order; the others only the rows above 0, row 6 with the 5 typed.
    expect(productsOf(sent[0].body)).toEqual([
      [102, 1],
      [106, 5],
      [101, 2],
    ]);
    expect(productsOf(sent[1].body)).toEqual([
      [102, 1],
      [106, 5],
      [101, 2],
    ]);
    expect(productsOf(sent[2].body)).toEqual([
      [101, 2],
      [102, 1],
      [106, 5],
    ]);
    expect(sent[3].body).toEqual({
      productsList: [
        { promotionalProductId: 101, orderAmount: 2 },
        { promotionalProductId: 102, orderAmount: 1 },
        { promotionalProductId: 106, orderAmount: 5 },
      ],
      pharmacyId: 1,
    });
  });

  it('asks nothing of the back end for a file that would be empty', async () => {
    sent.length = 0;
    const { api } = await loadedApi(forecastRows, backEnd);
    api.setView({ ...defaultView, size: 0 });
    expect(await api.buildFile('orderPositions')).toBeNull();
    expect(await api.buildFile('pulsFile')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('a back end without the calls (404, 501) or refusing the size (413): the worker builds the same file', async () => {
    for (const status of [404, 501, 413]) {
      const { api } = await loadedApi(forecastRows, () => Response.json({ message: 'нет' }, { status }));
      api.setView(defaultView);
      const file = await api.buildFile('orderingSystemFile');
      expect(file?.fileName).toBe('Заказ для систем заказа 22.11.2026.xml');
      expect(await file!.bytes.text()).toContain('<order type="mtx" pharmacyId="1"');
    }
  });

  it("any other failure of the back end is the user's to see, in its words", async () => {
    const { api } = await loadedApi(forecastRows, () => Response.json({ message: 'Сервис отчётов недоступен' }, { status: 503 }));
    api.setView(defaultView);
    await expect(api.buildFile('pulsFile')).rejects.toThrow('Сервис отчётов недоступен');
  });
});

describe('forecast worker: rows that do not tell their initiative (the spec’s forecast row, PP §3)', () => {
  /** The forecast as a back end built from the spec sends it: no initiativeId, no initiativeName. */
  const untold = forecastRows.map(({ initiativeId: _id, initiativeName: _name, ...rest }) => rest);
  const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
  const sheetRows = async (blob: Blob) => {
    const book = XLSX.read(await bytesOf(blob), { type: 'array' });
    return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  };

  it('loads every row and offers no initiative to choose', async () => {
    const { options } = await loadedApi(untold);
    expect(options).toEqual({ length: 7, initiatives: [], initiativesTold: false, supplierGroups: ['Г1', 'Г2', 'Г3'] });
  });

  it('an initiative chosen anyway (a link, a kept draft) filters nothing: every row, never none under its name', async () => {
    const { api } = await loadedApi(untold);
    const all = api.setView(defaultView);
    const chosen = api.setView({ ...defaultView, initiativeId: 1 });
    expect(chosen.matching).toBe(7);
    expect([...chosen.order]).toEqual([...all.order]);
    expect(chosen.totals).toEqual(all.totals);
    // The supplier filter still works.
    expect(api.setView({ ...defaultView, supplierGroups: ['Г3'] }).matching).toBe(2);
  });

  it('shows no initiative in the rows, and edits, totals and the order work as with one', async () => {
    const { api } = await loadedApi(untold);
    api.setView(defaultView);
    const { rows } = api.window(0, 7);
    expect(rows.map((line) => line.initiativeName)).toEqual(Array(7).fill(''));
    expect(rows[0]).toMatchObject({ promotionalProductId: 104, promoter: 'Промоутер 1' });
    const totals = api.editQuantity(rows[0].row, '3');
    expect(totals.packs).toBeGreaterThan(0);
    expect(api.typedEdits()).toEqual([expect.objectContaining({ text: '3' })]);
    expect(api.orderDraft().lines).toContainEqual({ promotionalProductId: 104, orderAmount: 3 });
  });

  it('the spreadsheets it builds leave out the «Инициатива» column', async () => {
    const { api } = await loadedApi(untold);
    api.setView(defaultView);
    const [header, first] = await sheetRows((await api.buildFile('allPositions'))!.bytes);
    expect(header).not.toContain('Инициатива');
    expect(header[0]).toBe('Промоутер (держатель контракта)');
    expect(first[header.indexOf('Код промо-товара')]).toBe(104);
    const [productsHeader] = await sheetRows((await api.buildFile('orderPositions'))!.bytes);
    expect(productsHeader).not.toContain('Инициатива');
    expect(productsHeader).toContain('Количество к заказу, уп.');
  });

  it('the rows sent back to the back end carry no initiative (no made-up id, no empty name)', async () => {
    const sent: unknown[] = [];
    const { api } = await loadedApi(untold, ({ body }) => (sent.push(body), new Response(new Blob(['файл']))));
    api.setView(defaultView);
    await api.buildFile('allPositions');
    const { productsList } = sent[0] as { productsList: Array<Record<string, unknown>> };
    expect(productsList).toHaveLength(7);
    for (const row of productsList) {
      expect(row).not.toHaveProperty('initiativeId');
      expect(row).not.toHaveProperty('initiativeName');
    }
  });

  it('an id without a name is an initiative named by its id; a name without an id tells nothing', async () => {
    const rows = [
      { ...untold[0], initiativeId: 5 },
      { ...untold[1], initiativeName: 'Без номера' },
    ];
    const { options } = await loadedApi(rows);
    expect(options.initiatives).toEqual([{ id: 5, name: 'Инициатива №5' }]);
    expect(options.initiativesTold).toBe(false);
  });
});
