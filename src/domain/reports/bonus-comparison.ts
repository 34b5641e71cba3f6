import { formatNumber, formatPercent } from '../shared/format';

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
  /** The value label on the bar: the measure's own decimals (money 2, percent 1). */
  text: string;
  /** The exact figure, as the tooltip shows it: more decimals when the value has them. */
  exactText: string;
  /** The figure as the summary says it: enough decimals to tell this chart's bars apart. */
  summaryText: string;
}

/** A chart's measure: a percent (1 decimal) or money (2 decimals, the rouble sign). */
export type ChartMeasure = 'percent' | 'money';

export interface ComparisonChart {
  id: 'share' | 'perMillion';
  title: string;
  /** The value axis label. */
  axisLabel: string;
  measure: ChartMeasure;
  bars: ComparisonBar[];
}

/** The house decimals of a measure: percents 1, money 2. */
export const measureDecimals: Record<ChartMeasure, number> = { percent: 1, money: 2 };

/** No figure on this screen needs more than 4 decimals; beyond that a difference is noise. */
const maxDecimals = 4;

const roundsTo = (value: number, decimals: number): string => value.toFixed(decimals);

/**
 * The fewest decimals, at least `min`, at which values that differ are written differently
 * (0,12 / 0,17 / 0,2 as a percent need 2: at 1 decimal they read 0,1 / 0,2 / 0,2).
 */
export function decimalsToTellApart(values: readonly number[], min: number): number {
  for (let decimals = min; decimals < maxDecimals; decimals += 1) {
    const clash = values.some((a, i) => values.some((b, j) => j > i && a !== b && roundsTo(a, decimals) === roundsTo(b, decimals)));
    if (!clash) return decimals;
  }
  return maxDecimals;
}

/** The fewest decimals, at least `min`, that write the value exactly (up to 4). */
export function exactDecimals(value: number, min: number): number {
  for (let decimals = min; decimals < maxDecimals; decimals += 1) {
    if (Math.abs(Number(roundsTo(value, decimals)) - value) < 1e-9) return decimals;
  }
  return maxDecimals;
}

/**
 * The decimals of an axis whose ticks are `step` apart: enough that neighbouring ticks differ
 * (a step of 0,05 needs 2, of 0,5 one, of 2 none).
 */
export const tickDecimals = (step: number): number => (step > 0 ? Math.max(0, Math.ceil(-Math.log10(step) - 1e-9)) : 0);

/**
 * A figure of the measure with the given decimals, grouped like money. Percent fields are already
 * in percent units (12.5 means 12,5 %). The rouble sign rather than 'руб.': the summary's sentences
 * end with a full stop of their own.
 */
export const measureText = (measure: ChartMeasure, value: number, decimals = measureDecimals[measure]): string =>
  measure === 'percent' ? `${formatPercent(value, decimals)} %` : `${formatNumber(value, decimals)} ₽`;

const chartOf = (id: ComparisonChart['id'], title: string, axisLabel: string, measure: ChartMeasure, values: Record<PharmacyKey, number>): ComparisonChart => {
  const pharmacies: PharmacyKey[] = ['current', 'best', 'average'];
  const apart = decimalsToTellApart(Object.values(values), measureDecimals[measure]);
  return {
    id,
    title,
    axisLabel,
    measure,
    bars: pharmacies.map((pharmacy) => ({
      pharmacy,
      label: pharmacyLabels[pharmacy],
      value: values[pharmacy],
      text: measureText(measure, values[pharmacy]),
      exactText: measureText(measure, values[pharmacy], exactDecimals(values[pharmacy], measureDecimals[measure])),
      summaryText: measureText(measure, values[pharmacy], apart),
    })),
  };
};

/** The two charts, each with its bars in the order current, best, average. */
export const bonusComparisonCharts = (record: CommonBonuses): ComparisonChart[] => [
  chartOf('share', 'Доля бонуса в обороте', 'Доля бонуса, %', 'percent', {
    current: record.currPhPercent,
    best: record.bestPhPercent,
    average: record.averagePhPercent,
  }),
  chartOf('perMillion', 'Бонус на 1 млн ₽ оборота', 'Бонус, ₽', 'money', {
    current: record.currPhOneMillionSum,
    best: record.bestPhOneMillionSum,
    average: record.averagePhOneMillionSum,
  }),
];

/** One chart's figures as a sentence, with decimals enough to tell the bars apart. */
const chartSentence = (chart: ComparisonChart): string =>
  `${chart.title}: ${chart.bars.map((item) => `${item.label.toLowerCase()} — ${item.summaryText}`).join(', ')}.`;

/** The same figures as sentences, for screen readers (one per chart), with decimals enough to tell the bars apart. */
export const bonusComparisonSummary = (record: CommonBonuses): string =>
  bonusComparisonCharts(record).map(chartSentence).join(' ');

/**
 * The accessible name of a chart's drawing: what it shows, in Russian (the chart library names
 * every drawing «XYChart» unless told otherwise).
 */
export const chartAccessibleName = (chart: ComparisonChart): string => `Столбчатая диаграмма. ${chartSentence(chart)}`;
