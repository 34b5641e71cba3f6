import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPackedStringsBuilder, stringAt } from '../../../src/domain/forecast/packed-strings';

describe('packed string columns', () => {
  it('give every value back, across the chunks they are joined in', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 6 }), { maxLength: 9000 }), (values) => {
        const builder = createPackedStringsBuilder(1);
        values.forEach(builder.push);
        const packed = builder.finish();
        expect(packed.length).toBe(values.length);
        values.forEach((value, i) => expect(stringAt(packed, i)).toBe(value));
      }),
      { numRuns: 15 },
    );
  });
});
