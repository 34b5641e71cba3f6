import { describe, expect, it } from 'vitest';
import {
  CashierInitiativeBonuses,
  SalesMotivation,
  SalesMotivationSaved,
  salesMotivationCalls,
} from '../../../src/api/contract/sales-motivation';
import { expectMessage, parsed, reportsGateway } from '../reports/support';
import { signIn, urlOf } from '../support/requests';

const { state, get, post } = reportsGateway();

const prolong = (query = '', login: 'apteka1' | 'apteka2' | 'manager' = 'apteka1') =>
  post(`${urlOf(salesMotivationCalls.prolongSalesMotivation)}${query}`, undefined, login);
/** Moves the clock a month or more on: the tokens signed before have expired, so sign in again. */
async function moveClock(to: string) {
  state.gateway.clock.set(to);
  for (const login of ['apteka1', 'manager'] as const) state.tokens[login] = (await signIn(state.gateway.app, login)).access_token;
}

const planOf = async (month: string) =>
  parsed(SalesMotivation, await get(`${urlOf(salesMotivationCalls.loadSalesMotivation)}?startDate=${month}`));

describe('the extra initiative bonus of each cashier', () => {
  it("pays the previous month's plan: measured packs split over the cashier's plans, 30 RUB a pack", async () => {
    const october = parsed(
      CashierInitiativeBonuses,
      await get(`${urlOf(salesMotivationCalls.cashierInitiativeBonuses, { date: '2026-10-01' })}`),
    );
    expect(october.map((cashier) => [cashier.cashierFullName, cashier.initiativeBonus])).toEqual([
      ['Иванова Мария Сергеевна', 1620],
      ['Петров Алексей Викторович', 1410],
      ['Смирнова Ольга Николаевна', 930],
      ['Кузнецова Анна Павловна', 360],
      ['Соколов Дмитрий Андреевич', 1200],
    ]);
    // Иванова sold 54 packs against plans 24/18/12/6 (60): 21.6/16.2/10.8/5.4, the two largest remainders round up.
    expect(october[0].products).toEqual([
      { promotionalProductId: 40112, promotionalProductName: 'Нурофен, таблетки 200 мг №20', plan: 24, sold: 22, points: 30, bonus: 660 },
      { promotionalProductId: 40135, promotionalProductName: 'Терафлю, порошок с лимоном №10', plan: 18, sold: 16, points: 30, bonus: 480 },
      { promotionalProductId: 40311, promotionalProductName: 'Магне B6, таблетки №60', plan: 12, sold: 11, points: 30, bonus: 330 },
      { promotionalProductId: 41023, promotionalProductName: 'Афобазол, таблетки 10 мг №60', plan: 6, sold: 5, points: 30, bonus: 150 },
    ]);
    // Петров: 47 packs over 18/14/9/4 (45).
    expect(october[1].products.map((product) => product.sold)).toEqual([19, 15, 9, 4]);
  });

  it('answers every cashier with no products in a month without a plan, and nothing for apteka2', async () => {
    const february = parsed(
      CashierInitiativeBonuses,
      await get(`${urlOf(salesMotivationCalls.cashierInitiativeBonuses, { date: '2027-02-01' })}`),
    );
    expect(february).toHaveLength(5);
    expect(february.every((cashier) => cashier.initiativeBonus === 0 && cashier.products.length === 0)).toBe(true);
    expect(
      parsed(
        CashierInitiativeBonuses,
        await get(`${urlOf(salesMotivationCalls.cashierInitiativeBonuses, { date: '2026-10-01' })}`, 'apteka2'),
      ),
    ).toEqual([]);
  });

  it('computes the bonus to the kopeck from a saved bonus per pack', async () => {
    const properties = [
      { promotionalProductId: 40135, points: 12.35, cashierObjective: [{ cashierNameFull: 'Петров Алексей Викторович', plan: 3 }] },
    ];
    expect(
      (
        await post(urlOf(salesMotivationCalls.saveSalesMotivation), {
          startDate: '2026-12-01',
          expirationDate: '2026-12-31',
          pharmacies: [1],
          productProperties: properties,
        })
      ).statusCode,
    ).toBe(200);
    // No sales measured in December yet: nothing sold, nothing earned.
    const december = parsed(
      CashierInitiativeBonuses,
      await get(`${urlOf(salesMotivationCalls.cashierInitiativeBonuses, { date: '2026-12-01' })}`),
    );
    expect(december[1].products).toEqual([
      { promotionalProductId: 40135, promotionalProductName: 'Терафлю, порошок с лимоном №10', plan: 3, sold: 0, points: 12.35, bonus: 0 },
    ]);
    expect(december[0].products[0].plan).toBe(0);
  });

  it.each(['2026-10-02', 'октябрь', '2026-13-01'])('answers 400 for the date %j', async (date) => {
    expectMessage(await get(`${urlOf(salesMotivationCalls.cashierInitiativeBonuses, { date: date })}`), 400, /^Поле «date»: /);
  });
});

describe('prolonging the previous month', () => {
  it('refuses a pharmacy whose previous month has no plan', async () => {
    expectMessage(await prolong('', 'apteka2'), 400, 'Нет плана прошлого месяца для продления');
  });

  it("copies October's plan into November, replacing November's", async () => {
    const october = await planOf('2026-10-01');
    const saved = parsed(SalesMotivationSaved, await prolong());
    expect(saved.salesMotivationUpdateDate).toBe(state.gateway.clock.now().toISOString());
    expect(await planOf('2026-11-01')).toEqual({
      ...october,
      startDate: '2026-11-01',
      expirationDate: '2026-11-30',
      salesMotivationUpdateDate: saved.salesMotivationUpdateDate,
    });
    expect(await planOf('2026-10-01')).toEqual(october);
  });

  it("in December copies November's, for staff naming the pharmacy", async () => {
    await moveClock('2026-12-10T09:00:00Z');
    const november = await planOf('2026-11-01');
    expect((await prolong('?pharmacyId=1', 'manager')).statusCode).toBe(200);
    expect((await planOf('2026-12-01')).productProperties).toEqual(november.productProperties);
    expectMessage(await prolong('', 'manager'), 400, 'Поле «pharmacyId»: укажите аптеку');
  });

  it('refuses a cleared previous month', async () => {
    await moveClock('2026-12-10T09:00:00Z');
    expect(
      (
        await post(urlOf(salesMotivationCalls.saveSalesMotivation), {
          startDate: '2026-12-01',
          expirationDate: '2026-12-31',
          pharmacies: [1],
          productProperties: [],
        })
      ).statusCode,
    ).toBe(200);
    await moveClock('2027-01-10T09:00:00Z');
    expectMessage(await prolong(), 400, 'Нет плана прошлого месяца для продления');
  });

  it('at the turn of a month, into the month the pharmacy names: its next one, never a past or a later one', async () => {
    // 01:30 on 1 December in Moscow, still 30 November on a gateway on UTC.
    await moveClock('2026-11-30T22:30:00Z');
    const november = await planOf('2026-11-01');
    expect((await prolong('?month=2026-12-01')).statusCode).toBe(200);
    expect((await planOf('2026-12-01')).productProperties).toEqual(november.productProperties);
    // The month the pharmacist sees as the previous one is left as it was.
    expect(await planOf('2026-11-01')).toEqual(november);
    const refusal = 'Поле «month»: продлить план можно на текущий месяц (11.2026) или, если он уже наступил у аптеки, на 12.2026';
    expectMessage(await prolong('?month=2026-10-01'), 400, refusal);
    expectMessage(await prolong('?month=2027-01-01'), 400, refusal);
  });
});
