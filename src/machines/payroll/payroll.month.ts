import { lightFormat } from 'date-fns';

/** The month of an offset, shared with the gateway (src/domain/payroll/month.ts); `now` is the machine's clock input, so tests fix the day. */
export { defaultPayrollOffset, payrollMonthStart, type PayrollOffset } from '../../domain/payroll/month';

/**
 * The workbook's name, as the gateway names it but by the user's local time:
 * 'Расчёт зарплаты первостольника 05.11.2026 14-30.xlsx'.
 */
export const payrollFileName = (now: Date): string => `Расчёт зарплаты первостольника ${lightFormat(now, 'dd.MM.yyyy HH-mm')}.xlsx`;
