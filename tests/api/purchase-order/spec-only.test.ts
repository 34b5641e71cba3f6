import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCalls, PulsPurchaseResult } from '../../../src/api/contract/orders';
import {
  PurchasePositions,
  RecommendedOrder,
  RgPositions,
  purchaseOrderCalls,
  type PurchaseOrderRequest,
  type RgPositionsRequest,
} from '../../../src/api/contract/purchase-order';
import { initiativeTypeId } from '../../../src/domain/shared/initiative-types';
import { matchingIndices } from '../../../src/domain/orders/purchase/matching';
import { fromPurchasePosition, fromRgPosition } from '../../../src/domain/orders/purchase/normalize';
import { noFilter, type PositionFilter } from '../../../src/domain/orders/purchase/position';
import { startGateway, type TestGateway } from '../support/app';
import { signIn, urlOf } from '../support/requests';

/**
 * The order screens' calls on a back end built from the spec (SPEC_ONLY=1) beside our gateway's
 * normal mode: our parameters and fields are not heard there, so the pharmacy comes from the token
 * and the §5 filters are the portal's to apply. Applied by the portal's own rule (matching.ts) to
 * what the spec's back end answers, they give the very positions our gateway answers filtered.
 */
const gateways = { normal: undefined as unknown as TestGateway, spec: undefined as unknown as TestGateway };
const tokens = { normal: '', spec: '' };
beforeAll(async () => {
  [gateways.normal, gateways.spec] = await Promise.all([startGateway(), startGateway({ SPEC_ONLY: '1' })]);
  tokens.normal = (await signIn(gateways.normal.app, 'apteka1')).access_token;
  tokens.spec = (await signIn(gateways.spec.app, 'apteka1')).access_token;
});
afterAll(async () => {
  await gateways.normal?.close();
  await gateways.spec?.close();
});

type Mode = keyof typeof gateways;

async function post<S extends v.GenericSchema>(mode: Mode, url: string, body: object, answer: S): Promise<v.InferOutput<S>> {
  const response = await gateways[mode].app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${tokens[mode]}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(answer, response.json());
}

const productIds = (rows: readonly { promotionalProductId: number }[]) => rows.map((row) => row.promotionalProductId);

describe('the purchase order by initiative type', () => {
  // The product of the day is listed by the real-time service alone, as on a spec back end.
  const typed = { initiativeTypeId: initiativeTypeId('PRODUCT_OF_THE_DAY')! };
  const positions = (mode: Mode, body: PurchaseOrderRequest) =>
    post(mode, urlOf(purchaseOrderCalls.purchasePositions), body, PurchasePositions);

  it('is answered whole from the token’s pharmacy, whatever pharmacy or filters are sent', async () => {
    const all = await positions('normal', typed);
    expect(all.length).toBeGreaterThan(3);
    expect(await positions('spec', { ...typed, pharmacyId: 2, zeroBalance: true, products: [all[0].promotionalProductId] })).toEqual(all);
  });

  it('the filters applied by the portal to the spec back end’s list keep what our gateway keeps', async () => {
    const all = await positions('normal', typed);
    const filters: [Partial<PurchaseOrderRequest>, PositionFilter][] = [
      [{ zeroBalance: true }, { ...noFilter, zeroBalance: true }],
      [{ planNotFulfilled: true }, { ...noFilter, planNotFulfilled: true }],
      [{ promoters: [all[0].promoter] }, { ...noFilter, promoters: [all[0].promoter] }],
      [{ suppliers: ['Пульс'] }, { ...noFilter, suppliers: ['Пульс'] }],
      [{ products: productIds(all.slice(0, 2)) }, { ...noFilter, products: productIds(all.slice(0, 2)) }],
    ];
    const spec = await positions('spec', { ...typed, ...Object.assign({}, ...filters.map(([body]) => body)) });
    for (const [body, filter] of filters) {
      const kept = await positions('normal', { ...typed, ...body });
      expect(kept.length, JSON.stringify(body)).toBeLessThan(all.length);
      const local = Array.from(matchingIndices(spec.map(fromPurchasePosition), filter), (index) => spec[index]);
      expect(productIds(local), JSON.stringify(body)).toEqual(productIds(kept));
    }
  });
});

describe('the RG order', () => {
  const rg = (mode: Mode, body: RgPositionsRequest) => post(mode, urlOf(purchaseOrderCalls.rgPositions), body, RgPositions);

  it('takes the spec’s request (promoters and excludeInitiatives, [] for none) and ignores our supplier and product filters', async () => {
    const all = await rg('normal', { promoters: [], excludeInitiatives: [] });
    expect(await rg('spec', { promoters: [], excludeInitiatives: [], suppliers: ['Пульс'], products: [40112] })).toEqual(all);
    const name = all.flatMap((row) => row.otherInitiativeNames)[0];
    expect(productIds(await rg('spec', { promoters: [], excludeInitiatives: [name] }))).toEqual(
      productIds(all.filter((row) => !row.otherInitiativeNames.includes(name))),
    );
  });

  it('the supplier and product filters applied by the portal keep what our gateway keeps', async () => {
    const all = await rg('spec', { promoters: [], excludeInitiatives: [] });
    const filters: [Partial<RgPositionsRequest>, PositionFilter][] = [
      [{ suppliers: ['Пульс'] }, { ...noFilter, suppliers: ['Пульс'] }],
      [{ products: [40112, 41016] }, { ...noFilter, products: [40112, 41016] }],
    ];
    for (const [body, filter] of filters) {
      const kept = await rg('normal', { promoters: [], excludeInitiatives: [], ...body });
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.length).toBeLessThan(all.length);
      expect(productIds(Array.from(matchingIndices(all.map(fromRgPosition), filter), (index) => all[index]))).toEqual(productIds(kept));
    }
  });
});

describe('the recommended order', () => {
  it('find-product answers the spec’s product fields, purchased among them, and narrows by the spec’s supplierGroups', async () => {
    const url = urlOf(purchaseOrderCalls.composeProducts);
    const normal = await post('normal', url, {}, RecommendedOrder);
    const response = await gateways.spec.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${tokens.spec}` },
      payload: {},
    });
    const [product] = (response.json() as { products: Record<string, unknown>[] }).products;
    expect(Object.keys(product)).not.toContain('barcodes');
    expect(Object.keys(product)).not.toContain('possibleSupplierGroups');
    expect(Object.keys(product)).toContain('purchased');
    const spec = v.parse(RecommendedOrder, response.json());
    expect(spec.products.map((row) => [row.productId, row.purchased])).toEqual(
      normal.products.map((row) => [row.productId, row.purchased]),
    );
    expect(spec.price).toBe(normal.price);

    const group = normal.products.flatMap((row) => row.possibleSupplierGroups)[0];
    const narrowed = await post('spec', url, { supplierGroups: [group] }, RecommendedOrder);
    expect(narrowed.products.length).toBeLessThan(spec.products.length);
    expect(narrowed.products.map((row) => row.productId)).toEqual(
      normal.products.filter((row) => row.possibleSupplierGroups.includes(group)).map((row) => row.productId),
    );
  });
});

describe('an order sent to Пульс', () => {
  it('goes to the token’s pharmacy when the body names none, and a pharmacy named there is not heard', async () => {
    const productsList = [{ promotionalProductId: 40112, orderAmount: 1 }];
    const sent = await post('spec', urlOf(orderCalls.sendToPuls), { productsList, pharmacyId: 2 }, PulsPurchaseResult);
    expect(sent.orderId).toMatch(/^\d+$/u);
    expect(await post('normal', urlOf(orderCalls.sendToPuls), { productsList }, PulsPurchaseResult)).toMatchObject({
      rejected: sent.rejected,
    });
  });
});
