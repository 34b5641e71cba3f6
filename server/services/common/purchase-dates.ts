import { parseISO } from 'date-fns';
import { currentPeriod, periodOf, quarterRequestDate, quarterStart } from '../../../src/domain/shared/quarters';
import { formatIsoDate } from '../../../src/domain/shared/format';
import { round2 } from '../../../src/domain/shared/money';
import { purchaseDateOutside } from '../../../src/domain/orders/purchase/purchase-date';
import { badRequest } from '../../core/errors';
import { fieldMessage } from '../../http/input';

/**
 * The pharmacies' zones, west to east: Kaliningrad (UTC+2) to Kamchatka (UTC+12). At one instant
 * their calendars differ by up to a day, and a pharmacy's "today" is its own.
 */
const westernmostZone = 'Europe/Kaliningrad';
const easternmostZone = 'Asia/Kamchatka';

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone, whatever the gateway's own TZ. */
const dayIn = (now: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/**
 * The days some pharmacy may call "in the current quarter, up to today" at this instant: from the
 * quarter's first day as the westernmost pharmacy counts it to today as the easternmost does. The
 * portal checks its user's own calendar before sending (purchaseDateProblem); the gateway, which
 * does not know its caller's zone, only refuses a day no pharmacy could mean, so a pharmacy past
 * midnight ahead of the gateway's clock is never refused its today.
 */
export function purchaseDaysAnyPharmacy(now: Date): { first: string; last: string } {
  return { first: formatIsoDate(quarterStart(currentPeriod(parseISO(dayIn(now, westernmostZone))))), last: dayIn(now, easternmostZone) };
}

/**
 * A purchase date: a real calendar day (the pattern alone lets 2026-02-30 and year 0000 through)
 * of the current quarter up to today, in some pharmacy's calendar (the form's own rule, in the
 * form's words). Answers the first day of its quarter, which keys the stored purchase.
 */
export function quarterOfPurchaseDate(date: string, now: Date): string {
  const [year, month, day] = date.split('-').map(Number);
  const local = new Date(year, month - 1, day);
  if (local.getMonth() !== month - 1 || local.getDate() !== day) throw badRequest(fieldMessage('date', 'такой даты нет в календаре'));
  const problem = purchaseDateOutside(date, purchaseDaysAnyPharmacy(now));
  if (problem) throw badRequest(problem);
  return quarterRequestDate(periodOf(local));
}

/** Kopecks at most: a sum with more decimals is refused rather than silently rounded. */
export function purchaseSum(purchase: number): number {
  if (Math.abs(round2(purchase) - purchase) > 1e-9) throw badRequest(fieldMessage('purchase', 'не больше двух знаков после запятой'));
  return round2(purchase);
}
