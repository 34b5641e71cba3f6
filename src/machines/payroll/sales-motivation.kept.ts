import * as v from 'valibot';
import type { OrderDraft } from '../../api/contract/order-drafts';
import { MonthStart } from '../../api/contract/payroll';
import { readDraft } from '../orders/order-draft.parent';
import { loadedStamp, type PlanRow } from './sales-motivation.rows';

/**
 * The plan editor's unsaved plan kept as a draft (the drafts extension's screen
 * 'sales-motivation', by the order screens' draft machine): the month, the cashier columns it was
 * typed for and its rows as left, each bonus and plan as typed (a refused text comes back
 * refused). The plan is small and saved whole, so the draft holds it whole: the kept plan wins over
 * the saved one, and the notice says so when the saved plan changed since.
 */
const number = v.nullable(v.number());
const KeptRow = v.object({
  id: v.number(),
  name: v.pipe(v.string(), v.maxLength(500)),
  lastMonthSale: number,
  nominalPrice: number,
  bonus: v.pipe(v.string(), v.maxLength(40)),
  plans: v.array(v.pipe(v.string(), v.maxLength(40))),
  savedAt: v.nullable(v.string()),
});
const KeptPlanState = v.object({ month: MonthStart, cashiers: v.array(v.string()), rows: v.array(KeptRow) });

export type KeptPlan = v.InferOutput<typeof KeptPlanState>;

/** A kept draft read with the plan's schema; null: none, or one it cannot read. */
export const readKeptPlan = (draft: OrderDraft | null): KeptPlan | null => readDraft(KeptPlanState, draft)?.state ?? null;

/** What the draft holds for the plan shown (the rows' selection is not kept: it is no work). */
export const keptPlanOf = (month: string, cashiers: readonly string[], rows: readonly PlanRow[]) => ({
  state: { month, cashiers: [...cashiers], rows: rows.map(({ selected: _selected, ...row }) => row) },
  edits: [],
});

/** The kept plan applies to this month and these cashier columns. */
export const keptPlanApplies = (kept: KeptPlan | null | undefined, month: string, cashiers: readonly string[]): kept is KeptPlan =>
  !!kept && kept.month === month && kept.cashiers.length === cashiers.length && kept.cashiers.every((name, i) => name === cashiers[i]);

/**
 * The kept rows in place of the loaded ones. A row of the saved plan carries the save date the
 * plan has now, so «Сохранить» saves over it (the kept plan wins) instead of answering 409 for ever.
 */
export function restorePlan(loaded: readonly PlanRow[], kept: KeptPlan): { rows: PlanRow[]; notice: string[] } {
  const stamp = loadedStamp(loaded).salesMotivationUpdateDate ?? null;
  const keptStamp = loadedStamp(kept.rows.map((row) => ({ ...row, selected: false }))).salesMotivationUpdateDate ?? null;
  const rows = kept.rows.map((row) => ({ ...row, selected: false, savedAt: row.savedAt === null ? null : stamp }));
  const notice: string[] = [keptPlanTexts.restored];
  if (stamp !== keptStamp) notice.push(keptPlanTexts.savedSince);
  return { rows, notice };
}

export const keptPlanTexts = {
  restored: 'Восстановлен введённый, но не сохранённый план продаж кассиров',
  savedSince: 'План этого месяца с тех пор сохранён в другом окне: показан введённый здесь, «Сохранить» заменит сохранённый',
  clearExplained:
    'Введённый и не сохранённый план продаж будет удалён во всех окнах и браузерах; останется сохранённый план. Отменить это нельзя.',
  clearExplainedHere:
    'Введённый и не сохранённый план продаж будет удалён на этом компьютере; останется сохранённый план. Отменить это нельзя.',
} as const;
