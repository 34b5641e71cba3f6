import { measuredMonth } from '../../api/payroll/cashier-reports';
import { remoteOperation } from '../shared/remote-operation.machine';

/** The payroll month as the sales reports measured it (src/api/payroll/cashier-reports.ts): one remote operation per month shown. */
export const measuredMonthOperation = remoteOperation('measuredMonth', (params: { pharmacyId: number; month: string }, signal) =>
  measuredMonth(params, signal),
);
