import { describe, expect, it } from 'vitest';
import { shownAtMost, shownOptions, type CheckboxOption } from '../../../src/ui/checkbox-options';

const products: CheckboxOption[] = Array.from({ length: 25_000 }, (_, index) => ({
  value: String(index + 1),
  label: `Товар ${index + 1}`,
}));

describe('the rows a checkbox menu renders', () => {
  it('renders a short list whole', () => {
    const few = products.slice(0, 12);
    expect(shownOptions(few, new Set(), '')).toEqual({ shown: few, matching: 12 });
  });

  it('renders at most 200 rows of a long list and says how many match', () => {
    const { shown, matching } = shownOptions(products, new Set(), '');
    expect(shown).toHaveLength(shownAtMost);
    expect(matching).toBe(25_000);
    expect(shown[0].label).toBe('Товар 1');
  });

  it('always shows the ticked options, first, even far down the list', () => {
    const { shown } = shownOptions(products, new Set(['24999', '7']), '');
    expect(shown.slice(0, 2).map((option) => option.value)).toEqual(['7', '24999']);
    expect(shown).toHaveLength(shownAtMost);
    expect(new Set(shown.map((option) => option.value)).size).toBe(shownAtMost);
  });

  it('the search narrows case-insensitively, and a narrow search shows every match', () => {
    const { shown, matching } = shownOptions(products, new Set(), 'ТОВАР 2499');
    expect(matching).toBe(11); // 2499 and 24990…24999
    expect(shown.map((option) => option.label)).toContain('Товар 24995');
    expect(shownOptions(products, new Set(), 'нет такого')).toEqual({ shown: [], matching: 0 });
  });
});
