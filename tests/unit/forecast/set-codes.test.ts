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
