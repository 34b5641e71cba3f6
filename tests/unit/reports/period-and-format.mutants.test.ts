import { describe, expect, it } from 'vitest';
import { formatFractionAsPercent, formatMoney, formatNumber, formatPercent } from '../../../src/domain/shared/format';
import { initiativeTypeId, initiativeTypeName, initiativeTypeOfId, superTypeName, superTypeRank } from '../../../src/domain/shared/initiative-types';
import { sumMoney, sumPresentMoney } from '../../../src/domain/shared/money';
import { exportSuccessText, recordsOfPeriod } from '../../../src/domain/reports/overview';
import { isQuarter, periodOfQuarterStart, rewardsPeriod } from '../../../src/domain/shared/quarters';

// Survivors of the mutation run on src/domain, each turned into what a pharmacist or a caller sees.
describe('numbers as text', () => {
  it('writes a minus only before a value that is negative once rounded', () => {
    expect(formatMoney(1234.5)).toBe('1 234,50');
    expect(formatMoney(-1234.5)).toBe('-1 234,50');
    expect(formatMoney(-0.004)).toBe('0,00');
    expect(formatMoney(0)).toBe('0,00');
    expect(formatNumber(1000000)).toBe('1 000 000');
  });

  it('shows a missing or broken value as an empty cell', () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMoney(value)).toBe('');
      expect(formatNumber(value, 2)).toBe('');
      expect(formatPercent(value)).toBe('');
      expect(formatFractionAsPercent(value)).toBe('');
    }
  });

  it('shows a fraction in percent units', () => {
    expect(formatFractionAsPercent(0.125)).toBe('12,5');
    expect(formatFractionAsPercent(0.12345, 2)).toBe('12,35');
    expect(formatPercent(12.345)).toBe('12,3');
  });
});

describe('money sums', () => {
  it('count nothing for a value that is not a finite number', () => {
    expect(sumMoney([1.5, Number.NaN, Number.POSITIVE_INFINITY, '2' as unknown as number, 2])).toBe(3.5);
    expect(sumPresentMoney([Number.NaN, '2' as unknown as number])).toBeNull();
    expect(sumPresentMoney([Number.NaN, 0.1, 0.2])).toBe(0.3);
  });
});

describe('quarters', () => {
  it('are 1 to 4 only', () => {
    for (const value of [1, 2, 3, 4]) expect(isQuarter(value)).toBe(true);
    for (const value of [0, 5, '1', null, 1.5]) expect(isQuarter(value)).toBe(false);
  });

  it('are read from a quarter start date only when the whole text is that date', () => {
    expect(periodOfQuarterStart('2026-07-01')).toEqual({ year: 2026, quarter: 3 });
    expect(periodOfQuarterStart('x2026-07-01')).toBeNull();
    expect(periodOfQuarterStart('2026-07-01x')).toBeNull();
    expect(periodOfQuarterStart('2026-08-01')).toBeNull();
  });

  it('keep the current quarter of rewards as chosen', () => {
    const now = new Date(2026, 4, 15);
    expect(rewardsPeriod({ year: 2026, quarter: 2 }, now)).toEqual({ year: 2026, quarter: 2 });
    expect(rewardsPeriod({ year: 2026, quarter: 3 }, now)).toEqual({ year: 2026, quarter: 2 });
  });

  it('hold the records running at some moment of the period, edges included', () => {
    const q3start = new Date(2026, 6, 1).getTime() / 1000;
    const q3end = new Date(2026, 8, 30, 23, 59, 59, 999).getTime() / 1000;
    const records = [
      { id: 'ends on the first moment', from: q3start - 100, to: q3start },
      { id: 'starts on the last moment', from: q3end, to: q3end + 100 },
      { id: 'ends before', from: q3start - 100, to: q3start - 1 },
      { id: 'starts after', from: q3end + 1, to: q3end + 100 },
      { id: 'spans it', from: q3start - 100, to: q3end + 100 },
    ];
    expect(recordsOfPeriod(records, { year: 2026, quarter: 3 }).map((record) => record.id)).toEqual([
      'ends on the first moment',
      'starts on the last moment',
      'spans it',
    ]);
  });
});

describe('initiative types', () => {
  it('have ids that go back and forth, and none when unknown', () => {
    const id = initiativeTypeId('MANDATORY_MATRIX');
    expect(id).not.toBeNull();
    expect(initiativeTypeOfId(id as number)).toBe('MANDATORY_MATRIX');
    expect(initiativeTypeId('NO_SUCH_TYPE')).toBeNull();
    expect(initiativeTypeOfId(0)).toBeNull();
    expect(initiativeTypeOfId(1000)).toBeNull();
  });

  it('put an unknown group after every known one', () => {
    expect(superTypeRank('NO_SUCH_SUPER')).toBeGreaterThan(superTypeRank('MANDATORY_MATRIX_SUPER'));
    expect(superTypeRank('NO_SUCH_SUPER')).toBeGreaterThan(superTypeRank('PROCUREMENT_SUPER'));
  });

  it("name the procurement group 'Закупки' and any other group by its type's name", () => {
    expect(superTypeName('PROCUREMENT_SUPER')).toBe('Закупки');
    expect(superTypeName('MANDATORY_MATRIX_SUPER')).toBe(initiativeTypeName('MANDATORY_MATRIX'));
    expect(superTypeName('MANDATORY_MATRIX_SUPER')).not.toBe('');
  });
});

describe('the re-export snackbar', () => {
  it("ends the server's message with a full stop once, then asks for restraint", () => {
    const restraint = 'Рекомендуем запрашивать инициативы не чаще одного раза в день.';
    expect(exportSuccessText('  Запрос принят  ')).toBe(`Запрос принят. ${restraint}`);
    expect(exportSuccessText('Запрос принят!')).toBe(`Запрос принят! ${restraint}`);
    expect(exportSuccessText('Принято. Ждите')).toBe(`Принято. Ждите. ${restraint}`);
    expect(exportSuccessText('   ')).toBe(restraint);
  });
});
