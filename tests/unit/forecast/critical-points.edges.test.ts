import { describe, expect, it } from 'vitest';
import { bonusOutlook, positionsWord } from '../../../src/domain/forecast/critical-points';

describe('the bonus outlook of an order, at its edges', () => {
  it("words 14, 15, 0 and 104 positions as 'позиций' and 3 as 'позиции'", () => {
    expect(positionsWord(14)).toBe('позиций');
    expect(positionsWord(15)).toBe('позиций');
    expect(positionsWord(0)).toBe('позиций');
    expect(positionsWord(104)).toBe('позиции');
    expect(positionsWord(3)).toBe('позиции');
  });

  it('counts a level as reached when the order has exactly its positions', () => {
    const outlook = bonusOutlook(
      [
        { d: 5, pw: 2 },
        { d: 12, pw: 3.5 },
      ],
      5,
    );
    expect(outlook.reachedPercent).toBe(2);
    expect(outlook.text).toBe('Добавьте в заказ ещё 7 позиций матрицы, чтобы бонус вырос до 3,5 %.');
  });

  it('has reached nothing below the first level', () => {
    expect(bonusOutlook([{ d: 5, pw: 2 }], 4)).toEqual({
      reachedPercent: null,
      next: { positions: 5, percent: 2, missing: 1 },
      text: 'Добавьте в заказ ещё 1 позицию матрицы, чтобы бонус вырос до 2,0 %.',
    });
  });

  it('ignores a level with a broken threshold or percent', () => {
    const points = [
      { d: Number.NaN, pw: 9 },
      { d: 3, pw: Number.POSITIVE_INFINITY },
      { d: 5, pw: 2 },
    ];
    expect(bonusOutlook(points, 6)).toEqual({ reachedPercent: 2, next: null, text: 'Заказ достигает наивысшего уровня бонуса: 2,0 %.' });
    expect(bonusOutlook([{ d: Number.NaN, pw: 1 }], 1).text).toBe('Нет данных о порогах бонуса.');
  });
});
