import type { ForecastWindow } from '../../workers/forecast/forecast-types';

/* The forecast's own rows in the window; the window rules every grid shares are in worker-grid.ts. */

/** The window with the typed text in the edited row, so the cell keeps it when it re-renders. */
export function patchWindowRow(window: ForecastWindow | null, row: number, text: string): ForecastWindow | null {
  if (!window || !window.rows.some((item) => item.row === row)) return window;
  return { ...window, rows: window.rows.map((item) => (item.row === row ? { ...item, quantityText: text } : item)) };
}

/**
 * The new window, keeping the row objects of the old one where the same view shows the same row
 * the same way: the grid re-renders only the rows that changed, so a scroll costs the rows it
 * brings in, not every row on screen.
 */
export function mergeWindow(previous: ForecastWindow | null, next: ForecastWindow): ForecastWindow {
  if (!previous || previous.revision !== next.revision) return next;
  const offset = next.start - previous.start;
  let kept = 0;
  const rows = next.rows.map((row, k) => {
    const old = previous.rows[k + offset];
    if (old && old.row === row.row && old.quantityText === row.quantityText) {
      kept++;
      return old;
    }
    return row;
  });
  return kept === 0 ? next : { ...next, rows };
}
