import type { PayrollApi } from './payroll-api';
import type { PayrollWorker } from './payroll-types';
import { createWorkerBridge } from './worker-bridge';

/**
 * The main thread's handle on the payroll worker, one per payroll screen. The worker starts on the
 * first calculation and stays while the screen holds it (`retain()`), since every edit asks again;
 * it ends a moment after the screen lets go, so React's strict-mode remount keeps it.
 */
const startPayrollWorker = () => new Worker(new URL('./payroll.worker.ts', import.meta.url), { type: 'module', name: 'payroll' });

/** A calculation is quick and its answer replaces the last one: nothing aborts it from here. */
const kept = new AbortController().signal;

export function createPayrollWorker(startWorker: () => Worker = startPayrollWorker, releaseDelay = 1000): PayrollWorker {
  const bridge = createWorkerBridge<PayrollApi>(startWorker, { idleTimeout: null });
  let holders = 0;
  let endTimer: ReturnType<typeof setTimeout> | undefined;

  function retain(): () => void {
    holders++;
    clearTimeout(endTimer);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--holders === 0) endTimer = setTimeout(() => bridge.terminate(), releaseDelay);
    };
  }

  return {
    calculate: (input) => bridge.run(kept, (api) => api.calculate(input)),
    retain,
  };
}
