import { useEffect, useState } from 'react';

/**
 * How far beyond the visible part of the page a part counts as near: one screen below (and above),
 * so that what the user scrolls towards is drawn before it comes into view.
 */
const nearMargin = '100% 0px';

/** The user at work on the page: a key, a click or a touch. */
const pressEvents = ['keydown', 'pointerdown'] as const;

interface NearViewOptions {
  /**
   * Near only once in view, with no screen ahead, or once the user scrolls the page at all (a
   * scroll is a move towards it): for a part just under the first screen of a phone, which a
   * screen ahead would count as near from the start.
   */
  inView?: boolean;
  /**
   * Near from the start on a screen wider than a phone's (40rem, the styles' phone width): for the
   * main part of a tab, which a laptop's short screen may show only in part, and whose drawing
   * costs a computer little.
   */
  phoneOnly?: boolean;
}

const phoneWidth = '(max-width: 40rem)';
const nearAtOnce = (phoneOnly: boolean) =>
  typeof IntersectionObserver === 'undefined' || (phoneOnly && typeof matchMedia === 'function' && !matchMedia(phoneWidth).matches);

/**
 * Whether the element has come within a screen of what the page shows, or the user has pressed a
 * key or the pointer anywhere on the page; once it has, it stays so. A part below the fold whose
 * code is long to run (the overview's bonus charts, about a third of the tab's blocking time on a
 * phone) waits for it instead of coming with the data, in the task that already draws the table.
 *
 * A press counts because Tab moves past what is not there yet: from a table that takes one Tab stop,
 * the next Tab goes to the charts' figures however far below they stand. A user who has started to
 * work on the page, by the keyboard or by a click into the table, finds them drawn by then. Where the
 * browser cannot tell (no IntersectionObserver), the part counts as near at once.
 */
export function useNearView<T extends Element>({ inView = false, phoneOnly = false }: NearViewOptions = {}): [
  ref: (element: T | null) => void,
  near: boolean,
] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => nearAtOnce(phoneOnly));
  useEffect(() => {
    if (near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: inView ? '0px' : nearMargin },
    );
    // A press or a scroll counts from the start, before the element is placed (given to the ref).
    if (element) observer.observe(element);
    const onPress = () => setNear(true);
    for (const type of pressEvents) document.addEventListener(type, onPress, { capture: true, passive: true });
    // The page's own scroll only: a tab list scrolled to its tab as the screen opens is not the user's move.
    if (inView) window.addEventListener('scroll', onPress, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of pressEvents) document.removeEventListener(type, onPress, { capture: true });
      window.removeEventListener('scroll', onPress);
    };
  }, [element, near, inView]);
  return [setElement, near];
}
