import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';

// The gateway's sales-motivation calls, recorded: the actors' only I/O.
const api = vi.hoisted(() => ({
  loadSalesMotivation: vi.fn(),
  enrichMotivationProducts: vi.fn(),
  saveSalesMotivation: vi.fn(),
  prolongSalesMotivation: vi.fn(),
}));
vi.mock('../../src/api/payroll/sales-motivation', () => api);

const { enrichAdded, loadPlan, prolongPlan, savePlan } = await import('../../src/machines/payroll/sales-motivation.actors');

const cashiers = ['Иванова А. А.', 'Петров Б. Б.'];

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
});

describe('sales-motivation actors', () => {
  it("loadPlan asks the month's plan, then the figures of its products, and answers the rows", async () => {
    api.loadSalesMotivation.mockResolvedValue({
      startDate: '2026-11-01',
      expirationDate: '2026-11-30',
      salesMotivationUpdateDate: '2026-11-02T08:00:00Z',
      productProperties: [
        { promotionalProductId: 31, points: 5, cashierObjective: [{ cashierNameFull: 'Иванова А. А.', plan: 3 }] },
        { promotionalProductId: 32, points: 1.5, cashierObjective: [{ cashierNameFull: 'Петров Б. Б.', plan: 8 }] },
      ],
    });
    api.enrichMotivationProducts.mockResolvedValue([{ id: 31, promotionalProductName: 'Нурофен', lastMonthSale: 4, nominalPrice: 120 }]);
    const rows = await toPromise(
      createActor(loadPlan, { input: { pharmacyId: 7, monthStart: '2026-11-01', cashierNames: cashiers } }).start(),
    );
    expect(
      api.loadSalesMotivation.mock.calls.map(([pharmacyId, month, signal]) => [pharmacyId, month, signal instanceof AbortSignal]),
    ).toEqual([[7, '2026-11-01', true]]);
    expect(api.enrichMotivationProducts.mock.calls.map(([ids, signal]) => [ids, signal instanceof AbortSignal])).toEqual([
      [[31, 32], true],
    ]);
    expect(rows).toEqual([
      {
        id: 31,
        name: 'Нурофен',
        lastMonthSale: 4,
        nominalPrice: 120,
        bonus: '5',
        plans: ['3', '0'],
        selected: false,
        savedAt: '2026-11-02T08:00:00Z',
      },
      {
        id: 32,
        name: 'Товар 32',
        lastMonthSale: null,
        nominalPrice: null,
        bonus: '1,5',
        plans: ['0', '8'],
        selected: false,
        savedAt: '2026-11-02T08:00:00Z',
      },
    ]);
  });

  it('loadPlan of an empty month asks for no figures and answers no rows', async () => {
    api.loadSalesMotivation.mockResolvedValue({
      startDate: '2026-11-01',
      expirationDate: '2026-11-30',
      salesMotivationUpdateDate: null,
      productProperties: [],
    });
    const rows = await toPromise(
      createActor(loadPlan, { input: { pharmacyId: 7, monthStart: '2026-11-01', cashierNames: cashiers } }).start(),
    );
    expect(rows).toEqual([]);
    expect(api.enrichMotivationProducts).not.toHaveBeenCalled();
  });

  it('loadPlan fails when the figures fail (one load, one failure)', async () => {
    api.loadSalesMotivation.mockResolvedValue({
      startDate: '2026-11-01',
      expirationDate: '2026-11-30',
      salesMotivationUpdateDate: null,
      productProperties: [{ promotionalProductId: 31, points: 5, cashierObjective: [] }],
    });
    api.enrichMotivationProducts.mockRejectedValue(new Error('Сервис отчётов недоступен'));
    await expect(
      toPromise(createActor(loadPlan, { input: { pharmacyId: 7, monthStart: '2026-11-01', cashierNames: cashiers } }).start()),
    ).rejects.toThrow('Сервис отчётов недоступен');
  });

  it('enrichAdded, savePlan and prolongPlan hand their input to the gateway and answer what it said', async () => {
    const figures = [{ id: 40, promotionalProductName: 'Аспирин', lastMonthSale: 1, nominalPrice: 50 }];
    api.enrichMotivationProducts.mockResolvedValue(figures);
    expect(await toPromise(createActor(enrichAdded, { input: { productIds: [40] } }).start())).toEqual(figures);
    expect(api.enrichMotivationProducts.mock.calls[0][0]).toEqual([40]);

    const body = { startDate: '2026-11-01', expirationDate: '2026-11-30', pharmacies: [7], productProperties: [] };
    api.saveSalesMotivation.mockResolvedValue({ salesMotivationUpdateDate: '2026-11-20T10:00:00Z' });
    expect(await toPromise(createActor(savePlan, { input: body }).start())).toEqual({ salesMotivationUpdateDate: '2026-11-20T10:00:00Z' });
    expect(api.saveSalesMotivation.mock.calls[0][0]).toEqual(body);

    api.prolongSalesMotivation.mockResolvedValue({ salesMotivationUpdateDate: '2026-11-21T10:00:00Z' });
    expect(await toPromise(createActor(prolongPlan, { input: { pharmacyId: 7 } }).start())).toEqual({
      salesMotivationUpdateDate: '2026-11-21T10:00:00Z',
    });
    expect(api.prolongSalesMotivation.mock.calls[0][0]).toBe(7);
  });
});
