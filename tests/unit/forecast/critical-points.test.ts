import { describe, expect, it } from 'vitest';
import { bonusOutlook, positionsWord } from '../../../src/domain/forecast/critical-points';

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
      text: 'Добавьте в заказ ещё 5 позиций матрицы, чтобы бонус вырос до 2,0%.',
    });
  });

  it('count the positions of the order being built', () => {
    const outlook = bonusOutlook(points, 10);
    expect(outlook.reachedPercent).toBe(2);
    expect(outlook.next).toEqual({ positions: 12, percent: 3.5, missing: 2 });
    expect(outlook.text).toBe('Добавьте в заказ ещё 2 позиции матрицы, чтобы бонус вырос до 3,5%.');
  });

  it('reach the next level exactly at d', () => {
    expect(bonusOutlook(points, 12).next?.positions).toBe(20);
    expect(bonusOutlook(points, 19).text).toBe('Добавьте в заказ ещё 1 позицию матрицы, чтобы бонус вырос до 5,0%.');
  });

  it('say so at the top level, whatever order the points came in', () => {
    expect(bonusOutlook([...points].reverse(), 25)).toEqual({
      reachedPercent: 5,
      next: null,
      text: 'Заказ достигает наивысшего уровня бонуса: 5,0%.',
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
