import { isQuarter, type Period } from '../../domain/shared/quarters';

/** The screens whose last chosen period is remembered: each its own (their quarter rules differ). */
export type RememberedPeriodOf = 'overview' | 'rewards';

/**
 * The last chosen period of the overview or the rewards distribution, remembered per user (login)
 * in local storage, so a pharmacy whose staff share a browser each come back to their own quarter.
 */
export const periodStorageKey = (userName: string, screen: RememberedPeriodOf = 'overview') => `reports.${screen}.period.${userName}`;

/** The remembered period, or null when none is stored or the stored text is not a period. */
export function readRememberedPeriod(
  userName: string | null,
  storage: Pick<Storage, 'getItem'> = localStorage,
  screen: RememberedPeriodOf = 'overview',
): Period | null {
  if (!userName) return null;
  try {
    const stored: unknown = JSON.parse(storage.getItem(periodStorageKey(userName, screen)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { year, quarter } = stored as Record<string, unknown>;
    return Number.isInteger(year) && isQuarter(quarter) ? { year: year as number, quarter } : null;
  } catch {
    return null;
  }
}

export function writeRememberedPeriod(
  userName: string,
  period: Period,
  storage: Pick<Storage, 'setItem'> = localStorage,
  screen: RememberedPeriodOf = 'overview',
): void {
  storage.setItem(periodStorageKey(userName, screen), JSON.stringify({ year: period.year, quarter: period.quarter }));
}
