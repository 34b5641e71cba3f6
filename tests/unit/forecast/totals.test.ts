import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRows, toColumns } from '../../../src/domain/forecast/columns';
import { computeTotals, totalsLabels } from '../../../src/domain/forecast/totals';
import { forecastRows, sampleRow } from './arbitraries';

describe("the 'Итого' summary", () => {
  it('counts ordered positions and packs and sums cost and profit of the rows above 0', () => {
    const columns = toColumns([
      sampleRow({ regionalPurchasingPrice: 100.1, possibleProfit: 50 }),
      sampleRow({ regionalPurchasingPrice: 20, possibleProfit: 999 }),
      sampleRow({ regionalPurchasingPrice: 0.35, possibleProfit: 7.25 }),
    ]);
    const quantity = Float64Array.from([3, 0, 10]);
    expect(computeTotals(columns, allRows(3), quantity)).toEqual({ positions: 2, packs: 13, orderSum: 303.8, profit: 57.25 });
    expect(totalsLabels.title).toBe('Итого');
  });

  it('counts only the rows it is given (the filtered ones)', () => {
    const columns = toColumns([sampleRow({ regionalPurchasingPrice: 10 }), sampleRow({ regionalPurchasingPrice: 20 })]);
    expect(computeTotals(columns, Uint32Array.from([1]), Float64Array.from([1, 2]))).toMatchObject({
      positions: 1,
      packs: 2,
      orderSum: 40,
    });
  });

  it('agrees with a sum row by row, to the kopeck', () => {
    fc.assert(
      fc.property(forecastRows(), fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 60, maxLength: 60 }), (rows, quantities) => {
        const columns = toColumns(rows);
        const quantity = Float64Array.from(rows, (_, i) => quantities[i]);
        const totals = computeTotals(columns, allRows(rows.length), quantity);
        const ordered = rows.filter((_, i) => quantity[i] > 0);
        expect(totals.positions).toBe(ordered.length);
        expect(totals.packs).toBe(rows.reduce((sum, _, i) => sum + quantity[i], 0));
        const kopecks = rows.reduce((sum, row, i) => sum + Math.round(quantity[i] * row.regionalPurchasingPrice * 100), 0);
        expect(Math.abs(totals.orderSum * 100 - kopecks)).toBeLessThanOrEqual(1);
        const profit = ordered.reduce((sum, row) => sum + Math.round(row.possibleProfit * 100), 0);
        expect(Math.abs(totals.profit * 100 - profit)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
