import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CHANGED_ELSEWHERE } from '../../../src/api/contract/common';
import { callPath } from '../../../src/api/contract/call';
import {
  CashierParams,
  PayrollRevision,
  PayrollSaved,
  PharmacyParams,
  PharmacyStat,
  payrollCalls,
} from '../../../src/api/contract/payroll';
import { urlOf } from '../support/requests';
import { PARALLEL, serverErrors, statusCounts, targetKinds, targetsOfFile, type Target } from './support';

const updateUrl = urlOf(payrollCalls.updatePayroll);

/** The month as the screen loads it (the three GETs), and so as it would be saved. */
async function loadedMonth(target: Target) {
  const read = async <T extends v.GenericSchema>(schema: T, path: string) => {
    const answer = await target.get(`/api${path}?month=${target.month}`);
    expect(answer.status, answer.body).toBe(200);
    return v.parse(schema, answer.json());
  };
  return {
    pharmacyParams: await read(PharmacyParams, callPath(payrollCalls.payrollPharmacyParams, { id: 1 })),
    cashierParams: await read(CashierParams, callPath(payrollCalls.payrollCashiers, { id: 1 })),
    pharmacyStat: await read(PharmacyStat, callPath(payrollCalls.payrollPharmacyStat, { id: 1 })),
  };
}

/** The n-th of the parallel saves: every editable figure of every cashier its own, so a mix of two saves shows. */
const saveNumber = (loaded: Awaited<ReturnType<typeof loadedMonth>>, month: string, n: number) => ({
  month,
  pharmacyParams: loaded.pharmacyParams,
  pharmacyStat: { ...loaded.pharmacyStat, expiringRemains: 1_000 + n },
  cashierParams: loaded.cashierParams.map((row, index) => ({
    ...row,
    fixed: 15_000 + n * 10 + index,
    workHours: 100 + n,
    workMinutes: n,
    personalBonus: 2_000 + n,
    salePlan: 300_000 + n,
    marketingShare: n / 2,
  })),
});

const revisionOf = async (target: Target) => {
  const answer = await target.get(`${urlOf(payrollCalls.payrollRevision, { id: 1 })}?month=${target.month}`);
  expect(answer.status, answer.body).toBe(200);
  return v.parse(PayrollRevision, answer.json()).revision;
};
const figuresOf = ({ pharmacyParams, cashierParams, pharmacyStat }: Awaited<ReturnType<typeof loadedMonth>>) => ({
  pharmacyParams,
  cashierParams,
  pharmacyStat,
});

const targets = targetsOfFile();

describe.each(targetKinds)('payroll months saved at once, %s', (kind) => {
  const target = targets[kind];

  it(
    `answers ${PARALLEL} parallel saves of one month without a 5xx and reads the last committed back whole`,
    { timeout: 60_000 },
    async () => {
      const before = await revisionOf(target.current);
      const loaded = await loadedMonth(target.current);
      const bodies = Array.from({ length: PARALLEL }, (_, n) => saveNumber(loaded, target.current.month, n + 1));
      const replies = await Promise.all(bodies.map((body) => target.current.post(updateUrl, body)));
      expect(serverErrors(replies), JSON.stringify(statusCounts(replies))).toEqual([]);
      expect(statusCounts(replies)).toEqual({ 200: PARALLEL });
      // Each save made the next revision; the highest committed last.
      const revisions = replies.map((reply) => v.parse(PayrollSaved, reply.json()).revision ?? 0);
      expect([...revisions].sort((a, b) => a - b)).toEqual(Array.from({ length: PARALLEL }, (_, n) => before + n + 1));
      const last = bodies[revisions.indexOf(before + PARALLEL)];
      expect(figuresOf(await loadedMonth(target.current))).toEqual(figuresOf(last));
      expect(await revisionOf(target.current)).toBe(before + PARALLEL);
    },
  );

  it(
    `lets one of ${PARALLEL} saves of the same loaded month through and answers the others 409, storing nothing of theirs`,
    { timeout: 60_000 },
    async () => {
      const loadedRevision = await revisionOf(target.current);
      const loaded = await loadedMonth(target.current);
      const bodies = Array.from({ length: PARALLEL }, (_, n) => ({ ...saveNumber(loaded, target.current.month, n + 40), loadedRevision }));
      const replies = await Promise.all(bodies.map((body) => target.current.post(updateUrl, body)));
      expect(statusCounts(replies)).toEqual({ 200: 1, 409: PARALLEL - 1 });
      for (const reply of replies.filter((answer) => answer.status === 409)) expect(reply.json()).toEqual({ message: CHANGED_ELSEWHERE });
      const winner = bodies[replies.findIndex((reply) => reply.status === 200)];
      expect(figuresOf(await loadedMonth(target.current))).toEqual(figuresOf(winner));
    },
  );
});

describe.each(targetKinds)('a payroll month saved from a stale screen, %s', (kind) => {
  const target = targets[kind];

  it('answers 409 with the message the screen shows when another tab saved since, and keeps that save', async () => {
    const loadedRevision = await revisionOf(target.current);
    const loaded = await loadedMonth(target.current);
    const first = await target.current.post(updateUrl, { ...saveNumber(loaded, target.current.month, 1), loadedRevision });
    expect(first.status, first.body).toBe(200);
    expect(v.parse(PayrollSaved, first.json()).revision).toBe(loadedRevision + 1);
    const stale = await target.current.post(updateUrl, { ...saveNumber(loaded, target.current.month, 2), loadedRevision });
    expect(stale.status, stale.body).toBe(409);
    expect(stale.json()).toEqual({ message: 'Изменено в другом окне — обновите страницу, чтобы увидеть последние данные' });
    expect(figuresOf(await loadedMonth(target.current))).toEqual(figuresOf(saveNumber(loaded, target.current.month, 1)));

    // The tab that saved goes on from the revision its save answered.
    const next = await target.current.post(updateUrl, {
      ...saveNumber(loaded, target.current.month, 3),
      loadedRevision: loadedRevision + 1,
    });
    expect(next.status, next.body).toBe(200);
    expect(await revisionOf(target.current)).toBe(loadedRevision + 2);
  });

  it('refuses a revision that is no whole number with a Russian 400', async () => {
    const loaded = await loadedMonth(target.current);
    const answer = await target.current.post(updateUrl, { ...saveNumber(loaded, target.current.month, 1), loadedRevision: 1.5 });
    expect(answer.status, answer.body).toBe(400);
    expect(answer.json()).toEqual({ message: 'Поле «loadedRevision»: ожидается целое число' });
  });
});
