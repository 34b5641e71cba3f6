import type { PositionsApi } from './positions-api';
import type { PositionsLoaded, PositionsWorker } from './positions-types';
import { createDataWorker } from '../shared/held-worker';

/**
 * The main thread's handle on a positions worker, one per order screen (as the forecast's: the
 * worker owns the list, the page asks for views). The worker starts on the first call and is not
 * ended when idle, since it holds the positions; it ends a moment after the screen lets go
 * (`retain()`'s release), so React's strict-mode remount keeps it.
 */
const startPositionsWorker = () => new Worker(new URL('./positions.worker.ts', import.meta.url), { type: 'module', name: 'positions' });

/**
 * A worker started as soon as an order tab's code has come, before the tab is drawn: its own code
 * then comes and starts beside the tab's first draw instead of after it (on a phone's line the
 * recommended order's first figures waited about 0.7 s for it). The next screen made takes it;
 * one not taken within half a minute is ended.
 */
let startedAhead: { worker: Worker; timer: ReturnType<typeof setTimeout> } | null = null;
const UNTAKEN_MS = 30_000;

export function startPositionsWorkerAhead(): void {
  if (startedAhead || typeof Worker === 'undefined') return;
  const worker = startPositionsWorker();
  const timer = setTimeout(() => {
    worker.terminate();
    startedAhead = null;
  }, UNTAKEN_MS);
  startedAhead = { worker, timer };
}

function takeOrStartPositionsWorker(): Worker {
  if (!startedAhead) return startPositionsWorker();
  const { worker, timer } = startedAhead;
  clearTimeout(timer);
  startedAhead = null;
  return worker;
}

export function createPositionsWorker(startWorker: () => Worker = takeOrStartPositionsWorker, releaseDelay = 1000): PositionsWorker {
  const { call, whenIdle, load: loadOnce, retain } = createDataWorker<PositionsApi, PositionsLoaded>(startWorker, releaseDelay);
  return {
    // The same load again while one runs (a remount) joins it instead of fetching twice.
    load: (request) => loadOnce(JSON.stringify(request), (api, token, session) => api.load({ ...request, token }, session)),
    setFilter: (filter) => call((api) => api.setFilter(filter)),
    window: (start, end) => call((api) => api.window(start, end)),
    editQuantity: (index, text) => call((api) => api.editQuantity(index, text)),
    orderDraft: () => call((api) => api.orderDraft()),
    wholeListFile: () => call((api) => api.wholeListFile()),
    typedEdits: () => whenIdle((api) => api.typedEdits()),
    retain,
  };
}
