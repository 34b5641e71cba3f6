import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '../../src/api/contract/call';
import { ErrorBody } from '../../src/api/contract/common';
import { ForecastPrediction, ForecastRows, MandatoryMatrixBonuses, forecastCalls } from '../../src/api/contract/forecast';
import { startGateway, type TestGateway } from './support/app';
import { getWithToken, signIn, urlOf } from './support/requests';

let gateway: TestGateway;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  gateway = await startGateway();
  for (const login of ['apteka1', 'apteka2', 'manager', 'owner']) tokens[login] = (await signIn(gateway.app, login)).access_token;
});
afterAll(() => gateway?.close());

type Answer = Awaited<ReturnType<typeof getWithToken>>;
const get = (call: Call, query: string, login: string | null = 'apteka1') =>
  getWithToken(gateway.app, `${urlOf(call)}?${query}`, login ? tokens[login] : undefined);
const parsed = <S extends v.GenericSchema>(schema: S, answer: Answer): v.InferOutput<S> => {
  expect(answer.statusCode, answer.body).toBe(200);
  return v.parse(schema, answer.json());
};
const expectMessage = (answer: Answer, status: number, message: string | RegExp) => {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(v.parse(ErrorBody, answer.json()).message).toMatch(message);
};

describe('GET /api/reports-rt/rest/profit-forecast', () => {
  it("answers apteka1's forecast in the contract's shape: hundreds of rows over eight initiatives", async () => {
    const rows = parsed(ForecastRows, await get(forecastCalls.forecastRows, 'pharmacyId=1'));
    expect(rows.length).toBeGreaterThan(250);
    expect(new Set(rows.map((row) => row.initiativeId)).size).toBe(8);
    expect(new Set(rows.map((row) => row.promoter)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.flatMap((row) => row.possibleSupplierGroups)).size).toBe(6);
    expect(rows[0]).toMatchObject({ initiativeId: 1001, initiativeName: 'Обязательная матрица: базовый ассортимент' });
    for (const row of rows) for (const code of row.barcodes) expect(code).toMatch(/^\d{13}$/);
    expect(rows.some((row) => row.barcodes.length === 0)).toBe(true);
    // Other initiatives are named, and never the row's own.
    const withOthers = rows.find((row) => row.otherInitiatives.length > 0);
    expect(withOthers?.otherInitiatives[0].name).toMatch(/\S/);
    for (const row of rows) expect(row.otherInitiatives.map((other) => other.id)).not.toContain(row.initiativeId);
  });

  it('pages in a stable order: consecutive pages put together are the whole forecast', async () => {
    const all = parsed(ForecastRows, await get(forecastCalls.forecastRows, 'pharmacyId=1'));
    const pages: ForecastRows[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = parsed(ForecastRows, await get(forecastCalls.forecastRows, `pharmacyId=1&offset=${offset}&limit=100`));
      pages.push(page);
      if (page.length < 100) break;
    }
    expect(pages.length).toBe(Math.ceil(all.length / 100) + (all.length % 100 === 0 ? 1 : 0));
    expect(pages.flat()).toEqual(all);
    expect(parsed(ForecastRows, await get(forecastCalls.forecastRows, `pharmacyId=1&offset=${all.length}`))).toEqual([]);
  });

  it("gives a pharmacy user only its own forecast and staff any pharmacy's", async () => {
    expectMessage(await get(forecastCalls.forecastRows, 'pharmacyId=1', 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await get(forecastCalls.forecastRows, 'pharmacyId=999', 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    const apteka2 = parsed(ForecastRows, await get(forecastCalls.forecastRows, 'pharmacyId=2', 'apteka2'));
    expect(apteka2.length).toBeGreaterThan(10);
    expect(parsed(ForecastRows, await get(forecastCalls.forecastRows, 'pharmacyId=2', 'manager'))).toEqual(apteka2);
    expectMessage(await get(forecastCalls.forecastRows, 'pharmacyId=999', 'manager'), 404, 'Аптека №999 не найдена');
  });

  it("answers the spec's bare form (no query) with the caller's own forecast, every row; staff must name the pharmacy", async () => {
    const named = parsed(ForecastRows, await get(forecastCalls.forecastRows, 'pharmacyId=1'));
    const page = parsed(ForecastRows, await get(forecastCalls.forecastRows, 'offset=0&limit=100'));
    expect(page).toEqual(named.slice(0, 100));
    expect(parsed(ForecastRows, await get(forecastCalls.forecastRows, ''))).toEqual(named);
    expect(parsed(ForecastRows, await get(forecastCalls.forecastRows, '', 'apteka2'))).toEqual(
      parsed(ForecastRows, await get(forecastCalls.forecastRows, 'pharmacyId=2', 'apteka2')),
    );
    expectMessage(await get(forecastCalls.forecastRows, '', 'manager'), 400, 'Поле «pharmacyId»: укажите аптеку');
  });

  it.each([
    ['pharmacyId=abc', 'Поле «pharmacyId»: ожидается целое число'],
    ['pharmacyId=1&limit=0', 'Поле «limit»: не меньше 1'],
    ['pharmacyId=1&limit=50001', 'Поле «limit»: не больше 50 000'],
    ['pharmacyId=1&offset=-1', 'Поле «offset»: ожидается целое число'],
  ])('answers 400 naming the field for ?%s', async (query, message) => {
    expectMessage(await get(forecastCalls.forecastRows, query), 400, message);
  });

  it('answers an offset past the end with an empty page and junk queries with 400, never a 500', async () => {
    expect(parsed(ForecastRows, await get(forecastCalls.forecastRows, 'pharmacyId=1&offset=999999999999'))).toEqual([]);
    expectMessage(await get(forecastCalls.forecastRows, 'pharmacyId=999999999999', 'manager'), 404, 'Аптека №999999999999 не найдена');
    for (const query of ['pharmacyId=1&pharmacyId=2', 'pharmacyId[a]=1', 'pharmacyId=1%00', 'pharmacyId=1.5', 'pharmacyId=1&limit=1e3']) {
      expectMessage(await get(forecastCalls.forecastRows, query, 'manager'), 400, /^Поле «(pharmacyId|limit)»/);
    }
  });

  it('refuses callers without a token (401) or without READ_REPORTS (403)', async () => {
    expectMessage(await get(forecastCalls.forecastRows, 'pharmacyId=1', null), 401, 'Требуется вход в систему');
    expectMessage(await get(forecastCalls.forecastRows, 'pharmacyId=1', 'owner'), 403, 'Недостаточно прав для этого действия');
  });
});

describe('GET profit-forecast-prediction and profit-forecast-bonuses', () => {
  it('answers the bonus steps; the first carries the critical points', async () => {
    const { bonuses } = parsed(ForecastPrediction, await get(forecastCalls.forecastPrediction, 'pharmacyId=1'));
    expect(bonuses.map((step) => step.requiredNumberOfPositions)).toEqual([50, 60, 70, 80]);
    expect(bonuses[0].criticalPoints).toEqual([
      { d: 4, pw: 1 },
      { d: 14, pw: 1.5 },
      { d: 24, pw: 2 },
    ]);
    expect(bonuses[1].criticalPoints).toEqual([]);
  });

  it("sends an infinite absent count as 'Infinity', which the contract reads back as Infinity", async () => {
    const answer = await get(forecastCalls.mandatoryMatrixBonuses, 'pharmacyId=1');
    const wire = answer.json() as Record<string, unknown>[];
    expect(wire.map((row) => row.absentNumberOfPositionByTheEndOfThePeriod)).toEqual([4, 14, 24, 'Infinity']);
    const rows = parsed(MandatoryMatrixBonuses, answer);
    expect(rows[3].absentNumberOfPositionByTheEndOfThePeriod).toBe(Infinity);
    expect(rows[0]).toMatchObject({
      type: 'MANDATORY_MATRIX',
      requiredPercent: 62.5,
      bonusPercent: 1,
      existedNumberOfPosition: 46,
      expected: 12400,
    });
    expect(rows[0].earned).toBeGreaterThan(0);
    expect(rows[0].earned).toBeLessThan(12400);
  });

  it("answers the bare form (no query) with the caller's own pharmacy; staff must name one", async () => {
    for (const call of [forecastCalls.forecastPrediction, forecastCalls.mandatoryMatrixBonuses]) {
      expect((await get(call, '', 'apteka2')).json()).toEqual((await get(call, 'pharmacyId=2', 'apteka2')).json());
      expect((await get(call, '')).json()).toEqual((await get(call, 'pharmacyId=1')).json());
      expectMessage(await get(call, '', 'manager'), 400, 'Поле «pharmacyId»: укажите аптеку');
    }
  });

  it('gives the TP pharmacy its rows without sums, and scopes both calls', async () => {
    const rows = parsed(MandatoryMatrixBonuses, await get(forecastCalls.mandatoryMatrixBonuses, 'pharmacyId=2', 'apteka2'));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.earned === null && row.expected === null)).toBe(true);
    expectMessage(await get(forecastCalls.mandatoryMatrixBonuses, 'pharmacyId=1', 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await get(forecastCalls.forecastPrediction, 'pharmacyId=1', 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await get(forecastCalls.forecastPrediction, 'pharmacyId=1', null), 401, 'Требуется вход в систему');
  });
});
