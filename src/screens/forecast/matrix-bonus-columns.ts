import type { MandatoryMatrixBonus } from '../../api/contract/forecast';
import { quarterLabel, type Period } from '../../domain/shared/quarters';
import type { GridColumn } from '../../ui/grid/grid-columns';

/**
 * The two variants of the mandatory-matrix bonus table (spec §2.1): calcBonusType 'TP' adds the
 * defect column (positions absent from the shelf now); any other type adds what the pharmacy has
 * earned and can still expect, for the current year and quarter. Percents show 1 decimal; an
 * infinite count of absent positions (no number reaches the bonus) shows as 0, and «С учётом
 * заказа» says in words what the order being built leaves of each level.
 */
export type BonusLine = MandatoryMatrixBonus & {
  key: string;
  /** Where the order being built leaves the level, in the words of the sentence under the sliders. */
  orderState: string;
};

const finiteOrZero = (count: number) => (Number.isFinite(count) ? count : 0);

const common: GridColumn<BonusLine>[] = [
  { key: 'requiredPercent', name: 'Требуемая доля матрицы, %', format: 'percent', width: 130 },
  { key: 'requiredNumberOfPositions', name: 'Требуется позиций', format: 'count', width: 110 },
  { key: 'existedNumberOfPosition', name: 'Есть позиций', format: 'count', width: 100 },
  {
    key: 'absentNumberOfPositionByTheEndOfThePeriod',
    name: 'Не хватает позиций к концу периода',
    format: 'count',
    width: 150,
    value: (line) => finiteOrZero(line.absentNumberOfPositionByTheEndOfThePeriod),
  },
  // Beside the spec's 0 for a level out of reach: that 0 reads as «nothing missing» on its own.
  // Wide enough for «недостижим до конца периода» on one line: a wrapped cell grows the table's
  // rows after the page has laid out, and the forecast grid below jumps out of view.
  { key: 'orderState', name: 'С учётом заказа', width: 240 },
];

const bonusPercent: GridColumn<BonusLine> = { key: 'bonusPercent', name: 'Бонус, %', format: 'percent', width: 90 };

const defect: GridColumn<BonusLine> = {
  key: 'absentNumberOfPosition',
  name: 'Дефектура, позиций',
  format: 'count',
  width: 110,
  value: (line) => finiteOrZero(line.absentNumberOfPosition),
};

export const isDefectVariant = (calcBonusType: string | null) => calcBonusType === 'TP';

export function matrixBonusColumns(calcBonusType: string | null): GridColumn<BonusLine>[] {
  if (isDefectVariant(calcBonusType)) return [...common, defect, bonusPercent];
  return [
    ...common,
    bonusPercent,
    { key: 'earned', name: 'Заработано, руб.', format: 'money', width: 130 },
    { key: 'expected', name: 'Ожидается, руб.', format: 'money', width: 130 },
  ];
}

/** The caption: the earned and expected sums are of the current quarter of the current year. */
export const matrixBonusCaption = (calcBonusType: string | null, period: Period): string =>
  isDefectVariant(calcBonusType)
    ? 'Бонус по обязательной матрице'
    : `Бонус по обязательной матрице: ${quarterLabel(period.quarter)} ${period.year} г.`;
