import { describe, expect, it } from 'vitest';
import { dayTextProblem, isoOfDayText, isWholeDayText } from '../../src/domain/shared/day-text';

// A date box hands on the day it holds as YYYY-MM-DD, and says its problem once the user has
// typed the whole shape; spaces around a pasted date change neither.
describe('a date box', () => {
  it('hands on the day it holds, or nothing while the text is no whole, real day', () => {
    expect(isoOfDayText(' 05.10.2026 ')).toBe('2026-10-05');
    expect(isoOfDayText('31.02.2026')).toBe('');
    expect(isoOfDayText('05.10')).toBe('');
    expect(isoOfDayText('')).toBe('');
  });

  it('takes a pasted date with spaces around it as typed to the end', () => {
    expect(isWholeDayText(' 31.02.2026 ')).toBe(true);
    expect(isWholeDayText('31.02.20')).toBe(false);
  });

  it('names a day that is not in the calendar without the spaces pasted around it', () => {
    expect(dayTextProblem(' 31.02.2026 ')).toBe('Такой даты нет в календаре: 31.02.2026');
  });
});
