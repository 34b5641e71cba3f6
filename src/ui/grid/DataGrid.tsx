import { useCallback, useEffect, useMemo, useState, type UIEvent } from 'react';
import { DataGrid as ReactDataGrid, type ColumnWidths, type SortColumn } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import '../../styles/grid.css';
import { toGridColumn, type GridColumn, type GridTotals } from './grid-columns';
import { toggleColumn } from './toggle-column';
import { visibleTreeRows, type GridTree } from './tree-rows';

export interface DataGridProps<R> {
  /** Names the grid for assistive technology. */
  label: string;
  columns: readonly GridColumn<R>[];
  /** The rows (parents only when `tree` is given). A worker-fed window passes windowRows(...). */
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** Shows `loadingText` in place of the rows. */
  loading?: boolean;
  loadingText?: string;
  /** Shown when there are no rows: 'Нет данных' unless the screen has a better reason. */
  emptyText?: string;
  /** A totals row pinned under the rows. */
  totals?: GridTotals | null;
  rowClassName?: (row: R) => string | undefined;
  tree?: GridTree<R>;
  /** Taller when headers are long and wrap onto two lines. */
  headerHeight?: number;
  /** Fixed, so that a million-row window costs nothing to lay out. */
  rowHeight?: number;
  /** The grid grows with its rows up to this height, then scrolls (and virtualises). */
  maxHeight?: number;
  /** The first and last row index in view, to ask a worker for the rows of that window (pass a stable callback). */
  onVisibleRowsChange?: (range: { start: number; end: number }) => void;
  /**
   * Sorting by a header click, for a list the server sorts: the sorted column, and the column
   * clicked (the owner decides the next direction). Without it headers do not sort.
   */
  sort?: { column: string | null; direction: 'asc' | 'desc' | null; onHeaderClick: (columnKey: string) => void };
  /**
   * The user's kept column widths (key → px) and where a resize (mouse, or Ctrl+←/→ on a header)
   * goes: pass useGridColumnWidths(tableName, columns) from ./use-grid-column-widths to keep them
   * per user, or a table-settings machine's widths.
   */
  columnWidths?: Readonly<Record<string, number>>;
  onColumnResize?: (key: string, width: number) => void;
}

/**
 * The one grid of the portal, over react-data-grid: typed columns with Russian headers and the
 * shared cell formats, loading and empty texts, a totals row, expandable parent rows, row
 * classes, keyboard navigation (arrow keys, Tab into a cell's control) and role grid.
 * Only the visible rows are rendered, so a window of a million rows goes through it unchanged.
 */
export function DataGrid<R>({
  label, columns, rows, rowKey, loading = false, loadingText = 'Загрузка', emptyText = 'Нет данных',
  totals = null, rowClassName, tree, headerHeight = 40, rowHeight = 36, maxHeight = 640, onVisibleRowsChange, sort,
  columnWidths, onColumnResize,
}: DataGridProps<R>) {
  const widths = useKeptColumnWidths(columnWidths);
  const { shown, childRows } = useMemo(() => {
    if (loading) return { shown: [] as R[], childRows: new Set<R>() };
    if (!tree) return { shown: rows, childRows: new Set<R>() };
    const visible = visibleTreeRows(rows, rowKey, tree);
    return { shown: visible.rows, childRows: visible.childRows };
  }, [loading, rows, rowKey, tree]);

  const sortable = sort !== undefined;
  const gridColumns = useMemo(() => {
    // Children are indented under their parent in the first data column.
    const indent = (row: R) => (childRows.has(row) ? 'grid__cell--child' : undefined);
    const data = columns.map((column, index) => ({ ...toGridColumn(column, index === 0 ? indent : undefined), sortable: sortable && !column.renderCell }));
    return tree ? [toggleColumn(tree, rowKey), ...data] : data;
  }, [columns, tree, rowKey, childRows, sortable]);

  const sortColumns = useMemo<SortColumn[]>(
    () => (sort?.column && sort.direction ? [{ columnKey: sort.column, direction: sort.direction === 'asc' ? 'ASC' : 'DESC' }] : []),
    [sort?.column, sort?.direction],
  );
  // react-data-grid answers a click with the next sort columns: the one clicked is the new first
  // one, or, when the list is left unsorted, the one that was sorted.
  const onSortColumnsChange = sort
    ? (next: SortColumn[]) => sort.onHeaderClick(next[0]?.columnKey ?? sort.column ?? '')
    : undefined;

  // A stable function: react-data-grid re-renders every row whose props change, and at a million
  // rows a new function on each render would repaint the whole window.
  const rowClass = useCallback(
    (row: R) => [childRows.has(row) ? 'grid__row--child' : '', rowClassName?.(row) ?? ''].join(' ').trim() || undefined,
    [childRows, rowClassName],
  );

  const summaryRows = totals && shown.length > 0 ? [totals] : undefined;
  const bodyRows = Math.max(shown.length, 2) + (summaryRows ? 1 : 0);
  const height = Math.min(headerHeight + bodyRows * rowHeight + 2, maxHeight);

  // The first window is reported as soon as the rows are known; later ones as the user scrolls.
  const visibleCount = Math.ceil((height - headerHeight) / rowHeight);
  useEffect(() => {
    onVisibleRowsChange?.({ start: 0, end: Math.min(shown.length, visibleCount) - 1 });
  }, [onVisibleRowsChange, shown.length, visibleCount]);

  const reportVisibleRows = (event: UIEvent<HTMLDivElement>) => {
    if (!onVisibleRowsChange) return;
    const { scrollTop, clientHeight } = event.currentTarget;
    const start = Math.floor(scrollTop / rowHeight);
    onVisibleRowsChange({ start, end: Math.min(shown.length - 1, start + Math.ceil(clientHeight / rowHeight)) });
  };

  return (
    <ReactDataGrid
      className="grid rdg-light"
      aria-label={label}
      style={{ blockSize: height }}
      columns={gridColumns}
      rows={shown}
      rowKeyGetter={rowKey}
      rowHeight={rowHeight}
      headerRowHeight={headerHeight}
      summaryRowHeight={rowHeight}
      bottomSummaryRows={summaryRows}
      rowClass={rowClass}
      onScroll={reportVisibleRows}
      columnWidths={widths.columnWidths}
      onColumnWidthsChange={widths.onColumnWidthsChange}
      onColumnResize={onColumnResize ? (column, width) => onColumnResize(column.key, width) : undefined}
      sortColumns={sortColumns}
      onSortColumnsChange={onSortColumnsChange}
      renderers={{ noRowsFallback: <p className="grid__message" role="status">{loading ? loadingText : emptyText}</p> }}
    />
  );
}

/**
 * The grid's widths with the kept ones laid over them as 'resized'. react-data-grid remembers the
 * widths it measured and prefers them to a column's `width`, so widths that arrive after the first
 * render (the settings load) must go in through its controlled `columnWidths`, not the columns.
 */
function useKeptColumnWidths(kept: Readonly<Record<string, number>> | undefined) {
  const [measured, setMeasured] = useState<ColumnWidths>(() => new Map());
  const columnWidths = useMemo(() => {
    if (!kept) return undefined;
    const map = new Map(measured);
    for (const [key, width] of Object.entries(kept)) map.set(key, { type: 'resized', width });
    return map;
  }, [kept, measured]);
  return { columnWidths, onColumnWidthsChange: kept ? setMeasured : undefined };
}
