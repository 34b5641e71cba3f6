import { endOfQuarter, fromUnixTime, getQuarter, startOfQuarter } from 'date-fns';
import { formatIsoDate } from './format';

/**
 * Quarters and the periods built on them (spec section 9: I = months 0-2 … IV = months 9-11).
 *
 * Every rule that depends on "today" takes `now` as an argument, so tests run on a fixed clock
 * and the gateway answers from its own injected clock. Dates are read in the runtime's local
 * time zone, like formatDate: the portal in the user's zone, the gateway in its TZ (set it to the
 * pharmacies' zone, e.g. Europe/Moscow, so a quarter starting at local midnight stays in its quarter).
 */
export type Quarter = 1 | 2 | 3 | 4;

export const quarters: readonly Quarter[] = [1, 2, 3, 4];

/** A year and a quarter: what the period selectors choose. */
export interface Period {
  year: number;
  quarter: Quarter;
}

/** The first year the distributor has data for (rewards years and the overview's year list start here). */
export const firstReportYear = 2019;

const roman: Record<Quarter, string> = { 1: 'I', 2: 'II', 3: 'III', 4: 'IV' };

const subtitles: Record<Quarter, string> = {
  1: 'января-марта',
  2: 'апреля-июня',
  3: 'июля-сентября',
  4: 'октября-декабря',
};

/** The report-detail header names the quarter by its months in the nominative case. */
const monthRanges: Record<Quarter, string> = {
  1: 'Январь - Март',
  2: 'Апрель - Июнь',
  3: 'Июль - Сентябрь',
  4: 'Октябрь - Декабрь',
};

export const isQuarter = (value: unknown): value is Quarter => value === 1 || value === 2 || value === 3 || value === 4;

const toDate = (value: number | Date): Date => (typeof value === 'number' ? fromUnixTime(value) : value);

/** The quarter a date (or unix seconds) falls in. */
export const quarterOf = (value: number | Date): Quarter => getQuarter(toDate(value)) as Quarter;

/** The period (year and quarter) a date (or unix seconds) falls in. */
export const periodOf = (value: number | Date): Period => {
  const date = toDate(value);
  return { year: date.getFullYear(), quarter: quarterOf(date) };
};

/** Local midnight of the quarter's first day. */
export const quarterStart = ({ year, quarter }: Period): Date => startOfQuarter(new Date(year, (quarter - 1) * 3, 1));

/** The last millisecond of the quarter (inclusive end). */
export const quarterEnd = (period: Period): Date => endOfQuarter(quarterStart(period));

/** YYYY-MM-DD of the quarter's first day: the date every quarter request carries. */
export const quarterRequestDate = (period: Period): string => formatIsoDate(quarterStart(period));

/** The period whose first day is the given YYYY-MM-DD, or null when the text is not a quarter start. */
export const periodOfQuarterStart = (text: string): Period | null => {
  const match = /^(\d{4})-(01|04|07|10)-01$/.exec(text);
  if (!match) return null;
  const quarter = ((Number(match[2]) - 1) / 3 + 1) as Quarter;
  return { year: Number(match[1]), quarter };
};

/** 'Квартал I' … 'Квартал IV': the radio choices of the period selectors. */
export const quarterLabel = (quarter: Quarter): string => `Квартал ${roman[quarter]}`;

/** 'января-марта' …: the line under each quarter choice. */
export const quarterSubtitle = (quarter: Quarter): string => subtitles[quarter];

/** 'Январь - Март' …: the period of a report detail, and the label of its totals row. */
export const quarterMonthsLabel = (quarter: Quarter): string => monthRanges[quarter];

export const currentPeriod = (now: Date): Period => periodOf(now);

export const isSamePeriod = (a: Period, b: Period): boolean => a.year === b.year && a.quarter === b.quarter;

/** Only the current quarter of the current year gets order links and expiry marks. */
export const isCurrentPeriod = (period: Period, now: Date): boolean => isSamePeriod(period, currentPeriod(now));

/** Years of the selectors: 2019 up to the current year, oldest first. */
export const reportYears = (now: Date): number[] => {
  const last = Math.max(now.getFullYear(), firstReportYear);
  return Array.from({ length: last - firstReportYear + 1 }, (_, index) => firstReportYear + index);
};

/** The rewards screen has no data before Q2 2019, so Q1 2019 cannot be chosen (spec section 5). */
export const isRewardsQuarterDisabled = ({ year, quarter }: Period): boolean => year === firstReportYear && quarter === 1;

/**
 * The rewards period actually requested: in the current year a quarter later than the current one
 * has no points yet, so it falls back to the current quarter; other choices stand.
 */
export const rewardsPeriod = (chosen: Period, now: Date): Period => {
  const current = currentPeriod(now);
  if (chosen.year === current.year && chosen.quarter > current.quarter) return current;
  return chosen;
};

/** The rewards screen opens on the current quarter. */
export const initialRewardsPeriod = (now: Date): Period => currentPeriod(now);

/** One radio choice of a quarter selector, ready to render. */
export interface QuarterChoice {
  quarter: Quarter;
  label: string;
  subtitle: string;
  disabled: boolean;
}

/** The four choices, each disabled when `isDisabled` says so. */
export const quarterChoices = (isDisabled: (quarter: Quarter) => boolean): QuarterChoice[] =>
  quarters.map((quarter) => ({
    quarter,
    label: quarterLabel(quarter),
    subtitle: quarterSubtitle(quarter),
    disabled: isDisabled(quarter),
  }));

/** The overview's choices: a quarter with no data for the chosen year is disabled. */
export const overviewQuarterChoices = (quartersWithData: readonly Quarter[]): QuarterChoice[] =>
  quarterChoices((quarter) => !quartersWithData.includes(quarter));

/** The rewards screen's choices for a year: only Q1 2019 is disabled. */
export const rewardsQuarterChoices = (year: number): QuarterChoice[] =>
  quarterChoices((quarter) => isRewardsQuarterDisabled({ year, quarter }));
