import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { growingFloats } from '../../../src/domain/forecast/growing';

/**
 * A column fed by any mix of rows pushed, batches written in place (some found broken and never
 * kept) and guesses of the final count, right or wrong: it ends with exactly the values kept, in
 * order.
 */
type Step =
  | { kind: 'push'; value: number }
  | { kind: 'batch'; values: number[]; kept: boolean }
  | { kind: 'append'; values: number[] }
  | { kind: 'reserve'; extra: number };

const value = fc.integer({ min: -1000, max: 1000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  value.map((v) => ({ kind: 'push' as const, value: v })),
  fc.record({ kind: fc.constant('batch' as const), values: fc.array(value, { maxLength: 40 }), kept: fc.boolean() }),
  fc.record({ kind: fc.constant('append' as const), values: fc.array(value, { maxLength: 40 }) }),
  // A guess of the whole count from the values kept so far: too small, right or too large.
  fc.record({ kind: fc.constant('reserve' as const), extra: fc.integer({ min: -20, max: 40 }) }),
);

describe('a column fed rows, batches and guesses', () => {
  it('ends with exactly the values kept, in order', () => {
    fc.assert(
      fc.property(fc.nat({ max: 20 }), fc.array(step, { maxLength: 25 }), (capacity, steps) => {
        const column = growingFloats(capacity);
        const kept: number[] = [];
        for (const s of steps) {
          if (s.kind === 'push') {
            column.push(s.value);
            kept.push(s.value);
          } else if (s.kind === 'batch') {
            const room = column.spare(s.values.length);
            expect(room.length).toBe(s.values.length);
            room.set(s.values);
            if (s.kept) {
              column.commit(s.values.length);
              kept.push(...s.values);
            }
          } else if (s.kind === 'append') {
            column.append(s.values);
            kept.push(...s.values);
          } else column.reserve(Math.max(0, kept.length + s.extra));
          expect(column.length).toBe(kept.length);
        }
        const finished = column.finish();
        expect(Array.from(finished)).toEqual(kept);
        expect(finished.buffer.byteLength).toBe(kept.length * 8);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps its values when the guess of the count is below what it already holds', () => {
    const column = growingFloats(32);
    for (let i = 0; i < 20; i++) column.push(i);
    column.reserve(10);
    column.push(20);
    expect(Array.from(column.finish())).toEqual(Array.from({ length: 21 }, (_, i) => i));
  });
});
