import fc from 'fast-check';
import { ungrouped } from '../support/thousands';
import { describe, expect, it } from 'vitest';
import { boxText, entryOutcome, readDecimal, restoredSentence, shownBoxText } from '../../src/domain/shared/number-entry';
import { readPacks } from '../../src/domain/orders/order-quantity';
import { readPurchaseSum } from '../../src/domain/orders/purchase/purchase-sum';

/** The number rule of every box: read or refused in words, never rewritten; committed only when read. */
describe('the number rule of the portal’s boxes', () => {
  const sum = { min: 0, max: 9_999_999_999.99 };

  it.each([
    ['-100', 'не может быть отрицательным'],
    ['1e5', 'ожидается число, например 1 234,56'],
    ['99999999999', 'не больше 10 цифр до запятой'],
    ['12,345', 'не больше 2 знаков после запятой'],
    ['1.2,3', 'только одна запятая'],
    ['1  000', 'ожидается число, например 1 234,56'],
    ['12, 5', 'ожидается число, например 1 234,56'],
    ['1 0a0', 'ожидается число, например 1 234,56'],
    // A space that groups no thousands: two entries run together, not one number.
    ['0 0', 'ожидается число, например 1 234,56'],
    ['12 5', 'ожидается число, например 1 234,56'],
    ['1 50,5', 'ожидается число, например 1 234,56'],
    ['1234 567', 'ожидается число, например 1 234,56'],
    ['-1 500', 'не может быть отрицательным'],
    ['', 'укажите значение'],
  ])('refuses %j: %s', (text, refused) => {
    expect(readDecimal(sum, text)).toEqual({ refused });
  });

  it.each([
    ['1234,56', 1234.56],
    ['1234.5', 1234.5],
    ['12,', 12],
    [',5', 0.5],
    [' 007 ', 7],
    ['9999999999,99', 9_999_999_999.99],
    // Thousands as the portal shows them, with any of the spaces a copy from a page brings.
    ['1 000', 1000],
    ['1 234 567,89', 1_234_567.89],
    ['1\u00a0234,5', 1234.5],
    ['1\u202f234', 1234],
  ])('reads %j as %d', (text, value) => {
    expect(readDecimal(sum, text)).toEqual({ value });
  });

  it('never reads a text as another number than the one it spells', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[-−0-9.,e ]{0,14}$/u), (text) => {
        const reading = readDecimal(sum, text);
        if ('refused' in reading) return;
        // Spaces between thousands before the separator mean nothing.
        const spelled = ungrouped(text);
        expect(reading.value).toBe(Number(spelled.replace(',', '.').replace(/^\./u, '0.').replace(/\.$/u, '')));
      }),
      { numRuns: 2000 },
    );
  });

  it('the purchase form says its reasons as sentences, the spec’s required text verbatim', () => {
    expect(readPurchaseSum('')).toEqual({ refused: 'Поле обязательное для заполнения' });
    expect(readPurchaseSum('-100')).toEqual({ refused: 'Сумма закупки не может быть отрицательной' });
    expect(readPurchaseSum('1e5')).toEqual({ refused: 'Ожидается число, например 1 234,56' });
    expect(readPurchaseSum('99999999999')).toEqual({ refused: 'Не больше 10 цифр до запятой' });
  });

  it('a box shows a number as the portal writes it: grouped, a comma, kopecks for roubles', () => {
    expect(boxText(12.5)).toBe('12,5');
    expect(boxText(1797146.4, 2)).toBe('1 797 146,40');
    expect(boxText(1000, 2)).toBe('1 000,00');
    expect(boxText(420000)).toBe('420 000');
  });

  it('a committed text is shown grouped and reads back as the same number; a refused one as typed', () => {
    expect(shownBoxText('18500', true)).toBe('18 500,00');
    expect(shownBoxText('1234,5', true)).toBe('1 234,50');
    expect(shownBoxText('12,', true)).toBe('12,00');
    expect(shownBoxText('1234567')).toBe('1 234 567');
    expect(shownBoxText('12.5')).toBe('12,5');
    expect(shownBoxText('')).toBe('');
    expect(shownBoxText('abc')).toBe('abc');
    expect(shownBoxText('-5', true)).toBe('-5');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), fc.boolean(), (kopecks, money) => {
        const sum = { min: 0, max: 9_999_999_999.99 };
        const text = money ? String(kopecks / 100).replace('.', ',') : String(kopecks);
        const before = readDecimal({ ...sum, max: 1e12 }, text);
        expect(readDecimal({ ...sum, max: 1e12 }, shownBoxText(text, money))).toEqual(before);
      }),
    );
  });

  it('commits a read text only; a refused one names its reason and changes nothing', () => {
    const read = (text: string) => {
      const reading = readPacks(text);
      return 'refused' in reading ? reading : { value: reading.packs };
    };
    expect(entryOutcome(read, '12', '12')).toEqual({ kind: 'unchanged' });
    expect(entryOutcome(read, '12', '5')).toEqual({ kind: 'commit', text: '5' });
    expect(entryOutcome(read, '12', '999999')).toEqual({ kind: 'refuse', reason: 'Не больше 10 000 упаковок в строке' });
    expect(entryOutcome(read, '12', '1,5')).toEqual({ kind: 'refuse', reason: 'Только целое число упаковок' });
    expect(restoredSentence(' 1,5 ', 'только целое число упаковок', 'В заказе остаётся 12')).toBe(
      '«1,5» не принято: только целое число упаковок. В заказе остаётся 12',
    );
  });
});
