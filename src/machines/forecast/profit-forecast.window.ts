import type { ForecastViewResult, ForecastWindow, GridPlace } from '../../workers/forecast/forecast-types';
import { wantedWindow } from '../shared/worker-grid';
import type { ProfitForecastContext } from './profit-forecast.types';

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

/**
 * Where the grid stands, told with a new view: the window it would ask for now (unclipped: the
 * new view's row count is the worker's to know) and the row count it shows.
 */
export function gridPlaceOf(context: Pick<ProfitForecastContext, 'visible' | 'view'>): GridPlace {
  return { ...wantedWindow(context.visible, Infinity), matching: context.view?.matching ?? 0 };
}

/**
 * A new view and the window its answer brought, kept as if the window had been asked for under
 * it. A view with another row count is a new list: the grid opens it at its top, and so do the
 * rows in view kept here, until the grid reports its own.
 */
export function arrivedView(
  context: Pick<ProfitForecastContext, 'visible' | 'view' | 'window' | 'windowAsked'>,
  { window, ...view }: ForecastViewResult,
): Pick<ProfitForecastContext, 'visible' | 'view' | 'window' | 'windowAsked'> {
  if (!window) return { visible: context.visible, view, window: context.window, windowAsked: context.windowAsked };
  const newList = view.matching !== (context.view?.matching ?? 0);
  const visible = newList ? { start: 0, end: context.visible.end - context.visible.start } : context.visible;
  return {
    visible,
    view,
    window: mergeWindow(context.window, window),
    windowAsked: { revision: window.revision, start: window.start, end: window.start + window.rows.length },
  };
}
