import { describe, expect, it } from 'vitest';
import { defaultPayrollOffset, monthEndOf, payrollMonth, payrollMonthStart } from '../../../src/domain/payroll/month';

/**
 * The payroll month (reports-and-foundation §9): derived from a month offset relative to now, by
 * its first and last day; -1 (the previous month) by default (purchasing-and-pay §2.6).
 */
const at = (year: number, monthIndex: number, day: number, hour = 12, minute = 0) => new Date(year, monthIndex, day, hour, minute);

describe('the payroll month of an offset', () => {
  it('is the previous month by default, by its first and last day', () => {
    expect(defaultPayrollOffset).toBe(-1);
    expect(payrollMonth(defaultPayrollOffset, at(2026, 10, 19))).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(payrollMonth(0, at(2026, 10, 19))).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });

  it('crosses the year back in January, and February ends on its own last day', () => {
    expect(payrollMonth(-1, at(2027, 0, 1, 0, 5))).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(payrollMonth(-1, at(2028, 2, 31, 23, 59))).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(payrollMonth(0, at(2027, 1, 28))).toEqual({ start: '2027-02-01', end: '2027-02-28' });
  });

  it('is read in local time: the last minute of a month is still that month', () => {
    expect(payrollMonth(0, at(2026, 9, 31, 23, 59))).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(payrollMonth(0, at(2026, 10, 1, 0, 0))).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });

  it('names the month in calls by its first day; the last day follows from it alone', () => {
    expect(payrollMonthStart(-1, at(2026, 4, 31))).toBe('2026-04-01');
    expect(['2026-04-01', '2026-06-01', '2026-09-01', '2026-11-01'].map(monthEndOf)).toEqual([
      '2026-04-30',
      '2026-06-30',
      '2026-09-30',
      '2026-11-30',
    ]);
    expect(['2026-01-01', '2026-03-01', '2026-12-01'].map(monthEndOf)).toEqual(['2026-01-31', '2026-03-31', '2026-12-31']);
  });
});
