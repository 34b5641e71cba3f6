import { useCallback, useEffect, useRef, useState } from 'react';
import { overscanRows, rowsPerPart } from './use-rows-in-parts';

/** Quiet time after the last jump before the rows show their data again. */
const settleMs = 150;

/** The rows that show their data while the list settles: from `from` up to, not including, `to`. */
interface Revealed {
  from: number;
  to: number;
}

/**
 * Whether the user skims the forecast: the rows in view jump by more than a screen between two
 * scroll events (a flick of the wheel, a drag of the scroll thumb through a million rows). While
 * skimming, the grid shows placeholder rows ('Загрузка...' and blank cells); once the list comes to
 * rest the rows in view get their twelve cells `rowsPerPart` rows an animation frame, top to
 * bottom, then every row at once. A full screen of new rows in one frame cost 40-60 ms of
 * rendering on a 2-core office computer, and more with anything else running: the frame after
 * every flick was a long task (docs/decisions/forecast-grid.md). Scrolling a screen or less at a
 * time (the wheel notch, PageDown, the arrow keys) never skims.
 */
export function useSkimming() {
  // Refs, not state: they must hold for the grid's render of the very scroll event that set them.
  const skimming = useRef(false);
  const revealed = useRef<Revealed | null>(null);
  const inView = useRef({ start: 0, end: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const frame = useRef(0);
  // Counts the moments the rows shown changed (a part revealed, the list at rest): a new value
  // renders the rows again.
  const [rested, setRested] = useState(0);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      cancelAnimationFrame(frame.current);
    },
    [],
  );

  /** The next part of the rows in view shows its data; once past the last, every row does. */
  const revealNext = useCallback(() => {
    const shown = revealed.current;
    if (!shown) return;
    const to = shown.to + rowsPerPart;
    // react-data-grid renders `overscanRows` rows past the last in view: the last part covers them.
    if (to > inView.current.end + overscanRows) {
      skimming.current = false;
      revealed.current = null;
    } else {
      revealed.current = { from: shown.from, to };
      frame.current = requestAnimationFrame(revealNext);
    }
    setRested((count) => count + 1);
  }, []);

  /** The rows in view changed: start..end (inclusive). */
  const follow = useCallback(
    (start: number, end: number) => {
      const jump = Math.abs(start - inView.current.start);
      inView.current = { start, end };
      if (jump <= end - start + 1) return;
      skimming.current = true;
      revealed.current = null;
      cancelAnimationFrame(frame.current);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const from = Math.max(0, inView.current.start - overscanRows);
        revealed.current = { from, to: from };
        revealNext();
      }, settleMs);
    },
    [revealNext],
  );

  /** The grid itself moved to `start` (a new list opens at its top): not the user skimming. */
  const movedTo = useCallback((start: number) => {
    inView.current = { ...inView.current, start };
  }, []);

  /** Whether the row at `position` shows its data now (else a placeholder). */
  const showsData = useCallback((position: number) => {
    if (!skimming.current) return true;
    const shown = revealed.current;
    return shown !== null && position >= shown.from && position < shown.to;
  }, []);

  return { showsData, rested, follow, movedTo };
}
