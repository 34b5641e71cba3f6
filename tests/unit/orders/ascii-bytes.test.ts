import { describe, expect, it } from 'vitest';
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
});
