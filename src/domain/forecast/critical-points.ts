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

const percentText = (percent: number) => `${formatPercent(percent)}%`;

/** Where an order that adds `orderedPositions` matrix positions stands on the bonus curve. */
export function bonusOutlook(points: readonly CriticalPoint[], orderedPositions: number): BonusOutlook {
  const sorted = points.filter((point) => Number.isFinite(point.d) && Number.isFinite(point.pw)).sort((a, b) => a.d - b.d);
  if (sorted.length === 0) return { reachedPercent: null, next: null, text: 'Нет данных о порогах бонуса.' };
  const ordered = Math.max(0, Math.floor(orderedPositions));
  const reached = sorted.filter((point) => point.d <= ordered).at(-1) ?? null;
  const next = sorted.find((point) => point.d > ordered) ?? null;
  const reachedPercent = reached ? reached.pw : null;
  if (!next) {
    return { reachedPercent, next: null, text: `Заказ достигает наивысшего уровня бонуса: ${percentText(reached?.pw ?? 0)}.` };
  }
  const missing = Math.ceil(next.d - ordered);
  return {
    reachedPercent,
    next: { positions: next.d, percent: next.pw, missing },
    text: `Добавьте в заказ ещё ${missing} ${positionsWord(missing)} матрицы, чтобы бонус вырос до ${percentText(next.pw)}.`,
  };
}
