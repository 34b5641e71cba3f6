import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PharmacyStat, payrollCalls } from '../../../src/api/contract/payroll';
import { payrollMonths } from '../../../server/db/schema';
import { urlOf } from '../support/requests';
import { expectMessage, parsed } from '../reports/support';
import { monthBody } from './body';
import { CURRENT, PREVIOUS, payrollGateway } from './support';

/**
 * Payroll months are bounded as plans are: up to the next month (a browser a time zone ahead has
 * already turned the month), never a month that has no sales yet.
 */
const { state, get, post } = payrollGateway();
const stat = (month: string) => `${urlOf(payrollCalls.payrollPharmacyStat, { id: 1 })}?month=${month}`;
const update = urlOf(payrollCalls.updatePayroll);
const NEXT = '2026-12-01';
const refusal = (field: string) =>
  `Поле «${field}»: расчёт зарплаты возможен не дальше чем за 12.2026: у более позднего месяца ещё нет продаж`;
const saved = async (month: string) =>
  (
    await state.gateway.database.db
      .select({ n: count() })
      .from(payrollMonths)
      .where(and(eq(payrollMonths.pharmacyId, 1), eq(payrollMonths.month, month)))
  )[0].n;

describe('payroll months ahead of the gateway’s clock', () => {
  it('reads the current and the next month, and refuses a later one in words', async () => {
    expect(parsed(PharmacyStat, await get(stat(CURRENT))).fromDate).toBe(CURRENT);
    expect(parsed(PharmacyStat, await get(stat(NEXT))).fromDate).toBe(NEXT);
    expectMessage(await get(stat('2027-01-01')), 400, refusal('month'));
    expectMessage(await get(stat('2100-01-01')), 400, refusal('month'));
  });

  it('refuses to save a month of the year 2100, in our form and in the spec’s, storing nothing', async () => {
    const body = await monthBody(get, PREVIOUS);
    body.pharmacyStat.fromDate = '2100-01-01';
    expectMessage(await post(update, { ...body, month: '2100-01-01' }), 400, refusal('month'));
    const { month: _month, ...specForm } = body;
    expectMessage(await post(update, specForm), 400, refusal('pharmacyStat.fromDate'));
    expect(await saved('2100-01-01')).toBe(0);
  });
});
