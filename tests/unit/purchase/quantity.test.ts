import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptQuantityText, packsOf } from '../../../src/domain/purchase/quantity';

/** §5, read again: 'digits only, up to 12; non-matching input is ignored'. */
const spec = /^[0-9]{0,12}$/;

/** Texts a user may type or paste: digits, near misses and anything at all. */
const typed = fc.oneof(
  fc.stringMatching(/^\d{0,14}$/u),
  fc.stringMatching(/^[\d ,.+-]{0,6}$/u),
  fc.constantFrom('', ' 1', '1 ', '-1', '1e3', '1.5', '1,5', '０１', '١٢', '12а', '999999999999', '9999999999999'),
  fc.string({ maxLength: 14 }),
);

describe('the order quantity of purchase and RG orders (§5)', () => {
  it('takes a typed text that matches the rule, as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/u), typed, (previous, text) => {
        const shown = acceptQuantityText(previous, text);
        expect(spec.test(shown)).toBe(true);
        expect(shown).toBe(spec.test(text) ? text : previous);
      }),
      { numRuns: 500 },
    );
  });

  it('ignores a text that does not match: the previous value stays', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/u), typed.filter((text) => !spec.test(text)), (previous, text) => {
        expect(acceptQuantityText(previous, text)).toBe(previous);
      }),
    );
  });

  it('orders the packs the digits say; empty is 0; exact up to 12 digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999n }), (value) => {
        expect(packsOf(String(value))).toBe(Number(value));
      }),
    );
    expect(packsOf('')).toBe(0);
    expect(packsOf('007')).toBe(7);
    expect(packsOf('999999999999')).toBe(999_999_999_999);
  });

  it('examples', () => {
    expect(acceptQuantityText('5', '12')).toBe('12');
    expect(acceptQuantityText('5', '')).toBe('');
    expect(acceptQuantityText('5', '1.5')).toBe('5');
    expect(acceptQuantityText('5', '-1')).toBe('5');
    expect(acceptQuantityText('5', '1234567890123')).toBe('5');
    expect(acceptQuantityText('5', ' 7')).toBe('5');
  });
});
