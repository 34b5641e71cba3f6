import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculationTypes,
  computeQuantities,
  defaultCalculationType,
  periodDivisors,
  quantityForOrder,
  type PeriodCalculationType,
} from '../../../src/domain/forecast/quantity';

const figure = fc.oneof(fc.integer({ min: -50, max: 5000 }), fc.double({ min: -100, max: 5000, noNaN: true }));
const type = fc.constantFrom(...calculationTypes);

describe('the quantity rule (§9)', () => {
  it('byInitiative is the default and orders the required quantity', () => {
    expect(defaultCalculationType).toBe('byInitiative');
    expect(quantityForOrder('byInitiative', 300, 7)).toBe(7);
    expect(quantityForOrder('byInitiative', 0, 7)).toBe(7);
  });

  it('divides the 30-day sales by 1, 2 or 4 and rounds', () => {
    expect(periodDivisors).toEqual({ month: 1, twoWeeks: 2, oneWeek: 4 });
    expect(quantityForOrder('month', 30, 3)).toBe(30);
    expect(quantityForOrder('twoWeeks', 31, 3)).toBe(16); // 15.5 rounds up
    expect(quantityForOrder('oneWeek', 30, 3)).toBe(8); // 7.5 rounds up
    expect(quantityForOrder('oneWeek', 29, 3)).toBe(7); // 7.25 rounds down
  });

  it('orders the required quantity when the sales of the period are below it', () => {
    expect(quantityForOrder('oneWeek', 8, 3)).toBe(3); // 2 a week
    expect(quantityForOrder('twoWeeks', 5, 3)).toBe(3); // 2.5 → rounds to 3, not below
    expect(quantityForOrder('month', 0, 4)).toBe(4);
  });

  it('never orders a negative or fractional quantity', () => {
    expect(quantityForOrder('month', -10, -2)).toBe(0);
    expect(quantityForOrder('byInitiative', 0, 2.2)).toBe(3);
    expect(quantityForOrder('month', Number.NaN, 1)).toBe(1);
  });

  it('reads an infinite figure from the source as no figure, not as endless packs', () => {
    expect(quantityForOrder('byInitiative', 0, Infinity)).toBe(0);
    expect(quantityForOrder('month', Infinity, 2)).toBe(2);
    const columns = { length: 2, regionalSalesQuantity: Float64Array.of(Infinity, 8), requiredQuantity: Float64Array.of(3, Infinity) };
    expect([...computeQuantities('oneWeek', columns)]).toEqual([3, 2]);
    expect([...computeQuantities('byInitiative', columns)]).toEqual([3, 0]);
  });

  it('always gives a non-negative whole number of packs, at least the required quantity', () => {
    fc.assert(
      fc.property(type, figure, figure, (t, sales, required) => {
        const q = quantityForOrder(t, sales, required);
        expect(Number.isInteger(q)).toBe(true);
        expect(q).toBeGreaterThanOrEqual(0);
        expect(q).toBeGreaterThanOrEqual(Math.max(0, Math.ceil(required)));
      }),
    );
  });

  it('is exactly the required quantity in byInitiative mode, whatever the sales', () => {
    fc.assert(
      fc.property(figure, fc.integer({ min: 0, max: 1000 }), (sales, required) => {
        expect(quantityForOrder('byInitiative', sales, required)).toBe(required);
      }),
    );
  });

  it('is the rounded sales of the period once they reach the required quantity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PeriodCalculationType>('month', 'twoWeeks', 'oneWeek'),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 100 }),
        (t, sales, required) => {
          const perPeriod = Math.round(sales / periodDivisors[t]);
          expect(quantityForOrder(t, sales, required)).toBe(perPeriod >= required ? perPeriod : required);
        },
      ),
    );
  });

  it('orders no less for a longer period: month ≥ two weeks ≥ one week', () => {
    fc.assert(
      fc.property(figure, figure, (sales, required) => {
        const month = quantityForOrder('month', sales, required);
        const twoWeeks = quantityForOrder('twoWeeks', sales, required);
        const oneWeek = quantityForOrder('oneWeek', sales, required);
        expect(month).toBeGreaterThanOrEqual(twoWeeks);
        expect(twoWeeks).toBeGreaterThanOrEqual(oneWeek);
      }),
    );
  });

  it('orders no less when the region sells more', () => {
    fc.assert(
      fc.property(
        type,
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 50 }),
        (t, a, b, required) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(quantityForOrder(t, high, required)).toBeGreaterThanOrEqual(quantityForOrder(t, low, required));
        },
      ),
    );
  });

  it('gives the same quantities over whole columns as row by row', () => {
    fc.assert(
      fc.property(type, fc.array(fc.tuple(figure, figure), { maxLength: 50 }), (t, pairs) => {
        const columns = {
          length: pairs.length,
          regionalSalesQuantity: Float64Array.from(pairs, ([sales]) => sales),
          requiredQuantity: Float64Array.from(pairs, ([, required]) => required),
        };
        const out = computeQuantities(t, columns);
        expect(Array.from(out)).toEqual(pairs.map(([sales, required]) => quantityForOrder(t, sales, required)));
      }),
    );
  });
});
