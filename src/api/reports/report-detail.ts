import { reportLayoutOf } from '../../domain/shared/initiative-types';
import { reportCalls, type Report, type ReportRows } from '../contract/reports';
import { http } from '../shared/http';

/**
 * Adds the choice of call: a report's rows come from the call of its table (the spec's "rows per
 * report type"), chosen by the report's type, and answer with the layout they are read in. A type
 * without a table fails at once with the words the gateway used to answer, without a request.
 */
export async function reportRowsOf(report: Pick<Report, 'id' | 'type'>, signal?: AbortSignal): Promise<ReportRows> {
  const input = { params: { id: report.id }, signal };
  const layout = reportLayoutOf(report.type);
  switch (layout) {
    case 'salesPlan':
      return { layout, rows: await http().request(reportCalls.salesPlanRows, input) };
    case 'contract':
      return { layout, rows: await http().request(reportCalls.contractRows, input) };
    case 'matrixLevel':
      return { layout, rows: await http().request(reportCalls.mandatoryMatrixRows, input) };
    case 'motivation':
      return { layout, rows: await http().request(reportCalls.pharmacyMotivationRows, input) };
    case 'discountCompensation':
      return { layout, rows: await http().request(reportCalls.discountCompensationRows, input) };
    case null:
      throw new Error(`У отчёта №${report.id} нет таблицы строк`);
  }
}
