import { figureProblem, readFigure, type FigureRule } from '../figure-rules';

/**
 * The range and required-ness of the plan editor's cells, read by the editor
 * (src/machines/payroll/sales-motivation.rows.ts marks the cells and keeps «Сохранить инициативу»
 * disabled) and by the gateway's plan save (src/api/contract/sales-motivation.ts answers 400 with
 * the same words). §5 reads both as decimal fields with up to 2 decimals; the upper bounds are
 * ours, far above any real pharmacy (docs/decisions/sales-motivation-plan-figures.md).
 * Both are required: an emptied cell is a violation, never a silent 0.
 */
export const planFigureRules = {
  /** Rubles per pack sold: no pack of a pharmacy's range earns a cashier more than 100 000 ₽. */
  bonus: { name: 'Бонус за упаковку, руб.', min: 0, max: 100_000 },
  /** Packs a cashier sells of one product in a month; a pack may be sold in parts (blisters), hence 2 decimals. */
  plan: { name: 'План, уп.', min: 0, max: 10_000 },
} as const satisfies Record<string, FigureRule>;
export type PlanFigureField = keyof typeof planFigureRules;

/** The number a plan cell's text spells, or why it is refused ('от 0 до 10 000'). */
export function readPlanFigure(field: PlanFigureField, typed: string): { value: number } | { problem: string } {
  return readFigure(planFigureRules[field], typed);
}

/** Why a figure sent to the gateway as a number breaks its rule, or null. */
export const planFigureProblem = (field: PlanFigureField, value: number): string | null => figureProblem(planFigureRules[field], value);
