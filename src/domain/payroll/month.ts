import { addMonths, format, startOfMonth } from 'date-fns';

/**
 * The payroll month of an offset (reports-and-foundation §9): -1 is the previous month (the
 * default), 0 the current one; its first day, YYYY-MM-DD. The portal's screen and the gateway
 * (a GET in the spec's form names no month: the default one by its clock) share it.
 */
export type PayrollOffset = -1 | 0;

export const defaultPayrollOffset: PayrollOffset = -1;

export const payrollMonthStart = (offset: PayrollOffset, now: Date): string => format(startOfMonth(addMonths(now, offset)), 'yyyy-MM-dd');
