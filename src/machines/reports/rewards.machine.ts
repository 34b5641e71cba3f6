/*
 * Rewards distribution (spec sections 2 and 5): the staff's points of a quarter, turned into
 * money at a cost per point the pharmacy sets for each group.
 *
 * rewardsLoad    the remote operation of the quarter's points (request → success | failure); a
 *                new period's request keeps the last answer on screen under the overlay
 *                'Загрузка данных...' until the new one comes.
 * The costs per point are rewards-costs.machine.ts.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { quarterRequestDate, type Period } from '../../domain/shared/quarters';
import { reportCalls } from '../../api/contract/reports';
import { http } from '../../api/shared/http';
import { remoteOperation } from '../shared/remote-operation.machine';

/** No pharmacy is named: the gateway answers for the signed-in pharmacy. */
export const rewardsLoadMachine = remoteOperation('rewardsDistribution', (period: Period, signal) =>
  http().request(reportCalls.rewardsPoints, { query: { quarter: quarterRequestDate(period) }, signal }),
);

export type RewardsLoadActor = ActorRefFrom<typeof rewardsLoadMachine>;
type LoadSnapshot = SnapshotFrom<typeof rewardsLoadMachine>;

export const selectDistribution = (snapshot: LoadSnapshot) => snapshot.context.data;
export const selectRewardsLoading = (snapshot: LoadSnapshot) => snapshot.matches('fetching') || snapshot.matches('idle');
export const selectRewardsError = (snapshot: LoadSnapshot) => snapshot.context.error;
