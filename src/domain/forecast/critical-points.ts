import { formatNumber, formatPercent } from '../shared/format';

/**
 * The critical points of the forecast prediction: an item {d, pw} says that d more matrix
 * positions than the pharmacy has now bring the bonus percent pw (docs/decisions/forecast-proposal.md). The
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
 * the sliders reads the same rows as the table above it, so the two cannot disagree.
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

/** Where an order stands on one level of the table. */
export type LevelState =
  | { kind: 'reached' }
  | { kind: 'missing'; missing: number }
  /** No number of positions reaches the level this period. */
  | { kind: 'outOfReach' };

export interface LevelOfOrder extends BonusLevel {
  /** Null for a level with a broken threshold or percent: it is neither shown as reached nor counted. */
  state: LevelState | null;
}

/**
 * Each level as an order adding `orderedPositions` matrix positions leaves it, in the table's
 * order. The table's «С учётом заказа» column and the sentence under the sliders both read
 * this, so a level the sentence calls out of reach is never shown as reached or missing nothing.
 * A level whose positions the pharmacy already has is reached even when the rest is out of reach.
 */
export function levelsOfOrder(points: readonly BonusLevel[], orderedPositions: number): LevelOfOrder[] {
  const ordered = Math.max(0, Math.floor(orderedPositions));
  return points.map((point) => {
    if (!Number.isFinite(point.d) || !Number.isFinite(point.pw)) return { ...point, state: null };
    if (point.d <= ordered && (point.reachable !== false || point.d <= 0)) return { ...point, state: { kind: 'reached' } };
    if (point.reachable === false) return { ...point, state: { kind: 'outOfReach' } };
    return { ...point, state: { kind: 'missing', missing: Math.ceil(point.d - ordered) } };
  });
}

/** The words of a level's state in the table: «достигнут», «ещё 4 позиции», «недостижим до конца периода». */
export function levelStateText(state: LevelState | null): string {
  if (!state) return '';
  if (state.kind === 'reached') return 'достигнут';
  if (state.kind === 'outOfReach') return 'недостижим до конца периода';
  return `ещё ${formatNumber(state.missing)} ${positionsWord(state.missing).replace('позицию', 'позиция')}`;
}

const byThreshold = (a: BonusLevel, b: BonusLevel) => a.d - b.d || a.pw - b.pw;

/** Where an order that adds `orderedPositions` matrix positions stands on the bonus levels. */
export function bonusOutlook(points: readonly BonusLevel[], orderedPositions: number): BonusOutlook {
  const levels = levelsOfOrder(points, orderedPositions).filter((level) => level.state !== null);
  if (levels.length === 0) return { reachedPercent: null, next: null, text: 'Нет данных о порогах бонуса.' };
  const reached =
    levels
      .filter((level) => level.state?.kind === 'reached')
      .sort((a, b) => a.pw - b.pw || byThreshold(a, b))
      .at(-1) ?? null;
  const reachedPercent = reached ? reached.pw : null;
  const next = levels
    .filter((level) => level.state?.kind === 'missing' && level.pw > (reachedPercent ?? Number.NEGATIVE_INFINITY))
    .sort(byThreshold)[0];
  if (next?.state?.kind === 'missing') {
    const { missing } = next.state;
    return {
      reachedPercent,
      next: { positions: next.d, percent: next.pw, missing },
      text: `Добавьте в заказ ещё ${formatNumber(missing)} ${positionsWord(missing)} матрицы, чтобы бонус вырос до ${percentText(next.pw)}.`,
    };
  }
  // Nothing more within reach: a higher level of the table is out of reach this period, or the
  // order is at the top.
  const outOfReach = levels
    .filter((level) => level.state?.kind === 'outOfReach' && level.pw > (reachedPercent ?? Number.NEGATIVE_INFINITY))
    .sort((a, b) => a.pw - b.pw)[0];
  if (outOfReach) {
    const why = `${percentText(outOfReach.pw)} до конца периода недостижим: позиций матрицы в поставках меньше, чем он требует.`;
    const text = reached ? `Заказ достигает бонуса ${percentText(reached.pw)}; бонус ${why}` : `Бонус ${why}`;
    return { reachedPercent, next: null, text };
  }
  return { reachedPercent, next: null, text: `Заказ достигает наивысшего уровня бонуса: ${percentText(reached?.pw ?? 0)}.` };
}
