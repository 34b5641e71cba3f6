import { describe, expect, it } from 'vitest';
import type { MandatoryMatrixBonus } from '../../../src/api/contract/forecast';
import { bonusOutlook, levelStateText, levelsOfOrder, matrixBonusLevels } from '../../../src/domain/forecast/critical-points';
import { matrixBonusRows, matrixPlans } from '../../../server/seed/forecast-bonuses';

/** The table's «С учётом заказа» cells and the sentence, as the screen computes them. */
const screen = (rows: readonly MandatoryMatrixBonus[], ordered: number) => {
  const levels = matrixBonusLevels(rows);
  return {
    cells: levelsOfOrder(levels, ordered).map((level) => levelStateText(level.state)),
    sentence: bonusOutlook(levels, ordered).text,
  };
};

const demoTable = (pharmacyId: number) => {
  const plan = matrixPlans.find((candidate) => candidate.pharmacyId === pharmacyId);
  if (!plan) throw new Error(`no demo plan for pharmacy ${pharmacyId}`);
  return matrixBonusRows(plan, new Date(2026, 10, 15)).map((row) => ({
    ...row,
    type: 'MANDATORY_MATRIX' as const,
    earned: row.earned ?? null,
    expected: row.expected ?? null,
  }));
};

const row = (required: number, existed: number, bonusPercent: number, reachable = true): MandatoryMatrixBonus => ({
  type: 'MANDATORY_MATRIX',
  requiredPercent: 0,
  requiredNumberOfPositions: required,
  bonusPercent,
  existedNumberOfPosition: existed,
  absentNumberOfPositionByTheEndOfThePeriod: reachable ? Math.max(0, required - existed) : Number.POSITIVE_INFINITY,
  absentNumberOfPosition: Math.max(0, required - existed),
  earned: null,
  expected: null,
});

describe('the bonus table and the sentence under the sliders, from one calculation', () => {
  it('apteka1’s demo: the 100 % row (80 required, 46 present, shown missing 0) is out of reach in the table as in the sentence', () => {
    const table = demoTable(1);
    expect(table.map((line) => [line.requiredNumberOfPositions, line.existedNumberOfPosition, line.bonusPercent])).toEqual([
      [50, 46, 1],
      [60, 46, 1.5],
      [70, 46, 2],
      [80, 46, 3],
    ]);
    expect(screen(table, 0)).toEqual({
      cells: ['ещё 4 позиции', 'ещё 14 позиций', 'ещё 24 позиции', 'недостижим до конца периода'],
      sentence: 'Добавьте в заказ ещё 4 позиции матрицы, чтобы бонус вырос до 1,0 %.',
    });
    expect(screen(table, 23)).toEqual({
      cells: ['достигнут', 'достигнут', 'ещё 1 позиция', 'недостижим до конца периода'],
      sentence: 'Добавьте в заказ ещё 1 позицию матрицы, чтобы бонус вырос до 2,0 %.',
    });
    expect(screen(table, 40)).toEqual({
      cells: ['достигнут', 'достигнут', 'достигнут', 'недостижим до конца периода'],
      sentence:
        'Заказ достигает бонуса 2,0 %; бонус 3,0 % до конца периода недостижим: позиций матрицы в поставках меньше, чем он требует.',
    });
  });

  it('apteka2’s demo: every level within reach, the top called the highest once reached', () => {
    const table = demoTable(2);
    expect(screen(table, 2)).toEqual({
      cells: ['достигнут', 'ещё 4 позиции'],
      sentence: 'Добавьте в заказ ещё 4 позиции матрицы, чтобы бонус вырос до 2,0 %.',
    });
    expect(screen(table, 6)).toEqual({ cells: ['достигнут', 'достигнут'], sentence: 'Заказ достигает наивысшего уровня бонуса: 2,0 %.' });
  });

  it('no position missing: every level reached before anything is ordered', () => {
    expect(screen([row(50, 80, 1), row(80, 80, 3)], 0)).toEqual({
      cells: ['достигнут', 'достигнут'],
      sentence: 'Заказ достигает наивысшего уровня бонуса: 3,0 %.',
    });
  });

  it('all missing: a pharmacy with none of the matrix counts every position from the first level', () => {
    expect(screen([row(50, 0, 1), row(80, 0, 3)], 0)).toEqual({
      cells: ['ещё 50 позиций', 'ещё 80 позиций'],
      sentence: 'Добавьте в заказ ещё 50 позиций матрицы, чтобы бонус вырос до 1,0 %.',
    });
  });

  it('all out of reach: no row is shown as reached or missing a number, and the sentence names the lowest', () => {
    expect(screen([row(70, 46, 2, false), row(80, 46, 3, false)], 100)).toEqual({
      cells: ['недостижим до конца периода', 'недостижим до конца периода'],
      sentence: 'Бонус 2,0 % до конца периода недостижим: позиций матрицы в поставках меньше, чем он требует.',
    });
  });

  it('a level already reached stays reached even when the period can bring no more positions', () => {
    expect(screen([row(40, 46, 1, false), row(80, 46, 3, false)], 0)).toEqual({
      cells: ['достигнут', 'недостижим до конца периода'],
      sentence:
        'Заказ достигает бонуса 1,0 %; бонус 3,0 % до конца периода недостижим: позиций матрицы в поставках меньше, чем он требует.',
    });
  });

  it('over every order size of apteka1’s demo, the sentence’s count is the count of its level’s row, and the 100 % row is never reached', () => {
    const table = demoTable(1);
    const levels = matrixBonusLevels(table);
    for (let ordered = 0; ordered <= 60; ordered += 1) {
      const { cells } = screen(table, ordered);
      const { next } = bonusOutlook(levels, ordered);
      if (next)
        expect(cells[levels.findIndex((level) => level.pw === next.percent)]).toMatch(new RegExp(`^ещё ${next.missing} позиц`, 'u'));
      else expect(cells.filter((cell) => cell.startsWith('ещё'))).toEqual([]);
      expect(cells[3]).toBe('недостижим до конца периода');
    }
  });
});
