import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type UIEvent,
} from 'react';
import { DataGrid as ReactDataGrid, type ColumnWidths, type DataGridHandle, type SortColumn } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import '../../styles/grid.css';
import { RetryAlert } from '../RetryAlert';
import { EntryNoticeContext, type EntryNotice } from '../number/entry-notice';
import { useAfterFrame } from '../use-after-frame';
import { GridTooltip } from './GridTooltip';
import { toGridColumn, type GridColumn, type GridTotals } from './grid-columns';
import { listenForLeavingKeys } from './grid-keys';
import { cellLinesIn, defaultCellLinePx, headerMaxLines } from './header-fit';
import { toggleColumn } from './toggle-column';
import { visibleTreeRows, type GridTree } from './tree-rows';
import { useCellTooltip } from './use-cell-tooltip';
import { useFocusAfterRetry } from './use-focus-after-retry';
import { useGridFonts } from './use-grid-fonts';
import { useHeaderHeight, type HeaderText } from './use-header-height';

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
  /**
   * A failed load: its message and 'Повторить' in place of the rows, under the header (never an
   * empty table). Wins over `loading` and the rows.
   */
  error?: { what: string; message: string; onRetry: () => void } | null;
  /** A totals row pinned under the rows. */
  totals?: GridTotals | null;
  rowClassName?: (row: R) => string | undefined;
  tree?: GridTree<R>;
  /**
   * The least height of the header row. The header grows by itself to fit its longest header
   * (wrapped onto at most three lines), so this only keeps a screen's headers alike.
   */
  headerHeight?: number;
  /**
   * The most lines a header may wrap onto (3 unless given): a wide table of long headers (the
   * report detail's 15 columns) takes 4 to be narrower. Columns are kept wide enough for it.
   */
  headerLines?: number;
  /** Fixed, so that a million-row window costs nothing to lay out. */
  rowHeight?: number;
  /**
   * The grid grows with its rows up to this height (px), then scrolls (and virtualises). It is
   * never taller than the viewport below the page header, with or without it.
   */
  maxHeight?: number;
  /**
   * How many data columns stay in view when the grid scrolls sideways (the expand column before
   * them too): 1, the identifying column, unless given; 0 freezes none.
   */
  frozenColumns?: number;
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
  /**
   * The key of the column whose cells take typed quantities: the grid then says above itself, to
   * everyone, how the keyboard reaches them (the grid is one Tab stop, the cells are reached with
   * the arrows, which nothing on the screen told).
   */
  entryColumn?: string;
}

const defaultHeaderHeight = 40;
const defaultRowHeight = 36;

/** A grid's rows while its first ones are coming: one array, so nothing renders twice for it. */
const noRows: readonly never[] = [];

/** Every grid's accessible description: how to move in it and out of it. */
export const gridMovesText = 'Переход по ячейкам таблицы — стрелками, Home и End; Tab ведёт дальше по странице.';

/** Shown above a grid with quantity cells, and its accessible description. */
export const gridEntryText = (column: string) =>
  `Количества вводятся в столбце «${column}»: перейдите в таблицу клавишей Tab, стрелками выберите ячейку и наберите число — оно заменит прежнее; Enter или F2 — исправить, Esc — вернуть. Tab ведёт дальше по странице.`;

/**
 * The one grid of the portal, over react-data-grid: typed columns with Russian headers (wrapped,
 * never cut) and the shared cell formats, loading, empty and failed-load states, a totals row,
 * expandable parent rows, row classes, a frozen identifying column, a tooltip with the full text
 * of a cut cell, and the ARIA grid pattern: one Tab stop, arrow keys inside, Tab or Escape out.
 * Only the visible rows are rendered, so a window of a million rows goes through it unchanged.
 */
export function DataGrid<R>(props: DataGridProps<R>) {
  // react-data-grid reads its own size as it mounts, which makes the browser style and lay out
  // there and then everything the page changed in the same commit; a browser recording a profile
  // (Lighthouse, DevTools) counts each element so styled several times over. The grid therefore
  // mounts in the frame after its screen, whose elements the browser's own frame has styled by
  // then; until that frame its room is kept, so nothing under it moves.
  const due = useAfterFrame(true);
  return due ? <GridBody {...props} /> : <GridSpace {...props} />;
}

/**
 * The room the grid will take, and its keyboard hint, for the frame before it mounts: its cap while
 * its rows load, else its header and rows (borders too, as the grid has them) up to its cap.
 */
function GridSpace<R>({
  columns,
  rows,
  loading,
  error,
  totals,
  headerHeight = defaultHeaderHeight,
  rowHeight = defaultRowHeight,
  maxHeight,
  entryColumn,
}: DataGridProps<R>) {
  const entryName = entryColumn === undefined ? undefined : columns.find((column) => column.key === entryColumn)?.name;
  const waiting = loading && !error;
  return (
    <>
      {entryName !== undefined && <p className="grid__hint">{gridEntryText(entryName)}</p>}
      <div className="grid grid__space" style={waiting ? { blockSize: gridCap(maxHeight) } : { maxBlockSize: gridCap(maxHeight) }}>
        {!waiting && <div style={{ blockSize: heightWith(headerHeight, Math.max(1, rows.length), totals, rowHeight) }} />}
      </div>
    </>
  );
}

/** A grid's header and rows (its totals row too), in px, without its cap. */
const heightWith = (headerHeight: number, rows: number, totals: GridTotals | null | undefined, rowHeight: number) =>
  headerHeight + (rows + (totals ? 1 : 0)) * rowHeight;

/** The grid's cap: the viewport's (grid.css), or the screen's `maxHeight` below it. */
const gridCap = (maxHeight: number | undefined) =>
  maxHeight === undefined ? 'var(--grid-max-block-size)' : `min(${maxHeight}px, var(--grid-max-block-size))`;

function GridBody<R>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingText = 'Загрузка',
  emptyText = 'Нет данных',
  error = null,
  totals = null,
  rowClassName,
  tree,
  headerHeight = defaultHeaderHeight,
  headerLines = headerMaxLines,
  rowHeight = defaultRowHeight,
  maxHeight,
  frozenColumns = 1,
  onVisibleRowsChange,
  sort,
  columnWidths,
  onColumnResize,
  entryColumn,
}: DataGridProps<R>) {
  const gridHandle = useRef<DataGridHandle>(null);
  const gridElement = useRef<HTMLElement | null>(null);
  // The grid's root element, for the delegated listeners and the header measure (set before any effect reads it).
  useLayoutEffect(() => {
    gridElement.current = gridHandle.current?.element ?? null;
  });
  // The fonts the screen gives the grid: its headers are measured in them (a denser report table).
  const fonts = useGridFonts(gridElement);
  const tooltipId = useId();
  const descriptionId = useId();
  const entryName = entryColumn === undefined ? undefined : columns.find((column) => column.key === entryColumn)?.name;
  const { tip, hide: hideTip } = useCellTooltip(gridElement, tooltipId);
  const widths = useKeptColumnWidths(columnWidths);
  // A number box of a cell that put its value back says so here, under the rows (the box is gone).
  const [entrySentence, setEntrySentence] = useState<string | null>(null);
  const entryNotice = useMemo<EntryNotice>(() => ({ say: setEntrySentence }), []);
  const hideRows = loading || error !== null;
  const { shown, childRows } = useMemo(() => {
    if (hideRows) return { shown: [] as R[], childRows: new Set<R>() };
    if (!tree) return { shown: rows, childRows: new Set<R>() };
    const visible = visibleTreeRows(rows, rowKey, tree);
    return { shown: visible.rows, childRows: visible.childRows };
  }, [hideRows, rows, rowKey, tree]);

  // Rows coming to a grid that shows none (it mounts, or its rows were loading) are drawn in a
  // render of their own, after the grid's frame: React cuts a deferred render into slices of a
  // few milliseconds, and react-data-grid's mount lays the page out and renders once more when it
  // knows its width. With the rows inside, that mount was one task of 67 ms on the initiatives
  // list (1× CPU; four times that on a phone). Meanwhile the grid still says it is loading. A
  // render that is deferred already (the order and forecast grids defer their rows) draws them at
  // once; so do later rows, an edit or a scroll.
  const hasRows = shown.length > 0;
  const rowsDrawn = useDeferredValue(hasRows, false);
  const rowsComing = hasRows && !rowsDrawn;
  const drawn = rowsComing ? noRows : shown;

  const sortable = sort !== undefined;
  const gridColumns = useMemo(() => {
    const measure = fonts?.measureHeader;
    // Children are indented under their parent in the first data column.
    const indent = (row: R) => (childRows.has(row) ? 'grid__cell--child' : undefined);
    const data = columns.map((column, index) => ({
      ...toGridColumn(column, {
        cellClass: index === 0 ? indent : undefined,
        sortable: sortable && !column.renderCell,
        measure,
        headerLines,
        paddingInline: fonts?.cellPaddingInline,
      }),
      // react-data-grid drops the span of a frozen cell that reaches past the frozen columns, so a
      // column whose cells span the grid (the forecast's one-cell placeholder rows) stays unfrozen.
      frozen: index < frozenColumns && !column.colSpan,
    }));
    return tree ? [{ ...toggleColumn(tree, rowKey), frozen: data[0]?.frozen ?? false }, ...data] : data;
  }, [columns, tree, rowKey, childRows, sortable, frozenColumns, fonts, headerLines]);

  const headers = useMemo<HeaderText[]>(
    () => [
      ...(tree ? [{ text: '', sortable: false }] : []),
      ...columns.map((column) => ({ text: column.hiddenName ? '' : column.name, sortable: sortable && !column.renderCell })),
    ],
    [columns, tree, sortable],
  );
  const header = useHeaderHeight(gridElement, headers, headerHeight, fonts, headerLines);

  useEffect(() => {
    const grid = gridElement.current;
    return grid ? listenForLeavingKeys(grid, hideTip) : undefined;
  }, [hideTip]);

  const sortColumns = useMemo<SortColumn[]>(
    () => (sort?.column && sort.direction ? [{ columnKey: sort.column, direction: sort.direction === 'asc' ? 'ASC' : 'DESC' }] : []),
    [sort?.column, sort?.direction],
  );
  // react-data-grid answers a click with the next sort columns: the one clicked is the new first
  // one, or, when the list is left unsorted, the one that was sorted.
  const onSortColumnsChange = sort ? (next: SortColumn[]) => sort.onHeaderClick(next[0]?.columnKey ?? sort.column ?? '') : undefined;

  // A stable function: react-data-grid re-renders every row whose props change, and at a million
  // rows a new function on each render would repaint the whole window.
  const rowClass = useCallback(
    (row: R) => [childRows.has(row) ? 'grid__row--child' : '', rowClassName?.(row) ?? ''].join(' ').trim() || undefined,
    [childRows, rowClassName],
  );

  const summaryRows = totals && drawn.length > 0 ? [totals] : undefined;

  // The first window is reported as soon as the rows are known; later ones as the user scrolls.
  // The grid is never taller than the viewport, so a viewport of rows covers its first window.
  // A new row count is reported from where the grid stands, not from its top: a pharmacist who
  // jumps to the end as a long list fills stands there already, and on a busy computer this report
  // comes after the scroll's own; rows asked for the top would leave those in view waiting for good.
  // A grid never scrolled stands at its top: reading scrollTop there laid the page out inside the
  // commit that brings the rows (75 of a 191 ms task when the recommended order's list came, at 4×
  // CPU slowdown). A scroll not yet told reports its own rows when its event comes, after this.
  const visibleCount = Math.ceil(Math.min(maxHeight ?? Infinity, window.innerHeight) / rowHeight);
  const everScrolled = useRef(false);
  useEffect(() => {
    if (!onVisibleRowsChange) return;
    const scrolledTo = everScrolled.current ? Math.floor((gridElement.current?.scrollTop ?? 0) / rowHeight) : 0;
    const start = Math.max(0, Math.min(scrolledTo, shown.length - visibleCount));
    onVisibleRowsChange({ start, end: Math.min(shown.length, start + visibleCount) - 1 });
  }, [onVisibleRowsChange, shown.length, visibleCount, rowHeight]);

  const reportVisibleRows = (event: UIEvent<HTMLDivElement>) => {
    everScrolled.current = true;
    if (!onVisibleRowsChange) return;
    const { scrollTop, clientHeight } = event.currentTarget;
    const start = Math.floor(scrollTop / rowHeight);
    onVisibleRowsChange({ start, end: Math.min(shown.length - 1, start + Math.ceil(clientHeight / rowHeight)) });
  };

  const cap = gridCap(maxHeight);
  const focusAfterRetry = useFocusAfterRetry(gridHandle, drawn.length);

  // Drawn inside the grid, which may own only rows: the message is a row of one cell spanning all
  // columns (axe: aria-required-children), the status or the error inside that cell.
  const fallback = (
    <div role="row" className={error ? 'grid__message grid__message--error' : 'grid__message'}>
      <div role="gridcell" aria-colspan={gridColumns.length}>
        {error ? (
          <RetryAlert what={error.what} message={error.message} onRetry={focusAfterRetry(error.onRetry)} />
        ) : (
          <p className="grid__message-text" role="status">
            {loading || rowsComing ? loadingText : emptyText}
          </p>
        )}
      </div>
    </div>
  );

  return (
    <EntryNoticeContext value={entryNotice}>
      {entryName === undefined ? (
        <span id={descriptionId} className="visually-hidden">
          {gridMovesText}
        </span>
      ) : (
        <p id={descriptionId} className="grid__hint">
          {gridEntryText(entryName)}
        </p>
      )}
      <ReactDataGrid
        ref={gridHandle}
        className="grid rdg-light"
        aria-label={label}
        aria-describedby={descriptionId}
        // As tall as its header, rows, totals and sideways scrollbar (block-size auto, see
        // grid.css), up to the viewport or maxHeight; then it scrolls under a sticky totals row.
        style={{
          ...(maxHeight === undefined ? {} : { maxBlockSize: cap }),
          // While the rows load, the grid takes the height it will most likely have (its cap: a
          // screen's list fills it), so what is under it does not move down when they come.
          ...(loading && error === null ? { blockSize: cap } : {}),
          // While its rows are coming, as tall as it will be with them (up to its cap).
          ...(rowsComing ? { minBlockSize: `min(${heightWith(header.height, shown.length, totals, rowHeight)}px, ${cap})` } : {}),
          ...(headerLines === headerMaxLines ? {} : { '--grid-header-lines': headerLines }),
          // How many lines a wrapped name may take: as many as the row holds in the name's font.
          ...({ '--grid-cell-lines': cellLinesIn(rowHeight, fonts?.cellLinePx ?? defaultCellLinePx) } as CSSProperties),
        }}
        columns={gridColumns}
        rows={drawn}
        rowKeyGetter={rowKey}
        rowHeight={rowHeight}
        headerRowHeight={header.height}
        summaryRowHeight={rowHeight}
        bottomSummaryRows={summaryRows}
        rowClass={rowClass}
        onScroll={reportVisibleRows}
        columnWidths={widths.columnWidths}
        onColumnWidthsChange={widths.onColumnWidthsChange}
        onColumnResize={(column, width) => {
          header.remeasure();
          onColumnResize?.(column.key, width);
        }}
        sortColumns={sortColumns}
        onSortColumnsChange={onSortColumnsChange}
        renderers={{ noRowsFallback: fallback }}
      />
      <GridTooltip id={tooltipId} tip={tip} />
      <p className="grid__entry-notice" role="status">
        {entrySentence}
      </p>
    </EntryNoticeContext>
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
