import { isQuarter, type Period } from '../domain/quarters';

/**
 * The overview's last chosen period, remembered per user in local storage, so a pharmacy whose
 * staff share a browser each come back to their own quarter.
 */
export const periodStorageKey = (userName: string) => `reports.overview.period.${userName}`;

/** The remembered period, or null when none is stored or the stored text is not a period. */
export function readRememberedPeriod(userName: string | null, storage: Pick<Storage, 'getItem'> = localStorage): Period | null {
  if (!userName) return null;
  try {
    const stored: unknown = JSON.parse(storage.getItem(periodStorageKey(userName)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { year, quarter } = stored as Record<string, unknown>;
    return Number.isInteger(year) && isQuarter(quarter) ? { year: year as number, quarter } : null;
  } catch {
    return null;
  }
}

export function writeRememberedPeriod(userName: string, period: Period, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(periodStorageKey(userName), JSON.stringify({ year: period.year, quarter: period.quarter }));
}
