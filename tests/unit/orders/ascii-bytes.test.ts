import { afterEach, describe, expect, it, vi } from 'vitest';
import { AsciiBytes } from '../../../src/domain/orders/ascii-bytes';

const written = (value: number) => {
  const out = new AsciiBytes(8);
  out.reserve(32);
  out.number(value);
  return new TextDecoder().decode(out.take());
};

describe('numbers written as bytes', () => {
  it('reads back as the very number for prices, sums and fractions, as JavaScript prints them', () => {
    const values = [
      0,
      7,
      -7,
      0.5,
      -0.5,
      0.01,
      0.1,
      10.2,
      150.5,
      4356.99,
      -4356.01,
      21474836.47,
      3 * 12.34,
      1 / 3,
      0.005,
      1e21,
      2 ** 31 + 0.5,
    ];
    for (let cents = -100_000; cents <= 100_000; cents += 7) values.push(cents / 100);
    for (const value of values) expect(written(value)).toBe(String(value));
  });

  describe('without making a string', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    // String() of every count and price was a large part of a million-row sheet's time: whole
    // numbers of 32 bits and money with up to two decimals are written from their digits.
    const stringsMadeFor = (values: number[]) => {
      const out = new AsciiBytes(1024);
      const made = vi.spyOn(globalThis, 'String');
      for (const value of values) out.number(value);
      const count = made.mock.calls.length;
      vi.restoreAllMocks();
      return { count, text: new TextDecoder().decode(out.take()) };
    };

    it('writes whole numbers of 32 bits and money of up to two decimals', () => {
      const values = [
        0, 1, 9, 10, 2_147_483_647, -1, -2_147_483_647, -2_147_483_648, 0.01, 0.1, 0.5, 150.5, 4356.99, -4356.01, 21_474_836.47,
      ];
      expect(stringsMadeFor(values)).toEqual({ count: 0, text: values.map((value) => String(value)).join('') });
    });

    it('leaves to String() what does not fit: past 32 bits, a third decimal, a fraction the hundredths miss', () => {
      for (const value of [2_147_483_648, -2_147_483_649, 21_474_836.48, 0.005, 1 / 3, 1e21]) {
        expect(stringsMadeFor([value]), String(value)).toEqual({ count: 1, text: String(value) });
      }
    });
  });
});
