import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CashierParams, CashierUserSaved, payrollCalls } from '../../../src/api/contract/payroll';
import { buildApp } from '../../../server/app';
import { users } from '../../../server/db/schema';
import { TAKEN_LOGINS_PER_USER, takenLoginLog, TooManyTakenLogins } from '../../../server/services/cashier-payroll/taken-logins';
import { expectMessage, parsed } from '../reports/support';
import { signIn, urlOf } from '../support/requests';
import { CURRENT, payrollGateway } from './support';

/**
 * A cashier's login is unique across the network, so «Логин занят» tells whoever saves whether
 * somebody anywhere has it. A user gets 10 such answers an hour; then every save of a new login is
 * refused with 429 and Retry-After, on every gateway of the database, until the hour has passed.
 * Other users keep their own allowance, and a cashier's own login still saves.
 */
const { state, get, post } = payrollGateway();
const save = urlOf(payrollCalls.saveCashierUser, { id: 1 });
const petrov = {
  pharmacyId: 1,
  cashierTin: '',
  cashierFullName: 'Петров Алексей Викторович',
  cashierUserId: null,
  username: 'petrov',
  password: 'Pa$$w0rd!',
  activated: true,
};
const REFUSED = 'Слишком много попыток сохранить занятый логин. Повторите попытку через 60 минут.';
/** Logins of other people (demo accounts), in any letter case. */
const TAKEN = [
  'apteka2',
  'manager',
  'owner',
  'Apteka2',
  'MANAGER',
  'Owner',
  'aptekA2',
  'manageR',
  'oWner',
  'APTEKA2',
  'kassir1',
  'Kassir1',
];

const accountOf = async (login: string) => (await state.gateway.database.db.select().from(users).where(eq(users.login, login)))[0];

let second: Awaited<ReturnType<typeof buildApp>> | null = null;
afterAll(async () => {
  await second?.close();
});

describe('«Логин занят» answers', () => {
  it('are given 10 times an hour to a user, then every new login is refused with 429 and Retry-After, taken or free', async () => {
    for (const login of TAKEN.slice(0, 10))
      expectMessage(await post(save, { ...petrov, username: login }), 400, `Логин «${login}» уже занят`);

    const refused = await post(save, { ...petrov, username: TAKEN[10] });
    expectMessage(refused, 429, REFUSED);
    expect(refused.headers['retry-after']).toBe('3600');
    // A free login is refused the same way: the refusal says nothing about it, and nothing is stored.
    const free = await post(save, petrov);
    expectMessage(free, 429, REFUSED);
    expect(free.headers['retry-after']).toBe('3600');
    expect(await accountOf('petrov')).toBeUndefined();
  });

  it('are counted for every gateway on the database', async () => {
    second = await buildApp({ db: state.gateway.database.db, clock: state.gateway.clock.now, config: state.gateway.config, logger: false });
    const answer = await second.inject({
      method: 'POST',
      url: save,
      headers: { authorization: `Bearer ${state.tokens.apteka1}` },
      payload: { ...petrov, username: 'petrov2' },
    });
    expectMessage(answer, 429, REFUSED);
  });

  it("leave a cashier's own login saving, and other users their own allowance", async () => {
    const cashiers = parsed(CashierParams, await get(`${urlOf(payrollCalls.payrollCashiers, { id: 1 })}?month=${CURRENT}`));
    const ivanova = cashiers.find((cashier) => cashier.username === 'kassir1')!;
    // A new password for kassir1, its login as it is (in another letter case too, then back).
    for (const username of ['KASSIR1', 'kassir1']) {
      parsed(
        CashierUserSaved,
        await post(save, {
          ...petrov,
          cashierFullName: ivanova.cashierFullName,
          cashierUserId: ivanova.cashierUserId,
          username,
          password: 'kassir1',
        }),
      );
    }
    // The manager looks after pharmacy 1 too, with an allowance of its own.
    expectMessage(await post(save, { ...petrov, username: 'apteka2' }, 'manager'), 400, 'Логин «apteka2» уже занят');
  });

  it('at once from one user get no more than the allowance, however many are sent', async () => {
    // The manager has 9 left; 36 sent together.
    const logins = [...TAKEN, ...TAKEN, ...TAKEN];
    const answers = await Promise.all(logins.map((login) => post(save, { ...petrov, username: login }, 'manager')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(logins.length - 9);
  });

  it('checked at once on many connections are counted one after another', async () => {
    // The check itself, without the save's password hashing in front of it, 40 at once for one
    // user: on PostgreSQL each runs on its own connection of the pool.
    const [owner] = await state.gateway.database.db.select({ id: users.id }).from(users).where(eq(users.login, 'owner'));
    const log = takenLoginLog(state.gateway.database.db, state.gateway.clock.now);
    const checks = Array.from({ length: 40 }, () =>
      log.isTaken({ userId: owner.id, ownLogin: null, login: 'apteka2', isTaken: async () => true }),
    );
    const outcomes = await Promise.allSettled(checks);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(TAKEN_LOGINS_PER_USER);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected' && outcome.reason instanceof TooManyTakenLogins)).toHaveLength(
      40 - TAKEN_LOGINS_PER_USER,
    );
  });

  it('are given again once the hour has passed', async () => {
    state.gateway.clock.advance(59 * 60);
    // Access tokens live 15 minutes: signed in again as the hour ends.
    state.tokens.apteka1 = (await signIn(state.gateway.app, 'apteka1')).access_token;
    const waiting = await post(save, petrov);
    expectMessage(waiting, 429, 'Слишком много попыток сохранить занятый логин. Повторите попытку через 1 минуту.');
    expect(waiting.headers['retry-after']).toBe('60');
    state.gateway.clock.advance(60);
    expectMessage(await post(save, { ...petrov, username: 'apteka2' }), 400, 'Логин «apteka2» уже занят');
    parsed(CashierUserSaved, await post(save, petrov));
    expect(await accountOf('petrov')).toMatchObject({ pharmacyId: 1, active: true });
  });
});
