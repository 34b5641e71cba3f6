import type { ReportDownloadKind } from '../domain/initiative-types';
import { reportDownloadSchemas, type ReportDownloadResponse } from './contract/report-downloads';
import { reportPaths, reportsServicePrefix } from './contract/reports';
import { http } from './http';

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
  const path = reportPaths.reportDownload(kind).slice(reportsServicePrefix.length);
  return http().call('/reports', path, reportDownloadSchemas[kind], { query: { initiative: initiativeId }, signal }) as Promise<
    ReportDownloadResponse<K>
  >;
}
