import { describe, expect, it } from 'vitest';
import { orderByDescendingKey } from '../../../src/domain/forecast/sort';

// Keys so small that their scale to 32-bit integers overflows: every key lands on the same
// integer, and only the keys themselves can order them.
describe('ranking a large forecast whose keys are all tiny', () => {
  it('still puts the highest key first, then the others by key, equal keys by position', () => {
    const keys = new Float64Array(2100);
    keys[5] = 1e-300;
    keys[9] = 2e-300;
    keys[700] = 1e-300;
    const order = Array.from(orderByDescendingKey(keys));
    expect(order.slice(0, 6)).toEqual([9, 5, 700, 0, 1, 2]);
    expect(order.slice(-2)).toEqual([2098, 2099]);
  });
});
