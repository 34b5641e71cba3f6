import { createHolding, keptSignal } from '../shared/held-worker';
import type { PayrollApi } from './payroll-api';
import type { PayrollWorker } from './payroll-types';
import { createWorkerBridge } from '../shared/worker-bridge';

/**
 * The main thread's handle on the payroll worker, one per payroll screen. The worker starts on the
 * first calculation and stays while the screen holds it (`retain()`), since every edit asks again;
 * it ends a moment after the screen lets go, so React's strict-mode remount keeps it. A calculation
 * is quick and its answer replaces the last one: nothing aborts it from here.
 */
const startPayrollWorker = () => new Worker(new URL('./payroll.worker.ts', import.meta.url), { type: 'module', name: 'payroll' });

export function createPayrollWorker(startWorker: () => Worker = startPayrollWorker, releaseDelay = 1000): PayrollWorker {
  const bridge = createWorkerBridge<PayrollApi>(startWorker, { idleTimeout: null });
  const holding = createHolding(() => bridge.terminate(), releaseDelay);
  return {
    calculate: (input) => bridge.run(keptSignal, (api) => api.calculate(input)),
    retain: holding.retain,
  };
}
