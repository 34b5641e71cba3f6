import { Report, ReportRows, reportPaths, reportsServicePrefix } from './contract/reports';
import { http } from './http';

const withinService = (path: string) => path.slice(reportsServicePrefix.length);

/** GET /reports/report/{id}: the header of a report (its id is its initiative's id). */
export function reportById(id: number, signal?: AbortSignal): Promise<Report> {
  return http().call('/reports', withinService(reportPaths.report(id)), Report, { signal });
}

/** GET /reports/report/{id}/rows: the rows, tagged with the table layout they fit. */
export function reportRowsById(id: number, signal?: AbortSignal): Promise<ReportRows> {
  return http().call('/reports', withinService(reportPaths.reportRows(id)), ReportRows, { signal });
}
