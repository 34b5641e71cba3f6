import { describe, expect, it } from 'vitest';
import { buildOverview, type InitiativeRecord } from '../../../src/domain/reports/overview';

// A fixed clock inside the second quarter of 2024.
const now = new Date(2024, 4, 15, 12, 0, 0);
const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const record = (overrides: Partial<InitiativeRecord>): InitiativeRecord => ({
  id: 1,
  type: 'SALES_PLAN',
  name: 'Инициатива',
  from: seconds(new Date(2024, 3, 1)),
  to: seconds(new Date(2024, 5, 30, 23, 59, 59)),
  mtxPercent: null,
  purchaseSipSum: 100,
  earned: 10,
  expected: 20,
  mitigatingCoefficient: null,
  startDate: null,
  expirationDate: null,
  hasCubeLink: false,
  ...overrides,
});

describe('overview rows', () => {
  it("offer each row's own details: a sales plan opens its report", () => {
    const table = buildOverview([record({ id: 31, type: 'SALES_PLAN' })], { year: 2024, quarter: 2 }, now);
    expect(table.groups[0].children[0].details).toEqual({ kind: 'report', reportId: 31 });
  });

  it('show the matrix percent of a group whose only known percent is one child’s', () => {
    const table = buildOverview(
      [record({ id: 1, type: 'MANDATORY_MATRIX', mtxPercent: 87.5 }), record({ id: 2, type: 'MANDATORY_MATRIX', mtxPercent: null })],
      { year: 2024, quarter: 2 },
      now,
    );
    expect(table.groups[0].mtxPercent).toBe(87.5);
  });
});
