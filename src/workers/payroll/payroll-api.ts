import { calculatePayroll } from '../../domain/payroll/calculate';
import type { PayrollInput } from './payroll-types';
import type { PayrollResult } from '../../domain/payroll/result';

/**
 * What the payroll worker does, as a plain object Node tests drive without a worker: §9 for the
 * month the screen holds (the page never computes KPIs itself). payroll.worker.ts only exposes it.
 */
export interface PayrollApi {
  calculate(input: PayrollInput): PayrollResult;
}

export function createPayrollApi(): PayrollApi {
  return { calculate: (input) => calculatePayroll(input) };
}
