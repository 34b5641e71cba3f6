import { formatIsoDate } from '../../../src/domain/shared/format';
import { monthEndOf } from '../../../src/domain/payroll/month';

/**
 * Plan months as the contract writes them: the first day 'YYYY-MM-01'. "Now" is the gateway's
 * clock read in its local time zone (as quarters.ts: run the gateway in the pharmacies' zone).
 */
export const monthOfDate = (now: Date): string => formatIsoDate(new Date(now.getFullYear(), now.getMonth(), 1));

const parts = (monthStart: string): [year: number, month: number] => {
  const [year, month] = monthStart.split('-').map(Number);
  return [year, month];
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The month's last day, YYYY-MM-DD: a plan's expirationDate (the portal derives it the same way). */
export const lastDayOf = monthEndOf;

/** The month after, as its first day. */
export function nextMonth(monthStart: string): string {
  const [year, month] = parts(monthStart);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
}

/** The month before, as its first day. */
export function previousMonth(monthStart: string): string {
  const [year, month] = parts(monthStart);
  return month === 1 ? `${year - 1}-12-01` : `${year}-${pad(month - 1)}-01`;
}
