import { useEffect, useRef } from 'react';
import { focusIsLost } from '../../ui/focus-memory';

/**
 * A link inside a tab that opens another tab or view (the overview's order icon, «Распределение
 * вознаграждений», the payroll's «Просмотр») is replaced with the panel it stood in, and the focus
 * fell to <body>: the path did not change, so no heading takes it (src/app/route-focus.ts). It goes
 * to `place()` instead (the tab now shown, or the panel), so the next Tab goes on from there. A
 * change made from the tab list keeps the focus on its tab and is left alone.
 */
export function useFocusOnTabChange(search: string, place: () => HTMLElement | null): void {
  const shown = useRef(search);
  const latestPlace = useRef(place);
  latestPlace.current = place;
  useEffect(() => {
    if (shown.current === search) return undefined;
    shown.current = search;
    // After the browser has dropped the focus of the removed link and drawn the new panel.
    const frame = requestAnimationFrame(() => {
      const target = latestPlace.current();
      if (!target || !focusIsLost()) return;
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [search]);
}
