/*
 * Rewards distribution (spec sections 2 and 5): the staff's points of a quarter, turned into
 * money at a cost per point the pharmacy sets for each group.
 *
 * rewardsLoad    the remote operation of the quarter's points (request → success | failure); a
 *                new period's request keeps the last answer on screen under the overlay
 *                'Загрузка данных...' until the new one comes.
 * rewardsCosts   one state, editing: each group's cost keeps the last text its box committed and
 *                readCost read ('2,5' as typed, shown '2,50'); a refused text changes nothing.
 */
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { quarterRequestDate, type Period } from '../../domain/shared/quarters';
import { reportCalls } from '../../api/contract/reports';
import { http } from '../../api/shared/http';
import { readCost, defaultCostTexts, type CostTexts, type StaffGroup } from '../../domain/reports/rewards';
import { remoteOperation } from '../shared/remote-operation.machine';

/** No pharmacy is named: the gateway answers for the signed-in pharmacy. */
export const rewardsLoadMachine = remoteOperation('rewardsDistribution', (period: Period, signal) =>
  http().request(reportCalls.rewardsPoints, { query: { quarter: quarterRequestDate(period) }, signal }),
);

export type RewardsCostsEvent = { type: 'rewards.changeCost'; group: StaffGroup; text: string };

export const rewardsCostsMachine = setup({
  types: {} as { context: { costTexts: CostTexts }; events: RewardsCostsEvent },
  actions: {
    changeCost: assign({
      costTexts: ({ context, event }) => {
        assertEvent(event, 'rewards.changeCost');
        return { ...context.costTexts, [event.group]: event.text };
      },
    }),
  },
  guards: {
    isAcceptedCost: ({ event }) => 'value' in readCost(event.text),
  },
}).createMachine({
  id: 'rewardsCosts',
  context: { costTexts: defaultCostTexts },
  initial: 'editing',
  states: {
    editing: {
      on: { 'rewards.changeCost': { guard: 'isAcceptedCost', actions: 'changeCost' } },
    },
  },
});

export type RewardsLoadActor = ActorRefFrom<typeof rewardsLoadMachine>;
export type RewardsCostsActor = ActorRefFrom<typeof rewardsCostsMachine>;
type LoadSnapshot = SnapshotFrom<typeof rewardsLoadMachine>;

export const selectCostTexts = (snapshot: SnapshotFrom<typeof rewardsCostsMachine>) => snapshot.context.costTexts;
export const selectDistribution = (snapshot: LoadSnapshot) => snapshot.context.data;
export const selectRewardsLoading = (snapshot: LoadSnapshot) => snapshot.matches('fetching') || snapshot.matches('idle');
export const selectRewardsError = (snapshot: LoadSnapshot) => snapshot.context.error;
