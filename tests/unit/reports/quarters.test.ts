import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialRewardsPeriod,
  isCurrentPeriod,
  overviewQuarterChoices,
  periodOf,
  periodOfQuarterStart,
  quarterEnd,
  quarterLabel,
  quarterMonthsLabel,
  quarterOf,
  quarterRequestDate,
  quarterStart,
  quarterSubtitle,
  reportYears,
  rewardsPeriod,
  rewardsQuarterChoices,
  type Quarter,
} from '../../../src/domain/shared/quarters';

// A fixed clock: 15 May 2024, the second quarter.
const now = new Date(2024, 4, 15, 12, 0, 0);

describe('quarters', () => {
  it('puts months 0-2 in I, 3-5 in II, 6-8 in III, 9-11 in IV', () => {
    const byMonth = Array.from({ length: 12 }, (_, month) => quarterOf(new Date(2024, month, 10)));
    expect(byMonth).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
  });

  it('reads the quarter at its boundaries: the last moment of March is I, midnight of 1 April is II', () => {
    expect(quarterOf(new Date(2024, 2, 31, 23, 59, 59, 999))).toBe(1);
    expect(quarterOf(new Date(2024, 3, 1, 0, 0, 0))).toBe(2);
    expect(quarterOf(new Date(2024, 11, 31, 23, 59, 59))).toBe(4);
    expect(quarterOf(new Date(2025, 0, 1))).toBe(1);
  });

  it('reads unix seconds like dates', () => {
    const seconds = Math.floor(new Date(2024, 6, 1).getTime() / 1000);
    expect(quarterOf(seconds)).toBe(3);
    expect(periodOf(seconds)).toEqual({ year: 2024, quarter: 3 });
  });

  it('gives the start and the inclusive end of a quarter', () => {
    expect(quarterStart({ year: 2024, quarter: 2 })).toEqual(new Date(2024, 3, 1));
    expect(quarterEnd({ year: 2024, quarter: 2 })).toEqual(new Date(2024, 5, 30, 23, 59, 59, 999));
    expect(quarterEnd({ year: 2024, quarter: 4 })).toEqual(new Date(2024, 11, 31, 23, 59, 59, 999));
  });

  it('names the request date by the quarter start, YYYY-MM-DD', () => {
    expect(quarterRequestDate({ year: 2024, quarter: 1 })).toBe('2024-01-01');
    expect(quarterRequestDate({ year: 2024, quarter: 2 })).toBe('2024-04-01');
    expect(quarterRequestDate({ year: 2019, quarter: 3 })).toBe('2019-07-01');
    expect(quarterRequestDate({ year: 2023, quarter: 4 })).toBe('2023-10-01');
  });

  it('reads a quarter start back, and refuses other dates', () => {
    expect(periodOfQuarterStart('2024-10-01')).toEqual({ year: 2024, quarter: 4 });
    expect(periodOfQuarterStart('2024-02-01')).toBeNull();
    expect(periodOfQuarterStart('2024-04-02')).toBeNull();
    expect(periodOfQuarterStart('01.04.2024')).toBeNull();
  });

  it('labels the quarters in Russian', () => {
    expect([1, 2, 3, 4].map((q) => quarterLabel(q as Quarter))).toEqual(['Квартал I', 'Квартал II', 'Квартал III', 'Квартал IV']);
    expect([1, 2, 3, 4].map((q) => quarterSubtitle(q as Quarter))).toEqual([
      'января-марта',
      'апреля-июня',
      'июля-сентября',
      'октября-декабря',
    ]);
    expect([1, 2, 3, 4].map((q) => quarterMonthsLabel(q as Quarter))).toEqual([
      'Январь - Март',
      'Апрель - Июнь',
      'Июль - Сентябрь',
      'Октябрь - Декабрь',
    ]);
  });

  it('knows the current period only on its own quarter of its own year', () => {
    expect(isCurrentPeriod({ year: 2024, quarter: 2 }, now)).toBe(true);
    expect(isCurrentPeriod({ year: 2024, quarter: 1 }, now)).toBe(false);
    expect(isCurrentPeriod({ year: 2023, quarter: 2 }, now)).toBe(false);
  });

  it('disables the quarters without data in the overview', () => {
    expect(overviewQuarterChoices([1, 3]).map((choice) => [choice.label, choice.disabled])).toEqual([
      ['Квартал I', false],
      ['Квартал II', true],
      ['Квартал III', false],
      ['Квартал IV', true],
    ]);
  });

  describe('property', () => {
    const periods = fc.record({
      year: fc.integer({ min: 1990, max: 2100 }),
      quarter: fc.constantFrom<Quarter>(1, 2, 3, 4),
    });

    it('the quarter of a quarter start, and of its end, is that quarter', () => {
      fc.assert(
        fc.property(periods, (period) => {
          expect(periodOf(quarterStart(period))).toEqual(period);
          expect(periodOf(quarterEnd(period))).toEqual(period);
          expect(periodOfQuarterStart(quarterRequestDate(period))).toEqual(period);
        }),
      );
    });

    it('every date lies between the start and the end of its quarter', () => {
      fc.assert(
        fc.property(fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (date) => {
          const period = periodOf(date);
          expect(quarterStart(period).getTime()).toBeLessThanOrEqual(date.getTime());
          expect(quarterEnd(period).getTime()).toBeGreaterThanOrEqual(date.getTime());
        }),
      );
    });
  });
});

describe('rewards periods', () => {
  it('lists the years from 2019 to the current one', () => {
    expect(reportYears(now)).toEqual([2019, 2020, 2021, 2022, 2023, 2024]);
    expect(reportYears(new Date(2019, 0, 1))).toEqual([2019]);
  });

  it('disables only the first quarter of 2019', () => {
    expect(rewardsQuarterChoices(2019).map((choice) => choice.disabled)).toEqual([true, false, false, false]);
    expect(rewardsQuarterChoices(2020).map((choice) => choice.disabled)).toEqual([false, false, false, false]);
  });

  it('falls back to the current quarter when a later quarter of the current year is chosen', () => {
    expect(rewardsPeriod({ year: 2024, quarter: 3 }, now)).toEqual({ year: 2024, quarter: 2 });
    expect(rewardsPeriod({ year: 2024, quarter: 4 }, now)).toEqual({ year: 2024, quarter: 2 });
  });

  it('keeps the current quarter, an earlier one, and any quarter of a past year', () => {
    expect(rewardsPeriod({ year: 2024, quarter: 2 }, now)).toEqual({ year: 2024, quarter: 2 });
    expect(rewardsPeriod({ year: 2024, quarter: 1 }, now)).toEqual({ year: 2024, quarter: 1 });
    expect(rewardsPeriod({ year: 2023, quarter: 4 }, now)).toEqual({ year: 2023, quarter: 4 });
  });

  it('opens on the current quarter and requests it by its first day', () => {
    expect(quarterRequestDate(initialRewardsPeriod(now))).toBe('2024-04-01');
  });
});
