import { fromPromise } from 'xstate';
import { http, type FileAnswer } from '../../api/shared/http';
import { payrollCalls, type PayrollSaved } from '../../api/contract/payroll';
import { monthQuery, payrollRevision } from '../../api/payroll/payroll';
import type { PayrollResult } from '../../domain/payroll/result';
import type { PayrollWorker } from '../../workers/payroll/payroll-types';
import { defaultPayrollOffset, type PayrollOffset } from './payroll.month';
import type { PayrollDraft } from './payroll.types';
import { lineReturn } from '../session/line-return';
import { orderDraftMachine } from '../orders/order-draft.machine';

/**
 * The payroll machine's I/O, each a named actor (tests provide fakes): the month's three GETs
 * together, the worker's calculation, the save and the export.
 */
export interface MonthRequest {
  pharmacyId: number;
  month: string;
  /** The month's offset: the default one (-1) is asked as the spec writes the GETs, naming no month. */
  offset?: PayrollOffset;
}

export interface PayrollBody extends MonthRequest {
  draft: PayrollDraft;
}

/**
 * The month's parameters, cashiers and statistics; any failing fails the load (never half a month).
 * The month's revision is read first: a save landing between it and the three GETs then makes
 * our own save a 409 (asking for a reload), never an overwrite of what we did not see.
 */
async function readMonth(pharmacyId: number, month: string | undefined, signal: AbortSignal): Promise<PayrollDraft> {
  const monthRevision = await payrollRevision(pharmacyId, month, signal);
  const read = { params: { id: String(pharmacyId) }, query: monthQuery(month), signal };
  const [pharmacyStat, pharmacyParams, cashierParams] = await Promise.all([
    http().request(payrollCalls.payrollPharmacyStat, read),
    http().request(payrollCalls.payrollPharmacyParams, read),
    http().request(payrollCalls.payrollCashiers, read),
  ]);
  return { pharmacyStat, pharmacyParams, cashierParams, ...(monthRevision === null ? {} : { monthRevision }) };
}

/**
 * The month shown. The default one is asked as the spec writes the GETs, naming no month: the back
 * end answers its previous month by its own clock. In the hours when the pharmacy's calendar has
 * turned the month and the back end's has not (Moscow is 3 hours ahead of a gateway on UTC), that
 * is another month: it is then asked by name (`?month=`, ours); a back end without it answers the
 * same other month again, which the screen then says.
 */
export const loadMonth = fromPromise<PayrollDraft, MonthRequest>(async ({ input, signal }) => {
  const asSpec = input.offset === defaultPayrollOffset;
  const loaded = await readMonth(input.pharmacyId, asSpec ? undefined : input.month, signal);
  if (asSpec && loaded.pharmacyStat.fromDate !== input.month) return readMonth(input.pharmacyId, input.month, signal);
  return loaded;
});

export const calculate = fromPromise<PayrollResult, { worker: Pick<PayrollWorker, 'calculate'>; draft: PayrollDraft }>(({ input }) =>
  input.worker.calculate(input.draft),
);

/**
 * What is sent, in the spec's form: the draft as numbers, the month in pharmacyStat.fromDate and
 * the pharmacy the user's own, so neither `month` nor `pharmacyId`. A password is never
 * part of the month (logins are saved by their own call), so none leaves with it.
 */
export const bodyOf = ({ draft }: PayrollBody) => ({
  pharmacyParams: draft.pharmacyParams,
  cashierParams: draft.cashierParams.map((cashier) => ({ ...cashier, password: null })),
  pharmacyStat: draft.pharmacyStat,
});

/**
 * The save also names the revision the draft is based on (when the gateway offers revisions); the
 * gateway refuses it with a Russian 400 when the KPI rules do not hold, 409 when saved elsewhere since.
 */
export const savePayroll = fromPromise<PayrollSaved, PayrollBody>(({ input, signal }) => {
  const { monthRevision } = input.draft;
  const body = { ...bodyOf(input), ...(monthRevision === undefined ? {} : { loadedRevision: monthRevision }) };
  return http().request(payrollCalls.updatePayroll, { body, signal });
});

/** The workbook 'Расчёт зарплаты первостольника {date time}.xlsx'. */
export const exportPayroll = fromPromise<FileAnswer, PayrollBody>(({ input, signal }) =>
  http().requestFile(payrollCalls.downloadPayroll, { body: bodyOf(input), signal }),
);

/**
 * The typed, unsaved figures kept as the drafts extension's screen 'payroll', by the order screens'
 * draft machine: on this computer at each change, on the gateway shortly after (a back end
 * without drafts: this computer only).
 */
export const payrollActors = { loadMonth, calculate, savePayroll, exportPayroll, lineReturn, draft: orderDraftMachine };
