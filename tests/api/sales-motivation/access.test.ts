import { describe, expect, it } from 'vitest';
import { callPath } from '../../../src/api/contract/call';
import { salesMotivationCalls } from '../../../src/api/contract/sales-motivation';
import { expectMessage, reportsGateway, type Login } from '../reports/support';
import { urlOf } from '../support/requests';

const { state, get, post } = reportsGateway();

const query = (id: unknown, first = '?') => (id === undefined ? '' : `${first}pharmacyId=${String(id)}`);

/** Every call but the save (its pharmacy is in the body's `pharmacies`: tested below), with a valid request. */
const calls: [name: string, call: (login: Login | null, pharmacyId?: unknown) => ReturnType<typeof get>][] = [
  ['GET plan', (login, id) => get(`${urlOf(salesMotivationCalls.loadSalesMotivation)}?startDate=2026-11-01${query(id, '&')}`, login)],
  ['prolong', (login, id) => post(`${urlOf(salesMotivationCalls.prolongSalesMotivation)}${query(id)}`, undefined, login)],
  ['bonuses', (login, id) => get(`${urlOf(salesMotivationCalls.cashierInitiativeBonuses, { date: '2026-10-01' })}${query(id)}`, login)],
  ['current-contract', (login, id) => get(`${urlOf(salesMotivationCalls.currentContracts)}${query(id)}`, login)],
  ['find-promoter', (login, id) => post(urlOf(salesMotivationCalls.findMotivationPromoters), { pharmacyId: id }, login)],
  ['find-product', (login, id) => post(urlOf(salesMotivationCalls.findMotivationProducts), { pharmacyId: id, contractIds: [701] }, login)],
  [
    'enrich-product',
    (login, id) => post(urlOf(salesMotivationCalls.enrichMotivationProducts), { pharmacyId: id, productIds: [40112] }, login),
  ],
];

describe.each(calls)('%s', (name, call) => {
  it("refuses a pharmacy user another pharmacy's id", async () => {
    expectMessage(await call('apteka1', 2), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await call('apteka2', 1), 403, 'Нет доступа к данным другой аптеки');
  });

  it('gives a pharmacy user its own pharmacy, named or not', async () => {
    // prolong writes: its answer carries the moment, so compare the status only.
    const own = await call('apteka1');
    expect(own.statusCode, own.body).toBe(200);
    const named = await call('apteka1', 1);
    expect(named.statusCode, named.body).toBe(200);
    if (name !== 'prolong') expect(named.body).toBe(own.body);
  });

  it('makes staff name the pharmacy', async () => {
    expectMessage(await call('manager'), 400, 'Поле «pharmacyId»: укажите аптеку');
    expect((await call('manager', 1)).statusCode).toBe(200);
    expectMessage(await call('manager', 3), 404, 'Аптека №3 не найдена');
  });

  it('refuses callers without a token or without the permission', async () => {
    expect((await call(null, 1)).statusCode).toBe(401);
    expect((await call('owner', 1)).statusCode).toBe(403);
  });

  it.each([0, -3, 1.5, 'первая', 1e15])('answers %j with a 400 or a 403, never 5xx', async (id) => {
    const answer = await call('apteka1', id);
    expect([400, 403], answer.body).toContain(answer.statusCode);
  });
});

describe('saving names the pharmacy in pharmacies', () => {
  const body = (pharmacy: unknown) => ({
    startDate: '2026-11-01',
    expirationDate: '2026-11-30',
    pharmacies: [pharmacy],
    productProperties: [],
  });

  it("refuses a pharmacy user another pharmacy's plan, and staff a pharmacy that does not exist", async () => {
    expectMessage(
      await post(urlOf(salesMotivationCalls.saveSalesMotivation), body(2), 'apteka1'),
      403,
      'Нет доступа к данным другой аптеки',
    );
    expectMessage(
      await post(urlOf(salesMotivationCalls.saveSalesMotivation), body(1), 'apteka2'),
      403,
      'Нет доступа к данным другой аптеки',
    );
    expectMessage(await post(urlOf(salesMotivationCalls.saveSalesMotivation), body(3), 'manager'), 404, 'Аптека №3 не найдена');
    expect((await post(urlOf(salesMotivationCalls.saveSalesMotivation), body(1), null)).statusCode).toBe(401);
    expect((await post(urlOf(salesMotivationCalls.saveSalesMotivation), body(1), 'owner')).statusCode).toBe(403);
  });

  it('asks for the pharmacy', async () => {
    expectMessage(
      await post(urlOf(salesMotivationCalls.saveSalesMotivation), { ...body(1), pharmacies: [] }, 'manager'),
      400,
      'Поле «pharmacies»: укажите аптеку',
    );
  });
});

describe('junk sent to the calls', () => {
  const posts = [
    callPath(salesMotivationCalls.saveSalesMotivation),
    callPath(salesMotivationCalls.prolongSalesMotivation),
    callPath(salesMotivationCalls.findMotivationPromoters),
    callPath(salesMotivationCalls.findMotivationProducts),
    callPath(salesMotivationCalls.enrichMotivationProducts),
  ];
  const bodies: [contentType: string, payload: string][] = [
    ['application/json', '{"startDate":'],
    ['application/json', 'null'],
    ['application/json', '"строка"'],
    ['application/json', '[1,2]'],
    ['application/json', '{"productIds":[1,2,'],
    ['application/json', `{"productIds":[${'1,'.repeat(20_000)}1]}`],
    ['application/json', '{"promoterIds":["\\u0000"]}'],
    ['application/json', '{"contractIds":[1e400],"initiativeIds":["x"]}'],
    [
      'application/json',
      '{"startDate":"2026-11-01","expirationDate":"2026-11-30","pharmacies":[1],"productProperties":[{"promotionalProductId":40112,"points":1e400,"cashierObjective":[]}]}',
    ],
    [
      'application/json',
      '{"startDate":"2026-11-01","expirationDate":"2026-11-30","pharmacies":[1],"productProperties":[{"promotionalProductId":40112,"points":1,"cashierObjective":[{"cashierNameFull":"\\u0000","plan":1}]}]}',
    ],
    ['text/plain', 'productIds=1'],
  ];

  // The plan and enrich-product need fields: junk is a 4xx there; the others may take it as an empty request.
  const strict: string[] = [callPath(salesMotivationCalls.saveSalesMotivation), callPath(salesMotivationCalls.enrichMotivationProducts)];

  it.each(posts)('%s never answers 5xx', async (path) => {
    for (const [contentType, payload] of bodies) {
      const answer = await state.gateway.app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { authorization: `Bearer ${state.tokens.apteka1}`, 'content-type': contentType },
        payload,
      });
      expect(answer.statusCode, `${payload.slice(0, 60)}: ${answer.body}`).toBeLessThan(500);
      if (strict.includes(path)) expect(answer.statusCode, `${payload.slice(0, 60)}: ${answer.body}`).toBeGreaterThanOrEqual(400);
    }
  });

  it.each([
    `${callPath(salesMotivationCalls.loadSalesMotivation)}?startDate=2026-11-01&startDate=2026-12-01`,
    `${callPath(salesMotivationCalls.loadSalesMotivation)}?startDate=2026-11-01%00`,
    `${callPath(salesMotivationCalls.loadSalesMotivation)}?startDate=2026-11-01&pharmacyId=99999999999999999999999`,
    '/reports-rt/cashier-initiative/bonuses/2026-10-01%00',
    `${callPath(salesMotivationCalls.cashierInitiativeBonuses, { date: '99999-10-01' })}`,
    `${callPath(salesMotivationCalls.currentContracts)}?pharmacyId=%00`,
  ])('GET %s answers 4xx', async (path) => {
    const answer = await get(`/api${path}`);
    expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode, answer.body).toBeLessThan(500);
  });
});
