/*
 * The rewards distribution tab (no effect relays between machines in screens): the period
 * selection (its rewards variant) is the child 'period'; every period it settles on is asked for
 * once from the child 'load' (rewards.machine.ts; a new period's request drops the old one's
 * answer); the costs per point are the child 'costs' (rewards-costs.machine.ts, kept as a draft).
 * One state: the tab is open.
 * A period without a quarter (none here: the rewards variant always keeps one) would ask nothing.
 */
import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Period } from '../../domain/shared/quarters';
import { periodSelectionMachine } from './period-selection.machine';
import { initialChoice, type PeriodSelectionInput } from './period-selection.rules';
import { samePeriod, selectPeriod } from './period-selection.selectors';
import { rewardsCostsMachine } from './rewards-costs.machine';
import { rewardsLoadMachine } from './rewards.machine';

export type RewardsDistributionInput = Omit<PeriodSelectionInput, 'variant' | 'pharmacyId'> & {
  /** The signed-in pharmacy, whose costs per point are kept (the points are asked for without it). */
  pharmacyId: number;
};

export interface RewardsDistributionContext {
  input: RewardsDistributionInput;
  /** The period whose points are shown or loading; null while no quarter is chosen. */
  period: Period | null;
}

type PeriodSnapshot = SnapshotFrom<typeof periodSelectionMachine>;
const chosenIn = ({ event }: { event: { snapshot: PeriodSnapshot } }) => selectPeriod(event.snapshot);

export const rewardsDistributionMachine = setup({
  types: {} as {
    input: RewardsDistributionInput;
    context: RewardsDistributionContext;
    children: { period: 'periodSelection'; load: 'rewardsLoad'; costs: 'rewardsCosts' };
  },
  actors: { periodSelection: periodSelectionMachine, rewardsLoad: rewardsLoadMachine, rewardsCosts: rewardsCostsMachine },
  actions: {
    followPeriod: assign({ period: (_, period: Period | null) => period }),
    requestPeriod: enqueueActions(({ context, enqueue }) => {
      if (context.period) enqueue.sendTo('load', { type: 'request', params: context.period });
    }),
  },
  guards: {
    periodUnchanged: ({ context }, period: Period | null) => samePeriod(period, context.period),
  },
}).createMachine({
  id: 'rewardsDistribution',
  context: ({ input }) => ({
    input,
    // The selector opens on this period: its points are asked for at once.
    period: initialChoice({ now: input.now, userName: input.userName, remembered: input.remembered, variant: 'rewards' }),
  }),
  invoke: [
    { id: 'load', src: 'rewardsLoad' },
    { id: 'costs', src: 'rewardsCosts', input: ({ context }) => ({ pharmacyId: context.input.pharmacyId }) },
    {
      id: 'period',
      src: 'periodSelection',
      input: ({ context: { input } }) => ({ now: input.now, userName: input.userName, remembered: input.remembered, variant: 'rewards' as const }),
      onSnapshot: [
        { guard: { type: 'periodUnchanged', params: chosenIn } },
        { actions: [{ type: 'followPeriod', params: chosenIn }, 'requestPeriod'] },
      ],
    },
  ],
  entry: 'requestPeriod',
});

export type RewardsDistributionActor = ActorRefFrom<typeof rewardsDistributionMachine>;
type Snapshot = SnapshotFrom<typeof rewardsDistributionMachine>;

export const selectPeriodActor = (snapshot: Snapshot) => snapshot.children.period!;
export const selectLoadActor = (snapshot: Snapshot) => snapshot.children.load!;
export const selectCostsActor = (snapshot: Snapshot) => snapshot.children.costs!;
