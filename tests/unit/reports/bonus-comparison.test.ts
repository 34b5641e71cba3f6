import { describe, expect, it } from 'vitest';
import { bonusComparisonCharts, bonusComparisonSummary, decimalsToTellApart, exactDecimals, tickDecimals, type CommonBonuses } from '../../../src/domain/reports/bonus-comparison';

const record: CommonBonuses = {
  quarter: '2024-04-01',
  currPhAllBonus: 15000,
  currPhMatrixBonusSum: 9000,
  currPhRecGoodsSum: 3000,
  currPhOneMillionSum: 12345.678,
  currPhPercent: 1.25,
  bestPhAllBonus: 40000,
  bestPhOneMillionSum: 25000,
  bestPhPercent: 2.5,
  averagePhAllBonus: 12000,
  averagePhMatrixBonusSum: 7000,
  averagePhRecGoodsSum: 2000,
  averagePhOneMillionSum: 10000,
  averagePhPercent: 1,
  otherBonusSumAvg: 3000,
  otherBonusSumMax: 8000,
  mmAndRecBonusSumAvg: 9000,
  mmAndRecBonusSumMax: 30000,
};

describe('bonus comparison', () => {
  it('charts the bonus share in percent and the bonus per million, this pharmacy against the best and the average', () => {
    const [share, perMillion] = bonusComparisonCharts(record);
    expect(share.axisLabel).toBe('Доля бонуса, %');
    expect(share.bars.map((bar) => [bar.label, bar.value, bar.text])).toEqual([
      ['Ваша аптека', 1.25, '1,3 %'],
      ['Лучшая аптека', 2.5, '2,5 %'],
      ['Средняя аптека', 1, '1,0 %'],
    ]);
    expect(perMillion.title).toBe('Бонус на 1 млн ₽ оборота');
    expect(perMillion.bars.map((bar) => bar.text)).toEqual(['12 345,68 ₽', '25 000,00 ₽', '10 000,00 ₽']);
  });

  it('says the same figures as text for screen readers', () => {
    expect(bonusComparisonSummary(record)).toBe(
      'Доля бонуса в обороте: ваша аптека — 1,3 %, лучшая аптека — 2,5 %, средняя аптека — 1,0 %. ' +
        'Бонус на 1 млн ₽ оборота: ваша аптека — 12 345,68 ₽, лучшая аптека — 25 000,00 ₽, средняя аптека — 10 000,00 ₽.',
    );
  });

  it('says small figures with enough decimals to tell the bars apart, the exact one in the tooltip', () => {
    const small = { ...record, currPhPercent: 0.12, bestPhPercent: 0.17, averagePhPercent: 0.2 };
    const [share] = bonusComparisonCharts(small);
    expect(share.bars.map((bar) => bar.text)).toEqual(['0,1 %', '0,2 %', '0,2 %']);
    expect(share.bars.map((bar) => bar.exactText)).toEqual(['0,12 %', '0,17 %', '0,2 %']);
    expect(bonusComparisonSummary(small)).toMatch(/^Доля бонуса в обороте: ваша аптека — 0,12 %, лучшая аптека — 0,17 %, средняя аптека — 0,20 %\./);
  });

  it('chooses decimals: to tell values apart, to write one exactly, for an axis step', () => {
    expect(decimalsToTellApart([0.12, 0.17, 0.2], 1)).toBe(2);
    expect(decimalsToTellApart([1.25, 2.5, 1], 1)).toBe(1);
    expect(decimalsToTellApart([0.2, 0.2, 0.2], 1)).toBe(1);
    expect(decimalsToTellApart([0.10001, 0.10002], 1)).toBe(4);
    expect(exactDecimals(0.125, 1)).toBe(3);
    expect(exactDecimals(2, 2)).toBe(2);
    expect(exactDecimals(1 / 3, 1)).toBe(4);
    expect([0.05, 0.02, 0.1, 0.5, 1, 2, 1000, 0].map(tickDecimals)).toEqual([2, 2, 1, 1, 0, 0, 0, 0]);
  });
});
