import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSetCodes } from '../../../src/domain/forecast/set-codes';

describe('codes of sets packed into numbers', () => {
  it('answer what was set for every key below 2^53, as a Map would, across the growth of the table', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.maxSafeNat(), fc.nat()), { maxLength: 3000 }),
        fc.array(fc.maxSafeNat(), { maxLength: 50 }),
        (entries, others) => {
          const table = createSetCodes(1);
          const map = new Map<number, number>();
          for (const [key, code] of entries) {
            table.set(key, code);
            map.set(key, code);
          }
          for (const key of [...map.keys(), ...others, 0]) expect(table.get(key)).toBe(map.get(key) ?? -1);
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('codes of many sets', () => {
  it('answers the last code set for each of thousands of keys, small and past 2^32, and -1 for the others', () => {
    const table = createSetCodes(1);
    const map = new Map<number, number>();
    // Keys alike in their low or their high 32 bits, as packed sets of few refs are.
    const keys = Array.from({ length: 3000 }, (_, k) => (k % 3 === 0 ? k : k % 3 === 1 ? k * 4294967296 : (k % 50) * 4294967296 + k));
    keys.forEach((key, k) => {
      table.set(key, k);
      map.set(key, k);
    });
    // Some keys set again with another code.
    keys.slice(0, 500).forEach((key, k) => {
      table.set(key, k + 10_000);
      map.set(key, k + 10_000);
    });
    for (const [key, code] of map) expect(table.get(key)).toBe(code);
    for (const absent of [1, 2, 4294967297, 2 ** 53 - 1, 3001 * 4294967296]) expect(table.get(absent)).toBe(-1);
  });
});
