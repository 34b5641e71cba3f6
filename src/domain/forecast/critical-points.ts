import { formatPercent } from '../format';

/**
 * The critical points of the forecast prediction: an item {d, pw} says that d more matrix
 * positions than the pharmacy has now bring the bonus percent pw (docs/decisions.md). The
 * positions of the order being built count towards d, so the sentence follows the sliders and
 * the quantity edits.
 */
export interface CriticalPoint {
  d: number;
  pw: number;
}

/** A level of the bonus: a critical point that may be out of reach this period whatever is ordered. */
export interface BonusLevel extends CriticalPoint {
  /** False when no number of positions reaches the level this period; reachable if left out. */
  reachable?: boolean;
}

/** What a row of the mandatory-matrix bonus table says of its level. */
export interface MatrixBonusRow {
  requiredNumberOfPositions: number;
  existedNumberOfPosition: number;
  bonusPercent: number;
  /** Infinite: no number of positions reaches the level this period. */
  absentNumberOfPositionByTheEndOfThePeriod: number;
}

/**
 * The levels of the mandatory-matrix bonus table, as the screen shows them: the sentence under
 * the sliders reads the same rows as the table above it, so the two cannot disagree (issue 22).
 * An infinite «Не хватает позиций к концу периода» is a level out of reach.
 */
export const matrixBonusLevels = (rows: readonly MatrixBonusRow[]): BonusLevel[] =>
  rows.map((row) => ({
    d: row.requiredNumberOfPositions - row.existedNumberOfPosition,
    pw: row.bonusPercent,
    reachable: Number.isFinite(row.absentNumberOfPositionByTheEndOfThePeriod),
  }));

export interface BonusOutlook {
  /** Bonus percent the order reaches; null when it reaches no critical point. */
  reachedPercent: number | null;
  /** The next level: its d, its percent and the positions still missing; null at the top. */
  next: { positions: number; percent: number; missing: number } | null;
  /** The sentence shown under the sliders. */
  text: string;
}

/** 'позиция' after a number, as the object of 'добавьте': 1 позицию, 2 позиции, 5 позиций, 21 позицию. */
export function positionsWord(count: number): string {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 'позиций';
  if (last === 1) return 'позицию';
  if (last >= 2 && last <= 4) return 'позиции';
  return 'позиций';
}

/** The percent as the table writes it (1 decimal), with its sign: «3,0 %». */
const percentText = (percent: number) => `${formatPercent(percent)} %`;

/** Where an order that adds `orderedPositions` matrix positions stands on the bonus levels. */
export function bonusOutlook(points: readonly BonusLevel[], orderedPositions: number): BonusOutlook {
  const sorted = points.filter((point) => Number.isFinite(point.d) && Number.isFinite(point.pw)).sort((a, b) => a.d - b.d || a.pw - b.pw);
  if (sorted.length === 0) return { reachedPercent: null, next: null, text: 'Нет данных о порогах бонуса.' };
  const ordered = Math.max(0, Math.floor(orderedPositions));
  const reachable = sorted.filter((point) => point.reachable !== false);
  const reached = reachable.filter((point) => point.d <= ordered).at(-1) ?? null;
  const next = reachable.find((point) => point.d > ordered) ?? null;
  const reachedPercent = reached ? reached.pw : null;
  if (next) {
    const missing = Math.ceil(next.d - ordered);
    return {
      reachedPercent,
      next: { positions: next.d, percent: next.pw, missing },
      text: `Добавьте в заказ ещё ${missing} ${positionsWord(missing)} матрицы, чтобы бонус вырос до ${percentText(next.pw)}.`,
    };
  }
  // Nothing more within reach: a higher level of the table is out of reach this period, or the
  // order is at the top.
  const outOfReach = sorted.filter((point) => point.reachable === false && point.pw > (reachedPercent ?? Number.NEGATIVE_INFINITY)).sort((a, b) => a.pw - b.pw)[0];
  if (outOfReach) {
    const why = `${percentText(outOfReach.pw)} до конца периода недостижим: позиций матрицы в поставках меньше, чем он требует.`;
    const text = reached ? `Заказ достигает бонуса ${percentText(reached.pw)}; бонус ${why}` : `Бонус ${why}`;
    return { reachedPercent, next: null, text };
  }
  return { reachedPercent, next: null, text: `Заказ достигает наивысшего уровня бонуса: ${percentText(reached?.pw ?? 0)}.` };
}
