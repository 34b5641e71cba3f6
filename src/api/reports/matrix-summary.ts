import { reportDownloadCalls, type MandatoryMatrixSummary } from '../contract/report-downloads';
import { http } from '../shared/http';

/** GET /reports/rest/reports/mktg-initiative/mandatory-matrix/{id}/summary (reports §7): the head of a mandatory matrix's report. */
export function mandatoryMatrixSummary(initiativeId: number, signal?: AbortSignal): Promise<MandatoryMatrixSummary> {
  return http().request(reportDownloadCalls.mandatoryMatrixSummary, { params: { id: initiativeId }, signal });
}
