import { formatMoney, formatPercent } from './format';

/**
 * The bonus comparison chart of the overview: this pharmacy against the best and the average
 * pharmacy, as the bonus's share of turnover in percent and as bonus per 1 million of turnover.
 */

/** The common bonuses record (spec section 3). `quarter` is the quarter's first day, YYYY-MM-DD. */
export interface CommonBonuses {
  quarter: string;
  currPhAllBonus: number;
  currPhMatrixBonusSum: number;
  currPhRecGoodsSum: number;
  currPhOneMillionSum: number;
  currPhPercent: number;
  bestPhAllBonus: number;
  bestPhOneMillionSum: number;
  bestPhPercent: number;
  averagePhAllBonus: number;
  averagePhMatrixBonusSum: number;
  averagePhRecGoodsSum: number;
  averagePhOneMillionSum: number;
  averagePhPercent: number;
  otherBonusSumAvg: number;
  otherBonusSumMax: number;
  mmAndRecBonusSumAvg: number;
  mmAndRecBonusSumMax: number;
}

export type PharmacyKey = 'current' | 'best' | 'average';

export const pharmacyLabels: Record<PharmacyKey, string> = {
  current: 'Ваша аптека',
  best: 'Лучшая аптека',
  average: 'Средняя аптека',
};

export interface ComparisonBar {
  pharmacy: PharmacyKey;
  label: string;
  value: number;
  /** The value as the tooltip and the screen-reader text show it. */
  text: string;
}

export interface ComparisonChart {
  id: 'share' | 'perMillion';
  title: string;
  /** The value axis label. */
  axisLabel: string;
  bars: ComparisonBar[];
}

const bar = (pharmacy: PharmacyKey, value: number, text: string): ComparisonBar => ({ pharmacy, label: pharmacyLabels[pharmacy], value, text });

/** The percent fields are already in percent units (12.5 means 12,5 %); the bonus share shows 1 decimal. */
const percentText = (value: number): string => `${formatPercent(value, 1)} %`;
// The rouble sign rather than 'руб.': the summary's sentences end with a full stop of their own.
const moneyText = (value: number): string => `${formatMoney(value)} ₽`;

/** The two charts, each with its bars in the order current, best, average. */
export const bonusComparisonCharts = (record: CommonBonuses): ComparisonChart[] => [
  {
    id: 'share',
    title: 'Доля бонуса в обороте',
    axisLabel: 'Доля бонуса, %',
    bars: [
      bar('current', record.currPhPercent, percentText(record.currPhPercent)),
      bar('best', record.bestPhPercent, percentText(record.bestPhPercent)),
      bar('average', record.averagePhPercent, percentText(record.averagePhPercent)),
    ],
  },
  {
    id: 'perMillion',
    title: 'Бонус на 1 млн ₽ оборота',
    axisLabel: 'Бонус, ₽',
    bars: [
      bar('current', record.currPhOneMillionSum, moneyText(record.currPhOneMillionSum)),
      bar('best', record.bestPhOneMillionSum, moneyText(record.bestPhOneMillionSum)),
      bar('average', record.averagePhOneMillionSum, moneyText(record.averagePhOneMillionSum)),
    ],
  },
];

/** The same figures as sentences, for screen readers (one per chart). */
export const bonusComparisonSummary = (record: CommonBonuses): string =>
  bonusComparisonCharts(record)
    .map((chart) => `${chart.title}: ${chart.bars.map((item) => `${item.label.toLowerCase()} — ${item.text}`).join(', ')}.`)
    .join(' ');
