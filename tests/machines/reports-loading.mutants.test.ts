import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Period } from '../../src/domain/shared/quarters';
import { commonBonusesOperation, initiativesReportOperation } from '../../src/machines/reports/overview.machine';
import { selectBonusesLoaded, selectBonusesLoading, selectReportLoading } from '../../src/machines/reports/overview.selectors';
import { rewardsCostsMachine } from '../../src/machines/reports/rewards-costs.machine';
import { rewardsDistributionMachine } from '../../src/machines/reports/rewards-distribution.machine';
import { rewardsLoadMachine, selectDistribution, selectRewardsLoading } from '../../src/machines/reports/rewards.machine';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import { fakeGateway, json } from './support/fake-server';

/*
 * The loading overlays of the report tabs, and which quarter's points the rewards tab asks the
 * gateway for.
 */

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const points = { owner: null, manager: null, cashiers: [] };

describe('rewards distribution against the gateway', () => {
  it('asks for the quarter by its first day, with «Загрузка данных...» until the points come', async () => {
    const gateway = fakeGateway(() => json(points));
    const load = createActor(rewardsLoadMachine).start();
    expect(selectRewardsLoading(load.getSnapshot())).toBe(true);
    load.send({ type: 'request', params: { year: 2025, quarter: 3 } });
    expect(selectRewardsLoading(load.getSnapshot())).toBe(true);
    await waitFor(load, (s) => s.matches('success'));
    expect(gateway.asked()).toEqual(['GET /api/reports/cashier/points?quarter=2025-07-01']);
    expect(gateway.signals).toEqual([true]);
    expect(selectDistribution(load.getSnapshot())).toEqual(points);
    expect(selectRewardsLoading(load.getSnapshot())).toBe(false);
  });

  it('a remembered later quarter of this year opens on the current one and asks only for it', async () => {
    const asked: Period[] = [];
    const machine = rewardsDistributionMachine.provide({
      actors: {
        rewardsLoad: remoteOperation('rewardsDistribution', async (period: Period) => (asked.push(period), points)) as never,
        rewardsCosts: rewardsCostsMachine.provide({ actors: { draft: fromCallback(() => undefined) as never } }) as never,
      },
    });
    createActor(machine, {
      input: { now: new Date(2025, 4, 15), userName: null, pharmacyId: 1, remembered: { year: 2025, quarter: 4 } },
    }).start();
    await settle();
    expect(asked).toEqual([{ year: 2025, quarter: 2 }]);
  });
});

describe('the overview’s loading overlays', () => {
  it('the report and the comparison show loading while asked, and not once answered', async () => {
    const answers: Array<(value: never) => void> = [];
    const operation = fromPromise(() => new Promise<never>((resolve) => answers.push(resolve)));
    const report = createActor(initiativesReportOperation.provide({ actors: { operation: operation as never } })).start();
    const bonuses = createActor(commonBonusesOperation.provide({ actors: { operation: operation as never } })).start();
    const period = { year: 2025, quarter: 2 } as const;
    expect(selectReportLoading(report.getSnapshot())).toBe(false);
    expect(selectBonusesLoading(bonuses.getSnapshot())).toBe(false);
    report.send({ type: 'request', params: { period } as never });
    bonuses.send({ type: 'request', params: period as never });
    expect(selectReportLoading(report.getSnapshot())).toBe(true);
    expect(selectBonusesLoading(bonuses.getSnapshot())).toBe(true);
    expect(selectBonusesLoaded(bonuses.getSnapshot())).toBe(false);
    answers.forEach((answer) => answer({} as never));
    await settle();
    expect(selectReportLoading(report.getSnapshot())).toBe(false);
    expect(selectBonusesLoading(bonuses.getSnapshot())).toBe(false);
    expect(selectBonusesLoaded(bonuses.getSnapshot())).toBe(true);
  });
});
