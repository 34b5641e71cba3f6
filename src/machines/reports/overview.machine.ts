/*
 * The initiatives overview (common tab): follows the chosen period and loads what the tab shows.
 *
 * noQuarter  no quarter is chosen: the table says 'Выберите квартал', nothing is loaded.
 * quarter    a period is chosen: the initiatives report and the common bonuses are requested for
 *            it (each its own remote operation, so each shows its own loading and error); a new
 *            period re-enters and requests again, the old calls are aborted. The current
 *            quarter's report is asked with the real-time figures merged in. An answer that is
 *            not of the quarter asked for (a back end that does not hear our `quarter`) arrives
 *            as QuarterNotServed: the table and the chart say so instead of showing it.
 *
 * Children: `period` (period selection, overview variant), `report` and `bonuses` (remote
 * operations). Screens read each child with its own selectors. Which groups are expanded is
 * kept here, and forgotten when the period changes: it is a new table.
 */
import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { overviewReport, type OverviewReportParams } from '../../api/reports/overview-live';
import { commonBonuses, type OverviewPeriod } from '../../api/reports/reports';
import { isCurrentPeriod, type Period } from '../../domain/shared/quarters';
import { periodSelectionMachine } from './period-selection.machine';
import { initialChoice } from './period-selection.rules';
import { samePeriod, selectPeriod } from './period-selection.selectors';
import { remoteOperation } from '../shared/remote-operation.machine';

export interface OverviewInput {
  now: Date;
  pharmacyId: number;
  userName: string | null;
  /** The period remembered for this user (readRememberedPeriod), if any. */
  remembered: Period | null;
  /** The pharmacy card's dataFreshness (spec section 3): the report's date when the report names none. */
  pharmacyFreshness?: number | null;
}

export interface OverviewContext {
  now: Date;
  pharmacyId: number;
  pharmacyFreshness: number | null;
  userName: string | null;
  remembered: Period | null;
  /** The period whose report is shown or loading; null in noQuarter. */
  period: Period | null;
  /** Super-types of the expanded groups. */
  expanded: readonly string[];
}

export type OverviewEvent =
  | { type: 'overview.toggleGroup'; superType: string }
  /** One action for every group the table shows (their super-types): all initiatives in view. */
  | { type: 'overview.expandAll'; superTypes: readonly string[] }
  | { type: 'overview.collapseAll' };

/** The current quarter's report has the real-time figures merged in (src/api/reports/overview-live.ts). */
export const initiativesReportOperation = remoteOperation('initiativesReport', (params: OverviewReportParams, signal) => overviewReport(params, signal));
export const commonBonusesOperation = remoteOperation('commonBonuses', (params: OverviewPeriod, signal) => commonBonuses(params, signal));

type PeriodSnapshot = SnapshotFrom<typeof periodSelectionMachine>;
/** The period the selector shows, as the params of the actions and guards that follow it. */
const chosenIn = ({ event }: { event: { snapshot: PeriodSnapshot } }): Period | null => selectPeriod(event.snapshot);

export const overviewMachine = setup({
  types: {} as {
    input: OverviewInput;
    context: OverviewContext;
    events: OverviewEvent;
    children: { period: 'periodSelection'; report: 'initiativesReport'; bonuses: 'commonBonuses' };
  },
  actors: {
    periodSelection: periodSelectionMachine,
    initiativesReport: initiativesReportOperation,
    commonBonuses: commonBonusesOperation,
  },
  actions: {
    followPeriod: assign({ period: (_, chosen: Period | null) => chosen, expanded: [] }),
    requestLoads: enqueueActions(({ context, enqueue }) => {
      if (!context.period) return;
      const params: OverviewPeriod = { pharmacyId: context.pharmacyId, period: context.period, current: isCurrentPeriod(context.period, context.now) };
      enqueue.sendTo('report', { type: 'request', params: { ...params, pharmacyFreshness: context.pharmacyFreshness } });
      enqueue.sendTo('bonuses', { type: 'request', params });
    }),
    resetLoads: enqueueActions(({ enqueue }) => {
      enqueue.sendTo('report', { type: 'reset' });
      enqueue.sendTo('bonuses', { type: 'reset' });
    }),
    expandAll: assign({ expanded: ({ event }) => (event.type === 'overview.expandAll' ? [...new Set(event.superTypes)] : []) }),
    collapseAll: assign({ expanded: [] }),
    toggleGroup: assign({
      expanded: ({ context, event }) => {
        if (event.type !== 'overview.toggleGroup') return context.expanded;
        return context.expanded.includes(event.superType)
          ? context.expanded.filter((superType) => superType !== event.superType)
          : [...context.expanded, event.superType];
      },
    }),
  },
  guards: {
    hasPeriod: ({ context }) => context.period !== null,
    periodUnchanged: ({ context }, chosen: Period | null) => samePeriod(chosen, context.period),
    periodCleared: (_, chosen: Period | null) => chosen === null,
  },
}).createMachine({
  id: 'overview',
  context: ({ input }) => ({
    now: input.now,
    pharmacyId: input.pharmacyId,
    pharmacyFreshness: input.pharmacyFreshness ?? null,
    userName: input.userName,
    remembered: input.remembered,
    // The selector opens on this period, so its report is asked for at once, beside the quarters.
    period: initialChoice({ variant: 'overview', now: input.now, remembered: input.remembered }),
    expanded: [],
  }),
  invoke: [
    { id: 'report', src: 'initiativesReport' },
    { id: 'bonuses', src: 'commonBonuses' },
    {
      id: 'period',
      src: 'periodSelection',
      input: ({ context }) => ({
        variant: 'overview' as const,
        now: context.now,
        userName: context.userName,
        pharmacyId: context.pharmacyId,
        remembered: context.remembered,
      }),
      onSnapshot: [
        { guard: { type: 'periodUnchanged', params: chosenIn } },
        { guard: { type: 'periodCleared', params: chosenIn }, target: '.noQuarter', actions: [{ type: 'followPeriod', params: chosenIn }, 'resetLoads'] },
        { target: '.quarter', actions: { type: 'followPeriod', params: chosenIn } },
      ],
    },
  ],
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasPeriod', target: 'quarter' }, { target: 'noQuarter' }],
    },
    noQuarter: {},
    quarter: {
      entry: 'requestLoads',
      on: {
        'overview.toggleGroup': { actions: 'toggleGroup' },
        'overview.expandAll': { actions: 'expandAll' },
        'overview.collapseAll': { actions: 'collapseAll' },
      },
    },
  },
});

export type OverviewActor = ActorRefFrom<typeof overviewMachine>;
export type PeriodSelectionActor = ActorRefFrom<typeof periodSelectionMachine>;
export type InitiativesReportActor = ActorRefFrom<typeof initiativesReportOperation>;
export type CommonBonusesActor = ActorRefFrom<typeof commonBonusesOperation>;
