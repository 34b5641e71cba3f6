import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayrollResult } from '../../src/domain/payroll/result';
import * as select from '../../src/machines/payroll/payroll.selectors';
import type { PayrollInput } from '../../src/machines/payroll/payroll.types';
import { loadedDraft, startPayroll as startHarness, totals, validResult } from './support/payroll-harness';

const weightCells = [0, 1].map((index) => ({ index, field: 'valueIn' as const, problem: 'weights' as const }));
const invalidResult: PayrollResult = { cashiers: [], validation: { problems: ['weights'], cells: weightCells }, totals };

/** Pharmacy 7, so a test that reads the pharmacy asked for sees it is the machine's own. */
const startPayroll = (extra: Partial<PayrollInput> = {}, provideSaveFile = true) =>
  startHarness({ pharmacyId: 7, ...extra }, provideSaveFile);

afterEach(() => vi.useRealTimers());

describe('payroll machine: the month asked for', () => {
  it('loads the pharmacy and the month of the clock', async () => {
    const sut = startPayroll();
    await sut.settle();
    expect(sut.calls.load.map((call) => call.input)).toStrictEqual([{ pharmacyId: 7, month: '2026-10-01', offset: -1 }]);
    expect(select.selectLoading(sut.snapshot())).toBe(true);
    await sut.ready();
    expect(select.selectLoading(sut.snapshot())).toBe(false);
  });

  it('without a clock given, takes the month from the real date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 3, 9, 0));
    const sut = startPayroll({ now: undefined });
    expect(select.selectMonth(sut.snapshot())).toBe('2026-02-01');
  });

  it('the same month chosen again while loading does not start the load again', async () => {
    const sut = startPayroll();
    await sut.settle();
    sut.actor.send({ type: 'month.choose', offset: -1 });
    await sut.settle();
    expect(sut.calls.load).toHaveLength(1);
    sut.actor.send({ type: 'month.choose', offset: 0 });
    await sut.settle();
    expect(sut.calls.load.map((call) => call.input.month)).toStrictEqual(['2026-10-01', '2026-11-01']);
  });

  it('the same month chosen again once loaded does not load it again', async () => {
    const sut = startPayroll();
    await sut.ready();
    sut.actor.send({ type: 'month.choose', offset: -1 });
    await sut.settle();
    expect(sut.calls.load).toHaveLength(1);
    expect(select.selectLoading(sut.snapshot())).toBe(false);
    expect(select.selectAskingLeave(sut.snapshot())).toBe(false);
  });

  it('the same month chosen with unsaved edits does not ask about leaving', async () => {
    const sut = startPayroll();
    await sut.ready();
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'fixed', text: '17000' });
    sut.actor.send({ type: 'month.choose', offset: -1 });
    expect(select.selectAskingLeave(sut.snapshot())).toBe(false);
    expect(select.selectDirty(sut.snapshot())).toBe(true);
  });

  it('leaving the current month with unsaved edits, confirmed: the previous month loads', async () => {
    const sut = startPayroll({ offset: 0 });
    await sut.ready();
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'fixed', text: '17000' });
    sut.actor.send({ type: 'month.choose', offset: -1 });
    expect(select.selectAskingLeave(sut.snapshot())).toBe(true);
    sut.actor.send({ type: 'leave.confirm' });
    await sut.settle();
    expect(select.selectOffset(sut.snapshot())).toBe(-1);
    expect(sut.calls.load.map((call) => call.input.month)).toStrictEqual(['2026-11-01', '2026-10-01']);
  });

  it('nothing unsaved at the start', async () => {
    const sut = startPayroll();
    expect(select.selectHasUnsavedWork(sut.snapshot())).toBe(false);
    await sut.ready();
    expect(select.selectHasUnsavedWork(sut.snapshot())).toBe(false);
  });
});

describe('payroll machine: edits', () => {
  it('a refused figure keeps its number but stays in view, named, and holds save and export until it is put right', async () => {
    const sut = startPayroll();
    await sut.ready();
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'fixed', text: '' });
    sut.actor.send({ type: 'stat.edit', field: 'totalSales', text: '1.555' });
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'workMinutes', text: '999' });
    sut.calls.calculate.at(-1)!.resolve(validResult);
    await sut.settle();
    const now = sut.snapshot();
    expect(select.selectDraft(now)?.cashierParams[0]).toMatchObject({ fixed: 16242, workMinutes: 0 });
    expect(select.selectTexts(now)).toMatchObject({ 'cashier:0:fixed': '', 'stat:totalSales': '1.555', 'cashier:0:workMinutes': '999' });
    expect(select.selectFigureViolations(now).map((violation) => violation.message)).toEqual([
      'Ставка, руб. (Иванова Анна): укажите значение',
      'Отработано, мин (Иванова Анна): от 0 до 59',
      'Продажи, руб.: не больше 2 знаков после запятой',
    ]);
    expect([select.selectCanSave(now), select.selectCanExport(now)]).toEqual([false, false]);
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'fixed', text: '16242' });
    sut.actor.send({ type: 'stat.edit', field: 'totalSales', text: '1.55' });
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'workMinutes', text: '59' });
    sut.calls.calculate.at(-1)!.resolve(validResult);
    await sut.settle();
    expect(select.selectFigureViolations(sut.snapshot())).toEqual([]);
    expect(select.selectCanSave(sut.snapshot())).toBe(true);
  });

  it('marks a figure out of its range as loaded (a month saved before the ranges)', async () => {
    const sut = startPayroll();
    await sut.settle();
    sut.calls.load[0].resolve({ ...loadedDraft, cashierParams: [{ ...loadedDraft.cashierParams[0], workHours: 9999 }] });
    sut.calls.calculate.at(-1)?.resolve(validResult);
    await sut.settle();
    expect(select.selectFigureViolations(sut.snapshot()).map((violation) => violation.message)).toEqual([
      'Отработано, ч (Иванова Анна): от 0 до 744',
    ]);
    expect(select.selectCanSave(sut.snapshot())).toBe(false);
  });

  it('an edit that repeats what the cell shows changes nothing: not unsaved, no new calculation', async () => {
    const sut = startPayroll();
    await sut.ready();
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'fixed', text: '16242' });
    await sut.settle();
    expect(select.selectDirty(sut.snapshot())).toBe(false);
    expect(sut.calls.calculate).toHaveLength(1);
  });

  it('an edit while the save is on its way leaves the month unsaved after the save', async () => {
    const sut = startPayroll();
    await sut.ready();
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'fixed', text: '17000' });
    sut.calls.calculate.at(-1)!.resolve(validResult);
    await sut.settle();
    sut.actor.send({ type: 'save' });
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'fixed', text: '18000' });
    sut.calls.save[0].resolve({ savedAt: '2026-11-15T12:30:00Z' });
    await sut.settle();
    expect(select.selectSaving(sut.snapshot())).toBe(false);
    expect(select.selectDirty(sut.snapshot())).toBe(true);
    expect(sut.snackbars()).toStrictEqual([['success', 'Расчёт сохранён', null]]);
  });

  it('a save of what is on screen leaves it saved', async () => {
    const sut = startPayroll();
    await sut.ready();
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'fixed', text: '17000' });
    sut.calls.calculate.at(-1)!.resolve(validResult);
    await sut.settle();
    sut.actor.send({ type: 'save' });
    sut.calls.save[0].resolve({ savedAt: '2026-11-15T12:30:00Z' });
    await sut.settle();
    expect(select.selectDirty(sut.snapshot())).toBe(false);
  });
});

describe('payroll machine: the export', () => {
  it('sends the pharmacy, the month and the draft on screen', async () => {
    const sut = startPayroll();
    await sut.ready();
    sut.actor.send({ type: 'export' });
    await sut.settle();
    expect(sut.calls.export.map((call) => call.input)).toStrictEqual([{ pharmacyId: 7, month: '2026-10-01', draft: loadedDraft }]);
  });

  it('without a file saver from the screen, the machine stops with that error', async () => {
    const sut = startPayroll({}, false);
    await sut.ready();
    sut.actor.send({ type: 'export' });
    sut.calls.export[0].resolve({ blob: new Blob(['xlsx']), fileName: 'Расчёт.xlsx' });
    await sut.settle();
    expect(sut.snapshot().status).toBe('error');
    expect((sut.errors[0] as Error).message).toBe('saveFile is not provided');
  });
});

describe('payroll selectors', () => {
  it('a failed save is no failed calculation', async () => {
    const sut = startPayroll();
    await sut.ready();
    sut.actor.send({ type: 'save' });
    sut.calls.save[0].reject(new Error('Сумма всех весов KPI должна быть равна 100'));
    await sut.settle();
    expect(select.selectCalculationFailure(sut.snapshot())).toBeNull();
    expect(select.selectLoadFailure(sut.snapshot())).toBeNull();
  });

  it('a failed calculation is shown with its message', async () => {
    const sut = startPayroll();
    await sut.settle();
    sut.calls.load[0].resolve(structuredClone(loadedDraft));
    await sut.settle();
    sut.calls.calculate[0].reject(new Error('Расчёт прерван'));
    await sut.settle();
    expect(select.selectCalculationFailure(sut.snapshot())?.message).toBe('Расчёт прерван');
  });

  it("the offending cells: none before the figures, then the worker's", async () => {
    const sut = startPayroll();
    expect(select.selectOffendingCells(sut.snapshot())).toStrictEqual([]);
    expect(select.selectProblems(sut.snapshot())).toStrictEqual([]);
    await sut.ready(invalidResult);
    expect(select.selectOffendingCells(sut.snapshot())).toStrictEqual([
      { index: 0, field: 'valueIn', problem: 'weights' },
      { index: 1, field: 'valueIn', problem: 'weights' },
    ]);
    expect(select.selectCanSave(sut.snapshot())).toBe(false);
  });
});
