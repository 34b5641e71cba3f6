import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { reportLayoutOf } from '../../domain/initiative-types';
import { selectLoadingRows, selectReport, selectReportRows, type ReportDetailActor } from '../../machines/report-detail.machine';
import type { GridColumn, GridTotals } from '../../ui/grid/grid-columns';
import { DataGrid } from '../../ui/grid/DataGrid';
import { useGridColumnWidths } from '../../ui/grid/use-grid-column-widths';
import { reportGrid, type ReportGridRow } from './report-grid';

const rowKey = (entry: ReportGridRow) => entry.key;

/**
 * The report's table in its layout: the columns show as soon as the report's type is known,
 * with 'Загрузка' until the rows come, then the rows ('Нет данных' when none) and the totals.
 */
export function ReportTable({ actor }: { actor: ReportDetailActor }) {
  const report = useSelector(actor, selectReport);
  const answer = useSelector(actor, selectReportRows);
  const loading = useSelector(actor, selectLoadingRows);
  const grid = useMemo(() => {
    if (!report) return null;
    if (answer) return reportGrid(answer.layout, answer.rows, report);
    // Rows that failed to come are not 'Нет данных': the header shows the error instead.
    const layout = loading ? reportLayoutOf(report.type) : null;
    return layout ? reportGrid(layout, [], report) : null;
  }, [report, answer, loading]);

  if (!grid) return null;
  // One kept setting per layout: the five layouts have different columns.
  const layout = answer?.layout ?? reportLayoutOf(report!.type);
  return <ReportGridTable key={layout} settingsName={`report-detail.${layout}`} label={`Таблица отчёта «${report!.name}»`} grid={grid} loading={loading} />;
}

interface ReportGridTableProps {
  settingsName: string;
  label: string;
  grid: { columns: readonly GridColumn<ReportGridRow>[]; rows: readonly ReportGridRow[]; totals: GridTotals | null };
  loading: boolean;
}

/** The grid with its column widths kept per user (issue 10 item 10). */
function ReportGridTable({ settingsName, label, grid, loading }: ReportGridTableProps) {
  const widths = useGridColumnWidths(settingsName, grid.columns);
  return (
    <DataGrid
      label={label}
      columns={grid.columns}
      rows={grid.rows}
      rowKey={rowKey}
      loading={loading}
      totals={grid.totals}
      columnWidths={widths.columnWidths}
      onColumnResize={widths.onColumnResize}
    />
  );
}
