import { useCallback, useEffect, useRef, useState } from 'react';

/** Quiet time after the last jump before the rows show their data again. */
const settleMs = 150;

/**
 * Whether the user skims the forecast: the rows in view jump by more than a screen between two
 * scroll events (a flick of the wheel, a drag of the scroll thumb through a million rows). While
 * skimming, the grid shows placeholder rows ('Загрузка...' and blank cells) and only once the list comes to rest does
 * it render the rows' twelve cells. A full screen of new rows costs 40-60 ms of rendering on a
 * 2-core office computer: every frame of a flick would be a long task (docs/decisions/forecast-grid.md).
 * Scrolling a screen or less at a time (the wheel notch, PageDown, the arrow keys) never skims.
 */
export function useSkimming() {
  // A ref, not state: it must hold for the grid's render of the very scroll event that set it.
  const skimming = useRef(false);
  const lastStart = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Counts the moments the list came to rest: a new value renders the rows with their data.
  const [rested, setRested] = useState(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** The rows in view changed: start..end (inclusive). */
  const follow = useCallback((start: number, end: number) => {
    const jump = Math.abs(start - lastStart.current);
    lastStart.current = start;
    if (jump <= end - start + 1) return;
    skimming.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      skimming.current = false;
      setRested((count) => count + 1);
    }, settleMs);
  }, []);

  /** The grid itself moved to `start` (a new list opens at its top): not the user skimming. */
  const movedTo = useCallback((start: number) => {
    lastStart.current = start;
  }, []);

  return { skimming, rested, follow, movedTo };
}
