import { describe, expect, it } from 'vitest';
import { answersAskedQuarter, bonusesNotServedText, isQuarterNotServed, overviewNotServedText, periodOfDateText } from '../../../src/domain/reports/answered-quarter';

/*
 * Which quarter a per-quarter answer is of: a back end built from the spec does not hear our
 * `quarter` and answers the current quarter, which must never be shown under a past one's label.
 */
describe('the quarter an answer is of', () => {
  const q2 = { year: 2025, quarter: 2 } as const;

  it('an answer that names the quarter asked for is of it, whether or not it is the current one', () => {
    expect(answersAskedQuarter(q2, '2025-04-01', false)).toBe(true);
    expect(answersAskedQuarter(q2, '2025-04-01', true)).toBe(true);
    // A date inside the quarter names it too (a back end may send any day of it, or a timestamp).
    expect(answersAskedQuarter(q2, '2025-05-15T00:00:00Z', false)).toBe(true);
  });

  it('an answer that names another quarter is not of the one asked for', () => {
    expect(answersAskedQuarter(q2, '2025-07-01', false)).toBe(false);
    expect(answersAskedQuarter(q2, '2024-04-01', true)).toBe(false);
  });

  it('an answer that names none is the current quarter’s: of the quarter asked for only when that is the current one', () => {
    expect(answersAskedQuarter(q2, undefined, true)).toBe(true);
    expect(answersAskedQuarter(q2, undefined, false)).toBe(false);
    expect(answersAskedQuarter(q2, null, false)).toBe(false);
    // A text that is no date names nothing.
    expect(answersAskedQuarter(q2, 'II квартал', true)).toBe(true);
    expect(answersAskedQuarter(q2, 'II квартал', false)).toBe(false);
  });

  it('reads the quarter of a date text, and nothing of another text', () => {
    expect(periodOfDateText('2024-01-01')).toEqual({ year: 2024, quarter: 1 });
    expect(periodOfDateText('2024-12-31')).toEqual({ year: 2024, quarter: 4 });
    expect(periodOfDateText('2024-13-01')).toBeNull();
    expect(periodOfDateText('01.04.2024')).toBeNull();
  });

  it('says in Russian which quarter cannot be shown', () => {
    expect(overviewNotServedText({ year: 2023, quarter: 1 })).toBe('Сервер отдаёт только текущий квартал: данные за квартал I 2023 года показать нельзя.');
    expect(bonusesNotServedText({ year: 2023, quarter: 4 })).toBe('Сравнение бонусов сервер отдаёт только за текущий квартал: за квартал IV 2023 года показать нельзя.');
  });

  it('tells a quarter not served from an answer', () => {
    expect(isQuarterNotServed({ quarterNotServed: q2 })).toBe(true);
    expect(isQuarterNotServed({ quarter: '2025-04-01' })).toBe(false);
    expect(isQuarterNotServed(null)).toBe(false);
  });
});
