import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesPosition, matchingIndices } from '../../../src/domain/orders/purchase/matching';
import { noFilter, type OrderPosition, type PositionFilter } from '../../../src/domain/orders/purchase/position';
import { filter, groups, position, positions, samplePosition } from './arbitraries';

/**
 * The matching rules of §5 ("Purchase-order position matching"), read again here, independently
 * of src/domain/orders/purchase/matching.ts: one predicate per rule, each true when its filter is off.
 * A position matches only if every rule holds.
 */
const intersects = <T>(a: readonly T[], b: readonly T[]) => a.some((x) => b.includes(x));

const rules: Record<string, (p: OrderPosition, f: PositionFilter) => boolean> = {
  // 'zero balance if checked': a balance known to be nothing (an unknown balance is not zero).
  zeroBalance: (p, f) => !f.zeroBalance || (typeof p.balance === 'number' && p.balance <= 0),
  // 'purchased below plan if checked': a plan to fall short of; nothing purchased counts as 0.
  planNotFulfilled: (p, f) =>
    !f.planNotFulfilled || (p.planAmount != null && (p.purchasedAmount == null ? 0 : p.purchasedAmount) < p.planAmount),
  promoter: (p, f) => f.promoters.length === 0 || f.promoters.indexOf(p.promoter) >= 0,
  initiative: (p, f) => f.initiatives.length === 0 || (p.initiativeId != null && f.initiatives.indexOf(p.initiativeId) >= 0),
  excludedIds: (p, f) => !intersects(p.otherInitiativeIds, f.excludedInitiatives),
  excludedNames: (p, f) => !intersects(p.otherInitiativeNames, f.excludedInitiativeNames),
  // 'supplier groups intersect the chosen ones (a position with no groups is excluded…)'.
  supplier: (p, f) => f.suppliers.length === 0 || intersects(p.supplierGroups, f.suppliers),
  product: (p, f) => f.products.length === 0 || f.products.indexOf(p.productId) >= 0,
  // RG: the purchase price range, bounds included.
  priceFrom: (p, f) => f.priceFrom === null || p.price >= f.priceFrom,
  priceTo: (p, f) => f.priceTo === null || p.price <= f.priceTo,
};

/** The filter with only the fields of one rule taken from `f`. */
const fieldsOf: Record<keyof typeof rules, (keyof PositionFilter)[]> = {
  zeroBalance: ['zeroBalance'],
  planNotFulfilled: ['planNotFulfilled'],
  promoter: ['promoters'],
  initiative: ['initiatives'],
  excludedIds: ['excludedInitiatives'],
  excludedNames: ['excludedInitiativeNames'],
  supplier: ['suppliers'],
  product: ['products'],
  priceFrom: ['priceFrom'],
  priceTo: ['priceTo'],
};
const only = (rule: string, f: PositionFilter): PositionFilter =>
  Object.fromEntries(
    Object.entries(noFilter).map(([key, off]) => [
      key,
      fieldsOf[rule].includes(key as keyof PositionFilter) ? f[key as keyof PositionFilter] : off,
    ]),
  ) as unknown as PositionFilter;

const expected = (p: OrderPosition, f: PositionFilter) => Object.values(rules).every((rule) => rule(p, f));

describe('position matching (§5)', () => {
  it('an empty filter keeps every position', () => {
    fc.assert(fc.property(position, (p) => matchesPosition(p, noFilter)));
  });

  for (const rule of Object.keys(rules)) {
    it(`the rule '${rule}' alone decides as the spec reads`, () => {
      fc.assert(
        fc.property(position, filter, (p, f) => {
          const single = only(rule, f);
          expect(matchesPosition(p, single)).toBe(rules[rule](p, single));
        }),
        { numRuns: 300 },
      );
    });
  }

  it('all rules together: a position matches only if every rule holds', () => {
    fc.assert(
      fc.property(position, filter, (p, f) => {
        expect(matchesPosition(p, f)).toBe(expected(p, f));
      }),
      { numRuns: 1000 },
    );
  });

  it('matchingIndices keeps exactly the positions matchesPosition keeps, in their order', () => {
    fc.assert(
      fc.property(positions(), filter, (list, f) => {
        const wanted = list.flatMap((p, index) => (matchesPosition(p, f) ? [index] : []));
        expect([...matchingIndices(list, f)]).toEqual(wanted);
      }),
    );
  });

  it('a position with no supplier groups never matches once a supplier is chosen', () => {
    fc.assert(
      fc.property(position, filter, fc.constantFrom(...groups), (p, f, chosen) => {
        const suppliers = [...new Set([...f.suppliers, chosen])];
        expect(matchesPosition({ ...p, supplierGroups: [] }, { ...f, suppliers })).toBe(false);
      }),
    );
  });

  it('adding a rule never brings a position back (each rule only narrows)', () => {
    fc.assert(
      fc.property(positions(), filter, fc.constantFrom(...Object.keys(rules)), (list, f, rule) => {
        const narrower = new Set(matchingIndices(list, f));
        for (const index of narrower) expect(matchesPosition(list[index], only(rule, f))).toBe(true);
      }),
    );
  });

  it('examples a purchaser would check by eye', () => {
    const p = samplePosition({
      balance: 0,
      planAmount: 10,
      purchasedAmount: 4,
      supplierGroups: ['Группа 1'],
      otherInitiativeIds: [3],
      otherInitiativeNames: ['Витрина Гамма'],
    });
    expect(matchesPosition(p, { ...noFilter, zeroBalance: true, planNotFulfilled: true })).toBe(true);
    expect(matchesPosition({ ...p, balance: null }, { ...noFilter, zeroBalance: true })).toBe(false);
    expect(matchesPosition({ ...p, purchasedAmount: 10 }, { ...noFilter, planNotFulfilled: true })).toBe(false);
    expect(matchesPosition({ ...p, planAmount: null }, { ...noFilter, planNotFulfilled: true })).toBe(false);
    expect(matchesPosition(p, { ...noFilter, excludedInitiatives: [3] })).toBe(false);
    expect(matchesPosition(p, { ...noFilter, excludedInitiativeNames: ['Витрина Гамма'] })).toBe(false);
    expect(matchesPosition(p, { ...noFilter, suppliers: ['Группа 2', 'Группа 1'] })).toBe(true);
    expect(matchesPosition(p, { ...noFilter, priceFrom: 150.5, priceTo: 150.5 })).toBe(true);
    expect(matchesPosition(p, { ...noFilter, priceFrom: 150.51 })).toBe(false);
  });
});
