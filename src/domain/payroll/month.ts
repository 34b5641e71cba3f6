import { addMonths, lightFormat, startOfMonth } from 'date-fns';

/**
 * The payroll month of an offset (reports-and-foundation §9: "derived from a month offset relative
 * to now, using the first and last day of the month"): -1 is the previous month (the default), 0
 * the current one. The portal's screen and the gateway (a GET in the spec's form names no month:
 * the default one by its clock) share it; the payroll's calls name the month by its first day,
 * the plan of the month runs to its last (purchasing-and-pay §9: YYYY-MM-DD).
 */
export type PayrollOffset = -1 | 0;

export const defaultPayrollOffset: PayrollOffset = -1;

/** A month by its first and last day, YYYY-MM-DD. */
export interface PayrollMonth {
  start: string;
  end: string;
}

/**
 * The last day of the month whose first day is `monthStart` (YYYY-MM-01), YYYY-MM-DD. Read from
 * the text, not a clock: the same day in every time zone.
 */
export function monthEndOf(monthStart: string): string {
  const [year, month] = monthStart.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${monthStart.slice(0, 8)}${String(lastDay).padStart(2, '0')}`;
}

/** The month `offset` months from `now` (local time), by its first and last day. */
export function payrollMonth(offset: PayrollOffset, now: Date): PayrollMonth {
  const start = lightFormat(startOfMonth(addMonths(now, offset)), 'yyyy-MM-dd');
  return { start, end: monthEndOf(start) };
}

/** The first day of the month of an offset: how the payroll's calls name it. */
export const payrollMonthStart = (offset: PayrollOffset, now: Date): string => payrollMonth(offset, now).start;
