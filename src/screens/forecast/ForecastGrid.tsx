import { useSelector } from '@xstate/react';
import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import {
  selectApplying,
  selectInitiativesTold,
  selectMatching,
  selectViewRevision,
  selectWindow,
  selectWindowFetching,
} from '../../machines/forecast/profit-forecast.selectors';
import { DataGrid } from '../../ui/grid/DataGrid';
import { useWorkerRowsGrid } from '../../ui/grid/use-worker-rows-grid';
import { windowRows } from '../../ui/grid/window-rows';
import { useAfterFrame } from '../../ui/use-after-frame';
import type { ForecastWindow } from '../../workers/forecast/forecast-types';
import { forecastColumns, type ForecastLine } from './forecast-columns';
import { useRowsInParts } from './use-rows-in-parts';
import { useSkimming } from './use-skimming';

export const forecastGridLabel = 'Товары прогноза';
/** 32 px rows keep a million of them under the browser's largest scroll height (about 33.5 M px). */
const rowHeight = 32;
/** Placeholders kept for positions skimmed past; a long flick through a million rows starts afresh. */
const maxPlaceholders = 4096;

/** What the grid shows: how many rows the view keeps, and the worker's rows around the visible ones. */
interface Shown {
  matching: number;
  window: ForecastWindow | null;
}

/**
 * The forecast's rows in the order of the proposal. For measurements: data-view-revision is the
 * view the worker applied last, data-window-revision the view the rows on screen come from; they
 * are equal, and aria-busy is false, once the grid shows the result of a change.
 *
 * The tab comes in frames of its own, none of them a long task on a 2-core office computer with a
 * million rows loading beside it (docs/decisions/forecast-grid.md): first the tab's controls with an empty box
 * where the grid will stand, then the grid with its header and 'Загрузка...', then its rows, a
 * few a frame (useRowsInParts). react-data-grid lays the page out when it mounts (it reads its own
 * size); mounted with the tab it laid out the whole tab there and then.
 */
export function ForecastGrid({ forecast }: { forecast: ProfitForecastActor }) {
  const revision = useSelector(forecast, selectViewRevision);
  const matching = useSelector(forecast, selectMatching);
  const window = useSelector(forecast, selectWindow);
  const busy = useSelector(forecast, (snapshot) => selectApplying(snapshot) || selectWindowFetching(snapshot));
  const gridDue = useAfterFrame(true);
  const rowsDue = useAfterFrame(gridDue);
  // The rows wait for their data: a screen of placeholder rows first would be laid out twice.
  const current = useMemo(
    (): Shown | null => (rowsDue && !(matching > 0 && window === null) ? { matching, window } : null),
    [rowsDue, matching, window],
  );
  // A new view's rows come in the window asked after it: until then the grid keeps what it shows,
  // so the new rows are drawn once, with their count, rather than the count first over old rows.
  const held = useHeldWhile(current, window !== null && window.revision < revision);
  // The first screen of rows renders in the background, in React's time slices between frames
  // (a store update alone would render it in one task); later windows render at once, since a
  // deferred render would restart on every scroll frame.
  const deferred = useDeferredValue(held);
  const shown = deferred === null ? null : held;
  return (
    <div
      className="profit-forecast__grid"
      data-view-revision={revision}
      data-window-revision={shown?.window?.revision ?? 0}
      aria-busy={busy}
    >
      {gridDue ? <ForecastRows forecast={forecast} shown={shown} /> : <div className="grid profit-forecast__grid-space" />}
    </div>
  );
}

/** `value`, except while `hold`: then the value it had when the hold began. */
function useHeldWhile<T>(value: T, hold: boolean): T {
  const [kept, setKept] = useState(value);
  // React's way to keep what an earlier render showed: set during render, redone at once.
  if (!hold && kept !== value) setKept(value);
  return hold ? kept : value;
}

/**
 * The grid has as many rows as the view keeps (a million, if so) but holds only the window the
 * worker last sent: react-data-grid reads just the visible positions of the array-like
 * windowRows, and a scroll past the window asks the worker for the rows around the new position.
 * Memoised apart from the busy flags above, so a window request re-renders nothing here.
 */
const ForecastRows = memo(function ForecastRows({ forecast, shown }: { forecast: ProfitForecastActor; shown: Shown | null }) {
  const { matching, window } = shown ?? { matching: 0, window: null };
  const onEdit = useCallback((row: number, text: string) => forecast.send({ type: 'quantity.edit', row, text }), [forecast]);
  const initiativesTold = useSelector(forecast, selectInitiativesTold);
  const columns = useMemo(() => forecastColumns(onEdit, { initiativesTold }), [onEdit, initiativesTold]);
  const { showsData, rested, follow, movedTo } = useSkimming();
  const grid = useWorkerRowsGrid({ settingsName: 'profit-forecast', columns, machine: forecast, follow });
  const parts = useRowsInParts(matching, rowHeight);
  // One placeholder per position, kept across renders: react-data-grid renders a row again only
  // when its object changes, so a row still waiting (for its window, or for its part after a skim)
  // is not rendered anew on every scroll frame or part.
  const placeholders = useRef(new Map<number, ForecastLine>());
  const rows = useMemo(() => {
    const waiting = placeholders.current;
    if (waiting.size > maxPlaceholders) waiting.clear();
    const placeholder = (position: number) => {
      let line = waiting.get(position);
      if (!line) waiting.set(position, (line = { position, row: null }));
      return line;
    };
    return windowRows<ForecastLine>(parts.rows, (position) => {
      const offset = window ? position - window.start : -1;
      if (!showsData(position) || !window || offset < 0 || offset >= window.rows.length) return placeholder(position);
      return window.rows[offset];
    });
    // `rested` is read by no line here: a new value (a part of the rows revealed, the list at rest)
    // is a new array, and the grid renders those rows with their data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parts.rows, window, showsData, rested]);

  // A different set of rows is a new list: it opens at its top, where the proposal begins. In the
  // commit itself (a layout effect), so it never undoes a scroll the user made once rows showed.
  // Only a grid scrolled since the last list is moved: setting scrollTop makes the browser lay out
  // the page there and then, and the grid's first screen of rows is the dearest layout of the tab.
  const container = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  useLayoutEffect(() => {
    movedTo(0);
    if (!scrolled.current) return;
    scrolled.current = false;
    const grid = container.current?.querySelector('[role="grid"]');
    if (grid) grid.scrollTop = 0;
  }, [matching, movedTo]);

  return (
    <div
      ref={container}
      className={shown === null || parts.filling ? 'profit-forecast__rows--waiting' : undefined}
      onScrollCapture={() => (scrolled.current = true)}
    >
      <DataGrid {...grid} label={forecastGridLabel} entryColumn="quantity" rows={rows} rowHeight={rowHeight} loading={shown === null} />
    </div>
  );
});
