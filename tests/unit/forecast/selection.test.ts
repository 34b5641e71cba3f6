import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRows, toColumns } from '../../../src/domain/forecast/columns';
import type { ForecastRow } from '../../../src/domain/forecast/row';
import {
  filterRows,
  indexByInitiative,
  NOT_RANKED,
  noFilter,
  proposedCount,
  proposeQuantities,
  rankPositions,
  rankRows,
  toPriceWeight,
  toSize,
  weightSlider,
  type ForecastFilter,
} from '../../../src/domain/forecast/selection';
import { forecastRows, sampleRow } from './arbitraries';

const filter: fc.Arbitrary<ForecastFilter> = fc.record({
  initiativeIds: fc.uniqueArray(fc.constantFrom(11, 12, 13, 14, 99), { maxLength: 3 }),
  supplierGroups: fc.uniqueArray(fc.constantFrom('Группа 1', 'Группа 2', 'Группа 3', 'Группа 4', 'Нет такой'), { maxLength: 3 }),
});
const weight = fc.integer({ min: 0, max: 100 }).map((step) => step / 100);
const size = fc.option(fc.integer({ min: 0, max: 80 }), { nil: null });

/** The filter as §5 words it, row by row. */
const matches = (row: ForecastRow, f: ForecastFilter) =>
  (f.initiativeIds.length === 0 || f.initiativeIds.includes(row.initiativeId ?? Number.NaN)) &&
  (f.supplierGroups.length === 0 || row.possibleSupplierGroups.some((g) => f.supplierGroups.includes(g)));

/** The proposal: the ranked rows up to the size; how many that is. */
function propose(rows: ForecastRow[], f: ForecastFilter, w: number, n: number | null) {
  const columns = toColumns(rows);
  const matching = filterRows(columns, f);
  const ranked = rankRows(columns, matching, w);
  const count = proposedCount(n, ranked.length);
  return { columns, matching, ranked, count, proposed: Array.from(ranked.subarray(0, count)) };
}

describe('filters', () => {
  it('keep exactly the rows of the chosen initiatives and supplier groups, in forecast order', () => {
    fc.assert(
      fc.property(forecastRows(), filter, (rows, f) => {
        const kept = Array.from(filterRows(toColumns(rows), f));
        expect(kept).toEqual(rows.flatMap((row, i) => (matches(row, f) ? [i] : [])));
      }),
    );
  });

  it('keep the same rows, in the same order, when read through the initiatives’ index', () => {
    fc.assert(
      fc.property(forecastRows(), filter, (rows, f) => {
        const columns = toColumns(rows);
        const kept = filterRows(columns, f, indexByInitiative(columns));
        expect(Array.from(kept)).toEqual(rows.flatMap((row, i) => (matches(row, f) ? [i] : [])));
        expect(kept.buffer.byteLength).toBe(kept.byteLength);
      }),
    );
  });

  it('index each initiative’s rows once, in forecast order', () => {
    const columns = toColumns([12, 11, 12, 13, 11, 12].map((initiativeId) => sampleRow({ initiativeId })));
    const { start, rows } = indexByInitiative(columns);
    const rowsOf = (id: number) => {
      const code = columns.initiatives.findIndex((ref) => ref.id === id);
      return Array.from(rows.subarray(start[code], start[code + 1]));
    };
    expect([rowsOf(11), rowsOf(12), rowsOf(13)]).toEqual([[1, 4], [0, 2, 5], [3]]);
    expect(start[start.length - 1]).toBe(6);
  });

  it('give a subset of the rows, all of them without a filter', () => {
    fc.assert(
      fc.property(forecastRows(), filter, (rows, f) => {
        const kept = filterRows(toColumns(rows), f);
        expect(kept.length).toBeLessThanOrEqual(rows.length);
        kept.forEach((i) => expect(i).toBeLessThan(rows.length));
        expect(Array.from(filterRows(toColumns(rows), noFilter))).toEqual(Array.from(allRows(rows.length)));
      }),
    );
  });

  it('leave out a row without supplier groups once a group is chosen', () => {
    const columns = toColumns([sampleRow({ possibleSupplierGroups: [] }), sampleRow({ possibleSupplierGroups: ['Группа 1'] })]);
    expect(Array.from(filterRows(columns, { initiativeIds: [], supplierGroups: ['Группа 1'] }))).toEqual([1]);
    expect(Array.from(filterRows(columns, noFilter))).toEqual([0, 1]);
  });

  it('give a tight array a worker can transfer', () => {
    const kept = filterRows(toColumns([sampleRow(), sampleRow({ initiativeId: 12 })]), { initiativeIds: [12], supplierGroups: [] });
    expect(kept.buffer.byteLength).toBe(kept.byteLength);
  });
});

describe('size and weight pick the proposed products', () => {
  it('propose no more than the size and no more than the filter keeps', () => {
    fc.assert(
      fc.property(forecastRows(), filter, weight, size, (rows, f, w, n) => {
        const { matching, count } = propose(rows, f, w, n);
        expect(count).toBeLessThanOrEqual(matching.length);
        if (n !== null) expect(count).toBeLessThanOrEqual(n);
        else expect(count).toBe(matching.length);
      }),
    );
  });

  it('rank exactly the filtered rows', () => {
    fc.assert(
      fc.property(forecastRows(), filter, weight, (rows, f, w) => {
        const { matching, ranked } = propose(rows, f, w, null);
        expect(Array.from(ranked).sort((a, b) => a - b)).toEqual(Array.from(matching));
      }),
    );
  });

  it('with the price weight at 1 (the default) propose the cheapest first', () => {
    expect(weightSlider.defaultPriceWeight).toBe(1);
    fc.assert(
      fc.property(forecastRows(), filter, size, (rows, f, n) => {
        const { ranked, proposed } = propose(rows, f, 1, n);
        const prices = Array.from(ranked, (i) => rows[i].regionalPurchasingPrice);
        prices.slice(1).forEach((price, k) => expect(price).toBeGreaterThanOrEqual(prices[k]));
        // Nothing left out is cheaper than what was proposed.
        const left = Array.from(ranked.subarray(proposed.length), (i) => rows[i].regionalPurchasingPrice);
        if (proposed.length > 0 && left.length > 0) {
          expect(Math.min(...left)).toBeGreaterThanOrEqual(Math.max(...proposed.map((i) => rows[i].regionalPurchasingPrice)));
        }
      }),
    );
  });

  it('with the price weight at 0 propose the most profitable first', () => {
    fc.assert(
      fc.property(forecastRows(), filter, (rows, f) => {
        const { ranked } = propose(rows, f, 0, null);
        const profits = Array.from(ranked, (i) => rows[i].possibleProfit);
        profits.slice(1).forEach((profit, k) => expect(profit).toBeLessThanOrEqual(profits[k]));
      }),
    );
  });

  it('keep forecast order among equal scores', () => {
    const rows = [30, 10, 30, 10].map((price, k) => sampleRow({ promotionalProductId: k, regionalPurchasingPrice: price }));
    const columns = toColumns(rows);
    expect(Array.from(rankRows(columns, allRows(4), 1))).toEqual([1, 3, 0, 2]);
  });

  it('weigh price against profit in between', () => {
    // Cheap and unprofitable, dear and profitable, in the middle on both.
    const rows = [
      sampleRow({ regionalPurchasingPrice: 10, possibleProfit: 0 }),
      sampleRow({ regionalPurchasingPrice: 100, possibleProfit: 1000 }),
      sampleRow({ regionalPurchasingPrice: 40, possibleProfit: 700 }),
    ];
    const columns = toColumns(rows);
    expect(Array.from(rankRows(columns, allRows(3), 1))).toEqual([0, 2, 1]);
    expect(Array.from(rankRows(columns, allRows(3), 0))).toEqual([1, 2, 0]);
    // w = 0.5: scores 0.5, 0.5, 0.683…: the balanced product wins.
    expect(rankRows(columns, allRows(3), 0.5)[0]).toBe(2);
  });

  it('give proposed rows their calculated quantity and every other row 0', () => {
    fc.assert(
      fc.property(forecastRows(), filter, weight, size, (rows, f, w, n) => {
        const { columns, matching, ranked, count, proposed } = propose(rows, f, w, n);
        const calculated = Float64Array.from(rows, (_, i) => i + 1);
        const out = proposeQuantities(calculated, matching, rankPositions(ranked, columns.length), count);
        const chosen = new Set(proposed);
        rows.forEach((_, i) => expect(out[i]).toBe(chosen.has(i) ? i + 1 : 0));
      }),
    );
  });

  it('mark the rows the ranking does not hold', () => {
    const positions = rankPositions(Uint32Array.from([2, 0]), 4);
    expect(Array.from(positions)).toEqual([1, NOT_RANKED, 0, NOT_RANKED]);
  });
});

describe('slider values', () => {
  it('size: empty means no limit, capped at the forecast length, whole and not negative', () => {
    expect(toSize(null, 10)).toBeNull();
    expect(toSize(25, 10)).toBe(10);
    expect(toSize(-3, 10)).toBe(0);
    expect(toSize(2.6, 10)).toBe(3);
    expect(proposedCount(null, 7)).toBe(7);
    expect(proposedCount(0, 7)).toBe(0);
  });

  it('weight: from 0 to 1 in steps of 0.01', () => {
    expect(weightSlider).toMatchObject({ min: 0, max: 1, step: 0.01 });
    expect(toPriceWeight(0.456)).toBe(0.46);
    expect(toPriceWeight(3)).toBe(1);
    expect(toPriceWeight(-1)).toBe(0);
    expect(toPriceWeight(Number.NaN)).toBe(1);
  });
});
