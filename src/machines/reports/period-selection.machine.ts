/*
 * Period selection (spec section 4): a year and a quarter, for the overview and for the rewards
 * distribution. One machine, two variants chosen by the input:
 *
 * choosingVariant      reads the input's variant and goes to one of the two below.
 * overview
 *   loadingQuarters    the quarters with data of the chosen year are asked for; until they come
 *                      every quarter is disabled (the remembered quarter stays chosen meanwhile).
 *   ready              quarters without data are disabled; picking a year clears the quarter.
 *   quartersUnknown    the quarters call failed: all four are offered rather than none, so the
 *                      user can still reach the report (its own call then answers);
 *                      'period.retry' ('Повторить') asks for the quarters again, and so
 *                      does the line's return after a failure for want of it.
 *   allQuarters        the back end has no quarters list (our extension): all four
 *                      are offered, with no error, as the spec's portal offers them.
 * rewards              every quarter but Q1 2019 is offered; in the current year a quarter later
 *                      than the current one falls back to the current one.
 *
 * Both variants remember the last complete period per user, each under its own key
 * (rememberPeriod); `now` enters as input so the rules run on a fixed clock in tests.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { http, isExtensionAbsent } from '../../api/shared/http';
import { reportCalls } from '../../api/contract/reports';
import { isRewardsQuarterDisabled, reportYears, type Quarter } from '../../domain/shared/quarters';
import { toFailure, type Failure } from '../shared/api-error';
import { lineReturn, type LineBack } from '../session/line-return';
import { initialChoice, rewardsChoice, type PeriodSelectionInput, type PeriodVariant } from './period-selection.rules';
import { writeRememberedPeriod } from './period-selection.storage';

export interface PeriodSelectionContext {
  variant: PeriodVariant;
  now: Date;
  userName: string | null;
  pharmacyId: number | null;
  years: readonly number[];
  year: number;
  quarter: Quarter | null;
  /** overview: quarters of `year` with data; null while unknown (loading or failed). */
  quartersWithData: readonly Quarter[] | null;
  error: Failure | null;
}

export type PeriodSelectionEvent =
  | { type: 'period.selectYear'; year: number }
  | { type: 'period.selectQuarter'; quarter: Quarter }
  | { type: 'period.retry' }
  | LineBack;

export const periodSelectionMachine = setup({
  types: {} as { input: PeriodSelectionInput; context: PeriodSelectionContext; events: PeriodSelectionEvent },
  actors: {
    lineReturn,
    loadQuartersWithData: fromPromise<Quarter[], { pharmacyId: number | null; year: number }>(async ({ input, signal }) => {
      if (input.pharmacyId == null) throw new Error('Аптека не известна: нельзя узнать кварталы с данными.');
      const answer = await http().request(reportCalls.initiativeQuarters, { query: { id: input.pharmacyId, year: input.year }, signal });
      return answer.quarters;
    }),
  },
  actions: {
    chooseYearClearingQuarter: assign(({ event }) => {
      assertEvent(event, 'period.selectYear');
      return { year: event.year, quarter: null, quartersWithData: null, error: null };
    }),
    chooseQuarter: assign(({ event }) => {
      assertEvent(event, 'period.selectQuarter');
      return { quarter: event.quarter };
    }),
    chooseRewardsYear: assign(({ context, event }) => {
      assertEvent(event, 'period.selectYear');
      return rewardsChoice(event.year, context.quarter ?? 1, context.now);
    }),
    chooseRewardsQuarter: assign(({ context, event }) => {
      assertEvent(event, 'period.selectQuarter');
      return rewardsChoice(context.year, event.quarter, context.now);
    }),
    /** A remembered quarter that turns out to have no data is no longer a choice. */
    keepQuarterOnlyWithData: assign(({ context }) => ({
      quarter: context.quarter !== null && context.quartersWithData?.includes(context.quarter) ? context.quarter : null,
    })),
    rememberPeriod: ({ context }) => {
      if (context.userName && context.quarter !== null) {
        writeRememberedPeriod(context.userName, { year: context.year, quarter: context.quarter }, localStorage, context.variant);
      }
    },
  },
  guards: {
    isRewards: ({ context }) => context.variant === 'rewards',
    quartersNotListed: ({ event }) => isExtensionAbsent((event as { error?: unknown }).error),
    isOfferedYear: ({ context, event }) => event.type === 'period.selectYear' && context.years.includes(event.year),
    hasData: ({ context, event }) =>
      event.type === 'period.selectQuarter' && (context.quartersWithData?.includes(event.quarter) ?? false),
    isRewardsQuarterOffered: ({ context, event }) =>
      event.type === 'period.selectQuarter' && !isRewardsQuarterDisabled({ year: context.year, quarter: event.quarter }),
  },
}).createMachine({
  id: 'periodSelection',
  context: ({ input }) => {
    const { year, quarter } = initialChoice(input);
    return {
      variant: input.variant,
      now: input.now,
      userName: input.userName ?? null,
      pharmacyId: input.pharmacyId ?? null,
      years: reportYears(input.now),
      year,
      quarter,
      quartersWithData: null,
      error: null,
    };
  },
  initial: 'choosingVariant',
  states: {
    choosingVariant: {
      always: [{ guard: 'isRewards', target: 'rewards' }, { target: 'overview' }],
    },
    overview: {
      initial: 'loadingQuarters',
      on: {
        'period.selectYear': { guard: 'isOfferedYear', target: '.loadingQuarters', reenter: true, actions: 'chooseYearClearingQuarter' },
      },
      states: {
        loadingQuarters: {
          invoke: {
            id: 'quartersWithData',
            src: 'loadQuartersWithData',
            input: ({ context }) => ({ pharmacyId: context.pharmacyId, year: context.year }),
            onDone: {
              target: 'ready',
              actions: [assign({ quartersWithData: ({ event }) => event.output }), 'keepQuarterOnlyWithData'],
            },
            onError: [
              { guard: 'quartersNotListed', target: 'allQuarters' },
              { target: 'quartersUnknown', actions: assign({ error: ({ event }) => toFailure(event.error) }) },
            ],
          },
        },
        ready: {
          on: { 'period.selectQuarter': { guard: 'hasData', actions: ['chooseQuarter', 'rememberPeriod'] } },
        },
        allQuarters: {
          on: { 'period.selectQuarter': { actions: ['chooseQuarter', 'rememberPeriod'] } },
        },
        quartersUnknown: {
          invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.error }) },
          on: {
            'period.selectQuarter': { actions: ['chooseQuarter', 'rememberPeriod'] },
            'period.retry': { target: 'loadingQuarters', actions: assign({ error: null }) },
            'line.back': { target: 'loadingQuarters', actions: assign({ error: null }) },
          },
        },
      },
    },
    rewards: {
      on: {
        'period.selectYear': { guard: 'isOfferedYear', actions: ['chooseRewardsYear', 'rememberPeriod'] },
        'period.selectQuarter': { guard: 'isRewardsQuarterOffered', actions: ['chooseRewardsQuarter', 'rememberPeriod'] },
      },
    },
  },
});
