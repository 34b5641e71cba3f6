import { describe, expect, it } from 'vitest';
import type { MandatoryMatrixBonus } from '../../../src/api/contract/forecast';
import { bonusOutlook, matrixBonusLevels, positionsWord } from '../../../src/domain/forecast/critical-points';

const points = [
  { d: 5, pw: 2 },
  { d: 12, pw: 3.5 },
  { d: 20, pw: 5 },
];

describe('critical points of the bonus', () => {
  it('tell how many more matrix positions reach the next level', () => {
    expect(bonusOutlook(points, 0)).toEqual({
      reachedPercent: null,
      next: { positions: 5, percent: 2, missing: 5 },
      text: 'Добавьте в заказ ещё 5 позиций матрицы, чтобы бонус вырос до 2,0 %.',
    });
  });

  it('count the positions of the order being built', () => {
    const outlook = bonusOutlook(points, 10);
    expect(outlook.reachedPercent).toBe(2);
    expect(outlook.next).toEqual({ positions: 12, percent: 3.5, missing: 2 });
    expect(outlook.text).toBe('Добавьте в заказ ещё 2 позиции матрицы, чтобы бонус вырос до 3,5 %.');
  });

  it('reach the next level exactly at d', () => {
    expect(bonusOutlook(points, 12).next?.positions).toBe(20);
    expect(bonusOutlook(points, 19).text).toBe('Добавьте в заказ ещё 1 позицию матрицы, чтобы бонус вырос до 5,0 %.');
  });

  it('say so at the top level, whatever order the points came in', () => {
    expect(bonusOutlook([...points].reverse(), 25)).toEqual({
      reachedPercent: 5,
      next: null,
      text: 'Заказ достигает наивысшего уровня бонуса: 5,0 %.',
    });
  });

  it('say there is nothing to tell without points', () => {
    expect(bonusOutlook([], 3).text).toBe('Нет данных о порогах бонуса.');
  });

  it.each([
    [1, 'позицию'],
    [2, 'позиции'],
    [4, 'позиции'],
    [5, 'позиций'],
    [11, 'позиций'],
    [12, 'позиций'],
    [21, 'позицию'],
    [22, 'позиции'],
    [111, 'позиций'],
  ])('%d %s', (count, word) => {
    expect(positionsWord(count)).toBe(word);
  });
});

describe('the bonus outlook read from the mandatory-matrix bonus table (one source with the table)', () => {
  // apteka1's demo table: 80 positions, 46 on the shelf, levels 1,0 / 1,5 / 2,0 / 3,0 %; the
  // 3,0 % level needs positions no longer supplied («Не хватает… к концу периода» infinite).
  const level = (required: number, bonusPercent: number, reachable = true): MandatoryMatrixBonus => ({
    type: 'MANDATORY_MATRIX',
    requiredPercent: 0,
    requiredNumberOfPositions: required,
    bonusPercent,
    existedNumberOfPosition: 46,
    absentNumberOfPositionByTheEndOfThePeriod: reachable ? Math.max(0, required - 46) : Number.POSITIVE_INFINITY,
    absentNumberOfPosition: Math.max(0, required - 46),
    earned: null,
    expected: null,
  });
  const table = [level(50, 1), level(60, 1.5), level(70, 2), level(80, 3, false)];

  it('counts from the table’s required and present positions', () => {
    expect(matrixBonusLevels(table)).toEqual([
      { d: 4, pw: 1, reachable: true },
      { d: 14, pw: 1.5, reachable: true },
      { d: 24, pw: 2, reachable: true },
      { d: 34, pw: 3, reachable: false },
    ]);
    expect(bonusOutlook(matrixBonusLevels(table), 10).text).toBe('Добавьте в заказ ещё 4 позиции матрицы, чтобы бонус вырос до 1,5 %.');
  });

  it('never calls a level the highest while the table shows a higher one: it says the higher one is out of reach', () => {
    const outlook = bonusOutlook(matrixBonusLevels(table), 40);
    expect(outlook.reachedPercent).toBe(2);
    expect(outlook.text).toBe(
      'Заказ достигает бонуса 2,0 %; бонус 3,0 % до конца периода недостижим: позиций матрицы в поставках меньше, чем он требует.',
    );
    expect(outlook.text).not.toContain('наивысшего');
  });

  it('calls the table’s top level the highest once the order reaches it', () => {
    const reachableTop = [level(50, 1), level(80, 3)];
    expect(bonusOutlook(matrixBonusLevels(reachableTop), 34).text).toBe('Заказ достигает наивысшего уровня бонуса: 3,0 %.');
  });

  it('says so when no level is within reach at all', () => {
    expect(bonusOutlook(matrixBonusLevels([level(80, 3, false)]), 5).text).toBe(
      'Бонус 3,0 % до конца периода недостижим: позиций матрицы в поставках меньше, чем он требует.',
    );
  });
});
