import { currentPeriod, periodOfQuarterStart, quarterRequestDate, type Period } from '../../../src/domain/quarters';
import { badRequest } from '../../http/errors';
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
