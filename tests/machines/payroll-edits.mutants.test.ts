import { describe, expect, it } from 'vitest';
import { applyEdit, cellText, draftViolations } from '../../src/machines/payroll/payroll.edits';
import type { PayrollDraft } from '../../src/machines/payroll/payroll.types';

/** A month's draft as the payroll screen edits it: two cashiers, a KPI row and its weight. */
const draft = (): PayrollDraft =>
  ({
    pharmacyParams: [
      { type: 'KPI_1', valueIn: 100, valueOut: 1 },
      { type: 'KPI_1_WEIGHT', valueIn: 0, valueOut: 20 },
    ],
    cashierParams: [
      {
        pharmacyId: 7,
        cashierFullName: 'Иванова Анна',
        fixed: 30000,
        workHours: 160,
        workMinutes: 0,
        personalBonus: 0,
        salePlan: 0,
        marketingShare: 0,
      },
      {
        pharmacyId: 7,
        cashierFullName: 'Петров Олег',
        fixed: 25000,
        workHours: 120,
        workMinutes: 30,
        personalBonus: 0,
        salePlan: 0,
        marketingShare: 0,
      },
    ],
    pharmacyStat: {
      fromDate: '2026-10-01',
      totalSales: 500000,
      cashierCount: 2,
      invoiceCount: 900,
      cashierAvg: 0,
      invoiceAvg: 0,
      turnoverPeriod: 0,
      marketingRate: 0,
      expiringRemains: 0,
    },
  }) as unknown as PayrollDraft;

describe('editing a month of the payroll', () => {
  it('shows what the user is typing, else the number', () => {
    expect(cellText({ 'stat:totalSales': '12.' }, 'stat:totalSales', 12)).toBe('12.');
    expect(cellText({}, 'stat:totalSales', 12.5)).toBe('12,5');
    // Roubles read with their kopecks, as the grid shows them.
    expect(cellText({}, 'stat:totalSales', 1797146.4, { name: 'Продажи, руб.', min: 0, max: 1e10, money: true })).toBe('1 797 146,40');
  });

  it('puts a typed cashier rate into that cashier only, keeping the text', () => {
    const outcome = applyEdit(draft(), {}, { type: 'cashier.edit', index: 1, field: 'fixed', text: '27500,5' });
    expect(outcome?.draft.cashierParams.map((row) => row.fixed)).toEqual([30000, 27500.5]);
    expect(outcome?.texts).toEqual({ 'cashier:1:fixed': '27500,5' });
  });

  it('keeps "12." while typing and counts it as 12', () => {
    const outcome = applyEdit(draft(), {}, { type: 'cashier.edit', index: 0, field: 'workHours', text: '12.' });
    expect(outcome?.draft.cashierParams[0]?.workHours).toBe(12);
    expect(outcome?.texts['cashier:0:workHours']).toBe('12.');
  });

  it('keeps a fraction of minutes, a third decimal, letters and an emptied rate in view, and the numbers as they were', () => {
    const cases = [
      [
        { type: 'cashier.edit', index: 0, field: 'workMinutes', text: '1.5' },
        'cashier:0:workMinutes',
        'Отработано, мин (Иванова Анна): только целое число',
      ],
      [
        { type: 'cashier.edit', index: 0, field: 'fixed', text: '1.555' },
        'cashier:0:fixed',
        'Ставка, руб. (Иванова Анна): не больше 2 знаков после запятой',
      ],
      [{ type: 'cashier.edit', index: 0, field: 'fixed', text: '' }, 'cashier:0:fixed', 'Ставка, руб. (Иванова Анна): укажите значение'],
      [
        { type: 'cashier.edit', index: 0, field: 'fixed', text: '1,2,3' },
        'cashier:0:fixed',
        'Ставка, руб. (Иванова Анна): только одна запятая',
      ],
      [
        { type: 'cashier.edit', index: 0, field: 'fixed', text: '-100' },
        'cashier:0:fixed',
        'Ставка, руб. (Иванова Анна): не может быть отрицательным',
      ],
      [{ type: 'stat.edit', field: 'totalSales', text: 'abc' }, 'stat:totalSales', 'Продажи, руб.: ожидается число, например 1 234,56'],
      [{ type: 'stat.edit', field: 'cashierCount', text: '2.5' }, 'stat:cashierCount', 'Количество кассиров: только целое число'],
    ] as const;
    for (const [event, key, message] of cases) {
      const outcome = applyEdit(draft(), {}, event);
      expect(outcome?.draft).toEqual(draft());
      expect(outcome?.texts).toEqual({ [key]: event.text });
      expect(draftViolations(outcome!.draft, outcome!.texts).map((violation) => violation.message)).toEqual([message]);
    }
  });

  it('accepts whole minutes and decimal sales', () => {
    expect(
      applyEdit(draft(), {}, { type: 'cashier.edit', index: 0, field: 'workMinutes', text: '45' })?.draft.cashierParams[0]?.workMinutes,
    ).toBe(45);
    const stat = applyEdit(draft(), {}, { type: 'stat.edit', field: 'totalSales', text: '1234.56' });
    expect(stat?.draft.pharmacyStat.totalSales).toBe(1234.56);
    expect(stat?.draft.pharmacyStat.invoiceCount).toBe(900);
    expect(stat?.texts).toEqual({ 'stat:totalSales': '1234.56' });
  });

  it('ignores an edit that changes nothing', () => {
    expect(applyEdit(draft(), {}, { type: 'cashier.edit', index: 0, field: 'fixed', text: '30000' })).toBeNull();
    expect(applyEdit(draft(), { 'stat:totalSales': '5' }, { type: 'stat.edit', field: 'totalSales', text: '5' })).toBeNull();
  });

  it('ignores an edit of a row that does not exist', () => {
    expect(applyEdit(draft(), {}, { type: 'cashier.edit', index: 5, field: 'fixed', text: '1' })).toBeNull();
    expect(applyEdit(draft(), {}, { type: 'param.edit', index: 5, field: 'valueIn', text: '1' })).toBeNull();
    expect(applyEdit(draft(), {}, { type: 'param.remove', index: 5 })).toBeNull();
  });

  it('bounds a KPI result to a coefficient of at most 1.5', () => {
    for (const text of ['1.6', '2']) {
      const outcome = applyEdit(draft(), {}, { type: 'param.edit', index: 0, field: 'valueOut', text });
      expect(outcome?.draft.pharmacyParams[0]).toEqual({ type: 'KPI_1', valueIn: 100, valueOut: 1 });
      expect(draftViolations(outcome!.draft, outcome!.texts).map((violation) => violation.message)).toEqual([
        'Коэффициент KPI 1 (строка 1): от 0 до 1,50',
      ]);
    }
    const accepted = applyEdit(draft(), {}, { type: 'param.edit', index: 0, field: 'valueOut', text: '1.5' });
    expect(accepted?.draft.pharmacyParams[0]).toEqual({ type: 'KPI_1', valueIn: 100, valueOut: 1.5 });
    expect(accepted?.texts).toEqual({ 'param:0:valueOut': '1.5' });
  });

  it('lets a KPI threshold and a weight be any decimal', () => {
    expect(
      applyEdit(draft(), {}, { type: 'param.edit', index: 0, field: 'valueIn', text: '250.75' })?.draft.pharmacyParams[0]?.valueIn,
    ).toBe(250.75);
    const weight = applyEdit(draft(), {}, { type: 'param.edit', index: 1, field: 'valueOut', text: '35' });
    expect(weight?.draft.pharmacyParams).toEqual([
      { type: 'KPI_1', valueIn: 100, valueOut: 1 },
      { type: 'KPI_1_WEIGHT', valueIn: 0, valueOut: 35 },
    ]);
  });

  it('adds an empty parameter row at the end, keeping the typed texts', () => {
    const texts = { 'param:0:valueIn': '100' };
    const outcome = applyEdit(draft(), texts, { type: 'param.add', paramType: 'KPI_2' });
    expect(outcome?.draft.pharmacyParams[2]).toEqual({ type: 'KPI_2', valueIn: 0, valueOut: 0 });
    expect(outcome?.draft.pharmacyParams).toHaveLength(3);
    expect(outcome?.texts).toEqual({ 'param:0:valueIn': '100' });
  });

  it('removes a parameter row and forgets the parameter texts, not the others', () => {
    const texts = { 'param:1:valueOut': '35', 'cashier:0:fixed': '30000.', 'stat:totalSales': '1' };
    const outcome = applyEdit(draft(), texts, { type: 'param.remove', index: 0 });
    expect(outcome?.draft.pharmacyParams).toEqual([{ type: 'KPI_1_WEIGHT', valueIn: 0, valueOut: 20 }]);
    expect(outcome?.texts).toEqual({ 'cashier:0:fixed': '30000.', 'stat:totalSales': '1' });
  });
});
