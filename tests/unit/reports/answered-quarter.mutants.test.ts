import { describe, expect, it } from 'vitest';
import { answersAskedQuarter, periodOfDateText } from '../../../src/domain/reports/answered-quarter';

// The quarter an answer names is read only from a whole date at the start of its text: anything
// else names no quarter, and the answer counts as the current quarter's only when that was asked.
describe('the quarter an answer names', () => {
  it('is read from a date at the start of the text only, with a two-digit day and a real month', () => {
    expect(periodOfDateText('2025-04-01T00:00:00')).toEqual({ year: 2025, quarter: 2 });
    expect(periodOfDateText('квартал 2025-04-01')).toBeNull();
    expect(periodOfDateText('2025-04-1')).toBeNull();
    expect(periodOfDateText('2025-00-01')).toBeNull();
  });

  it('names none when the text is no such date, so a past quarter asked for is not taken as answered', () => {
    expect(answersAskedQuarter({ year: 2025, quarter: 2 }, 'квартал 2025-04-01', false)).toBe(false);
    expect(answersAskedQuarter({ year: 2025, quarter: 2 }, '2025-04-01', false)).toBe(true);
  });
});
