import { formatCell } from '../../../domain/shared/cell-format';
import { reportLayouts, reportTotals, type ReportLayout } from '../../../domain/reports/report-detail';
import type { ReportLayoutKind } from '../../../domain/shared/initiative-types';
import type { ReportHeader, ReportRowsByLayout } from '../../../domain/reports/report-rows';
import type { GridColumn, GridTotals } from '../../../ui/grid/grid-columns';
import type { FitColumn } from './fit-columns';

/** A report row with the key the grid needs: rows carry no id of their own, so their position is it. */
export interface ReportGridRow {
  key: string;
  row: unknown;
}

export interface ReportGrid {
  columns: GridColumn<ReportGridRow>[];
  rows: ReportGridRow[];
  totals: GridTotals | null;
  /** What each column shows, for sizing it to its content (fit-columns.ts). */
  content: FitColumn[];
}

/**
 * The initiative column says the report's own name in every row, which the page's heading already
 * says: the screen leaves it out (the downloaded sheet keeps it), and its width goes to the
 * period and the product. The totals row's 'Итого' and quarter label then stand one column on.
 */
const repeatedKey = 'initiative';

function gridOf<Row>(full: ReportLayout<Row>, rows: readonly Row[], report: ReportHeader): ReportGrid {
  const layout = withoutRepeatedInitiative(full);
  const sums = reportTotals(layout, rows, report);
  const totals: GridTotals | null =
    sums && layout.totals ? { [layout.totals.labelKey]: sums.label, [layout.totals.quarterKey]: sums.quarterLabel, ...sums.sums } : null;
  return {
    columns: layout.columns.map((column) => ({
      key: column.key,
      name: column.header,
      format: column.format,
      value: (entry: ReportGridRow) => column.value(entry.row as Row, report),
    })),
    rows: rows.map((row, index) => ({ key: String(index), row })),
    totals,
    content: layout.columns.map((column) => ({
      key: column.key,
      header: column.header,
      numeric: column.format !== 'text',
      texts: [
        ...rows.map((row) => formatCell(column.format, column.value(row, report))),
        ...(totals && column.key in totals ? [formatCell(column.format, totals[column.key])] : []),
      ],
    })),
  };
}

function withoutRepeatedInitiative<Row>(layout: ReportLayout<Row>): ReportLayout<Row> {
  const columns = layout.columns.filter((column) => column.key !== repeatedKey);
  if (columns.length === layout.columns.length) return layout;
  const totals = layout.totals && layout.totals.labelKey === repeatedKey
    ? { ...layout.totals, labelKey: layout.totals.quarterKey, quarterKey: columns[columns.findIndex((column) => column.key === layout.totals!.quarterKey) + 1].key }
    : layout.totals;
  return { ...layout, columns, totals };
}

/** The grid of a report in one of the five layouts: columns, rows and the totals row ('Итого' + quarter). */
export function reportGrid<K extends ReportLayoutKind>(kind: K, rows: readonly ReportRowsByLayout[K][], report: ReportHeader): ReportGrid {
  const layout: ReportLayout<ReportRowsByLayout[K]> = reportLayouts[kind];
  return gridOf(layout, rows, report);
}
