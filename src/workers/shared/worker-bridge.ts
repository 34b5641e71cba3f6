import { releaseProxy, wrap, type Remote } from 'comlink';

/**
 * The main thread's side of a worker, after squoosh's worker-bridge: the worker starts on the
 * first call, calls run one after another, an abort ends the worker (the only way to stop work
 * under way) and an idle worker is ended after a while, so it costs nothing between reports.
 * Every call takes its AbortSignal first; callers tell an abort from a failure with isAbortError.
 */
export interface WorkerBridge<Api> {
  /** Runs `task` with the worker's api once the calls before it are done. */
  run<T>(signal: AbortSignal, task: (api: Remote<Api>) => Promise<T>): Promise<T>;
  /** Ends the worker now; the next call starts a new one. */
  terminate(): void;
}

export interface WorkerBridgeOptions {
  /** Milliseconds an idle worker is kept; null keeps it (a worker that owns data must stay). */
  idleTimeout?: number | null;
}

export const abortError = (): DOMException => new DOMException('Операция отменена', 'AbortError');
export const isAbortError = (error: unknown): boolean => (error as { name?: unknown } | null)?.name === 'AbortError';

/** Rejects as soon as the signal aborts, whatever the promise is still doing. */
function abortable<T>(signal: AbortSignal, promise: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createWorkerBridge<Api>(startWorker: () => Worker, { idleTimeout = 10_000 }: WorkerBridgeOptions = {}): WorkerBridge<Api> {
  let worker: Worker | null = null;
  let api: Remote<Api> | null = null;
  // A worker that fails to load never answers comlink; its error event fails the call instead.
  let crashed: Promise<never> | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  function terminate() {
    clearTimeout(idleTimer);
    api?.[releaseProxy]();
    worker?.terminate();
    worker = null;
    api = null;
    crashed = null;
  }

  function started(): { api: Remote<Api>; crashed: Promise<never> } {
    if (!worker || !api || !crashed) {
      const created = startWorker();
      crashed = new Promise<never>((_, reject) => {
        created.addEventListener('error', (event) =>
          reject(new Error(`Фоновый обработчик не запустился: ${event.message || 'ошибка загрузки'}`)),
        );
      });
      crashed.catch(() => worker === created && terminate());
      worker = created;
      api = wrap<Api>(created);
    }
    return { api, crashed };
  }

  function run<T>(signal: AbortSignal, task: (api: Remote<Api>) => Promise<T>): Promise<T> {
    const turn = queue.then(async () => {
      if (signal.aborted) throw abortError();
      clearTimeout(idleTimer);
      const current = started();
      const onAbort = () => terminate();
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        // An ended worker never answers: the abort itself settles the call, so the queue moves on.
        return await abortable(signal, Promise.race([task(current.api), current.crashed]));
      } finally {
        signal.removeEventListener('abort', onAbort);
        if (idleTimeout !== null && worker) idleTimer = setTimeout(terminate, idleTimeout);
      }
    });
    // The next call waits for this one however it ends.
    queue = turn.catch(() => undefined);
    return abortable(signal, turn);
  }

  return { run, terminate };
}
