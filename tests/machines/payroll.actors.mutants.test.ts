import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { CashierParam, PharmacyParam, PharmacyStat } from '../../src/api/contract/payroll';
import { bodyOf, calculate, exportPayroll, loadMonth, savePayroll } from '../../src/machines/payroll/payroll.actors';
import type { PayrollDraft } from '../../src/machines/payroll/payroll.types';
import { cashier as harnessCashier, params as harnessParams, stat as harnessStat } from './support/payroll-harness';
import { fakeGateway, json, type SeenRequest } from './support/fake-server';

/** The month's reads as the gateway answers them; the revision's answer as given (a Response, or a number). */
const monthAnswers =
  (revision: number | Response, fail: string | null = null) =>
  (request: SeenRequest): Response => {
    const path = request.url.split('?')[0];
    if (path.includes('payroll-pharmacy-revision')) return typeof revision === 'number' ? json({ revision }) : revision;
    if (fail && path.includes(fail)) return json({ message: 'Сервис недоступен' }, 500);
    if (path.includes('payroll-pharmacy-stat')) return json(harnessStat);
    if (path.includes('payroll-pharmacy-param')) return json(harnessParams);
    return json([harnessCashier]);
  };
const noRevisions = () => new Response(null, { status: 404 });

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

describe('payroll actors', () => {
  it("loadMonth asks the three parts of the pharmacy's month and puts them together", async () => {
    const service = fakeGateway(monthAnswers(noRevisions()));
    const loaded = await toPromise(createActor(loadMonth, { input: { pharmacyId: 7, month: '2026-10-01' } }).start());
    expect(loaded).toStrictEqual({ pharmacyStat: harnessStat, pharmacyParams: harnessParams, cashierParams: [harnessCashier] });
    expect(service.asked()).toStrictEqual([
      'GET /api/cashier-payroll/payroll-pharmacy-revision/7?month=2026-10-01',
      'GET /api/cashier-payroll/payroll-pharmacy-stat/7?month=2026-10-01',
      'GET /api/cashier-payroll/payroll-pharmacy-param/7?month=2026-10-01',
      'GET /api/cashier-payroll/payroll-cashier/7?month=2026-10-01',
    ]);
    expect(service.signals).toStrictEqual([true, true, true, true]);
  });

  it("loadMonth reads the month's revision before its three parts, and keeps it with them", async () => {
    const service = fakeGateway(monthAnswers(3));
    const loaded = await toPromise(createActor(loadMonth, { input: { pharmacyId: 7, month: '2026-10-01' } }).start());
    expect(loaded).toStrictEqual({
      pharmacyStat: harnessStat,
      pharmacyParams: harnessParams,
      cashierParams: [harnessCashier],
      monthRevision: 3,
    });
    expect(service.asked().slice(0, 2)).toStrictEqual([
      'GET /api/cashier-payroll/payroll-pharmacy-revision/7?month=2026-10-01',
      'GET /api/cashier-payroll/payroll-pharmacy-stat/7?month=2026-10-01',
    ]);
  });

  it('loadMonth asks the default month (offset -1) as the spec writes the GETs, naming no month; the current month by name', async () => {
    const service = fakeGateway(monthAnswers(0));
    await toPromise(createActor(loadMonth, { input: { pharmacyId: 7, month: '2026-10-01', offset: -1 } }).start());
    await toPromise(createActor(loadMonth, { input: { pharmacyId: 7, month: '2026-11-01', offset: 0 } }).start());
    expect(service.asked()).toStrictEqual([
      'GET /api/cashier-payroll/payroll-pharmacy-revision/7',
      'GET /api/cashier-payroll/payroll-pharmacy-stat/7',
      'GET /api/cashier-payroll/payroll-pharmacy-param/7',
      'GET /api/cashier-payroll/payroll-cashier/7',
      'GET /api/cashier-payroll/payroll-pharmacy-revision/7?month=2026-11-01',
      'GET /api/cashier-payroll/payroll-pharmacy-stat/7?month=2026-11-01',
      'GET /api/cashier-payroll/payroll-pharmacy-param/7?month=2026-11-01',
      'GET /api/cashier-payroll/payroll-cashier/7?month=2026-11-01',
    ]);
  });

  it('the default month turned in the pharmacy but not on the back end: asked again by name, and a back end without names answers its own', async () => {
    // Past midnight on the 1st in Moscow, still the last day of the month before on a gateway on UTC.
    const ourGateway = fakeGateway((request) => {
      const named = new URL(request.url, 'http://portal.test').searchParams.get('month');
      const answer = monthAnswers(2)(request);
      return request.url.includes('payroll-pharmacy-stat') ? json({ ...harnessStat, fromDate: named ?? '2026-10-01' }) : answer;
    });
    const turned = { pharmacyId: 7, month: '2026-11-01', offset: -1 as const };
    const loaded = await toPromise(createActor(loadMonth, { input: turned }).start());
    expect(loaded.pharmacyStat.fromDate).toBe('2026-11-01');
    expect(ourGateway.asked()).toStrictEqual([
      'GET /api/cashier-payroll/payroll-pharmacy-revision/7',
      'GET /api/cashier-payroll/payroll-pharmacy-stat/7',
      'GET /api/cashier-payroll/payroll-pharmacy-param/7',
      'GET /api/cashier-payroll/payroll-cashier/7',
      'GET /api/cashier-payroll/payroll-pharmacy-revision/7?month=2026-11-01',
      'GET /api/cashier-payroll/payroll-pharmacy-stat/7?month=2026-11-01',
      'GET /api/cashier-payroll/payroll-pharmacy-param/7?month=2026-11-01',
      'GET /api/cashier-payroll/payroll-cashier/7?month=2026-11-01',
    ]);

    // A back end built from the spec alone answers its previous month whatever is named: the screen says so (answeredOtherMonth).
    const specOnly = fakeGateway(monthAnswers(noRevisions()));
    expect((await toPromise(createActor(loadMonth, { input: turned }).start())).pharmacyStat.fromDate).toBe('2026-10-01');
    // (Its missing revision call is not asked twice.)
    expect(specOnly.asked()).toHaveLength(7);
  });

  it('loadMonth fails when any part fails (never half a month)', async () => {
    fakeGateway(monthAnswers(noRevisions(), 'payroll-pharmacy-param'));
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
    const service = fakeGateway(() => json({ savedAt: '2026-11-15T12:30:00Z' }));
    expect(await toPromise(createActor(savePayroll, { input: { pharmacyId: 7, month: '2026-10-01', draft } }).start())).toStrictEqual({
      savedAt: '2026-11-15T12:30:00Z',
    });
    expect(service.asked()).toStrictEqual(['POST /api/cashier-payroll/payroll-pharmacy/update']);
    expect(service.bodies()).toStrictEqual([sentBody]);
    expect(service.signals).toStrictEqual([true]);
  });

  it('savePayroll names the revision the draft is based on; the export does not', async () => {
    const service = fakeGateway((request) =>
      request.url.endsWith('/update')
        ? json({ savedAt: '2026-11-15T12:30:00Z', revision: 4 })
        : new Response(new Blob(['xlsx']), { headers: { 'content-type': 'application/octet-stream' } }),
    );
    const based = { ...draft, monthRevision: 3 };
    expect(
      await toPromise(createActor(savePayroll, { input: { pharmacyId: 7, month: '2026-10-01', draft: based } }).start()),
    ).toStrictEqual({ savedAt: '2026-11-15T12:30:00Z', revision: 4 });
    await toPromise(createActor(exportPayroll, { input: { pharmacyId: 7, month: '2026-10-01', draft: based } }).start());
    expect(service.asked()).toStrictEqual([
      'POST /api/cashier-payroll/payroll-pharmacy/update',
      'POST /api/cashier-payroll/payroll-pharmacy/download',
    ]);
    expect(service.bodies()).toStrictEqual([{ ...sentBody, loadedRevision: 3 }, sentBody]);
  });

  it('exportPayroll posts that body and answers the workbook', async () => {
    const service = fakeGateway(
      () =>
        new Response(new Blob(['xlsx']), {
          headers: { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="payroll.xlsx"' },
        }),
    );
    const file = await toPromise(createActor(exportPayroll, { input: { pharmacyId: 7, month: '2026-10-01', draft } }).start());
    expect(file.fileName).toBe('payroll.xlsx');
    expect(await file.blob.text()).toBe('xlsx');
    expect(service.bodies()).toStrictEqual([sentBody]);
    expect(service.signals).toStrictEqual([true]);
  });
});
