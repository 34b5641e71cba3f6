import { describe, expect, it } from 'vitest';
import { callPath } from '../../../src/api/contract/call';
import { CurrentPurchase, commonCalls } from '../../../src/api/contract/initiatives-list';
import { expectMessage, parsed } from '../reports/support';
import { listGateway } from './support';

const { state, get, put } = listGateway();
const current = (pharmacyId?: number, login: 'apteka1' | 'apteka2' | 'manager' = 'apteka1') =>
  get(`${callPath(commonCalls.currentPharmacyPurchase)}${pharmacyId ? `?pharmacyId=${pharmacyId}` : ''}`, login);
const save = (body: unknown, login: 'apteka1' | 'apteka2' | 'manager' = 'apteka1') =>
  put(callPath(commonCalls.savePharmacyPurchase), body, login);

describe('the pharmacy purchase of the quarter', () => {
  it('answers null while nothing was entered for the current quarter (the demo has only the previous one)', async () => {
    expect(parsed(CurrentPurchase, await current())).toBeNull();
    state.gateway.clock.set('2026-08-15T09:00:00Z');
    expect(parsed(CurrentPurchase, await current())).toEqual({ purchase: 1_284_530.4, date: '2026-09-30' });
  });

  it('saves the sum with its date and reads it back; the text answer says so', async () => {
    const answer = await save({ purchase: 1_500_000.5, date: '2026-11-19', pharmacyId: 1 });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe('Данные успешно сохранены');
    expect(parsed(CurrentPurchase, await current(1))).toEqual({ purchase: 1_500_000.5, date: '2026-11-19' });
  });

  it('keeps one per quarter: the last saved of the quarter wins, another quarter is its own', async () => {
    await save({ purchase: 2_000, date: '2026-10-05', pharmacyId: 1 });
    expect(parsed(CurrentPurchase, await current())).toEqual({ purchase: 2_000, date: '2026-10-05' });
    await save({ purchase: 3_000, date: '2026-11-02', pharmacyId: 1 });
    expect(parsed(CurrentPurchase, await current())).toEqual({ purchase: 3_000, date: '2026-11-02' });
    state.gateway.clock.set('2026-09-20T09:00:00Z');
    await save({ purchase: 999.99, date: '2026-09-01', pharmacyId: 1 });
    expect(parsed(CurrentPurchase, await current())).toEqual({ purchase: 999.99, date: '2026-09-01' });
    state.gateway.clock.reset();
    expect(parsed(CurrentPurchase, await current())).toEqual({ purchase: 3_000, date: '2026-11-02' });
  });

  it('takes a date of the current quarter up to today: its first day and today (the clock: 19.11.2026)', async () => {
    expect((await save({ purchase: 100, date: '2026-10-01', pharmacyId: 1 })).statusCode).toBe(200);
    expect(parsed(CurrentPurchase, await current())).toEqual({ purchase: 100, date: '2026-10-01' });
    expect((await save({ purchase: 200, date: '2026-11-19', pharmacyId: 1 })).statusCode).toBe(200);
    expect(parsed(CurrentPurchase, await current())).toEqual({ purchase: 200, date: '2026-11-19' });
  });

  it("takes the first day of the quarter once the westernmost pharmacy's calendar is in it, and its last day until then", async () => {
    // (Moved back, not forward: a forward clock would expire the test's session. The eastern side
    // of the same rule is tests/unit/purchase-days.test.ts.)
    // 23:00 UTC on 30.09: Kaliningrad (UTC+2) is on 01.10, Kamchatka too; the third quarter's last day is gone.
    state.gateway.clock.set('2026-09-30T23:00:00Z');
    expect((await save({ purchase: 400, date: '2026-10-01', pharmacyId: 1 })).statusCode).toBe(200);
    expectMessage(
      await save({ purchase: 400, date: '2026-09-30', pharmacyId: 1 }),
      400,
      'Дата закупки должна быть в текущем квартале и не позже сегодняшнего дня: с 01.10.2026 по 01.10.2026',
    );
    // 21:30 UTC on 30.09: Kaliningrad is still on the 30th (23:30), Kamchatka already on 01.10: both are some pharmacy's today.
    state.gateway.clock.set('2026-09-30T21:30:00Z');
    expect((await save({ purchase: 500, date: '2026-09-30', pharmacyId: 1 })).statusCode).toBe(200);
    expect((await save({ purchase: 600, date: '2026-10-01', pharmacyId: 1 })).statusCode).toBe(200);
    state.gateway.clock.reset();
  });

  it("refuses another pharmacy's purchase to a pharmacy; staff name the pharmacy", async () => {
    expectMessage(await save({ purchase: 1, date: '2026-11-19', pharmacyId: 2 }), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await current(2), 403, 'Нет доступа к данным другой аптеки');
    expect(parsed(CurrentPurchase, await current(2, 'apteka2'))).toBeNull();
    expect((await save({ purchase: 10, date: '2026-11-01', pharmacyId: 2 }, 'manager')).statusCode).toBe(200);
    expect(parsed(CurrentPurchase, await current(2, 'apteka2'))).toEqual({ purchase: 10, date: '2026-11-01' });
    expectMessage(await current(undefined, 'manager'), 400, 'Поле «pharmacyId»: укажите аптеку');
  });

  it.each([
    ['a negative sum', { purchase: -1, date: '2026-11-19', pharmacyId: 1 }, 'Поле «purchase»: сумма закупки не может быть отрицательной'],
    ['a sum as text', { purchase: '100', date: '2026-11-19', pharmacyId: 1 }, 'Поле «purchase»: сумма закупки должна быть числом'],
    // What the form refuses («99999999999», eleven digits), the gateway refuses: no digit is dropped.
    [
      'a sum of eleven digits',
      { purchase: 99_999_999_999, date: '2026-11-19', pharmacyId: 1 },
      'Поле «purchase»: сумма закупки слишком велика',
    ],
    [
      'a sum in fractions of a kopeck',
      { purchase: 10.005, date: '2026-11-19', pharmacyId: 1 },
      'Поле «purchase»: не больше двух знаков после запятой',
    ],
    ['no date', { purchase: 100, pharmacyId: 1 }, 'Поле «date»: обязательное поле'],
    ['a date in Russian form', { purchase: 100, date: '19.11.2026', pharmacyId: 1 }, 'Поле «date»: ожидается дата ГГГГ-ММ-ДД'],
    ['a day no calendar has', { purchase: 100, date: '2026-11-31', pharmacyId: 1 }, 'Поле «date»: такой даты нет в календаре'],
    [
      'a date of 1999',
      { purchase: 100, date: '1999-12-31', pharmacyId: 1 },
      'Дата закупки должна быть в текущем квартале и не позже сегодняшнего дня: с 01.10.2026 по 19.11.2026',
    ],
    [
      'a date of 2030',
      { purchase: 100, date: '2030-01-15', pharmacyId: 1 },
      'Дата закупки должна быть в текущем квартале и не позже сегодняшнего дня: с 01.10.2026 по 19.11.2026',
    ],
    [
      'the last day of the previous quarter',
      { purchase: 100, date: '2026-09-30', pharmacyId: 1 },
      'Дата закупки должна быть в текущем квартале и не позже сегодняшнего дня: с 01.10.2026 по 19.11.2026',
    ],
    [
      'tomorrow',
      { purchase: 100, date: '2026-11-20', pharmacyId: 1 },
      'Дата закупки должна быть в текущем квартале и не позже сегодняшнего дня: с 01.10.2026 по 19.11.2026',
    ],
    ['no pharmacy', { purchase: 100, date: '2026-11-19' }, 'Поле «pharmacyId»: обязательное поле'],
  ])('refuses %s with a Russian 400 and stores nothing', async (_, body, message) => {
    const before = (await current()).body;
    expectMessage(await save(body), 400, message);
    expect((await current()).body).toBe(before);
  });
});
