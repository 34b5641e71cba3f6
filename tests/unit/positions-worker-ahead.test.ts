import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * An order tab's positions worker is started when the tab's code comes, and the screen made next
 * takes that worker instead of starting a second; one nobody takes is ended. Workers here are
 * stand-ins that only count how they were made and ended.
 */
class CountedWorker extends EventTarget {
  static made: CountedWorker[] = [];
  ended = false;
  posted = 0;
  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    super();
    CountedWorker.made.push(this);
  }
  postMessage(): void {
    this.posted++;
  }
  terminate(): void {
    this.ended = true;
  }
}

async function positionsModule() {
  vi.resetModules();
  return import('../../src/workers/orders/positions');
}

beforeEach(() => {
  CountedWorker.made = [];
  vi.stubGlobal('Worker', CountedWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the positions worker started ahead of its screen', () => {
  it('the first screen takes the worker started ahead: one worker, not two', async () => {
    const { startPositionsWorkerAhead, createPositionsWorker } = await positionsModule();
    startPositionsWorkerAhead();
    startPositionsWorkerAhead();
    expect(CountedWorker.made.map((worker) => worker.options?.name)).toEqual(['positions']);
    void createPositionsWorker()
      .window(0, 10)
      .catch(() => undefined);
    // The screen's first call went to the worker started ahead.
    await vi.waitFor(() => expect(CountedWorker.made[0].posted).toBeGreaterThan(0));
    expect(CountedWorker.made).toHaveLength(1);
    // The next screen starts its own.
    void createPositionsWorker()
      .window(0, 10)
      .catch(() => undefined);
    await vi.waitFor(() => expect(CountedWorker.made[1]?.posted).toBeGreaterThan(0));
    expect(CountedWorker.made).toHaveLength(2);
    expect(CountedWorker.made.map((worker) => worker.ended)).toEqual([false, false]);
  });

  it('a worker started ahead and not taken within half a minute is ended', async () => {
    vi.useFakeTimers();
    const { startPositionsWorkerAhead } = await positionsModule();
    startPositionsWorkerAhead();
    vi.advanceTimersByTime(29_999);
    expect(CountedWorker.made[0].ended).toBe(false);
    vi.advanceTimersByTime(1);
    expect(CountedWorker.made[0].ended).toBe(true);
    // A later tab starts one again.
    startPositionsWorkerAhead();
    expect(CountedWorker.made).toHaveLength(2);
  });

  it('without workers (Node, the gateway) nothing is started', async () => {
    vi.stubGlobal('Worker', undefined);
    const { startPositionsWorkerAhead } = await positionsModule();
    expect(() => startPositionsWorkerAhead()).not.toThrow();
  });
});
