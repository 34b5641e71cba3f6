import { reportCalls, type Report, type ReportRows } from './contract/reports';
import { http } from './http';

/** GET /reports/report/{id}: the header of a report (its id is its initiative's id). */
export function reportById(id: number, signal?: AbortSignal): Promise<Report> {
  return http().request(reportCalls.reportById, { params: { id }, signal });
}

/** GET /reports/report/{id}/rows: the rows, tagged with the table layout they fit. */
export function reportRowsById(id: number, signal?: AbortSignal): Promise<ReportRows> {
  return http().request(reportCalls.reportRowsById, { params: { id }, signal });
}
