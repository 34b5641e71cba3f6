import { useSelector } from '@xstate/react';
import { useDeferredValue, useMemo } from 'react';
import type { GridColumn } from '../../../ui/grid/grid-columns';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { useWorkerRowsGrid } from '../../../ui/grid/use-worker-rows-grid';
import { windowRows } from '../../../ui/grid/window-rows';
import {
  selectGridBusy,
  selectGridError,
  selectGridFailed,
  selectGridMatching,
  selectGridRevision,
  selectGridWindow,
  type PositionsGridActor,
} from '../../../machines/orders/positions-grid';
import type { PositionRow } from '../../../workers/orders/positions-types';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';
import { RetryAlert } from '../../../ui/RetryAlert';
import '../../../styles/positions.css';

/** A grid position: the worker's row once its window arrived, else only its place. */
export interface PositionLine {
  position: number;
  row: PositionRow | null;
}

/**
 * Rows tall enough for a product name on three lines: the name column is 200 px wide so that the
 * order quantity stays in view at 1 280 px, and the longest names need the third line there.
 */
export const positionsRowHeight = 56;

/** A column cell of a loaded row; the placeholder row shows nothing there. */
export const ofRow =
  <T,>(read: (row: PositionRow) => T) =>
  (line: PositionLine): T | null =>
    line.row ? read(line.row) : null;

/**
 * The first column, frozen while the grid scrolls sideways: its value, and 'Загрузка...' in its
 * cell alone while the row is on its way (react-data-grid drops the span of a frozen cell).
 */
export function firstColumn(column: GridColumn<PositionLine>): GridColumn<PositionLine> {
  return { ...column, value: (line) => (line.row ? (column.value?.(line) ?? null) : 'Загрузка...') };
}

interface PositionsListProps {
  grid: PositionsGridActor;
  label: string;
  columns: readonly GridColumn<PositionLine>[];
  rowClassName?: (line: PositionLine) => string | undefined;
  /** Loads the list again when the worker could not filter it. */
  onRetry: () => void;
  /** The table whose column widths are kept per user: 'purchase-order', 'rg-order', 'recommended-order'. */
  settingsName: string;
  /** Taller rows for a screen whose cells wrap more (the recommended order's explanation); three lines of a name unless given. */
  rowHeight?: number;
}

/**
 * The positions the worker's filter keeps, in a grid fed by windows: react-data-grid reads only
 * the visible places of windowRows, and a scroll past the window asks the worker for the rows
 * around it. data-view-revision / data-window-revision say which view the rows come from.
 */
export function PositionsList({
  grid,
  label,
  columns,
  rowClassName,
  onRetry,
  settingsName,
  rowHeight = positionsRowHeight,
}: PositionsListProps) {
  const gridProps = useWorkerRowsGrid({ settingsName, columns, machine: grid });
  const revision = useSelector(grid, selectGridRevision);
  const matching = useSelector(grid, selectGridMatching);
  const window = useSelector(grid, selectGridWindow);
  const busy = useSelector(grid, selectGridBusy);
  const failed = useSelector(grid, selectGridFailed);
  // An edit or a window the worker did not answer: the error modal, as on the forecast.
  const error = useSelector(grid, selectGridError);
  useErrorModalOn(failed ? null : error);
  const shown = revision > 0;
  const rows = useMemo(
    () =>
      windowRows<PositionLine>(matching, (position) => {
        const offset = window && window.revision === revision ? position - window.start : -1;
        const row = window && offset >= 0 && offset < window.rows.length ? window.rows[offset] : null;
        return { position, row };
      }),
    [matching, window, revision],
  );
  // The grid draws new rows in a render of their own that React cuts into slices of a few
  // milliseconds: the rows come through the machine's selectors, which React renders at once, and
  // the positions' arrival drew the whole grid in one task (300–500 ms at a phone's speed).
  const shownRows = useDeferredValue(rows);
  const shownLoading = useDeferredValue(!shown);
  if (failed) return <RetryAlert what="Не удалось отфильтровать список товаров" message={failed.message} onRetry={onRetry} />;
  return (
    <div className="positions__grid" data-view-revision={revision} data-window-revision={window?.revision ?? 0} aria-busy={busy}>
      <DataGrid
        {...gridProps}
        label={label}
        // The order quantity's column (position-columns.tsx), where the screen has it.
        entryColumn="order"
        rows={shownRows}
        rowHeight={rowHeight}
        loading={shownLoading}
        rowClassName={rowClassName}
      />
    </div>
  );
}
