import { describe, expect, it } from 'vitest';
import { matchesPosition, matchingIndices } from '../../../src/domain/orders/purchase/matching';
import { noFilter, type PositionFilter } from '../../../src/domain/orders/purchase/position';
import { samplePosition } from './arbitraries';

// §5's filters at their edges, the same answer position by position and for the whole list.
const positions = [
  samplePosition({ productId: 1, balance: 0, planAmount: 10, purchasedAmount: 10, price: 100, initiativeId: 1 }),
  samplePosition({
    productId: 2,
    balance: null,
    planAmount: 10,
    purchasedAmount: null,
    price: 99.99,
    initiativeId: null,
    otherInitiativeIds: [2],
    otherInitiativeNames: ['Закупка Бета'],
  }),
  samplePosition({ productId: 3, balance: 5, planAmount: null, purchasedAmount: 3, price: 200, initiativeId: 3 }),
  samplePosition({ productId: 4, balance: -1, planAmount: 10, purchasedAmount: 5, price: 150, initiativeId: 1 }),
];
const matching = (filter: Partial<PositionFilter>) => {
  const full = { ...noFilter, ...filter };
  const one = positions.flatMap((position, k) => (matchesPosition(position, full) ? [k] : []));
  expect(Array.from(matchingIndices(positions, full))).toEqual(one);
  return one;
};

describe('purchase-order filters', () => {
  it('zero balance: a known balance of 0 or less; an unknown balance is not zero', () => {
    expect(matching({ zeroBalance: true })).toEqual([0, 3]);
  });

  it('purchased below plan: with a plan and bought strictly less (nothing bought counts 0)', () => {
    expect(matching({ planNotFulfilled: true })).toEqual([1, 3]);
  });

  it('an initiative: positions of no initiative are out', () => {
    expect(matching({ initiatives: [1] })).toEqual([0, 3]);
  });

  it('an excluded initiative, by id or by name, drops the positions that are also in it', () => {
    expect(matching({ excludedInitiatives: [2] })).toEqual([0, 2, 3]);
    expect(matching({ excludedInitiativeNames: ['Закупка Бета'] })).toEqual([0, 2, 3]);
    expect(matching({ excludedInitiatives: [99], excludedInitiativeNames: ['Нет такой'] })).toEqual([0, 1, 2, 3]);
  });

  it('a price range includes both bounds', () => {
    expect(matching({ priceFrom: 100, priceTo: 150 })).toEqual([0, 3]);
    expect(matching({ priceFrom: 0 })).toEqual([0, 1, 2, 3]);
  });
});
