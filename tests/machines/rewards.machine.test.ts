import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { rewardGroups, type RewardsDistribution } from '../../src/domain/reports/rewards';
import type { Period } from '../../src/domain/shared/quarters';
import type { OrderDraft } from '../../src/api/contract/order-drafts';
import type { OrderDraftNews } from '../../src/machines/orders/order-draft.machine';
import { rewardsCostsMachine, selectCostsNotice, selectCostTexts } from '../../src/machines/reports/rewards-costs.machine';
import { rewardsLoadMachine, selectDistribution, selectRewardsLoading } from '../../src/machines/reports/rewards.machine';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

/** The costs machine with a draft child that records what it is told and reports what the test says. */
function startCosts() {
  const told: Array<{ type: string; state?: unknown }> = [];
  let tell: (news: OrderDraftNews) => void = () => undefined;
  const machine = rewardsCostsMachine.provide({
    actors: {
      draft: fromCallback(({ receive, sendBack }) => {
        tell = (news) => sendBack(news);
        receive((event) => void told.push(event as (typeof told)[number]));
      }) as never,
    },
  });
  const actor = createActor(machine, { input: { pharmacyId: 7 } }).start();
  const change = (group: 'owner' | 'manager' | 'cashiers', text: string) => actor.send({ type: 'rewards.changeCost', group, text });
  const texts = () => selectCostTexts(actor.getSnapshot());
  return { actor, told, change, texts, news: (news: OrderDraftNews) => tell(news) };
}

const keptCosts = (owner: string, manager = '1', cashiers = '1'): OrderDraft => ({
  state: { costs: { owner, manager, cashiers } },
  edits: [],
});

describe('rewards costs machine, every shortest path, checked against what the user sees', () => {
  const events = [
    { type: 'rewards.changeCost', group: 'owner', text: '2,5' },
    { type: 'rewards.changeCost', group: 'cashiers', text: '' },
    { type: 'rewards.changeCost', group: 'manager', text: '1a' },
    { type: 'draft.loaded', draft: keptCosts('3', '4') },
    { type: 'draft.replaced', draft: keptCosts('5') },
    { type: 'rewards.noticeSeen' },
    { type: 'rewards.resetCosts' },
  ] as const;
  const serializeState = (snapshot: { value: unknown; context: { costTexts: unknown; notice: unknown } }) =>
    JSON.stringify([snapshot.value, snapshot.context.costTexts, snapshot.context.notice]);
  const logic = rewardsCostsMachine.provide({ actors: { draft: fromCallback(() => undefined) as never } });
  const paths = getShortestPaths(logic, {
    events: [...events] as never,
    serializeState: serializeState as never,
    input: { pharmacyId: 7 },
  } as never);
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
  const where = (snapshot: Costs) =>
    `${String(snapshot.value)}: ${Object.values(selectCostTexts(snapshot)).join(' / ')}${selectCostsNotice(snapshot).length ? ' · сказано' : ''}`;

  // By hand: the texts in the three cost fields, the money of each group at 10 points, and the
  // line above them. An emptied cost and '1a' are refused: they reach no state of their own. The
  // kept costs (3, 4) come in only while nothing was committed here; another tab's (5) replace
  // whatever is shown, and a line says so until «Понятно».
  const replaced = 'Стоимость балла изменена в другом окне — показана новая';
  const expected = {
    'reading: 1 / 1 / 1': { texts: ['1', '1', '1'], money: [10, 10, 10], notice: [] },
    'editing: 3 / 4 / 1': { texts: ['3', '4', '1'], money: [30, 40, 10], notice: [] },
    'editing: 2,5 / 1 / 1': { texts: ['2,5', '1', '1'], money: [25, 10, 10], notice: [] },
    'editing: 2,5 / 4 / 1': { texts: ['2,5', '4', '1'], money: [25, 40, 10], notice: [] },
    'editing: 5 / 1 / 1 · сказано': { texts: ['5', '1', '1'], money: [50, 10, 10], notice: [replaced] },
    'editing: 5 / 1 / 1': { texts: ['5', '1', '1'], money: [50, 10, 10], notice: [] },
    'editing: 2,5 / 1 / 1 · сказано': { texts: ['2,5', '1', '1'], money: [25, 10, 10], notice: [replaced] },
    'editing: 1 / 1 / 1': { texts: ['1', '1', '1'], money: [10, 10, 10], notice: [] },
  };

  it('reaches exactly the states written by hand (a refused text changes nothing)', () => expectEveryStateWritten(paths, where, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as never)),
      async () => {
        const sut = startCosts();
        await walkAndSee(path, {
          play: (event) => (event.type.startsWith('draft.') ? sut.news(event as never) : sut.actor.send(event as never)),
          current: () => sut.actor.getSnapshot(),
          where,
          see: () => {
            const texts = sut.texts();
            return {
              texts: [texts.owner, texts.manager, texts.cashiers],
              money: rewardGroups(distribution, texts).map((group) => group.money),
              notice: [...selectCostsNotice(sut.actor.getSnapshot())],
            };
          },
          expected,
        });
      },
    );
  }
});

describe('rewards costs machine, by the spec', () => {
  it('starts every group at 1 rouble per point', () => {
    expect(startCosts().texts()).toEqual({ owner: '1', manager: '1', cashiers: '1' });
  });

  it('keeps a committed cost as typed, a comma read as the decimal separator, each group apart, and tells the draft', () => {
    const sut = startCosts();
    sut.change('owner', '2,5');
    expect(sut.texts()).toEqual({ owner: '2,5', manager: '1', cashiers: '1' });
    expect(sut.told).toEqual([{ type: 'draft.changed', state: { costs: { owner: '2,5', manager: '1', cashiers: '1' } }, edits: [] }]);
  });

  it.each(['1a', 'abc', '1.2.3', '1,2,3', '-1', '0,125', '', ' '])(
    'refuses %j, keeps the previous text and tells the draft nothing',
    (text) => {
      const sut = startCosts();
      sut.change('manager', '3');
      sut.change('manager', text);
      expect(sut.texts().manager).toBe('3');
      expect(sut.told).toHaveLength(1);
    },
  );

  it('refuses an emptied cost: the group keeps its cost and its money', () => {
    const sut = startCosts();
    sut.change('cashiers', '3');
    sut.change('cashiers', '');
    const distribution: RewardsDistribution = {
      owner: null,
      manager: null,
      cashiers: [{ id: '1', name: 'Кассир', productOfTheDayPoints: 1, privateLabelPoints: 1, motivationPoints: 1, pointsSum: 3 }],
    };
    expect(rewardGroups(distribution, sut.texts())[2].rows[0].money).toBe(9);
  });

  it('takes the kept costs when the draft is read; a kept cost that no longer reads is 1 again; a draft of another shape is none', () => {
    const sut = startCosts();
    sut.news({ type: 'draft.loaded', draft: keptCosts('2,5', 'б', '0,5') });
    expect(sut.texts()).toEqual({ owner: '2,5', manager: '1', cashiers: '0,5' });
    const other = startCosts();
    other.news({ type: 'draft.loaded', draft: { state: { rows: [] }, edits: [] } });
    expect(other.texts()).toEqual({ owner: '1', manager: '1', cashiers: '1' });
  });

  it('keeps a cost committed before the draft was read, and nothing kept replaces it', () => {
    const sut = startCosts();
    sut.change('owner', '7');
    sut.news({ type: 'draft.loaded', draft: keptCosts('3') });
    expect(sut.texts().owner).toBe('7');
  });

  it('«Очистить черновик» puts every group back at 1 and clears the draft', () => {
    const sut = startCosts();
    sut.change('owner', '7');
    sut.actor.send({ type: 'rewards.resetCosts' });
    expect(sut.texts()).toEqual({ owner: '1', manager: '1', cashiers: '1' });
    expect(sut.told.at(-1)).toEqual({ type: 'draft.clear' });
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
