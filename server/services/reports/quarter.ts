import { periodOfQuarterStart, type Period } from '../../../src/domain/quarters';
import { badRequest } from '../../http/errors';
import { fieldMessage } from '../../http/input';

/** The period a parsed QuarterStartParam names (the schema has checked it; this narrows the type). */
export function quarterPeriod(text: string, field: string): Period {
  const period = periodOfQuarterStart(text);
  if (!period) throw badRequest(fieldMessage(field, 'ожидается первый день квартала в формате ГГГГ-ММ-ДД'));
  return period;
}
