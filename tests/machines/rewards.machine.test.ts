import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { rewardGroups, type RewardsDistribution } from '../../src/domain/reports/rewards';
import type { Period } from '../../src/domain/shared/quarters';
import {
  rewardsCostsMachine,
  rewardsLoadMachine,
  selectCostTexts,
  selectDistribution,
  selectRewardsLoading,
} from '../../src/machines/reports/rewards.machine';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

const events = [
  { type: 'rewards.changeCost', group: 'owner', text: '2,5' },
  { type: 'rewards.changeCost', group: 'cashiers', text: '' },
  { type: 'rewards.changeCost', group: 'manager', text: '1a' },
] as const;

describe('rewards costs machine, every shortest path, checked against what the user sees', () => {
  const serializeState = (snapshot: { value: unknown; context: unknown }) => JSON.stringify([snapshot.value, snapshot.context]);
  const paths = getShortestPaths(rewardsCostsMachine, { events: [...events] as never, serializeState: serializeState as never });
  type Costs = ReturnType<typeof rewardsCostsMachine.getInitialSnapshot>;

  // One employee per group with 10 points: the money column shows points × the group's cost.
  const tenPoints = (name: string) => ({
    id: name,
    name,
    productOfTheDayPoints: 4,
    privateLabelPoints: 3,
    motivationPoints: 3,
    pointsSum: 10,
  });
  const distribution: RewardsDistribution = { owner: tenPoints('В'), manager: tenPoints('З'), cashiers: [tenPoints('К')] };
  const where = (snapshot: Costs) => Object.values(selectCostTexts(snapshot)).join(' / ');

  // By hand: the texts in the three cost fields, and the money of each group at 10 points. An
  // emptied cost and '1a' are refused: they reach no state of their own.
  const expected = {
    '1 / 1 / 1': { texts: ['1', '1', '1'], money: [10, 10, 10] },
    '2,5 / 1 / 1': { texts: ['2,5', '1', '1'], money: [25, 10, 10] },
  };

  it('reaches exactly the states written by hand (a refused text changes nothing)', () => expectEveryStateWritten(paths, where, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => JSON.stringify(state.context)),
      async () => {
        const actor = createActor(rewardsCostsMachine).start();
        await walkAndSee(path, {
          play: (event) => actor.send(event as never),
          current: () => actor.getSnapshot(),
          where,
          see: () => {
            const texts = selectCostTexts(actor.getSnapshot());
            return {
              texts: [texts.owner, texts.manager, texts.cashiers],
              money: rewardGroups(distribution, texts).map((group) => group.money),
            };
          },
          expected,
        });
      },
    );
  }
});

describe('rewards costs machine, by the spec', () => {
  const change = (actor: ReturnType<typeof start>, group: 'owner' | 'manager' | 'cashiers', text: string) =>
    actor.send({ type: 'rewards.changeCost', group, text });
  const start = () => createActor(rewardsCostsMachine).start();

  it('starts every group at 1 rouble per point', () => {
    expect(selectCostTexts(start().getSnapshot())).toEqual({ owner: '1', manager: '1', cashiers: '1' });
  });

  it('keeps a committed cost as typed, a comma read as the decimal separator, and each group apart', () => {
    const actor = start();
    change(actor, 'owner', '2,5');
    expect(selectCostTexts(actor.getSnapshot())).toEqual({ owner: '2,5', manager: '1', cashiers: '1' });
  });

  it.each(['1a', 'abc', '1.2.3', '1,2,3', '-1', '0,125', '', ' '])('refuses %j and keeps the previous text', (text) => {
    const actor = start();
    change(actor, 'manager', '3');
    change(actor, 'manager', text);
    expect(selectCostTexts(actor.getSnapshot()).manager).toBe('3');
  });

  it('refuses an emptied cost: the group keeps its cost and its money', () => {
    const actor = start();
    change(actor, 'cashiers', '3');
    change(actor, 'cashiers', '');
    const distribution: RewardsDistribution = {
      owner: null,
      manager: null,
      cashiers: [{ id: '1', name: 'Кассир', productOfTheDayPoints: 1, privateLabelPoints: 1, motivationPoints: 1, pointsSum: 3 }],
    };
    const cashiers = rewardGroups(distribution, selectCostTexts(actor.getSnapshot()))[2];
    expect(cashiers.rows[0].money).toBe(9);
  });
});

describe('rewards load, by the spec', () => {
  const answerFor = (period: Period): RewardsDistribution => ({
    owner: {
      id: String(period.year),
      name: `Владелец ${period.quarter}`,
      productOfTheDayPoints: 1,
      privateLabelPoints: 1,
      motivationPoints: 1,
      pointsSum: 3,
    },
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
    expect(asked).toEqual([
      { year: 2026, quarter: 4 },
      { year: 2024, quarter: 3 },
    ]);
  });
});
