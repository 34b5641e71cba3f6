import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderByDescendingKey } from '../../../src/domain/forecast/sort';

const byComparator = (keys: Float64Array) => Array.from({ length: keys.length }, (_, i) => i).sort((a, b) => keys[b] - keys[a] || a - b);

describe('ordering by descending key', () => {
  it('matches a stable comparator sort, small and radix-sized, with many ties', () => {
    const key = fc.oneof(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.constantFrom(0, 0.5, 1, 0.5 + Number.EPSILON, 1e-300),
      fc.integer({ min: 0, max: 5 }).map((k) => k / 5),
    );
    fc.assert(
      fc.property(fc.array(key, { maxLength: 40 }), fc.integer({ min: 0, max: 2500 }), (pattern, extra) => {
        // Repeat the pattern past the radix threshold (2048) in some runs.
        const keys = Float64Array.from(
          { length: pattern.length === 0 ? 0 : pattern.length + extra },
          (_, i) => pattern[i % pattern.length],
        );
        expect(Array.from(orderByDescendingKey(keys))).toEqual(byComparator(keys));
      }),
      { numRuns: 60 },
    );
  });

  it('orders keys that differ only in their last bits', () => {
    const keys = Float64Array.from({ length: 5000 }, (_, i) => 0.5 + ((i * 7919) % 13) * Number.EPSILON);
    expect(Array.from(orderByDescendingKey(keys))).toEqual(byComparator(keys));
  });

  it('reads NaN and -0 as 0', () => {
    expect(Array.from(orderByDescendingKey(Float64Array.from([Number.NaN, 1, -0, 0])))).toEqual([1, 0, 2, 3]);
  });
});
