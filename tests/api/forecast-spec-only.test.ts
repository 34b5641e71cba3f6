import * as v from 'valibot';
import { read, utils } from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '../../src/api/contract/call';
import { ErrorBody } from '../../src/api/contract/common';
import { ForecastPrediction, ForecastRows, MandatoryMatrixBonuses, forecastCalls } from '../../src/api/contract/forecast';
import { readXml } from '../unit/orders/xml-reader';
import { startGateway, type TestGateway } from './support/app';
import { getWithToken, tokenRequest, urlOf } from './support/requests';

/**
 * The forecast calls on the gateway as a back end built from the spec serves them (SPEC_ONLY=1):
 * no query heard (the spec shows none), no initiative on a row (§3 names none). The answers are
 * parsed here with the portal's own schemas, as the portal reads them.
 */
const state = { gateway: undefined as unknown as TestGateway, tokens: {} as Record<string, string> };
beforeAll(async () => {
  state.gateway = await startGateway({ SPEC_ONLY: '1' });
  for (const login of ['apteka1', 'apteka2', 'manager']) {
    // The spec's token answer: access_token and refresh_token only.
    const answer = await tokenRequest(state.gateway.app, { grant_type: 'password', scope: 'read', username: login, password: login });
    state.tokens[login] = v.parse(v.object({ access_token: v.string() }), answer.json()).access_token;
  }
});
afterAll(() => state.gateway?.close());

const get = (call: Call, query: string, login = 'apteka1') =>
  getWithToken(state.gateway.app, `${urlOf(call)}?${query}`, state.tokens[login]);
const post = (call: Call, body: unknown, query = '', login = 'apteka1') =>
  state.gateway.app.inject({
    method: 'POST',
    url: `${urlOf(call)}${query}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${state.tokens[login]}` },
    payload: JSON.stringify(body),
  });
const ok = <A extends { statusCode: number; body: string }>(answer: A): A => {
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
};

describe('the forecast on a back end built from the spec', () => {
  it("answers a pharmacy user's own forecast whatever id it names: every row, none with an initiative", async () => {
    const rows = v.parse(ForecastRows, ok(await get(forecastCalls.forecastRows, 'pharmacyId=2&offset=0&limit=10')).json());
    expect(rows.length).toBeGreaterThan(250);
    for (const row of rows) {
      expect(row).not.toHaveProperty('initiativeId');
      expect(row).not.toHaveProperty('initiativeName');
    }
    const apteka2 = v.parse(ForecastRows, ok(await get(forecastCalls.forecastRows, '', 'apteka2')).json());
    expect(apteka2.length).toBeGreaterThan(10);
    expect(apteka2.length).not.toBe(rows.length);
  });

  it('the bonus steps and the matrix bonus answer from the token too', async () => {
    const { bonuses } = v.parse(ForecastPrediction, ok(await get(forecastCalls.forecastPrediction, '')).json());
    expect(bonuses.map((step) => step.requiredNumberOfPositions)).toEqual([50, 60, 70, 80]);
    const matrix = v.parse(MandatoryMatrixBonuses, ok(await get(forecastCalls.mandatoryMatrixBonuses, 'pharmacyId=2')).json());
    expect(matrix[0]).toMatchObject({ existedNumberOfPosition: 46, expected: 12400 });
  });

  it('staff, whose pharmacy id is not heard, are told to name one', async () => {
    const answer = await get(forecastCalls.forecastRows, 'pharmacyId=1', 'manager');
    expect(answer.statusCode, answer.body).toBe(400);
    expect(v.parse(ErrorBody, answer.json()).message).toBe('Поле «pharmacyId»: укажите аптеку');
  });

  it('builds the three files of the rows the portal sends back, without initiatives', async () => {
    const rows = v.parse(ForecastRows, ok(await get(forecastCalls.forecastRows, '')).json());
    const productsList = rows.slice(0, 10).map((row, k) => ({ ...row, quantityForOrder: k < 2 ? 3 : 0 }));
    const sheet = (answer: { rawPayload: Buffer }) => {
      const book = read(answer.rawPayload, { type: 'buffer' });
      return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    };
    const all = sheet(ok(await post(forecastCalls.forecastAsFile, { productsList })));
    expect(all).toHaveLength(11);
    expect(all[0]).not.toContain('Инициатива');
    expect(all[0][0]).toBe('Промоутер (держатель контракта)');
    const products = sheet(ok(await post(forecastCalls.forecastProductsAsFile, { productsList })));
    expect(products).toHaveLength(3);
    expect(products[0]).not.toContain('Инициатива');
    // The pharmacy of the XML is the caller's own, from the token: the query is not heard.
    const { root } = readXml(ok(await post(forecastCalls.forecastForOrderingSystems, { productsList }, '?pharmacyId=2')).body);
    expect(root.attributes).toMatchObject({ type: 'mtx', pharmacyId: '1' });
  });
});
