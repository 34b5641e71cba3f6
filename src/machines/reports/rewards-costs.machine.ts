/*
 * The rewards distribution's costs per point (spec: digits with one optional decimal separator,
 * default 1), one per staff group, kept as a draft so a reload or another browser finds them
 * (child 'draft', the order screens' draft machine on the drafts extension's screen
 * 'rewards-distribution'; rewards-costs.kept.ts).
 *
 * A cost its box committed and readCost reads counts ('2,5' as typed, shown '2,50') and goes to
 * the draft; a refused text changes nothing.
 *
 * reading  the kept costs are not read yet: they come in when they are (editing); a cost
 *          committed first wins (editing, and the draft keeps it)
 * editing  another tab's newer costs replace these, and a line says so until «Понятно»;
 *          «Очистить черновик» puts every group back at 1 and clears the draft
 */
import { assertEvent, assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { defaultCostTexts, readCost, type CostTexts, type StaffGroup } from '../../domain/reports/rewards';
import { orderDraftMachine, type OrderDraftNews } from '../orders/order-draft.machine';
import { replacedWhole } from '../orders/order-draft.parent';
import { keptCostsOf, keptCostsTexts, readKeptCosts } from './rewards-costs.kept';

export interface RewardsCostsInput {
  /** Whose draft: the signed-in pharmacy's. */
  pharmacyId: number;
}

export interface RewardsCostsContext extends RewardsCostsInput {
  costTexts: CostTexts;
  /** Another tab's costs replaced these: said until «Понятно». */
  notice: readonly string[];
}

export type RewardsCostsEvent =
  | { type: 'rewards.changeCost'; group: StaffGroup; text: string }
  | { type: 'rewards.resetCosts' }
  | { type: 'rewards.noticeSeen' }
  | OrderDraftNews;

export const rewardsCostsMachine = setup({
  types: {} as { input: RewardsCostsInput; context: RewardsCostsContext; events: RewardsCostsEvent; children: { draft: 'draft' } },
  actors: { draft: orderDraftMachine },
  actions: {
    changeCost: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'rewards.changeCost');
      const costTexts = { ...context.costTexts, [event.group]: event.text };
      enqueue.assign({ costTexts });
      enqueue.sendTo('draft', { type: 'draft.changed', ...keptCostsOf(costTexts) });
    }),
    takeKept: assign({
      costTexts: ({ context, event }) => {
        assertEvent(event, 'draft.loaded');
        return readKeptCosts(event.draft) ?? context.costTexts;
      },
    }),
    takeReplaced: assign(({ event }) => {
      assertEvent(event, 'draft.replaced');
      return { costTexts: readKeptCosts(event.draft) ?? defaultCostTexts, notice: replacedWhole(event) ? [keptCostsTexts.replaced] : [] };
    }),
    resetCosts: enqueueActions(({ enqueue }) => {
      enqueue.assign({ costTexts: defaultCostTexts, notice: [] });
      enqueue.sendTo('draft', { type: 'draft.clear' });
    }),
  },
  guards: {
    isAcceptedCost: ({ event }) => event.type === 'rewards.changeCost' && 'value' in readCost(event.text),
  },
}).createMachine({
  id: 'rewardsCosts',
  context: ({ input }) => ({ ...input, costTexts: defaultCostTexts, notice: [] }),
  invoke: {
    id: 'draft',
    src: 'draft',
    // Every change names the costs (keptCostsOf): nothing is read back from the screen.
    input: ({ context }) => ({ screen: 'rewards-distribution' as const, pharmacyId: context.pharmacyId, readEdits: () => Promise.resolve([]) }),
  },
  initial: 'reading',
  states: {
    reading: {
      on: {
        'rewards.changeCost': { guard: 'isAcceptedCost', target: 'editing', actions: 'changeCost' },
        'draft.loaded': { target: 'editing', actions: 'takeKept' },
      },
    },
    editing: {
      on: {
        'rewards.changeCost': { guard: 'isAcceptedCost', actions: 'changeCost' },
        'draft.replaced': { actions: 'takeReplaced' },
        'rewards.resetCosts': { actions: 'resetCosts' },
        'rewards.noticeSeen': { actions: assign({ notice: [] }) },
      },
    },
  },
});

export type RewardsCostsActor = ActorRefFrom<typeof rewardsCostsMachine>;
type CostsSnapshot = SnapshotFrom<typeof rewardsCostsMachine>;

export const selectCostTexts = (snapshot: CostsSnapshot) => snapshot.context.costTexts;
export const selectCostsNotice = (snapshot: CostsSnapshot) => snapshot.context.notice;
export const selectCostsDraft = (snapshot: CostsSnapshot) => snapshot.children.draft;
