import { useEffect, useRef, type RefObject } from 'react';
import type { DataGridHandle } from 'react-data-grid';
import { focusIsLost } from '../focus-memory';

/**
 * «Повторить» in a grid's own message cell: RetryAlert holds the focus in that cell while the rows
 * load again, and the cell goes too once they come. The focus then goes to the grid's first cell,
 * so the next keys go on in the table rather than from the top of the page. Returns the retry to
 * hand to the alert.
 */
export function useFocusAfterRetry(grid: RefObject<DataGridHandle | null>, rowCount: number): (retry: () => void) => () => void {
  const retried = useRef(false);
  useEffect(() => {
    if (!retried.current || rowCount === 0) return;
    retried.current = false;
    if (focusIsLost()) grid.current?.setActivePosition({ rowIdx: 0, idx: 0 }, { shouldFocus: true });
  }, [grid, rowCount]);
  return (retry) => () => {
    retried.current = true;
    retry();
  };
}
