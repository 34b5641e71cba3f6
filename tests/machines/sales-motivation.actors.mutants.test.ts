import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { enrichAdded, loadPlan, prolongPlan, savePlan } from '../../src/machines/payroll/sales-motivation.actors';
import { fakeGateway, json, type SeenRequest } from './support/fake-server';

const cashiers = ['Иванова А. А.', 'Петров Б. Б.'];
const plans = '/api/initiative-management/initiative-sales-motivation';
const figuresCall = 'POST /api/reports-rt/cashier-initiative/enrich-product';

/** The gateway answering the month's plan and the products' figures (a Response as it is, anything else as JSON). */
const planService = (plan: unknown, figures: unknown = []) =>
  fakeGateway((request: SeenRequest) => {
    const answer = request.url.endsWith('/enrich-product') ? figures : plan;
    return answer instanceof Response ? answer : json(answer);
  });

describe('sales-motivation actors', () => {
  it("loadPlan asks the month's plan, then the figures of its products, and answers the rows", async () => {
    const gateway = planService(
      {
        startDate: '2026-11-01',
        expirationDate: '2026-11-30',
        salesMotivationUpdateDate: '2026-11-02T08:00:00Z',
        productProperties: [
          { promotionalProductId: 31, points: 5, cashierObjective: [{ cashierNameFull: 'Иванова А. А.', plan: 3 }] },
          { promotionalProductId: 32, points: 1.5, cashierObjective: [{ cashierNameFull: 'Петров Б. Б.', plan: 8 }] },
        ],
      },
      [{ id: 31, promotionalProductName: 'Нурофен', lastMonthSale: 4, nominalPrice: 120 }],
    );
    const rows = await toPromise(
      createActor(loadPlan, { input: { pharmacyId: 7, monthStart: '2026-11-01', cashierNames: cashiers } }).start(),
    );
    expect(gateway.asked()).toEqual([`GET ${plans}?pharmacyId=7&startDate=2026-11-01`, figuresCall]);
    expect(gateway.bodies()).toEqual([null, { productIds: [31, 32] }]);
    expect(gateway.signals).toEqual([true, true]);
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
    const gateway = planService({
      startDate: '2026-11-01',
      expirationDate: '2026-11-30',
      salesMotivationUpdateDate: null,
      productProperties: [],
    });
    const rows = await toPromise(
      createActor(loadPlan, { input: { pharmacyId: 7, monthStart: '2026-11-01', cashierNames: cashiers } }).start(),
    );
    expect(rows).toEqual([]);
    expect(gateway.asked()).toEqual([`GET ${plans}?pharmacyId=7&startDate=2026-11-01`]);
  });

  it('loadPlan fails when the figures fail (one load, one failure)', async () => {
    planService(
      {
        startDate: '2026-11-01',
        expirationDate: '2026-11-30',
        salesMotivationUpdateDate: null,
        productProperties: [{ promotionalProductId: 31, points: 5, cashierObjective: [] }],
      },
      json({ message: 'Сервис отчётов недоступен' }, 500),
    );
    await expect(
      toPromise(createActor(loadPlan, { input: { pharmacyId: 7, monthStart: '2026-11-01', cashierNames: cashiers } }).start()),
    ).rejects.toThrow('Сервис отчётов недоступен');
  });

  it('enrichAdded, savePlan and prolongPlan hand their input to the gateway and answer what it said', async () => {
    const figures = [{ id: 40, promotionalProductName: 'Аспирин', lastMonthSale: 1, nominalPrice: 50 }];
    const enriching = planService(null, figures);
    expect(await toPromise(createActor(enrichAdded, { input: { productIds: [40] } }).start())).toEqual(figures);
    expect(enriching.asked()).toEqual([figuresCall]);
    expect(enriching.bodies()).toEqual([{ productIds: [40] }]);

    const body = { startDate: '2026-11-01', expirationDate: '2026-11-30', pharmacies: [7], productProperties: [] };
    const saving = planService({ salesMotivationUpdateDate: '2026-11-20T10:00:00Z' });
    expect(await toPromise(createActor(savePlan, { input: body }).start())).toEqual({ salesMotivationUpdateDate: '2026-11-20T10:00:00Z' });
    expect(saving.asked()).toEqual([`POST ${plans}`]);
    expect(saving.bodies()).toEqual([body]);

    const prolonging = planService({ salesMotivationUpdateDate: '2026-11-21T10:00:00Z' });
    expect(await toPromise(createActor(prolongPlan, { input: { pharmacyId: 7, month: '2026-12-01' } }).start())).toEqual({
      salesMotivationUpdateDate: '2026-11-21T10:00:00Z',
    });
    // The month prolonged into is named: the gateway's clock may not have turned it yet.
    expect(prolonging.asked()).toEqual([`POST ${plans}/prolong?pharmacyId=7&month=2026-12-01`]);
    expect([...saving.signals, ...prolonging.signals]).toEqual([true, true]);
  });
});
