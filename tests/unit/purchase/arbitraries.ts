import fc from 'fast-check';
import type { OrderPosition, PositionFilter } from '../../../src/domain/orders/purchase/position';

/**
 * Positions and filters drawn from small pools, so that a chosen promoter, initiative, group or
 * product is often one a position has (a filter that never hits proves nothing).
 */
export const kopecks = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((value) => value / 100);

export const initiatives = [
  { id: 1, name: 'Закупка Альфа' },
  { id: 2, name: 'Закупка Бета' },
  { id: 3, name: 'Витрина Гамма' },
  { id: 4, name: 'Матрица+ Дельта' },
  { id: 5, name: 'Пульс Эпсилон' },
];
export const promoters = ['Промоутер 1', 'Промоутер 2', 'Промоутер 3'];
export const groups = ['Группа 1', 'Группа 2', 'Группа 3', 'Группа 4'];
export const productIds = [101, 102, 103, 104, 105, 106];

const amount = fc.option(fc.integer({ min: -2, max: 50 }), { nil: null, freq: 4 });

export const position: fc.Arbitrary<OrderPosition> = fc
  .record({
    initiative: fc.option(fc.constantFrom(...initiatives), { nil: null, freq: 6 }),
    promoter: fc.constantFrom(...promoters),
    productId: fc.constantFrom(...productIds),
    barcodes: fc.array(fc.stringMatching(/^46\d{11}$/u), { maxLength: 2 }),
    price: kopecks(50_000),
    planAmount: amount,
    purchasedAmount: amount,
    balance: amount,
    proposedAmount: fc.integer({ min: 0, max: 20 }),
    others: fc.uniqueArray(fc.constantFrom(...initiatives), { maxLength: 3, selector: (i) => i.id }),
    supplierGroups: fc.uniqueArray(fc.constantFrom(...groups), { maxLength: 3 }),
  })
  .map(({ initiative, others, ...rest }) => ({
    ...rest,
    initiativeId: initiative?.id ?? null,
    initiativeName: initiative?.name ?? '',
    productName: `Товар ${rest.productId}`,
    otherInitiativeIds: others.map((other) => other.id),
    otherInitiativeNames: others.map((other) => other.name),
  }));

export const positions = (maxLength = 40) => fc.array(position, { maxLength });

const subset = <T>(pool: readonly T[]) => fc.subarray([...pool]);

export const filter: fc.Arbitrary<PositionFilter> = fc.record({
  zeroBalance: fc.boolean(),
  planNotFulfilled: fc.boolean(),
  promoters: subset(promoters),
  initiatives: subset(initiatives.map((i) => i.id)),
  excludedInitiatives: subset(initiatives.map((i) => i.id)),
  excludedInitiativeNames: subset(initiatives.map((i) => i.name)),
  suppliers: subset(groups),
  products: subset(productIds),
  priceFrom: fc.option(kopecks(50_000), { nil: null }),
  priceTo: fc.option(kopecks(50_000), { nil: null }),
});

/** A sample position for example-based tests. */
export function samplePosition(overrides: Partial<OrderPosition> = {}): OrderPosition {
  return {
    initiativeId: 1,
    initiativeName: 'Закупка Альфа',
    promoter: 'Промоутер 1',
    productId: 101,
    productName: 'Нурофен таблетки 200 мг №20',
    barcodes: ['4601234567890'],
    price: 150.5,
    planAmount: 10,
    purchasedAmount: 4,
    balance: 2,
    proposedAmount: 3,
    otherInitiativeIds: [],
    otherInitiativeNames: [],
    supplierGroups: ['Группа 1'],
    ...overrides,
  };
}
