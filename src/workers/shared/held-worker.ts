import { http, storageKeys } from '../../api/shared/http';

/**
 * What every worker that holds a screen's data shares on the main thread (the forecast's, the
 * positions', the payroll's): the page's one token refresh for a 401 inside the worker, and the
 * holding count that lets the worker end a moment after the last screen lets go.
 */

/** The shared refresh of the page's http client, for a 401 inside the worker. */
export async function freshToken(staleToken: string): Promise<string | null> {
  const client = http();
  try {
    // A refresh that already happened since the worker's call set off is not repeated.
    if (client.storage.getItem(storageKeys.token) === staleToken) await client.refresh();
  } catch {
    return null;
  }
  return client.storage.getItem(storageKeys.token);
}

/** The page's access token now, handed to a worker with its load. */
export const currentToken = (): string | null => http().storage.getItem(storageKeys.token);

/**
 * Counts the screens holding a worker. `retain()` holds it and returns the release; after the last
 * release `end` runs `releaseDelay` ms later, unless a screen holds it again meanwhile (React's
 * strict-mode remount releases and retains at once).
 */
export function createHolding(end: () => void, releaseDelay: number): { retain(): () => void } {
  let holders = 0;
  let endTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    retain() {
      holders++;
      clearTimeout(endTimer);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--holders === 0) endTimer = setTimeout(end, releaseDelay);
      };
    },
  };
}

/** Calls of a holding worker are never aborted from the page: ending it would lose its data. */
export const keptSignal = new AbortController().signal;
