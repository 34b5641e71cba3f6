import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CashierParams, PharmacyParams, PharmacyStat, payrollPaths } from '../../../src/api/contract/payroll';
import { PARALLEL, serverErrors, statusCounts, targetKinds, targetOf, type Target } from './support';

const updateUrl = `/api${payrollPaths.update}`;

/** The month as the screen loads it (the three GETs), and so as it would be saved. */
async function loadedMonth(target: Target) {
  const read = async <T extends v.GenericSchema>(schema: T, path: string) => {
    const answer = await target.get(`/api${path}?month=${target.month}`);
    expect(answer.status, answer.body).toBe(200);
    return v.parse(schema, answer.json());
  };
  return {
    pharmacyParams: await read(PharmacyParams, payrollPaths.pharmacyParams(1)),
    cashierParams: await read(CashierParams, payrollPaths.cashiers(1)),
    pharmacyStat: await read(PharmacyStat, payrollPaths.pharmacyStat(1)),
  };
}

/** The n-th of the parallel saves: every editable figure of every cashier its own, so a mix of two saves shows. */
const saveNumber = (loaded: Awaited<ReturnType<typeof loadedMonth>>, month: string, n: number) => ({
  month,
  pharmacyParams: loaded.pharmacyParams,
  pharmacyStat: { ...loaded.pharmacyStat, expiringRemains: 1_000 + n },
  cashierParams: loaded.cashierParams.map((row, index) => ({ ...row, fixed: 15_000 + n * 10 + index, workHours: 100 + n, workMinutes: n, personalBonus: 2_000 + n, salePlan: 300_000 + n, marketingShare: n / 2 })),
});

describe.each(targetKinds)('payroll months saved at once, %s', (kind) => {
  const target = targetOf(kind);

  it(`answers ${PARALLEL} parallel saves of one month without a 5xx and reads one of them back whole`, { timeout: 60_000 }, async () => {
    const loaded = await loadedMonth(target.current);
    const bodies = Array.from({ length: PARALLEL }, (_, n) => saveNumber(loaded, target.current.month, n + 1));
    const replies = await Promise.all(bodies.map((body) => target.current.post(updateUrl, body)));
    expect(serverErrors(replies), JSON.stringify(statusCounts(replies))).toEqual([]);
    expect(statusCounts(replies)).toEqual({ 200: PARALLEL });
    const stored = await loadedMonth(target.current);
    expect(bodies.map(({ pharmacyParams, cashierParams, pharmacyStat }) => ({ pharmacyParams, cashierParams, pharmacyStat }))).toContainEqual(stored);
  });
});
