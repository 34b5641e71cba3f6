import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ForecastRows, forecastCalls } from '../../src/api/contract/forecast';
import { PulsPurchaseResult, orderCalls } from '../../src/api/contract/orders';
import { SCALE_PRODUCT_BASE } from '../../server/seed/forecast-scale';
import { startGateway, type TestGateway } from './support/app';
import { getWithToken, signIn, urlOf } from './support/requests';

/** Not a multiple of the page, so the last page is short. */
const ROWS = 5_003;

let gateway: TestGateway;
let token: string;
beforeAll(async () => {
  // The seed reads the variable as the gateway's start would (SeedContext carries no config).
  vi.stubEnv('SEED_FORECAST_ROWS', String(ROWS));
  gateway = await startGateway();
  vi.unstubAllEnvs();
  token = (await signIn(gateway.app, 'apteka1')).access_token;
});
afterAll(() => gateway?.close());

const page = async (offset: number, limit: number) => {
  const answer = await getWithToken(
    gateway.app,
    `${urlOf(forecastCalls.forecastRows)}?pharmacyId=1&offset=${offset}&limit=${limit}`,
    token,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return v.parse(ForecastRows, answer.json());
};

describe('SEED_FORECAST_ROWS gives apteka1 a forecast of that many rows', () => {
  it('pages through all of them in order, each product in four initiatives', async () => {
    const rows: ForecastRows = [];
    for (let offset = 0; ; offset += 2_000) {
      const next = await page(offset, 2_000);
      rows.push(...next);
      if (next.length < 2_000) break;
    }
    expect(rows).toHaveLength(ROWS);
    expect(rows[0].promotionalProductId).toBe(SCALE_PRODUCT_BASE);
    expect(rows[4].promotionalProductId).toBe(SCALE_PRODUCT_BASE + 1);
    const first = rows.slice(0, 4);
    expect(new Set(first.map((row) => row.initiativeId)).size).toBe(4);
    for (const row of first) {
      expect(row.otherInitiatives.map((other) => other.id).sort()).toEqual(
        first
          .map((r) => r.initiativeId)
          .filter((id) => id !== row.initiativeId)
          .sort(),
      );
      expect(row.otherInitiatives[0].name).not.toMatch(/^Инициатива №/);
    }
    for (const row of rows) {
      expect(row.promotionalProductName).toMatch(/, серия \d+$/);
      expect(row.barcodes.every((code) => /^\d{13}$/.test(code))).toBe(true);
      expect(row.quantityForOrder).toBe(row.requiredQuantity);
    }
    expect(rows.some((row) => row.barcodes.length === 0)).toBe(true);
    expect(rows.some((row) => row.purchasedAmount === null)).toBe(true);
  });

  it('writes the same forecast on every run (seeded values)', async () => {
    vi.stubEnv('SEED_FORECAST_ROWS', String(ROWS));
    const again = await startGateway();
    vi.unstubAllEnvs();
    try {
      const otherToken = (await signIn(again.app, 'apteka1')).access_token;
      const answer = await getWithToken(again.app, `${urlOf(forecastCalls.forecastRows)}?pharmacyId=1&offset=4000&limit=200`, otherToken);
      expect(v.parse(ForecastRows, answer.json())).toEqual(await page(4_000, 200));
    } finally {
      await again.close();
    }
  });

  it('stocks nine in ten scale products at MSK-01, so Пульс takes them and rejects the rest', async () => {
    const answer = await gateway.app.inject({
      method: 'POST',
      url: urlOf(orderCalls.sendToPuls),
      headers: { authorization: `Bearer ${token}` },
      payload: {
        productsList: [
          { promotionalProductId: SCALE_PRODUCT_BASE + 1, orderAmount: 1 },
          { promotionalProductId: SCALE_PRODUCT_BASE, orderAmount: 1 },
        ],
      },
    });
    const result = v.parse(PulsPurchaseResult, answer.json());
    expect(result.rejected.map((position) => position.product.promotionalProductId)).toEqual([SCALE_PRODUCT_BASE]);
  });
});
