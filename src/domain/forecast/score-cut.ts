/**
 * The proposal and the grid's first rows without ranking every row (selection.ts gives the rule).
 *
 * A weight or filter change at a million rows used to rank all of them (a radix sort, tens of ms)
 * before the grid could show anything, though the screen needs only two things at once: which
 * rows are proposed (the first N by score) and the first screenful of the ranking. Both follow
 * from a cut: the score of the N-th ranked row. The rows above it are in; of the rows exactly on
 * it, the first ones in forecast order are in (the ranking's ties keep forecast order). The cut is
 * found in a few passes over the scores with two histograms, so the answer is exactly the full
 * ranking's; the full ranking waits until a row deeper than the first ones is asked for.
 *
 * Scores are read as the ranking reads them: NaN and -0 as 0 (sort.ts).
 */
const clean = (score: number) => (score > 0 ? score : 0);

/**
 * The N-th ranked score: rows scoring above `score` are in, and the first `tiesIn` rows scoring
 * exactly `score`. `level` is that score's integer (ScoreLevels): a row of a higher level is in,
 * of a lower one out, without reading its score.
 */
export interface ScoreCut {
  score: number;
  tiesIn: number;
  level: number;
}

const HALF = 16;
const HALF_BUCKETS = 1 << HALF;
const HALF_MASK = HALF_BUCKETS - 1;

/**
 * The scores as 32-bit integers (the ranking's monotone map: a higher integer never means a lower
 * score) and how many fall under each value of the high half. Made once per view: every cut of
 * it (the grid's first rows, each size) reads them.
 */
export interface ScoreLevels {
  levels: Uint32Array;
  high: Uint32Array;
}

export function scoreLevels(scores: Float64Array): ScoreLevels {
  const n = scores.length;
  let max = 0;
  for (let k = 0; k < n; k++) if (scores[k] > max) max = scores[k];
  const scale = max > 0 && max < Infinity ? 0xffffffff / max : 0;
  const levels = new Uint32Array(n);
  const high = new Uint32Array(HALF_BUCKETS);
  for (let k = 0; k < n; k++) {
    const level = Math.min(0xffffffff, Math.floor(clean(scores[k]) * scale));
    levels[k] = level;
    high[level >>> HALF]++;
  }
  return { levels, high };
}

/** The cut that puts no row in. */
const noRow: ScoreCut = { score: Infinity, tiesIn: 0, level: Infinity };

/**
 * The cut of the first `count` of the rows scored `scores` (ranked by descending score), or null
 * when every row is in. `count` ≤ 0 puts no row in. `levels` of the same scores, if kept.
 */
export function scoreCut(scores: Float64Array, count: number, levels?: ScoreLevels): ScoreCut | null {
  const n = scores.length;
  if (count >= n) return null;
  if (count <= 0) return noRow;
  const { levels: level, high } = levels ?? scoreLevels(scores);
  // The bucket of the N-th score by the high half, then by the low half: its integer.
  let above = 0;
  let top = HALF_BUCKETS - 1;
  while (above + high[top] < count) above += high[top--];
  // The rows of that bucket, found in one pass: few, unless many rows score the same.
  const members = new Uint32Array(high[top]);
  const low = new Uint32Array(HALF_BUCKETS);
  let m = 0;
  for (let k = 0; k < n; k++) {
    if (level[k] >>> HALF === top) {
      members[m++] = k;
      low[level[k] & HALF_MASK]++;
    }
  }
  let bottom = HALF_MASK;
  while (above + low[bottom] < count) above += low[bottom--];
  // The scores of that integer, exactly: usually a handful, so sorting them costs nothing.
  const integer = ((top << HALF) | bottom) >>> 0;
  const candidates = new Float64Array(low[bottom]);
  let c = 0;
  for (let j = 0; j < members.length; j++) if (level[members[j]] === integer) candidates[c++] = clean(scores[members[j]]);
  candidates.sort();
  // Descending: the (count − above)-th highest of the candidates.
  const score = candidates[candidates.length - (count - above)];
  let higher = above;
  for (let j = candidates.length - 1; j >= 0 && candidates[j] > score; j--) higher++;
  return { score, tiesIn: count - higher, level: integer };
}

/**
 * Whether the row at position k (walked in ascending order) is among the first ranked rows of a
 * cut: the level decides for every row but those of the cut's own integer; of those, the score,
 * and of the scores on the cut the first `ties` (counted down in `taken`).
 */
const onCut = (cut: ScoreCut, score: number, taken: { ties: number }): boolean => {
  const value = clean(score);
  if (value > cut.score) return true;
  return value === cut.score && taken.ties-- > 0;
};

/**
 * Order quantities of the proposal, per row of the forecast (into `out`): the calculated quantity
 * for the first `count` ranked rows, 0 for every other row. `matching` is the filter's result
 * (forecast order) and `scores` its scores (aligned with it); `levels` of the same scores, if
 * kept. The same as proposeQuantities over the full ranking, walking the rows in forecast order.
 */
export function proposeByScore(
  calculated: Float64Array,
  matching: Uint32Array,
  scores: Float64Array,
  count: number,
  out = new Float64Array(calculated.length),
  levels?: ScoreLevels,
): Float64Array {
  const n = matching.length;
  // Every row of the forecast proposed (no filter, no size): the calculated quantities as they are.
  if (count >= n && n === calculated.length) {
    out.set(calculated);
    return out;
  }
  out.fill(0);
  if (count <= 0) return out;
  if (count >= n) {
    for (let k = 0; k < n; k++) out[matching[k]] = calculated[matching[k]];
    return out;
  }
  const kept = levels ?? scoreLevels(scores);
  const cut = scoreCut(scores, count, kept)!;
  const level = kept.levels;
  const taken = { ties: cut.tiesIn };
  for (let k = 0; k < n; k++) {
    const l = level[k];
    if (l > cut.level || (l === cut.level && onCut(cut, scores[k], taken))) out[matching[k]] = calculated[matching[k]];
  }
  return out;
}

/** Positions k of `scores`, in the ranking's order: higher score first, ties in forecast order. */
const byRank = (scores: Float64Array) => (a: number, b: number) => clean(scores[b]) - clean(scores[a]) || a - b;

/**
 * Passes of the candidates before the head is found by the cut instead: scores that keep rising
 * along the forecast (a list sorted by price) would push nearly every row through the candidates.
 */
const candidatePasses = 8;

/** The first `count` positions of `scores` by a cut (two histograms), in ranking order. */
function headByCut(scores: Float64Array, count: number): number[] {
  const kept = scoreLevels(scores);
  const cut = scoreCut(scores, count, kept)!;
  const level = kept.levels;
  const taken = { ties: cut.tiesIn };
  const first: number[] = [];
  for (let k = 0; k < scores.length; k++) {
    const l = level[k];
    if (l > cut.level || (l === cut.level && onCut(cut, scores[k], taken))) first.push(k);
  }
  return first.sort(byRank(scores));
}

/**
 * The first `count` rows of the ranking (forecast row indices), exactly as rankRows orders them.
 *
 * One pass over the scores keeps the rows that may still be among the first: once `count` of them
 * are known, a row must score above the lowest of those to enter (an equal score comes later in
 * forecast order, so it ranks behind them all). Candidates are pruned back to `count` when they
 * fill; in a forecast whose scores are not ordered only a few thousand rows ever enter, so a weight
 * change needs no integer levels of a million scores.
 */
export function rankedHead(matching: Uint32Array, scores: Float64Array, count: number): Uint32Array {
  const n = matching.length;
  const take = Math.max(0, Math.min(Math.floor(count), n));
  const toRows = (first: ArrayLike<number>) => Uint32Array.from(first, (k) => matching[k]);
  if (take === 0) return new Uint32Array(0);
  const order = byRank(scores);
  if (take === n) return toRows(Array.from({ length: n }, (_, k) => k).sort(order));
  const room = take * 4;
  const candidates = new Uint32Array(room);
  let filled = 0;
  let passes = 0;
  // The lowest score of `take` candidates once known: a row must score above it to enter.
  let floor = -Infinity;
  for (let k = 0; k < n; k++) {
    const score = clean(scores[k]);
    if (!(score > floor)) continue;
    candidates[filled++] = k;
    if (filled < room) continue;
    if (++passes > candidatePasses) return toRows(headByCut(scores, take));
    candidates.sort(order);
    filled = take;
    floor = clean(scores[candidates[take - 1]]);
  }
  const first = candidates.subarray(0, filled).sort(order);
  return toRows(first.subarray(0, take));
}
