import { useCallback } from 'react';
import type { GridColumn } from './grid-columns';
import { useGridColumnWidths } from './use-grid-column-widths';

/** A place in a list whose rows live in a worker: the row shows once its window has come. */
interface Placed {
  position: number;
}

const placeKey = (line: Placed) => String(line.position);

/** What the grid reports as the user scrolls, for the machine that asks the worker for those rows. */
type VisibleRowsEvent = { type: 'grid.visibleRows'; start: number; end: number };

interface WorkerRowsGridOptions<L extends Placed> {
  /** The table whose column widths are kept per user. */
  settingsName: string;
  columns: readonly GridColumn<L>[];
  /** The grid's machine: it hears of the rows in view ('grid.visibleRows'). */
  machine: { send: (event: VisibleRowsEvent) => void };
  /** What else follows the rows in view (the forecast's skimming), before the machine hears. */
  follow?: (start: number, end: number) => void;
}

/**
 * What a grid over a worker's rows (the forecast's, an order screen's positions) gives its
 * DataGrid alike: its columns at the user's kept widths, each row keyed by its place in the list,
 * the waiting text, and the rows in view told to the machine.
 */
export function useWorkerRowsGrid<L extends Placed>({ settingsName, columns, machine, follow }: WorkerRowsGridOptions<L>) {
  const widths = useGridColumnWidths(settingsName, columns);
  const onVisibleRowsChange = useCallback(
    ({ start, end }: { start: number; end: number }) => {
      follow?.(start, end);
      machine.send({ type: 'grid.visibleRows', start, end });
    },
    [machine, follow],
  );
  return {
    columns,
    rowKey: placeKey,
    loadingText: 'Загрузка...',
    onVisibleRowsChange,
    columnWidths: widths.columnWidths,
    onColumnResize: widths.onColumnResize,
  };
}
