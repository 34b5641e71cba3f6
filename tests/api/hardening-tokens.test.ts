import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../src/api/contract/call';
import { ErrorBody } from '../../src/api/contract/common';
import { orderCalls } from '../../src/api/contract/orders';
import { reportCalls } from '../../src/api/contract/reports';
import { sessionChecks } from '../../server/auth/session-check';
import { users } from '../../server/db/schema';
import { startGateway, type TestGateway } from './support/app';
import { signIn, tokenRequest } from './support/requests';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

/** A pharmacy account of apteka1's pharmacy with its own login (password 'apteka1'). */
async function newAccount(login: string): Promise<number> {
  const { db } = gateway.database;
  const [apteka1] = await db.select().from(users).where(eq(users.login, 'apteka1'));
  const [created] = await db
    .insert(users)
    .values({ login, passwordHash: apteka1.passwordHash, roles: apteka1.roles, pharmacyId: apteka1.pharmacyId })
    .returning({ id: users.id });
  return created.id;
}

const call = (method: 'GET' | 'POST', path: string, token: string, payload?: object) =>
  gateway.app.inject({ method, url: `/api${path}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

/** A read, an order, the initiatives export and the table settings: every kind of route. */
const everyKind = (token: string) => [
  call('GET', callPath(orderCalls.orderHistory), token),
  call('POST', callPath(orderCalls.sendToPuls), token, { productsList: [{ promotionalProductId: 1, orderAmount: 1 }] }),
  call('POST', callPath(reportCalls.exportInitiatives), token, { pharmacyId: 1 }),
  call('GET', '/pharmacy/pharmacy/portal-id/1', token),
];

async function expectRefused(token: string, message: RegExp) {
  for (const answer of await Promise.all(everyKind(token))) {
    expect(answer.statusCode, answer.body).toBe(401);
    expect(v.parse(ErrorBody, answer.json()).message).toMatch(message);
  }
}

describe('a token whose account can no longer sign in', () => {
  it('is refused with 401 on every route once the user is deleted', async () => {
    const id = await newAccount('deleted-later');
    const { access_token } = await signIn(gateway.app, 'deleted-later', 'apteka1');
    await gateway.database.db.delete(users).where(eq(users.id, id));
    await expectRefused(access_token, /^Учётная запись отключена или удалена/);
  });

  it('is refused with 401 on every route once the user is deactivated', async () => {
    const id = await newAccount('deactivated-later');
    const { access_token } = await signIn(gateway.app, 'deactivated-later', 'apteka1');
    await gateway.database.db.update(users).set({ active: false }).where(eq(users.id, id));
    await expectRefused(access_token, /^Учётная запись отключена или удалена/);
  });

  it('is honoured while the account exists and is active', async () => {
    await newAccount('still-here');
    const { access_token } = await signIn(gateway.app, 'still-here', 'apteka1');
    expect((await call('GET', callPath(orderCalls.orderHistory), access_token)).statusCode).toBe(200);
  });

  it('answers 401, not 500, when the account is deleted between the check and the export (the 5 s cache)', async () => {
    const id = await newAccount('deleted-meanwhile');
    const { access_token } = await signIn(gateway.app, 'deleted-meanwhile', 'apteka1');
    // Checked and remembered as valid...
    expect((await call('GET', callPath(orderCalls.orderHistory), access_token)).statusCode).toBe(200);
    // ...then deleted by another gateway, which this one does not hear about.
    await gateway.database.db.delete(users).where(eq(users.id, id));
    const answer = await call('POST', callPath(reportCalls.exportInitiatives), access_token, { pharmacyId: 1 });
    expect(answer.statusCode, answer.body).toBe(401);
    expect(v.parse(ErrorBody, answer.json()).message).toBe('Учётная запись удалена. Войдите снова.');
    // The cache forgets it here as a deactivation on this gateway does, and every route refuses.
    sessionChecks(gateway.database.db).forget(id);
    await expectRefused(access_token, /^Учётная запись отключена или удалена/);
  });
});

describe('a revoked refresh family', () => {
  it('ends the access tokens issued from it, even ones already checked', async () => {
    await newAccount('leaked');
    const first = await signIn(gateway.app, 'leaked', 'apteka1');
    expect((await call('GET', callPath(orderCalls.orderHistory), first.access_token)).statusCode).toBe(200);
    const refreshed = await tokenRequest(gateway.app, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const second = refreshed.json<{ access_token: string }>();
    expect((await call('GET', callPath(orderCalls.orderHistory), second.access_token)).statusCode).toBe(200);
    // The used refresh token again, past the grace a lost answer gets: someone holds a copy, the
    // family is revoked.
    gateway.clock.advance(gateway.config.refreshGrace + 1);
    try {
      const reused = await tokenRequest(gateway.app, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
      expect(reused.statusCode).toBe(400);
    } finally {
      gateway.clock.reset();
    }
    await expectRefused(first.access_token, /^Сеанс завершён/);
    await expectRefused(second.access_token, /^Сеанс завершён/);
  });

  it("leaves the user's other sessions working", async () => {
    await newAccount('two-sessions');
    const kept = await signIn(gateway.app, 'two-sessions', 'apteka1');
    const stolen = await signIn(gateway.app, 'two-sessions', 'apteka1');
    const rotated = await tokenRequest(gateway.app, { grant_type: 'refresh_token', refresh_token: stolen.refresh_token });
    await tokenRequest(gateway.app, {
      grant_type: 'refresh_token',
      refresh_token: rotated.json<{ refresh_token: string }>().refresh_token,
    });
    // The first token once more, after the token it gave was used: a copy.
    await tokenRequest(gateway.app, { grant_type: 'refresh_token', refresh_token: stolen.refresh_token });
    await expectRefused(stolen.access_token, /^Сеанс завершён/);
    expect((await call('GET', callPath(orderCalls.orderHistory), kept.access_token)).statusCode).toBe(200);
  });
});
