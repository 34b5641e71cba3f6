import { isSamePeriod, quarterLabel, type Period, type Quarter } from '../shared/quarters';

/**
 * Which quarter a per-quarter answer is of, so the portal never shows one quarter's figures under
 * another quarter's label. The spec's overview and bonus calls name no quarter (RF §7): a past
 * quarter is our `quarter` parameter, and a back end built from the spec does not hear it and
 * answers the current quarter. The answer says which quarter it is when it names one: the
 * overview's `quarter` (our echo) or the bonus record's own `quarter` (RF §3). When it names none,
 * it is the current quarter's, the only one the spec's call can answer.
 */

/** Something the back end answered for a quarter it was asked about, or word that it answered another. */
export interface QuarterNotServed {
  /** The quarter asked for, which the back end did not answer. */
  quarterNotServed: Period;
}

export const isQuarterNotServed = (answer: object | null): answer is QuarterNotServed => answer !== null && 'quarterNotServed' in answer;

/** The quarter a date text falls in (YYYY-MM-DD, or an ISO text starting so); null for any other text. */
export const periodOfDateText = (text: string): Period | null => {
  const match = /^(\d{4})-(\d{2})-\d{2}/.exec(text);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year: Number(match[1]), quarter: (Math.floor((month - 1) / 3) + 1) as Quarter };
};

/**
 * Whether an answer is of the quarter asked for. `named`: the quarter the answer names (absent, or
 * a text that is no date: it names none); `askedIsCurrent`: the portal asked for the current quarter.
 */
export const answersAskedQuarter = (asked: Period, named: string | null | undefined, askedIsCurrent: boolean): boolean => {
  const answered = named ? periodOfDateText(named) : null;
  return answered ? isSamePeriod(answered, asked) : askedIsCurrent;
};

/** 'квартал II 2024 года': a quarter inside a sentence. */
const quarterInText = ({ year, quarter }: Period): string => `${quarterLabel(quarter).replace('Квартал', 'квартал')} ${year} года`;

/** The overview table's line for a quarter the back end does not answer. */
export const overviewNotServedText = (period: Period): string =>
  `Сервер отдаёт только текущий квартал: данные за ${quarterInText(period)} показать нельзя.`;

/** The bonus comparison's line for a quarter the back end does not answer. */
export const bonusesNotServedText = (period: Period): string =>
  `Сравнение бонусов сервер отдаёт только за текущий квартал: за ${quarterInText(period)} показать нельзя.`;
