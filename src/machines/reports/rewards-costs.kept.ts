import * as v from 'valibot';
import type { OrderDraft } from '../../api/contract/order-drafts';
import { readDraft } from '../orders/order-draft.parent';
import { costValue, defaultCostTexts, staffGroups, type CostTexts } from '../../domain/reports/rewards';

/**
 * The costs per point kept as a draft (the drafts extension's screen 'rewards-distribution', by
 * the order screens' draft machine): each group's cost as its box committed it. They are the
 * pharmacy's own rates, typed once and found again after a reload or in another browser.
 */
const KeptCost = v.pipe(v.string(), v.maxLength(40));
const KeptCostsState = v.object({ costs: v.object({ owner: KeptCost, manager: KeptCost, cashiers: KeptCost }) });

/** The kept costs, each one that no longer reads as a cost back at 1; null: none kept, or a draft of another shape. */
export function readKeptCosts(draft: OrderDraft | null): CostTexts | null {
  const kept = readDraft(KeptCostsState, draft)?.state.costs;
  if (!kept) return null;
  return Object.fromEntries(staffGroups.map((group) => [group, costValue(kept[group]) === null ? defaultCostTexts[group] : kept[group]])) as CostTexts;
}

/** What the draft holds for these costs. */
export const keptCostsOf = (costs: CostTexts) => ({ state: { costs: { ...costs } }, edits: [] });

export const keptCostsTexts = {
  replaced: 'Стоимость балла изменена в другом окне — показана новая',
  explained: 'Введённая стоимость балла будет удалена во всех окнах и браузерах: у каждой группы снова 1 руб. за балл.',
  explainedHere: 'Введённая стоимость балла будет удалена на этом компьютере: у каждой группы снова 1 руб. за балл.',
} as const;
