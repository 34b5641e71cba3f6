import { describe, expect, it } from 'vitest';
import { bonusComparisonCharts, bonusComparisonSummary, type CommonBonuses } from '../../../src/domain/bonus-comparison';

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
});
