import { describe, expect, it } from 'vitest';
import {
  SalesMotivation,
  SalesMotivationSaved,
  salesMotivationCalls,
  type SalesMotivationSave,
} from '../../../src/api/contract/sales-motivation';
import { expectMessage, parsed, reportsGateway } from '../reports/support';
import { urlOf } from '../support/requests';

const { state, get, post } = reportsGateway();

/** The clock is 2026-11-19: November is the current month, October the previous one. */
const cashiers = [
  'Иванова Мария Сергеевна',
  'Петров Алексей Викторович',
  'Смирнова Ольга Николаевна',
  'Кузнецова Анна Павловна',
  'Соколов Дмитрий Андреевич',
];
const objectives = (...plans: number[]) => plans.map((plan, index) => ({ cashierNameFull: cashiers[index], plan }));
const plan = (query: string) => get(`${urlOf(salesMotivationCalls.loadSalesMotivation)}?${query}`);
const save = (body: unknown, login: 'apteka1' | 'apteka2' | 'manager' = 'apteka1') =>
  post(urlOf(salesMotivationCalls.saveSalesMotivation), body, login);
const november = (productProperties: SalesMotivationSave['productProperties'], pharmacies = [1]): SalesMotivationSave => ({
  startDate: '2026-11-01',
  expirationDate: '2026-11-30',
  pharmacies,
  productProperties,
});

describe('the seeded plans of apteka1', () => {
  it("reads the previous month's plan: each cashier's month plan split over four products, 30 RUB a pack", async () => {
    const october = parsed(SalesMotivation, await plan('startDate=2026-10-01'));
    expect(october).toEqual({
      startDate: '2026-10-01',
      expirationDate: '2026-10-31',
      salesMotivationUpdateDate: new Date(2026, 9, 2, 10).toISOString(),
      productProperties: [
        { promotionalProductId: 40112, points: 30, cashierObjective: objectives(24, 18, 20, 12, 16) },
        { promotionalProductId: 40135, points: 30, cashierObjective: objectives(18, 14, 15, 9, 12) },
        { promotionalProductId: 40311, points: 30, cashierObjective: objectives(12, 9, 10, 6, 8) },
        { promotionalProductId: 41023, points: 30, cashierObjective: objectives(6, 4, 5, 3, 4) },
      ],
    });
  });

  it("reads the current month's plan of five products", async () => {
    const current = parsed(SalesMotivation, await plan('startDate=2026-11-01'));
    expect(current.expirationDate).toBe('2026-11-30');
    expect(current.productProperties.map((property) => property.promotionalProductId)).toEqual([40112, 40496, 41031, 41042, 40187]);
    expect(current.productProperties[0].cashierObjective).toEqual(objectives(18, 14, 15, 9, 12));
    expect(current.productProperties[4].cashierObjective).toEqual(objectives(6, 4, 5, 3, 4));
  });

  it('answers a month without a plan with its dates, no products and no save date', async () => {
    expect(parsed(SalesMotivation, await plan('startDate=2027-02-01'))).toEqual({
      startDate: '2027-02-01',
      expirationDate: '2027-02-28',
      salesMotivationUpdateDate: null,
      productProperties: [],
    });
    expect(
      parsed(SalesMotivation, await get(`${urlOf(salesMotivationCalls.loadSalesMotivation)}?startDate=2026-11-01`, 'apteka2'))
        .productProperties,
    ).toEqual([]);
  });

  it('lets staff read a named pharmacy and asks them to name one', async () => {
    expect((await get(`${urlOf(salesMotivationCalls.loadSalesMotivation)}?pharmacyId=1&startDate=2026-10-01`, 'manager')).body).toBe(
      (await plan('startDate=2026-10-01')).body,
    );
    expectMessage(
      await get(`${urlOf(salesMotivationCalls.loadSalesMotivation)}?startDate=2026-10-01`, 'manager'),
      400,
      'Поле «pharmacyId»: укажите аптеку',
    );
  });

  it.each(['', 'startDate=2026-11-02', 'startDate=ноябрь', 'startDate=2026-11-01&pharmacyId=x'])(
    'answers 400 for the query %j',
    async (query) => {
      const answer = await plan(query);
      expect(answer.statusCode, answer.body).toBe(400);
      expect((answer.json() as { message: string }).message).toMatch(/^Поле «(startDate|pharmacyId)»: /);
    },
  );
});

describe('saving a plan', () => {
  it('saves the current month and reads back exactly what was saved, stamped with the save date', async () => {
    const properties = [
      { promotionalProductId: 41044, points: 45.5, cashierObjective: objectives(2, 1.5, 0, 3, 1) },
      { promotionalProductId: 40112, points: 12.25, cashierObjective: [{ cashierNameFull: cashiers[2], plan: 7 }] },
    ];
    const saved = parsed(SalesMotivationSaved, await save(november(properties)));
    expect(saved.salesMotivationUpdateDate).toBe(state.gateway.clock.now().toISOString());
    expect(parsed(SalesMotivation, await plan('startDate=2026-11-01'))).toEqual({
      startDate: '2026-11-01',
      expirationDate: '2026-11-30',
      salesMotivationUpdateDate: saved.salesMotivationUpdateDate,
      productProperties: properties,
    });
  });

  it('clears a plan with no products, and saves a future month', async () => {
    state.gateway.clock.advance(60);
    const saved = parsed(SalesMotivationSaved, await save(november([])));
    expect(parsed(SalesMotivation, await plan('startDate=2026-11-01'))).toEqual({
      startDate: '2026-11-01',
      expirationDate: '2026-11-30',
      salesMotivationUpdateDate: saved.salesMotivationUpdateDate,
      productProperties: [],
    });
    const december = {
      startDate: '2026-12-01',
      expirationDate: '2026-12-31',
      pharmacies: [1],
      productProperties: [{ promotionalProductId: 40135, points: 10, cashierObjective: objectives(1) }],
    };
    expect((await save(december)).statusCode).toBe(200);
    expect(parsed(SalesMotivation, await plan('startDate=2026-12-01')).productProperties).toEqual(december.productProperties);
  });

  it("lets staff save a named pharmacy's plan", async () => {
    expect((await save(november([{ promotionalProductId: 40135, points: 1, cashierObjective: [] }]), 'manager')).statusCode).toBe(200);
  });

  it('refuses the previous month, keeping its plan', async () => {
    const before = (await plan('startDate=2026-10-01')).body;
    expectMessage(
      await save({ startDate: '2026-10-01', expirationDate: '2026-10-31', pharmacies: [1], productProperties: [] }),
      400,
      'План прошлого месяца нельзя изменить',
    );
    expect((await plan('startDate=2026-10-01')).body).toBe(before);
  });

  it('takes a plan up to a year ahead, and refuses one further (bounded storage)', async () => {
    expect((await save({ startDate: '2027-11-01', expirationDate: '2027-11-30', pharmacies: [1], productProperties: [] })).statusCode).toBe(
      200,
    );
    expectMessage(
      await save({ startDate: '2027-12-01', expirationDate: '2027-12-31', pharmacies: [1], productProperties: [] }),
      400,
      'План можно сохранить не дальше чем на 12 месяцев вперёд (до 11.2027)',
    );
  });

  const refusals: [what: string, body: unknown, message: string | RegExp][] = [
    [
      'an expiration date that is not the last day',
      { ...november([]), expirationDate: '2026-11-29' },
      'Поле «expirationDate»: ожидается последний день месяца плана (2026-11-30)',
    ],
    ['a start date that is not a first day', { ...november([]), startDate: '2026-11-02' }, /^Поле «startDate»: /],
    [
      'a product not in the catalogue',
      november([
        { promotionalProductId: 40135, points: 1, cashierObjective: [] },
        { promotionalProductId: 999, points: 1, cashierObjective: [] },
      ]),
      'Поле «productProperties.1.promotionalProductId»: товар №999 не найден',
    ],
    [
      'a cashier of no such name',
      november([{ promotionalProductId: 40135, points: 1, cashierObjective: [{ cashierNameFull: 'Сидоров Пётр', plan: 1 }] }]),
      'Кассир «Сидоров Пётр» не найден в аптеке',
    ],
    [
      'a product twice',
      november([
        { promotionalProductId: 40135, points: 1, cashierObjective: [] },
        { promotionalProductId: 40135, points: 2, cashierObjective: [] },
      ]),
      'Поле «productProperties.1.promotionalProductId»: товар №40135 указан дважды',
    ],
    [
      'a cashier twice in a product',
      november([{ promotionalProductId: 40135, points: 1, cashierObjective: [...objectives(1), ...objectives(2)] }]),
      'Поле «productProperties.0.cashierObjective.1.cashierNameFull»: кассир «Иванова Мария Сергеевна» указан дважды',
    ],
    // The ranges of the editor's cells, with the cell's words, naming the field.
    [
      'a negative bonus',
      november([{ promotionalProductId: 40135, points: -1, cashierObjective: [] }]),
      'Поле «productProperties.0.points»: Бонус за упаковку, руб.: не может быть отрицательным',
    ],
    [
      'a bonus above 100 000',
      november([{ promotionalProductId: 40135, points: 100_000.01, cashierObjective: [] }]),
      'Поле «productProperties.0.points»: Бонус за упаковку, руб.: от 0 до 100 000',
    ],
    [
      'a bonus of 1e307',
      november([{ promotionalProductId: 40135, points: 1e307, cashierObjective: [] }]),
      'Поле «productProperties.0.points»: Бонус за упаковку, руб.: от 0 до 100 000',
    ],
    [
      'a bonus of −1e307',
      november([{ promotionalProductId: 40135, points: -1e307, cashierObjective: [] }]),
      'Поле «productProperties.0.points»: Бонус за упаковку, руб.: не может быть отрицательным',
    ],
    [
      'a bonus with 3 decimals',
      november([{ promotionalProductId: 40135, points: 1.005, cashierObjective: [] }]),
      'Поле «productProperties.0.points»: Бонус за упаковку, руб.: не больше 2 знаков после запятой',
    ],
    [
      'a bonus as the text NaN',
      november([{ promotionalProductId: 40135, points: 'NaN' as never, cashierObjective: [] }]),
      'Поле «productProperties.0.points»: Бонус за упаковку, руб.: ожидается число',
    ],
    [
      'a bonus as a huge text',
      november([{ promotionalProductId: 40135, points: '9'.repeat(100_000) as never, cashierObjective: [] }]),
      'Поле «productProperties.0.points»: Бонус за упаковку, руб.: ожидается число',
    ],
    [
      'a missing bonus',
      november([{ promotionalProductId: 40135, cashierObjective: [] } as never]),
      'Поле «productProperties.0.points»: обязательное поле',
    ],
    [
      'a plan above 10 000 packs',
      november([{ promotionalProductId: 40135, points: 1, cashierObjective: objectives(1, 10_000.5) }]),
      'Поле «productProperties.0.cashierObjective.1.plan»: План, уп.: от 0 до 10 000',
    ],
    [
      'a plan of 1e307',
      november([{ promotionalProductId: 40135, points: 1, cashierObjective: objectives(1e307) }]),
      'Поле «productProperties.0.cashierObjective.0.plan»: План, уп.: от 0 до 10 000',
    ],
    [
      'a plan of −1e307',
      november([{ promotionalProductId: 40135, points: 1, cashierObjective: objectives(-1e307) }]),
      'Поле «productProperties.0.cashierObjective.0.plan»: План, уп.: не может быть отрицательным',
    ],
    [
      'a plan with 3 decimals',
      november([{ promotionalProductId: 40135, points: 1, cashierObjective: objectives(1.234) }]),
      'Поле «productProperties.0.cashierObjective.0.plan»: План, уп.: не больше 2 знаков после запятой',
    ],
    [
      'a plan as the text NaN',
      november([{ promotionalProductId: 40135, points: 1, cashierObjective: objectives('NaN' as never) }]),
      'Поле «productProperties.0.cashierObjective.0.plan»: План, уп.: ожидается число',
    ],
    ['two pharmacies', november([], [1, 2]), 'Поле «pharmacies»: план сохраняется для одной аптеки'],
  ];

  it.each(refusals)('refuses %s with a Russian 400 and keeps the saved plan', async (_, body, message) => {
    const before = (await plan('startDate=2026-11-01')).body;
    expectMessage(await save(body), 400, message);
    expect((await plan('startDate=2026-11-01')).body).toBe(before);
  });

  it('takes the edges of both ranges: a bonus of 100 000 and a plan of 10 000 packs', async () => {
    const edges = november([{ promotionalProductId: 40135, points: 100_000, cashierObjective: objectives(10_000, 0, 1.5) }]);
    expect((await save(edges)).statusCode).toBe(200);
    expect(parsed(SalesMotivation, await plan('startDate=2026-11-01')).productProperties).toEqual(edges.productProperties);
  });

  it('refuses apteka2 a cashier: it has none', async () => {
    expectMessage(
      await save(november([{ promotionalProductId: 40135, points: 1, cashierObjective: objectives(1) }], [2]), 'apteka2'),
      400,
      `Кассир «${cashiers[0]}» не найден в аптеке`,
    );
  });
});
