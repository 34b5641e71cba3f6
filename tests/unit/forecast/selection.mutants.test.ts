import { describe, expect, it } from 'vitest';
import { toColumns } from '../../../src/domain/forecast/columns';
import { rankRows, scoreRows } from '../../../src/domain/forecast/selection';
import { sampleRow } from './arbitraries';

// The score of the rule in selection.ts, worked by hand:
// score = w · (max price − price) / (max price − min price) + (1 − w) · (profit − min profit) / (max profit − min profit).
const rows = (prices: number[], profits: number[]) =>
  toColumns(
    prices.map((price, k) => sampleRow({ promotionalProductId: 101 + k, regionalPurchasingPrice: price, possibleProfit: profits[k] })),
  );
const all = (n: number) => Uint32Array.from({ length: n }, (_, k) => k);
const scores = (prices: number[], profits: number[], w: number) => Array.from(scoreRows(rows(prices, profits), all(prices.length), w));

describe('the proposal score', () => {
  it('weighs cheapness and profit by the slider', () => {
    // Prices 100..300, profits 10..50, w = 0.5: 0.5·200/200 + 0; 0.5·100/200 + 0.5·40/40; 0 + 0.5·20/40.
    const got = scores([100, 200, 300], [10, 50, 30], 0.5);
    expect(got[0]).toBeCloseTo(0.5, 12);
    expect(got[1]).toBeCloseTo(0.75, 12);
    expect(got[2]).toBeCloseTo(0.25, 12);
  });

  it('counts a side whose values are all equal as 0, not as a division by zero', () => {
    expect(scores([100, 100], [10, 30], 1)).toEqual([0, 0]);
    expect(scores([100, 100], [10, 30], 0.5)).toEqual([0, 0.5]);
    expect(scores([100, 300], [20, 20], 0)).toEqual([0, 0]);
    expect(scores([100, 300], [20, 20], 0.5)).toEqual([0.5, 0]);
  });

  it('ranks over the given rows only: their own minimum and maximum', () => {
    const columns = rows([50, 100, 200, 300], [99, 10, 50, 30]);
    // Without row 0 (price 50, profit 99) the ranking of w = 0.5 is row 2 (0.75), row 1 (0.5), row 3 (0.25).
    expect(Array.from(rankRows(columns, Uint32Array.of(1, 2, 3), 0.5))).toEqual([2, 1, 3]);
  });
});
