import type { Goal } from './report';
import { summarize, type Summary } from './report';
import {
  positionsSteps,
  type MenuFigures,
  type PositionsSample,
  type PositionsScreenFigures,
  type PositionsStep,
} from './positions-screen';

/**
 * The positions screen's figures as one table and the positions goals: no main-thread task
 * over 50 ms, a filter shown within 200 ms, an edit in the totals within 100 ms. Times are medians
 * of the runs, longest tasks the longest over all runs. Nothing here fails the run.
 */
export interface PositionsSummary extends Summary {
  /** Median from the input event to the grid's rows of the new view; null when not a view change. */
  rowsMedianMs: number | null;
  /** Positions the grid showed after the step (last run). */
  matching: number | null;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export function summarizePositions(figures: PositionsScreenFigures): Record<PositionsStep, PositionsSummary> {
  const result = {} as Record<PositionsStep, PositionsSummary>;
  for (const [step] of positionsSteps) {
    const samples: PositionsSample[] = figures.samples[step];
    const rows = samples.map((sample) => sample.rowsMs).filter((ms): ms is number => ms !== null);
    result[step] = {
      ...summarize(samples),
      rowsMedianMs: rows.length ? round(median(rows)) : null,
      matching: figures.matching[step] ?? null,
    };
  }
  return result;
}

const filterSteps = positionsSteps.map(([step]) => step).filter((step) => step !== 'load' && step !== 'quantityEdit');

/** A step of the table, or opening / closing a filter's menu (e.g. "open 'Промо-товар'"). */
export type PositionsGoal = Omit<Goal, 'step'> & { step: PositionsStep | string };

export function positionsGoals(summary: Record<PositionsStep, PositionsSummary>, menus: Record<string, MenuFigures>): PositionsGoal[] {
  const check = (goal: string, step: string, measuredMs: number, limitMs: number): PositionsGoal => ({
    goal,
    step,
    measuredMs,
    limitMs,
    pass: measuredMs <= limitMs,
  });
  return [
    // Choosing in a menu starts with opening it and ends with closing it: the user waits for those too.
    ...Object.entries(menus).flatMap(([label, menu]) => [
      check('no main-thread task over 50 ms', `open '${label}'`, menu.openLongestTaskMs, 50),
      check('no main-thread task over 50 ms', `close '${label}'`, menu.closeLongestTaskMs, 50),
    ]),
    // The goals are about working with the list; the load is shown for information.
    ...[...filterSteps, 'quantityEdit' as const].map((step) =>
      check('no main-thread task over 50 ms', step, summary[step].longestTaskMs, 50),
    ),
    ...filterSteps.map((step) => check('a filter shown within 200 ms', step, summary[step].medianMs, 200)),
    check('an edit in the totals within 100 ms', 'quantityEdit', summary.quantityEdit.medianMs, 100),
  ];
}

const ms = (value: number | null) =>
  value === null || Number.isNaN(value) ? '—' : value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const task = (value: number) => (value === 0 ? '< 50' : ms(value));

export function formatPositionsTable(summary: Record<PositionsStep, PositionsSummary>, checked: PositionsGoal[]): string {
  const header = ['step', 'runs', 'positions', 'summary ms', 'rows ms', 'longest task', 'longest frame'];
  const body = positionsSteps.map(([step, label]) => {
    const figures = summary[step];
    return [
      label,
      String(figures.runs),
      figures.matching === null ? '—' : figures.matching.toLocaleString('en-US'),
      ms(figures.medianMs),
      ms(figures.rowsMedianMs),
      task(figures.longestTaskMs),
      ms(figures.longestFrameGapMs),
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
    'summary ms: from the input event to the first frame showing the summary cells of the new view (the',
    'cost cell for the edit), median; rows ms: to the frame showing the grid’s rows of it; load: both from',
    'the click on ‘Показать список товаров’. Longest task: over all runs, PerformanceObserver ‘longtask’',
    '(< 50: none reported); longest frame: the longest gap between animation frames, an upper bound.',
    '',
    'Goals',
    ...goalLines,
  ].join('\n');
}
