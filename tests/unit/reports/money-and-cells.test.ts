import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellNumber, formatCell } from '../../../src/domain/shared/cell-format';
import { formatMoney, formatPoints } from '../../../src/domain/shared/format';
import { round2, sumMoney, sumPresentMoney } from '../../../src/domain/shared/money';

describe('money arithmetic', () => {
  it('adds 2-decimal amounts exactly', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([1_000_000.01, 0.02, null, undefined])).toBe(1_000_000.03);
    expect(sumPresentMoney([null, undefined])).toBeNull();
    expect(sumPresentMoney([null, 2.5])).toBe(2.5);
  });

  it('rounds half a kopeck away from zero on both sides, as the format shows it', () => {
    expect(round2(0.125)).toBe(0.13);
    expect(round2(-0.125)).toBe(-0.13);
    expect(formatMoney(round2(-0.125))).toBe(formatMoney(-0.125));
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });

  it('property: a sum shows as the sum of what its parts show', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }).map((k) => k / 100)), (amounts) => {
        const shownSum = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
        expect(formatMoney(sumMoney(amounts))).toBe(formatMoney(shownSum));
      }),
    );
  });
});

describe('cell formats', () => {
  it('shows points with 2 decimals', () => {
    expect(formatPoints(1234.5)).toBe('1 234,50');
    expect(formatPoints(null)).toBe('');
  });

  it('formats each kind the way the spec asks', () => {
    expect(formatCell('money', 1234567.891)).toBe('1 234 567,89');
    expect(formatCell('percent', 12.345)).toBe('12,3');
    expect(formatCell('fractionPercent', 0.1234)).toBe('12,3');
    expect(formatCell('count', 12)).toBe('12');
    expect(formatCell('count', 2.5)).toBe('2,50');
    expect(formatCell('average', 3.14)).toBe('3,1');
    expect(formatCell('text', 'П_1')).toBe('П_1');
    expect(formatCell('money', null)).toBe('');
  });

  it('gives spreadsheet cells percent units for fractions, and no number for text', () => {
    expect(cellNumber('fractionPercent', 0.5)).toBe(50);
    expect(cellNumber('money', 5)).toBe(5);
    expect(cellNumber('text', 'x')).toBeNull();
    expect(cellNumber('money', Number.NaN)).toBeNull();
  });
});
