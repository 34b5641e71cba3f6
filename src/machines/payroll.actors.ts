import { fromPromise } from 'xstate';
import type { FileAnswer } from '../api/http';
import type { PayrollSaved } from '../api/contract/payroll';
import { downloadPayroll, payrollCashiers, payrollPharmacyParams, payrollPharmacyStat, payrollRevision, updatePayroll } from '../api/payroll';
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

/**
 * The month's parameters, cashiers and statistics; any failing fails the load (never half a month).
 * The month's revision is read first: a save landing between it and the three GETs then makes
 * our own save a 409 (asking for a reload), never an overwrite of what we did not see.
 */
export const loadMonth = fromPromise<PayrollDraft, MonthRequest>(async ({ input, signal }) => {
  const monthRevision = await payrollRevision(input.pharmacyId, input.month, signal);
  const [pharmacyStat, pharmacyParams, cashierParams] = await Promise.all([
    payrollPharmacyStat(input.pharmacyId, input.month, signal),
    payrollPharmacyParams(input.pharmacyId, input.month, signal),
    payrollCashiers(input.pharmacyId, input.month, signal),
  ]);
  return { pharmacyStat, pharmacyParams, cashierParams, ...(monthRevision === null ? {} : { monthRevision }) };
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

/** The save also names the revision the draft is based on (when the gateway offers revisions). */
export const savePayroll = fromPromise<PayrollSaved, PayrollBody>(({ input, signal }) => {
  const { monthRevision } = input.draft;
  return updatePayroll({ ...bodyOf(input), ...(monthRevision === undefined ? {} : { loadedRevision: monthRevision }) }, signal);
});

export const exportPayroll = fromPromise<FileAnswer, PayrollBody>(({ input, signal }) => downloadPayroll(bodyOf(input), signal));

export const payrollActors = { loadMonth, calculate, savePayroll, exportPayroll };
