import { describe, expect, it } from 'vitest';
import type { InitiativeRecord } from '../../../src/api/contract/reports';
import type { QuarterReport } from '../../../src/api/reports/reports';
import { withLiveFigures } from '../../../src/domain/reports/overview-live';

/** The current quarter's report with the real-time figures merged in (reports §7, real-time reports). */
const record = (id: number, figures: Partial<InitiativeRecord> = {}): InitiativeRecord => ({
  id, type: 'PROCUREMENT', name: `Инициатива ${id}`, from: 0, to: 1, mtxPercent: null, purchaseSipSum: null, earned: null,
  expected: null, mitigatingCoefficient: null, startDate: null, expirationDate: null, hasCubeLink: false, ...figures,
});
// 30 June 2025, noon, local time.
const regularFreshness = Math.floor(new Date(2025, 5, 30, 12).getTime() / 1000);
const report: QuarterReport = {
  pharmacyId: 1, quarter: '2025-04-01', dataFreshness: regularFreshness, summary: { earnedSum: 0, expectedSum: 0 },
  initiatives: [record(1, { earned: 10, expected: 20, purchaseSipSum: 100 }), record(2, { earned: 5 })],
};
const nothingLive = { initiatives: null, pharmacy: null, purchases: null };

describe('the overview with the real-time figures', () => {
  it('without any live answer it is the regular report', () => {
    expect(withLiveFigures(report, nothingLive)).toEqual(report);
  });

  it('a live figure replaces the regular one; a figure the live source lacks keeps the regular one', () => {
    const merged = withLiveFigures(report, { ...nothingLive, initiatives: [record(1, { earned: 12, expected: null, name: 'другое имя' })] });
    expect(merged.initiatives[0]).toEqual(record(1, { earned: 12, expected: 20, purchaseSipSum: 100 }));
    expect(merged.initiatives[1]).toEqual(report.initiatives[1]);
  });

  it('an initiative only the live source has is added after the regular ones', () => {
    const merged = withLiveFigures(report, { ...nothingLive, initiatives: [record(3, { earned: 1 })] });
    expect(merged.initiatives.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('the live purchases in SIP prices replace the regular sums of their initiatives, added ones too', () => {
    const merged = withLiveFigures(report, {
      ...nothingLive,
      initiatives: [record(3)],
      purchases: [{ initiativeId: 2, purchaseSipSum: 250.5 }, { initiativeId: 3, purchaseSipSum: 7 }],
    });
    expect(merged.initiatives.map((row) => row.purchaseSipSum)).toEqual([100, 250.5, 7]);
  });

  it('the freshness is the later of the two; the live one is a day', () => {
    const later = withLiveFigures(report, { ...nothingLive, pharmacy: { dataFreshness: '2025-07-01' } });
    expect(later.dataFreshness).toBe(Math.floor(new Date(2025, 6, 1).getTime() / 1000));
    const sameDay = withLiveFigures(report, { ...nothingLive, pharmacy: { dataFreshness: '2025-06-30' } });
    expect(sameDay.dataFreshness).toBe(regularFreshness);
    const unknown = withLiveFigures({ ...report, dataFreshness: null }, { ...nothingLive, pharmacy: { dataFreshness: '2025-06-30' } });
    expect(unknown.dataFreshness).toBe(Math.floor(new Date(2025, 5, 30).getTime() / 1000));
    expect(withLiveFigures(report, { ...nothingLive, pharmacy: { dataFreshness: null } }).dataFreshness).toBe(regularFreshness);
  });
});
