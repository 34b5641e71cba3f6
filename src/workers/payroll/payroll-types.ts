import type { CashierParam, PharmacyParam, PharmacyStat } from '../../api/contract/payroll';
import type { PayrollResult } from '../../domain/payroll/result';

/**
 * The payroll worker: the page never computes KPIs itself. It hands the month's
 * parameters, cashiers and statistics over and gets every computed figure with its explanation.
 */
export interface PayrollInput {
  pharmacyParams: PharmacyParam[];
  cashierParams: CashierParam[];
  pharmacyStat: PharmacyStat;
}

export interface PayrollWorker {
  calculate(input: PayrollInput): Promise<PayrollResult>;
  /** Keeps the worker while the screen is open; the returned release lets it end. */
  retain(): () => void;
}
