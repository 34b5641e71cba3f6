import { describe, expect, it } from 'vitest';
import { sliceColumnBatch, type ForecastColumnBatch } from '../../../src/domain/forecast/column-batch';
import { createColumnsBuilder, readRow } from '../../../src/domain/forecast/columns';
import { utf8 } from './utf8-texts';

/**
 * A columnar batch (what the worker takes out of an Arrow record batch) appended to the columns:
 * the coded lists (supplier groups, other initiatives' names) read through the batch's own
 * dictionaries, lists that do not start at item 0 (a sliced batch), and codes past a dictionary
 * refused before anything is appended.
 */
const numbers = (...values: number[]) => Float64Array.from(values);

/** Two rows; the lists' items start at item 1 (item 0 belongs to a row sliced off before). */
function twoRows(changes: Partial<ForecastColumnBatch> = {}): ForecastColumnBatch {
  return {
    length: 2,
    initiativeId: [7, 8],
    initiativeName: { codes: [1, 0], values: ['Матрица Б', 'Матрица А'] },
    promoter: { codes: [0, 0], values: ['АО Здоровье'] },
    promotionalProductId: numbers(101, 102),
    promotionalProductName: utf8(['Аспирин', 'Ёжик 😀']),
    barcodes: { offsets: [0, 1, 1], items: utf8(['4600000000001']) },
    regionalPurchasingPrice: numbers(10.5, 20),
    minQuantity: numbers(1, 2),
    requiredQuantity: numbers(3, 4),
    regionalSalesQuantity: numbers(5, 6),
    possibleProfit: numbers(7, 8),
    // Row 1: groups coded 2, 0; row 2: none. Item 0 (code 1) is not the rows'.
    possibleSupplierGroups: { offsets: [1, 3, 3], items: { codes: [1, 2, 0], values: ['Север', 'Юг', 'Восток'] } },
    quantityForOrder: numbers(0, 1),
    purchasedAmount: numbers(NaN, 3),
    balance: numbers(2, NaN),
    // Row 1: none; row 2: (9, code 1) and (7, code 0). Item 0 is not the rows'.
    otherInitiatives: { offsets: [1, 1, 3], ids: [5, 9, 7], names: { codes: [0, 1, 0], values: ['Матрица Б', 'Акция «Зима»'] } },
    ...changes,
  };
}

describe('a columnar batch appended to the forecast columns', () => {
  it('reads coded lists through the batch dictionary, from the rows own first item', () => {
    const builder = createColumnsBuilder(4);
    builder.appendBatch(twoRows());
    const columns = builder.finish();
    expect(columns.length).toBe(2);
    expect(readRow(columns, 0)).toMatchObject({
      initiativeId: 7,
      initiativeName: 'Матрица А',
      promotionalProductName: 'Аспирин',
      barcodes: ['4600000000001'],
      possibleSupplierGroups: ['Восток', 'Север'],
      otherInitiatives: [],
      purchasedAmount: null,
      balance: 2,
    });
    expect(readRow(columns, 1)).toMatchObject({
      initiativeId: 8,
      initiativeName: 'Матрица Б',
      promotionalProductName: 'Ёжик 😀',
      barcodes: [],
      possibleSupplierGroups: [],
      otherInitiatives: [
        { id: 9, name: 'Акция «Зима»' },
        { id: 7, name: 'Матрица Б' },
      ],
      purchasedAmount: 3,
      balance: null,
    });
  });

  it('gives one set of other initiatives one code across batches with their own dictionaries', () => {
    const builder = createColumnsBuilder(4);
    builder.appendBatch(twoRows());
    // The same set with the names in the other order of the dictionary.
    builder.appendBatch(
      twoRows({ otherInitiatives: { offsets: [0, 0, 2], ids: [9, 7], names: { codes: [0, 1], values: ['Акция «Зима»', 'Матрица Б'] } } }),
    );
    const columns = builder.finish();
    expect(readRow(columns, 3).otherInitiatives).toEqual([
      { id: 9, name: 'Акция «Зима»' },
      { id: 7, name: 'Матрица Б' },
    ]);
    expect(columns.otherInitiatives[3]).toBe(columns.otherInitiatives[1]);
    expect(readRow(columns, 2).possibleSupplierGroups).toEqual(['Восток', 'Север']);
  });

  it('reads names and barcodes coded into the batch dictionary as the same rows as plain texts', () => {
    // Row 1 is coded 1 («Ёжик 😀», barcodes 1 and 0), row 2 coded 0 («Аспирин», no barcodes).
    const coded = twoRows({
      promotionalProductName: { codes: [1, 0], words: utf8(['Аспирин', 'Ёжик 😀']) },
      barcodes: { offsets: [0, 2, 2], items: { codes: [1, 0], words: utf8(['4600000000001', '4600000000002']) } },
    });
    const builder = createColumnsBuilder(4);
    builder.appendBatch(coded);
    const columns = builder.finish();
    expect(readRow(columns, 0)).toMatchObject({ promotionalProductName: 'Ёжик 😀', barcodes: ['4600000000002', '4600000000001'] });
    expect(readRow(columns, 1)).toMatchObject({ promotionalProductName: 'Аспирин', barcodes: [] });
  });

  it('gives the same rows from a batch appended in parts, the words of its dictionaries kept once', () => {
    const coded = twoRows({
      promotionalProductName: { codes: [1, 0], words: utf8(['Аспирин', 'Ёжик 😀']) },
      barcodes: { offsets: [0, 2, 2], items: { codes: [1, 0], words: utf8(['4600000000001', '4600000000002']) } },
    });
    const whole = createColumnsBuilder(4);
    whole.appendBatch(coded);
    const inParts = createColumnsBuilder(4);
    inParts.appendBatch(sliceColumnBatch(coded, 0, 1));
    inParts.appendBatch(sliceColumnBatch(coded, 1, 2));
    const [expected, columns] = [whole.finish(), inParts.finish()];
    expect([readRow(columns, 0), readRow(columns, 1)]).toEqual([readRow(expected, 0), readRow(expected, 1)]);
    expect(columns.promotionalProductName.words.length).toBe(2);
    expect(columns.barcodes.words.length).toBe(2);
  });

  it('gives a set of four other initiatives one code across batches', () => {
    const four = { offsets: [0, 4, 4], ids: [1, 2, 3, 4], names: { codes: [0, 1, 2, 3], values: ['А', 'Б', 'В', 'Г'] } };
    const builder = createColumnsBuilder(4);
    builder.appendBatch(twoRows({ otherInitiatives: four }));
    builder.appendBatch(twoRows({ otherInitiatives: { ...four, names: { codes: [3, 2, 1, 0], values: ['Г', 'В', 'Б', 'А'] } } }));
    builder.appendBatch(twoRows({ otherInitiatives: { ...four, ids: [1, 2, 4, 3] } }));
    const columns = builder.finish();
    expect(columns.otherInitiatives[2]).toBe(columns.otherInitiatives[0]);
    expect(columns.otherInitiatives[4]).not.toBe(columns.otherInitiatives[0]);
    expect(readRow(columns, 4).otherInitiatives.map(({ id }) => id)).toEqual([1, 2, 4, 3]);
  });

  it.each([
    [
      'a supplier group code past the dictionary',
      twoRows({ possibleSupplierGroups: { offsets: [1, 3, 3], items: { codes: [1, 2, 3], values: ['Север', 'Юг', 'Восток'] } } }),
      'код 3 вне словаря из 3',
    ],
    [
      'an other initiative name code past the dictionary',
      twoRows({ otherInitiatives: { offsets: [1, 1, 3], ids: [5, 9, 7], names: { codes: [0, 1, 2], values: ['А', 'Б'] } } }),
      'код 2 вне словаря из 2',
    ],
    [
      'other initiatives with fewer names than ids',
      twoRows({ otherInitiatives: { offsets: [1, 1, 3], ids: [5, 9, 7], names: { codes: [0, 1], values: ['А', 'Б'] } } }),
      'у других инициатив не хватает названий',
    ],
    [
      'group lists past their items',
      twoRows({ possibleSupplierGroups: { offsets: [1, 3, 4], items: { codes: [1, 2, 0], values: ['Север', 'Юг', 'Восток'] } } }),
      'список за пределами данных',
    ],
    [
      'a product name code past its dictionary',
      twoRows({ promotionalProductName: { codes: [0, 2], words: utf8(['А', 'Б']) } }),
      'код 2 вне словаря столбца promotionalProductName',
    ],
    [
      'a barcode code past its dictionary',
      twoRows({ barcodes: { offsets: [0, 1, 1], items: { codes: [1], words: utf8(['4600000000001']) } } }),
      'код 1 вне словаря столбца barcodes',
    ],
    ['fewer promoter codes than rows', twoRows({ promoter: { codes: [0], values: ['АО Здоровье'] } }), 'промоутеров 1, строк 2'],
  ])('refuses %s, and appends nothing', (_, batch, message) => {
    const builder = createColumnsBuilder(4);
    builder.appendBatch(twoRows());
    expect(() => builder.appendBatch(batch)).toThrow(message);
    expect(builder.finish().length).toBe(2);
  });
});
