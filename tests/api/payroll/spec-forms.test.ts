import { read, utils } from 'xlsx';
import { describe, expect, it } from 'vitest';
import { CashierParams, PharmacyParams, PharmacyStat, payrollCalls } from '../../../src/api/contract/payroll';
import { signIn, urlOf } from '../support/requests';
import { expectMessage, parsed } from '../reports/support';
import { monthBody } from './body';
import { CURRENT, PREVIOUS, payrollGateway } from './support';

/**
 * Payroll in the spec's forms (purchasing-and-pay §7.4): the three GETs without a month
 * answer the default month (offset -1, the previous one by the gateway's clock, 2026-10 on the
 * fixed 2026-11-19); update and download without `month` and `pharmacyId` (the month is in
 * pharmacyStat, the pharmacy the user's own); `cashierUniqueCount` for uniqueCheckCount. Our forms
 * stay accepted (reads.test.ts, update.test.ts, download.test.ts send them).
 */
const { state, get, post } = payrollGateway();
const update = urlOf(payrollCalls.updatePayroll);
const download = urlOf(payrollCalls.downloadPayroll);
const reads = [
  [payrollCalls.payrollPharmacyStat, PharmacyStat],
  [payrollCalls.payrollPharmacyParams, PharmacyParams],
  [payrollCalls.payrollCashiers, CashierParams],
] as const;

/** The body as the spec writes it: the month only in pharmacyStat, no pharmacy. */
async function specBody(month: string) {
  const { pharmacyParams, cashierParams, pharmacyStat } = await monthBody(get, month);
  return { pharmacyParams, cashierParams, pharmacyStat };
}

describe('the three GETs without ?month=', () => {
  it.each(reads)('$operationId answers the previous month, the same as naming it', async (call, schema) => {
    const bare = parsed(schema, await get(urlOf(call, { id: 1 })));
    expect(bare).toEqual(parsed(schema, await get(`${urlOf(call, { id: 1 })}?month=${PREVIOUS}`)));
  });

  it("names the month in the statistics it answers, and follows the gateway's clock", async () => {
    expect(parsed(PharmacyStat, await get(urlOf(payrollCalls.payrollPharmacyStat, { id: 1 }))).fromDate).toBe(PREVIOUS);
    state.gateway.clock.set('2026-12-03T09:00:00Z');
    // Signed in again: the suite's tokens were issued at the start time and have expired.
    const { access_token } = await signIn(state.gateway.app, 'apteka1');
    const answer = await state.gateway.app.inject({
      method: 'GET',
      url: urlOf(payrollCalls.payrollPharmacyStat, { id: 1 }),
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(parsed(PharmacyStat, answer).fromDate).toBe(CURRENT);
  });

  it("still keeps a pharmacy to its own: another's id is 403", async () => {
    for (const [call] of reads) expectMessage(await get(urlOf(call, { id: 1 }), 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
  });
});

describe('update and download without month and pharmacyId', () => {
  it("saves the month of pharmacyStat for the user's own pharmacy; it reloads as saved", async () => {
    const body = await specBody(CURRENT);
    body.cashierParams[0] = { ...body.cashierParams[0], fixed: 17_500.25 };
    const answer = await post(update, body);
    expect(answer.statusCode, answer.body).toBe(200);
    const reloaded = parsed(CashierParams, await get(`${urlOf(payrollCalls.payrollCashiers, { id: 1 })}?month=${CURRENT}`));
    expect(reloaded[0].fixed).toBe(17_500.25);
    // The previous month is untouched.
    expect(parsed(CashierParams, await get(urlOf(payrollCalls.payrollCashiers, { id: 1 })))[0].fixed).not.toBe(17_500.25);
  });

  it('refuses statistics of a month that is not a first day, naming the field', async () => {
    const body = await specBody(CURRENT);
    expectMessage(
      await post(update, { ...body, pharmacyStat: { ...body.pharmacyStat, fromDate: '2026-11-15' } }),
      400,
      /^Поле «pharmacyStat\.fromDate»: /,
    );
  });

  it('exports the workbook of the month in pharmacyStat; without statistics, of the previous month', async () => {
    for (const body of [await specBody(CURRENT), { ...(await specBody(PREVIOUS)), pharmacyStat: undefined }]) {
      const answer = await post(download, body);
      expect(answer.statusCode, answer.body).toBe(200);
      const book = read(answer.rawPayload, { type: 'buffer' });
      expect(utils.sheet_to_json<unknown[]>(book.Sheets['Расчёт'], { header: 1 }).length).toBeGreaterThan(1);
    }
  });

  it("a pharmacy's rows still name only its own cashiers", async () => {
    const body = await specBody(CURRENT);
    expectMessage(await post(update, body, 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
  });
});

describe('cashierUniqueCount, the other name of uniqueCheckCount (§3)', () => {
  it('is read as uniqueCheckCount: the workbook is the same either way, and differs without it', async () => {
    const body = await specBody(PREVIOUS);
    const renamed = body.cashierParams.map(({ uniqueCheckCount, ...row }) => ({ ...row, cashierUniqueCount: uniqueCheckCount }));
    const without = body.cashierParams.map((row) => ({ ...row, uniqueCheckCount: null }));
    const sheet = async (cashierParams: unknown[]) => {
      const answer = await post(download, { ...body, cashierParams });
      expect(answer.statusCode, answer.body).toBe(200);
      return utils.sheet_to_json<unknown[]>(read(answer.rawPayload, { type: 'buffer' }).Sheets['Расчёт'], { header: 1 });
    };
    const named = await sheet(body.cashierParams);
    expect(await sheet(renamed)).toEqual(named);
    expect(await sheet(without)).not.toEqual(named);
  });

  it('is saved like uniqueCheckCount would be: the update is accepted', async () => {
    const body = await specBody(CURRENT);
    const renamed = body.cashierParams.map(({ uniqueCheckCount, ...row }) => ({ ...row, cashierUniqueCount: uniqueCheckCount }));
    const answer = await post(update, { ...body, cashierParams: renamed });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
