import { describe, expect, it } from 'vitest';
import type { SalesMotivation } from '../../src/api/contract/sales-motivation';
import {
  cashierColumns,
  hasRepeatedNames,
  monthEnd,
  newProductIds,
  pharmacyPlan,
  rowsOfPlan,
  savePayload,
  withAddedProducts,
  type PlanRow,
} from '../../src/machines/payroll/sales-motivation.rows';

// The plan table's rules (spec purchasing-and-pay §2.7, §3, §4, §9), each value written by hand.

const twentyOne = Array.from({ length: 21 }, (_, index) => `Кассир ${index + 1}`);
const row = (id: number, changes: Partial<PlanRow> = {}): PlanRow => ({
  id,
  name: `Товар ${id}`,
  lastMonthSale: 12,
  nominalPrice: 150.5,
  bonus: '10',
  plans: ['2', '3'],
  selected: false,
  savedAt: '2026-10-05T09:00:00Z',
  ...changes,
});

describe('cashier columns (§9: up to 20 cashiers)', () => {
  it('shows the first 20 cashiers and leaves the 21st out', () => {
    const columns = cashierColumns(twentyOne);
    expect(columns).toHaveLength(20);
    expect(columns[0]).toBe('Кассир 1');
    expect(columns[19]).toBe('Кассир 20');
    expect(columns).not.toContain('Кассир 21');
  });

  it('shows every cashier when there are fewer than 20', () => {
    expect(cashierColumns(['Иванова А. А.', 'Петров Б. Б.'])).toEqual(['Иванова А. А.', 'Петров Б. Б.']);
  });
});

describe('repeated cashier names (the red warning of §2.7)', () => {
  it('warns only when a name occurs twice', () => {
    expect(hasRepeatedNames(['Иванова А. А.', 'Петров Б. Б.'])).toBe(false);
    expect(hasRepeatedNames(['Иванова А. А.', 'Петров Б. Б.', 'Иванова А. А.'])).toBe(true);
    expect(hasRepeatedNames([])).toBe(false);
  });
});

describe('pharmacy plan: the sum of the cashier plans (§4)', () => {
  it('adds the typed plans to the hundredth', () => {
    expect(pharmacyPlan(row(1, { plans: ['0.1', '0.2', '4.5'] }))).toBe(4.8);
  });

  it('counts a field still empty or holding a lone dot as 0 while the user types', () => {
    expect(pharmacyPlan(row(1, { plans: ['', '.', '3.', '.5'] }))).toBe(3.5);
  });
});

describe('rowsOfPlan: the saved plan as the table shows it', () => {
  const plan: SalesMotivation = {
    startDate: '2026-10-01',
    expirationDate: '2026-10-31',
    salesMotivationUpdateDate: '2026-10-05T09:00:00Z',
    productProperties: [
      {
        promotionalProductId: 11,
        points: 12.5,
        cashierObjective: [
          { cashierNameFull: 'Петров Б. Б.', plan: 4 },
          { cashierNameFull: 'Иванова А. А.', plan: 2.25 },
        ],
      },
      // Not enriched (enrich-product did not answer for it), and the plan names only one of the cashiers.
      { promotionalProductId: 12, points: 0, cashierObjective: [{ cashierNameFull: 'Иванова А. А.', plan: 7 }] },
    ],
  };
  const enriched = [{ id: 11, promotionalProductName: 'Нурофен 200 мг №10', lastMonthSale: 34, nominalPrice: 189.9 }];

  it("names each product, takes its figures and puts each cashier's plan in that cashier's column", () => {
    expect(rowsOfPlan(plan, enriched, ['Иванова А. А.', 'Петров Б. Б.'])).toEqual([
      {
        id: 11,
        name: 'Нурофен 200 мг №10',
        lastMonthSale: 34,
        nominalPrice: 189.9,
        bonus: '12,5',
        plans: ['2,25', '4'],
        selected: false,
        savedAt: '2026-10-05T09:00:00Z',
      },
      {
        id: 12,
        name: 'Товар 12',
        lastMonthSale: null,
        nominalPrice: null,
        bonus: '0',
        plans: ['7', '0'],
        selected: false,
        savedAt: '2026-10-05T09:00:00Z',
      },
    ]);
  });

  it('keeps 20 cashier columns when the pharmacy has 21 cashiers', () => {
    const [first] = rowsOfPlan(plan, enriched, twentyOne);
    expect(first.plans).toEqual(Array.from({ length: 20 }, () => '0'));
  });

  it('gives no rows for a month with nothing saved', () => {
    expect(rowsOfPlan({ ...plan, salesMotivationUpdateDate: null, productProperties: [] }, [], ['Иванова А. А.'])).toEqual([]);
  });
});

describe('withAddedProducts: adding adds only new products, plan 1 per cashier (§4)', () => {
  const rows = [row(101)];
  const enriched = [{ id: 201, promotionalProductName: 'Аскорбиновая кислота', lastMonthSale: 7, nominalPrice: 99.9 }];

  it('appends each new product once, after the rows there were, unticked and not dated', () => {
    const added = [
      { id: 101, name: 'Товар 101' },
      { id: 201, name: 'Аскорбинка' },
      { id: 201, name: 'Аскорбинка' },
      { id: 202, name: 'Парацетамол' },
    ];
    expect(withAddedProducts(rows, added, enriched, ['Иванова А. А.', 'Петров Б. Б.'])).toEqual([
      row(101),
      {
        id: 201,
        name: 'Аскорбиновая кислота',
        lastMonthSale: 7,
        nominalPrice: 99.9,
        bonus: '0',
        plans: ['1', '1'],
        selected: false,
        savedAt: null,
      },
      // enrich-product did not answer for it: the picker's name, no figures.
      {
        id: 202,
        name: 'Парацетамол',
        lastMonthSale: null,
        nominalPrice: null,
        bonus: '0',
        plans: ['1', '1'],
        selected: false,
        savedAt: null,
      },
    ]);
  });

  it('gives a new product one plan of 1 per cashier column, 20 at most', () => {
    const [, added] = withAddedProducts(rows, [{ id: 201, name: 'Аскорбинка' }], [], twentyOne);
    expect(added.plans).toEqual(Array.from({ length: 20 }, () => '1'));
  });

  it('newProductIds names the products the plan lacks, each once, in the order chosen', () => {
    expect(
      newProductIds(
        [row(101), row(102)],
        [
          { id: 203, name: 'В' },
          { id: 101, name: 'А' },
          { id: 201, name: 'Б' },
          { id: 203, name: 'В' },
        ],
      ),
    ).toEqual([203, 201]);
    expect(newProductIds([row(101)], [{ id: 101, name: 'А' }])).toEqual([]);
  });
});

describe('monthEnd and the save payload (§3)', () => {
  it('ends each month on its last day', () => {
    expect(monthEnd('2026-11-01')).toBe('2026-11-30');
    expect(monthEnd('2026-12-01')).toBe('2026-12-31');
    expect(monthEnd('2026-02-01')).toBe('2026-02-28');
    expect(monthEnd('2028-02-01')).toBe('2028-02-29');
  });

  it("sends each row's bonus and the plan of each of the first 20 cashiers as numbers", () => {
    const rows = [row(101, { bonus: '12.5', plans: ['2', '3.25'] }), row(102, { bonus: '', plans: ['.', ''] })];
    expect(savePayload(rows, '2026-11-01', 7, ['Иванова А. А.', 'Петров Б. Б.'])).toEqual({
      startDate: '2026-11-01',
      expirationDate: '2026-11-30',
      pharmacies: [7],
      productProperties: [
        {
          promotionalProductId: 101,
          points: 12.5,
          cashierObjective: [
            { cashierNameFull: 'Иванова А. А.', plan: 2 },
            { cashierNameFull: 'Петров Б. Б.', plan: 3.25 },
          ],
        },
        {
          promotionalProductId: 102,
          points: 0,
          cashierObjective: [
            { cashierNameFull: 'Иванова А. А.', plan: 0 },
            { cashierNameFull: 'Петров Б. Б.', plan: 0 },
          ],
        },
      ],
    });
    const wide = savePayload([row(101, { plans: Array.from({ length: 20 }, () => '1') })], '2026-11-01', 7, twentyOne);
    expect(wide.productProperties[0].cashierObjective.map((objective) => objective.cashierNameFull)).toEqual(twentyOne.slice(0, 20));
  });

  it('sends 0 for a cashier column the row holds no plan for', () => {
    const payload = savePayload([row(101, { plans: ['5'] })], '2026-11-01', 7, ['Иванова А. А.', 'Петров Б. Б.']);
    expect(payload.productProperties[0].cashierObjective).toEqual([
      { cashierNameFull: 'Иванова А. А.', plan: 5 },
      { cashierNameFull: 'Петров Б. Б.', plan: 0 },
    ]);
  });
});
