import { describe, expect, it } from 'vitest';
import { formatCell } from '../../../src/domain/shared/cell-format';
import { formatMoney, formatNumber, formatPercent } from '../../../src/domain/shared/format';

// A missing figure is an empty cell in every kind of column, never «null», «0,0» or «NaN».
describe('an empty cell', () => {
  it.each(['text', 'money', 'points', 'percent', 'fractionPercent', 'count', 'average'] as const)('of a %s column shows nothing', (format) => {
    expect(formatCell(format, null)).toBe('');
  });

  it('shows nothing for a figure that is no finite number', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatNumber(undefined, 2)).toBe('');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('');
  });
});
