import { parseISO } from 'date-fns';
import { formatDate, formatIsoDate } from '../../shared/format';
import { currentPeriod, quarterStart } from '../../shared/quarters';

/**
 * The days a pharmacy purchase may be entered for: the form enters «the quarterly
 * purchase sum» and shows the current quarter's (spec §2.8), so its date lies in the current quarter,
 * from its first day up to today, never in the future. The gateway refuses other days and the form
 * says so before sending, in the same words. `now` is the caller's clock: the user's on the portal,
 * the gateway's (its time zone) on the server.
 */
export function purchaseDateBounds(now: Date): { first: string; last: string } {
  return { first: formatIsoDate(quarterStart(currentPeriod(now))), last: formatIsoDate(now) };
}

/** Why a YYYY-MM-DD purchase date cannot be saved today, in Russian; null when it can. */
export function purchaseDateProblem(iso: string, now: Date): string | null {
  return purchaseDateOutside(iso, purchaseDateBounds(now));
}

/** Why a YYYY-MM-DD purchase date lies outside the days given (YYYY-MM-DD, both taken), in Russian. */
export function purchaseDateOutside(iso: string, { first, last }: { first: string; last: string }): string | null {
  if (iso >= first && iso <= last) return null;
  const shown = (day: string) => formatDate(parseISO(day));
  return `Дата закупки должна быть в текущем квартале и не позже сегодняшнего дня: с ${shown(first)} по ${shown(last)}`;
}
