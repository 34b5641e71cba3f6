import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planFulfilment, positionTotals } from '../../../src/domain/orders/purchase/totals';
import type { OrderPosition } from '../../../src/domain/orders/purchase/position';
import { positions, samplePosition } from './arbitraries';

/** Positions with the packs of each and a choice of matching ones (a subset, in order). */
const order = positions(40).chain((list) =>
  fc.record({
    list: fc.constant(list),
    packs: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: list.length, maxLength: list.length }),
    indices: fc.subarray(list.map((_, i) => i)),
  }),
);

/** Prices are whole kopecks in the arbitraries: a position's amount in kopecks is an integer. */
const kopecksOf = (price: number) => Math.round(price * 100);

function expectedKopecks(list: OrderPosition[], packs: number[], indices: number[]) {
  let cost = 0;
  let purchased = 0;
  let plan: number | null = null;
  for (const i of indices) {
    if (packs[i] > 0) cost += packs[i] * kopecksOf(list[i].price);
    purchased += (list[i].purchasedAmount ?? 0) * kopecksOf(list[i].price);
    if (list[i].planAmount !== null) plan = (plan ?? 0) + list[i].planAmount * kopecksOf(list[i].price);
  }
  return { cost, purchased, plan };
}

describe('totals of the matching positions', () => {
  it('are the sums of their parts, exact to the kopeck', () => {
    fc.assert(
      fc.property(order, ({ list, packs, indices }) => {
        const totals = positionTotals(list, indices, packs);
        const wanted = expectedKopecks(list, packs, indices);
        expect(Math.round(totals.orderCost * 100)).toBe(wanted.cost);
        expect(totals.orderCost).toBe(wanted.cost / 100);
        expect(totals.purchasedSip).toBe(wanted.purchased / 100);
        expect(totals.planSip).toBe(wanted.plan === null ? null : wanted.plan / 100);
        expect(totals.orderPositions).toBe(indices.filter((i) => packs[i] > 0).length);
        expect(totals.orderPacks).toBe(indices.reduce((sum, i) => sum + packs[i], 0));
      }),
    );
  });

  it('of two disjoint parts add up to the totals of both', () => {
    fc.assert(
      fc.property(order, fc.nat(), ({ list, packs, indices }, cut) => {
        const at = indices.length === 0 ? 0 : cut % (indices.length + 1);
        const [a, b, all] = [indices.slice(0, at), indices.slice(at), indices].map((part) => positionTotals(list, part, packs));
        expect(Math.round(all.orderCost * 100)).toBe(Math.round(a.orderCost * 100) + Math.round(b.orderCost * 100));
        expect(Math.round(all.purchasedSip * 100)).toBe(Math.round(a.purchasedSip * 100) + Math.round(b.purchasedSip * 100));
        expect(all.orderPacks).toBe(a.orderPacks + b.orderPacks);
      }),
    );
  });

  it('count only what is ordered; 0.1 + 0.2 costs 0.30', () => {
    const list = [
      samplePosition({ price: 0.1, planAmount: null }),
      samplePosition({ price: 0.2, planAmount: null }),
      samplePosition({ price: 99, planAmount: null }),
    ];
    const totals = positionTotals(list, [0, 1, 2], [1, 1, 0]);
    expect(totals).toEqual({ orderCost: 0.3, orderPositions: 2, orderPacks: 2, purchasedSip: 4 * 0.1 + 4 * 0.2 + 4 * 99, planSip: null });
    expect(positionTotals(list, [], [1, 1, 1])).toEqual({ orderCost: 0, orderPositions: 0, orderPacks: 0, purchasedSip: 0, planSip: null });
  });
});

describe('plan fulfilment, %', () => {
  it('is purchased over plan, or nothing without a plan', () => {
    expect(planFulfilment(50, 200)).toBe(25);
    expect(planFulfilment(300, 200)).toBe(150);
    expect(planFulfilment(50, null)).toBeNull();
    expect(planFulfilment(50, undefined)).toBeNull();
    expect(planFulfilment(50, 0)).toBeNull();
    expect(planFulfilment(0, 10)).toBe(0);
  });
});
