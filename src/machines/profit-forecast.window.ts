import type { ForecastWindow } from '../workers/forecast-types';
import type { ProfitForecastContext, VisibleRows } from './profit-forecast.types';

/**
 * The grid's window over the worker's rows. The grid shows about twenty rows; the worker is asked
 * for them and a margin either side, so a short scroll is answered from what is already here and
 * a long one costs one small call (never more than 200 rows cross).
 */
export const windowMargin = 30;

/** Positions to ask for around the visible ones: start inclusive, end exclusive. */
export function wantedWindow(visible: VisibleRows, matching: number): { start: number; end: number } {
  const start = Math.max(0, Math.min(visible.start, matching) - windowMargin);
  const end = Math.min(matching, Math.max(visible.end + 1, start) + windowMargin);
  return { start, end };
}

/** Whether the rows in view were already asked for, under the view shown now. */
export function windowCovers({ windowAsked, view, visible }: Pick<ProfitForecastContext, 'windowAsked' | 'view' | 'visible'>): boolean {
  if (!windowAsked || !view || windowAsked.revision !== view.revision) return false;
  const lastVisible = Math.min(visible.end, view.matching - 1);
  return visible.start >= windowAsked.start && lastVisible < windowAsked.end;
}

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
