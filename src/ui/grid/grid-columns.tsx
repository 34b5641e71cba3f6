import type { ReactNode } from 'react';
import type { Column } from 'react-data-grid';
import { formatCell, type CellFormat, type CellValue } from '../../domain/cell-format';

/**
 * A column of the portal's grid: a Russian header, and either a value shown in one of the
 * shared cell formats (src/domain/cell-format, the same the spreadsheets use) or a custom cell
 * (actions, links). Numeric formats are right-aligned and never wrap.
 */
export interface GridColumn<R> {
  key: string;
  name: string;
  /** How the value reads; 'text' unless given. */
  format?: CellFormat;
  /** The cell's value; `row[key]` unless given. */
  value?: (row: R) => CellValue;
  /** A custom cell. `tabIndex` is the grid's roving focus: give it to the one control inside. */
  renderCell?: (row: R, focus: { tabIndex: number }) => ReactNode;
  width?: number | string;
  minWidth?: number;
  /** Names the header for screen readers only (icon columns): the header shows nothing. */
  hiddenName?: boolean;
  /** How many columns this row's cell spans (a placeholder row is one cell across the grid). */
  colSpan?: (row: R) => number | undefined;
}

/** The totals row: values by column key, formatted like the column ('Итого' is plain text). */
export type GridTotals = Readonly<Record<string, CellValue>>;

const isNumeric = (format: CellFormat | undefined) => format !== undefined && format !== 'text';

const valueOf = <R,>(column: GridColumn<R>, row: R): CellValue =>
  column.value ? column.value(row) : ((row as Record<string, unknown>)[column.key] as CellValue);

/** The react-data-grid column of a GridColumn; `cellClass` adds the per-row classes (indent). */
export function toGridColumn<R>(column: GridColumn<R>, cellClass?: (row: R) => string | undefined): Column<R, GridTotals> {
  const format = column.format ?? 'text';
  const numberClass = isNumeric(column.format) ? 'grid__cell--number' : undefined;
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined;
  return {
    key: column.key,
    name: column.hiddenName ? <span className="visually-hidden">{column.name}</span> : column.name,
    width: column.width,
    minWidth: column.minWidth,
    resizable: true,
    headerCellClass: numberClass,
    cellClass: (row) => classes(numberClass, cellClass?.(row)),
    summaryCellClass: classes(numberClass, 'grid__cell--total'),
    renderCell: ({ row, tabIndex }) =>
      column.renderCell ? column.renderCell(row, { tabIndex }) : formatCell(format, valueOf(column, row)),
    renderSummaryCell: ({ row }) => formatCell(format, row[column.key] ?? null),
    colSpan: column.colSpan ? (args) => (args.type === 'ROW' ? column.colSpan?.(args.row) : undefined) : undefined,
  };
}
