import { tableFromIPC, type Table } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import type { ForecastRow } from '../../src/api/contract/forecast';
import { forecastArrowColumns, forecastArrowMediaType } from '../../src/api/contract/forecast-arrow';
import { encodeForecastBatch, noColumns, type ForecastColumns } from '../../server/services/forecast/arrow-encode';
import { batchMessages, endOfStream, schemaMessage } from '../../server/services/forecast/arrow-messages';

/** Rows as the columns the database source hands the encoder. */
function columnsOf(rows: readonly ForecastRow[]): ForecastColumns {
  const names = new Map(rows.flatMap((row) => row.otherInitiatives.map((other) => [other.id, other.name] as const)));
  const column = <K extends keyof ForecastRow>(key: K) => rows.map((row) => row[key]);
  return {
    length: rows.length,
    initiativeId: column('initiativeId'),
    initiativeName: column('initiativeName'),
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
    otherInitiativeIds: rows.map((row) => row.otherInitiatives.map((other) => other.id)),
    nameOf: (id) => names.get(id) ?? '?',
  };
}

function streamOf(batches: readonly ForecastRow[][]): Uint8Array {
  const parts = [schemaMessage(), ...batches.map((rows) => batchMessages(encodeForecastBatch(columnsOf(rows)))), endOfStream];
  return Buffer.concat(parts);
}

/** The table's rows as plain rows of the JSON shape. */
function rowsOf(table: Table): ForecastRow[] {
  return table.toArray().map((row) => {
    const plain = row.toJSON() as Record<string, unknown>;
    return {
      ...plain,
      barcodes: [...(row.barcodes as Iterable<string>)],
      possibleSupplierGroups: [...(row.possibleSupplierGroups as Iterable<string>)],
      otherInitiatives: [...(row.otherInitiatives as Iterable<{ toJSON(): unknown }>)].map((other) => other.toJSON()),
    } as ForecastRow;
  });
}

const row = (n: number, changes: Partial<ForecastRow> = {}): ForecastRow => ({
  initiativeId: 1000 + (n % 3),
  initiativeName: `Матрица ${1000 + (n % 3)}: «обязательный» ассортимент`,
  promoter: n % 2 ? 'ООО «Фарм-Промо»' : 'АО Здоровье',
  promotionalProductId: 100_000 + n,
  promotionalProductName: `Товар ${n} таблетки 5 мг №30`,
  barcodes: n % 4 === 0 ? [] : [`46${String(n).padStart(11, '0')}`, '4600000000001'].slice(0, 1 + (n % 2)),
  regionalPurchasingPrice: 10.5 + n,
  minQuantity: 1,
  requiredQuantity: 2.5,
  regionalSalesQuantity: n,
  possibleProfit: 123.45,
  possibleSupplierGroups: n % 5 === 0 ? [] : ['Группа поставщиков 1'],
  quantityForOrder: 3,
  purchasedAmount: n % 3 === 0 ? null : n,
  balance: n % 7 === 0 ? null : 0,
  otherInitiatives: n % 3 === 0 ? [] : [{ id: 1000 + ((n + 1) % 3), name: `Матрица ${1000 + ((n + 1) % 3)}: «обязательный» ассортимент` }],
  ...changes,
});

describe('the forecast as an Arrow stream', () => {
  it('round-trips every column type: nulls, empty lists, Cyrillic, the largest numbers', () => {
    const rows = [
      row(0),
      row(1, { promotionalProductId: Number.MAX_SAFE_INTEGER, possibleProfit: 1e15, regionalPurchasingPrice: 999_999_999_999.99, initiativeId: 2_147_483_647 }),
      row(2, { purchasedAmount: null, balance: null, barcodes: [], possibleSupplierGroups: [], otherInitiatives: [] }),
      row(3, { promotionalProductName: 'Ёжик 😀 «ёлка» — ß', promoter: '' }),
      row(4, { minQuantity: 0.001, requiredQuantity: -0, quantityForOrder: 0 }),
    ];
    const table = tableFromIPC(streamOf([rows]));
    expect(table.schema.fields.map((field) => field.name)).toEqual(forecastArrowColumns.map(([name]) => name));
    expect(rowsOf(table)).toEqual(rows);
  });

  it('round-trips many batches, each with its own dictionaries', () => {
    const batches = [0, 1, 2, 3].map((b) => Array.from({ length: 50 + b }, (_, i) => row(b * 100 + i, b === 2 ? { promoter: `Промоутер ${i}` } : {})));
    const table = tableFromIPC(streamOf(batches));
    expect(table.batches.length).toBe(4);
    expect(rowsOf(table)).toEqual(batches.flat());
  });

  it('an empty forecast is a valid stream of no rows', () => {
    const table = tableFromIPC(Buffer.concat([schemaMessage(), batchMessages(encodeForecastBatch(noColumns)), endOfStream]));
    expect(table.numRows).toBe(0);
    expect(tableFromIPC(Buffer.concat([schemaMessage(), endOfStream])).numRows).toBe(0);
  });

  it('names the media type of the contract', () => {
    expect(forecastArrowMediaType).toBe('application/vnd.apache.arrow.stream');
  });
});
