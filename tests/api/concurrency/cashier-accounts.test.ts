import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CashierParams, CashierUserSaved, payrollCalls } from '../../../src/api/contract/payroll';
import { urlOf } from '../support/requests';
import { serverErrors, statusCounts, targetKinds, targetOf, type Target } from './support';

const SAVES = 50;
const saveUrl = urlOf(payrollCalls.saveCashierUser, { id: 1 });
const loginSave = (cashierFullName: string, username: string) => ({
  pharmacyId: 1,
  cashierTin: '',
  cashierFullName,
  cashierUserId: null,
  username,
  password: 'Pa55word',
  activated: true,
});

/** Every account whose login starts so, and the cashier linking it (null: nobody links it). */
const accountsLike = (target: Target, prefix: string) =>
  target.rows<{ id: number; login: string; active: boolean }>(
    `SELECT id, login, active FROM users WHERE login LIKE '${prefix}%' ORDER BY id`,
  );

/** The cashier's row on the payroll screen: its account's id and login. */
async function cashierRow(target: Target, fullName: string) {
  const answer = await target.get(`${urlOf(payrollCalls.payrollCashiers, { id: 1 })}?month=${target.month}`);
  expect(answer.status, answer.body).toBe(200);
  return v.parse(CashierParams, answer.json()).find((row) => row.cashierFullName === fullName);
}

describe.each(targetKinds)('cashier logins saved at once, %s', (kind) => {
  const target = targetOf(kind);

  it(`answers ${SAVES} parallel saves of one login (a double click) without a 5xx, making one account`, { timeout: 90_000 }, async () => {
    const replies = await Promise.all(
      Array.from({ length: SAVES }, () => target.current.post(saveUrl, loginSave('Петров Алексей Викторович', 'petrov'))),
    );
    expect(serverErrors(replies), JSON.stringify(statusCounts(replies))).toEqual([]);
    expect(statusCounts(replies)).toEqual({ 200: SAVES });
    const accounts = await accountsLike(target.current, 'petrov');
    expect(accounts, JSON.stringify(accounts)).toHaveLength(1);
    expect(new Set(replies.map((reply) => v.parse(CashierUserSaved, reply.json()).data.cashierUserId))).toEqual(new Set([accounts[0].id]));
    expect(await cashierRow(target.current, 'Петров Алексей Викторович')).toMatchObject({
      cashierUserId: accounts[0].id,
      username: 'petrov',
      activated: true,
    });
  });

  it(
    `answers ${SAVES} parallel saves of different logins (two tabs) without a 5xx, leaving one account, the linked one`,
    { timeout: 90_000 },
    async () => {
      const logins = Array.from({ length: SAVES }, (_, n) => `smirnova${n + 1}`);
      const replies = await Promise.all(logins.map((login) => target.current.post(saveUrl, loginSave('Смирнова Ольга Николаевна', login))));
      expect(serverErrors(replies), JSON.stringify(statusCounts(replies))).toEqual([]);
      expect(statusCounts(replies)).toEqual({ 200: SAVES });
      const accounts = await accountsLike(target.current, 'smirnova');
      expect(accounts, JSON.stringify(accounts)).toHaveLength(1);
      const row = await cashierRow(target.current, 'Смирнова Ольга Николаевна');
      expect(row).toMatchObject({ cashierUserId: accounts[0].id, username: accounts[0].login });
      expect(logins).toContain(accounts[0].login);
    },
  );
});
