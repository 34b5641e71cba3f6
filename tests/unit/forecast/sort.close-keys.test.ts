import { describe, expect, it } from 'vitest';
import { orderByDescendingKey } from '../../../src/domain/forecast/sort';

// Past 2 048 rows the ranking scales keys to 32-bit integers; keys closer than that resolution
// tie there and must still come out in exact descending order (a short run: insertion sort).
describe('ranking a large forecast with a few keys that differ only in their last bits', () => {
  it('puts them first in exact descending order, equal keys by position, then the rest by position', () => {
    const keys = new Float64Array(3000);
    const eps = Number.EPSILON;
    keys[10] = 0.5;
    keys[20] = 0.5 + 2 * eps;
    keys[30] = 0.5 + eps;
    keys[40] = 0.5 + 3 * eps;
    keys[50] = 0.5;
    keys[2999] = 0.25;
    const order = Array.from(orderByDescendingKey(keys));
    expect(order.slice(0, 7)).toEqual([40, 20, 30, 10, 50, 2999, 0]);
    expect(order.slice(7, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(order).toHaveLength(3000);
    expect(new Set(order).size).toBe(3000);
  });

  it('orders two keys a hair apart at the very top, the higher one first though it comes later', () => {
    // Both scale to the same integer: the top of the ranking is a tie of different keys.
    const keys = new Float64Array(2100);
    keys[3] = 0.5007512799622618;
    keys[8] = 0.5007512799622619;
    expect(Array.from(orderByDescendingKey(keys).subarray(0, 5))).toEqual([8, 3, 0, 1, 2]);
  });
});
