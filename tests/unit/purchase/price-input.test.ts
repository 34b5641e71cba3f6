import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptPriceText, priceBoundText, priceBoxText, readPriceBound, priceValue } from '../../../src/domain/orders/purchase/price-input';

/**
 * §5, read again: 'RG price range filters: up to 10 digits, optional decimal separator (comma
 * converted to dot), up to 2 decimals'. What the field keeps is written with a dot.
 */
const kept = /^[0-9]{0,10}(\.[0-9]{0,2})?$/;

const typed = fc.oneof(
  fc.stringMatching(/^\d{0,12}([.,]\d{0,3})?$/u),
  fc.stringMatching(/^[\d.,]{0,6}$/u),
  fc.constantFrom('', '.', ',', '12,', ',5', '1,25', '1.255', '1,2,3', '1..2', ' 1', '-1', '1e3', '12345678901', '1234567890,99'),
  fc.string({ maxLength: 14 }),
);

describe('the RG purchase price filter (§5)', () => {
  it('keeps an accepted text with a dot, and it matches the rule', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,10}(\.\d{0,2})?$/u), typed, (previous, text) => {
        const shown = acceptPriceText(previous, text);
        expect(kept.test(shown)).toBe(true);
        expect(shown).not.toContain(',');
      }),
      { numRuns: 500 },
    );
  });

  it('a comma becomes a dot; anything else is taken as typed', () => {
    fc.assert(
      fc.property(
        typed.filter((text) => kept.test(text.replace(',', '.'))),
        (text) => {
          expect(acceptPriceText('1', text)).toBe(text.replace(',', '.'));
        },
      ),
    );
  });

  it('ignores a text that breaks the rule: the previous value stays', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,10}(\.\d{0,2})?$/u),
        typed.filter((text) => !kept.test(text.replace(',', '.'))),
        (previous, text) => {
          expect(acceptPriceText(previous, text)).toBe(previous);
        },
      ),
    );
  });

  it('its value is the number written, or no bound when nothing is written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole},${String(cents).padStart(2, '0')}`;
        expect(priceValue(text)).toBe(Number(`${whole}.${String(cents).padStart(2, '0')}`));
      }),
    );
    expect(priceValue('')).toBeNull();
    expect(priceValue('.')).toBeNull();
    expect(priceValue('12.')).toBe(12);
    expect(priceValue(',5')).toBe(0.5);
    expect(priceValue('1.255')).toBeNull();
  });

  it('examples', () => {
    expect(acceptPriceText('', '12,5')).toBe('12.5');
    expect(acceptPriceText('12.5', '12.555')).toBe('12.5');
    expect(acceptPriceText('', '12345678901')).toBe('');
    expect(acceptPriceText('1', '1,2,3')).toBe('1');
    expect(acceptPriceText('1', '1.2.')).toBe('1');
  });

  it('the filter box reads a bound as the number it spells, or refuses it in words; the filter keeps it in its own form', () => {
    expect(readPriceBound('  12,5 ')).toEqual({ value: 12.5 });
    expect(readPriceBound('')).toEqual({ value: 0 });
    expect(readPriceBound('12,509')).toEqual({ refused: 'Не больше 2 знаков после запятой' });
    expect(readPriceBound('12345678901')).toEqual({ refused: 'Не больше 10 цифр до запятой' });
    expect(readPriceBound('-5')).toEqual({ refused: 'Не может быть отрицательным' });
    expect(readPriceBound('1,2,3')).toEqual({ refused: 'Только одна запятая' });
    expect(readPriceBound('a1b2')).toEqual({ refused: 'Ожидается число, например 1 234,56' });
    expect(priceBoundText(' 0012,50 ')).toBe('12.5');
    expect(priceBoundText(',')).toBe('');
    expect(priceBoundText('')).toBe('');
    expect(priceBoxText('12.5')).toBe('12,5');
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const text = priceBoundText(typed);
        // Whatever the box commits, the filter takes as it is.
        if ('value' in readPriceBound(typed)) expect(acceptPriceText('', text)).toBe(text);
      }),
    );
  });
});
