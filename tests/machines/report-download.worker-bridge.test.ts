import { expose } from 'comlink';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createWorkerBridge, isAbortError } from '../../src/workers/shared/worker-bridge';

/**
 * The bridge of the xlsx worker (and of later workers), with a fake worker: a message channel
 * whose far end exposes `api` with comlink, as the worker module does.
 */
type Api = { double(value: number): Promise<number>; hang(): Promise<never> };

function fakeWorkers() {
  const started: Array<{ terminated: boolean; crash(message: string): void }> = [];
  const api: Api = {
    double: async (value) => value * 2,
    hang: () => new Promise<never>(() => {}),
  };
  const startWorker = () => {
    const { port1, port2 } = new MessageChannel();
    expose(api, port2 as never);
    const errorListeners: Array<(event: { message: string }) => void> = [];
    const record = { terminated: false, crash: (message: string) => errorListeners.forEach((listener) => listener({ message })) };
    started.push(record);
    const worker = {
      postMessage: (message: unknown, transfer?: never[]) => port1.postMessage(message, transfer),
      addEventListener: (type: string, listener: never) =>
        type === 'error' ? errorListeners.push(listener) : port1.addEventListener(type, listener),
      removeEventListener: (type: string, listener: never) => port1.removeEventListener(type, listener),
      terminate: () => {
        record.terminated = true;
        port1.close();
      },
    };
    port1.start();
    return worker as unknown as Worker;
  };
  return { started, startWorker };
}

const signal = () => new AbortController().signal;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('worker bridge', () => {
  it('starts the worker on the first call and keeps it for the next', async () => {
    const { started, startWorker } = fakeWorkers();
    const bridge = createWorkerBridge<Api>(startWorker);
    expect(started).toHaveLength(0);
    expect(await bridge.run(signal(), (api) => api.double(2))).toBe(4);
    expect(await bridge.run(signal(), (api) => api.double(5))).toBe(10);
    expect(started).toHaveLength(1);
    bridge.terminate();
  });

  it('ends an idle worker after the idle time; the next call starts a new one', async () => {
    const { started, startWorker } = fakeWorkers();
    const bridge = createWorkerBridge<Api>(startWorker, { idleTimeout: 20 });
    await bridge.run(signal(), (api) => api.double(1));
    await sleep(50);
    expect(started[0].terminated).toBe(true);
    expect(await bridge.run(signal(), (api) => api.double(3))).toBe(6);
    expect(started).toHaveLength(2);
    bridge.terminate();
  });

  it('keeps a worker that owns data when asked to (idleTimeout null)', async () => {
    const { started, startWorker } = fakeWorkers();
    const bridge = createWorkerBridge<Api>(startWorker, { idleTimeout: null });
    await bridge.run(signal(), (api) => api.double(1));
    await sleep(30);
    expect(started[0].terminated).toBe(false);
    bridge.terminate();
  });

  it('an abort rejects with AbortError and ends the worker; the queue moves on', async () => {
    const { started, startWorker } = fakeWorkers();
    const bridge = createWorkerBridge<Api>(startWorker);
    const controller = new AbortController();
    const hanging = bridge.run(controller.signal, (api) => api.hang());
    const next = bridge.run(signal(), (api) => api.double(4));
    await sleep(5);
    controller.abort();
    const error = await hanging.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
    expect(started[0].terminated).toBe(true);
    expect(await next).toBe(8);
    expect(started).toHaveLength(2);
    bridge.terminate();
  });

  it('an already aborted call starts no worker', async () => {
    const { started, startWorker } = fakeWorkers();
    const bridge = createWorkerBridge<Api>(startWorker);
    const controller = new AbortController();
    controller.abort();
    await expect(bridge.run(controller.signal, (api) => api.double(1))).rejects.toMatchObject({ name: 'AbortError' });
    expect(started).toHaveLength(0);
  });

  it('a worker that fails to load fails the call with a message, and the next call starts afresh', async () => {
    const { started, startWorker } = fakeWorkers();
    const bridge = createWorkerBridge<Api>(startWorker);
    const hanging = bridge.run(signal(), (api) => api.hang());
    await sleep(5);
    started[0].crash('SyntaxError: Unexpected token');
    await expect(hanging).rejects.toThrow('Фоновый обработчик не запустился: SyntaxError: Unexpected token');
    expect(started[0].terminated).toBe(true);
    expect(await bridge.run(signal(), (api) => api.double(2))).toBe(4);
    bridge.terminate();
  });

  it('a call asked for when idle waits for the calls asked after it, and for those asked in their answers', async () => {
    const { startWorker } = fakeWorkers();
    const bridge = createWorkerBridge<Api>(startWorker, { idleTimeout: null });
    const answered: string[] = [];
    const idle = bridge.runWhenIdle(signal(), (api) => api.double(1)).then(() => answered.push('idle'));
    const view = bridge
      .run(signal(), (api) => api.double(2))
      .then(() => {
        answered.push('view');
        // The rows of the view, asked as soon as it answers.
        return bridge.run(signal(), (api) => api.double(3)).then(() => answered.push('rows'));
      });
    await Promise.all([idle, view]);
    expect(answered).toEqual(['view', 'rows', 'idle']);
    bridge.terminate();
  });

  it('a call asked for when idle with nothing queued runs at once', async () => {
    const { started, startWorker } = fakeWorkers();
    const bridge = createWorkerBridge<Api>(startWorker, { idleTimeout: null });
    expect(await bridge.runWhenIdle(signal(), (api) => api.double(21))).toBe(42);
    expect(started).toHaveLength(1);
    bridge.terminate();
  });

  it('a worker ended while a call waits for idle fails that call instead of answering it from a new worker', async () => {
    const { started, startWorker } = fakeWorkers();
    const bridge = createWorkerBridge<Api>(startWorker, { idleTimeout: null });
    const busy = bridge.run(signal(), (api) => api.double(1));
    const idle = bridge.runWhenIdle(signal(), (api) => api.double(2));
    await busy;
    bridge.terminate();
    const error = await idle.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    expect(started).toHaveLength(1);
  });
});
