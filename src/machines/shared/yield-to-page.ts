/**
 * Lets the page answer between two steps, so each step is a task of its own. On a phone's slower
 * CPU the start-up's steps together were one task of 140–170 ms (Lighthouse's mobile preset, 4×
 * slowdown), long enough to hold a tap that came meanwhile.
 */
export function yieldToPage(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * yieldToPage on a page the user sees. Not on a hidden one: nobody waits on its frames, and a
 * browser may hold a hidden page's timers back for a second or more. Nor without a page at all
 * (the machines' tests in Node).
 */
export function yieldWhileShown(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState !== 'visible') return Promise.resolve();
  return yieldToPage();
}

/**
 * Each request leaves in a task of its own: a screen that starts its loads as it is drawn would
 * otherwise spend React's commit on every fetch call (a fifth of the overview's under a phone's
 * CPU). Not one that must outlive the page (keepalive: the sign-out's revoke), which goes at once.
 */
export function fetchApart(send: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (!init?.keepalive) await yieldWhileShown();
    return send(input, init);
  };
}
