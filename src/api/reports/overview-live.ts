import { reportsRtCalls } from '../contract/reports-rt-overview';
import { isQuarterNotServed, type QuarterNotServed } from '../../domain/reports/answered-quarter';
import { withLiveFigures } from '../../domain/reports/overview-live';
import { ApiError, http, isNoSuchCall } from '../shared/http';
import { initiativesReport, type InitiativesReportParams, type QuarterReport } from './reports';

/** The overview's report request; the current quarter's is the one the real-time source knows. */
export type OverviewReportParams = InitiativesReportParams;

/** The overview's report; `liveFailure`: a live call failed, and the figures are the last load's. */
export type OverviewReport = QuarterReport & { liveFailure?: string };

/** A back end without the real-time source (no such call): its figures are simply not there. */
const noSource = (error: unknown) => error instanceof ApiError && isNoSuchCall(error);

/**
 * The initiatives report of the overview. For the current quarter the three real-time calls of
 * the spec (reports §7: GET reports-rt/initiative/pharmacy, reports-rt/pharmacy,
 * reports-rt/purchase/pharmacy) are asked beside it and their figures merged in
 * (src/domain/reports/overview-live.ts); only the regular report's failure is the overview's error,
 * a live call's failure is said above the table with 'Повторить' (`liveFailure`). They name
 * the pharmacy (`id`, ours): a back end that does not hear it answers the signed-in pharmacy's.
 */
export async function overviewReport(params: OverviewReportParams, signal?: AbortSignal): Promise<OverviewReport | QuarterNotServed> {
  if (!params.current) return initiativesReport(params, signal);
  const query = { id: params.pharmacyId };
  // A live call that fails leaves its part as the regular report has it, and the overview says so.
  const failures: string[] = [];
  const orNothing = <T>(answer: Promise<T>): Promise<T | null> =>
    answer.catch((error: unknown) => {
      // The http client's errors carry the server's Russian message, or its own when there is none.
      if (!noSource(error)) failures.push(error instanceof Error ? error.message : String(error));
      return null;
    });
  const [report, initiatives, pharmacy, purchases] = await Promise.all([
    initiativesReport(params, signal),
    orNothing(http().request(reportsRtCalls.rtInitiatives, { query, signal })),
    orNothing(http().request(reportsRtCalls.rtPharmacy, { query, signal })),
    orNothing(http().request(reportsRtCalls.rtPurchases, { query, signal })),
  ]);
  if (isQuarterNotServed(report)) return report;
  if (failures.length === 0) return withLiveFigures(report, { initiatives, pharmacy, purchases });
  // Not every figure is today's: the freshness line keeps the last load's date.
  return { ...withLiveFigures(report, { initiatives, pharmacy: null, purchases }), liveFailure: failures[0] };
}
