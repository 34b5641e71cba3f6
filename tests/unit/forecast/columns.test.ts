import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allRows,
  createColumnsBuilder,
  firstBarcode,
  readRow,
  readWindow,
  supplierGroupsOf,
  toColumns,
} from '../../../src/domain/forecast/columns';
import { createDictionary, encode } from '../../../src/domain/forecast/dictionary';
import { forecastRows, sampleRow } from './arbitraries';

describe('the forecast as columns', () => {
  it('gives every row back as it came', () => {
    fc.assert(
      fc.property(forecastRows(), (rows) => {
        const columns = toColumns(rows);
        expect(columns.length).toBe(rows.length);
        rows.forEach((row, i) => expect(readRow(columns, i)).toEqual(row));
      }),
    );
  });

  it('builds the same columns page by page as all at once', () => {
    fc.assert(
      fc.property(forecastRows(), fc.integer({ min: 1, max: 7 }), (rows, pageSize) => {
        const builder = createColumnsBuilder(1);
        for (let start = 0; start < rows.length; start += pageSize) rows.slice(start, start + pageSize).forEach(builder.push);
        expect(builder.finish()).toEqual(toColumns(rows));
      }),
    );
  });

  it('keeps each repeated string once and gives rows small codes', () => {
    const rows = [
      sampleRow({ promoter: 'Промоутер 1', possibleSupplierGroups: ['Группа 1', 'Группа 2'] }),
      sampleRow({ promoter: 'Промоутер 2', possibleSupplierGroups: ['Группа 2'] }),
      sampleRow({ promoter: 'Промоутер 1', possibleSupplierGroups: [] }),
    ];
    const columns = toColumns(rows);
    expect(columns.promoters.values).toEqual(['Промоутер 1', 'Промоутер 2']);
    expect(Array.from(columns.promoter)).toEqual([0, 1, 0]);
    expect(columns.supplierGroups.values).toEqual(['Группа 1', 'Группа 2']);
    expect(Array.from(columns.supplierGroupStart)).toEqual([0, 2, 3, 3]);
    expect(supplierGroupsOf(columns, 2)).toEqual([]);
    expect(columns.initiatives).toEqual([{ id: 11, name: 'Матрица А' }]);
  });

  it('keeps numbers in typed arrays, null as NaN', () => {
    const columns = toColumns([sampleRow({ purchasedAmount: null, balance: 4 })]);
    expect(columns.purchasedAmount).toBeInstanceOf(Float64Array);
    expect(Number.isNaN(columns.purchasedAmount[0])).toBe(true);
    expect(readRow(columns, 0).purchasedAmount).toBeNull();
    expect(readRow(columns, 0).balance).toBe(4);
  });

  it('reads the first barcode without splitting', () => {
    const columns = toColumns([sampleRow({ barcodes: ['4600000000001', '4600000000002'] }), sampleRow({ barcodes: [] })]);
    expect(firstBarcode(columns, 0)).toBe('4600000000001');
    expect(firstBarcode(columns, 1)).toBe('');
  });

  it('reads a window of rows through an index array, clipped at its ends', () => {
    const rows = [1, 2, 3, 4].map((id) => sampleRow({ promotionalProductId: id }));
    const columns = toColumns(rows);
    const indices = Uint32Array.from([3, 1, 0]);
    expect(readWindow(columns, indices, 1, 10).map((row) => row.promotionalProductId)).toEqual([2, 1]);
    expect(readWindow(columns, indices, -5, 1).map((row) => row.promotionalProductId)).toEqual([4]);
    expect(Array.from(allRows(3))).toEqual([0, 1, 2]);
  });

  it('gives a dictionary value the same code every time', () => {
    const dictionary = createDictionary();
    expect([encode(dictionary, 'а'), encode(dictionary, 'б'), encode(dictionary, 'а')]).toEqual([0, 1, 0]);
  });
});
