import { reportsRtCalls } from './contract/reports-rt-overview';
import type { InitiativesReport } from './contract/reports';
import { withLiveFigures } from '../domain/overview-live';
import { http } from './http';
import { initiativesReport, type PharmacyPeriod } from './reports';

/** The overview's report request: `live` for the current quarter, the one the real-time source knows. */
export interface OverviewReportParams extends PharmacyPeriod {
  live: boolean;
}

/** A live call that fails leaves its part of the overview as the regular report has it: null, nothing shown. */
const orNothing = <T>(answer: Promise<T>): Promise<T | null> => answer.catch(() => null);

/**
 * The initiatives report of the overview. For the current quarter the three real-time calls of
 * the spec (reports §7: GET reports-rt/initiative/pharmacy, reports-rt/pharmacy,
 * reports-rt/purchase/pharmacy) are asked beside it and their figures merged in
 * (src/domain/overview-live.ts); only the regular report's failure is the overview's.
 */
export async function overviewReport({ live, ...params }: OverviewReportParams, signal?: AbortSignal): Promise<InitiativesReport> {
  if (!live) return initiativesReport(params, signal);
  const query = { id: params.pharmacyId };
  const [report, initiatives, pharmacy, purchases] = await Promise.all([
    initiativesReport(params, signal),
    orNothing(http().request(reportsRtCalls.rtInitiatives, { query, signal })),
    orNothing(http().request(reportsRtCalls.rtPharmacy, { query, signal })),
    orNothing(http().request(reportsRtCalls.rtPurchases, { query, signal })),
  ]);
  return withLiveFigures(report, { initiatives, pharmacy, purchases });
}
