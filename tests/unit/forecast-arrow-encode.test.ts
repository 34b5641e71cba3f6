import { tableFromIPC } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import type { ForecastRow } from '../../src/api/contract/forecast';
import { forecastArrowColumns, forecastArrowMediaType } from '../../src/api/contract/forecast-arrow';
import { encodeForecastBatch, noColumns, type ForecastColumns } from '../../server/services/forecast/arrow-encode';
import { batchMessages, endOfStream, schemaMessage } from '../../server/services/forecast/arrow-messages';
import { forecastArrowSchema, forecastArrowSchemaOf } from '../../server/services/forecast/arrow-schema';
import { quantityWidth, widestQuantities } from '../../server/services/forecast/arrow-widths';
import { rowsOf } from '../api/support/arrow-rows';

/** Rows as the columns the database source hands the encoder. */
function columnsOf(rows: readonly ForecastRow[]): ForecastColumns {
  const names = new Map(rows.flatMap((row) => row.otherInitiatives.map((other) => [other.id, other.name] as const)));
  const column = <K extends keyof ForecastRow>(key: K) => rows.map((row) => row[key]);
  return {
    length: rows.length,
    initiativeId: rows.map((row) => row.initiativeId ?? 0),
    initiativeName: rows.map((row) => row.initiativeName ?? ''),
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

function streamOf(batches: readonly ForecastRow[][], schema = forecastArrowSchema): Uint8Array {
  const parts = [schemaMessage(schema), ...batches.map((rows) => batchMessages(encodeForecastBatch(columnsOf(rows), schema))), endOfStream];
  return Buffer.concat(parts);
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
      row(1, {
        promotionalProductId: 2_147_483_647,
        possibleProfit: -999_999_999_999.99,
        regionalPurchasingPrice: 999_999_999_999.99,
        initiativeId: 2_147_483_647,
      }),
      row(2, { purchasedAmount: null, balance: null, barcodes: [], possibleSupplierGroups: [], otherInitiatives: [] }),
      row(3, { promotionalProductName: 'Ёжик 😀 «ёлка» — ß', promoter: '' }),
      row(4, { minQuantity: 0.001, requiredQuantity: 99_999_999_999.999, quantityForOrder: 0 }),
    ];
    const table = tableFromIPC(streamOf([rows]));
    expect(table.schema.fields.map((field) => field.name)).toEqual(forecastArrowColumns.map(([name]) => name));
    expect(rowsOf(table)).toEqual(rows);
  });

  it('round-trips many batches, each with its own dictionaries', () => {
    const batches = [0, 1, 2, 3].map((b) =>
      Array.from({ length: 50 + b }, (_, i) => row(b * 100 + i, b === 2 ? { promoter: `Промоутер ${i}` } : {})),
    );
    const table = tableFromIPC(streamOf(batches));
    expect(table.batches.length).toBe(4);
    expect(rowsOf(table)).toEqual(batches.flat());
  });

  it("writes quantities as narrow as the build's widths, money as exact kopecks, and refuses a value its column cannot hold", () => {
    const schema = forecastArrowSchemaOf({
      ...widestQuantities,
      minQuantity: 8,
      regionalSalesQuantity: 16,
      quantityForOrder: 32,
      balance: 8,
    });
    const rows = [
      row(1, { regionalSalesQuantity: 32_767, balance: -128, quantityForOrder: 2_147_483_647 }),
      row(2, { balance: null, possibleProfit: 0.07 }),
      row(3),
    ];
    const table = tableFromIPC(streamOf([rows], schema));
    const typeOf = (name: string) => String(table.schema.fields.find((field) => field.name === name)?.type);
    expect(
      ['minQuantity', 'regionalSalesQuantity', 'quantityForOrder', 'balance', 'requiredQuantity', 'possibleProfit'].map(typeOf),
    ).toEqual(['Int8', 'Int16', 'Int32', 'Int8', 'Decimal[14e+3]', 'Decimal[14e+2]']);
    expect(rowsOf(table)).toEqual(rows);
    expect(() => encodeForecastBatch(columnsOf([row(1, { minQuantity: 128 })]), schema)).toThrow(/128 does not fit/);
    expect(() => encodeForecastBatch(columnsOf([row(1, { balance: 2.5 })]), schema)).toThrow(/2.5 does not fit/);
  });

  it('picks the narrowest width that holds a column: whole packs by their largest magnitude, thousandths as decimals', () => {
    expect([127, 128, 32_767, 32_768, 2_147_483_647, 2_147_483_648].map((largest) => quantityWidth(largest, true))).toEqual([
      8,
      16,
      16,
      32,
      32,
      'decimal',
    ]);
    expect(quantityWidth(1, false)).toBe('decimal');
    expect(quantityWidth(null, true)).toBe(8);
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
