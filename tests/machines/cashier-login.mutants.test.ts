import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { CashierUserSave } from '../../src/api/contract/payroll';
import * as login from '../../src/machines/payroll/cashier-login.machine';
import type { CashierLoginInput } from '../../src/machines/payroll/cashier-login.machine';
import { fakeGateway, json } from './support/fake-server';

const newCashier: CashierLoginInput = {
  pharmacyId: 1,
  cashierFullName: 'Петров Пётр',
  cashierUserId: null,
  username: null,
  activated: true,
};

function startLogin(input = newCashier) {
  const saves: CashierUserSave[] = [];
  const machine = login.cashierLoginMachine.provide({
    actors: {
      saveCashierLogin: fromPromise<{ cashierUserId: number }, CashierUserSave>(
        ({ input: body }) => (saves.push(body), new Promise(() => {})),
      ),
    },
  });
  const actor = createActor(machine, { input }).start();
  const type = (field: 'login' | 'password', text: string) => actor.send({ type: `${field}.type`, text } as never);
  return { actor, saves, type, snapshot: () => actor.getSnapshot() };
}

describe('cashier login: §5 rules while typing', () => {
  it('a login with Cyrillic letters or a space is kept as typed, marked, and cannot be saved', () => {
    const sut = startLogin();
    sut.type('password', 'secret1');
    for (const typed of ['петров', 'petrov 1', 'a'.repeat(65)]) {
      sut.type('login', typed);
      expect(login.selectLogin(sut.snapshot())).toBe(typed);
      expect(login.selectLoginProblem(sut.snapshot()), typed).toBe(
        typed.length > 64 ? 'не длиннее 64 символов' : 'только латинские буквы и цифры',
      );
      expect(login.selectCanSaveLogin(sut.snapshot()), typed).toBe(false);
      sut.actor.send({ type: 'save' });
      expect(sut.saves).toEqual([]);
    }
    sut.type('login', 'petrov1');
    expect(login.selectLoginProblem(sut.snapshot())).toBeNull();
    expect(login.selectCanSaveLogin(sut.snapshot())).toBe(true);
  });

  it('a password with a space or a Cyrillic letter is kept as typed, marked, and cannot be saved', () => {
    const sut = startLogin();
    sut.type('login', 'petrov1');
    for (const typed of ['pass word', 'пароль', 'a'.repeat(129)]) {
      sut.type('password', typed);
      expect(login.selectPassword(sut.snapshot())).toBe(typed);
      expect(login.selectPasswordProblem(sut.snapshot()), typed).toBe(
        typed.length > 128 ? 'не длиннее 128 символов' : 'только латинские буквы, цифры и символы ! @ # $ % ^ & *',
      );
      expect(login.selectCanSaveLogin(sut.snapshot()), typed).toBe(false);
    }
    sut.type('password', 'Pa$$w0rd!');
    expect(login.selectPasswordProblem(sut.snapshot())).toBeNull();
    expect(login.selectCanSaveLogin(sut.snapshot())).toBe(true);
  });

  it('emptying either field is allowed, and then the login cannot be saved', () => {
    const sut = startLogin();
    sut.type('login', 'petrov1');
    sut.type('password', 'secret1');
    expect(login.selectCanSaveLogin(sut.snapshot())).toBe(true);
    sut.type('login', '');
    sut.type('password', '');
    expect(login.selectLogin(sut.snapshot())).toBe('');
    expect(login.selectPassword(sut.snapshot())).toBe('');
    expect(login.selectCanSaveLogin(sut.snapshot())).toBe(false);
  });

  it('the login of an existing account is read-only: typing changes nothing, the password still can', () => {
    const sut = startLogin({ pharmacyId: 1, cashierFullName: 'Петров Пётр', cashierUserId: 77, username: 'petrov', activated: false });
    expect(login.selectLoginReadOnly(sut.snapshot())).toBe(true);
    expect(login.selectLoginAction(sut.snapshot())).toBe('Сохранить');
    sut.type('login', 'ivanov2');
    sut.type('login', '');
    expect(login.selectLogin(sut.snapshot())).toBe('petrov');
    sut.type('password', 'newpass1');
    sut.actor.send({ type: 'save' });
    expect(sut.saves).toStrictEqual([
      {
        pharmacyId: 1,
        cashierTin: '',
        cashierFullName: 'Петров Пётр',
        cashierUserId: 77,
        username: 'petrov',
        password: 'newpass1',
        activated: false,
      },
    ]);
  });
});

describe('cashier login: the save call', () => {
  it("posts the payload and answers the new account's id", async () => {
    const gateway = fakeGateway(() => json({ data: { cashierUserId: 91 } }));
    const body: CashierUserSave = {
      pharmacyId: 1,
      cashierTin: '',
      cashierFullName: 'Петров Пётр',
      cashierUserId: null,
      username: 'petrov1',
      password: 'secret1',
      activated: true,
    };
    const answer = await toPromise(createActor(login.saveCashierLogin, { input: body }).start());
    expect(answer).toStrictEqual({ cashierUserId: 91 });
    expect(gateway.asked()).toStrictEqual(['POST /api/cashier-payroll/cashier/save/1']);
    expect(gateway.bodies()).toStrictEqual([body]);
    expect(gateway.signals).toStrictEqual([true]);
  });
});
