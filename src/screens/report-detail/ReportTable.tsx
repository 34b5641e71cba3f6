import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { reportLayoutOf } from '../../domain/initiative-types';
import { selectLoadingRows, selectReport, selectReportRows, type ReportDetailActor } from '../../machines/report-detail.machine';
import { DataGrid } from '../../ui/grid/DataGrid';
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
  return (
    <DataGrid
      label={`Таблица отчёта «${report!.name}»`}
      columns={grid.columns}
      rows={grid.rows}
      rowKey={rowKey}
      loading={loading}
      totals={grid.totals}
    />
  );
}
