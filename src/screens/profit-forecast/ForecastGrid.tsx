import { useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { ProfitForecastActor } from '../../machines/profit-forecast.machine';
import { selectApplying, selectMatching, selectViewRevision, selectWindow, selectWindowFetching } from '../../machines/profit-forecast.selectors';
import { DataGrid } from '../../ui/grid/DataGrid';
import { windowRows } from '../../ui/grid/window-rows';
import { forecastColumns, type ForecastLine } from './forecast-columns';

export const forecastGridLabel = 'Товары прогноза';
/** 32 px rows keep a million of them under the browser's largest scroll height (about 33.5 M px). */
const rowHeight = 32;

const lineKey = (line: ForecastLine) => String(line.position);

/**
 * The forecast's rows in the order of the proposal. For measurements: data-view-revision is the
 * view the worker applied last, data-window-revision the view the rows on screen come from; they
 * are equal, and aria-busy is false, once the grid shows the result of a change.
 */
export function ForecastGrid({ forecast }: { forecast: ProfitForecastActor }) {
  const revision = useSelector(forecast, selectViewRevision);
  const windowRevision = useSelector(forecast, (snapshot) => selectWindow(snapshot)?.revision ?? 0);
  const busy = useSelector(forecast, (snapshot) => selectApplying(snapshot) || selectWindowFetching(snapshot));
  return (
    <div className="profit-forecast__grid" data-view-revision={revision} data-window-revision={windowRevision} aria-busy={busy}>
      <ForecastRows forecast={forecast} />
    </div>
  );
}

/**
 * The grid has as many rows as the view keeps (a million, if so) but holds only the window the
 * worker last sent: react-data-grid reads just the visible positions of the array-like
 * windowRows, and a scroll past the window asks the worker for the rows around the new position.
 * Memoised apart from the busy flags above, so a window request re-renders nothing here.
 */
const ForecastRows = memo(function ForecastRows({ forecast }: { forecast: ProfitForecastActor }) {
  const matching = useSelector(forecast, selectMatching);
  const window = useSelector(forecast, selectWindow);
  const onEdit = useCallback((row: number, text: string) => forecast.send({ type: 'quantity.edit', row, text }), [forecast]);
  const columns = useMemo(() => forecastColumns(onEdit), [onEdit]);
  const rows = useMemo(
    () =>
      windowRows<ForecastLine>(matching, (position) => {
        const offset = window ? position - window.start : -1;
        return window && offset >= 0 && offset < window.rows.length ? window.rows[offset] : { position, row: null };
      }),
    [matching, window],
  );
  const onVisibleRowsChange = useCallback(
    ({ start, end }: { start: number; end: number }) => forecast.send({ type: 'grid.visibleRows', start, end }),
    [forecast],
  );

  // A different set of rows is a new list: it opens at its top, where the proposal begins.
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const grid = container.current?.querySelector('[role="grid"]');
    if (grid) grid.scrollTop = 0;
  }, [matching]);

  return (
    <div ref={container}>
      <DataGrid
        label={forecastGridLabel}
        columns={columns}
        rows={rows}
        rowKey={lineKey}
        rowHeight={rowHeight}
        headerHeight={76}
        maxHeight={640}
        emptyText="Нет данных"
        onVisibleRowsChange={onVisibleRowsChange}
      />
    </div>
  );
});
