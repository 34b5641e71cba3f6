import { createActor, fromCallback, fromPromise } from 'xstate';
import type { OrderDraft } from '../../../src/api/contract/order-drafts';
import type { CashierParam, PharmacyParam, PharmacyStat } from '../../../src/api/contract/payroll';
import type { FileAnswer } from '../../../src/api/shared/http';
import type { PayrollResult } from '../../../src/domain/payroll/result';
import { payrollMachine } from '../../../src/machines/payroll/payroll.machine';
import type { PayrollDraft, PayrollInput } from '../../../src/machines/payroll/payroll.types';
import { snackbarMachine } from '../../../src/machines/shared/snackbar.machine';

/** The payroll machine over fake calls and a fake worker, for its spec, walk and mutant tests. */
export interface Pending<I, T> {
  input: I;
  resolve(value: T): void;
  reject(error: unknown): void;
}

// The clock: 15 November 2026, 12:30. The previous month is October.
export const now = () => new Date(2026, 10, 15, 12, 30);

export const cashier: CashierParam = {
  pharmacyId: 1,
  cashierFullName: 'Иванова Анна',
  cashierUserId: null,
  username: null,
  password: null,
  activated: false,
  validUser: true,
  fixed: 16242,
  workHours: 165,
  workMinutes: 0,
  personalBonus: 2500,
  salePlan: 400000,
  marketingShare: 10,
  salesMargin: 300000,
  salesYctmBonus: 0,
  retailSumNdsOut: 420000,
  uniqueCheckCount: 700,
  nomenclatureAvgCount: 2.1,
  initiativeBonus: 0,
  initiativeSaleQuantityPlan: 0,
  initiativeSaleQuantity: 0,
};
export const stat: PharmacyStat = {
  fromDate: '2026-10-01',
  totalSales: 1_000_000,
  cashierCount: 2,
  invoiceCount: 1500,
  cashierAvg: 500000,
  invoiceAvg: 600,
  turnoverPeriod: 30,
  marketingRate: 12,
  expiringRemains: 1000,
};
export const params: PharmacyParam[] = [1, 2, 3, 4, 5].map((n) => ({
  type: `KPI_${n}_WEIGHT` as PharmacyParam['type'],
  valueIn: 20,
  valueOut: 0,
}));
export const loadedDraft: PayrollDraft = { cashierParams: [cashier], pharmacyParams: params, pharmacyStat: stat };
export const totals = { fixedByTime: 0, kpiBonus: 0, monthBonus: 0, totalBonus: 0, initiativeBonus: 0 };
export const validResult: PayrollResult = { cashiers: [], validation: { problems: [], cells: [] }, totals };

type Body = { pharmacyId: number; month: string; draft: PayrollDraft };

const fromLater = <I, T>(run: (input: I) => Promise<T>) => fromPromise<T, I>(({ input }) => run(input));

/**
 * The machine for pharmacy 1 (or `extra`'s), each call and each calculation answered when the test
 * says; saved files are noted unless `provideSaveFile` is false (the screen gave none).
 */
export function startPayroll(extra: Partial<PayrollInput> = {}, provideSaveFile = true) {
  const later = <I, T>(list: Array<Pending<I, T>>, input: I) => new Promise<T>((resolve, reject) => list.push({ input, resolve, reject }));
  const calls = {
    load: [] as Array<Pending<{ pharmacyId: number; month: string }, PayrollDraft>>,
    calculate: [] as Array<Pending<PayrollDraft, PayrollResult>>,
    save: [] as Array<Pending<Body, { savedAt: string }>>,
    export: [] as Array<Pending<Body, FileAnswer>>,
    files: [] as string[],
    /** What the machine told its draft child (draft.changed, draft.clear), in order. */
    draft: [] as Array<{ type: string; state?: unknown; edits?: unknown }>,
  };
  /** The draft child's news to the machine: the kept draft read, or another tab's that replaces it. */
  let tellMachine: (news: { type: 'draft.loaded' | 'draft.replaced'; draft: OrderDraft | null }) => void = () => undefined;
  const snackbar = createActor(snackbarMachine).start();
  const input: PayrollInput = {
    pharmacyId: 1,
    now,
    worker: { calculate: (draft) => later(calls.calculate, draft as PayrollDraft) },
    snackbar,
    ...extra,
  };
  const actors = {
    loadMonth: fromLater((request: { pharmacyId: number; month: string }) => later(calls.load, request)),
    savePayroll: fromLater((body: Body) => later(calls.save, body)),
    exportPayroll: fromLater((body: Body) => later(calls.export, body)),
    draft: fromCallback(({ receive, sendBack }) => {
      tellMachine = sendBack;
      receive((event) => void calls.draft.push(event as (typeof calls.draft)[number]));
    }),
  } as never;
  const provided = provideSaveFile
    ? payrollMachine.provide({ actors, actions: { saveFile: (_, saved: { fileName: string }) => void calls.files.push(saved.fileName) } })
    : payrollMachine.provide({ actors });
  const actor = createActor(provided, { input });
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => void errors.push(error) });
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const snackbars = () => snackbar.getSnapshot().context.queue.map((shown) => [shown.type, shown.title, shown.description ?? null]);
  /** Loads the month (its statistics of the month asked) and answers its first calculation. */
  const ready = async (result: PayrollResult = validResult) => {
    await settle();
    const load = calls.load.at(-1)!;
    load.resolve({ ...structuredClone(loadedDraft), pharmacyStat: { ...stat, fromDate: load.input.month } });
    await settle();
    calls.calculate.at(-1)!.resolve(result);
    await settle();
  };
  /** The draft child reports the kept draft (null: none) or another tab's newer one. */
  const draftNews = async (draft: OrderDraft | null, type: 'draft.loaded' | 'draft.replaced' = 'draft.loaded') => {
    tellMachine({ type, draft });
    await settle();
  };
  return { actor, calls, input, settle, snackbars, ready, errors, draftNews, snapshot: () => actor.getSnapshot() };
}
