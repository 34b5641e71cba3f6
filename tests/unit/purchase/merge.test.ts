import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeFilterOptions, mergePositionLists, type FilterOptions } from '../../../src/domain/orders/purchase/merge';

/** §7.1: both services' lists merged; on purchase-order lists the regular service's initiative entries win. */
const tagged = (source: 'rt' | 'regular') =>
  fc.record({ initiativeId: fc.integer({ min: 1, max: 6 }), productId: fc.integer({ min: 1, max: 30 }), source: fc.constant(source) });
const list = (source: 'rt' | 'regular') => fc.array(tagged(source), { maxLength: 30 });

const entry = fc.record({
  id: fc.integer({ min: 1, max: 8 }),
  name: fc.constantFrom('Альфа', 'Бета', 'Гамма', 'ёлка', 'Ель', 'Zeta', 'Группа 10', 'Группа 2'),
  type: fc.constantFrom('PROCUREMENT', 'SHOWCASE'),
});
const uniqueEntries = fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 6 });
const texts = fc.array(fc.constantFrom('Промоутер Б', 'Промоутер А', 'ООО «Яр»', 'Ёж', 'Еж', 'Abbott', 'Группа 10', 'Группа 2'), {
  maxLength: 6,
});
const options: fc.Arbitrary<FilterOptions> = fc.record({
  initiativesOfPharmacy: uniqueEntries,
  promoters: texts,
  possibleSupplierGroups: texts,
  products: uniqueEntries.map((entries) => entries.map(({ id, name }) => ({ id, name }))),
});

const russian = new Intl.Collator('ru', { numeric: true });
const isSorted = (names: string[]) => names.every((name, k) => k === 0 || russian.compare(names[k - 1], name) <= 0);

describe('merging the position lists of the two services', () => {
  it('an initiative the regular list holds has only the regular positions; others keep the real-time ones', () => {
    fc.assert(
      fc.property(list('rt'), list('regular'), (realTime, regular) => {
        const merged = mergePositionLists(realTime, regular);
        const regularIds = new Set(regular.map((p) => p.initiativeId));
        for (const p of merged) expect(p.source).toBe(regularIds.has(p.initiativeId) ? 'regular' : 'rt');
        // Nothing lost, nothing twice: every regular position, and every real-time one of another initiative, once.
        expect(merged.filter((p) => p.source === 'regular')).toEqual(regular);
        expect(merged.filter((p) => p.source === 'rt')).toEqual(realTime.filter((p) => !regularIds.has(p.initiativeId)));
        expect(merged).toHaveLength(regular.length + realTime.filter((p) => !regularIds.has(p.initiativeId)).length);
      }),
    );
  });

  it('one empty side gives the other', () => {
    fc.assert(
      fc.property(list('rt'), (realTime) => {
        expect(mergePositionLists(realTime, [])).toEqual(realTime);
        expect(mergePositionLists([], realTime)).toEqual(realTime);
      }),
    );
  });
});

describe('merging the filter options of the two services', () => {
  it('holds every option of either once, the regular initiative and product where both name one, sorted in Russian order', () => {
    fc.assert(
      fc.property(options, options, (realTime, regular) => {
        const merged = mergeFilterOptions(realTime, regular);
        const ids = (entries: { id: number }[]) => entries.map((e) => e.id).sort((a, b) => a - b);
        expect(ids(merged.initiativesOfPharmacy)).toEqual(
          [...new Set([...ids(realTime.initiativesOfPharmacy), ...ids(regular.initiativesOfPharmacy)])].sort((a, b) => a - b),
        );
        for (const initiative of merged.initiativesOfPharmacy) {
          const wanted =
            regular.initiativesOfPharmacy.find((e) => e.id === initiative.id) ??
            realTime.initiativesOfPharmacy.find((e) => e.id === initiative.id);
          expect(initiative).toEqual(wanted);
        }
        for (const product of merged.products) {
          expect(product).toEqual(regular.products.find((e) => e.id === product.id) ?? realTime.products.find((e) => e.id === product.id));
        }
        expect(new Set(merged.products.map((p) => p.id)).size).toBe(merged.products.length);
        for (const key of ['promoters', 'possibleSupplierGroups'] as const) {
          expect(new Set(merged[key])).toEqual(new Set([...realTime[key], ...regular[key]]));
          expect(new Set(merged[key]).size).toBe(merged[key].length);
          expect(isSorted(merged[key])).toBe(true);
        }
        expect(isSorted(merged.initiativesOfPharmacy.map((e) => e.name))).toBe(true);
      }),
    );
  });

  it('sorts as a Russian reader expects: Cyrillic before Latin, ё beside е, numbers by value', () => {
    const empty = { initiativesOfPharmacy: [], products: [], possibleSupplierGroups: [] };
    const merged = mergeFilterOptions(
      { ...empty, promoters: ['Abbott', 'Группа 10', 'Яр'] },
      { ...empty, promoters: ['Ёж', 'Группа 2', 'Аптека'] },
    );
    expect(merged.promoters).toEqual(['Аптека', 'Группа 2', 'Группа 10', 'Ёж', 'Яр', 'Abbott']);
  });
});
