import { describe, expect, it } from 'vitest';
import { bonusOutlook, levelsOfOrder, levelStateText } from '../../../src/domain/forecast/critical-points';

describe('the bonus levels an order reaches, in tables whose percents do not rise with the positions', () => {
  it('counts a level whose positions the pharmacy already has as reached, even when the rest is out of reach', () => {
    const [level] = levelsOfOrder([{ d: 0, pw: 2, reachable: false }], 0);
    expect(level.state).toEqual({ kind: 'reached' });
    expect(bonusOutlook([{ d: 0, pw: 2, reachable: false }], 0).reachedPercent).toBe(2);
  });

  it('writes nothing in the table for a level with a broken threshold', () => {
    expect(levelStateText(null)).toBe('');
  });

  it('reaches the highest percent among the reached levels, not the deepest level', () => {
    const outlook = bonusOutlook(
      [
        { d: 2, pw: 3 },
        { d: 4, pw: 2 },
      ],
      5,
    );
    expect(outlook.reachedPercent).toBe(3);
    expect(outlook.text).toBe('Заказ достигает наивысшего уровня бонуса: 3,0 %.');
  });

  it('names as next the missing level with the fewest positions, then the lowest percent', () => {
    expect(
      bonusOutlook(
        [
          { d: 9, pw: 4 },
          { d: 6, pw: 3 },
          { d: 3, pw: 4.5 },
        ],
        0,
      ).next,
    ).toEqual({ positions: 3, percent: 4.5, missing: 3 });
    expect(
      bonusOutlook(
        [
          { d: 3, pw: 4 },
          { d: 3, pw: 2 },
          { d: 3, pw: 3 },
        ],
        1,
      ).next,
    ).toEqual({ positions: 3, percent: 2, missing: 2 });
  });

  it('names a missing level as next although a nearer one is out of reach', () => {
    expect(
      bonusOutlook(
        [
          { d: 2, pw: 5, reachable: false },
          { d: 4, pw: 3 },
        ],
        0,
      ).text,
    ).toBe('Добавьте в заказ ещё 4 позиции матрицы, чтобы бонус вырос до 3,0 %.');
  });

  it('does not offer a level that pays no more than the one reached', () => {
    for (const lower of [2, 3])
      expect(
        bonusOutlook(
          [
            { d: 2, pw: 3 },
            { d: 5, pw: lower },
          ],
          2,
        ).text,
      ).toBe('Заказ достигает наивысшего уровня бонуса: 3,0 %.');
  });

  it('calls out of reach only a level paying more than the one reached, the lowest such first', () => {
    for (const lower of [1, 3])
      expect(
        bonusOutlook(
          [
            { d: 2, pw: 3 },
            { d: 9, pw: lower, reachable: false },
          ],
          2,
        ).text,
      ).toBe('Заказ достигает наивысшего уровня бонуса: 3,0 %.');
    expect(
      bonusOutlook(
        [
          { d: 2, pw: 3 },
          { d: 9, pw: 5, reachable: false },
          { d: 12, pw: 4, reachable: false },
          { d: 15, pw: 6, reachable: false },
        ],
        2,
      ).text,
    ).toBe('Заказ достигает бонуса 3,0 %; бонус 4,0 % до конца периода недостижим: позиций матрицы в поставках меньше, чем он требует.');
  });
});
