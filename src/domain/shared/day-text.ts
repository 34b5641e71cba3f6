import { lightFormat, parseISO } from 'date-fns';

/**
 * A calendar day as a Russian user types and reads it: дд.мм.гггг. The portal's
 * date boxes show this whatever the browser's language (a native `<input type="date">` follows the
 * browser: mm/dd/yyyy in an English one) and hand on YYYY-MM-DD, the form requests carry.
 */
export const dayTextHint = 'дд.мм.гггг';

/** What a date box holds: nothing, a day, or text that is not one yet (half typed or no such day). */
export type DayReading = { kind: 'empty' } | { kind: 'day'; iso: string } | { kind: 'unfinished' } | { kind: 'no such day' };

/** Day and month of one or two digits, a four-digit year: '5.10.2026' is read, '05.10.26' is not (year 26?). */
const shape = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/u;

/** The text has the whole shape of дд.мм.гггг (a day or not): the user has finished typing it. */
export const isWholeDayText = (text: string): boolean => shape.test(text.trim());

/**
 * Reads what was typed or pasted. Spaces around it are ignored (a pasted date often carries them);
 * nothing else is guessed: 31.02.2026 is no day, not 03.03.2026.
 */
export function readDayText(text: string): DayReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const parts = shape.exec(trimmed);
  if (!parts) return { kind: 'unfinished' };
  const [day, month, year] = parts.slice(1).map(Number) as [number, number, number];
  // The calendar decides: a day past its month's end, or day 0, rolls the date into another month
  // (31.02 is in March), and a month 0 or past 12 is none the date can land in. So the day exists
  // when the date stays in the month typed. Year 0000 is none, as date-fns read it.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  const real = year > 0 && date.getMonth() === month - 1;
  return real ? { kind: 'day', iso: lightFormat(date, 'yyyy-MM-dd') } : { kind: 'no such day' };
}

/** YYYY-MM-DD of the text, or '' when it holds no whole, real day. */
export const isoOfDayText = (text: string): string => {
  const reading = readDayText(text);
  return reading.kind === 'day' ? reading.iso : '';
};

/** дд.мм.гггг of a YYYY-MM-DD day; '' for ''. */
export const dayTextOf = (iso: string): string => (iso ? lightFormat(parseISO(iso), 'dd.MM.yyyy') : '');

/** Why the text is not a day, in Russian; null when it is one or is empty (required is the form's rule). */
export function dayTextProblem(text: string): string | null {
  const reading = readDayText(text);
  if (reading.kind === 'unfinished') return `Введите дату полностью в виде ${dayTextHint}, например 05.10.2026`;
  if (reading.kind === 'no such day') return `Такой даты нет в календаре: ${text.trim()}`;
  return null;
}
