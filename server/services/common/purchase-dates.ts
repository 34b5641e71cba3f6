import { periodOf, quarterRequestDate } from '../../../src/domain/quarters';
import { round2 } from '../../../src/domain/money';
import { badRequest } from '../../http/errors';
import { fieldMessage } from '../../http/input';

/**
 * A purchase date: any real calendar day of the years 2000–2999 (the pattern alone lets 2026-02-30
 * and year 0000 through). Answers the first day of its quarter, which keys the stored purchase.
 */
export function quarterOfPurchaseDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const local = new Date(year, month - 1, day);
  if (year < 2000 || year > 2999 || local.getMonth() !== month - 1 || local.getDate() !== day) {
    throw badRequest(fieldMessage('date', 'такой даты нет или она вне 2000–2999 годов'));
  }
  return quarterRequestDate(periodOf(local));
}

/** Kopecks at most: a sum with more decimals is refused rather than silently rounded. */
export function purchaseSum(purchase: number): number {
  if (Math.abs(round2(purchase) - purchase) > 1e-9) throw badRequest(fieldMessage('purchase', 'не больше двух знаков после запятой'));
  return round2(purchase);
}
