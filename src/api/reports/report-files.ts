import type { ReportDownloadKind } from '../../domain/shared/initiative-types';
import { reportDownloadOf, type ReportDownloadResponse } from '../contract/report-downloads';
import { http } from '../shared/http';

/**
 * GET /reports/rest/reports/mktg-initiative/{kind}?initiative={id}: the rows of one of the six
 * spreadsheets as JSON. The gateway answers JSON unless the Accept header asks for the xlsx type;
 * the portal wants JSON and builds the workbook in its worker, off the main thread.
 */
export function reportDownloadRows<K extends ReportDownloadKind>(
  kind: K,
  initiativeId: number,
  signal?: AbortSignal,
): Promise<ReportDownloadResponse<K>> {
  return http().request(reportDownloadOf(kind), { params: { kind }, query: { initiative: initiativeId }, signal });
}
