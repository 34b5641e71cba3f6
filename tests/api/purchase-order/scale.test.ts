import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  InitiativeTypeOptions,
  PurchaseFilterOptions,
  PurchasePositions,
  purchaseOrderCalls,
} from '../../../src/api/contract/purchase-order';
import { initiativeTypeId } from '../../../src/domain/shared/initiative-types';
import { PURCHASE_SCALE_PRODUCT_BASE } from '../../../server/seed/purchase-scale';
import { startGateway, type TestGateway } from '../support/app';
import { getWithToken, signIn, urlOf } from '../support/requests';

/** Not a multiple of four: the last product has fewer positions. */
const POSITIONS = 5_003;

let gateway: TestGateway;
let token: string;
beforeAll(async () => {
  // The seed reads the variable as the gateway's start would (SeedContext carries no config).
  vi.stubEnv('SEED_PURCHASE_POSITIONS', String(POSITIONS));
  gateway = await startGateway();
  vi.unstubAllEnvs();
  token = (await signIn(gateway.app, 'apteka1')).access_token;
});
afterAll(() => gateway?.close());

const post = async (path: string, body: object) => {
  const answer = await gateway.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as unknown;
};

describe('SEED_PURCHASE_POSITIONS gives apteka1 that many real-time positions under one type', () => {
  it('answers them all for the type PROCUREMENT, over eight initiatives, each product in four', async () => {
    const request = { initiativeTypeId: initiativeTypeId('PROCUREMENT') };
    const positions = v.parse(PurchasePositions, await post(purchaseOrderCalls.purchasePositions.path, request));
    expect(positions).toHaveLength(POSITIONS);
    expect(new Set(positions.map((row) => row.initiativeId)).size).toBe(8);
    const first = positions.filter((row) => row.promotionalProductId === PURCHASE_SCALE_PRODUCT_BASE);
    expect(first).toHaveLength(4);
    for (const row of first) {
      expect(row.otherInitiativeIds.sort()).toEqual(
        first
          .map((other) => other.initiativeId)
          .filter((id) => id !== row.initiativeId)
          .sort(),
      );
      expect(row.promotionalProductName).toMatch(/, партия 0$/);
    }
    expect(positions.some((row) => row.balance === 0)).toBe(true);
    expect(positions.some((row) => row.possibleSupplierGroups.length === 0)).toBe(true);
    // Nothing of the demo's positions is left in either service for apteka1.
    expect(v.parse(PurchasePositions, await post(purchaseOrderCalls.regularPurchasePositions.path, request))).toEqual([]);
    const options = v.parse(PurchaseFilterOptions, await post(purchaseOrderCalls.purchaseFilterOptions.path, request));
    expect(options.initiativesOfPharmacy).toHaveLength(8);
    expect(options.products).toHaveLength(Math.ceil(POSITIONS / 4));
  });

  it('lists PROCUREMENT among the types', async () => {
    const answer = await getWithToken(gateway.app, `${urlOf(purchaseOrderCalls.initiativeTypeOptions)}`, token);
    expect(v.parse(InitiativeTypeOptions, answer.json()).map((type) => type.type)).toContain('PROCUREMENT');
  });
});
