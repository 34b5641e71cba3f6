import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CashierParams, CashierUserSaved, payrollCalls } from '../../../src/api/contract/payroll';
import { AccessClaims } from '../../../src/api/contract/uaa';
import { users } from '../../../server/db/schema';
import { expectMessage, parsed } from '../reports/support';
import { signIn, tokenRequest, urlOf } from '../support/requests';
import { CURRENT, payrollGateway } from './support';

const { state, get, post } = payrollGateway();
const save = (pharmacyId = 1) => urlOf(payrollCalls.saveCashierUser, { id: pharmacyId });
const cashiersOf = async (login: 'apteka1' | 'manager' = 'apteka1') =>
  parsed(CashierParams, await get(`${urlOf(payrollCalls.payrollCashiers, { id: 1 })}?month=${CURRENT}`, login));
const claimsOf = (token: string) => v.parse(AccessClaims, JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')));
const passwordGrant = (username: string, password: string) =>
  tokenRequest(state.gateway.app, { grant_type: 'password', scope: 'read', username, password }, '10.9.0.1');
const accountOf = async (login: string) => (await state.gateway.database.db.select().from(users).where(eq(users.login, login)))[0];

const petrov = {
  pharmacyId: 1,
  cashierTin: '',
  cashierFullName: 'Петров Алексей Викторович',
  cashierUserId: null,
  username: 'petrov',
  password: 'Pa$$w0rd!',
  activated: true,
};

describe('a cashier login', () => {
  it('is created as a ROLE_USER account of the pharmacy that signs in with the password grant', async () => {
    const { data } = parsed(CashierUserSaved, await post(save(), petrov));
    const row = (await cashiersOf()).find((cashier) => cashier.cashierFullName === petrov.cashierFullName);
    expect(row).toMatchObject({ cashierUserId: data.cashierUserId, username: 'petrov', activated: true, password: null });

    const tokens = await signIn(state.gateway.app, 'petrov', 'Pa$$w0rd!');
    const claims = claimsOf(tokens.access_token);
    expect(claims.authorities).toEqual(['ROLE_USER']);
    expect(claims.user_id).toBe(data.cashierUserId);

    const account = await accountOf('petrov');
    expect(account).toMatchObject({ id: data.cashierUserId, roles: ['ROLE_USER'], pharmacyId: 1, active: true, sharedSecretHash: null });
    expect(account.passwordHash).not.toBe('Pa$$w0rd!');
    expect(account.passwordHash).toMatch(/^scrypt\$/);
  });

  it("cannot sign in or refresh once 'works' is cleared, answered as a wrong password; can again once set", async () => {
    const before = await signIn(state.gateway.app, 'petrov', 'Pa$$w0rd!');
    const [{ cashierUserId }] = (await cashiersOf()).filter((cashier) => cashier.username === 'petrov');
    parsed(CashierUserSaved, await post(save(), { ...petrov, cashierUserId, password: 'N3w!pass', activated: false }));
    expect((await cashiersOf()).find((cashier) => cashier.username === 'petrov')?.activated).toBe(false);

    const refused = await passwordGrant('petrov', 'N3w!pass');
    expect(refused.statusCode).toBe(400);
    const wrong = await passwordGrant('petrov', 'не тот');
    expect(refused.json()).toEqual(wrong.json());
    const refresh = await tokenRequest(state.gateway.app, { grant_type: 'refresh_token', refresh_token: before.refresh_token });
    expect(refresh.statusCode).not.toBe(200);

    parsed(CashierUserSaved, await post(save(), { ...petrov, cashierUserId, password: 'N3w!pass', activated: true }));
    expect(claimsOf((await signIn(state.gateway.app, 'petrov', 'N3w!pass')).access_token).authorities).toEqual(['ROLE_USER']);
  });

  it('changes the account it already has, found by name when no id is sent, never a second one', async () => {
    const [{ cashierUserId }] = (await cashiersOf()).filter((cashier) => cashier.username === 'petrov');
    const again = parsed(CashierUserSaved, await post(save(), { ...petrov, password: 'Thr33' }));
    expect(again.data.cashierUserId).toBe(cashierUserId);
    await signIn(state.gateway.app, 'petrov', 'Thr33');
  });

  it('refuses a login already taken, in any letter case, and stores nothing', async () => {
    const smirnova = { ...petrov, cashierFullName: 'Смирнова Ольга Николаевна' };
    for (const taken of ['kassir1', 'Kassir1', 'APTEKA1', 'manager', 'Petrov']) {
      expectMessage(await post(save(), { ...smirnova, username: taken }), 400, `Логин «${taken}» уже занят`);
    }
    expect((await cashiersOf()).find((cashier) => cashier.cashierFullName === smirnova.cashierFullName)).toMatchObject({
      cashierUserId: null,
      username: null,
    });
    // kassir1 keeps its own login when its password changes.
    const [ivanova] = await cashiersOf();
    parsed(
      CashierUserSaved,
      await post(save(), {
        ...petrov,
        cashierFullName: ivanova.cashierFullName,
        cashierUserId: ivanova.cashierUserId,
        username: 'kassir1',
        password: 'kassir1',
      }),
    );
    // A password set ends the cashier's sessions: kassir1 signs in again.
    state.tokens.kassir1 = (await signIn(state.gateway.app, 'kassir1')).access_token;
  });

  it('refuses a cashier that may not have a login, or that the pharmacy does not have', async () => {
    expectMessage(
      await post(save(), { ...petrov, cashierFullName: 'Кузнецова Анна Павловна', username: 'kuz' }),
      400,
      'Кассиру «Кузнецова Анна Павловна» нельзя завести логин',
    );
    expectMessage(
      await post(save(), { ...petrov, cashierFullName: 'Чужой Кассир', username: 'chuzhoy' }),
      400,
      'Поле «cashierFullName»: в аптеке №1 нет кассира «Чужой Кассир»',
    );
    const manager = (await accountOf('manager')).id;
    expectMessage(
      await post(save(), { ...petrov, cashierUserId: manager, username: 'boss' }),
      400,
      `Поле «cashierUserId»: учётная запись №${manager} не принадлежит кассиру аптеки №1`,
    );
    expectMessage(
      await post(save(), { ...petrov, cashierUserId: 1e15, username: 'boss' }),
      400,
      'Поле «cashierUserId»: такой учётной записи кассира нет',
    );
    expect(await accountOf('boss')).toBeUndefined();
  });

  it('checks the login and password as §5 does, in the words of the cells, and changes nothing', async () => {
    const before = await cashiersOf();
    expectMessage(await post(save(), { ...petrov, username: 'петров' }), 400, 'Поле «username»: логин: только латинские буквы и цифры');
    expectMessage(await post(save(), { ...petrov, username: 'petrov 1' }), 400, 'Поле «username»: логин: только латинские буквы и цифры');
    expectMessage(await post(save(), { ...petrov, username: 'p'.repeat(65) }), 400, 'Поле «username»: логин: не длиннее 64 символов');
    expectMessage(
      await post(save(), { ...petrov, username: 'я'.repeat(200_000) }),
      400,
      'Поле «username»: логин: только латинские буквы и цифры',
    );
    expectMessage(await post(save(), { ...petrov, username: 1e307 }), 400, 'Поле «username»: ожидается логин');
    expectMessage(
      await post(save(), { ...petrov, password: 'пароль' }),
      400,
      'Поле «password»: пароль: только латинские буквы, цифры и символы ! @ # $ % ^ & *',
    );
    expectMessage(
      await post(save(), { ...petrov, password: 'Pa$$ w0rd' }),
      400,
      'Поле «password»: пароль: только латинские буквы, цифры и символы ! @ # $ % ^ & *',
    );
    expectMessage(await post(save(), { ...petrov, password: 'P'.repeat(129) }), 400, 'Поле «password»: пароль: не длиннее 128 символов');
    expectMessage(await post(save(), { ...petrov, password: '' }), 400, 'Поле «password»: укажите пароль');
    expectMessage(await post(save(), { ...petrov, activated: 'да' }), 400, 'Поле «activated»: ожидается true или false');
    expect(await cashiersOf()).toEqual(before);
    expect(await accountOf('p'.repeat(65))).toBeUndefined();
  });

  it("refuses another pharmacy's cashiers to a pharmacy user; staff may save any", async () => {
    expectMessage(await post(save(2), { ...petrov, pharmacyId: 2 }), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await post(save(1), { ...petrov, pharmacyId: 2 }), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await post(save(1), petrov, 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(
      await post(save(2), { ...petrov, pharmacyId: 2 }, 'manager'),
      400,
      'Поле «cashierFullName»: в аптеке №2 нет кассира «Петров Алексей Викторович»',
    );
    expectMessage(
      await post(save(1), { ...petrov, pharmacyId: 2 }, 'manager'),
      400,
      'Поле «pharmacyId»: не совпадает с аптекой в адресе запроса',
    );
    expectMessage(await post(save(99_999_999_999), petrov), 400, /^Поле «id»: /);
    const smirnova = { ...petrov, cashierFullName: 'Смирнова Ольга Николаевна', username: 'smirnova', password: 'olga' };
    parsed(CashierUserSaved, await post(save(1), smirnova, 'manager'));
    expect((await cashiersOf('manager')).find((cashier) => cashier.username === 'smirnova')).toMatchObject({ activated: true });
    expect((await post(save(1), smirnova, 'owner')).statusCode).toBe(403);
    expect((await post(save(1), smirnova, 'kassir1')).statusCode).toBe(403);
  });
});

describe('the demo cashier kassir1', () => {
  it('signs in as a ROLE_USER of pharmacy 1', async () => {
    const claims = claimsOf((await signIn(state.gateway.app, 'kassir1')).access_token);
    expect(claims.authorities).toEqual(['ROLE_USER']);
    expect((await accountOf('kassir1')).pharmacyId).toBe(1);
  });
});
