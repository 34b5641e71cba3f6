import type { InitiativeRecord } from './overview';

/**
 * The overview of the current quarter with the real-time figures (spec reports §7, "Real-time
 * reports (overview-relevant)": GET reports-rt/initiative/pharmacy, reports-rt/pharmacy,
 * reports-rt/purchase/pharmacy). The regular report is the distributor's last load; the live
 * source is what it sees now, so where both have a figure the live one is shown:
 * - an initiative of both: the live figures, the regular one's where the live source has none;
 * - an initiative only the live source has (started since the last load): added;
 * - one only the regular report has: kept as it is;
 * - the purchases in SIP prices: the live purchase of the initiative;
 * - the freshness date: the later of the two.
 * Each part is optional: a live call that failed leaves its part as the regular report has it.
 */
export interface LiveOverview {
  initiatives: readonly InitiativeRecord[] | null;
  /** The live freshness is a day, YYYY-MM-DD. */
  pharmacy: { dataFreshness: string | null } | null;
  purchases: ReadonlyArray<{ initiativeId: number; purchaseSipSum: number }> | null;
}

/** The part of the regular report the live figures change. */
interface OverviewReport {
  dataFreshness: number | null;
  initiatives: InitiativeRecord[];
}

/** The live source's freshness is a day (YYYY-MM-DD): its start, in local unix seconds. */
const daySeconds = (isoDate: string): number => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Math.floor(new Date(year, month - 1, day).getTime() / 1000);
};

const laterFreshness = (regular: number | null, live: string | null | undefined): number | null => {
  if (!live) return regular;
  const liveSeconds = daySeconds(live);
  return regular == null || liveSeconds > regular ? liveSeconds : regular;
};

export function withLiveFigures<R extends OverviewReport>(report: R, live: LiveOverview): R {
  const liveById = new Map((live.initiatives ?? []).map((record) => [record.id, record]));
  const purchaseById = new Map((live.purchases ?? []).map((purchase) => [purchase.initiativeId, purchase.purchaseSipSum]));
  const regularIds = new Set(report.initiatives.map((record) => record.id));
  const merged = [
    ...report.initiatives.map((regular) => {
      const now = liveById.get(regular.id);
      if (!now) return regular;
      return {
        ...regular,
        mtxPercent: now.mtxPercent ?? regular.mtxPercent,
        purchaseSipSum: now.purchaseSipSum ?? regular.purchaseSipSum,
        earned: now.earned ?? regular.earned,
        expected: now.expected ?? regular.expected,
        mitigatingCoefficient: now.mitigatingCoefficient ?? regular.mitigatingCoefficient,
      };
    }),
    ...(live.initiatives ?? []).filter((record) => !regularIds.has(record.id)),
  ].map((record) => (purchaseById.has(record.id) ? { ...record, purchaseSipSum: purchaseById.get(record.id)! } : record));
  return { ...report, dataFreshness: laterFreshness(report.dataFreshness, live.pharmacy?.dataFreshness), initiatives: merged };
}
