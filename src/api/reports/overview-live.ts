import { reportsRtCalls } from '../contract/reports-rt-overview';
import { isQuarterNotServed, type QuarterNotServed } from '../../domain/reports/answered-quarter';
import { withLiveFigures } from '../../domain/reports/overview-live';
import { http } from '../shared/http';
import { initiativesReport, type InitiativesReportParams, type QuarterReport } from './reports';

/** The overview's report request; the current quarter's is the one the real-time source knows. */
export type OverviewReportParams = InitiativesReportParams;

/** A live call that fails leaves its part of the overview as the regular report has it: null, nothing shown. */
const orNothing = <T>(answer: Promise<T>): Promise<T | null> => answer.catch(() => null);

/**
 * The initiatives report of the overview. For the current quarter the three real-time calls of
 * the spec (reports §7: GET reports-rt/initiative/pharmacy, reports-rt/pharmacy,
 * reports-rt/purchase/pharmacy) are asked beside it and their figures merged in
 * (src/domain/reports/overview-live.ts); only the regular report's failure is the overview's. They name
 * the pharmacy (`id`, ours): a back end that does not hear it answers the signed-in pharmacy's.
 */
export async function overviewReport(params: OverviewReportParams, signal?: AbortSignal): Promise<QuarterReport | QuarterNotServed> {
  if (!params.current) return initiativesReport(params, signal);
  const query = { id: params.pharmacyId };
  const [report, initiatives, pharmacy, purchases] = await Promise.all([
    initiativesReport(params, signal),
    orNothing(http().request(reportsRtCalls.rtInitiatives, { query, signal })),
    orNothing(http().request(reportsRtCalls.rtPharmacy, { query, signal })),
    orNothing(http().request(reportsRtCalls.rtPurchases, { query, signal })),
  ]);
  if (isQuarterNotServed(report)) return report;
  return withLiveFigures(report, { initiatives, pharmacy, purchases });
}
