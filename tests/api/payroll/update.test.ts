import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CashierParams, PayrollSaved, PharmacyParams, PharmacyStat, payrollCalls } from '../../../src/api/contract/payroll';
import { urlOf } from '../support/requests';
import { payrollMonths } from '../../../server/db/schema';
import { expectMessage, parsed } from '../reports/support';
import { monthAnswers, monthBody } from './body';
import { CURRENT, PREVIOUS, payrollGateway } from './support';

const { state, get, post, postRaw } = payrollGateway();
const update = urlOf(payrollCalls.updatePayroll);
const savedMonths = async (month: string) =>
  (
    await state.gateway.database.db
      .select({ n: count() })
      .from(payrollMonths)
      .where(and(eq(payrollMonths.pharmacyId, 1), eq(payrollMonths.month, month)))
  )[0].n;

describe('the three KPI rules (§5) refuse the save verbatim and store nothing', () => {
  it.each([
    [
      'a weight changed so the five sum to 101',
      'Сумма всех весов KPI должна быть равна 100',
      (type: string) => (type === 'KPI_1_WEIGHT' ? { valueIn: 31 } : {}),
    ],
    [
      'a KPI_2 threshold of 0',
      'Основные параметры KPI не должны содержать нулевые значения',
      (type: string) => (type === 'KPI_2' ? { valueIn: 0 } : {}),
    ],
    [
      'a KPI_5 coefficient of 0',
      'Коэффициенты KPI не должны содержать нулевые значения',
      (type: string) => (type === 'KPI_5' ? { valueOut: 0 } : {}),
    ],
  ])('%s', async (_, message, change) => {
    const before = await monthAnswers(get, PREVIOUS);
    const body = await monthBody(get, PREVIOUS);
    body.cashierParams[0].fixed = 99_999;
    body.pharmacyParams = body.pharmacyParams.map((row) => ({ ...row, ...change(row.type) }));
    expectMessage(await post(update, body), 400, message);
    expect(await monthAnswers(get, PREVIOUS)).toEqual(before);
    expect(await savedMonths(CURRENT)).toBe(0);
  });

  it('names the first rule broken when several are', async () => {
    const body = await monthBody(get, CURRENT);
    body.pharmacyParams = body.pharmacyParams.map((row) => (row.type === 'KPI_3' ? { ...row, valueIn: 0, valueOut: 0 } : row));
    expectMessage(await post(update, body), 400, 'Основные параметры KPI не должны содержать нулевые значения');
    expect(await savedMonths(CURRENT)).toBe(0);
  });
});

describe('a save', () => {
  it('reloads exactly as saved, and keeps the month apart from the other', async () => {
    const previousBefore = await monthAnswers(get, PREVIOUS);
    const body = await monthBody(get, CURRENT);
    body.cashierParams[1] = {
      ...body.cashierParams[1],
      fixed: 17_000.5,
      workHours: 100.25,
      workMinutes: 40,
      personalBonus: 3_100,
      salePlan: 250_000,
      marketingShare: 7.5,
    };
    body.cashierParams[4] = { ...body.cashierParams[4], fixed: 12_000 };
    body.pharmacyParams = body.pharmacyParams.map((row) =>
      row.type === 'BB_PERSONAL_MARGIN' && row.valueIn === 50_000 ? { ...row, valueOut: 3_250.75 } : row,
    );
    body.pharmacyStat = { ...body.pharmacyStat, expiringRemains: 12_345.67 };
    const saved = parsed(PayrollSaved, await post(update, body));
    expect(saved.savedAt).toBe(state.gateway.clock.now().toISOString());

    expect(parsed(PharmacyParams, await get(`${urlOf(payrollCalls.payrollPharmacyParams, { id: 1 })}?month=${CURRENT}`))).toEqual(
      body.pharmacyParams,
    );
    expect(parsed(PharmacyStat, await get(`${urlOf(payrollCalls.payrollPharmacyStat, { id: 1 })}?month=${CURRENT}`))).toEqual(
      body.pharmacyStat,
    );
    expect(parsed(CashierParams, await get(`${urlOf(payrollCalls.payrollCashiers, { id: 1 })}?month=${CURRENT}`))).toEqual(
      body.cashierParams,
    );
    expect(await monthAnswers(get, PREVIOUS)).toEqual(previousBefore);
  });

  it('replaces the month: a cashier left out goes back to the defaults; a second save wins', async () => {
    const body = await monthBody(get, CURRENT);
    const [first, ...rest] = body.cashierParams;
    parsed(PayrollSaved, await post(update, { ...body, cashierParams: rest.map((row) => ({ ...row, salePlan: 111_111 })) }));
    const reloaded = parsed(CashierParams, await get(`${urlOf(payrollCalls.payrollCashiers, { id: 1 })}?month=${CURRENT}`));
    expect(reloaded[0]).toMatchObject({ cashierFullName: first.cashierFullName, fixed: 16_242, salePlan: 400_000 });
    expect(reloaded.slice(1).map((row) => row.salePlan)).toEqual([111_111, 111_111, 111_111, 111_111]);
  });

  it('takes decimal fields as text with a comma, as §5 lets the screen send them', async () => {
    const body = await monthBody(get, CURRENT);
    const wire = {
      ...body,
      cashierParams: body.cashierParams.map((row, index) => (index === 0 ? { ...row, fixed: '15000,5', workMinutes: '15' } : row)),
    };
    parsed(PayrollSaved, await post(update, wire));
    expect(parsed(CashierParams, await get(`${urlOf(payrollCalls.payrollCashiers, { id: 1 })}?month=${CURRENT}`))[0]).toMatchObject({
      fixed: 15_000.5,
      workMinutes: 15,
    });
  });
});

describe('whose payroll', () => {
  it("refuses a pharmacy user another pharmacy's payroll or cashiers", async () => {
    const body = await monthBody(get, CURRENT);
    expectMessage(await post(update, { ...body, pharmacyId: 2 }), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await post(update, body, 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await post(update, { ...body, pharmacyId: 2_147_483_648 }), 403, 'Нет доступа к данным другой аптеки');
    const foreignRow = { ...body, cashierParams: body.cashierParams.map((row, index) => (index === 2 ? { ...row, pharmacyId: 2 } : row)) };
    expectMessage(await post(update, foreignRow), 403, 'Нет доступа к данным другой аптеки');
  });

  it('refuses a cashier the pharmacy does not have, and the same cashier twice', async () => {
    const body = await monthBody(get, CURRENT);
    const stranger = {
      ...body,
      cashierParams: [...body.cashierParams, { ...body.cashierParams[0], cashierFullName: 'Чужой Кассир Иванович' }],
    };
    expectMessage(
      await post(update, stranger),
      400,
      'Поле «cashierParams.5.cashierFullName»: в аптеке №1 нет кассира «Чужой Кассир Иванович»',
    );
    const twice = { ...body, cashierParams: [...body.cashierParams, body.cashierParams[0]] };
    expectMessage(
      await post(update, twice),
      400,
      'Поле «cashierParams.5.cashierFullName»: в аптеке №1 нет кассира «Иванова Мария Сергеевна»',
    );
    const apteka2 = await monthBody((url) => get(url, 'apteka2'), CURRENT, 2);
    expectMessage(
      await post(update, { ...apteka2, cashierParams: body.cashierParams.map((row) => ({ ...row, pharmacyId: 2 })) }, 'apteka2'),
      400,
      /^Поле «cashierParams\.0\.cashierFullName»: в аптеке №2 нет кассира/,
    );
  });

  it('makes staff name the pharmacy, and saves the one they name', async () => {
    const body = await monthBody(get, CURRENT);
    expectMessage(await post(update, body, 'manager'), 400, 'Поле «pharmacyId»: укажите аптеку');
    parsed(PayrollSaved, await post(update, { ...body, pharmacyId: 1 }, 'manager'));
    expect((await post(update, body, 'owner')).statusCode).toBe(403);
    expect((await post(update, body, 'kassir1')).statusCode).toBe(403);
  });
});

describe('bad input is a Russian 400 that stores nothing, never 5xx', () => {
  it('refuses a month that is not a first day, and statistics of another month', async () => {
    const body = await monthBody(get, CURRENT);
    expectMessage(await post(update, { ...body, month: '2026-11-15' }), 400, /^Поле «month»: /);
    expectMessage(await post(update, { ...body, month: '0000-01-01' }), 400, /^Поле «month»: /);
    expectMessage(
      await post(update, { ...body, month: PREVIOUS }),
      400,
      'Поле «pharmacyStat.fromDate»: месяц статистики не совпадает с месяцем расчёта',
    );
  });

  it('refuses junk bodies', async () => {
    const body = await monthBody(get, CURRENT);
    const before = await monthAnswers(get, CURRENT);
    const junk: unknown[] = [
      null,
      'строка',
      [],
      { ...body, pharmacyParams: 'нет' },
      { ...body, pharmacyParams: [{ type: 'KPI_9', valueIn: 1, valueOut: 1 }] },
      { ...body, cashierParams: [{ ...body.cashierParams[0], fixed: -1 }] },
      { ...body, cashierParams: [{ ...body.cashierParams[0], fixed: '12,345' }] },
      { ...body, cashierParams: [{ ...body.cashierParams[0], workMinutes: 1.5 }] },
      { ...body, cashierParams: [{ ...body.cashierParams[0], cashierFullName: '' }] },
      { ...body, cashierParams: [{ ...body.cashierParams[0], cashierFullName: 'Иван\u0000ов' }] },
      { ...body, cashierParams: [{ ...body.cashierParams[0], pharmacyId: 1e300 }] },
      { ...body, pharmacyId: 1.5 },
      { ...body, pharmacyStat: { ...body.pharmacyStat, totalSales: 'много' } },
    ];
    for (const payload of junk) {
      const answer = await postRaw(update, 'application/json', JSON.stringify(payload));
      expect([400, 403], `${JSON.stringify(payload)?.slice(0, 200)}: ${answer.body}`).toContain(answer.statusCode);
      expect((answer.json() as { message: string }).message).toMatch(/[а-яё]/iu);
    }
    for (const [type, text] of [
      ['application/json', '{"month":'],
      ['application/json', JSON.stringify({ ...body, pharmacyId: 1 }).replace('"pharmacyId":1', '"pharmacyId":1e400')],
      ['application/json', JSON.stringify(body).replace('"fixed":16242', '"fixed":1e400')],
      ['application/json', `{"month":"${CURRENT}","pharmacyParams":[${'{"type":"KPI_1","valueIn":1,"valueOut":1},'.repeat(1500)}{}]}`],
      ['text/plain', 'month=2026-11-01'],
    ]) {
      const answer = await postRaw(update, type, text);
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    }
    expect(await monthAnswers(get, CURRENT)).toEqual(before);
  });
});
