import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { CashierParam, PharmacyParam, PharmacyStat } from '../../src/api/contract/payroll';
import type { PayrollDraft } from '../../src/machines/payroll/payroll.types';

// The gateway's payroll calls, recorded: the actors' only I/O.
const api = vi.hoisted(() => ({
  payrollPharmacyStat: vi.fn(),
  payrollPharmacyParams: vi.fn(),
  payrollCashiers: vi.fn(),
  payrollRevision: vi.fn(),
  updatePayroll: vi.fn(),
  downloadPayroll: vi.fn(),
}));
vi.mock('../../src/api/payroll/payroll', () => api);

const { bodyOf, calculate, exportPayroll, loadMonth, savePayroll } = await import('../../src/machines/payroll/payroll.actors');

const cashier = (name: string, password: string | null) =>
  ({ pharmacyId: 7, cashierFullName: name, username: 'kassa', password, fixed: 16242, workHours: 165 }) as unknown as CashierParam;
const stat = { fromDate: '2026-10-01', totalSales: 1_000_000 } as unknown as PharmacyStat;
const params: PharmacyParam[] = [{ type: 'KPI_1_WEIGHT', valueIn: 100, valueOut: 0 } as PharmacyParam];
const draft: PayrollDraft = {
  pharmacyParams: params,
  cashierParams: [cashier('Иванова Анна', 'secret'), cashier('Петров Олег', null)],
  pharmacyStat: stat,
};
/** The spec's form: no month (it is pharmacyStat.fromDate) and no pharmacy (the user's own). */
const sentBody = {
  pharmacyParams: [{ type: 'KPI_1_WEIGHT', valueIn: 100, valueOut: 0 }],
  cashierParams: [
    { pharmacyId: 7, cashierFullName: 'Иванова Анна', username: 'kassa', password: null, fixed: 16242, workHours: 165 },
    { pharmacyId: 7, cashierFullName: 'Петров Олег', username: 'kassa', password: null, fixed: 16242, workHours: 165 },
  ],
  pharmacyStat: { fromDate: '2026-10-01', totalSales: 1_000_000 },
};

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
});

describe('payroll actors', () => {
  it("loadMonth asks the three parts of the pharmacy's month and puts them together", async () => {
    api.payrollPharmacyStat.mockResolvedValue(stat);
    api.payrollPharmacyParams.mockResolvedValue(params);
    api.payrollCashiers.mockResolvedValue([cashier('Иванова Анна', null)]);
    api.payrollRevision.mockResolvedValue(null);
    const loaded = await toPromise(createActor(loadMonth, { input: { pharmacyId: 7, month: '2026-10-01' } }).start());
    expect(loaded).toStrictEqual({ pharmacyStat: stat, pharmacyParams: params, cashierParams: [cashier('Иванова Анна', null)] });
    for (const call of [api.payrollRevision, api.payrollPharmacyStat, api.payrollPharmacyParams, api.payrollCashiers]) {
      expect(call.mock.calls.map(([pharmacyId, month, signal]) => [pharmacyId, month, signal instanceof AbortSignal])).toStrictEqual([
        [7, '2026-10-01', true],
      ]);
    }
  });

  it("loadMonth reads the month's revision before its three parts, and keeps it with them", async () => {
    const asked: string[] = [];
    api.payrollRevision.mockImplementation(() => (asked.push('revision'), Promise.resolve(3)));
    api.payrollPharmacyStat.mockImplementation(() => (asked.push('stat'), Promise.resolve(stat)));
    api.payrollPharmacyParams.mockResolvedValue(params);
    api.payrollCashiers.mockResolvedValue([]);
    const loaded = await toPromise(createActor(loadMonth, { input: { pharmacyId: 7, month: '2026-10-01' } }).start());
    expect(loaded).toStrictEqual({ pharmacyStat: stat, pharmacyParams: params, cashierParams: [], monthRevision: 3 });
    expect(asked).toStrictEqual(['revision', 'stat']);
  });

  it('loadMonth asks the default month (offset -1) as the spec writes the GETs, naming no month; the current month by name', async () => {
    api.payrollRevision.mockResolvedValue(null);
    api.payrollPharmacyStat.mockResolvedValue(stat);
    api.payrollPharmacyParams.mockResolvedValue(params);
    api.payrollCashiers.mockResolvedValue([]);
    await toPromise(createActor(loadMonth, { input: { pharmacyId: 7, month: '2026-10-01', offset: -1 } }).start());
    await toPromise(createActor(loadMonth, { input: { pharmacyId: 7, month: '2026-11-01', offset: 0 } }).start());
    for (const call of [api.payrollRevision, api.payrollPharmacyStat, api.payrollPharmacyParams, api.payrollCashiers]) {
      expect(call.mock.calls.map(([pharmacyId, month]) => [pharmacyId, month])).toStrictEqual([
        [7, undefined],
        [7, '2026-11-01'],
      ]);
    }
  });

  it('loadMonth fails when any part fails (never half a month)', async () => {
    api.payrollRevision.mockResolvedValue(null);
    api.payrollPharmacyStat.mockResolvedValue(stat);
    api.payrollPharmacyParams.mockRejectedValue(new Error('Сервис недоступен'));
    api.payrollCashiers.mockResolvedValue([]);
    await expect(toPromise(createActor(loadMonth, { input: { pharmacyId: 7, month: '2026-10-01' } }).start())).rejects.toThrow(
      'Сервис недоступен',
    );
  });

  it('calculate hands the draft to the worker and answers its figures', async () => {
    const figures = { cashiers: [], validation: { problems: [], cells: [] } };
    const worker = { calculate: vi.fn().mockResolvedValue(figures) };
    expect(await toPromise(createActor(calculate, { input: { worker, draft } }).start())).toBe(figures);
    expect(worker.calculate.mock.calls).toStrictEqual([[draft]]);
  });

  it("the body sent: the draft in the spec's form (no month, no pharmacy), with no password of any cashier", () => {
    expect(bodyOf({ pharmacyId: 7, month: '2026-10-01', draft })).toStrictEqual(sentBody);
  });

  it('savePayroll posts that body and answers the time saved', async () => {
    api.updatePayroll.mockResolvedValue({ savedAt: '2026-11-15T12:30:00Z' });
    expect(await toPromise(createActor(savePayroll, { input: { pharmacyId: 7, month: '2026-10-01', draft } }).start())).toStrictEqual({
      savedAt: '2026-11-15T12:30:00Z',
    });
    expect(api.updatePayroll.mock.calls.map(([body]) => body)).toStrictEqual([sentBody]);
  });

  it('savePayroll names the revision the draft is based on; the export does not', async () => {
    api.updatePayroll.mockResolvedValue({ savedAt: '2026-11-15T12:30:00Z', revision: 4 });
    api.downloadPayroll.mockResolvedValue({ blob: new Blob(['xlsx']), fileName: null });
    const based = { ...draft, monthRevision: 3 };
    expect(
      await toPromise(createActor(savePayroll, { input: { pharmacyId: 7, month: '2026-10-01', draft: based } }).start()),
    ).toStrictEqual({ savedAt: '2026-11-15T12:30:00Z', revision: 4 });
    expect(api.updatePayroll.mock.calls.map(([body]) => body)).toStrictEqual([{ ...sentBody, loadedRevision: 3 }]);
    await toPromise(createActor(exportPayroll, { input: { pharmacyId: 7, month: '2026-10-01', draft: based } }).start());
    expect(api.downloadPayroll.mock.calls.map(([body]) => body)).toStrictEqual([sentBody]);
  });

  it('exportPayroll posts that body and answers the workbook', async () => {
    const file = { blob: new Blob(['xlsx']), fileName: 'Расчёт.xlsx' };
    api.downloadPayroll.mockResolvedValue(file);
    expect(await toPromise(createActor(exportPayroll, { input: { pharmacyId: 7, month: '2026-10-01', draft } }).start())).toBe(file);
    expect(api.downloadPayroll.mock.calls.map(([body]) => body)).toStrictEqual([sentBody]);
  });
});
