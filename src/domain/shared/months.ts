import { fromUnixTime } from 'date-fns';

/** Russian month names in the nominative case, as period columns show them ('Январь - Март'). */
export const monthNames = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;

/**
 * The period of a report row: one month ('Май') or a month range ('Январь - Март'); the years are
 * added only when the range crosses a new year, since a report never spans more than a quarter
 * otherwise. `from` and `to` are unix seconds, `to` inclusive.
 */
export const monthRangeLabel = (from: number, to: number): string => {
  const start = fromUnixTime(from);
  const end = fromUnixTime(Math.max(from, to));
  const startName = monthNames[start.getMonth()];
  const endName = monthNames[end.getMonth()];
  if (start.getFullYear() !== end.getFullYear()) {
    return `${startName} ${start.getFullYear()} - ${endName} ${end.getFullYear()}`;
  }
  return start.getMonth() === end.getMonth() ? startName : `${startName} - ${endName}`;
};
