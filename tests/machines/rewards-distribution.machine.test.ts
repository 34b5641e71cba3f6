import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { Period } from '../../src/domain/shared/quarters';
import { selectPeriod } from '../../src/machines/reports/period-selection.selectors';
import { rewardsDistributionMachine, selectLoadActor, selectPeriodActor } from '../../src/machines/reports/rewards-distribution.machine';
import { rewardsCostsMachine } from '../../src/machines/reports/rewards-costs.machine';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';

/**
 * The rewards distribution tab's machine (the period reaches the load as an event between
 * machines, no effect in the screen). Fixed clock: 15 May 2025, the second quarter. Every
 * expectation is written by hand: which quarters' points are asked for, in order.
 */
const now = new Date(2025, 4, 15);

function startDistribution(remembered: Period | null = null) {
  const asked: Period[] = [];
  const machine = rewardsDistributionMachine.provide({
    actors: {
      rewardsLoad: remoteOperation(
        'rewardsDistribution',
        async (period: Period) => (asked.push(period), { owner: null, manager: null, cashiers: [] }),
      ) as never,
      // The costs' draft is rewards-costs.machine.test.ts's: here it keeps nothing.
      rewardsCosts: rewardsCostsMachine.provide({ actors: { draft: fromCallback(() => undefined) as never } }) as never,
    },
  });
  const errors: unknown[] = [];
  const actor = createActor(machine, { input: { now, userName: null, pharmacyId: 1, remembered } });
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  const period = () => selectPeriodActor(actor.getSnapshot());
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, asked, errors, period, settle };
}

describe('rewards distribution: each period chosen is asked for once', () => {
  it('asks for the current quarter on opening, then each new quarter; the same quarter again asks nothing', async () => {
    const sut = startDistribution();
    await sut.settle();
    expect(sut.asked).toEqual([{ year: 2025, quarter: 2 }]);
    sut.period().send({ type: 'period.selectQuarter', quarter: 1 });
    await sut.settle();
    sut.period().send({ type: 'period.selectQuarter', quarter: 1 });
    await sut.settle();
    expect(sut.asked).toEqual([
      { year: 2025, quarter: 2 },
      { year: 2025, quarter: 1 },
    ]);
    expect(selectLoadActor(sut.actor.getSnapshot()).getSnapshot().context.params).toEqual({ year: 2025, quarter: 1 });
  });

  it('another year keeps the quarter and asks for that year at once', async () => {
    const sut = startDistribution();
    await sut.settle();
    sut.period().send({ type: 'period.selectYear', year: 2024 });
    await sut.settle();
    expect(selectPeriod(sut.period().getSnapshot())).toEqual({ year: 2024, quarter: 2 });
    sut.period().send({ type: 'period.selectQuarter', quarter: 3 });
    await sut.settle();
    expect(sut.asked).toEqual([
      { year: 2025, quarter: 2 },
      { year: 2024, quarter: 2 },
      { year: 2024, quarter: 3 },
    ]);
  });

  it("opens on the user's remembered period and asks for it", async () => {
    const sut = startDistribution({ year: 2024, quarter: 4 });
    await sut.settle();
    expect(sut.asked).toEqual([{ year: 2024, quarter: 4 }]);
  });

  it('closing the tab while a quarter loads leaves nothing behind', async () => {
    const sut = startDistribution();
    sut.actor.stop();
    await sut.settle();
    expect(sut.errors).toEqual([]);
  });
});
