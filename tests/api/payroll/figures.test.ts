import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payrollCalls } from '../../../src/api/contract/payroll';
import { urlOf } from '../support/requests';
import { payrollMonths } from '../../../server/db/schema';
import { expectMessage } from '../reports/support';
import { monthAnswers, monthBody, type MonthBody } from './body';
import { CURRENT, PREVIOUS, payrollGateway } from './support';

/*
 * The gateway refuses every figure the screen refuses, with 400 and the screen's
 * words naming the field, and stores nothing; no figure a client sends ends in a 5xx.
 */
const { state, get, post, postRaw } = payrollGateway();
const update = urlOf(payrollCalls.updatePayroll);
const download = urlOf(payrollCalls.downloadPayroll);
const savedMonths = async (month: string) =>
  (
    await state.gateway.database.db
      .select({ n: count() })
      .from(payrollMonths)
      .where(and(eq(payrollMonths.pharmacyId, 1), eq(payrollMonths.month, month)))
  )[0].n;

type Change = (body: MonthBody) => unknown;
const cashier =
  (fields: Record<string, unknown>): Change =>
  (body) => ({ ...body, cashierParams: [{ ...body.cashierParams[0], ...fields }, ...body.cashierParams.slice(1)] });
const stat =
  (fields: Record<string, unknown>): Change =>
  (body) => ({ ...body, pharmacyStat: { ...body.pharmacyStat, ...fields } });
const firstOf =
  (type: string, fields: Record<string, unknown>): Change =>
  (body) => {
    const index = body.pharmacyParams.findIndex((row) => row.type === type);
    return { ...body, pharmacyParams: body.pharmacyParams.map((row, at) => (at === index ? { ...row, ...fields } : row)) };
  };

const refused: Array<[string, Change, string | RegExp]> = [
  ['an emptied rate', cashier({ fixed: '' }), 'Поле «cashierParams.0.fixed»: укажите значение'],
  [
    'a rate of 9 999 999 999',
    cashier({ fixed: 9_999_999_999 }),
    /^Поле «cashierParams\.0\.fixed»: Ставка, руб\. \(.+\): от 0 до 1 000 000$/u,
  ],
  ['a rate typed as 1.2.3', cashier({ fixed: '1.2.3' }), /^Поле «cashierParams\.0\.fixed»: ожидается число/u],
  // What the payroll box refuses, the gateway refuses in the box's words.
  ['a rate of −100', cashier({ fixed: -100 }), /^Поле «cashierParams\.0\.fixed»: Ставка, руб\. \(.+\): не может быть отрицательным$/u],
  [
    'a rate of 12.345',
    cashier({ fixed: 12.345 }),
    /^Поле «cashierParams\.0\.fixed»: Ставка, руб\. \(.+\): не больше 2 знаков после запятой$/u,
  ],

  ['999 minutes', cashier({ workMinutes: 999 }), /^Поле «cashierParams\.0\.workMinutes»: Отработано, мин \(.+\): от 0 до 59$/u],
  ['9 999 hours', cashier({ workHours: 9999 }), /^Поле «cashierParams\.0\.workHours»: Отработано, ч \(.+\): от 0 до 744$/u],
  [
    'a marketing share of 150 %',
    cashier({ marketingShare: 150 }),
    /^Поле «cashierParams\.0\.marketingShare»: Доля маркетинга, % \(.+\): от 0 до 100$/u,
  ],
  ['an emptied count of checks', stat({ invoiceCount: '' }), 'Поле «pharmacyStat.invoiceCount»: укажите значение'],
  [
    'expiring remains of 1e11',
    stat({ expiringRemains: 1e11 }),
    'Поле «pharmacyStat.expiringRemains»: Остатки с истекающим сроком, руб.: от 0 до 10 000 000 000',
  ],
  ['a KPI weight of 101', firstOf('KPI_1_WEIGHT', { valueIn: 101 }), 'Поле «pharmacyParams.'],
  [
    'a KPI coefficient of 2',
    firstOf('KPI_2', { valueOut: 2 }),
    /^Поле «pharmacyParams\.\d+\.valueOut»: Коэффициент KPI 2 \(строка 1\): от 0 до 1,50$/u,
  ],
  [
    'a measured margin of 1e307',
    cashier({ salesMargin: 1e307 }),
    /^Поле «cashierParams\.0\.salesMargin»: ожидается число от −1 000 000 000 000 до 1 000 000 000 000$/u,
  ],
  ['a measured margin of -1e307', cashier({ salesMargin: -1e307 }), /^Поле «cashierParams\.0\.salesMargin»: /u],
  ['a measured check count of 1e307', cashier({ uniqueCheckCount: 1e307 }), /^Поле «cashierParams\.0\.uniqueCheckCount»: /u],
  ['a rate of "NaN"', cashier({ fixed: 'NaN' }), /^Поле «cashierParams\.0\.fixed»: ожидается число/u],
];

describe('payroll figures out of their rules: 400 naming the field, nothing stored', () => {
  for (const [path, name] of [
    [update, 'update'],
    [download, 'download'],
  ] as const) {
    it.each(refused)(`${name}: %s`, async (_case, change, message) => {
      const before = await monthAnswers(get, CURRENT);
      const body = change(await monthBody(get, CURRENT));
      const answer = await post(path, body);
      expectMessage(
        answer,
        400,
        typeof message === 'string' && message.endsWith('«pharmacyParams.')
          ? new RegExp(`^${message}\\d+\\.valueIn»: Вес KPI 1, %: от 0 до 100$`, 'u')
          : message,
      );
      expect(await monthAnswers(get, CURRENT)).toEqual(before);
      expect(await savedMonths(CURRENT)).toBe(0);
    });
  }

  it.each([update, download])('%s: huge, infinite and non-numeric figures are a 400, never a 5xx', async (path) => {
    const before = await monthAnswers(get, PREVIOUS);
    const body = JSON.stringify(await monthBody(get, PREVIOUS));
    const rate = /"fixed":[0-9.]+/u;
    const margin = /"salesMargin":[^,}]+/u;
    for (const text of [
      body.replace(rate, '"fixed":1e309'),
      body.replace(rate, '"fixed":-1e309'),
      body.replace(rate, '"fixed":1e307'),
      body.replace(rate, '"fixed":-1e307'),
      body.replace(rate, `"fixed":"${'9'.repeat(100_000)}"`),
      body.replace(rate, '"fixed":"Infinity"'),
      body.replace(margin, '"salesMargin":1e309'),
      body.replace(margin, '"salesMargin":"NaN"'),
      body.replace(/"workMinutes":\d+/u, `"workMinutes":"${'1'.repeat(50_000)}"`),
      body.replace(/"totalSales":[0-9.]+/u, '"totalSales":1e307'),
    ]) {
      expect(text).not.toBe(body);
      const answer = await postRaw(path, 'application/json', text);
      expect(answer.statusCode, answer.body.slice(0, 300)).toBe(400);
      expect((answer.json() as { message: string }).message).toMatch(/^Поле «[A-Za-z.0-9]+»: [а-яёА-ЯЁ]/u);
    }
    expect(await monthAnswers(get, PREVIOUS)).toEqual(before);
    // Ids out of any integer column are refused or not found, never a database failure (an
    // account id is not stored with the month, so a save with one may succeed).
    for (const text of [
      body.replace('{', '{"pharmacyId":1e307,'),
      body.replace('{', '{"pharmacyId":-1e307,'),
      body.replace(/"cashierUserId":[^,}]+/u, '"cashierUserId":1e307'),
    ]) {
      const answer = await postRaw(path, 'application/json', text);
      expect(answer.statusCode, answer.body.slice(0, 300)).toBeLessThan(500);
    }
  });

  it('still saves and exports a month whose figures are at their bounds', async () => {
    const body = await monthBody(get, CURRENT);
    const bounds = cashier({ fixed: 1_000_000, workHours: 744, workMinutes: 59, personalBonus: '0', marketingShare: 100 })(
      body,
    ) as MonthBody;
    const saved = await post(update, bounds);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await post(download, bounds)).statusCode).toBe(200);
  });
});
