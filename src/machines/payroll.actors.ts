import { fromPromise } from 'xstate';
import type { FileAnswer } from '../api/http';
import { downloadPayroll, payrollCashiers, payrollPharmacyParams, payrollPharmacyStat, updatePayroll } from '../api/payroll';
import type { PayrollResult } from '../domain/payroll/result';
import type { PayrollWorker } from '../workers/payroll-types';
import type { PayrollDraft } from './payroll.types';

/**
 * The payroll machine's I/O, each a named actor (tests provide fakes): the month's three GETs
 * together, the worker's calculation, the save and the export.
 */
export interface MonthRequest {
  pharmacyId: number;
  month: string;
}

export interface PayrollBody extends MonthRequest {
  draft: PayrollDraft;
}

/** The month's parameters, cashiers and statistics; any failing fails the load (never half a month). */
export const loadMonth = fromPromise<PayrollDraft, MonthRequest>(async ({ input, signal }) => {
  const [pharmacyStat, pharmacyParams, cashierParams] = await Promise.all([
    payrollPharmacyStat(input.pharmacyId, input.month, signal),
    payrollPharmacyParams(input.pharmacyId, input.month, signal),
    payrollCashiers(input.pharmacyId, input.month, signal),
  ]);
  return { pharmacyStat, pharmacyParams, cashierParams };
});

export const calculate = fromPromise<PayrollResult, { worker: Pick<PayrollWorker, 'calculate'>; draft: PayrollDraft }>(({ input }) =>
  input.worker.calculate(input.draft),
);

/**
 * What is sent: the draft as numbers. A password is never part of the month (logins are saved by
 * their own call), so none leaves with it.
 */
export const bodyOf = ({ pharmacyId, month, draft }: PayrollBody) => ({
  pharmacyId,
  month,
  pharmacyParams: draft.pharmacyParams,
  cashierParams: draft.cashierParams.map((cashier) => ({ ...cashier, password: null })),
  pharmacyStat: draft.pharmacyStat,
});

export const savePayroll = fromPromise<{ savedAt: string }, PayrollBody>(({ input, signal }) => updatePayroll(bodyOf(input), signal));

export const exportPayroll = fromPromise<FileAnswer, PayrollBody>(({ input, signal }) => downloadPayroll(bodyOf(input), signal));

export const payrollActors = { loadMonth, calculate, savePayroll, exportPayroll };
