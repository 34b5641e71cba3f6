import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ForecastColumnBatch } from '../../../src/domain/forecast/column-batch';
import { createColumnsBuilder, readRow, type ForecastColumns } from '../../../src/domain/forecast/columns';
import type { InitiativeRef } from '../../../src/domain/forecast/row';
import { sampleRow } from './arbitraries';

/**
 * The rows' other initiatives from columnar batches, each with its own dictionary of names: every
 * row reads its own list, in its order, and two rows share a set code exactly when their lists are
 * the same, whichever batch or way (rows pushed one by one) they came in.
 */
function batchOf(
  lists: readonly (readonly InitiativeRef[])[],
  namesOrder: (names: string[]) => string[] = (names) => names,
): ForecastColumnBatch {
  const n = lists.length;
  const values = namesOrder([...new Set(lists.flat().map(({ name }) => name))]);
  const offsets = [0];
  for (const list of lists) offsets.push(offsets.at(-1)! + list.length);
  const numbers = (value: number) => new Array<number>(n).fill(value);
  const empty = new Uint8Array(0);
  return {
    length: n,
    initiativeId: numbers(11),
    initiativeName: { codes: numbers(0), values: ['Матрица А'] },
    promoter: { codes: numbers(0), values: ['Промоутер 1'] },
    promotionalProductId: numbers(101),
    promotionalProductName: { codes: numbers(0), words: { bytes: new TextEncoder().encode('Аспирин'), offsets: [0, 14] } },
    barcodes: { offsets: numbers(0).concat(0), items: { bytes: empty, offsets: [0] } },
    regionalPurchasingPrice: numbers(10),
    minQuantity: numbers(1),
    requiredQuantity: numbers(1),
    regionalSalesQuantity: numbers(1),
    possibleProfit: numbers(1),
    possibleSupplierGroups: { offsets: numbers(0).concat(0), items: { codes: [], values: [] } },
    quantityForOrder: numbers(1),
    purchasedAmount: numbers(1),
    balance: numbers(1),
    otherInitiatives: {
      offsets,
      ids: lists.flat().map(({ id }) => id),
      names: { codes: lists.flat().map(({ name }) => values.indexOf(name)), values },
    },
  };
}

const keyOf = (list: readonly InitiativeRef[]) => JSON.stringify(list.map(({ id, name }) => [id, name]));

/** Every row reads its list, and rows share a set code exactly when their lists are equal. */
function expectSets(columns: ForecastColumns, lists: readonly (readonly InitiativeRef[])[]): void {
  expect(columns.length).toBe(lists.length);
  const codeOfKey = new Map<string, number>();
  const keyOfCode = new Map<number, string>();
  lists.forEach((list, i) => {
    expect(readRow(columns, i).otherInitiatives).toEqual(list);
    const code = columns.otherInitiatives[i];
    const key = keyOf(list);
    expect(codeOfKey.get(key) ?? code).toBe(code);
    expect(keyOfCode.get(code) ?? key).toBe(key);
    codeOfKey.set(key, code);
    keyOfCode.set(code, key);
  });
}

// A few initiatives, one of them (id 3) told under two names, and one name (Матрица Б) on two ids.
const initiative = fc.constantFrom(
  { id: 1, name: 'Матрица А' },
  { id: 2, name: 'Матрица Б' },
  { id: 3, name: 'Акция «Зима»' },
  { id: 3, name: 'Акция «Весна»' },
  { id: 4, name: 'Матрица Б' },
  { id: 5, name: 'Матрица Г' },
);
const list = fc.array(initiative, { maxLength: 7 });

describe('sets of other initiatives from columnar batches', () => {
  it('reads each row its own list, one code a distinct list, across batches and rows pushed one by one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(list, { maxLength: 6 }), { minLength: 1, maxLength: 3 }),
        fc.array(list, { maxLength: 4 }),
        (batches, pushed) => {
          const builder = createColumnsBuilder(4);
          batches.forEach((lists, b) => builder.appendBatch(batchOf(lists, b % 2 ? (names) => names.reverse() : undefined)));
          for (const others of pushed) builder.push(sampleRow({ otherInitiatives: [...others] }));
          expectSets(builder.finish(), [...batches.flat(), ...pushed]);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('keeps lists of six and more apart and together', () => {
    const six = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Инициатива ${id}` }));
    const seven = [...six, { id: 7, name: 'Инициатива 7' }];
    // Lists of seven alike but for their first initiative, and lists of five.
    const lists = [six, six.slice().reverse(), six, seven, [seven[1], ...seven.slice(1)], six.slice(0, 5), six.slice(0, 5)];
    const builder = createColumnsBuilder(4);
    builder.appendBatch(batchOf(lists.slice(0, 3)));
    builder.appendBatch(batchOf(lists.slice(3), (names) => names.reverse()));
    builder.appendBatch(batchOf(lists.slice(0, 2)));
    expectSets(builder.finish(), [...lists, ...lists.slice(0, 2)]);
  });

  it('keeps sets apart in a forecast of more than a thousand initiatives', () => {
    const many = Array.from({ length: 1030 }, (_, k) => ({ id: k + 1, name: `Инициатива ${k + 1}` }));
    const late = many.slice(1022, 1027);
    const lists = [
      ...many.map((one) => [one]),
      late,
      late.slice().reverse(),
      late,
      late.slice(0, 2),
      [many[0], many[1029]],
      [many[0], many[1029]],
      // Lists whose initiatives numbers, written one after another or as digits, read alike.
      [many[1029], many[0]],
      [many[4], many[1]],
      [1, 2, 3, 4, 5, 67].map((k) => many[k]),
      [12, 3, 4, 5, 6, 7].map((k) => many[k]),
      [many[1023], many[0]],
      [many[0], many[1]],
    ];
    const builder = createColumnsBuilder(4);
    builder.appendBatch(batchOf(lists.slice(0, 1030)));
    builder.appendBatch(batchOf(lists.slice(1030)));
    builder.appendBatch(batchOf(lists.slice(1030), (names) => names.reverse()));
    expectSets(builder.finish(), [...lists, ...lists.slice(1030)]);
  });
});
