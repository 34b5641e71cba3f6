import { proxy } from 'comlink';
import type { PositionsApi } from './positions-api';
import type { PositionsLoaded, PositionsWorker } from './positions-types';
import { createHolding, currentToken, freshToken, keptSignal } from '../shared/held-worker';
import { createJoinedLoad } from '../shared/joined-load';
import { createWorkerBridge } from '../shared/worker-bridge';

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
  const bridge = createWorkerBridge<PositionsApi>(startWorker, { idleTimeout: null });
  const call = <T>(task: Parameters<typeof bridge.run<T>>[1]) => bridge.run(keptSignal, task);
  // The same load again while one runs (a remount) joins it instead of fetching twice.
  const loading = createJoinedLoad<PositionsLoaded>();
  const holding = createHolding(() => (bridge.terminate(), loading.forget()), releaseDelay);

  const load: PositionsWorker['load'] = (request) =>
    loading.run(JSON.stringify(request), () => {
      const session = proxy({ getFreshToken: freshToken });
      const token = currentToken();
      return call((api) => api.load({ ...request, token }, session));
    });

  return {
    load,
    setFilter: (filter) => call((api) => api.setFilter(filter)),
    window: (start, end) => call((api) => api.window(start, end)),
    editQuantity: (index, text) => call((api) => api.editQuantity(index, text)),
    orderDraft: () => call((api) => api.orderDraft()),
    wholeListFile: () => call((api) => api.wholeListFile()),
    typedEdits: () => bridge.runWhenIdle(keptSignal, (api) => api.typedEdits()),
    retain: holding.retain,
  };
}
