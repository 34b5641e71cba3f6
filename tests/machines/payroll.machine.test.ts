import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { CHANGED_ELSEWHERE } from '../../src/api/contract/common';
import { ApiError, type FileAnswer } from '../../src/api/shared/http';
import { kpiMessages, type PayrollResult } from '../../src/domain/payroll/result';
import { payrollMachine } from '../../src/machines/payroll/payroll.machine';
import * as select from '../../src/machines/payroll/payroll.selectors';
import { cashier, loadedDraft, startPayroll, totals, validResult, type Pending } from './support/payroll-harness';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof payrollMachine>;
const invalidResult: PayrollResult = {
  cashiers: [],
  validation: {
    problems: ['weights'],
    cells: [0, 1, 2, 3, 4].map((index) => ({ index, field: 'valueIn' as const, problem: 'weights' as const })),
  },
  totals,
};
const file: FileAnswer = { blob: new Blob(['xlsx']), fileName: null };

type Sut = ReturnType<typeof startPayroll>;

/* ---- every shortest path, each state checked against a hand-written table of what the user sees ---- */

const loaded = { type: 'xstate.done.actor.loadMonth', output: loadedDraft };
const novemberDraft = { ...loadedDraft, pharmacyStat: { ...loadedDraft.pharmacyStat, fromDate: '2026-11-01' } };
const loadedNovember = { type: 'xstate.done.actor.loadMonth', output: novemberDraft };
/** A back end that does not take our ?month=: October, the default month, whatever is asked. */
const loadedOctoberInstead = { type: 'xstate.done.actor.loadMonth', output: loadedDraft, answered: 'October' };
const loadFailed = { type: 'xstate.error.actor.loadMonth', error: new Error('Сервис расчёта недоступен') };
const valid = { type: 'xstate.done.actor.calculate', output: validResult };
const invalid = { type: 'xstate.done.actor.calculate', output: invalidResult };
const calcFailed = { type: 'xstate.error.actor.calculate', error: new Error('Расчёт прерван') };

type PathEvent = { type: string; output?: unknown; error?: Error; text?: string; offset?: -1 | 0; answered?: string };

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

const ready = (snapshot: Snapshot) =>
  typeof snapshot.value === 'object' ? (snapshot.value as { ready: { changes: string; calculation: string; work: string } }).ready : null;

/** e.g. 'October: idle, unsaved, calculated (KPI rule broken), 17000': the month, the three regions, the rate. */
const where = (snapshot: Snapshot) => {
  const answered = select.selectAnsweredOtherMonth(snapshot);
  const month = `${snapshot.context.offset === -1 ? 'October' : 'November'}${answered ? ` (answered ${answered})` : ''}`;
  const regions = ready(snapshot);
  if (!regions) return `${month}: ${String(snapshot.value)}`;
  const broken =
    snapshot.matches({ ready: { calculation: 'calculated' } }) && snapshot.context.result?.validation.problems.length
      ? ' (KPI rule broken)'
      : '';
  const changes = regions.changes === 'dirty' ? 'unsaved' : 'saved';
  const fixed = snapshot.context.draft!.cashierParams[0].fixed;
  // A refused text stays in the cell over the number the draft keeps.
  const typed = snapshot.context.texts['cashier:0:fixed'];
  return `${month}: ${regions.work}, ${changes}, ${regions.calculation}${broken}, ${fixed}${typed !== undefined && typed !== String(fixed) ? ` «${typed}»` : ''}`;
};

/** What the payroll screen shows: the screen, the month, the rate, the figures, the buttons, the dialogs, what is sent. */
function seeOn(sut: Sut) {
  const snapshot = sut.snapshot();
  const draft = select.selectDraft(snapshot);
  const saving = select.selectSaving(snapshot);
  return {
    screen: select.selectLoadFailure(snapshot)
      ? `ошибка: ${select.selectLoadFailure(snapshot)!.message}`
      : draft
        ? 'расчёт'
        : 'Загрузка...',
    month: select.selectMonth(snapshot),
    answered: select.selectAnsweredOtherMonth(snapshot),
    fixed: draft?.cashierParams[0].fixed ?? null,
    calculating: select.selectCalculating(snapshot),
    calcError: select.selectCalculationFailure(snapshot)?.message ?? null,
    problems: select.selectProblems(snapshot).map((problem) => kpiMessages[problem]),
    violations: select.selectFigureViolations(snapshot).map((violation) => violation.message),
    unsaved: select.selectDirty(snapshot),
    canSave: select.selectCanSave(snapshot),
    canExport: select.selectCanExport(snapshot),
    // «Сохранение...» either way; what is sent, once it is.
    saving: !saving
      ? null
      : snapshot.matches({ ready: { work: 'saveWaiting' } })
        ? 'ждёт расчёта'
        : { month: sut.calls.save.at(-1)!.input.month, fixed: sut.calls.save.at(-1)!.input.draft.cashierParams[0].fixed },
    exporting: select.selectExporting(snapshot),
    askingLeave: select.selectAskingLeave(snapshot),
  };
}

const weights = 'Сумма всех весов KPI должна быть равна 100';
const blank: Record<string, unknown> = {
  screen: 'Загрузка...',
  month: '2026-10-01',
  answered: null,
  fixed: null,
  calculating: false,
  calcError: null,
  problems: [],
  violations: [],
  unsaved: false,
  canSave: false,
  canExport: false,
  saving: null,
  exporting: false,
  askingLeave: false,
};
const shown = (fixed: number, extra: Record<string, unknown> = {}) => ({ ...blank, screen: 'расчёт', fixed, ...extra });
const settled = (fixed: number, extra: Record<string, unknown> = {}) => shown(fixed, { canSave: true, canExport: true, ...extra });

function walkAll(paths: ReturnType<typeof getShortestPaths>, expected: Record<string, unknown>) {
  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths as never, where as never, expected));

  for (const path of paths) {
    it(
      describePath(path as never, (state) => where(state as Snapshot)),
      async () => {
        const sut = startPayroll();
        await sut.settle();
        await walkAndSee(path as never, {
          play: (event: PathEvent) => play(sut, event),
          current: () => sut.snapshot(),
          where: where as never,
          see: (): unknown => seeOn(sut),
          expected,
        });
      },
    );
  }
}

describe('payroll machine, the month and its load, every shortest path, checked against what the user sees', () => {
  // The previous month (October) opens; the user may pick November; loads fail or answer; no edits.
  const eventsFor = (snapshot: Snapshot) => [
    ...(snapshot.matches('loading')
      ? snapshot.context.offset === -1
        ? [loaded, loadFailed]
        : [loadedNovember, loadedOctoberInstead, loadFailed]
      : []),
    ...(snapshot.matches('failed') ? [{ type: 'retry' }] : []),
    ...(snapshot.matches({ ready: { calculation: 'calculating' } }) ? [valid] : []),
    ...(snapshot.context.offset === -1 ? [{ type: 'month.choose', offset: 0 }] : []),
  ];
  const paths = getShortestPaths(payrollMachine, {
    events: eventsFor as never,
    serializeState: where as never,
    input: startPayroll().input,
  });

  // By hand: 'Загрузка...', the error with 'Повторить', or the month's payroll, first being
  // calculated (save and export may be pressed: they wait for the figures), then its figures. A back end that answers
  // October when November is asked: said, and November can be neither saved nor exported, ever.
  const november = { month: '2026-11-01' };
  const octoberInstead = { ...november, answered: '2026-10-01' };
  walkAll(paths, {
    'October: loading': blank,
    'October: failed': { ...blank, screen: 'ошибка: Сервис расчёта недоступен' },
    'October: idle, saved, calculating, 16242': settled(16242, { calculating: true }),
    'October: idle, saved, calculated, 16242': settled(16242),
    'November: loading': { ...blank, ...november },
    'November: failed': { ...blank, ...november, screen: 'ошибка: Сервис расчёта недоступен' },
    'November: idle, saved, calculating, 16242': settled(16242, { ...november, calculating: true }),
    'November: idle, saved, calculated, 16242': settled(16242, november),
    'November (answered 2026-10-01): idle, saved, calculating, 16242': shown(16242, { ...octoberInstead, calculating: true }),
    'November (answered 2026-10-01): idle, saved, calculated, 16242': shown(16242, octoberInstead),
  });
});

describe('payroll machine, one month’s work, every shortest path, checked against what the user sees', () => {
  // October loaded; one edit of the rate (and a refused '17a'); each calculation may come out
  // right, break a KPI rule or fail; save and export run alone; leaving for November with the
  // figures settled. '17a' is not a number: it stays in the cell, marked, over the rate the draft
  // keeps.
  const eventsFor = (snapshot: Snapshot) => {
    if (snapshot.matches('loading')) return snapshot.context.offset === -1 ? [loaded] : [];
    const regions = ready(snapshot);
    if (!regions) return [];
    if (regions.work === 'saving')
      return [
        { type: 'xstate.done.actor.savePayroll', output: { savedAt: '2026-11-15T12:30:00Z' } },
        { type: 'xstate.error.actor.savePayroll', error: new Error(weights) },
      ];
    if (regions.work === 'exporting')
      return [
        { type: 'xstate.done.actor.exportPayroll', output: file },
        { type: 'xstate.error.actor.exportPayroll', error: new Error('Файл не сформирован') },
      ];
    if (regions.work === 'askingLeave') return [{ type: 'leave.stay' }, { type: 'leave.confirm' }];
    if (regions.calculation === 'calculating')
      return [valid, invalid, calcFailed, ...(regions.work === 'idle' ? [{ type: 'save' }, { type: 'export' }] : [])];
    return [
      { type: 'calculation.retry' },
      { type: 'cashier.edit', index: 0, field: 'fixed', text: '17000' },
      { type: 'cashier.edit', index: 0, field: 'fixed', text: '17a' },
      { type: 'save' },
      { type: 'export' },
      ...(snapshot.context.result?.validation.problems.length === 0 ? [{ type: 'month.choose', offset: 0 }] : []),
    ];
  };
  const paths = getShortestPaths(payrollMachine, {
    events: eventsFor as never,
    serializeState: where as never,
    input: startPayroll().input,
  });

  // By hand. A change recalculates and leaves the month unsaved; save and export only with right
  // figures and nothing under way; the save sends the month with the rate shown; a saved month is
  // left at once, an unsaved one asks first; '17a' keeps the rate, is named, and keeps save and
  // export disabled while it stays.
  const broken = { problems: [weights] };
  const unsaved = { unsaved: true };
  const busy = { canSave: false, canExport: false };
  const refused = { ...unsaved, ...busy, violations: ['Ставка, руб. (Иванова Анна): ожидается число, например 1 234,56'] };
  const withRefused = (fixed: number) => ({
    [`October: idle, unsaved, calculating, ${fixed} «17a»`]: shown(fixed, { ...refused, calculating: true }),
    [`October: idle, unsaved, calculated, ${fixed} «17a»`]: shown(fixed, refused),
    [`October: idle, unsaved, calculated (KPI rule broken), ${fixed} «17a»`]: shown(fixed, { ...refused, ...broken }),
    [`October: idle, unsaved, calcFailed, ${fixed} «17a»`]: shown(fixed, { ...refused, calcError: 'Расчёт прерван' }),
    [`October: askingLeave, unsaved, calculated, ${fixed} «17a»`]: shown(fixed, { ...refused, askingLeave: true }),
    [`October: askingLeave, unsaved, calcFailed, ${fixed} «17a»`]: shown(fixed, {
      ...refused,
      calcError: 'Расчёт прерван',
      askingLeave: true,
    }),
  });
  // Pressed while the figures are being calculated (as a press that takes the focus from a box
  // always is): «Сохранение...» until they are in, then sent; dropped if they break a rule or fail.
  const waiting = { ...busy, calculating: true };
  walkAll(paths, {
    ...withRefused(16242),
    ...withRefused(17000),
    'October: loading': blank,
    'October: idle, saved, calculating, 16242': settled(16242, { calculating: true }),
    'October: saveWaiting, saved, calculating, 16242': shown(16242, { ...waiting, saving: 'ждёт расчёта' }),
    'October: saveWaiting, unsaved, calculating, 17000': shown(17000, { ...waiting, ...unsaved, saving: 'ждёт расчёта' }),
    'October: exportWaiting, saved, calculating, 16242': shown(16242, { ...waiting, exporting: true }),
    'October: exportWaiting, unsaved, calculating, 17000': shown(17000, { ...waiting, ...unsaved, exporting: true }),
    'October: idle, saved, calculated, 16242': settled(16242),
    'October: idle, saved, calculated (KPI rule broken), 16242': shown(16242, broken),
    'October: idle, saved, calcFailed, 16242': shown(16242, { calcError: 'Расчёт прерван' }),
    'October: idle, unsaved, calculating, 17000': settled(17000, { ...unsaved, calculating: true }),
    'October: idle, unsaved, calculated, 17000': settled(17000, unsaved),
    'October: idle, unsaved, calculated (KPI rule broken), 17000': shown(17000, { ...unsaved, ...broken }),
    'October: idle, unsaved, calcFailed, 17000': shown(17000, { ...unsaved, calcError: 'Расчёт прерван' }),
    'October: saving, saved, calculated, 16242': settled(16242, { ...busy, saving: { month: '2026-10-01', fixed: 16242 } }),
    'October: saving, unsaved, calculated, 17000': settled(17000, { ...busy, ...unsaved, saving: { month: '2026-10-01', fixed: 17000 } }),
    'October: idle, saved, calculated, 17000': settled(17000),
    'October: saving, saved, calculated, 17000': settled(17000, { ...busy, saving: { month: '2026-10-01', fixed: 17000 } }),
    'October: exporting, saved, calculated, 16242': settled(16242, { ...busy, exporting: true }),
    'October: exporting, unsaved, calculated, 17000': settled(17000, { ...busy, ...unsaved, exporting: true }),
    'October: exporting, saved, calculated, 17000': settled(17000, { ...busy, exporting: true }),
    'October: askingLeave, unsaved, calculated, 17000': settled(17000, { ...busy, ...unsaved, askingLeave: true }),
    'October: askingLeave, unsaved, calcFailed, 17000': shown(17000, { ...unsaved, calcError: 'Расчёт прерван', askingLeave: true }),
    'November: loading': { ...blank, month: '2026-11-01' },
  });
});

describe('payroll machine, by hand', () => {
  // What the walk's tables cannot hold (it depends on the path, not the state): the snackbars and the file saved.
  it('tells how a save and an export went, and saves the export under a name built from the clock', async () => {
    const sut = startPayroll();
    await sut.settle();
    sut.calls.load[0].resolve(loadedDraft);
    await sut.settle();
    sut.calls.calculate.at(-1)!.resolve(validResult);
    await sut.settle();
    sut.actor.send({ type: 'save' });
    sut.calls.save[0].reject(new Error('Сумма всех весов KPI должна быть равна 100'));
    await sut.settle();
    sut.actor.send({ type: 'save' });
    sut.calls.save[1].resolve({ savedAt: '2026-11-15T12:30:00Z' });
    await sut.settle();
    sut.actor.send({ type: 'export' });
    sut.calls.export[0].reject(new Error('Файл не сформирован'));
    await sut.settle();
    sut.actor.send({ type: 'export' });
    sut.calls.export[1].resolve(file);
    await sut.settle();
    expect(sut.snackbars()).toEqual([
      ['error', 'Расчёт не сохранён', 'Сумма всех весов KPI должна быть равна 100'],
      ['success', 'Расчёт сохранён', null],
      ['error', 'Расчёт не выгружен', 'Файл не сформирован'],
    ]);
    expect(sut.calls.files).toEqual(['Расчёт зарплаты первостольника 15.11.2026 12-30.xlsx']);
  });

  it('a save another tab overtook (409) leaves the month unsaved and says why; a save goes on from the revision the last answered', async () => {
    const sut = startPayroll();
    await sut.settle();
    sut.calls.load[0].resolve({ ...loadedDraft, monthRevision: 2 });
    await sut.settle();
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'workHours', text: '160' });
    await sut.settle();
    sut.calls.calculate.at(-1)!.resolve(validResult);
    await sut.settle();
    sut.actor.send({ type: 'save' });
    expect(sut.calls.save[0].input.draft.monthRevision).toBe(2);
    sut.calls.save[0].reject(new ApiError(409, CHANGED_ELSEWHERE));
    await sut.settle();
    expect(sut.snapshot().matches({ ready: { changes: 'dirty', work: 'idle' } })).toBe(true);
    expect(sut.snapshot().context.error).toEqual({ status: 409, message: CHANGED_ELSEWHERE });
    expect(sut.snackbars()).toEqual([['error', 'Расчёт не сохранён', CHANGED_ELSEWHERE]]);

    // Once a save goes through (the fake answers it here), the next is based on the revision it answered.
    sut.actor.send({ type: 'save' });
    const answered = { savedAt: '2026-11-15T12:30:00Z', revision: 3 };
    sut.calls.save[1].resolve(answered);
    await sut.settle();
    expect(sut.snapshot().matches({ ready: { changes: 'saved' } })).toBe(true);
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'workHours', text: '161' });
    await sut.settle();
    sut.calls.calculate.at(-1)!.resolve(validResult);
    await sut.settle();
    sut.actor.send({ type: 'save' });
    expect(sut.calls.save[2].input.draft.monthRevision).toBe(3);
  });

  it('sends the draft as numbers without any password', async () => {
    const sut = startPayroll();
    await sut.settle();
    sut.calls.load[0].resolve({ ...loadedDraft, cashierParams: [{ ...cashier, password: 'secret' }] });
    await sut.settle();
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'workHours', text: '160,5' });
    await sut.settle();
    expect(sut.snapshot().context.texts['cashier:0:workHours']).toBe('160,5');
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

describe('payroll machine, a back end that does not take the month asked', () => {
  // The spec's GETs name no month: such a back end answers the default month, October, for
  // November too, and its pharmacyStat.fromDate says so.
  async function novemberAnsweredWithOctober() {
    const sut = startPayroll({ offset: 0 });
    await sut.settle();
    sut.calls.load[0].resolve(structuredClone(loadedDraft));
    await sut.settle();
    sut.calls.calculate.at(-1)!.resolve(validResult);
    await sut.settle();
    return sut;
  }

  it('names the month it answered, and takes no edit, save or export under November', async () => {
    const sut = await novemberAnsweredWithOctober();
    expect(select.selectMonth(sut.snapshot())).toBe('2026-11-01');
    expect(select.selectAnsweredOtherMonth(sut.snapshot())).toBe('2026-10-01');
    expect(select.selectCanSave(sut.snapshot())).toBe(false);
    expect(select.selectCanExport(sut.snapshot())).toBe(false);
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'fixed', text: '17000' });
    sut.actor.send({ type: 'save' });
    sut.actor.send({ type: 'export' });
    await sut.settle();
    expect(select.selectDraft(sut.snapshot())!.cashierParams[0].fixed).toBe(16242);
    expect(select.selectDirty(sut.snapshot())).toBe(false);
    expect([sut.calls.save, sut.calls.export]).toEqual([[], []]);
  });

  it('the previous month, which it does answer, is the payroll as always', async () => {
    const sut = await novemberAnsweredWithOctober();
    sut.actor.send({ type: 'month.choose', offset: -1 });
    await sut.ready();
    expect(select.selectAnsweredOtherMonth(sut.snapshot())).toBeNull();
    expect(select.selectCanSave(sut.snapshot())).toBe(true);
    sut.actor.send({ type: 'save' });
    await sut.settle();
    expect(sut.calls.save.map((call) => call.input.draft.pharmacyStat.fromDate)).toEqual(['2026-10-01']);
  });

  it('the default month is the back end’s: one whose clock has not turned the month answers the month before, shown and saved as such', async () => {
    // 00:30 on 1 December here; the back end, a few hours behind, answers October as its previous month.
    const sut = startPayroll({ now: () => new Date(2026, 11, 1, 0, 30) });
    await sut.settle();
    expect(sut.calls.load[0].input.month).toBe('2026-11-01');
    sut.calls.load[0].resolve(structuredClone(loadedDraft));
    await sut.settle();
    sut.calls.calculate.at(-1)!.resolve(validResult);
    await sut.ready();
    expect(select.selectMonth(sut.snapshot())).toBe('2026-10-01');
    expect(select.selectAnsweredOtherMonth(sut.snapshot())).toBeNull();
    expect(select.selectCanSave(sut.snapshot())).toBe(true);
    sut.actor.send({ type: 'save' });
    await sut.settle();
    expect(sut.calls.save.map((call) => call.input.draft.pharmacyStat.fromDate)).toEqual(['2026-10-01']);
  });

  it('leaving it still asks while the plan editor of November holds unsaved edits', async () => {
    const sut = await novemberAnsweredWithOctober();
    sut.actor.send({ type: 'plan.unsavedChanged', unsaved: true });
    sut.actor.send({ type: 'month.choose', offset: -1 });
    expect(select.selectAskingLeave(sut.snapshot())).toBe(true);
  });
});
