import type { ForecastWindow } from '../workers/forecast-types';
import type { VisibleRows } from './profit-forecast.types';

/**
 * The grid's window over the worker's rows. The grid shows about twenty rows; the worker is asked
 * for them and a wide margin either side, and asked again, around the new position, once the rows
 * in view come within `windowHeadroom` rows of an edge. So a scroll, even a fast flick of a hundred
 * rows a frame, mostly lands on rows already here: the grid renders each row once, with its data,
 * instead of an empty row first and its data a frame later (docs/decisions.md).
 */
export const windowMargin = 300;
export const windowHeadroom = 100;

/** Positions to ask for around the visible ones: start inclusive, end exclusive. */
export function wantedWindow(visible: VisibleRows, matching: number): { start: number; end: number } {
  const start = Math.max(0, Math.min(visible.start, matching) - windowMargin);
  const end = Math.min(matching, Math.max(visible.end + 1, start) + windowMargin);
  return { start, end };
}

/** What the window rules read of a grid: the forecast's and the positions grid's both have it. */
export interface WindowState {
  windowAsked: { revision: number; start: number; end: number } | null;
  /** The view shown now: only its revision and its row count matter here. */
  view: { revision: number; matching: number } | null;
  visible: VisibleRows;
}

/**
 * Whether the rows in view were already asked for, under the view shown now, with room to scroll
 * on either side (none is needed where the window reaches the list's first or last row).
 */
export function windowCovers({ windowAsked, view, visible }: WindowState): boolean {
  if (!windowAsked || !view || windowAsked.revision !== view.revision) return false;
  const lastVisible = Math.min(visible.end, view.matching - 1);
  const roomAbove = windowAsked.start === 0 ? Infinity : visible.start - windowAsked.start;
  const roomBelow = windowAsked.end >= view.matching ? Infinity : windowAsked.end - 1 - lastVisible;
  return visible.start >= windowAsked.start && lastVisible < windowAsked.end && Math.min(roomAbove, roomBelow) >= windowHeadroom;
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
