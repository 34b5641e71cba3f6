import type { MainThreadFigures } from './baseline';
import type { Sample } from './page';
import type { PortalFigures } from './portal';

/**
 * Figures of the Chromium bench as one table and the goals. Times are
 * medians over the runs; a longest task is the longest over all runs. Nothing here fails: a goal
 * missed prints FAIL and the bench still exits 0 (benchmarks are not tests).
 */
export interface Summary {
  runs: number;
  /** Median of the runs' times. */
  medianMs: number;
  /** Longest main-thread task over all runs; 0 when none reached 50 ms. */
  longestTaskMs: number;
  longestFrameGapMs: number;
  samples: Sample[];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export function summarize(samples: Sample[]): Summary {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return {
    runs: samples.length,
    medianMs: round(median),
    longestTaskMs: round(Math.max(...samples.map((sample) => sample.longestTaskMs))),
    longestFrameGapMs: round(Math.max(...samples.map((sample) => sample.longestFrameGapMs))),
    samples: samples.map((sample) => ({
      ...sample,
      ms: round(sample.ms),
      longestTaskMs: round(sample.longestTaskMs),
      longestFrameGapMs: round(sample.longestFrameGapMs),
    })),
  };
}

export const steps = [
  ['load', 'load (tab opened → rows shown)'],
  ['filter', 'filter: one initiative'],
  ['filterToAll', 'filter: back to all initiatives'],
  ['weightSlider', 'weight slider (re-rank)'],
  ['sizeSlider', 'size slider (proposal)'],
  ['quantityEdit', 'quantity edit → totals'],
  ['xlsxExport', 'xlsx export (download all)'],
] as const;
export type StepName = (typeof steps)[number][0];

export interface Comparison {
  worker: Summary;
  mainThread: Summary;
  /**
   * Main thread's longest task ÷ the portal's. When the portal had no task over 50 ms its longest
   * frame gap stands in (it bounds its longest task from above), so the ratio is a lower bound.
   */
  longestTaskRatio: number | null;
  ratioIsLowerBound: boolean;
}

export function compare(portal: PortalFigures, mainThread: MainThreadFigures): Record<StepName, Comparison> {
  const result = {} as Record<StepName, Comparison>;
  for (const [name] of steps) {
    const worker = summarize(name === 'load' ? [portal.load] : portal[name]);
    const main = summarize(name === 'load' ? [mainThread.load] : mainThread[name]);
    const bound = worker.longestTaskMs === 0;
    const denominator = bound ? worker.longestFrameGapMs : worker.longestTaskMs;
    result[name] = {
      worker,
      mainThread: main,
      longestTaskRatio: main.longestTaskMs > 0 && denominator > 0 ? round(main.longestTaskMs / denominator) : null,
      ratioIsLowerBound: bound,
    };
  }
  return result;
}

export interface Goal {
  goal: string;
  step: StepName | 'scroll';
  measuredMs: number;
  limitMs: number;
  pass: boolean;
}

export function goals(comparison: Record<StepName, Comparison>): Goal[] {
  const check = (goal: string, step: StepName, measuredMs: number, limitMs: number): Goal => ({
    goal,
    step,
    measuredMs,
    limitMs,
    pass: measuredMs <= limitMs,
  });
  return [
    ...steps.map(([step]) => check('no main-thread task over 50 ms', step, comparison[step].worker.longestTaskMs, 50)),
    check('a filter change shows within 200 ms', 'filter', comparison.filter.worker.medianMs, 200),
    check('a filter change shows within 200 ms', 'filterToAll', comparison.filterToAll.worker.medianMs, 200),
    check('a slider change shows within 200 ms', 'weightSlider', comparison.weightSlider.worker.medianMs, 200),
    check('a slider change shows within 200 ms', 'sizeSlider', comparison.sizeSlider.worker.medianMs, 200),
    check('a quantity edit updates the totals within 100 ms', 'quantityEdit', comparison.quantityEdit.worker.medianMs, 100),
  ];
}

const ms = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const task = (value: number) => (value === 0 ? '< 50' : ms(value));

export function formatChromiumTable(comparison: Record<StepName, Comparison>, checked: Goal[]): string {
  const header = ['step', 'runs', 'shown ms', 'longest task', 'longest frame', 'main-thread ms', 'main longest task', 'longest task ratio'];
  const body = steps.map(([name, label]) => {
    const { worker, mainThread, longestTaskRatio, ratioIsLowerBound } = comparison[name];
    const ratio = longestTaskRatio === null ? '—' : `${ratioIsLowerBound ? '≥ ' : ''}${longestTaskRatio}×`;
    return [
      label,
      String(worker.runs),
      ms(worker.medianMs),
      task(worker.longestTaskMs),
      ms(worker.longestFrameGapMs),
      ms(mainThread.medianMs),
      task(mainThread.longestTaskMs),
      ratio,
    ];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((row) => row[c].length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  const goalLines = checked.map(
    (goal) => `  ${goal.pass ? 'PASS' : 'FAIL'}  ${goal.goal}: ${goal.step} ${task(goal.measuredMs)} ms (limit ${goal.limitMs})`,
  );
  return [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...body.map(line),
    '',
    'shown ms: from the input event to the frame showing the result (median); main-thread ms: the same work',
    'run on the page’s main thread (median). Longest task: over all runs, PerformanceObserver ‘longtask’',
    '(< 50: none reported). Ratio: main-thread longest task ÷ portal longest task (≥: the portal had none',
    'over 50 ms, its longest frame gap stands in).',
    '',
    'Goals',
    ...goalLines,
  ].join('\n');
}
