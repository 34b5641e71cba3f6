import { addMonths, format, startOfMonth } from 'date-fns';

/**
 * The payroll month of an offset (reports-and-foundation §9): -1 is the previous month (the
 * default), 0 the current one; its first day, YYYY-MM-DD, as the three GETs and the save take it.
 * `now` is the clock, an input of the machine so that tests fix the day.
 */
export type PayrollOffset = -1 | 0;

export const defaultPayrollOffset: PayrollOffset = -1;

export const payrollMonthStart = (offset: PayrollOffset, now: Date): string => format(startOfMonth(addMonths(now, offset)), 'yyyy-MM-dd');

/**
 * The workbook's name, as the gateway names it but by the user's local time (issue 22 item 5):
 * 'Расчёт зарплаты первостольника 05.11.2026 14-30.xlsx'.
 */
export const payrollFileName = (now: Date): string => `Расчёт зарплаты первостольника ${format(now, 'dd.MM.yyyy HH-mm')}.xlsx`;
