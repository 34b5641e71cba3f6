import { describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../src/api/contract/order-drafts';
import * as select from '../../src/machines/payroll/payroll.selectors';
import { cashier, loadedDraft, startPayroll, stat, validResult } from './support/payroll-harness';

/*
 * The payroll's typed, unsaved figures kept as a draft (the drafts extension's screen 'payroll'):
 * each edit goes to the draft child, a month opened with a kept draft of its own shows the kept
 * figures with a notice, and «Сохранить» answered, «Очистить черновик» or leaving the month clear it.
 */
const kept = (month: string, edits: OrderDraft['edits']): OrderDraft => ({ state: { month }, edits });
const rate = (text: string, saved = cashier.fixed) => ({
  key: 'cashier:0:fixed',
  text,
  name: cashier.cashierFullName,
  price: saved,
  balance: null,
});
const turnover = (text: string) => ({ key: 'stat:turnoverPeriod', text, name: '', price: stat.turnoverPeriod, balance: null });

type Sut = ReturnType<typeof startPayroll>;
const dirty = (sut: Sut) => select.selectDirty(sut.snapshot());

describe('a kept draft when the month opens', () => {
  it('puts the kept figures back over the loaded ones, a refused text as typed, and says which', async () => {
    const sut = startPayroll();
    await sut.draftNews(kept('2026-10-01', [rate('17500'), turnover('12,5.')]));
    await sut.ready();
    const { draft, texts, keptNotice } = sut.snapshot().context;
    expect(draft!.cashierParams[0].fixed).toBe(17500);
    // The refused text is back in its box and counts for nothing: the saved figure stays, Save waits.
    expect(draft!.pharmacyStat.turnoverPeriod).toBe(30);
    expect(texts).toEqual({ 'cashier:0:fixed': '17500', 'stat:turnoverPeriod': '12,5.' });
    expect(select.selectFigureViolations(sut.snapshot()).map((violation) => violation.path)).toEqual(['pharmacyStat.turnoverPeriod']);
    expect(dirty(sut)).toBe(true);
    expect(keptNotice).toEqual([
      'Восстановлены введённые, но не сохранённые значения расчёта:',
      'Ставка, руб. (Иванова Анна): 17500',
      'Оборачиваемость, дн.: 12,5.',
    ]);
    // The restore is the draft itself: nothing is sent back to it.
    expect(sut.calls.draft).toEqual([]);
    sut.actor.send({ type: 'keptNotice.dismiss' });
    expect(sut.snapshot().context.keptNotice).toEqual([]);
  });

  it('keeps the typed value where the saved month changed under it, and the line says what is saved now', async () => {
    const sut = startPayroll();
    await sut.draftNews(kept('2026-10-01', [rate('17500', 15000)]));
    await sut.ready();
    expect(sut.snapshot().context.draft!.cashierParams[0].fixed).toBe(17500);
    expect(sut.snapshot().context.keptNotice[1]).toMatch(/^Ставка, руб\. \(Иванова Анна\): 17500 \(сохранено с тех пор: 16\s242,00\)$/u);
  });

  it('names a cashier no longer in the month instead of typing into another row', async () => {
    const sut = startPayroll();
    await sut.draftNews(kept('2026-10-01', [{ ...rate('17500'), name: 'Петров Пётр' }]));
    await sut.ready();
    expect(sut.snapshot().context.draft!.cashierParams[0].fixed).toBe(cashier.fixed);
    expect(sut.snapshot().context.keptNotice).toEqual([
      'Восстановлены введённые, но не сохранённые значения расчёта:',
      'Кассира больше нет в расчёте: Петров Пётр (было введено 17500)',
    ]);
  });

  it('opens on the current month when the kept figures are of it', async () => {
    const sut = startPayroll();
    await sut.draftNews(kept('2026-11-01', [rate('17500')]));
    await sut.ready();
    expect(select.selectMonth(sut.snapshot())).toBe('2026-11-01');
    expect(sut.calls.load.at(-1)!.input.month).toBe('2026-11-01');
    expect(sut.snapshot().context.draft!.cashierParams[0].fixed).toBe(17500);
  });

  it('puts back a draft read after the month, unless something was typed first (that wins)', async () => {
    const late = startPayroll();
    await late.ready();
    await late.draftNews(kept('2026-10-01', [rate('17500')]));
    expect(late.snapshot().context.draft!.cashierParams[0].fixed).toBe(17500);
    expect(dirty(late)).toBe(true);

    const typedFirst = startPayroll();
    await typedFirst.ready();
    typedFirst.actor.send({ type: 'cashier.edit', index: 0, field: 'fixed', text: '18000' });
    await typedFirst.draftNews(kept('2026-10-01', [rate('17500')]));
    expect(typedFirst.snapshot().context.draft!.cashierParams[0].fixed).toBe(18000);
  });

  it('ignores a draft of a month the screen does not offer', async () => {
    const sut = startPayroll();
    await sut.draftNews(kept('2026-08-01', [rate('17500')]));
    await sut.ready();
    expect(sut.snapshot().context.draft!.cashierParams[0].fixed).toBe(cashier.fixed);
    expect(dirty(sut)).toBe(false);
    expect(sut.snapshot().context.keptNotice).toEqual([]);
  });
});

describe('what the draft is told', () => {
  it('keeps each edit: the month and the typed texts as typed, with the saved figure', async () => {
    const sut = startPayroll();
    await sut.draftNews(null);
    await sut.ready();
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'fixed', text: '17500' });
    sut.actor.send({ type: 'stat.edit', field: 'turnoverPeriod', text: '12,5.' });
    expect(sut.calls.draft.at(-1)).toEqual({
      type: 'draft.changed',
      state: { month: '2026-10-01' },
      edits: [rate('17500'), turnover('12,5.')],
    });
  });

  it('keeps the parameter tables whole once a row is added or removed', async () => {
    const sut = startPayroll();
    await sut.draftNews(null);
    await sut.ready();
    sut.actor.send({ type: 'param.add', paramType: 'KPI_1' });
    expect(sut.calls.draft.at(-1)).toMatchObject({
      state: { month: '2026-10-01', params: [...loadedDraft.pharmacyParams, { type: 'KPI_1', valueIn: 0, valueOut: 0 }] },
    });
  });

  it('clears it once «Сохранить» is answered with nothing typed since', async () => {
    const sut = startPayroll();
    await sut.draftNews(kept('2026-10-01', [rate('17500')]));
    await sut.ready();
    sut.actor.send({ type: 'save' });
    await sut.settle();
    sut.calls.save.at(-1)!.resolve({ savedAt: '2026-11-15T12:31:00Z' });
    await sut.settle();
    expect(sut.calls.draft).toEqual([{ type: 'draft.clear' }]);
    expect(dirty(sut)).toBe(false);
    expect(sut.snapshot().context.kept).toBeNull();
  });

  it('keeps it when a figure was typed while the save was on its way', async () => {
    const sut = startPayroll();
    await sut.draftNews(null);
    await sut.ready();
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'fixed', text: '17500' });
    await sut.settle();
    sut.calls.calculate.at(-1)!.resolve(validResult);
    await sut.settle();
    sut.actor.send({ type: 'save' });
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'workHours', text: '160' });
    sut.calls.save.at(-1)!.resolve({ savedAt: '2026-11-15T12:31:00Z' });
    await sut.settle();
    expect(sut.calls.draft.map((event) => event.type)).toEqual(['draft.changed', 'draft.changed']);
    expect(dirty(sut)).toBe(true);
  });

  it('«Очистить черновик»: the month as loaded again, nothing typed left, the draft cleared', async () => {
    const sut = startPayroll();
    await sut.draftNews(kept('2026-10-01', [rate('17500'), turnover('12,5.')]));
    await sut.ready();
    sut.actor.send({ type: 'draft.discard' });
    await sut.settle();
    const { draft, texts, violations, keptNotice } = sut.snapshot().context;
    expect(draft!.cashierParams[0].fixed).toBe(cashier.fixed);
    expect([texts, violations, keptNotice]).toEqual([{}, [], []]);
    expect(dirty(sut)).toBe(false);
    expect(sut.calls.draft).toEqual([{ type: 'draft.clear' }]);
  });

  it('clears it when the month is left without saving', async () => {
    const sut = startPayroll();
    await sut.draftNews(null);
    await sut.ready();
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'fixed', text: '17500' });
    sut.actor.send({ type: 'month.choose', offset: 0 });
    sut.actor.send({ type: 'leave.confirm' });
    await sut.settle();
    expect(sut.calls.draft.map((event) => event.type)).toEqual(['draft.changed', 'draft.clear']);
  });

  it('shows another tab’s newer draft over the month as loaded, saying so', async () => {
    const sut = startPayroll();
    await sut.draftNews(null);
    await sut.ready();
    sut.actor.send({ type: 'cashier.edit', index: 0, field: 'workHours', text: '160' });
    await sut.draftNews(kept('2026-10-01', [rate('17500')]), 'draft.replaced');
    const { draft, keptNotice } = sut.snapshot().context;
    expect([draft!.cashierParams[0].fixed, draft!.cashierParams[0].workHours]).toEqual([17500, cashier.workHours]);
    expect(keptNotice[0]).toBe('Черновик изменён в другом окне — показан более новый');
  });
});

describe('the parameter tables in the draft', () => {
  const weight = (text: string, saved: number | null = 20) => ({ key: 'param:0:valueIn', text, name: '', price: saved, balance: null });
  const kpiRows = [
    ...loadedDraft.pharmacyParams,
    { type: 'KPI_1' as const, valueIn: 100, valueOut: 1 },
    { type: 'KPI_1' as const, valueIn: 200, valueOut: 2 },
  ];

  it('keeps a typed weight with its saved figure, and a text too long to be a number not at all', async () => {
    const sut = startPayroll();
    await sut.draftNews(null);
    await sut.ready();
    sut.actor.send({ type: 'param.edit', index: 0, field: 'valueIn', text: '25' });
    sut.actor.send({ type: 'stat.edit', field: 'turnoverPeriod', text: '1'.repeat(40) });
    sut.actor.send({ type: 'stat.edit', field: 'marketingRate', text: '1'.repeat(41) });
    expect(sut.calls.draft.at(-1)).toEqual({
      type: 'draft.changed',
      state: { month: '2026-10-01' },
      edits: [weight('25'), turnover('1'.repeat(40))],
    });
  });

  it('once a row is added, keeps the tables whole and no saved figure for a row (their places moved)', async () => {
    const sut = startPayroll();
    await sut.draftNews(null);
    await sut.ready();
    sut.actor.send({ type: 'param.add', paramType: 'KPI_1' });
    sut.actor.send({ type: 'param.edit', index: 0, field: 'valueIn', text: '25' });
    expect(sut.calls.draft.at(-1)).toMatchObject({ edits: [weight('25', null)] });
  });

  it('counts the tables changed when a row gave way to another, their number the same', async () => {
    const sut = startPayroll();
    await sut.draftNews(null);
    await sut.ready();
    sut.actor.send({ type: 'param.remove', index: 4 });
    sut.actor.send({ type: 'param.add', paramType: 'KPI_1' });
    sut.actor.send({ type: 'param.edit', index: 0, field: 'valueIn', text: '25' });
    const told = sut.calls.draft.at(-1) as { state: { params?: unknown[] }; edits: unknown[] };
    expect(told.state.params).toHaveLength(5);
    expect(told.edits).toEqual([weight('25', null)]);
  });

  it('puts a kept weight back over the month, named by its KPI', async () => {
    const sut = startPayroll();
    await sut.draftNews(kept('2026-10-01', [weight('25')]));
    await sut.ready();
    expect(sut.snapshot().context.draft!.pharmacyParams[0].valueIn).toBe(25);
    expect(sut.snapshot().context.keptNotice).toEqual(['Восстановлены введённые, но не сохранённые значения расчёта:', 'Вес KPI 1, %: 25']);
  });

  it('says what is saved now when the weight changed under the typed one', async () => {
    const sut = startPayroll();
    await sut.draftNews(kept('2026-10-01', [weight('25', 15)]));
    await sut.ready();
    expect(sut.snapshot().context.keptNotice[1]).toMatch(/^Вес KPI 1, %: 25 \(сохранено с тех пор: 20/u);
  });

  it('puts kept tables back whole, names a row by its place among its KPI’s rows, and no saved-since note', async () => {
    const sut = startPayroll();
    const edit = { key: 'param:6:valueOut', text: '1,5', name: '', price: 9, balance: null };
    await sut.draftNews({ state: { month: '2026-10-01', params: kpiRows }, edits: [edit] });
    await sut.ready();
    const { draft, keptNotice } = sut.snapshot().context;
    expect(draft!.pharmacyParams.map((row) => row.type)).toEqual(kpiRows.map((row) => row.type));
    expect(draft!.pharmacyParams[6].valueOut).toBe(1.5);
    expect(keptNotice).toEqual([
      'Восстановлены введённые, но не сохранённые значения расчёта:',
      'Строки таблиц параметров — как были добавлены или удалены',
      'Коэффициент KPI 1 (строка 2): 1,5',
    ]);
  });

  it('passes over a kept line whose cell is not in the month (a row past the tables, a field it has not)', async () => {
    const sut = startPayroll();
    const stray = [
      { key: 'param:40:valueIn', text: '25', name: '', price: null, balance: null },
      { key: 'param:0:type', text: '25', name: '', price: null, balance: null },
      { key: 'stat:margin', text: '25', name: '', price: null, balance: null },
      { key: 'cashier:0:cashierFullName', text: 'Петров', name: cashier.cashierFullName, price: null, balance: null },
    ];
    await sut.draftNews(kept('2026-10-01', [...stray, weight('25')]));
    await sut.ready();
    const { draft, texts } = sut.snapshot().context;
    expect(draft!.pharmacyParams).toEqual([{ ...loadedDraft.pharmacyParams[0], valueIn: 25 }, ...loadedDraft.pharmacyParams.slice(1)]);
    expect([draft!.cashierParams, draft!.pharmacyStat]).toEqual([loadedDraft.cashierParams, loadedDraft.pharmacyStat]);
    expect(texts).toEqual({ 'param:0:valueIn': '25' });
    expect(sut.snapshot().context.keptNotice).toEqual(['Восстановлены введённые, но не сохранённые значения расчёта:', 'Вес KPI 1, %: 25']);
  });
});
