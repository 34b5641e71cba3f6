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
  /**
   * Runs `task` once no call is queued or running, even one asked after it: a read for keeping
   * (the draft's typed rows) gives way to the calls a screen waits on (the view, then its rows).
   */
  runWhenIdle<T>(signal: AbortSignal, task: (api: Remote<Api>) => Promise<T>): Promise<T>;
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
  // Calls queued or running, and the calls waiting for there to be none.
  let busy = 0;
  let idleCalls: Array<{ start(): void; drop(): void }> = [];
  let idleCheck: ReturnType<typeof setTimeout> | undefined;

  function terminate() {
    clearTimeout(idleTimer);
    // A call waiting for idle was asked of this worker's data: a new worker would answer it empty.
    clearTimeout(idleCheck);
    idleCheck = undefined;
    for (const call of idleCalls.splice(0)) call.drop();
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
    busy++;
    // The next call waits for this one however it ends.
    queue = turn.catch(() => undefined);
    void queue.then(() => {
      busy--;
      startIdleCalls();
    });
    return abortable(signal, turn);
  }

  /**
   * Starts the waiting idle calls once the queue is empty and stays so for a task: a call that
   * answers is usually followed by the next one its caller asks (a view, then its rows), asked in
   * the answer's microtasks.
   */
  function startIdleCalls() {
    if (busy > 0 || idleCalls.length === 0 || idleCheck !== undefined) return;
    idleCheck = setTimeout(() => {
      idleCheck = undefined;
      if (busy > 0) return;
      const waiting = idleCalls;
      idleCalls = [];
      for (const call of waiting) call.start();
    }, 0);
  }

  function runWhenIdle<T>(signal: AbortSignal, task: (api: Remote<Api>) => Promise<T>): Promise<T> {
    const waiting = new Promise<T>((resolve, reject) => {
      idleCalls.push({ start: () => run(signal, task).then(resolve, reject), drop: () => reject(abortError()) });
      startIdleCalls();
    });
    return abortable(signal, waiting);
  }

  return { run, runWhenIdle, terminate };
}
