import type { CellFormat } from '../../domain/cell-format';
import { reportLayouts, reportTotals, type ReportLayout } from '../../domain/report-detail';
import type { ReportLayoutKind } from '../../domain/initiative-types';
import type { ReportHeader, ReportRowsByLayout } from '../../domain/report-rows';
import type { GridColumn, GridTotals } from '../../ui/grid/grid-columns';

/** A report row with the key the grid needs: rows carry no id of their own, so their position is it. */
export interface ReportGridRow {
  key: string;
  row: unknown;
}

export interface ReportGrid {
  columns: GridColumn<ReportGridRow>[];
  rows: ReportGridRow[];
  totals: GridTotals | null;
}

/** Wide enough for most of a Russian header on one line; long ones end in an ellipsis. */
const widthOf = (header: string, format: CellFormat) =>
  Math.min(320, Math.max(format === 'text' ? 160 : 120, header.length * 7 + 24));

function gridOf<Row>(layout: ReportLayout<Row>, rows: readonly Row[], report: ReportHeader): ReportGrid {
  const totals = reportTotals(layout, rows, report);
  return {
    columns: layout.columns.map((column) => ({
      key: column.key,
      name: column.header,
      format: column.format,
      value: (entry: ReportGridRow) => column.value(entry.row as Row, report),
      width: widthOf(column.header, column.format),
    })),
    rows: rows.map((row, index) => ({ key: String(index), row })),
    totals:
      totals && layout.totals
        ? { [layout.totals.labelKey]: totals.label, [layout.totals.quarterKey]: totals.quarterLabel, ...totals.sums }
        : null,
  };
}

/** The grid of a report in one of the five layouts: columns, rows and the totals row ('Итого' + quarter). */
export function reportGrid<K extends ReportLayoutKind>(kind: K, rows: readonly ReportRowsByLayout[K][], report: ReportHeader): ReportGrid {
  const layout: ReportLayout<ReportRowsByLayout[K]> = reportLayouts[kind];
  return gridOf(layout, rows, report);
}
