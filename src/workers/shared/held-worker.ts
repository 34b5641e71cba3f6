import { proxy, type ProxyMarked, type Remote } from 'comlink';
import { http, storageKeys } from '../../api/shared/http';
import { createJoinedLoad } from './joined-load';
import { createWorkerBridge } from './worker-bridge';

/**
 * What every worker that holds a screen's data shares on the main thread (the forecast's, the
 * positions', the payroll's): the page's one token refresh for a 401 inside the worker, and the
 * holding count that lets the worker end a moment after the last screen lets go; and, for the two
 * that load a data set of their own, the whole of that plumbing (createDataWorker).
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

/** What a load's session offers the worker: the page's shared token refresh. */
type Session = { getFreshToken: typeof freshToken };

/**
 * The main thread's side of a worker that owns a screen's data set (the forecast's rows, an order
 * screen's positions): it starts on the first call and is not ended when idle; its calls run one
 * after another and are never aborted; the same load asked again while it runs (a remount) joins
 * it; and it ends a moment after the last screen lets go (`retain()`'s release), its load forgotten.
 */
export function createDataWorker<Api, Loaded>(startWorker: () => Worker, releaseDelay: number) {
  const bridge = createWorkerBridge<Api>(startWorker, { idleTimeout: null });
  const call = <T>(task: (api: Remote<Api>) => Promise<T>) => bridge.run(keptSignal, task);
  const loading = createJoinedLoad<Loaded>();
  const holding = createHolding(() => (bridge.terminate(), loading.forget()), releaseDelay);
  return {
    call,
    /** A read that only keeps something (a draft's typed lines): asked after the calls the screen waits on. */
    whenIdle: <T>(task: (api: Remote<Api>) => Promise<T>) => bridge.runWhenIdle(keptSignal, task),
    /**
     * The load of the data set `key`: the worker fetches it itself with the page's token now and a
     * session that refreshes it on a 401 (with what else the load `reports` back to the page).
     */
    load<R extends object = object>(
      key: string,
      start: (api: Remote<Api>, token: string | null, session: Session & R & ProxyMarked) => Promise<Loaded>,
      reports?: R,
    ): Promise<Loaded> {
      return loading.run(key, () => {
        const session = proxy({ getFreshToken: freshToken, ...reports } as Session & R);
        const token = currentToken();
        return call((api) => start(api, token, session));
      });
    },
    retain: holding.retain,
  };
}
