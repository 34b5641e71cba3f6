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
 * SPEC_ONLY=1: the gateway answers as a back end built from the spec alone — it serves the spec's
 * surface (src/api/contract/spec-surface.ts): 404 "no such call" to our calls, our parameters and
 * fields not heard, and only the spec's fields in its answers.
 */
const state = { gateway: undefined as unknown as TestGateway, token: '' };
beforeAll(async () => {
  state.gateway = await startGateway({ SPEC_ONLY: '1' });
  state.token = (await signIn(state.gateway.app, 'apteka1')).access_token;
});
afterAll(() => state.gateway?.close());

const send = (method: Call['method'], path: string, payload?: object, headers: Record<string, string> = {}) =>
  state.gateway.app.inject({
    method,
    url: `/api${path}`,
    headers: { authorization: `Bearer ${state.token}`, ...headers },
    ...(payload && { payload }),
  });

const expectNoSuchCall = (response: { statusCode: number; json(): unknown; body: string }) => {
  expect(response.statusCode, response.body).toBe(404);
  expect(v.parse(ErrorBody, response.json()).message).toBe(NO_SUCH_CALL);
};

/** A path of the call with every parameter filled in (the value does not matter: the call is refused first). */
const anyPath = (call: Call) => callPath(call, Object.fromEntries([...call.path.matchAll(/\{(\w+)\}/gu)].map(([, name]) => [name, 'x'])));

/** Whether a value holds a key anywhere, however deep. */
const holdsKey = (value: unknown, key: string): boolean =>
  Array.isArray(value)
    ? value.some((item) => holdsKey(item, key))
    : typeof value === 'object' && value !== null && Object.entries(value).some(([name, inner]) => name === key || holdsKey(inner, key));

describe('SPEC_ONLY=1', () => {
  const extensions = allCalls.filter((call) => call.extension);

  it.each(extensions.map((call) => [call.operationId, call] as const))(
    '%s answers 404 as a call the back end does not have',
    async (_name, call) => {
      expectNoSuchCall(await send(call.method, anyPath(call), call.method === 'GET' || call.method === 'DELETE' ? undefined : {}));
    },
  );

  it('a call of the spec answers only the spec’s fields: the initiatives report without our wrapper fields', async () => {
    const response = await send('GET', `${callPath(reportCalls.initiativesReport)}?id=1`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as Record<string, unknown>;
    expect(Object.keys(report).sort()).toEqual(['initiatives', 'summary']);
    expect(holdsKey(report, 'hasCubeLink')).toBe(false);
  });

  it('our paging parameters are not heard: every forecast row comes as JSON, whatever Accept asks', async () => {
    const all = await send('GET', `${callPath(forecastCalls.forecastRows)}?pharmacyId=1&offset=0&limit=100`, undefined, {
      accept: `${forecastArrowMediaType}, application/json;q=0.5`,
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-type']).toMatch(/^application\/json/u);
    const rows = v.parse(ForecastRows, all.json());
    expect(rows.length).toBeGreaterThan(100);
  });

  it('answers leave out the fields the spec does not name', async () => {
    const [row] = (await send('GET', `${callPath(forecastCalls.forecastRows)}?pharmacyId=1`)).json() as Record<string, unknown>[];
    expect(row).toHaveProperty('promotionalProductId');
    for (const ours of ['purchasedAmount', 'otherInitiatives', 'initiativeId', 'initiativeName']) expect(row).not.toHaveProperty(ours);
  });

  it('the token answer holds the spec’s two tokens only', async () => {
    const response = await state.gateway.app.inject({
      method: 'POST',
      url: '/api/uaa/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&scope=read&username=apteka1&password=apteka1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json() as object).sort()).toEqual(['access_token', 'refresh_token']);
  });

  it('an order with our field goes to Пульс as the spec’s form: the field is not heard', async () => {
    const productsList = [{ promotionalProductId: 40112, orderAmount: 2 }];
    const sent = await send('POST', callPath(orderCalls.sendToPuls), { productsList, orderKind: 'pi' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(v.parse(PulsPurchaseResult, sent.json()).orderId).toBeTruthy();
  });
});
