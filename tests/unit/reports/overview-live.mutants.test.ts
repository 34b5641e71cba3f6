import { describe, expect, it } from 'vitest';
import type { InitiativeRecord } from '../../../src/api/contract/reports';
import type { QuarterReport } from '../../../src/api/reports/reports';
import { withLiveFigures } from '../../../src/domain/reports/overview-live';

const record = (id: number, figures: Partial<InitiativeRecord> = {}): InitiativeRecord => ({
  id,
  type: 'PROCUREMENT',
  name: `Инициатива ${id}`,
  from: 0,
  to: 1,
  mtxPercent: null,
  purchaseSipSum: null,
  earned: null,
  expected: null,
  mitigatingCoefficient: null,
  startDate: null,
  expirationDate: null,
  hasCubeLink: false,
  ...figures,
});
const report: QuarterReport = {
  pharmacyId: 1,
  quarter: '2025-04-01',
  dataFreshness: null,
  summary: { earnedSum: 0, expectedSum: 0 },
  initiatives: [record(1, { earned: 10 }), record(2, { mtxPercent: 40, mitigatingCoefficient: 0.5 })],
};
const nothingLive = { initiatives: null, pharmacy: null, purchases: null };

// The overview's rows of the current quarter once the live figures are in: one row per initiative,
// the matrix share and the mitigating coefficient from whichever source has them.
describe('the overview’s rows with the real-time figures', () => {
  it('show an initiative both sources have once, in the regular report’s place', () => {
    const merged = withLiveFigures(report, { ...nothingLive, initiatives: [record(2, { earned: 3 }), record(1, { earned: 12 })] });
    expect(merged.initiatives.map((row) => [row.id, row.earned])).toEqual([
      [1, 12],
      [2, 3],
    ]);
  });

  it('take the live matrix share and coefficient where the regular report has none, and keep the regular ones otherwise', () => {
    const merged = withLiveFigures(report, {
      ...nothingLive,
      initiatives: [record(1, { mtxPercent: 55, mitigatingCoefficient: 0.8 }), record(2)],
    });
    expect(merged.initiatives.map((row) => [row.mtxPercent, row.mitigatingCoefficient])).toEqual([
      [55, 0.8],
      [40, 0.5],
    ]);
  });
});
