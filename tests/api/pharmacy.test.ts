import { SignJWT } from 'jose';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/api/contract/common';
import { Pharmacy } from '../../src/api/contract/pharmacy';
import { buildApp } from '../../server/app';
import { unixSeconds } from '../../server/core/clock';
import { startGateway, type TestGateway } from './support/app';
import { getWithToken, signIn } from './support/requests';

let gateway: TestGateway;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  gateway = await startGateway();
  for (const login of ['apteka1', 'apteka2', 'manager', 'owner']) tokens[login] = (await signIn(gateway.app, login)).access_token;
});
afterAll(() => gateway?.close());
afterEach(() => gateway.clock.reset());

const portalId = (id: string | number, token?: string) => getWithToken(gateway.app, `/api/pharmacy/pharmacy/portal-id/${id}`, token);

const expectMessage = (response: { statusCode: number; json(): unknown }, status: number, message: string | RegExp) => {
  expect(response.statusCode).toBe(status);
  const body = v.parse(ErrorBody, response.json());
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
};

describe('GET /api/pharmacy/pharmacy/portal-id/{id}', () => {
  it("answers a pharmacy user's own pharmacy in the contract's shape", async () => {
    const response = await portalId(1, tokens.apteka1);
    expect(response.statusCode).toBe(200);
    const pharmacy = v.parse(Pharmacy, response.json());
    expect(pharmacy).toMatchObject({
      id: 1,
      subdivCode: '0101',
      software: { acceptInitiatives: true },
      belongsToMarketplace: false,
      calcBonusType: 'STANDARD',
      pulsWarehouseCode: 'MSK-01',
    });
    expect(pharmacy.address).toMatch(/Москва/);
    // Loaded yesterday, relative to the gateway's clock.
    const hoursAgo = (unixSeconds(gateway.clock.now()) - (pharmacy.dataFreshness ?? 0)) / 3600;
    expect(hoursAgo).toBeGreaterThan(24);
    expect(hoursAgo).toBeLessThanOrEqual(48);
  });

  it('pharmacy 2 is a marketplace pharmacy with bonus type TP that does not accept initiatives', async () => {
    const pharmacy = v.parse(Pharmacy, (await portalId(2, tokens.apteka2)).json());
    expect(pharmacy).toMatchObject({ id: 2, belongsToMarketplace: true, calcBonusType: 'TP', software: { acceptInitiatives: false } });
  });

  it("refuses a pharmacy user asking for another user's pharmacy, existing or not", async () => {
    expectMessage(await portalId(2, tokens.apteka1), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await portalId(999, tokens.apteka1), 403, 'Нет доступа к данным другой аптеки');
  });

  it('lets a manager (all four permissions, no pharmacy of its own) look up any user', async () => {
    expect(v.parse(Pharmacy, (await portalId(2, tokens.manager)).json()).id).toBe(2);
    expectMessage(await portalId(3, tokens.manager), 404, 'Аптека пользователя не найдена');
  });

  it('refuses an owner, whose role holds no permission, with 403', async () => {
    expectMessage(await portalId(4, tokens.owner), 403, 'Недостаточно прав для этого действия');
  });

  it.each([
    ['abc', 'Поле «id»: ожидается целое положительное число'],
    ['1.5', 'Поле «id»: ожидается целое положительное число'],
    ['-1', 'Поле «id»: ожидается целое положительное число'],
    ['0', 'Поле «id»: ожидается целое положительное число'],
    ['99999999999999999999999', 'Поле «id»: не больше 2 147 483 647'],
  ])('answers 400 naming the field for id %s', async (id, message) => {
    expectMessage(await portalId(id, tokens.manager), 400, message);
  });
});

describe('authentication of every route but the token endpoint', () => {
  it('no token → 401', async () => {
    expectMessage(await portalId(1), 401, 'Требуется вход в систему');
  });

  it('a malformed or tampered token → 401', async () => {
    expectMessage(await portalId(1, 'not.a.jwt'), 401, 'Токен доступа недействителен');
    const [header, , signature] = tokens.apteka1.split('.');
    const forged = Buffer.from(JSON.stringify({ user_name: 'apteka1', user_id: 2, authorities: ['ROLE_ADMIN'], exp: 4e9 })).toString(
      'base64url',
    );
    expectMessage(await portalId(2, `${header}.${forged}.${signature}`), 401, 'Токен доступа недействителен');
  });

  it('a token signed with another key or without claims → 401', async () => {
    const now = unixSeconds(gateway.clock.now());
    const otherKey = await new SignJWT({ user_name: 'apteka1', user_id: 1, authorities: ['ROLE_PHARMACY'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expectMessage(await portalId(1, otherKey), 401, 'Токен доступа недействителен');
  });

  it('an expired token → 401 once ACCESS_TTL has passed, not before', async () => {
    gateway.clock.advance(gateway.config.accessTtl - 1);
    expect((await portalId(1, tokens.apteka1)).statusCode).toBe(200);
    gateway.clock.advance(2);
    expectMessage(await portalId(1, tokens.apteka1), 401, 'Срок действия токена доступа истёк');
  });

  it('an unknown api path answers 401 without a token and 404 with one', async () => {
    expect((await getWithToken(gateway.app, '/api/reports/nothing')).statusCode).toBe(401);
    expectMessage(await getWithToken(gateway.app, '/api/reports/nothing', tokens.apteka1), 404, 'Такого метода нет');
  });

  it('a second gateway on the same database accepts the first one’s tokens (shared signing secret)', async () => {
    const second = await buildApp({ db: gateway.database.db, clock: gateway.clock.now, config: gateway.config, logger: false });
    try {
      const response = await second.inject({
        url: '/api/pharmacy/pharmacy/portal-id/1',
        headers: { authorization: `Bearer ${tokens.apteka1}` },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
