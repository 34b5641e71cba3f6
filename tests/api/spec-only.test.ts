import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../src/api/contract/calls';
import { callPath, type Call } from '../../src/api/contract/call';
import { ErrorBody } from '../../src/api/contract/common';
import { NO_SUCH_CALL } from '../../src/api/contract/extension';
import { forecastArrowMediaType } from '../../src/api/contract/forecast-arrow';
import { forecastCalls, ForecastRows } from '../../src/api/contract/forecast';
import { orderCalls, PulsPurchaseResult } from '../../src/api/contract/orders';
import { reportCalls } from '../../src/api/contract/reports';
import { startGateway, type TestGateway } from './support/app';
import { signIn } from './support/requests';

/**
 * SPEC_ONLY=1 (issue 21 item 3): the gateway answers as a back end built from the spec alone —
 * 404 "no such call" to our calls and to a request carrying our parameters or fields, and none
 * of our fields in its answers — all read from the declarations.
 */
const state = { gateway: undefined as unknown as TestGateway, token: '' };
beforeAll(async () => {
  state.gateway = await startGateway({ SPEC_ONLY: '1' });
  state.token = (await signIn(state.gateway.app, 'apteka1')).access_token;
});
afterAll(() => state.gateway?.close());

const send = (method: Call['method'], path: string, payload?: object, headers: Record<string, string> = {}) =>
  state.gateway.app.inject({ method, url: `/api${path}`, headers: { authorization: `Bearer ${state.token}`, ...headers }, ...(payload && { payload }) });

const expectNoSuchCall = (response: { statusCode: number; json(): unknown; body: string }) => {
  expect(response.statusCode, response.body).toBe(404);
  expect(v.parse(ErrorBody, response.json()).message).toBe(NO_SUCH_CALL);
};

/** A path of the call with every parameter filled in (the value does not matter: the call is refused first). */
const anyPath = (call: Call) => callPath(call, Object.fromEntries([...call.path.matchAll(/\{(\w+)\}/gu)].map(([, name]) => [name, 'x'])));

describe('SPEC_ONLY=1', () => {
  const extensions = allCalls.filter((call) => call.extension);

  it('declares the extensions the portal knows how to do without', () => {
    expect(extensions.map((call) => call.operationId).sort()).toEqual(
      [
        'clearOrderDraft',
        'currentPharmacyPurchase',
        'initiativeQuarters',
        'initiativeTypeOptions',
        'loadOrderDraft',
        'orderHistory',
        'orderLines',
        'payrollRevision',
        'pharmacyFeedback',
        'pharmacySystems',
        'pulsStockCheck',
        // Our older forms, kept for clients that still send them (issue 21): the portal uses the spec's.
        'reportRowsById',
        'rewardsDistribution',
        'revokeRefreshToken',
        'saveOrderDraft',
        'sendFeedback',
      ].sort(),
    );
  });

  it.each(extensions.map((call) => [call.operationId, call] as const))('%s answers 404 as a call the back end does not have', async (_name, call) => {
    expectNoSuchCall(await send(call.method, anyPath(call), call.method === 'GET' || call.method === 'DELETE' ? undefined : {}));
  });

  it('a call of the spec still answers: the initiatives report', async () => {
    const response = await send('GET', `${callPath(reportCalls.initiativesReport)}?id=1`);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('the forecast with our paging parameters is refused; without them every row comes as JSON, whatever Accept asks', async () => {
    expectNoSuchCall(await send('GET', `${callPath(forecastCalls.forecastRows)}?pharmacyId=1&offset=0&limit=100`));
    const all = await send('GET', `${callPath(forecastCalls.forecastRows)}?pharmacyId=1`, undefined, { accept: `${forecastArrowMediaType}, application/json;q=0.5` });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-type']).toMatch(/^application\/json/u);
    const rows = v.parse(ForecastRows, all.json());
    expect(rows.length).toBeGreaterThan(100);
  });

  it('answers leave out the fields the spec does not name', async () => {
    const [row] = (await send('GET', `${callPath(forecastCalls.forecastRows)}?pharmacyId=1`)).json() as Record<string, unknown>[];
    expect(row).toHaveProperty('promotionalProductId');
    expect(row).not.toHaveProperty('purchasedAmount');
    expect(row).not.toHaveProperty('otherInitiatives');
  });

  it('an order with our field is refused and changes nothing; the spec form goes to Пульс', async () => {
    const productsList = [{ promotionalProductId: 40112, orderAmount: 2 }];
    expectNoSuchCall(await send('POST', callPath(orderCalls.sendToPuls), { productsList, orderKind: 'pi' }));
    const sent = await send('POST', callPath(orderCalls.sendToPuls), { productsList });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(v.parse(PulsPurchaseResult, sent.json()).orderId).toBeTruthy();
  });
});
