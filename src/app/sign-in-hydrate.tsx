import { hydrateRoot } from 'react-dom/client';
import type { EarlySignIn } from './sign-in-start';
import { showSignInPage } from './sign-in-start';

/**
 * React takes over the sign-in form that came in the page's HTML (src/sign-in-main.ts): the same
 * light sign-in page as when React draws it, hydrated, so the field with the caret keeps its focus
 * and what was typed stays.
 */
export function hydrateSignInPage(
  container: HTMLElement,
  early: Required<EarlySignIn>,
  loadApp: () => Promise<typeof import('./app-start')>,
): void {
  showSignInPage((element) => hydrateRoot(container, element), loadApp, early);
}
