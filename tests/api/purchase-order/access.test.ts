import { describe, expect, it } from 'vitest';
import { purchaseOrderCalls } from '../../../src/api/contract/purchase-order';
import { initiativeTypeId } from '../../../src/domain/shared/initiative-types';
import { expectMessage, reportsGateway, type Login } from '../reports/support';
import { urlOf } from '../support/requests';

const { state, get, post } = reportsGateway();

/** Every purchase-order report call but the plan (its pharmacy is in the path: by-initiative.test.ts), with a valid request. */
const calls: [name: string, call: (login: Login | null, pharmacyId?: unknown) => ReturnType<typeof get>][] = [
  [
    'initiative-types',
    (login, id) => get(`${urlOf(purchaseOrderCalls.initiativeTypeOptions)}${id === undefined ? '' : `?pharmacyId=${String(id)}`}`, login),
  ],
  [
    'pharmacy-rg-promoters',
    (login, id) => get(`${urlOf(purchaseOrderCalls.rgPromoters)}${id === undefined ? '' : `?pharmacyId=${String(id)}`}`, login),
  ],
  [
    'compose initiatives',
    (login, id) => get(`${urlOf(purchaseOrderCalls.composeInitiatives)}${id === undefined ? '' : `?pharmacyId=${String(id)}`}`, login),
  ],
  ...[
    purchaseOrderCalls.purchaseFilterOptions.path,
    purchaseOrderCalls.purchasePositions.path,
    purchaseOrderCalls.regularPurchaseFilterOptions.path,
    purchaseOrderCalls.regularPurchasePositions.path,
  ].map((path): (typeof calls)[number] => [
    path,
    (login, id) => post(`/api${path}`, { pharmacyId: id, initiativeTypeId: initiativeTypeId('PRODUCT_OF_THE_DAY') }, login),
  ]),
  ['recommended-goods', (login, id) => post(`${urlOf(purchaseOrderCalls.rgPositions)}`, { pharmacyId: id, priceFrom: 10 }, login)],
  ['find-promoter-supplier', (login, id) => post(`${urlOf(purchaseOrderCalls.composePromoterSupplier)}`, { pharmacyId: id }, login)],
  ['find-product', (login, id) => post(`${urlOf(purchaseOrderCalls.composeProducts)}`, { pharmacyId: id }, login)],
];

describe.each(calls)('%s', (_, call) => {
  it("gives a pharmacy user its own pharmacy, named or not, and refuses another's", async () => {
    const own = await call('apteka1');
    expect(own.statusCode, own.body).toBe(200);
    expect((await call('apteka1', 1)).body).toBe(own.body);
    expectMessage(await call('apteka1', 2), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await call('apteka2', 1), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await call('apteka1', 2_147_483_648), 403, 'Нет доступа к данным другой аптеки');
  });

  it('answers an id longer than any pharmacy id 403 (body) or 400 (query string), never 5xx', async () => {
    const answer = await call('apteka1', 1e15);
    expect([400, 403], answer.body).toContain(answer.statusCode);
  });

  it('makes staff name the pharmacy, and answers them what the pharmacy sees', async () => {
    expectMessage(await call('manager'), 400, 'Поле «pharmacyId»: укажите аптеку');
    const asStaff = await call('manager', 2);
    expect(asStaff.statusCode, asStaff.body).toBe(200);
    expect(asStaff.body).toBe((await call('apteka2')).body);
    expectMessage(await call('manager', 3), 404, 'Аптека №3 не найдена');
    expectMessage(await call('manager', 2_147_483_648), 404, 'Аптека №2147483648 не найдена');
  });

  it('refuses callers without a token or without the permission', async () => {
    expect((await call(null, 1)).statusCode).toBe(401);
    expect((await call('owner', 1)).statusCode).toBe(403);
  });

  it.each([0, -3, 1.5, 'первая'])('answers 400 naming pharmacyId for %j', async (id) => {
    const answer = await call('apteka1', id);
    expect(answer.statusCode, answer.body).toBe(400);
    expect((answer.json() as { message: string }).message).toMatch(/^Поле «pharmacyId»: /);
  });
});

describe('junk sent to the calls', () => {
  const posts = [
    purchaseOrderCalls.purchaseFilterOptions.path,
    purchaseOrderCalls.purchasePositions.path,
    purchaseOrderCalls.regularPurchaseFilterOptions.path,
    purchaseOrderCalls.regularPurchasePositions.path,
    purchaseOrderCalls.rgPositions.path,
    purchaseOrderCalls.composePromoterSupplier.path,
    purchaseOrderCalls.composeProducts.path,
  ];
  const byInitiative: string[] = posts.slice(0, 4);
  const bodies: [contentType: string, payload: string][] = [
    ['application/json', '{"initiativeTypeId":'],
    ['application/json', 'null'],
    ['application/json', '"строка"'],
    ['application/json', '{"initiativeTypeId":14,"selectedInitiatives":[1,2,'],
    ['application/json', `{"initiativeTypeId":14,"promoters":[${'"x",'.repeat(20_000)}"x"]}`],
    ['application/json', '{"initiativeTypeId":1e400}'],
    ['application/json', '{"pharmacyId":1e400,"initiativeTypeId":14}'],
    ['text/plain', 'initiativeTypeId=14'],
  ];

  it.each(posts)('%s never answers 5xx', async (path) => {
    for (const [contentType, payload] of bodies) {
      const answer = await state.gateway.app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { authorization: `Bearer ${state.tokens.apteka1}`, 'content-type': contentType },
        payload,
      });
      expect(answer.statusCode, `${payload.slice(0, 60)}: ${answer.body}`).toBeLessThan(500);
      // The RG and recommended calls need nothing: to them a JSON null or unknown fields are an empty request.
      if (byInitiative.includes(path)) expect(answer.statusCode, `${payload.slice(0, 60)}: ${answer.body}`).toBeGreaterThanOrEqual(400);
    }
  });

  it.each([
    `${purchaseOrderCalls.initiativeTypeOptions.path}?pharmacyId=1&pharmacyId=2`,
    `${purchaseOrderCalls.rgPromoters.path}?pharmacyId=99999999999999999999999`,
    `${purchaseOrderCalls.composeInitiatives.path}?pharmacyId=%00`,
    `/reports/purchase-order/initiative/plan/1/1014%00`,
    `/reports/purchase-order/initiative/plan/99999999999999999999/1014`,
  ])('GET %s answers 4xx', async (path) => {
    const answer = await get(`/api${path}`);
    expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode, answer.body).toBeLessThan(500);
  });
});
