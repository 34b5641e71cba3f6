import { describe, expect, it } from 'vitest';
import {
  BrokenBatchError,
  checkListOffsets,
  checkUtf8Texts,
  sliceColumnBatch,
  writeNumbers,
  type ForecastColumnBatch,
  type NumbersInto,
} from '../../../src/domain/forecast/column-batch';
import { createColumnsBuilder, readRow } from '../../../src/domain/forecast/columns';
import { utf8 } from './utf8-texts';

/**
 * The checks a columnar batch passes before it is appended (each refusal names what is broken, in
 * Russian, for the answer's error), and a batch appended in parts giving the rows of the whole.
 */
/** Numbers made while appended, as money from kopecks is. */
const kopecks = (values: number[]): NumbersInto => ({
  length: values.length,
  writeInto(target, from) {
    for (let i = 0; i < target.length; i++) target[i] = values[from + i] / 100;
  },
});

/** Three rows, numbers as plain arrays, made-while-appended numbers and plain texts mixed. */
function threeRows(changes: Partial<ForecastColumnBatch> = {}): ForecastColumnBatch {
  return {
    length: 3,
    initiativeId: [7, 8, 7],
    initiativeName: { codes: [0, 1, 0], values: ['Матрица А', 'Матрица Б'] },
    promoter: { codes: [1, 0, 1], values: ['АО Здоровье', 'ООО Фарма'] },
    promotionalProductId: [101, 102, 103],
    promotionalProductName: utf8(['Аспирин', 'Ёжик 😀', 'Нурофен']),
    barcodes: { offsets: [0, 1, 1, 3], items: utf8(['4600000000001', '4600000000002', '4600000000003']) },
    regionalPurchasingPrice: kopecks([1050, 2000, 399]),
    minQuantity: [1, 2, 3],
    requiredQuantity: [3, 4, 5],
    regionalSalesQuantity: [5, 6, 7],
    possibleProfit: kopecks([700, 800, 900]),
    possibleSupplierGroups: { offsets: [0, 2, 2, 3], items: { codes: [1, 0, 1], values: ['Север', 'Юг'] } },
    quantityForOrder: [0, 1, 2],
    purchasedAmount: [NaN, 3, 4],
    balance: [2, NaN, 1],
    otherInitiatives: { offsets: [0, 1, 1, 1], ids: [8], names: { codes: [0], values: ['Матрица Б'] } },
    ...changes,
  };
}

const rowsOf = (...batches: ForecastColumnBatch[]) => {
  const builder = createColumnsBuilder(2);
  for (const batch of batches) builder.appendBatch(batch);
  const columns = builder.finish();
  return Array.from({ length: columns.length }, (_, i) => readRow(columns, i));
};

describe('a batch appended in parts', () => {
  it('gives the rows of the whole batch, whichever way it is cut', () => {
    const whole = rowsOf(threeRows());
    expect(whole.map((row) => row.regionalPurchasingPrice)).toEqual([10.5, 20, 3.99]);
    expect(whole[2]).toMatchObject({
      initiativeName: 'Матрица А',
      promoter: 'ООО Фарма',
      promotionalProductId: 103,
      promotionalProductName: 'Нурофен',
      barcodes: ['4600000000002', '4600000000003'],
      possibleSupplierGroups: ['Юг'],
      possibleProfit: 9,
      balance: 1,
    });
    const batch = threeRows();
    for (const cut of [
      [0, 1, 3],
      [0, 2, 3],
      [0, 1, 2, 3],
    ]) {
      const parts = cut.slice(1).map((to, k) => sliceColumnBatch(batch, cut[k], to));
      expect(parts.map((part) => part.length)).toEqual(cut.slice(1).map((to, k) => to - cut[k]));
      expect(rowsOf(...parts)).toEqual(whole);
    }
  });

  it('gives the same rows from a typed-array batch and its parts', () => {
    const typed = threeRows({ promotionalProductId: Float64Array.of(101, 102, 103), minQuantity: Float64Array.of(1, 2, 3) });
    expect(rowsOf(sliceColumnBatch(typed, 0, 2), sliceColumnBatch(typed, 2, 3))).toEqual(rowsOf(typed));
  });

  it('keeps the whole batch when the part is all of it', () => {
    const batch = threeRows();
    expect(sliceColumnBatch(batch, 0, 3)).toBe(batch);
    expect(sliceColumnBatch(batch, 0, 2).length).toBe(2);
    expect(sliceColumnBatch(batch, 1, 3).length).toBe(2);
  });
});

describe('numbers written into a column', () => {
  it('writes the values from the given row on', () => {
    const target = new Float64Array(2);
    writeNumbers([1, 2, 3, 4], target, 1);
    expect(Array.from(target)).toEqual([2, 3]);
    writeNumbers([5, 6, 7, 8], target);
    expect(Array.from(target)).toEqual([5, 6]);
    writeNumbers(Float64Array.of(9, 10), target);
    expect(Array.from(target)).toEqual([9, 10]);
    // Money of rows 1..3 of a batch, made while written, from the part's second row on.
    const part = sliceColumnBatch(threeRows({ possibleProfit: kopecks([100, 200, 300, 400]), length: 4 }), 1, 4);
    writeNumbers(part.possibleProfit, target, 1);
    expect(Array.from(target)).toEqual([3, 4]);
  });
});

describe('the check of a batch texts', () => {
  const refusal = (texts: { bytes: Uint8Array; offsets: number[] }) => {
    try {
      checkUtf8Texts(texts);
    } catch (error) {
      expect(error).toBeInstanceOf(BrokenBatchError);
      expect((error as Error).name).toBe('BrokenBatchError');
      return (error as Error).message;
    }
    return null;
  };
  const ascii = (text: string) => new TextEncoder().encode(text);

  it('accepts texts in order inside their bytes, even with bytes after them that are not theirs', () => {
    expect(refusal(utf8(['Аспирин', '', 'Ёжик 😀']))).toBeNull();
    expect(refusal({ bytes: Uint8Array.of(0x61, 0x80), offsets: [0, 1] })).toBeNull();
    expect(refusal({ bytes: ascii('abcd'), offsets: [1, 2, 4] })).toBeNull();
    expect(refusal({ bytes: ascii(''), offsets: [0] })).toBeNull();
  });

  it('refuses texts outside their bytes', () => {
    expect(refusal({ bytes: ascii('abc'), offsets: [-1, 2] })).toBe('тексты за пределами данных (-1..2 из 3 байт)');
    expect(refusal({ bytes: ascii('abc'), offsets: [2, 1] })).toBe('тексты за пределами данных (2..1 из 3 байт)');
    expect(refusal({ bytes: ascii('abc'), offsets: [0, 4] })).toBe('тексты за пределами данных (0..4 из 3 байт)');
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(refusal({ bytes: Uint8Array.of(0x61, 0xff), offsets: [0, 2] })).toBe('текст не в кодировке UTF-8');
  });

  it('refuses offsets out of order', () => {
    expect(refusal({ bytes: ascii('abcde'), offsets: [0, 3, 1, 5] })).toBe('смещения текстов идут не по порядку');
    expect(refusal({ bytes: ascii('abcde'), offsets: [0, 5, 3] })).toBe('смещения текстов идут не по порядку');
  });

  it('refuses a text cut in the middle of a character', () => {
    expect(refusal({ bytes: ascii('ёж'), offsets: [0, 1, 4] })).toBe('текст разрезан посреди символа');
  });
});

describe('the check of a batch lists', () => {
  const refusal = (offsets: number[], length: number, items: number) => {
    try {
      checkListOffsets(offsets, length, items);
    } catch (error) {
      expect(error).toBeInstanceOf(BrokenBatchError);
      return (error as Error).message;
    }
    return null;
  };

  it('accepts lists in order inside the items, from any first item', () => {
    expect(refusal([0, 2, 2, 3], 3, 3)).toBeNull();
    expect(refusal([1, 1, 3], 2, 4)).toBeNull();
  });

  it('refuses lists of another count of rows, out of order or past the items', () => {
    expect(refusal([0, 1], 2, 3)).toBe('смещений списка 2, строк 2');
    expect(refusal([0, 2, 1, 3], 3, 3)).toBe('смещения списка идут не по порядку');
    expect(refusal([0, 1, 4], 2, 3)).toBe('список за пределами данных');
    expect(refusal([-1, 1, 2], 2, 3)).toBe('список за пределами данных');
  });
});

describe('a batch that does not hold together', () => {
  it.each([
    ['a number column of another length', threeRows({ minQuantity: [1, 2] }), 'в столбце minQuantity 2 значений, строк 3'],
    ['money made for fewer rows', threeRows({ possibleProfit: kopecks([1, 2, 3, 4]) }), 'в столбце possibleProfit 4 значений, строк 3'],
    ['fewer initiative ids than rows', threeRows({ initiativeId: [7, 8] }), 'в столбце initiativeId 2 значений, строк 3'],
    [
      'fewer initiative names than rows',
      threeRows({ initiativeName: { codes: [0, 1], values: ['Матрица А', 'Матрица Б'] } }),
      'названий инициатив 2, строк 3',
    ],
    [
      'an initiative name code past the dictionary',
      threeRows({ initiativeName: { codes: [0, 2, 0], values: ['Матрица А', 'Матрица Б'] } }),
      'код 2 вне словаря из 2',
    ],
    [
      'supplier group lists whose offsets are not numbers',
      threeRows({ possibleSupplierGroups: { offsets: [NaN, 2, 2, 3], items: { codes: [1, 0, 1], values: ['Север', 'Юг'] } } }),
      'кодов 3, нужны NaN..NaN',
    ],
  ])('refuses %s, and appends nothing', (_, batch, message) => {
    const builder = createColumnsBuilder(2);
    builder.appendBatch(threeRows());
    expect(() => builder.appendBatch(batch)).toThrow(new BrokenBatchError(message));
    const columns = builder.finish();
    expect(columns.length).toBe(3);
    expect(readRow(columns, 2).promotionalProductName).toBe('Нурофен');
  });
});
