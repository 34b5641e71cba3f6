import { userHasInteracted } from './first-input';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The page's heading: the h1 of the main region (the sign-in and entry screens are a main of their own). */
const pageHeading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

function focusHeading(heading: HTMLElement): void {
  // Focusable from script only: a heading is no Tab stop.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * After a route change focus moves to the new page's heading, so a keyboard or screen-reader user
 * starts reading the new page instead of from the top of a body the old focus fell to. Not on the
 * app's first load: until the user first presses a key or a pointer, redirects (to the sign-in,
 * from an entry link to the home) leave focus where the browser put it. A heading drawn a moment
 * later (a screen still waiting) is focused when it appears; a tab change (?tab=) is no route change.
 */
export function useHeadingFocusOnRouteChange(): void {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  // Keys pressed before the portal existed count (the light sign-in page, first-input.ts).
  const interacted = useRef(userHasInteracted());

  useEffect(() => {
    const mark = () => (interacted.current = true);
    document.addEventListener('keydown', mark, true);
    document.addEventListener('pointerdown', mark, true);
    return () => {
      document.removeEventListener('keydown', mark, true);
      document.removeEventListener('pointerdown', mark, true);
    };
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!interacted.current) return;
    return focusHeadingWhenDrawn();
  }, [pathname]);
}

/**
 * The focus on the page's heading, now or as soon as it is drawn (a screen still waiting for its
 * code or data); returns what stops the waiting.
 */
export function focusHeadingWhenDrawn(): () => void {
  const heading = pageHeading();
  if (heading) {
    focusHeading(heading);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const appeared = pageHeading();
    if (!appeared) return;
    observer.disconnect();
    focusHeading(appeared);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** The document's title follows the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
