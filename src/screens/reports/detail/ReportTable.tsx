import { useSelector } from '@xstate/react';
import { Fragment, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { formatCell, type CellValue } from '../../../domain/shared/cell-format';
import { initiativeTypeName, reportLayoutOf } from '../../../domain/shared/initiative-types';
import { selectLoadingRows, selectReport, selectReportRows, selectWithoutTable, type ReportDetailActor } from '../../../machines/reports/report-detail.machine';
import type { GridColumn } from '../../../ui/grid/grid-columns';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { useGridColumnWidths } from '../../../ui/grid/use-grid-column-widths';
import { fitColumns, gridFontMeasures, type FitMeasures } from './fit-columns';
import { reportGrid, type ReportGrid, type ReportGridRow } from './report-grid';

const rowKey = (entry: ReportGridRow) => entry.key;
const valueOf = (column: GridColumn<ReportGridRow>, row: ReportGridRow): CellValue => column.value?.(row) ?? null;
/**
 * A report's headers are long ('Бонус за продажи на текущую дату, руб.'): four lines of them, in
 * the denser type of report-detail.css, let the sales/plan table's 15 columns fit 1440 px.
 */
const headerLines = 4;

/**
 * The report and its rows as the table shows them, deferred as one value: React renders what the
 * machine's selectors give at once, in the task that brought it, and the table is drawn in slices then.
 */
function useReportAnswer(actor: ReportDetailActor) {
  const report = useSelector(actor, selectReport);
  const answer = useSelector(actor, selectReportRows);
  const loading = useSelector(actor, selectLoadingRows);
  const withoutTable = useSelector(actor, selectWithoutTable);
  return useMemo(() => ({ report, answer, loading, withoutTable }), [report, answer, loading, withoutTable]);
}

/**
 * The report's table in its layout: the columns show as soon as the report's type is known,
 * with 'Загрузка' until the rows come, then the rows ('Нет данных' when none) and the totals.
 */
export function ReportTable({ actor }: { actor: ReportDetailActor }) {
  const { report, answer, loading, withoutTable } = useDeferredValue(useReportAnswer(actor));
  const grid = useMemo(() => {
    if (!report) return null;
    if (answer) return reportGrid(answer.layout, answer.rows, report);
    // Rows that failed to come are not 'Нет данных': the header shows the error instead.
    const layout = loading ? reportLayoutOf(report.type) : null;
    return layout ? reportGrid(layout, [], report) : null;
  }, [report, answer, loading]);

  if (withoutTable && report) {
    // The overview's fallback page of a type with neither a cube link nor a table: say so rather than show an empty grid.
    return <p className="report-detail__note">По инициативам вида «{initiativeTypeName(report.type)}» таблица отчёта не ведётся.</p>;
  }
  if (!grid) return null;
  // One kept setting per layout: the five layouts have different columns.
  const layout = answer?.layout ?? reportLayoutOf(report!.type);
  return <ReportGridTable key={layout} settingsName={`report-detail.${layout}`} label={`Таблица отчёта «${report!.name}»`} grid={grid} loading={loading} />;
}

interface ReportGridTableProps {
  settingsName: string;
  label: string;
  grid: ReportGrid;
  loading: boolean;
}

/**
 * The grid with its columns sized to their content in the width of the screen, and
 * the widths a user set by hand kept per user, which win over the fitted ones.
 */
function ReportGridTable({ settingsName, label, grid, loading }: ReportGridTableProps) {
  const widths = useGridColumnWidths(settingsName, grid.columns);
  const { box, width, measure } = useBoxWidth();
  const { columns, overflows } = useMemo(() => {
    if (!measure || width === 0) return { columns: grid.columns, overflows: false };
    // A long report scrolls down inside the grid: its scrollbar takes part of the width.
    const available = width - 2 - (grid.rows.length > 12 ? 17 : 0);
    const fitted = fitColumns(grid.content, available, measure);
    const total = Object.values(fitted).reduce((sum, each) => sum + each, 0);
    return { columns: grid.columns.map((column): GridColumn<ReportGridRow> => twoLines({ ...column, width: fitted[column.key] })), overflows: total > available };
  }, [grid, width, measure]);
  return (
    <div ref={box} className="report-detail__table">
      {/* Too many figures for this screen: say that the rest is to the right (the first column stays).
          Said while the rows load too: their figures only widen the columns, so the hint stays. A
          table whose headers fit may still be widened past the screen by its figures: the hint's
          line is kept empty until then, so the grid does not move down when the rows come. */}
      {overflows ? (
        <p className="report-detail__scroll-hint">Не все столбцы поместились: прокрутите таблицу вправо, первый столбец останется на месте.</p>
      ) : (
        <p className="report-detail__scroll-hint" aria-hidden="true" />
      )}
      {width > 0 && (
        <DataGrid
          label={label}
          columns={columns}
          rows={grid.rows}
          rowKey={rowKey}
          loading={loading}
          totals={grid.totals}
          headerLines={headerLines}
          rowHeight={textRowHeight}
          columnWidths={widths.columnWidths}
          onColumnResize={widths.onColumnResize}
        />
      )}
    </div>
  );
}

/**
 * Rows tall enough for three lines: the text columns (period, product) share what the figures
 * leave and would end in '…' on one line; on three a product's name reads whole, dose included,
 * at 1280 px and up (the tooltip shows a longer one).
 */
const textRowHeight = 60;

/**
 * A text with a line-break opportunity after each '+' and '/' («Амоксициллин+Клавулановая
 * кислота»): the browser breaks only at spaces and hyphens, and such a joined name would otherwise
 * be one word too wide for its column, broken mid-word.
 */
function breakableAfterJoiners(text: string): ReactNode {
  const parts = text.split(/(?<=[+/])/u);
  return parts.length === 1 ? text : parts.map((part, index) => <Fragment key={index}>{index > 0 && <wbr />}{part}</Fragment>);
}

/** A text column's cell as a block of at most three lines (figures stay as the grid draws them). */
function twoLines(column: GridColumn<ReportGridRow>): GridColumn<ReportGridRow> {
  if (column.format !== undefined && column.format !== 'text') return column;
  return { ...column, renderCell: (row) => <span className="report-detail__text">{breakableAfterJoiners(formatCell('text', valueOf(column, row)))}</span> };
}

/** The width of the table's box, followed as the window changes, and a text measure in its font. */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [measure, setMeasure] = useState<FitMeasures | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setMeasure(gridFontMeasures(element, headerLines));
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width, measure };
}
