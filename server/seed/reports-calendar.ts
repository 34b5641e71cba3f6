import { currentPeriod, firstReportYear, isSamePeriod, type Period, type Quarter } from '../../src/domain/shared/quarters';

/**
 * Dates of the reports demo. Every date sits at local noon: the gateway may run in UTC while the
 * pharmacy reads in Moscow, and a noon moment is the same calendar day in both (a midnight end
 * would show as the next day three time zones east).
 */
export const noon = (year: number, month: number, day: number): Date => new Date(year, month, day, 12);

export interface Span {
  from: Date;
  /** Inclusive end. */
  to: Date;
}

/** How long an initiative runs within its quarter. */
export type SpanKind = 'quarter' | 'month1' | 'month2' | 'month3' | 'firstTwoWeeks';

const firstMonth = ({ quarter }: Period): number => (quarter - 1) * 3;
const lastDay = (year: number, month: number): number => new Date(year, month + 1, 0).getDate();
const month = (year: number, index: number): Span => ({ from: noon(year, index, 1), to: noon(year, index, lastDay(year, index)) });

export function spanOf(period: Period, kind: SpanKind): Span {
  const start = firstMonth(period);
  switch (kind) {
    case 'quarter':
      return { from: noon(period.year, start, 1), to: noon(period.year, start + 2, lastDay(period.year, start + 2)) };
    case 'firstTwoWeeks':
      return { from: noon(period.year, start, 1), to: noon(period.year, start, 14) };
    default:
      return month(period.year, start + Number(kind.slice(-1)) - 1);
  }
}

/** The calendar months a span covers, each clipped to it: per-month report rows. */
export function monthsOf(span: Span): Span[] {
  const months: Span[] = [];
  for (let at = new Date(span.from); at <= span.to; at = noon(at.getFullYear(), at.getMonth() + 1, 1)) {
    const whole = month(at.getFullYear(), at.getMonth());
    months.push({ from: at, to: whole.to < span.to ? whole.to : span.to });
  }
  return months;
}

/** Months with sales so far: a running initiative has no rows for the months ahead. */
export const monthsStarted = (span: Span, now: Date): Span[] => monthsOf(span).filter((month) => month.from <= now);

/** Quarters in which apteka1 had no initiative at all: the overview's selector disables them. */
export const emptyQuarters: readonly Period[] = [
  { year: 2020, quarter: 2 },
  { year: 2023, quarter: 3 },
];

/** Apteka1's past quarters with data: from Q1 2019 up to the one before the current, minus the empty ones. */
export function historyPeriods(now: Date): Period[] {
  const current = currentPeriod(now);
  const periods: Period[] = [];
  for (let year = firstReportYear; year <= current.year; year += 1) {
    for (const quarter of [1, 2, 3, 4] as Quarter[]) {
      const period = { year, quarter };
      if (year === current.year && quarter >= current.quarter) break;
      if (!emptyQuarters.some((empty) => isSamePeriod(empty, period))) periods.push(period);
    }
  }
  return periods;
}

/** The quarter before a period. */
export const previousPeriod = ({ year, quarter }: Period): Period =>
  quarter === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: (quarter - 1) as Quarter };
