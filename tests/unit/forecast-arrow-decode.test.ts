import {
  Dictionary,
  Field,
  Float64,
  Int32,
  List,
  makeData,
  RecordBatch,
  RecordBatchStreamWriter,
  Schema,
  Struct,
  Utf8,
  vectorFromArray,
  type DataType,
} from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import {
  forecastArrowColumns,
  forecastArrowMediaType,
  forecastArrowRowsKey,
  type ForecastArrowColumnType,
} from '../../src/api/contract/forecast-arrow';
import { barcodesOf, productNameOf, readRow, toColumns, type ForecastColumns } from '../../src/domain/forecast/columns';
import type { ForecastRow } from '../../src/domain/forecast/row';
import { forecastPageSize } from '../../src/api/contract/forecast';
import { createWorkerHttp, fetchForecastColumns } from '../../src/workers/forecast/forecast-loader';
import { encodeForecastBatch, type ForecastColumns as GatewayColumns } from '../../server/services/forecast/arrow-encode';
import { batchMessages, endOfStream, schemaMessage } from '../../server/services/forecast/arrow-messages';
import { forecastArrowSchemaOf } from '../../server/services/forecast/arrow-schema';
import {
  quantityColumns,
  quantityWidth,
  type QuantityColumn,
  type QuantityWidth,
  type QuantityWidths,
} from '../../server/services/forecast/arrow-widths';

/**
 * The worker reads the forecast's Arrow answer (src/api/contract/forecast-arrow.ts) straight into
 * its columns: the same columns, row for row, as the JSON rows through the builder. Streams are
 * built here with apache-arrow from rows (and once by the gateway's own encoder), served by a fake
 * fetch, whole or cut, in chunks.
 */
const config = { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' };

// Dictionary ids: a column's own index, and 100 for the names of the other initiatives.
const refType = new Struct([new Field('id', new Int32(), false), new Field('name', new Dictionary(new Utf8(), new Int32(), 100), false)]);

function typeOf(type: ForecastArrowColumnType, id: number): DataType {
  switch (type) {
    case 'int32':
      return new Int32();
    // Another back end may send money and quantities as Float64 (the contract's earlier form).
    case 'money':
    case 'quantity':
    case 'quantity?':
      return new Float64();
    case 'dictionary-utf8':
      return new Dictionary(new Utf8(), new Int32(), id);
    case 'list-dictionary-utf8':
      return new List(new Field('item', new Dictionary(new Utf8(), new Int32(), id), false));
    case 'list-initiative':
      return new List(new Field('item', refType, false));
  }
}

const contractSchema = new Schema(
  forecastArrowColumns.map(([name, type], index) => new Field(name, typeOf(type, index), type === 'quantity?')),
);

/** One record batch of the rows, built by apache-arrow's own builders (each batch its own dictionaries). */
function batchOf(rows: readonly ForecastRow[], schema = contractSchema): RecordBatch {
  const children = schema.fields.map(
    (field) => vectorFromArray(rows.map((row) => row[field.name as keyof ForecastRow]) as never, field.type).data[0],
  );
  return new RecordBatch(schema, makeData({ type: new Struct(schema.fields), length: rows.length, nullCount: 0, children }));
}

/** The rows as an Arrow stream of batches of `batchRows`. */
function streamOf(rows: readonly ForecastRow[], batchRows: number, schema = contractSchema): Uint8Array {
  const batches: RecordBatch[] = [];
  for (let start = 0; start < rows.length; start += batchRows) batches.push(batchOf(rows.slice(start, start + batchRows), schema));
  if (batches.length === 0) return RecordBatchStreamWriter.writeAll([batchOf([], schema)]).toUint8Array(true);
  return RecordBatchStreamWriter.writeAll(batches).toUint8Array(true);
}

/** The widths the gateway would read from these rows in the database (arrow-widths.ts). */
function widthsOf(rows: readonly ForecastRow[]): QuantityWidths {
  const widthOf = (values: (number | null)[]) => {
    const known = values.filter((value) => value !== null);
    return quantityWidth(known.length ? Math.max(...known.map(Math.abs)) : null, known.every(Number.isInteger));
  };
  const names = Object.keys(quantityColumns) as QuantityColumn[];
  return Object.fromEntries(names.map((name) => [name, widthOf(rows.map((row) => row[name]))])) as Record<QuantityColumn, QuantityWidth>;
}

/** The same stream as the gateway writes it (server/services/forecast/arrow-*.ts), its quantities as narrow as the rows allow. */
function gatewayStreamOf(rows: readonly ForecastRow[], batchRows: number): Uint8Array {
  const schema = forecastArrowSchemaOf(widthsOf(rows));
  const names = new Map(rows.flatMap((row) => row.otherInitiatives.map((other) => [other.id, other.name] as const)));
  const columnsOf = (part: readonly ForecastRow[]): GatewayColumns => {
    const column = <K extends keyof ForecastRow>(key: K) => part.map((row) => row[key]);
    return {
      length: part.length,
      initiativeId: part.map((row) => row.initiativeId ?? 0),
      initiativeName: part.map((row) => row.initiativeName ?? ''),
      promoter: column('promoter'),
      promotionalProductId: column('promotionalProductId'),
      promotionalProductName: column('promotionalProductName'),
      barcodes: column('barcodes'),
      regionalPurchasingPrice: column('regionalPurchasingPrice'),
      minQuantity: column('minQuantity'),
      requiredQuantity: column('requiredQuantity'),
      regionalSalesQuantity: column('regionalSalesQuantity'),
      possibleProfit: column('possibleProfit'),
      possibleSupplierGroups: column('possibleSupplierGroups'),
      quantityForOrder: column('quantityForOrder'),
      purchasedAmount: column('purchasedAmount'),
      balance: column('balance'),
      otherInitiativeIds: part.map((row) => row.otherInitiatives.map((other) => other.id)),
      nameOf: (id) => names.get(id) ?? '?',
    };
  };
  const parts = [schemaMessage(schema)];
  for (let start = 0; start < rows.length; start += batchRows)
    parts.push(batchMessages(encodeForecastBatch(columnsOf(rows.slice(start, start + batchRows)), schema)));
  return Buffer.concat([...parts, endOfStream]);
}

const promoters = ['ООО «Фарм-Промо»', 'АО Здоровье', '', 'ИП Ёлкин 😀'];
const groups = ['Группа поставщиков 1', 'Группа «Север»', 'Аптечный склад №7'];

/** A row of every kind: nulls, empty lists, Cyrillic, 4-byte characters, a byte-order mark, the largest numbers. */
function rowAt(n: number): ForecastRow {
  const initiative = 1000 + (n % 5);
  return {
    initiativeId: n === 7 ? 2_147_483_647 : n === 8 ? -2_147_483_648 : initiative,
    initiativeName: `Матрица ${initiative}: «обязательный» ассортимент`,
    // Dictionary codes differ per batch: which promoters a batch holds, and in what order, shifts.
    promoter: promoters[(n * 7 + Math.floor(n / 13)) % promoters.length],
    promotionalProductId: n === 3 ? 2_147_483_647 : n === 4 ? -2_147_483_648 : 100_000 + n,
    promotionalProductName: n === 5 ? '\ufeffЁжик 😀 «ёлка» — ß' : n === 6 ? '' : `Товар ${n} таблетки 5 мг №30`,
    barcodes: n % 4 === 0 ? [] : [`46${String(n).padStart(11, '0')}`, '4600000000001', ''].slice(0, 1 + (n % 3)),
    regionalPurchasingPrice: n === 9 ? Number.MAX_VALUE : n === 10 ? Number.MIN_VALUE : 10.5 + n,
    minQuantity: n === 11 ? -0 : 1,
    requiredQuantity: 2.5,
    regionalSalesQuantity: n,
    possibleProfit: n === 12 ? 1e308 : 123.45 * n,
    possibleSupplierGroups: n % 5 === 0 ? [] : groups.slice(n % 3, 1 + (n % 3) + (n % 2)),
    quantityForOrder: n % 6,
    purchasedAmount: n % 3 === 0 ? null : n * 1.5,
    balance: n % 7 === 0 ? null : -n,
    // Once an id comes with another name than before: a set of its own.
    otherInitiatives:
      n === 251
        ? [
            { id: 1001, name: 'Матрица 1001: «обязательный» ассортимент' },
            { id: 1003, name: '' },
            { id: 1002, name: 'Другая 😀' },
          ]
        : n === 250
          ? [
              { id: 1002, name: 'Другое название' },
              { id: 1003, name: '' },
            ]
          : n % 3 === 0
            ? []
            : n % 3 === 1
              ? [{ id: 1001, name: 'Матрица 1001: «обязательный» ассортимент' }]
              : [
                  { id: 1002, name: 'Другая 😀' },
                  { id: 1003, name: '' },
                ],
  };
}

const rows = Array.from({ length: 300 }, (_, n) => rowAt(n));

/** A fake gateway answering the Arrow stream (in chunks of `chunk` bytes), or what `answer` says. */
function arrowGateway(body: Uint8Array | (() => Response), { chunk = 1000, accepted = new Set(['token-1']) } = {}) {
  const requests: Array<{ accept: string | null; token: string | null; offset: string | null; aborted: () => boolean }> = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const token = headers.get('authorization')?.replace('Bearer ', '') ?? null;
    const signal = init?.signal;
    requests.push({
      accept: headers.get('accept'),
      token,
      offset: url.searchParams.get('offset'),
      aborted: () => signal?.aborted ?? false,
    });
    if (!accepted.has(token ?? '')) return Response.json({ message: 'Токен устарел' }, { status: 401 });
    if (typeof body === 'function') return body();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < body.length; at += chunk) controller.enqueue(body.slice(at, at + chunk));
        controller.close();
      },
    });
    return new Response(stream, { headers: { 'content-type': `${forecastArrowMediaType}; charset=binary` } });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

function load(
  fetch: typeof globalThis.fetch,
  getFreshToken = async (_stale: string): Promise<string | null> => null,
  progress?: (rows: number) => void,
) {
  const http = createWorkerHttp({ config, token: 'token-1' }, { getFreshToken }, fetch);
  return fetchForecastColumns(http, 1, { pageSize: 50, progress });
}

/**
 * The columns with each row's name and barcodes spelled out: the Arrow answer's words are its
 * dictionaries' (a product's name once a batch), the JSON rows' one a row; the rows read the same.
 */
function comparable(columns: ForecastColumns) {
  const rows = Array.from({ length: columns.length }, (_, i) => i);
  return {
    ...columns,
    promotionalProductName: rows.map((i) => productNameOf(columns, i)),
    barcodes: rows.map((i) => barcodesOf(columns, i)),
  };
}

function expectSameColumns(columns: ForecastColumns | null, expected: readonly ForecastRow[]): void {
  const fromJson = toColumns(expected);
  expect(columns).not.toBeNull();
  expect(columns!.length).toBe(expected.length);
  for (let i = 0; i < expected.length; i++) expect(readRow(columns!, i)).toEqual(readRow(fromJson, i));
  expect(comparable(columns!)).toEqual(comparable(fromJson));
}

/** What the rows are after a trip through JSON (-0 is 0 there). */
const asJson = (part: readonly ForecastRow[]) => JSON.parse(JSON.stringify(part)) as ForecastRow[];

const brokenMessage = /^Ответ сервера с прогнозом повреждён или оборван: /;

describe('forecast as Arrow: decoding into the columns', () => {
  it('round-trips every column type in many batches to the columns of the JSON rows', async () => {
    const progress: number[] = [];
    const gateway = arrowGateway(streamOf(rows, 37), { chunk: 333 });
    const columns = await load(gateway.fetch, undefined, (loaded) => progress.push(loaded));
    expectSameColumns(columns, rows);
    // The row count rises with every batch.
    expect(progress).toEqual([37, 74, 111, 148, 185, 222, 259, 296, 300]);
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.requests[0]).toMatchObject({ accept: forecastArrowMediaType, token: 'token-1', offset: null });
  });

  it("reads the gateway's own stream (one schema, each batch its own dictionaries)", async () => {
    // The gateway names another initiative by its id (row 250's second name is not its to send),
    // and sends what the database keeps: kopecks (numeric(14,2)), its largest and smallest amounts,
    // a loss.
    const kopecks = (amount: number) => Math.round(Math.max(-999_999_999_999.99, Math.min(999_999_999_999.99, amount)) * 100) / 100;
    const named = asJson(rows.filter((_, n) => n !== 250)).map((row) => ({
      ...row,
      regionalPurchasingPrice: row.regionalPurchasingPrice < 1 ? 0.01 : kopecks(row.regionalPurchasingPrice),
      possibleProfit: row.possibleProfit > 1e12 ? -999_999_999_999.99 : kopecks(row.possibleProfit),
    }));
    // Quantities of every width: whole ones from 1 to 299 and down to -299, halves of packs.
    expect(Object.values(widthsOf(named))).toEqual([8, 'decimal', 16, 8, 'decimal', 16]);
    const columns = await load(arrowGateway(gatewayStreamOf(named, 64)).fetch);
    expectSameColumns(columns, named);
  });

  it('reads the rows that come whatever the schema announces, and ends with columns no longer than them', async () => {
    const some = rows.slice(0, 80);
    for (const announced of ['80', '30', '1000', 'много']) {
      const schema = new Schema(contractSchema.fields, new Map([[forecastArrowRowsKey, announced]]));
      const columns = await load(arrowGateway(streamOf(some, 32, schema), { chunk: 4096 }).fetch);
      expectSameColumns(columns, some);
      // The columns are handed to the page: no room beyond the rows goes with them.
      expect(columns!.balance.buffer.byteLength, announced).toBe(some.length * 8);
      expect(columns!.promotionalProductName.codes.buffer.byteLength, announced).toBe(some.length * 4);
    }
  });

  it('a batch of one row, and a forecast of no rows', async () => {
    expectSameColumns(await load(arrowGateway(streamOf(rows.slice(0, 9), 1)).fetch), rows.slice(0, 9));
    expectSameColumns(await load(arrowGateway(streamOf([], 10)).fetch), []);
    expectSameColumns(await load(arrowGateway(gatewayStreamOf([], 10)).fetch), []);
  });

  it('a newer load stops this one between batches, and the rest of the answer is not read', async () => {
    const gateway = arrowGateway(streamOf(rows, 50), { chunk: 64 });
    const http = createWorkerHttp({ config, token: 'token-1' }, { getFreshToken: async () => null }, gateway.fetch);
    const seen: number[] = [];
    let wanted = true;
    const columns = await fetchForecastColumns(http, 1, {
      progress: (loaded) => (seen.push(loaded), (wanted = loaded < 100)),
      isWanted: () => wanted,
    });
    expect(columns).toBeNull();
    expect(seen).toEqual([50, 100]);
  });

  it('a stream cut anywhere is the Russian error, never a shorter table', async () => {
    const whole = streamOf(rows, 100);
    // Cut at the end-of-stream marker (a message boundary: apache-arrow alone would end quietly), inside a batch, inside the schema.
    for (const cut of [whole.length - 8, whole.length - 4, Math.floor(whole.length / 2), 100, 3]) {
      await expect(load(arrowGateway(whole.slice(0, cut)).fetch)).rejects.toThrow(brokenMessage);
    }
    await expect(load(arrowGateway(new Uint8Array(0)).fetch)).rejects.toThrow(brokenMessage);
  });

  it('a stream cut at its end-of-stream marker says how far it was read, figures grouped as the portal writes them', async () => {
    const whole = streamOf(rows, 100);
    const shown = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/gu, ' ');
    await expect(load(arrowGateway(whole.slice(0, whole.length - 8)).fetch)).rejects.toThrow(
      `поток оборван после ${shown(rows.length)} строк, ${shown(whole.length - 8)} байт`,
    );
  });

  it('garbage bytes and a broken UTF-8 text are the Russian error', async () => {
    await expect(load(arrowGateway(new TextEncoder().encode('<html>Ошибка</html>')).fetch)).rejects.toThrow(brokenMessage);
    const whole = streamOf([rowAt(1)], 10);
    const name = new TextEncoder().encode('Товар 1 таблетки');
    const at = whole.findIndex((_, k) => name.every((byte, j) => whole[k + j] === byte));
    const broken = whole.slice();
    broken[at] = 0xff;
    await expect(load(arrowGateway(broken).fetch)).rejects.toThrow(brokenMessage);
  });

  it('an amount of kopecks beyond what a number holds exactly is the Russian error, not a rounded price', async () => {
    const some = asJson(rows.slice(0, 40)).map((row, n) => ({
      ...row,
      regionalPurchasingPrice: n === 37 ? 1e14 : 10,
      possibleProfit: 1,
      otherInitiatives: [],
    }));
    await expect(load(arrowGateway(gatewayStreamOf(some, 40)).fetch)).rejects.toThrow(
      /^Ответ сервера с прогнозом повреждён или оборван: в столбце regionalPurchasingPrice число вне пределов/,
    );
  });

  it('a schema other than the contract is the Russian error naming the column', async () => {
    const renamed = new Schema(
      contractSchema.fields.map((field) => (field.name === 'promoter' ? new Field('promoterName', field.type, false) : field)),
    );
    const renamedRows = rows.slice(0, 5).map(({ promoter, ...row }) => ({ ...row, promoterName: promoter }) as unknown as ForecastRow);
    await expect(load(arrowGateway(streamOf(renamedRows, 5, renamed)).fetch)).rejects.toThrow(
      /столбец 3 называется «promoterName», ожидался «promoter»/,
    );
    const retyped = new Schema(
      contractSchema.fields.map((field) => (field.name === 'initiativeId' ? new Field('initiativeId', new Float64(), false) : field)),
    );
    await expect(load(arrowGateway(streamOf(rows.slice(0, 5), 5, retyped)).fetch)).rejects.toThrow(
      /столбец initiativeId типа Float64, ожидался int32/,
    );
    const fewer = new Schema(contractSchema.fields.slice(0, 15));
    await expect(load(arrowGateway(streamOf(rows.slice(0, 5), 5, fewer)).fetch)).rejects.toThrow(/столбцов 15, ожидалось 16/);
  });

  it('a product name coded outside its dictionary is the Russian error, not another product', async () => {
    const batch = batchOf([rowAt(1), rowAt(2)]);
    const index = contractSchema.fields.findIndex((field) => field.name === 'promotionalProductName');
    const children = [...batch.data.children];
    const type = contractSchema.fields[index].type as Dictionary<Utf8, Int32>;
    children[index] = makeData({
      type,
      length: 2,
      nullCount: 0,
      data: Int32Array.of(0, 5),
      dictionary: vectorFromArray(['Аспирин'], new Utf8()),
    });
    const broken = new RecordBatch(
      contractSchema,
      makeData({ type: new Struct(contractSchema.fields), length: 2, nullCount: 0, children }),
    );
    await expect(load(arrowGateway(RecordBatchStreamWriter.writeAll([broken]).toUint8Array(true)).fetch)).rejects.toThrow(
      /код 5 вне словаря столбца promotionalProductName/,
    );
  });

  it('a null in a column that has none is the Russian error', async () => {
    const nullable = new Schema(
      contractSchema.fields.map((field) => (field.name === 'minQuantity' ? new Field('minQuantity', new Float64(), true) : field)),
    );
    const withNull = [rowAt(1), { ...rowAt(2), minQuantity: null as unknown as number }];
    await expect(load(arrowGateway(streamOf(withNull, 5, nullable)).fetch)).rejects.toThrow(/пустые значения в столбце minQuantity/);
  });
});

describe('forecast as Arrow: the request', () => {
  it('a JSON answer (a back end without Arrow, as the spec has it) is the whole forecast, asked once', async () => {
    // A back end built from the spec alone answers the bare call with every row, in JSON.
    const gateway = arrowGateway(() => Response.json(rows));
    const progress: number[] = [];
    const columns = await load(gateway.fetch, undefined, (loaded) => progress.push(loaded));
    expectSameColumns(columns, asJson(rows));
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.requests[0]).toMatchObject({ accept: forecastArrowMediaType, offset: null });
    expect(progress).toEqual([rows.length]);
  });

  it("a JSON answer of the paging extension's full default page goes on with the pages after it", async () => {
    // Our paging extension answers the bare call with its first page of forecastPageSize rows.
    const many = Array.from({ length: forecastPageSize + 70 }, (_, n) => ({ ...rows[n % rows.length], promotionalProductId: 200_000 + n }));
    const offsets: Array<string | null> = [];
    const fetch = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      const offset = url.searchParams.get('offset');
      offsets.push(offset);
      if (offset === null) return Response.json(many.slice(0, forecastPageSize));
      return Response.json(many.slice(Number(offset), Number(offset) + Number(url.searchParams.get('limit'))));
    }) as typeof globalThis.fetch;
    const columns = await load(fetch);
    expect(columns!.length).toBe(many.length);
    const last = many.length - 1;
    expect(readRow(columns!, last)).toEqual(readRow(toColumns(asJson([many[last]])), 0));
    // Pages of 50 from the default page's end (70 rows: two pages, the second short), and the
    // page read ahead of the last, cancelled, as the JSON pages always do.
    expect(offsets).toEqual([null, ...[0, 50, 100].map((more) => String(forecastPageSize + more))]);
  }, 60_000);

  it("a JSON answer that is not the contract's rows is the Russian error, not an empty forecast", async () => {
    const gateway = arrowGateway(() => Response.json([{ promotionalProductName: 'Без цены' }]));
    await expect(load(gateway.fetch)).rejects.toThrow(
      /^Сервер прислал ответ в неожиданном формате \(\/reports-rt\/rest\/profit-forecast, поле 0\./,
    );
  });

  it('406 falls back to the JSON pages too', async () => {
    let asked = 0;
    const fetch = (async (input: RequestInfo | URL) => {
      asked++;
      const url = new URL(String(input));
      if (url.searchParams.get('offset') === null) return new Response(null, { status: 406 });
      const offset = Number(url.searchParams.get('offset'));
      return Response.json(rows.slice(offset, offset + Number(url.searchParams.get('limit'))).slice(0, 20));
    }) as typeof globalThis.fetch;
    expectSameColumns(await load(fetch), asJson(rows.slice(0, 20)));
    expect(asked).toBe(2);
  });

  it('a 401 asks the page for a fresh token once, and the stream is read with it', async () => {
    const gateway = arrowGateway(streamOf(rows, 100), { accepted: new Set(['token-2']) });
    const asked: string[] = [];
    const columns = await load(gateway.fetch, async (stale) => (asked.push(stale), 'token-2'));
    expectSameColumns(columns, rows);
    expect(asked).toEqual(['token-1']);
    expect(gateway.requests.map((request) => [request.token, request.accept])).toEqual([
      ['token-1', forecastArrowMediaType],
      ['token-2', forecastArrowMediaType],
    ]);
  });

  it("an error answer is the gateway's message, as for the JSON pages", async () => {
    const gateway = arrowGateway(() => Response.json({ message: 'Нет доступа к аптеке' }, { status: 403 }));
    await expect(load(gateway.fetch)).rejects.toMatchObject({ status: 403, message: 'Нет доступа к аптеке' });
    expect(gateway.requests).toHaveLength(1);
  });
});
