import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CommonBonusesResponse } from '../../src/api/contract/reports';
import { ApiError } from '../../src/api/shared/http';
import type { OverviewReportParams } from '../../src/api/reports/overview-live';
import type { OverviewPeriod, QuarterReport } from '../../src/api/reports/reports';
import type { QuarterNotServed } from '../../src/domain/reports/answered-quarter';
import { quarterRequestDate, type Period, type Quarter } from '../../src/domain/shared/quarters';
import { overviewMachine, type OverviewInput } from '../../src/machines/reports/overview.machine';
import {
  selectBonuses,
  selectBonusesActor,
  selectBonusesNotServed,
  selectExpanded,
  selectQuarterChosen,
  selectReport,
  selectReportActor,
  selectReportNotServed,
  selectReportPeriod,
} from '../../src/machines/reports/overview.selectors';
import { periodSelectionMachine } from '../../src/machines/reports/period-selection.machine';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type OverviewSnapshot = SnapshotFrom<typeof overviewMachine>;

/** A fixed clock: 15 May 2025, the second quarter. */
const now = new Date(2025, 4, 15, 12);
const input: OverviewInput = { now, pharmacyId: 7, userName: 'apteka1', remembered: null };

/** The fake gateway: every quarter has data; Q1 2024's report fails; Q1 2023 is a quarter the back end does not answer. */
function fakes() {
  const asked: string[] = [];
  const report = (params: OverviewReportParams): Promise<QuarterReport | QuarterNotServed> => {
    const quarter = quarterRequestDate(params.period);
    asked.push(`report ${params.pharmacyId} ${quarter}${params.current ? ' live' : ''}`);
    if (quarter === '2024-01-01') return Promise.reject(new ApiError(503, 'Отчёт временно недоступен'));
    if (quarter === '2023-01-01') return Promise.resolve({ quarterNotServed: params.period });
    return Promise.resolve({
      pharmacyId: params.pharmacyId,
      quarter,
      dataFreshness: params.pharmacyFreshness,
      summary: { earnedSum: 0, expectedSum: 0 },
      initiatives: [],
    });
  };
  const bonuses = (params: OverviewPeriod): Promise<CommonBonusesResponse | QuarterNotServed> => {
    asked.push(`bonuses ${params.pharmacyId} ${quarterRequestDate(params.period)}`);
    if (quarterRequestDate(params.period) === '2023-01-01') return Promise.resolve({ quarterNotServed: params.period });
    return Promise.resolve(null);
  };
  const machine = overviewMachine.provide({
    actors: {
      periodSelection: periodSelectionMachine.provide({
        actors: { loadQuartersWithData: fromPromise<Quarter[], { year: number; pharmacyId: number | null }>(async () => [1, 2, 3, 4]) },
        actions: { rememberPeriod: () => {} },
      }),
      initiativesReport: remoteOperation('initiativesReport', report),
      commonBonuses: remoteOperation('commonBonuses', bonuses),
    },
  });
  return { machine, asked };
}

function start(overrides: Partial<OverviewInput> = {}) {
  const { machine, asked } = fakes();
  const actor = createActor(machine, { input: { ...input, ...overrides } }).start();
  const period = () => actor.getSnapshot().children.period!;
  const quartersKnown = () => waitFor(period(), (s) => !s.matches({ overview: 'loadingQuarters' }), { timeout: 1000 });
  const reportSettled = () => waitFor(actor.getSnapshot().children.report!, (s) => !s.matches('fetching'), { timeout: 1000 });
  /** Chooses a period (or only a year) in the selector, as the user would. */
  async function choose(target: { year: number; quarter: Quarter | null }) {
    const { year, quarter } = period().getSnapshot().context;
    if (year === target.year && quarter === target.quarter) return;
    if (year !== target.year || target.quarter === null) period().send({ type: 'period.selectYear', year: target.year });
    await quartersKnown();
    if (target.quarter !== null) period().send({ type: 'period.selectQuarter', quarter: target.quarter });
  }
  return { actor, asked, choose, quartersKnown, reportSettled };
}

const serializeState = (snapshot: OverviewSnapshot) => JSON.stringify([snapshot.value, snapshot.context.period, snapshot.context.expanded]);

const periodSnapshot = (year: number, quarter: Quarter | null) => ({
  type: 'xstate.snapshot.period',
  snapshot: { context: { year, quarter } },
});

describe('overview machine, every shortest path, checked against what the user sees', () => {
  const events = [
    periodSnapshot(2025, 2),
    periodSnapshot(2024, 3),
    periodSnapshot(2024, null),
    { type: 'overview.toggleGroup', superType: 'PROCUREMENT_SUPER' },
    { type: 'overview.toggleGroup', superType: 'MANDATORY_MATRIX_SUPER' },
  ];
  const paths = getShortestPaths(fakes().machine, { input, events: events as never, serializeState: serializeState as never });

  const short: Record<string, string> = { PROCUREMENT_SUPER: 'P', MANDATORY_MATRIX_SUPER: 'M' };
  /** Where the table is, the period it follows, and the groups open in the order they were opened (P, M). */
  const where = (snapshot: OverviewSnapshot) => {
    const { period, expanded } = snapshot.context;
    const open = expanded.map((superType) => short[superType]).join('') || '-';
    return `${String(snapshot.value)} ${period ? `${period.year} Q${period.quarter}` : '—'} ${open}`;
  };

  // By hand: with a quarter the table is shown, its report and bonuses are asked for that quarter,
  // and the groups opened are open; picking only a year shows no table and asks for nothing (the
  // last answers are dropped); a new period closes every group.
  // The current quarter (Q2 2025 by the fixed clock) is asked with the real-time figures.
  const q = (year: number, quarter: Quarter, expanded: string[] = []) => ({
    tableShown: true,
    expanded,
    reportAskedFor: { year, quarter },
    reportLive: year === 2025 && quarter === 2,
    bonusesAskedFor: { year, quarter },
  });
  const P = 'PROCUREMENT_SUPER';
  const M = 'MANDATORY_MATRIX_SUPER';
  const expected = {
    'quarter 2025 Q2 -': q(2025, 2),
    'quarter 2025 Q2 P': q(2025, 2, [P]),
    'quarter 2025 Q2 M': q(2025, 2, [M]),
    'quarter 2025 Q2 PM': q(2025, 2, [P, M]),
    'quarter 2025 Q2 MP': q(2025, 2, [M, P]),
    'quarter 2024 Q3 -': q(2024, 3),
    'quarter 2024 Q3 P': q(2024, 3, [P]),
    'quarter 2024 Q3 M': q(2024, 3, [M]),
    'quarter 2024 Q3 PM': q(2024, 3, [P, M]),
    'quarter 2024 Q3 MP': q(2024, 3, [M, P]),
    'noQuarter — -': { tableShown: false, expanded: [], reportAskedFor: null, reportLive: null, bonusesAskedFor: null },
  };

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as OverviewSnapshot)),
      async () => {
        const sut = start();
        await walkAndSee(path, {
          play: async (event: { type: string; superType?: string; snapshot?: { context: { year: number; quarter: Quarter | null } } }) => {
            if (event.snapshot) await sut.choose(event.snapshot.context);
            else sut.actor.send(event as never);
          },
          current: () => sut.actor.getSnapshot(),
          where: where as never,
          see: (): unknown => {
            const snapshot = sut.actor.getSnapshot();
            return {
              tableShown: selectQuarterChosen(snapshot),
              expanded: selectExpanded(snapshot),
              reportAskedFor: selectReportPeriod(selectReportActor(snapshot).getSnapshot()),
              reportLive: selectReportActor(snapshot).getSnapshot().context.params?.current ?? null,
              bonusesAskedFor: selectBonusesActor(snapshot).getSnapshot().context.params?.period ?? null,
            };
          },
          expected,
        });
      },
    );
  }
});

describe('overview machine, by the spec', () => {
  it('asks for the current quarter at once, beside the quarters with data', async () => {
    const sut = start();
    expect(sut.asked).toEqual(['report 7 2025-04-01 live', 'bonuses 7 2025-04-01']);
    const report = await sut.reportSettled();
    expect(selectReport(report)?.quarter).toBe('2025-04-01');
  });

  it("asks with the pharmacy card's freshness date, the report's when the report names none", async () => {
    const sut = start({ pharmacyFreshness: 1_750_000_000 });
    const report = await sut.reportSettled();
    expect(selectReport(report)?.dataFreshness).toBe(1_750_000_000);
  });

  it('a quarter the back end does not answer is neither a report nor a comparison: only the quarter asked for', async () => {
    const sut = start({ remembered: { year: 2023, quarter: 1 } });
    const report = await sut.reportSettled();
    expect(selectReport(report)).toBeNull();
    expect(selectReportNotServed(report)).toEqual<Period>({ year: 2023, quarter: 1 });
    const bonuses = await waitFor(selectBonusesActor(sut.actor.getSnapshot()), (s) => s.matches('success'), { timeout: 1000 });
    expect(selectBonuses(bonuses)).toBeNull();
    expect(selectBonusesNotServed(bonuses)).toEqual<Period>({ year: 2023, quarter: 1 });
    // The current quarter is answered as ever.
    await sut.choose({ year: 2025, quarter: 2 });
    const current = await sut.reportSettled();
    expect(selectReport(current)?.quarter).toBe('2025-04-01');
    expect(selectReportNotServed(current)).toBeNull();
  });

  it('opens on the remembered period', async () => {
    const sut = start({ remembered: { year: 2023, quarter: 4 } });
    expect(sut.asked).toEqual(['report 7 2023-10-01', 'bonuses 7 2023-10-01']);
  });

  it('a new quarter loads again; picking a year empties the table until a quarter is chosen', async () => {
    const sut = start();
    await sut.reportSettled();
    await sut.choose({ year: 2024, quarter: null });
    expect(sut.actor.getSnapshot().value).toBe('noQuarter');
    expect(selectReport(sut.actor.getSnapshot().children.report!.getSnapshot())).toBeNull();
    await sut.choose({ year: 2024, quarter: 3 });
    const report = await sut.reportSettled();
    expect(selectReportPeriod(report)).toEqual<Period>({ year: 2024, quarter: 3 });
    expect(sut.asked.slice(2)).toEqual(['report 7 2024-07-01', 'bonuses 7 2024-07-01']);
  });

  it('another quarter of the same year asks again, without emptying the table first', async () => {
    const sut = start();
    await sut.quartersKnown();
    await sut.choose({ year: 2025, quarter: 1 });
    expect(sut.actor.getSnapshot().context.period).toEqual<Period>({ year: 2025, quarter: 1 });
    expect(sut.asked).toEqual(['report 7 2025-04-01 live', 'bonuses 7 2025-04-01', 'report 7 2025-01-01', 'bonuses 7 2025-01-01']);
  });

  it('keeps a failed report as its error for the error modal', async () => {
    const sut = start();
    await sut.choose({ year: 2024, quarter: 1 });
    const report = await sut.reportSettled();
    expect(report.context.error).toEqual({ status: 503, message: 'Отчёт временно недоступен' });
  });

  it('opens every group of the table in one action and closes them all in another; a new period closes them', async () => {
    const sut = start();
    sut.actor.send({ type: 'overview.toggleGroup', superType: 'PROCUREMENT_SUPER' });
    sut.actor.send({ type: 'overview.expandAll', superTypes: ['PROCUREMENT_SUPER', 'MANDATORY_MATRIX_SUPER', 'UNIQUE_BONUS_SUPER'] });
    expect(sut.actor.getSnapshot().context.expanded).toEqual(['PROCUREMENT_SUPER', 'MANDATORY_MATRIX_SUPER', 'UNIQUE_BONUS_SUPER']);
    sut.actor.send({ type: 'overview.toggleGroup', superType: 'MANDATORY_MATRIX_SUPER' });
    expect(sut.actor.getSnapshot().context.expanded).toEqual(['PROCUREMENT_SUPER', 'UNIQUE_BONUS_SUPER']);
    sut.actor.send({ type: 'overview.collapseAll' });
    expect(sut.actor.getSnapshot().context.expanded).toEqual([]);
    sut.actor.send({ type: 'overview.expandAll', superTypes: ['PROCUREMENT_SUPER'] });
    await sut.choose({ year: 2025, quarter: 1 });
    expect(sut.actor.getSnapshot().context.expanded).toEqual([]);
  });

  it('expands and collapses groups, and forgets them for a new period', async () => {
    const sut = start();
    sut.actor.send({ type: 'overview.toggleGroup', superType: 'PROCUREMENT_SUPER' });
    sut.actor.send({ type: 'overview.toggleGroup', superType: 'MANDATORY_MATRIX_SUPER' });
    sut.actor.send({ type: 'overview.toggleGroup', superType: 'PROCUREMENT_SUPER' });
    expect(sut.actor.getSnapshot().context.expanded).toEqual(['MANDATORY_MATRIX_SUPER']);
    await sut.choose({ year: 2025, quarter: 1 });
    expect(sut.actor.getSnapshot().context.expanded).toEqual([]);
  });
});
