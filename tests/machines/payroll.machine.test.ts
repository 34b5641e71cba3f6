import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CashierParam, PharmacyParam, PharmacyStat } from '../../src/api/contract/payroll';
import type { FileAnswer } from '../../src/api/http';
import { kpiMessages, type PayrollResult } from '../../src/domain/payroll/result';
import { payrollMachine } from '../../src/machines/payroll.machine';
import * as select from '../../src/machines/payroll.selectors';
import type { PayrollDraft, PayrollInput } from '../../src/machines/payroll.types';
import { snackbarMachine } from '../../src/machines/snackbar.machine';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof payrollMachine>;
interface Pending<I, T> { input: I; resolve(value: T): void; reject(error: unknown): void }

// The clock: 15 November 2026, 12:30. The previous month is October.
const now = () => new Date(2026, 10, 15, 12, 30);
const months = { '-1': '2026-10-01', '0': '2026-11-01' } as const;

const cashier: CashierParam = {
  pharmacyId: 1, cashierFullName: 'Иванова Анна', cashierUserId: null, username: null, password: null, activated: false, validUser: true,
  fixed: 16242, workHours: 165, workMinutes: 0, personalBonus: 2500, salePlan: 400000, marketingShare: 10,
  salesMargin: 300000, salesYctmBonus: 0, retailSumNdsOut: 420000, uniqueCheckCount: 700, nomenclatureAvgCount: 2.1,
  initiativeBonus: 0, initiativeSaleQuantityPlan: 0, initiativeSaleQuantity: 0,
};
const stat: PharmacyStat = {
  fromDate: '2026-10-01', totalSales: 1_000_000, cashierCount: 2, invoiceCount: 1500, cashierAvg: 500000, invoiceAvg: 600,
  turnoverPeriod: 30, marketingRate: 12, expiringRemains: 1000,
};
const params: PharmacyParam[] = [1, 2, 3, 4, 5].map((n) => ({ type: `KPI_${n}_WEIGHT` as PharmacyParam['type'], valueIn: 20, valueOut: 0 }));
const loadedDraft: PayrollDraft = { cashierParams: [cashier], pharmacyParams: params, pharmacyStat: stat };

const totals = { fixedByTime: 0, kpiBonus: 0, monthBonus: 0, totalBonus: 0, initiativeBonus: 0 };
const validResult: PayrollResult = { cashiers: [], validation: { problems: [], cells: [] }, totals };
const invalidResult: PayrollResult = {
  cashiers: [],
  validation: { problems: ['weights'], cells: [0, 1, 2, 3, 4].map((index) => ({ index, field: 'valueIn' as const, problem: 'weights' as const })) },
  totals,
};
const file: FileAnswer = { blob: new Blob(['xlsx']), fileName: null };

/** The machine over fake calls and a fake worker: the test decides when each answers. */
function startPayroll() {
  const later = <I, T>(list: Array<Pending<I, T>>, input: I) => new Promise<T>((resolve, reject) => list.push({ input, resolve, reject }));
  const calls = {
    load: [] as Array<Pending<{ month: string }, PayrollDraft>>,
    calculate: [] as Array<Pending<PayrollDraft, PayrollResult>>,
    save: [] as Array<Pending<{ month: string; draft: PayrollDraft }, { savedAt: string }>>,
    export: [] as Array<Pending<{ month: string; draft: PayrollDraft }, FileAnswer>>,
    files: [] as string[],
  };
  const snackbar = createActor(snackbarMachine).start();
  const input: PayrollInput = { pharmacyId: 1, now, worker: { calculate: (draft) => later(calls.calculate, draft as PayrollDraft) }, snackbar };
  const provided = payrollMachine.provide({
    actors: {
      loadMonth: fromLater((request: { month: string }) => later(calls.load, request)),
      savePayroll: fromLater((body: { month: string; draft: PayrollDraft }) => later(calls.save, body)),
      exportPayroll: fromLater((body: { month: string; draft: PayrollDraft }) => later(calls.export, body)),
    } as never,
    actions: { saveFile: (_, saved: { fileName: string }) => void calls.files.push(saved.fileName) },
  });
  const actor = createActor(provided, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const snackbars = () => snackbar.getSnapshot().context.queue.map((shown) => [shown.type, shown.title, shown.description ?? null]);
  return { actor, calls, input, settle, snackbars, snapshot: () => actor.getSnapshot() };
}
type Sut = ReturnType<typeof startPayroll>;

import { fromPromise } from 'xstate';
const fromLater = <I, T>(run: (input: I) => Promise<T>) => fromPromise<T, I>(({ input }) => run(input));

/* ---- every shortest path, against a model of what the user sees written by hand ---- */

const events = [
  { type: 'xstate.done.actor.loadMonth', output: loadedDraft },
  { type: 'xstate.error.actor.loadMonth', error: new Error('Сервис расчёта недоступен') },
  { type: 'retry' },
  { type: 'xstate.done.actor.calculate', output: validResult },
  { type: 'xstate.done.actor.calculate', output: invalidResult },
  { type: 'xstate.error.actor.calculate', error: new Error('Расчёт прерван') },
  { type: 'calculation.retry' },
  { type: 'cashier.edit', index: 0, field: 'fixed', text: '17000' },
  { type: 'cashier.edit', index: 0, field: 'fixed', text: '16242' },
  { type: 'cashier.edit', index: 0, field: 'fixed', text: '17a' },
  { type: 'save' },
  { type: 'xstate.done.actor.savePayroll', output: { savedAt: '2026-11-15T12:30:00Z' } },
  { type: 'xstate.error.actor.savePayroll', error: new Error('Сумма всех весов KPI должна быть равна 100') },
  { type: 'export' },
  { type: 'xstate.done.actor.exportPayroll', output: file },
  { type: 'xstate.error.actor.exportPayroll', error: new Error('Файл не сформирован') },
  { type: 'month.choose', offset: 0 },
  { type: 'month.choose', offset: -1 },
  { type: 'leave.stay' },
  { type: 'leave.confirm' },
] as never[];

type PathEvent = { type: string; output?: unknown; error?: Error; text?: string; offset?: -1 | 0 };

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.offset, snapshot.context.pendingOffset, snapshot.context.draft?.cashierParams[0].fixed ?? null,
    snapshot.context.result?.validation.problems ?? null, snapshot.context.revision === snapshot.context.savingRevision]);

/** What the user sees (§2.6, §4, §5), kept apart from the machine. */
interface Seen {
  screen: 'Загрузка...' | 'ошибка и «Повторить»' | 'расчёт';
  offset: -1 | 0;
  figures: 'считаются' | 'верны' | 'нарушены правила KPI' | 'ошибка расчёта';
  work: 'нет' | 'сохранение' | 'выгрузка' | 'вопрос';
  dirty: boolean;
  pending: -1 | 0 | null;
  /** The rate shown for the cashier. */
  fixed: number;
  /** Changed while the save was under way: the month stays unsaved. */
  editedWhileSaving: boolean;
  loads: number;
  calculations: number;
  saves: number;
  exports: number;
  snackbars: Array<[string, string, string | null]>;
  files: string[];
}

const initialSeen: Seen = {
  screen: 'Загрузка...', offset: -1, figures: 'считаются', work: 'нет', dirty: false, pending: null, fixed: 16242, editedWhileSaving: false,
  loads: 1, calculations: 0, saves: 0, exports: 0, snackbars: [], files: [],
};

function next(seen: Seen, event: PathEvent): Seen {
  const loadMonth = (offset: -1 | 0): Seen => ({ ...seen, screen: 'Загрузка...', offset, work: 'нет', dirty: false, pending: null, loads: seen.loads + 1 });
  const ready = seen.screen === 'расчёт';
  switch (event.type) {
    case 'xstate.done.actor.loadMonth':
      return { ...seen, screen: 'расчёт', figures: 'считаются', fixed: 16242, calculations: seen.calculations + 1 };
    case 'xstate.error.actor.loadMonth':
      return { ...seen, screen: 'ошибка и «Повторить»' };
    case 'retry':
      return seen.screen === 'ошибка и «Повторить»' ? loadMonth(seen.offset) : seen;
    case 'xstate.done.actor.calculate':
      return { ...seen, figures: (event.output as PayrollResult).validation.problems.length === 0 ? 'верны' : 'нарушены правила KPI' };
    case 'xstate.error.actor.calculate':
      return { ...seen, figures: 'ошибка расчёта' };
    case 'calculation.retry':
      return ready && seen.figures === 'ошибка расчёта' ? { ...seen, figures: 'считаются', calculations: seen.calculations + 1 } : seen;
    case 'cashier.edit': {
      // §5: '17a' is not a number of the rule, and typing the same value changes nothing.
      if (!ready || !/^\d+$/u.test(event.text!) || Number(event.text) === seen.fixed) return seen;
      return { ...seen, fixed: Number(event.text), dirty: true, figures: 'считаются', calculations: seen.calculations + 1, editedWhileSaving: seen.work === 'сохранение' };
    }
    case 'save':
      return ready && seen.work === 'нет' && seen.figures === 'верны' ? { ...seen, work: 'сохранение', saves: seen.saves + 1, editedWhileSaving: false } : seen;
    case 'xstate.done.actor.savePayroll':
      return { ...seen, work: 'нет', dirty: seen.editedWhileSaving, snackbars: [...seen.snackbars, ['success', 'Расчёт сохранён', null]] };
    case 'xstate.error.actor.savePayroll':
      // The server's Russian message; the month stays unsaved.
      return { ...seen, work: 'нет', snackbars: [...seen.snackbars, ['error', 'Расчёт не сохранён', event.error!.message]] };
    case 'export':
      return ready && seen.work === 'нет' && seen.figures === 'верны' ? { ...seen, work: 'выгрузка', exports: seen.exports + 1 } : seen;
    case 'xstate.done.actor.exportPayroll':
      // No name from the gateway: the same name built from the clock.
      return { ...seen, work: 'нет', files: [...seen.files, 'Расчёт зарплаты первостольника 15.11.2026 12-30.xlsx'] };
    case 'xstate.error.actor.exportPayroll':
      return { ...seen, work: 'нет', snackbars: [...seen.snackbars, ['error', 'Расчёт не выгружен', event.error!.message]] };
    case 'month.choose': {
      const offset = event.offset!;
      if (seen.screen === 'ошибка и «Повторить»') return loadMonth(offset);
      if (offset === seen.offset) return seen;
      if (seen.screen === 'Загрузка...') return loadMonth(offset);
      if (seen.work !== 'нет') return seen;
      // Unsaved changes: asked first.
      return seen.dirty ? { ...seen, work: 'вопрос', pending: offset } : loadMonth(offset);
    }
    case 'leave.stay':
      return seen.work === 'вопрос' ? { ...seen, work: 'нет', pending: null } : seen;
    case 'leave.confirm':
      return seen.work === 'вопрос' ? loadMonth(seen.pending!) : seen;
    default:
      throw new Error(`no model for ${event.type}`);
  }
}

async function play(sut: Sut, event: PathEvent) {
  const settleLast = <T>(list: Array<Pending<unknown, T>>, done: boolean) =>
    done ? list.at(-1)!.resolve(event.output as T) : list.at(-1)!.reject(event.error);
  const [, kind, id] = /^xstate\.(done|error)\.actor\.(\w+)$/u.exec(event.type) ?? [];
  if (id === 'loadMonth') settleLast(sut.calls.load, kind === 'done');
  else if (id === 'calculate') settleLast(sut.calls.calculate, kind === 'done');
  else if (id === 'savePayroll') settleLast(sut.calls.save, kind === 'done');
  else if (id === 'exportPayroll') settleLast(sut.calls.export, kind === 'done');
  else sut.actor.send(event as never);
  await sut.settle();
}

function checkSeen(sut: Sut, seen: Seen) {
  const snapshot = sut.snapshot();
  const screen = select.selectLoadFailure(snapshot) ? 'ошибка и «Повторить»' : select.selectDraft(snapshot) ? 'расчёт' : 'Загрузка...';
  expect(screen).toBe(seen.screen);
  expect(select.selectOffset(snapshot)).toBe(seen.offset);
  expect(select.selectMonth(snapshot)).toBe(months[seen.offset]);
  expect(sut.calls.load).toHaveLength(seen.loads);
  expect(sut.calls.load.at(-1)!.input.month).toBe(months[seen.offset]);
  expect(sut.calls.calculate).toHaveLength(seen.calculations);
  expect(sut.calls.save).toHaveLength(seen.saves);
  expect(sut.calls.export).toHaveLength(seen.exports);
  expect(sut.snackbars()).toEqual(seen.snackbars);
  expect(sut.calls.files).toEqual(seen.files);
  const busy = seen.work !== 'нет';
  const allowed = seen.screen === 'расчёт' && !busy && seen.figures === 'верны';
  expect(select.selectCanSave(snapshot)).toBe(allowed);
  expect(select.selectCanExport(snapshot)).toBe(allowed);
  expect(select.selectSaving(snapshot)).toBe(seen.work === 'сохранение');
  expect(select.selectExporting(snapshot)).toBe(seen.work === 'выгрузка');
  expect(select.selectAskingLeave(snapshot)).toBe(seen.work === 'вопрос');
  if (seen.screen !== 'расчёт') return;
  expect(select.selectDirty(snapshot)).toBe(seen.dirty);
  expect(select.selectDraft(snapshot)!.cashierParams[0].fixed).toBe(seen.fixed);
  expect(sut.calls.calculate.at(-1)!.input.cashierParams[0].fixed).toBe(seen.fixed);
  expect(select.selectCalculating(snapshot)).toBe(seen.figures === 'считаются');
  expect(select.selectCalculationFailure(snapshot)?.message ?? null).toBe(seen.figures === 'ошибка расчёта' ? 'Расчёт прерван' : null);
  if (seen.figures === 'нарушены правила KPI') expect(select.selectProblems(snapshot).map((problem) => kpiMessages[problem])).toEqual(['Сумма всех весов KPI должна быть равна 100']);
  if (seen.saves > 0) expect(sut.calls.save.at(-1)!.input.month).toBe(months[seen.offset]);
}

describe('payroll machine, every shortest path', () => {
  const paths = getShortestPaths(payrollMachine, { events, serializeState: serializeState as never, input: startPayroll().input });

  it('reaches loading, failed, every work state, saved and dirty', () => {
    const reached = paths.map((path) => JSON.stringify(path.state.value));
    for (const state of ['"loading"', '"failed"', '"saving"', '"exporting"', '"askingLeave"', '"dirty"', '"saved"', '"calcFailed"']) {
      expect(reached.some((value) => value.includes(state))).toBe(true);
    }
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const sut = startPayroll();
      await sut.settle();
      let seen = initialSeen;
      checkSeen(sut, seen);
      await walkPath(path, {
        play: async (event: PathEvent) => {
          seen = next(seen, event);
          await play(sut, event);
        },
        check: (expected) => {
          expect(serializeState(sut.snapshot())).toBe(serializeState(expected as Snapshot));
          checkSeen(sut, seen);
        },
      });
    });
  }
});

describe('payroll machine, by hand', () => {
  it('sends the draft as numbers without any password', async () => {
    const sut = startPayroll();
    await sut.settle();
    sut.calls.load[0].resolve({ ...loadedDraft, cashierParams: [{ ...cashier, password: 'secret' }] });
    await sut.settle();
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'workHours', text: '160,5' });
    await sut.settle();
    expect(sut.snapshot().context.texts['cashier:0:workHours']).toBe('160.5');
    sut.calls.calculate.at(-1)!.resolve(validResult);
    await sut.settle();
    sut.actor.send({ type: 'save' });
    await sut.settle();
    expect(sut.calls.save[0].input.draft.cashierParams[0].workHours).toBe(160.5);
  });

  it('asks before leaving the month while the plan editor holds unsaved edits, though the payroll itself is saved', async () => {
    const sut = startPayroll();
    await sut.settle();
    sut.calls.load[0].resolve(loadedDraft);
    await sut.settle();
    sut.calls.calculate.at(-1)!.resolve(validResult);
    await sut.settle();
    expect(select.selectDirty(sut.snapshot())).toBe(false);

    sut.actor.send({ type: 'plan.unsavedChanged', unsaved: true });
    expect(select.selectHasUnsavedWork(sut.snapshot())).toBe(true);
    sut.actor.send({ type: 'month.choose', offset: 0 });
    expect(select.selectAskingLeave(sut.snapshot())).toBe(true);
    expect(sut.calls.load).toHaveLength(1);

    sut.actor.send({ type: 'leave.confirm' });
    await sut.settle();
    // The next month starts with nothing unsaved: its editor is a new one.
    expect(sut.calls.load).toHaveLength(2);
    expect(select.selectHasUnsavedWork(sut.snapshot())).toBe(false);
  });
});
