import { describe, expect, it } from 'vitest';
import { proposeByScore, scoreCut } from '../../../src/domain/forecast/score-cut';

// Scores 1e-6 apart share the high half of their 32-bit level; scores 1e-12 apart share the level
// itself, so only the exact scores tell them apart.
const calculated = (length: number) => Float64Array.from({ length }, (_, i) => 10 * (i + 1));
const all = (length: number) => Uint32Array.from({ length }, (_, i) => i);

describe('the cut of the ranking, worked by hand', () => {
  it('names the N-th score when the rows above fill N exactly', () => {
    // Ranked: 0.9, 0.5, 0.2; the first row alone is the cut's.
    const cut = scoreCut(Float64Array.of(0.9, 0.2, 0.5), 1);
    expect(cut).toEqual({ score: 0.9, tiesIn: 1, level: 0xffffffff });
    expect(scoreCut(Float64Array.of(0.9, 0.2, 0.5), 2)).toMatchObject({ score: 0.5, tiesIn: 1 });
  });

  it('finds the cut among scores that share the high half of their level', () => {
    const scores = Float64Array.of(1 - 2e-6, 1, 1 - 1e-6, 0.4);
    expect(scoreCut(scores, 2)).toMatchObject({ score: 1 - 1e-6, tiesIn: 1 });
    expect(scoreCut(scores, 3)).toMatchObject({ score: 1 - 2e-6, tiesIn: 1 });
    // The proposal of three rows: every row but the one scoring 0.4.
    expect([...proposeByScore(calculated(4), all(4), scores, 3)]).toEqual([10, 20, 30, 0]);
    expect([...proposeByScore(calculated(4), all(4), scores, 2)]).toEqual([0, 20, 30, 0]);
  });

  it('counts the scores above the cut that share its level, so only the first ties on the cut are in', () => {
    // Ranked: 1 (row 0), 0.3 + 2e-12 (row 3), 0.3 + 1e-12 (row 2), then 0.3 in forecast order (rows 1, 4).
    const scores = Float64Array.of(1, 0.3, 0.3 + 1e-12, 0.3 + 2e-12, 0.3);
    expect(scoreCut(scores, 4)).toMatchObject({ score: 0.3, tiesIn: 1 });
    expect([...proposeByScore(calculated(5), all(5), scores, 4)]).toEqual([10, 20, 30, 40, 0]);
    expect(scoreCut(scores, 3)).toMatchObject({ score: 0.3 + 1e-12, tiesIn: 1 });
    expect([...proposeByScore(calculated(5), all(5), scores, 3)]).toEqual([10, 0, 30, 40, 0]);
  });
});
