import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { rewardGroups, type RewardsDistribution } from '../../src/domain/rewards';
import type { Period } from '../../src/domain/quarters';
import {
  rewardsCostsMachine,
  rewardsLoadMachine,
  selectCostTexts,
  selectDistribution,
  selectRewardsLoading,
} from '../../src/machines/rewards.machine';
import { describePath, walkPath } from './support/walk-paths';

const events = [
  { type: 'rewards.changeCost', group: 'owner', text: '2,5' },
  { type: 'rewards.changeCost', group: 'cashiers', text: '' },
  { type: 'rewards.changeCost', group: 'manager', text: '1a' },
] as const;

describe('rewards costs machine, every shortest path', () => {
  const serializeState = (snapshot: { value: unknown; context: unknown }) => JSON.stringify([snapshot.value, snapshot.context]);
  const paths = getShortestPaths(rewardsCostsMachine, { events: [...events] as never, serializeState: serializeState as never });

  it('reaches every combination of the accepted texts', () => expect(paths).toHaveLength(4));

  for (const path of paths) {
    it(describePath(path, (state) => JSON.stringify(state.context)), async () => {
      const actor = createActor(rewardsCostsMachine).start();
      await walkPath(path, {
        play: (event) => actor.send(event as never),
        check: (expected) => expect(serializeState(actor.getSnapshot())).toBe(serializeState(expected)),
      });
    });
  }
});

describe('rewards costs machine, by the spec', () => {
  const change = (actor: ReturnType<typeof start>, group: 'owner' | 'manager' | 'cashiers', text: string) =>
    actor.send({ type: 'rewards.changeCost', group, text });
  const start = () => createActor(rewardsCostsMachine).start();

  it('starts every group at 1 rouble per point', () => {
    expect(selectCostTexts(start().getSnapshot())).toEqual({ owner: '1', manager: '1', cashiers: '1' });
  });

  it('turns a comma into a dot, and keeps each group apart', () => {
    const actor = start();
    change(actor, 'owner', '2,5');
    expect(selectCostTexts(actor.getSnapshot())).toEqual({ owner: '2.5', manager: '1', cashiers: '1' });
  });

  it.each(['1a', 'abc', '1.2.3', '1,2,3', '-1', '1 000'])('refuses %j and keeps the previous text', (text) => {
    const actor = start();
    change(actor, 'manager', '3');
    change(actor, 'manager', text);
    expect(selectCostTexts(actor.getSnapshot()).manager).toBe('3');
  });

  it('lets a cost be cleared to type a new one; a cleared cost shows no money', () => {
    const actor = start();
    change(actor, 'cashiers', '');
    const distribution: RewardsDistribution = {
      owner: null,
      manager: null,
      cashiers: [{ id: '1', name: 'Кассир', productOfTheDayPoints: 1, privateLabelPoints: 1, motivationPoints: 1, pointsSum: 3 }],
    };
    const cashiers = rewardGroups(distribution, selectCostTexts(actor.getSnapshot()))[2];
    expect(cashiers.rows[0].money).toBeNull();
  });
});

describe('rewards load, by the spec', () => {
  const answerFor = (period: Period): RewardsDistribution => ({
    owner: { id: String(period.year), name: `Владелец ${period.quarter}`, productOfTheDayPoints: 1, privateLabelPoints: 1, motivationPoints: 1, pointsSum: 3 },
    manager: null,
    cashiers: [],
  });

  it("keeps the last quarter's points under the overlay while a newly chosen quarter loads", async () => {
    const asked: Period[] = [];
    const actor = createActor(
      rewardsLoadMachine.provide({
        actors: {
          operation: fromPromise(async ({ input }: { input: { params: Period } }) => (asked.push(input.params), answerFor(input.params))),
        },
      }),
    ).start();
    expect(selectRewardsLoading(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'request', params: { year: 2026, quarter: 4 } });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    actor.send({ type: 'request', params: { year: 2024, quarter: 3 } });
    expect(selectRewardsLoading(actor.getSnapshot())).toBe(true);
    expect(selectDistribution(actor.getSnapshot())?.owner?.name).toBe('Владелец 4');
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(selectDistribution(actor.getSnapshot())?.owner?.name).toBe('Владелец 3');
    expect(asked).toEqual([{ year: 2026, quarter: 4 }, { year: 2024, quarter: 3 }]);
  });
});
