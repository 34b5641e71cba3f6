import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableSettingsCalls } from '../../../src/api/contract/initiatives-list';
import { CashierUserSaved, payrollCalls } from '../../../src/api/contract/payroll';
import { TokenResponse } from '../../../src/api/contract/uaa';
import { sessionChecks } from '../../../server/auth/session-check';
import { users } from '../../../server/db/schema';
import { expectMessage, parsed } from '../reports/support';
import { startGateway, type TestGateway } from '../support/app';
import { getWithToken, signIn, tokenRequest, urlOf } from '../support/requests';

/**
 * A password reset, a deactivation, a role change end every session issued before them, and a
 * reactivation does not bring those back: the tokens carry the account's
 * credentials version.
 */
let gateway: TestGateway;
let pharmacy: string;
beforeAll(async () => {
  gateway = await startGateway();
  pharmacy = (await signIn(gateway.app, 'apteka1')).access_token;
});
afterAll(() => gateway?.close());

const CHANGED = 'Пароль или права учётной записи изменились. Войдите снова.';
const CLOSED = 'Учётная запись отключена или удалена. Войдите снова.';
const SESSION_ENDED = 'Сеанс завершён. Войдите снова.';

/** Petrov, one of apteka1's cashiers who may have a login (demo seed): his account, saved by the pharmacy. */
const petrov = {
  pharmacyId: 1,
  cashierTin: '',
  cashierFullName: 'Петров Алексей Викторович',
  cashierUserId: null as number | null,
  username: 'petrov',
  password: 'First1',
  activated: true,
};
let petrovId: number;

/** The pharmacy saves the cashier's account, as the payroll screen does (a password every time). */
async function save(change: Partial<typeof petrov>): Promise<void> {
  const answer = await gateway.app.inject({
    method: 'POST',
    url: urlOf(payrollCalls.saveCashierUser, { id: 1 }),
    headers: { authorization: `Bearer ${pharmacy}` },
    payload: { ...petrov, cashierUserId: petrovId ?? null, ...change },
  });
  petrovId = parsed(CashierUserSaved, answer).data.cashierUserId;
}

/** A call any signed-in user may make: the cashier's own table settings. */
const ownSettings = (token: string) =>
  getWithToken(gateway.app, urlOf(tableSettingsCalls.loadTableSettings, { name: 'initiatives' }), token);
const refresh = (token: string) => tokenRequest(gateway.app, { grant_type: 'refresh_token', refresh_token: token });

/** Signs in and refreshes once, so both the first session's tokens and a rotated pair are checked. */
async function sessionsOf(password: string) {
  const first = await signIn(gateway.app, 'petrov', password);
  const second = await signIn(gateway.app, 'petrov', password);
  const rotated = v.parse(TokenResponse, (await refresh(second.refresh_token)).json());
  for (const session of [first, rotated]) expect((await ownSettings(session.access_token)).statusCode).toBe(200);
  return [first, rotated];
}

async function expectSessionsOver(sessions: TokenResponse[], message: string) {
  for (const session of sessions) {
    expectMessage(await ownSettings(session.access_token), 401, message);
    const refused = await refresh(session.refresh_token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'invalid_grant', error_description: SESSION_ENDED });
  }
}

describe("a cashier's sessions", () => {
  beforeAll(() => save({}));

  it('end when the pharmacy sets a new password; the new password signs in and stays in', async () => {
    const before = await sessionsOf('First1');
    await save({ password: 'Second2' });
    await expectSessionsOver(before, CHANGED);
    await sessionsOf('Second2');
  });

  it("end when 'works' is cleared", async () => {
    const before = await sessionsOf('Second2');
    await save({ password: 'Second2', activated: false });
    await expectSessionsOver(before, CLOSED);
    await save({ password: 'Second2', activated: true });
  });

  it("do not come back when 'works' is set again, the same password included; new sign-ins work", async () => {
    const before = await sessionsOf('Second2');
    await save({ password: 'Second2', activated: false });
    await save({ password: 'Second2', activated: true });
    await expectSessionsOver(before, CHANGED);
    await sessionsOf('Second2');
  });

  it('end when the roles or the pharmacy change, whoever changes them (here by hand, seen by another gateway)', async () => {
    for (const change of [{ roles: ['ROLE_USER', 'ROLE_PHARMACY'] }, { pharmacyId: 2 }]) {
      const before = await sessionsOf('Second2');
      await gateway.database.db.update(users).set(change).where(eq(users.id, petrovId));
      // Another gateway's change reaches this one when its remembered answer ages (5 s).
      sessionChecks(gateway.database.db).forget(petrovId);
      await expectSessionsOver(before, CHANGED);
    }
  });

  it('stay while nothing that matters changes', async () => {
    const [session] = await sessionsOf('Second2');
    await gateway.database.db.update(users).set({ active: true }).where(eq(users.id, petrovId));
    sessionChecks(gateway.database.db).forget(petrovId);
    expect((await ownSettings(session.access_token)).statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
  });
});
