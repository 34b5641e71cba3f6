import { periodOf, quarterRequestDate } from '../../../src/domain/quarters';
import { round2 } from '../../../src/domain/money';
import { purchaseDateProblem } from '../../../src/domain/purchase/purchase-date';
import { badRequest } from '../../http/errors';
import { fieldMessage } from '../../http/input';

/**
 * A purchase date: a real calendar day (the pattern alone lets 2026-02-30 and year 0000 through)
 * of the current quarter up to today (issue 22: the form's own rule, in the form's words). Answers
 * the first day of its quarter, which keys the stored purchase.
 */
export function quarterOfPurchaseDate(date: string, now: Date): string {
  const [year, month, day] = date.split('-').map(Number);
  const local = new Date(year, month - 1, day);
  if (local.getMonth() !== month - 1 || local.getDate() !== day) throw badRequest(fieldMessage('date', 'такой даты нет в календаре'));
  const problem = purchaseDateProblem(date, now);
  if (problem) throw badRequest(problem);
  return quarterRequestDate(periodOf(local));
}

/** Kopecks at most: a sum with more decimals is refused rather than silently rounded. */
export function purchaseSum(purchase: number): number {
  if (Math.abs(round2(purchase) - purchase) > 1e-9) throw badRequest(fieldMessage('purchase', 'не больше двух знаков после запятой'));
  return round2(purchase);
}
