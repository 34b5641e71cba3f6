import { Fragment, type ReactNode } from 'react';
import type { Column } from 'react-data-grid';
import { formatCell, type CellFormat, type CellValue } from '../../domain/shared/cell-format';
import { headerMaxLines, headerTextMinWidth } from './header-fit';

/**
 * A column of the portal's grid: a Russian header, and either a value shown in one of the
 * shared cell formats (src/domain/shared/cell-format, the same the spreadsheets use) or a custom cell
 * (actions, links). Numeric formats are right-aligned and never wrap.
 */
export interface GridColumn<R> {
  key: string;
  name: string;
  /** How the value reads; 'text' unless given. */
  format?: CellFormat;
  /** The cell's value; `row[key]` unless given. */
  value?: (row: R) => CellValue;
  /**
   * A custom cell. `tabIndex` is the grid's roving focus (0 only in the active cell): give it to
   * every control inside. The arrows choose the cell and focus its first control; Tab and
   * Shift+Tab go through the cell's controls, then leave the grid (tests/browser/grid-cell-controls).
   */
  renderCell?: (row: R, focus: { tabIndex: number }) => ReactNode;
  width?: number | string;
  minWidth?: number;
  /** Names the header for screen readers only (icon columns): the header shows nothing. */
  hiddenName?: boolean;
  /**
   * A name that must be read whole (a product): the text wraps onto as many lines as the row holds
   * (DataGrid's rowHeight: two at 40 px) instead of ending in '…', and the column takes the width
   * the grid leaves spare beside the others, from `width` up.
   */
  wrap?: boolean;
  /** How many columns this row's cell spans (a placeholder row is one cell across the grid). */
  colSpan?: (row: R) => number | undefined;
}

/** The totals row: values by column key, formatted like the column ('Итого' is plain text). */
export type GridTotals = Readonly<Record<string, CellValue>>;

const isNumeric = (format: CellFormat | undefined) => format !== undefined && format !== 'text';

const valueOf = <R,>(column: GridColumn<R>, row: R): CellValue =>
  column.value ? column.value(row) : ((row as Record<string, unknown>)[column.key] as CellValue);

/** How a GridColumn becomes a react-data-grid column. */
export interface GridColumnOptions<R> {
  /** Per-row classes added to the cells (the child indent). */
  cellClass?: (row: R) => string | undefined;
  sortable?: boolean;
  /** The header font's text width; with it the column is never so narrow that its header needs more than `headerLines` lines. */
  measure?: ((text: string) => number) | null;
  /** The most lines a header may wrap onto: 3 unless given. */
  headerLines?: number;
  /** A cell's padding, both sides (px), as the page styles it. */
  paddingInline?: number;
}

const cellPaddingInline = 2 * 0.6 * 16; // px, .grid .rdg-cell (0.6rem each side)
const sortArrowWidth = 24;
const defaultMinWidth = 50; // react-data-grid's

/** The narrowest the column may be: its own minimum, or what its header needs to fit in `headerLines` (three) lines. */
export function columnMinWidth(
  column: Pick<GridColumn<unknown>, 'name' | 'minWidth' | 'hiddenName'>,
  sortable: boolean,
  measure?: ((text: string) => number) | null,
  headerLines = headerMaxLines,
  paddingInline = cellPaddingInline,
): number {
  const own = column.minWidth ?? defaultMinWidth;
  if (!measure || column.hiddenName) return own;
  const header = headerTextMinWidth(column.name, measure, headerLines) + paddingInline + (sortable ? sortArrowWidth : 0) + 2;
  return Math.max(own, Math.ceil(header));
}

/** A header with a line-break opportunity after each slash ('закупок/<wbr>продаж,'), as header-fit counts it. */
function withSlashBreaks(name: string): ReactNode {
  if (!name.includes('/')) return name;
  return name.split(/(?<=\/)/).map((part, index) =>
    index === 0 ? (
      part
    ) : (
      <Fragment key={index}>
        <wbr />
        {part}
      </Fragment>
    ),
  );
}

/** The react-data-grid column of a GridColumn. Controls in a custom cell take the grid's roving `tabIndex`. */
export function toGridColumn<R>(column: GridColumn<R>, options: GridColumnOptions<R> = {}): Column<R, GridTotals> {
  const { cellClass, sortable = false, measure, headerLines, paddingInline } = options;
  const format = column.format ?? 'text';
  const numberClass = isNumeric(column.format) ? 'grid__cell--number' : undefined;
  const wrapClass = column.wrap ? 'grid__cell--wrap' : undefined;
  const content = (node: ReactNode) => (column.wrap ? <span className="grid__wrap-text">{node}</span> : node);
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined;
  return {
    key: column.key,
    // The text is its own element so that it can wrap (three lines at most) and be measured.
    name: column.hiddenName ? (
      <span className="visually-hidden">{column.name}</span>
    ) : (
      <span className="grid__header-text">{withSlashBreaks(column.name)}</span>
    ),
    // A wrapped name grows into the spare width (react-data-grid measures the track it lays out).
    width: column.wrap && typeof column.width === 'number' ? `minmax(${column.width}px, 1fr)` : column.width,
    minWidth: columnMinWidth(column, sortable, measure, headerLines, paddingInline),
    resizable: true,
    sortable,
    headerCellClass: numberClass,
    cellClass: (row) => classes(numberClass, wrapClass, cellClass?.(row)),
    summaryCellClass: classes(numberClass, 'grid__cell--total'),
    renderCell: ({ row, tabIndex }) =>
      column.renderCell ? column.renderCell(row, { tabIndex }) : content(formatCell(format, valueOf(column, row))),
    renderSummaryCell: ({ row }) => formatCell(format, row[column.key] ?? null),
    colSpan: column.colSpan ? (args) => (args.type === 'ROW' ? column.colSpan?.(args.row) : undefined) : undefined,
  };
}
