import { describe, expect, it } from 'vitest';
import {
  initiativeOptions,
  selectHasPharmacySystem,
  selectInitiatives,
  selectLength,
  selectMatching,
  selectSupplierGroupOptions,
  selectTotals,
  selectViewRevision,
} from '../../src/machines/forecast/profit-forecast.selectors';
import type { ProfitForecastSnapshot } from '../../src/machines/forecast/profit-forecast.machine';

/** A snapshot holding only the context the selectors read (the machine's own tests drive the states). */
const snapshotWith = (context: Record<string, unknown>) => ({ context }) as unknown as ProfitForecastSnapshot;

describe('the initiative dropdown of the profit forecast', () => {
  const initiatives = [
    { id: 1, name: 'Зима без простуды' },
    { id: 2, name: 'Витамины весной' },
  ];

  it('lists the forecast initiatives when none was chosen by link', () => {
    expect(initiativeOptions(initiatives, null)).toEqual(initiatives);
  });

  it('does not repeat an initiative chosen by link that the forecast has', () => {
    expect(initiativeOptions(initiatives, { initiativeId: 2, initiativeName: 'Витамины весной' })).toEqual(initiatives);
  });

  it('adds at the end an initiative chosen by link that the forecast has no rows of', () => {
    expect(initiativeOptions(initiatives, { initiativeId: 9, initiativeName: 'Здоровое сердце' })).toEqual([
      { id: 1, name: 'Зима без простуды' },
      { id: 2, name: 'Витамины весной' },
      { id: 9, name: 'Здоровое сердце' },
    ]);
    expect(initiatives).toHaveLength(2);
  });
});

describe('what the profit forecast screen reads before anything is loaded', () => {
  const empty = snapshotWith({ options: null, view: null, pharmacySystemsCheck: null });

  it('shows no rows, no groups, no initiatives and no totals', () => {
    expect(selectLength(empty)).toBe(0);
    expect(selectSupplierGroupOptions(empty)).toEqual([]);
    expect(selectInitiatives(empty)).toBeNull();
    expect(selectTotals(empty)).toBeNull();
    expect(selectMatching(empty)).toBe(0);
    expect(selectViewRevision(empty)).toBe(0);
    expect(selectHasPharmacySystem(empty)).toBe(false);
  });

  it('shows what the loaded forecast holds', () => {
    const loaded = snapshotWith({
      options: { length: 120, supplierGroups: ['Протек', 'Катрен'], initiatives: [{ id: 1, name: 'Зима без простуды' }] },
      view: { totals: { sum: 10 }, matching: 37, revision: 4 },
      pharmacySystemsCheck: 1,
    });
    expect(selectLength(loaded)).toBe(120);
    expect(selectSupplierGroupOptions(loaded)).toEqual(['Протек', 'Катрен']);
    expect(selectInitiatives(loaded)).toEqual([{ id: 1, name: 'Зима без простуды' }]);
    expect(selectTotals(loaded)).toEqual({ sum: 10 });
    expect(selectMatching(loaded)).toBe(37);
    expect(selectViewRevision(loaded)).toBe(4);
    expect(selectHasPharmacySystem(loaded)).toBe(true);
    expect(selectHasPharmacySystem(snapshotWith({ pharmacySystemsCheck: 0 }))).toBe(false);
  });
});
