import { readDecimal, type NumberReading } from '../shared/number-entry';
import type { ForecastColumns } from './columns';
import { codeMask } from './dictionary';
import { orderByDescendingKey } from './sort';

/**
 * Which rows the forecast shows and which of them it proposes to order.
 *
 * The rule (docs/decisions/forecast-proposal.md):
 * 1. The filters keep the rows of the chosen initiatives whose supplier groups meet the chosen
 *    ones (a row without groups is left out once a group is chosen, as in purchase orders, §5).
 * 2. Each kept row gets a score = w · cheapness + (1 − w) · profitability, where w is the price
 *    weight of the slider 'Алгоритм подбора товаров в заказ' (profit weight 1 − w),
 *    cheapness = (max price − price) / (max price − min price) and
 *    profitability = (possibleProfit − min) / (max − min), both over the kept rows (0 when all
 *    are equal). The default w = 1 proposes the cheapest products first: the cheapest way to add
 *    matrix positions; w = 0 the most profitable first.
 * 3. The kept rows are ranked by score, highest first, ties in forecast order. The grid shows
 *    them in that order, so the proposal is on top.
 * 4. The first N ranked rows (N from the size slider; empty means all) are proposed: they get
 *    the quantity of the calculation type; every other row gets 0.
 * Work over rows in forecast order wherever order does not matter (filter, proposal, totals):
 * at a million rows, walking them in ranked order misses the CPU cache on every row.
 */
export interface ForecastFilter {
  /** Chosen initiatives; empty means every initiative. */
  readonly initiativeIds: readonly number[];
  /** Chosen supplier groups; empty means no supplier filter. */
  readonly supplierGroups: readonly string[];
}

export const noFilter: ForecastFilter = { initiativeIds: [], supplierGroups: [] };

/**
 * Each initiative's rows, in forecast order: those of initiative code c are
 * `rows[start[c]]` to `rows[start[c + 1] - 1]`. Made once per forecast (two passes), it lets the
 * filter to one initiative read that initiative's rows instead of walking a million.
 */
export interface InitiativeIndex {
  start: Uint32Array;
  rows: Uint32Array;
}

export function indexByInitiative(columns: ForecastColumns): InitiativeIndex {
  const { length, initiative } = columns;
  const codes = columns.initiatives.length;
  const start = new Uint32Array(codes + 1);
  for (let i = 0; i < length; i++) start[initiative[i] + 1]++;
  for (let code = 0; code < codes; code++) start[code + 1] += start[code];
  const next = start.slice(0, codes);
  const rows = new Uint32Array(length);
  for (let i = 0; i < length; i++) rows[next[initiative[i]]++] = i;
  return { start, rows };
}

/** The rows that pass the filter, in forecast order; with the initiatives' index, only their rows are read. */
export function filterRows(columns: ForecastColumns, filter: ForecastFilter, index?: InitiativeIndex): Uint32Array {
  const { length, initiative, supplierGroupStart, supplierGroupCodes } = columns;
  const byInitiative = filter.initiativeIds.length > 0;
  const initiativeMask = new Uint8Array(columns.initiatives.length);
  const chosen = new Set(filter.initiativeIds);
  columns.initiatives.forEach((ref, code) => (initiativeMask[code] = chosen.has(ref.id) ? 1 : 0));
  const bySupplier = filter.supplierGroups.length > 0;
  const groupMask = codeMask(columns.supplierGroups, filter.supplierGroups);
  const meetsGroups = (i: number) => {
    for (let k = supplierGroupStart[i]; k < supplierGroupStart[i + 1]; k++) if (groupMask[supplierGroupCodes[k]] === 1) return true;
    return false;
  };

  if (byInitiative && index) {
    const candidates = rowsOfInitiatives(index, initiativeMask);
    return bySupplier ? candidates.filter(meetsGroups) : candidates;
  }
  const kept = new Uint32Array(length);
  let count = 0;
  for (let i = 0; i < length; i++) {
    if (byInitiative && initiativeMask[initiative[i]] === 0) continue;
    if (bySupplier && !meetsGroups(i)) continue;
    kept[count++] = i;
  }
  // A tight copy: the array crosses to the main thread, and a transfer moves the whole buffer.
  return kept.slice(0, count);
}

/** The rows of the initiatives whose code the mask marks, in forecast order, as a tight array. */
function rowsOfInitiatives({ start, rows }: InitiativeIndex, mask: Uint8Array): Uint32Array {
  const codes: number[] = [];
  let count = 0;
  for (let code = 0; code < mask.length; code++) {
    if (mask[code] === 0) continue;
    codes.push(code);
    count += start[code + 1] - start[code];
  }
  const kept = new Uint32Array(count);
  let at = 0;
  for (const code of codes) {
    kept.set(rows.subarray(start[code], start[code + 1]), at);
    at += start[code + 1] - start[code];
  }
  // Each initiative's rows are in forecast order; several initiatives' are merged by sorting.
  return codes.length > 1 ? kept.sort() : kept;
}

/** The weight slider: price weight w, profit weight 1 − w. */
export const weightSlider = { min: 0, max: 1, step: 0.01, defaultPriceWeight: 1 } as const;

/** A slider value as a weight: inside 0..1, on the 0.01 grid. */
export function toPriceWeight(value: number): number {
  if (!Number.isFinite(value)) return weightSlider.defaultPriceWeight;
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}

/** The size slider runs from 0 to the forecast's length; empty (null) means no limit. */
/**
 * The size box's rule: a whole number of products, from none to the forecast's length; an empty
 * box proposes every product.
 */
export const readSize = (typed: string, length: number): NumberReading =>
  readDecimal({ min: 0, max: length, whole: true, empty: length }, typed);

export function toSize(value: number | null, length: number): number | null {
  if (value === null || Number.isNaN(value)) return null;
  return Math.min(length, Math.max(0, Math.round(value)));
}

/**
 * The price and profit ranges of the given rows: they depend on the rows only, so a weight change
 * over the same rows reuses them.
 */
export interface ScoreRanges {
  minPrice: number;
  maxPrice: number;
  minProfit: number;
  maxProfit: number;
}

export function scoreRanges(columns: ForecastColumns, indices: Uint32Array): ScoreRanges {
  const price = columns.regionalPurchasingPrice;
  const profit = columns.possibleProfit;
  let minPrice = Infinity;
  let maxPrice = -Infinity;
  let minProfit = Infinity;
  let maxProfit = -Infinity;
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k];
    if (price[i] < minPrice) minPrice = price[i];
    if (price[i] > maxPrice) maxPrice = price[i];
    if (profit[i] < minProfit) minProfit = profit[i];
    if (profit[i] > maxProfit) maxProfit = profit[i];
  }
  return { minPrice, maxPrice, minProfit, maxProfit };
}

/** Scores of the given rows (aligned with `indices`), by the rule above; `ranges` of the same rows, if kept. */
export function scoreRows(
  columns: ForecastColumns,
  indices: Uint32Array,
  priceWeight: number,
  ranges: ScoreRanges = scoreRanges(columns, indices),
): Float64Array {
  const price = columns.regionalPurchasingPrice;
  const profit = columns.possibleProfit;
  const { minPrice, maxPrice, minProfit, maxProfit } = ranges;
  const w = toPriceWeight(priceWeight);
  const priceScale = maxPrice > minPrice ? w / (maxPrice - minPrice) : 0;
  const profitScale = maxProfit > minProfit ? (1 - w) / (maxProfit - minProfit) : 0;
  const scores = new Float64Array(indices.length);
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k];
    scores[k] = (maxPrice - price[i]) * priceScale + (profit[i] - minProfit) * profitScale;
  }
  return scores;
}

/** The given rows ranked by score, highest first; ties keep their order in `indices`. */
export function rankRows(columns: ForecastColumns, indices: Uint32Array, priceWeight: number): Uint32Array {
  // The order is ours: it becomes the ranking in place, saving an array of a million.
  const ranked = orderByDescendingKey(scoreRows(columns, indices, priceWeight));
  for (let k = 0; k < ranked.length; k++) ranked[k] = indices[ranked[k]];
  return ranked;
}

/** How many ranked rows are proposed for a size slider value. */
export const proposedCount = (size: number | null, matching: number): number =>
  size === null ? matching : Math.min(matching, Math.max(0, Math.floor(size)));

/** Marks rows the ranking does not hold (rows the filters dropped). */
export const NOT_RANKED = 0xffffffff;

/**
 * Row → its place in the ranking. With it, a size change walks the rows in forecast order
 * (sequential memory) instead of the ranked order (random): at a million rows that is the
 * difference between a few and a hundred milliseconds.
 */
export function rankPositions(ranked: Uint32Array, length: number): Uint32Array {
  const positions = new Uint32Array(length).fill(NOT_RANKED);
  for (let k = 0; k < ranked.length; k++) positions[ranked[k]] = k;
  return positions;
}

/**
 * Order quantities of the proposal, per row of the forecast (into `out`): the calculated
 * quantity for the rows ranked before `count`, 0 for every other row. `matching` is the
 * filter's result (forecast order), `positions` the ranking's rankPositions.
 */
export function proposeQuantities(
  calculated: Float64Array,
  matching: Uint32Array,
  positions: Uint32Array,
  count: number,
  out = new Float64Array(calculated.length),
): Float64Array {
  out.fill(0);
  for (let k = 0; k < matching.length; k++) {
    const i = matching[k];
    if (positions[i] < count) out[i] = calculated[i];
  }
  return out;
}
