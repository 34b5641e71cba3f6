import * as v from 'valibot';
import { read, utils } from 'xlsx';
import { describe, expect, it } from 'vitest';
import { cashierReportCalls } from '../../../src/api/contract/cashier-reports';
import { CashierParams, PharmacyStat, payrollCalls } from '../../../src/api/contract/payroll';
import { SalesMotivation, SalesMotivationSaved, salesMotivationCalls } from '../../../src/api/contract/sales-motivation';
import { monthLabel } from '../../../src/domain/payroll/labels';
import { expectMessage, parsed } from '../reports/support';
import { urlOf } from '../support/requests';
import { monthBody } from './body';
import { CURRENT, PREVIOUS, payrollGateway } from './support';

/**
 * Staff pay on SPEC_ONLY=1, a back end that hears only what the spec names: no `pharmacyId` on the
 * sales reports' by-month calls and the plan editor's real-time calls, no `month` on the payroll's
 * GETs, update and download, no statistics in the download. The gateway takes the pharmacy from
 * the token and the month from the spec's own fields (pharmacyStat.fromDate) or its default, the
 * previous month (purchasing-and-pay §2.6); the answer's fromDate tells the portal which month it is.
 */
const { get, post } = payrollGateway({ SPEC_ONLY: '1' });

/** The answer as the portal reads it: a 200 its declared schema parses. */
const readAs = <S extends v.GenericSchema>(call: { answer: { json: S } }, answer: { statusCode: number; body: string; json(): unknown }) =>
  parsed(call.answer.json, answer);

describe('the sales reports’ by-month calls without our pharmacyId', () => {
  const calls: Array<{ operationId: string; path: string; answer: { json: v.GenericSchema } }> = [
    cashierReportCalls.payrollStatsByMonth,
    cashierReportCalls.payrollSaleByMonth,
    cashierReportCalls.fulfilledPlanBonusPointsByMonth,
  ];

  it.each(calls.map((call) => [call.operationId, call] as const))(
    '%s answers the pharmacy user’s own, whatever id it sends',
    async (_name, call) => {
      const bare = await get(urlOf(call, { date: PREVIOUS }));
      readAs(call, bare);
      // Another pharmacy's id is not heard (our gateway's normal mode answers 403): the user's own.
      const named = await get(`${urlOf(call, { date: PREVIOUS })}?pharmacyId=2`);
      expect(named.body).toBe(bare.body);
      expect(JSON.parse(bare.body)).not.toEqual([]);
    },
  );

  it('staff cannot name a pharmacy there: told so', async () => {
    expectMessage(
      await get(`${urlOf(cashierReportCalls.payrollStatsByMonth, { date: PREVIOUS })}?pharmacyId=1`, 'manager'),
      400,
      'Поле «pharmacyId»: укажите аптеку',
    );
  });
});

describe('the payroll’s GETs without our month', () => {
  it('answer the previous month for the current one, and say so in fromDate', async () => {
    const stat = parsed(PharmacyStat, await get(`${urlOf(payrollCalls.payrollPharmacyStat, { id: 1 })}?month=${CURRENT}`));
    expect(stat.fromDate).toBe(PREVIOUS);
    for (const call of [payrollCalls.payrollPharmacyParams, payrollCalls.payrollCashiers]) {
      expect((await get(`${urlOf(call, { id: 1 })}?month=${CURRENT}`)).body).toBe((await get(urlOf(call, { id: 1 }))).body);
    }
  });

  it('our revision call is not there', async () => {
    expect((await get(urlOf(payrollCalls.payrollRevision, { id: 1 }))).statusCode).toBe(404);
  });
});

describe('update and download without our month, pharmacy and statistics', () => {
  it('update saves the month of pharmacyStat.fromDate, never the month named beside it', async () => {
    const body = await monthBody(get, PREVIOUS);
    // Only the default month can be read back here: the one the save must have landed in.
    const before = (await get(urlOf(payrollCalls.payrollCashiers, { id: 1 }))).body;
    body.cashierParams[0] = { ...body.cashierParams[0], fixed: 18_100.5 };
    const saved = await post(urlOf(payrollCalls.updatePayroll), { ...body, month: CURRENT, pharmacyId: 2, loadedRevision: 999 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(parsed(CashierParams, await get(urlOf(payrollCalls.payrollCashiers, { id: 1 })))[0].fixed).toBe(18_100.5);
    expect(before).not.toBe((await get(urlOf(payrollCalls.payrollCashiers, { id: 1 }))).body);
  });

  it('download answers the workbook of the default month, the previous one, with the back end’s own statistics', async () => {
    const body = await monthBody(get, PREVIOUS);
    const answer = await post(urlOf(payrollCalls.downloadPayroll), {
      ...body,
      month: CURRENT,
      pharmacyStat: { ...body.pharmacyStat, fromDate: CURRENT, expiringRemains: 1 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const parameters = utils.sheet_to_json<unknown[]>(read(answer.rawPayload, { type: 'buffer' }).Sheets['Параметры'], { header: 1 });
    expect(parameters.find((line) => line[0] === 'Месяц')?.[1]).toBe(monthLabel(PREVIOUS));
    expect(parameters.find((line) => line[0] === 'Остатки с истекающим сроком, руб.')?.[1]).toBe(body.pharmacyStat.expiringRemains);
  });
});

describe('the plan editor’s calls in the spec’s forms', () => {
  it('the real-time lookups take the pharmacy from the token', async () => {
    const { currentContracts, findMotivationPromoters, findMotivationProducts, enrichMotivationProducts, cashierInitiativeBonuses } =
      salesMotivationCalls;
    readAs(currentContracts, await get(`${urlOf(currentContracts)}?pharmacyId=2`));
    expect(
      readAs(findMotivationPromoters, await post(urlOf(findMotivationPromoters), { initiativeIds: [], pharmacyId: 2 })).length,
    ).toBeGreaterThan(0);
    expect(
      readAs(
        findMotivationProducts,
        await post(urlOf(findMotivationProducts), { contractIds: [], initiativeIds: [], promoterIds: [], pharmacyId: 2 }),
      ).length,
    ).toBeGreaterThan(0);
    expect(
      readAs(enrichMotivationProducts, await post(urlOf(enrichMotivationProducts), { productIds: [40112], pharmacyId: 2 })),
    ).toHaveLength(1);
    readAs(cashierInitiativeBonuses, await get(`${urlOf(cashierInitiativeBonuses, { date: PREVIOUS })}?pharmacyId=2`));
    const bonuses = (await get(urlOf(cashierInitiativeBonuses, { date: PREVIOUS }))).json() as Array<{ cashierFullName: string }>;
    expect(bonuses.length).toBeGreaterThan(0);
  });

  it('load, save and prolong: the plan of the month named by startDate; the stale save date ours, so not checked', async () => {
    const plan = parsed(SalesMotivation, await get(`${urlOf(salesMotivationCalls.loadSalesMotivation)}?pharmacyId=1&startDate=${CURRENT}`));
    expect(plan.startDate).toBe(CURRENT);
    const saved = await post(urlOf(salesMotivationCalls.saveSalesMotivation), {
      startDate: CURRENT,
      expirationDate: '2026-11-30',
      pharmacies: [1],
      productProperties: plan.productProperties.slice(0, 1),
      salesMotivationUpdateDate: '2000-01-01T00:00:00.000Z',
    });
    const { salesMotivationUpdateDate } = parsed(SalesMotivationSaved, saved);
    const reloaded = parsed(
      SalesMotivation,
      await get(`${urlOf(salesMotivationCalls.loadSalesMotivation)}?pharmacyId=1&startDate=${CURRENT}`),
    );
    expect(reloaded.productProperties).toEqual(plan.productProperties.slice(0, 1));
    expect(reloaded.salesMotivationUpdateDate).toBe(salesMotivationUpdateDate);
    expect(
      parsed(SalesMotivationSaved, await post(`${urlOf(salesMotivationCalls.prolongSalesMotivation)}?pharmacyId=1`, undefined)),
    ).toHaveProperty('salesMotivationUpdateDate');
  });
});
