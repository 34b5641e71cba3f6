/**
 * Lets the page answer between two steps of the start-up, so each step is a task of its own. On a
 * phone's slower CPU the start-up's steps together were one task of 140–170 ms (Lighthouse's
 * mobile preset, 4× slowdown), long enough to hold a tap that came meanwhile.
 */
export function yieldToPage(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Each request leaves in a task of its own: a screen that starts its loads as it is drawn would
 * otherwise spend React's commit on every fetch call (a fifth of the overview's under a phone's
 * CPU). Not one that must outlive the page (keepalive: the sign-out's revoke), which goes at once,
 * nor one of a hidden page: nobody waits on its frames, and a browser may hold a hidden page's
 * timers back for a second or more.
 */
export function fetchApart(send: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (!init?.keepalive && document.visibilityState === 'visible') await yieldToPage();
    return send(input, init);
  };
}
