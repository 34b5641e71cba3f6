import { describe, expect, it } from 'vitest';
import { matrixLevelLayout, reportCells, reportTotalsCells } from '../../../src/domain/reports/report-detail';
import type { ReportHeader } from '../../../src/domain/reports/report-rows';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const report: ReportHeader = {
  id: 5,
  name: 'Матрица',
  type: 'MANDATORY_MATRIX',
  from: seconds(new Date(2024, 3, 1)),
  to: seconds(new Date(2024, 5, 30, 23, 59, 59)),
  period: null,
  dataFreshness: null,
};
const level = { requiredPercent: 80, requiredNumberOfPositions: 120, existedNumberOfPosition: 101.26, bonusPercent: 1.5 };

describe('a matrix level row', () => {
  it('shows a known absence with 1 decimal', () => {
    expect(reportCells(matrixLevelLayout, { ...level, absentNumberOfPosition: 18.74 }, report).absentNumberOfPosition).toBe('18,7');
  });

  it('shows an absence the distributor could not count (not a finite number) as 0', () => {
    expect(reportCells(matrixLevelLayout, { ...level, absentNumberOfPosition: Number.POSITIVE_INFINITY }, report).absentNumberOfPosition).toBe('0,0');
  });

  it('has an empty totals row: the matrix level report has no totals', () => {
    const cells = reportTotalsCells(matrixLevelLayout, { label: 'Итого', quarterLabel: 'Апрель - Июнь', sums: { bonusPercent: 3 } });
    expect(Object.values(cells).every((text) => text === '')).toBe(true);
    expect(Object.keys(cells)).toEqual(['requiredPercent', 'requiredNumberOfPositions', 'existedNumberOfPosition', 'absentNumberOfPosition', 'bonusPercent']);
  });
});
