import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proposeByScore, rankedHead, scoreCut } from '../../../src/domain/forecast/score-cut';
import { proposeQuantities, rankPositions } from '../../../src/domain/forecast/selection';
import { orderByDescendingKey } from '../../../src/domain/forecast/sort';

/** The full ranking of rows `matching` by their scores, as the grid orders them. */
const fullRanking = (matching: Uint32Array, scores: Float64Array) => Uint32Array.from(orderByDescendingKey(scores), (k) => matching[k]);

/** Scores as a forecast gives them: many equal (same price), zeros, a few close, now and then NaN. */
const scoreList = (maxLength: number) =>
  fc.array(
    fc.oneof(
      fc.constantFrom(0, 0.5, 1, 0.25, Number.NaN, -0),
      fc.integer({ min: 0, max: 40 }).map((step) => step / 40),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.constantFrom(0.3, 0.3 + 1e-12, 0.3 - 1e-12),
    ),
    { maxLength },
  );

/** Rows of the forecast a filter kept (ascending, with gaps) and their scores. */
const view = (maxLength: number) =>
  scoreList(maxLength).map((list) => ({
    matching: Uint32Array.from(list, (_, k) => k * 3 + 1),
    scores: Float64Array.from(list),
    length: list.length * 3 + 2,
  }));

/** Rows whose scores are spread (hardly two alike, from a seed): the first rows change as the pass goes on. */
const spreadView = (maxLength: number) =>
  fc.tuple(fc.integer({ min: 0, max: maxLength }), fc.integer()).map(([length, seed]) => {
    let state = seed >>> 0;
    const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    return { matching: Uint32Array.from({ length }, (_, k) => k * 2), scores: Float64Array.from({ length }, next) };
  });

describe('the cut of the ranking', () => {
  it('proposes exactly the rows the full ranking proposes, at any size', () => {
    fc.assert(
      fc.property(view(300), fc.integer({ min: -2, max: 320 }), ({ matching, scores, length }, count) => {
        const calculated = Float64Array.from({ length }, (_, i) => i + 1);
        const ranked = fullRanking(matching, scores);
        const expected = proposeQuantities(calculated, matching, rankPositions(ranked, length), Math.max(0, count));
        expect([...proposeByScore(calculated, matching, scores, count)]).toEqual([...expected]);
      }),
    );
  });

  it('answers the first rows of the ranking in its order, ties in forecast order', () => {
    fc.assert(
      fc.property(view(300), fc.integer({ min: 0, max: 320 }), ({ matching, scores }, count) => {
        expect([...rankedHead(matching, scores, count)]).toEqual([...fullRanking(matching, scores).subarray(0, count)]);
      }),
    );
  });

  it('holds past the radix sort threshold, with long runs of equal scores', () => {
    fc.assert(
      fc.property(view(6000), fc.integer({ min: 0, max: 6000 }), ({ matching, scores, length }, count) => {
        const ranked = fullRanking(matching, scores);
        expect([...rankedHead(matching, scores, Math.min(count, 1000))]).toEqual([...ranked.subarray(0, Math.min(count, 1000))]);
        const calculated = new Float64Array(length).fill(2);
        const expected = proposeQuantities(calculated, matching, rankPositions(ranked, length), count);
        expect([...proposeByScore(calculated, matching, scores, count)]).toEqual([...expected]);
      }),
      { numRuns: 40 },
    );
  });

  it('finds the first rows in one pass when few of them are asked of many, ties and NaN as the ranking reads them', () => {
    fc.assert(
      fc.property(fc.oneof(view(3000), spreadView(3000)), fc.integer({ min: 1, max: 40 }), ({ matching, scores }, count) => {
        expect([...rankedHead(matching, scores, count)]).toEqual([...fullRanking(matching, scores).subarray(0, count)]);
      }),
      { numRuns: 60 },
    );
  });

  it('answers the same first rows when the scores rise along the forecast (every row a candidate)', () => {
    const length = 5000;
    const matching = Uint32Array.from({ length }, (_, k) => k);
    for (const scores of [
      Float64Array.from({ length }, (_, k) => k / length),
      Float64Array.from({ length }, (_, k) => Math.floor(k / 7) / length),
    ])
      for (const count of [1, 3, 100, 1000])
        expect([...rankedHead(matching, scores, count)]).toEqual([...fullRanking(matching, scores).subarray(0, count)]);
  });

  it('puts every row in when the size reaches them all, none at 0', () => {
    const scores = Float64Array.of(0.2, 0.9, 0.2);
    expect(scoreCut(scores, 3)).toBeNull();
    expect(scoreCut(scores, 0)).toMatchObject({ score: Infinity, tiesIn: 0 });
    // Two rows: 0.9, then the first of the two equal 0.2.
    expect(scoreCut(scores, 2)).toMatchObject({ score: 0.2, tiesIn: 1 });
  });
});
