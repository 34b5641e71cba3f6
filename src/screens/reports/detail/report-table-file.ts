import type { CellValue } from '../../../domain/shared/cell-format';
import { reportPeriodLabel } from '../../../domain/reports/report-detail';
import type { ReportHeader } from '../../../domain/reports/report-rows';
import type { ShownTable } from '../../../workers/shared/xlsx';
import type { ReportGrid } from './report-grid';

/** The table of the report as the screen shows it: the same columns, rows and 'Итого' line. */
export function shownReportTable(report: ReportHeader, grid: ReportGrid): ShownTable {
  const lines: CellValue[][] = grid.rows.map((row) => grid.columns.map((column) => column.value?.(row) ?? null));
  const { totals } = grid;
  if (totals) lines.push(grid.columns.map((column) => totals[column.key] ?? null));
  return { title: report.name, columns: grid.columns.map((column) => ({ header: column.name, format: column.format ?? 'text' })), lines };
}

/** «План продаж: весна, Апрель - Июнь.xlsx»: the report and its quarter, with no character a file name refuses. */
export const reportTableFileName = (report: ReportHeader): string =>
  `${`${report.name}, ${reportPeriodLabel(report)}`.replace(/[\\/:*?"<>|]+/gu, ' ').replace(/\s+/gu, ' ').trim()}.xlsx`;
