import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { allRows, createColumnsBuilder, toColumns } from '../../../src/domain/forecast/columns';
import { forecastSheetColumns, forecastWorkbook, productsSheetColumns } from '../../../src/domain/forecast/files';
import type { ForecastRow } from '../../../src/domain/forecast/row';
import fc from 'fast-check';
import { forecastRows, sampleRow } from './arbitraries';

/**
 * The texts of the forecast spreadsheet where rows repeat them (initiatives, promoters, products,
 * barcodes, supplier groups, other initiatives): each cell shows its own row's text, however many
 * rows share it or hold a list of the same items in another order.
 */
const groups = ['Группа 1', 'Группа 2', 'Группа 3', 'Группа 4', 'Группа 5'];
const barcodes = ['4600000000001', '4600000000002', '4600000000003'];
const initiatives = [
  { id: 11, name: 'Матрица А' },
  { id: 12, name: 'Матрица Б' },
  { id: 13, name: 'Матрица В' },
];

/** Rows whose lists take every length from none to four, in different orders of the same items. */
// The first three: an empty list after a list of one, then a list of two.
const groupLists = [
  [0],
  [],
  [1, 2],
  [],
  [1],
  [4],
  [0, 1],
  [1, 0],
  [0, 4],
  [4, 0],
  [1, 2],
  [0, 1, 2],
  [2, 1, 0],
  [0, 2, 1],
  [1, 0, 2],
  [4, 3, 2],
  [0, 1, 2, 3],
  [3, 2, 1, 0],
  // Lists of three alike but for their middle group, each after the same list of one.
  [3],
  [0, 1, 2],
  [3],
  [0, 4, 2],
];
const barcodeLists = [[], [0], [1], [2], [0, 1], [1, 0], [0, 1, 2]];
const rows: ForecastRow[] = groupLists.map((list, k) =>
  sampleRow({
    initiativeId: initiatives[k % 3].id,
    initiativeName: initiatives[k % 3].name,
    promoter: `Промоутер ${k % 4}`,
    promotionalProductId: 100 + (k % 5),
    promotionalProductName: `Товар ${k % 5} «${k % 2 ? 'ёж' : 'ж'}»`,
    barcodes: barcodeLists[k % barcodeLists.length].map((b) => barcodes[b]),
    possibleSupplierGroups: list.map((g) => groups[g]),
    otherInitiatives: k % 3 === 0 ? [] : k % 3 === 1 ? [initiatives[(k + 1) % 3]] : [initiatives[0], initiatives[2]],
  }),
);
const columns = toColumns(rows);
const quantity = Float64Array.from(rows, (_, k) => k % 3);

/** What a row's text cells show, by header. */
const expectedTexts = (row: ForecastRow) => ({
  Инициатива: row.initiativeName,
  'Промоутер (держатель контракта)': row.promoter,
  Товар: row.promotionalProductName,
  Штрихкоды: row.barcodes.join(', '),
  'Другие инициативы': row.otherInitiatives.map(({ name }) => name).join('; '),
  'Допустимые группы поставщиков': row.possibleSupplierGroups.join(', '),
});

describe('the texts of the forecast spreadsheet', () => {
  it('gives each row its own texts, as values and in the file', async () => {
    const sheetColumns = forecastSheetColumns(columns, quantity);
    const byHeader = new Map(sheetColumns.map((column) => [column.header, column]));
    rows.forEach((row, i) => {
      for (const [header, text] of Object.entries(expectedTexts(row)))
        expect([header, byHeader.get(header)!.value(i)]).toEqual([header, text]);
    });

    const book = XLSX.read(await forecastWorkbook(columns, allRows(rows.length), quantity), { type: 'array' });
    const cells = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]], { defval: '' });
    expect(cells.map((cell) => Object.fromEntries(Object.keys(expectedTexts(rows[0])).map((header) => [header, cell[header]])))).toEqual(
      rows.map(expectedTexts),
    );
  });

  it('gives the same code only to cells of the same text', () => {
    for (const sheetColumns of [forecastSheetColumns(columns, quantity), productsSheetColumns(columns, quantity)]) {
      for (const column of sheetColumns) {
        if (!column.code) continue;
        const textOf = new Map<number, unknown>();
        rows.forEach((_, i) => {
          const code = column.code!(i);
          if (code < 0) return;
          if (!textOf.has(code)) textOf.set(code, column.value(i));
          expect([column.header, i, column.value(i)]).toEqual([column.header, i, textOf.get(code)]);
          const bytes = column.utf8?.(i) ?? null;
          if (bytes !== null) expect(new TextDecoder().decode(bytes)).toBe(column.value(i));
        });
      }
    }
  });

  it('gives the same code only to cells of the same text, whatever the rows', () => {
    fc.assert(
      fc.property(forecastRows(12), (some) => {
        const someColumns = toColumns(some);
        for (const column of forecastSheetColumns(someColumns, new Float64Array(some.length))) {
          if (!column.code) continue;
          const textOf = new Map<number, unknown>();
          some.forEach((_, i) => {
            const code = column.code!(i);
            if (code < 0) return;
            if (!textOf.has(code)) textOf.set(code, column.value(i));
            expect([column.header, column.value(i)]).toEqual([column.header, textOf.get(code)]);
          });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('keeps supplier groups apart in a forecast of more groups than a code of three can hold', () => {
    // 1 300 distinct groups: lists of two and three are then told apart by their text alone.
    const many = Array.from({ length: 1300 }, (_, k) => `Группа ${k}`);
    const manyRows = [
      ...many.map((group) => sampleRow({ possibleSupplierGroups: [group] })),
      sampleRow({ possibleSupplierGroups: [many[0], many[1]] }),
      sampleRow({ possibleSupplierGroups: [many[1], many[0]] }),
      sampleRow({ possibleSupplierGroups: [many[0], many[1], many[2]] }),
      sampleRow({ possibleSupplierGroups: [many[2], many[1], many[0]] }),
      sampleRow({ possibleSupplierGroups: [many[0], many[1], many[2], many[3]] }),
    ];
    const manyColumns = toColumns(manyRows);
    const column = forecastSheetColumns(manyColumns, new Float64Array(manyRows.length)).find(
      ({ header }) => header === 'Допустимые группы поставщиков',
    )!;
    const textOf = new Map<number, unknown>();
    manyRows.forEach((row, i) => {
      expect(column.value(i)).toBe(row.possibleSupplierGroups.join(', '));
      const code = column.code!(i);
      if (code < 0) return;
      if (!textOf.has(code)) textOf.set(code, column.value(i));
      expect(textOf.get(code)).toBe(column.value(i));
    });
  });

  it('shows each row its own barcodes where a columnar answer codes them into one dictionary', async () => {
    const words = new TextEncoder().encode(barcodes.join(''));
    const lists = [[0], [0, 1], [], [1], [0, 1, 2], [1, 0], [2]];
    const offsets = [0];
    for (const list of lists) offsets.push(offsets.at(-1)! + list.length);
    const n = lists.length;
    const numbers = (value: number) => new Array<number>(n).fill(value);
    const builder = createColumnsBuilder(n);
    builder.appendBatch({
      length: n,
      initiativeId: numbers(11),
      initiativeName: { codes: numbers(0), values: ['Матрица А'] },
      promoter: { codes: numbers(0), values: ['Промоутер 1'] },
      promotionalProductId: lists.map((_, k) => 100 + k),
      promotionalProductName: {
        codes: lists.map((_, k) => k % 2),
        words: { bytes: new TextEncoder().encode('АспиринНурофен'), offsets: [0, 14, 28] },
      },
      barcodes: { offsets, items: { codes: lists.flat(), words: { bytes: words, offsets: [0, 13, 26, 39] } } },
      regionalPurchasingPrice: numbers(10),
      minQuantity: numbers(1),
      requiredQuantity: numbers(1),
      regionalSalesQuantity: numbers(1),
      possibleProfit: numbers(1),
      possibleSupplierGroups: { offsets: numbers(0).concat(0), items: { codes: [], values: [] } },
      quantityForOrder: numbers(1),
      purchasedAmount: numbers(1),
      balance: numbers(1),
      otherInitiatives: { offsets: numbers(0).concat(0), ids: [], names: { codes: [], values: [] } },
    });
    const coded = builder.finish();
    const book = XLSX.read(await forecastWorkbook(coded, allRows(n), new Float64Array(n).fill(1)), { type: 'array' });
    const cells = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]], { defval: '' });
    expect(cells.map((cell) => [cell['Товар'], cell['Штрихкоды']])).toEqual(
      lists.map((list, k) => [k % 2 ? 'Нурофен' : 'Аспирин', list.map((b) => barcodes[b]).join(', ')]),
    );
  });
});
