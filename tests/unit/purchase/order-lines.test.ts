import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderDraftOf, orderLinesOf } from '../../../src/domain/orders/purchase/order-lines';
import type { OrderDraft as MachineOrderDraft } from '../../../src/machines/orders/order-send.types';
import { positions, samplePosition } from './arbitraries';

const order = positions(40).chain((list) =>
  fc.record({
    list: fc.constant(list),
    packs: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: list.length, maxLength: list.length }),
    indices: fc.subarray(list.map((_, i) => i)),
  }),
);

describe('the order as sent (§5: only positions above 0)', () => {
  it('has one line per product of the matching positions above 0, with all their packs', () => {
    fc.assert(
      fc.property(order, ({ list, packs, indices }) => {
        const lines = orderLinesOf(list, indices, packs);
        const ordered = indices.filter((i) => packs[i] > 0);
        const products = [...new Set(ordered.map((i) => list[i].productId))];
        // In the order of each product's first position.
        expect(lines.map((line) => line.promotionalProductId)).toEqual(products);
        for (const line of lines) {
          expect(line.orderAmount).toBeGreaterThan(0);
          expect(line.orderAmount).toBe(
            ordered.filter((i) => list[i].productId === line.promotionalProductId).reduce((sum, i) => sum + packs[i], 0),
          );
        }
      }),
    );
  });

  it('sums packs × price of every position above 0, to the kopeck', () => {
    fc.assert(
      fc.property(order, ({ list, packs, indices }) => {
        const draft = orderDraftOf(list, indices, packs);
        const kopecks = indices.reduce((sum, i) => sum + packs[i] * Math.round(list[i].price * 100), 0);
        expect(draft.sum).toBe(kopecks / 100);
        expect(draft.lines).toEqual(orderLinesOf(list, indices, packs));
      }),
    );
  });

  it('prices a product by each of its positions (two initiatives, two prices)', () => {
    const list = [
      samplePosition({ productId: 7, price: 10 }),
      samplePosition({ productId: 8, price: 1 }),
      samplePosition({ productId: 7, price: 12.5, initiativeId: 2 }),
    ];
    const draft: MachineOrderDraft = orderDraftOf(list, [0, 1, 2], [2, 0, 1]);
    expect(draft).toEqual({ lines: [{ promotionalProductId: 7, orderAmount: 3 }], sum: 32.5, unusual: [] });
    expect(orderDraftOf(list, [], [1, 1, 1])).toEqual({ lines: [], sum: 0, unusual: [] });
  });
});
