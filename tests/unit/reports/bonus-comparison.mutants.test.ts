import { describe, expect, it } from 'vitest';
import { bonusComparisonCharts, chartAccessibleName, decimalsToTellApart, type CommonBonuses } from '../../../src/domain/reports/bonus-comparison';

const record: CommonBonuses = {
  quarter: '2024-04-01',
  currPhAllBonus: 15000,
  currPhMatrixBonusSum: 9000,
  currPhRecGoodsSum: 3000,
  currPhOneMillionSum: 12345.678,
  currPhPercent: 0.12,
  bestPhAllBonus: 40000,
  bestPhOneMillionSum: 25000,
  bestPhPercent: 0.17,
  averagePhAllBonus: 12000,
  averagePhMatrixBonusSum: 7000,
  averagePhRecGoodsSum: 2000,
  averagePhOneMillionSum: 10000,
  averagePhPercent: 0.2,
  otherBonusSumAvg: 3000,
  otherBonusSumMax: 8000,
  mmAndRecBonusSumAvg: 9000,
  mmAndRecBonusSumMax: 30000,
};

// What the overview's comparison shows around its bars: the axis names, the drawing's name a
// screen reader says, and one series key per chart.
describe('the bonus comparison charts', () => {
  it('name their value axes and keep a series key of their own', () => {
    const charts = bonusComparisonCharts(record);
    expect(charts.map((chart) => [chart.id, chart.title, chart.axisLabel])).toEqual([
      ['share', 'Доля бонуса в обороте', 'Доля бонуса, %'],
      ['perMillion', 'Бонус на 1 млн ₽ оборота', 'Бонус, ₽'],
    ]);
  });

  it('name each drawing for a screen reader with its figures, decimals enough to tell the bars apart', () => {
    const [share, perMillion] = bonusComparisonCharts(record);
    expect(chartAccessibleName(share)).toBe(
      'Столбчатая диаграмма. Доля бонуса в обороте: ваша аптека — 0,12 %, лучшая аптека — 0,17 %, средняя аптека — 0,20 %.',
    );
    expect(chartAccessibleName(perMillion)).toBe(
      'Столбчатая диаграмма. Бонус на 1 млн ₽ оборота: ваша аптека — 12 345,68 ₽, лучшая аптека — 25 000,00 ₽, средняя аптека — 10 000,00 ₽.',
    );
  });

  it('do not lengthen the other figures for a figure that is not a number', () => {
    expect(decimalsToTellApart([Number.NaN, 0.12, 0.14], 1)).toBe(2);
    expect(decimalsToTellApart([1.5, Number.NaN, 2.5], 1)).toBe(1);
  });
});
