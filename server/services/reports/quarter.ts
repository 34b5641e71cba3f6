import { currentPeriod, periodOfQuarterStart, quarterRequestDate, type Period } from '../../../src/domain/shared/quarters';
import { badRequest } from '../../core/errors';
import { fieldMessage } from '../../http/input';

/** The period a parsed QuarterStartParam names (the schema has checked it; this narrows the type). */
export function quarterPeriod(text: string, field: string): Period {
  const period = periodOfQuarterStart(text);
  if (!period) throw badRequest(fieldMessage(field, 'ожидается первый день квартала в формате ГГГГ-ММ-ДД'));
  return period;
}

/**
 * The quarter a call names, or the current one (by the gateway's clock) when it names none, as
 * the spec's own calls do: `initiative/pharmacy?id=…`, `pharmacy-common-bonuses` with no query.
 */
export const quarterOrCurrent = (quarter: string | undefined, now: Date): string => quarter ?? quarterRequestDate(currentPeriod(now));

/** The current quarter's request date per period: the same text for three months (see quarterOfCall). */
const currentQuarterTexts = new Map<string, string>();

/**
 * The quarter a call names, or the current one, with its period: quarterOrCurrent and
 * quarterPeriod in one, for a call made thousands of times a minute (the overview),
 * where formatting the current quarter's date anew on every call was a measurable part of it.
 */
export function quarterOfCall(named: string | undefined, now: Date): { quarter: string; period: Period } {
  if (named !== undefined) return { quarter: named, period: quarterPeriod(named, 'quarter') };
  const period = currentPeriod(now);
  const key = `${period.year}-${period.quarter}`;
  let quarter = currentQuarterTexts.get(key);
  if (quarter === undefined) {
    // A process runs through a few quarters at most; a test clock may visit many.
    if (currentQuarterTexts.size >= 64) currentQuarterTexts.clear();
    currentQuarterTexts.set(key, (quarter = quarterRequestDate(period)));
  }
  return { quarter, period };
}
