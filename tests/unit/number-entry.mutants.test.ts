import { describe, expect, it } from 'vitest';
import { readDecimal } from '../../src/domain/shared/number-entry';

// The reason a box gives is the first thing the user has to fix: a minus only when the rest is a
// number, leading zeros that do not count as digits, a trailing comma on a whole number allowed.
describe('what a number box says about a typed text', () => {
  const sum = { min: 0, max: 9_999_999_999.99 };
  const minutes = { min: 0, max: 59, whole: true };

  it.each([
    ['-1a', 'ожидается число, например 1 234,56'],
    ['-a1', 'ожидается число, например 1 234,56'],
    ['-,', 'ожидается число, например 1 234,56'],
    ['-12,5', 'не может быть отрицательным'],
  ])('refuses %j: %s', (text, refused) => {
    expect(readDecimal(sum, text)).toEqual({ refused });
  });

  it('reads no minus even where the range goes below zero: the text is no number it can read', () => {
    expect(readDecimal({ min: -100, max: 100 }, '-5')).toEqual({ refused: 'ожидается число, например 1 234,56' });
  });

  it('takes a whole number typed with a trailing comma and refuses one with decimals', () => {
    expect(readDecimal(minutes, '12,')).toEqual({ value: 12 });
    expect(readDecimal(minutes, '12.')).toEqual({ value: 12 });
    expect(readDecimal(minutes, '12,5')).toEqual({ refused: 'только целое число' });
  });

  it('does not count leading zeros as digits', () => {
    expect(readDecimal(sum, '00000000000012')).toEqual({ value: 12 });
    expect(readDecimal(sum, '0000000000001,5')).toEqual({ value: 1.5 });
    expect(readDecimal(sum, '0')).toEqual({ value: 0 });
  });

  it('refuses a number outside the range with the range in words', () => {
    expect(readDecimal(minutes, '60')).toEqual({ refused: 'от 0 до 59' });
    expect(readDecimal({ min: 1, max: 12.5 }, '0,5')).toEqual({ refused: 'от 1 до 12,50' });
    expect(readDecimal({ min: 1, max: 12.5 }, '12,5')).toEqual({ value: 12.5 });
  });
});
