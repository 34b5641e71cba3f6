import { useEffect, useState } from 'react';

/** Rows laid out in one frame while the grid's first screen fills (docs/decisions/forecast-grid.md). */
export const rowsPerPart = 8;
/** react-data-grid renders this many rows beyond the last one in view. */
export const overscanRows = 4;

/**
 * How many of `count` rows the grid holds while its first screen of rows appears: `rowsPerPart`
 * more each animation frame until a screen is full, then all of them. A screen of new rows costs
 * the browser 40-50 ms of style, layout and paint on a 2-core office computer (twelve columns,
 * Russian texts to shape); a part of them a frame keeps every frame well under 50 ms, and the
 * screen is full within a few frames. Only the grid's first rows come so: a later list (another
 * choice of the user) finds the rows' elements there and changes their texts.
 */
export function useRowsInParts(count: number, rowHeight: number): { rows: number; filling: boolean } {
  const [limit, setLimit] = useState(rowsPerPart);
  const filling = limit !== Infinity;
  useEffect(() => {
    if (count === 0 || !filling) return;
    const screenRows = Math.ceil(window.innerHeight / rowHeight) + overscanRows;
    const frame = requestAnimationFrame(() =>
      setLimit(limit + rowsPerPart >= Math.min(count, screenRows) ? Infinity : limit + rowsPerPart),
    );
    return () => cancelAnimationFrame(frame);
  }, [count, limit, filling, rowHeight]);
  return { rows: Math.min(count, limit), filling: filling && count > 0 };
}
