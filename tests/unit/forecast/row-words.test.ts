import { describe, expect, it } from 'vitest';
import { BrokenBatchError } from '../../../src/domain/forecast/column-batch';
import { createRowWordListsBuilder, createRowWordsBuilder, onlyWordBytesOf, wordOf, wordsOf } from '../../../src/domain/forecast/row-words';
import { utf8 } from './utf8-texts';

/**
 * Product names and barcodes kept as the rows' codes into UTF-8 words: rows pushed one by one and
 * batches (plain texts, or coded into a dictionary a later batch may hand again) read back as
 * they came, and a batch that does not hold together is refused with what is wrong.
 */
const refusal = (append: () => void) => {
  try {
    append();
  } catch (error) {
    expect(error).toBeInstanceOf(BrokenBatchError);
    return (error as Error).message;
  }
  return null;
};

describe('product names', () => {
  it('reads rows pushed, plain batches and coded batches, a dictionary handed again included', () => {
    const names = createRowWordsBuilder(1);
    names.reserve(8);
    names.push('Аспирин');
    names.prepare(utf8(['Нурофен', 'Ёжик 😀']), 2, 'promotionalProductName')();
    const dictionary = utf8(['Цитрамон', 'Анальгин']);
    names.prepare({ codes: [1, 0, 1], words: dictionary }, 3, 'promotionalProductName')();
    names.prepare({ codes: [0, 0], words: dictionary }, 2, 'promotionalProductName')();
    names.push('Парацетамол');
    const column = names.finish();
    expect(Array.from({ length: 9 }, (_, i) => wordOf(column, i))).toEqual([
      'Аспирин',
      'Нурофен',
      'Ёжик 😀',
      'Анальгин',
      'Цитрамон',
      'Анальгин',
      'Цитрамон',
      'Цитрамон',
      'Парацетамол',
    ]);
    const kept = ['Аспирин', 'Нурофен', 'Ёжик 😀', 'Цитрамон', 'Анальгин', 'Парацетамол'];
    expect(column.words.length).toBe(kept.length);
    expect(column.words.bytes.length).toBe(new TextEncoder().encode(kept.join('')).length);
  });

  it('refuses a batch of another count of texts or a code outside the dictionary, and appends nothing', () => {
    const names = createRowWordsBuilder(1);
    names.push('Аспирин');
    expect(refusal(() => names.prepare(utf8(['Нурофен', 'Ёжик']), 3, 'promotionalProductName'))).toBe('текстов 2, строк 3');
    expect(refusal(() => names.prepare({ codes: [0, 1], words: utf8(['А']) }, 3, 'promotionalProductName'))).toBe('текстов 2, строк 3');
    expect(refusal(() => names.prepare({ codes: [0, -1], words: utf8(['А']) }, 2, 'promotionalProductName'))).toBe(
      'код -1 вне словаря столбца promotionalProductName',
    );
    expect(refusal(() => names.prepare({ codes: [0, 1], words: utf8(['А']) }, 2, 'promotionalProductName'))).toBe(
      'код 1 вне словаря столбца promotionalProductName',
    );
    const column = names.finish();
    expect(column.codes.length).toBe(1);
    expect(wordOf(column, 0)).toBe('Аспирин');
  });
});

describe('barcodes', () => {
  it('reads lists pushed and from batches, from the rows own first item, and a row of one barcode as its bytes', () => {
    const lists = createRowWordListsBuilder(1);
    lists.reserve(6);
    lists.push(['4600000000001', '4600000000002']);
    lists.prepare(
      { offsets: [1, 2, 2, 4], items: utf8(['не эта строка', '4600000000003', '4600000000004', '4600000000005']) },
      3,
      'barcodes',
    )();
    const dictionary = utf8(['4600000000006', '4600000000007']);
    lists.prepare({ offsets: [0, 2, 3], items: { codes: [1, 0, 0], words: dictionary } }, 2, 'barcodes')();
    lists.prepare({ offsets: [0, 1], items: { codes: [1], words: dictionary } }, 1, 'barcodes')();
    lists.push([]);
    const column = lists.finish();
    const rows = Array.from({ length: 8 }, (_, i) => wordsOf(column, i));
    expect(rows).toEqual([
      ['4600000000001', '4600000000002'],
      ['4600000000003'],
      [],
      ['4600000000004', '4600000000005'],
      ['4600000000007', '4600000000006'],
      ['4600000000006'],
      ['4600000000007'],
      [],
    ]);
    // Each batch's words kept once, a dictionary handed again not copied again, nothing between them.
    expect(column.words.length).toBe(7);
    expect(column.words.bytes.length).toBe(7 * 13);
    const decoder = new TextDecoder();
    expect(rows.map((_, i) => onlyWordBytesOf(column, i)).map((bytes) => (bytes === null ? null : decoder.decode(bytes)))).toEqual(
      rows.map((texts) => (texts.length === 1 ? texts[0] : null)),
    );
  });

  it('refuses lists past their items or whose offsets are not numbers, and appends nothing', () => {
    const lists = createRowWordListsBuilder(1);
    lists.push(['4600000000001']);
    expect(refusal(() => lists.prepare({ offsets: [0, 1, 4], items: utf8(['1', '2', '3']) }, 2, 'barcodes'))).toBe(
      'список за пределами данных',
    );
    expect(refusal(() => lists.prepare({ offsets: [NaN, 1, 2], items: utf8(['1', '2', '3']) }, 2, 'barcodes'))).toBe(
      'текстов 3, нужны NaN..NaN',
    );
    expect(refusal(() => lists.prepare({ offsets: [NaN, 1, 2], items: { codes: [0, 0, 0], words: utf8(['1']) } }, 2, 'barcodes'))).toBe(
      'кодов 3, нужны NaN..NaN',
    );
    expect(refusal(() => lists.prepare({ offsets: [0, 1, 2], items: { codes: [0, 3], words: utf8(['1']) } }, 2, 'barcodes'))).toBe(
      'код 3 вне словаря столбца barcodes',
    );
    const column = lists.finish();
    expect(wordsOf(column, 0)).toEqual(['4600000000001']);
    expect(column.start.length).toBe(2);
  });
});
