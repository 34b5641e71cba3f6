/**
 * The rows of the plan table (spec §2.7, §3 'Cashier-initiative product') and the rules on them,
 * pure so the machine and its tests share them. Typed values stay text while the user edits
 * (a field may hold '12.' mid-typing); they become numbers only in the save payload.
 */
import type { EnrichedProducts, ProductProperty, SalesMotivation, SalesMotivationSave } from '../../api/contract/sales-motivation';
import { boxText } from '../../domain/shared/number-entry';
import { maxCashierColumns } from '../../api/contract/sales-motivation';
import { sumMoney } from '../../domain/shared/money';
import { monthEndOf } from '../../domain/payroll/month';
import { planFigureRules, readPlanFigure, type PlanFigureField } from '../../domain/payroll/sales-motivation/plan-figure-rules';

export interface PlanRow {
  id: number;
  name: string;
  /** Last month's sales in the pharmacy, packs; null when enrich-product did not answer for it. */
  lastMonthSale: number | null;
  /** Retail price per pack (nominal price). */
  nominalPrice: number | null;
  /** Bonus per pack sold, as typed. */
  bonus: string;
  /** One plan per cashier column, as typed, in the cashier table's order. */
  plans: string[];
  selected: boolean;
  /** When the plan holding this row was saved (ISO); null for a row added since. */
  savedAt: string | null;
}

export interface AddedProduct {
  id: number;
  name: string;
}

/** The cashier columns: the first 20 cashiers (§9). */
export const cashierColumns = (cashierNames: readonly string[]) => cashierNames.slice(0, maxCashierColumns);

/** Names that occur more than once: their plans would be stored under one key. */
export const hasRepeatedNames = (cashierNames: readonly string[]) => new Set(cashierNames).size !== cashierNames.length;

/**
 * Why a cell's text is refused ('от 0 до 10 000', 'укажите значение'), or null when it spells an
 * allowed figure. The text is kept as typed either way: nothing typed is
 * dropped or rewritten, a refused text only keeps the plan from being saved.
 */
export function cellProblem(field: PlanFigureField, text: string): string | null {
  const reading = readPlanFigure(field, text);
  return 'problem' in reading ? reading.problem : null;
}

/** The figure a cell's text spells; a refused one counts 0 in the pharmacy plan (it is never saved). */
const amountOf = (field: PlanFigureField, text: string) => {
  const reading = readPlanFigure(field, text);
  return 'value' in reading ? reading.value : 0;
};

/** The pharmacy plan: the sum of the cashier plans (§4), to the hundredth as they are typed. */
export const pharmacyPlan = (row: PlanRow) => sumMoney(row.plans.map((text) => amountOf('plan', text)));

/** A refused cell of the plan: which one, and the sentence naming the figure, the product and the cashier. */
export interface PlanViolation {
  id: number;
  /** null: the bonus; a number: that cashier column's plan. */
  cashier: number | null;
  message: string;
}

/** Every refused cell, row by row (bonus first, then the cashier plans): while any holds the plan is not saved. */
export function planViolations(rows: readonly PlanRow[], cashierNames: readonly string[]): PlanViolation[] {
  const columns = cashierColumns(cashierNames);
  return rows.flatMap((row) => {
    const bonus = cellProblem('bonus', row.bonus);
    const found: PlanViolation[] = bonus
      ? [{ id: row.id, cashier: null, message: `${planFigureRules.bonus.name} (${row.name}): ${bonus}` }]
      : [];
    row.plans.forEach((text, index) => {
      const problem = cellProblem('plan', text);
      if (problem)
        found.push({
          id: row.id,
          cashier: index,
          message: `${planFigureRules.plan.name} (${columns[index] ?? ''}, ${row.name}): ${problem}`,
        });
    });
    return found;
  });
}

/** A saved figure as its box shows it: a comma before the decimals, as the grids read. */
const textOf = (value: number) => boxText(value);

/** The saved plan as rows, with the names and figures enrich-product gave; a cashier the plan does not name has 0. */
export function rowsOfPlan(plan: SalesMotivation, enriched: EnrichedProducts, cashierNames: readonly string[]): PlanRow[] {
  const byId = new Map(enriched.map((product) => [product.id, product]));
  return plan.productProperties.map((product) => {
    const found = byId.get(product.promotionalProductId);
    return {
      id: product.promotionalProductId,
      name: found?.promotionalProductName ?? `Товар ${product.promotionalProductId}`,
      lastMonthSale: found?.lastMonthSale ?? null,
      nominalPrice: found?.nominalPrice ?? null,
      bonus: textOf(product.points),
      plans: cashierColumns(cashierNames).map((name) =>
        textOf(product.cashierObjective.find((objective) => objective.cashierNameFull === name)?.plan ?? 0),
      ),
      selected: false,
      savedAt: plan.salesMotivationUpdateDate,
    };
  });
}

/** §4: adding adds only products not yet in the plan, each with plan 1 per cashier and no bonus yet. */
export function withAddedProducts(
  rows: PlanRow[],
  added: readonly AddedProduct[],
  enriched: EnrichedProducts,
  cashierNames: readonly string[],
): PlanRow[] {
  const present = new Set(rows.map((row) => row.id));
  const byId = new Map(enriched.map((product) => [product.id, product]));
  const fresh = added
    .filter((product, index) => !present.has(product.id) && added.findIndex((other) => other.id === product.id) === index)
    .map((product): PlanRow => ({
      id: product.id,
      name: byId.get(product.id)?.promotionalProductName ?? product.name,
      lastMonthSale: byId.get(product.id)?.lastMonthSale ?? null,
      nominalPrice: byId.get(product.id)?.nominalPrice ?? null,
      bonus: '0',
      plans: cashierColumns(cashierNames).map(() => '1'),
      selected: false,
      savedAt: null,
    }));
  return [...rows, ...fresh];
}

/** The plan with the figures of the products `enriched` names (asked again after they failed). */
export function withFigures(rows: PlanRow[], enriched: EnrichedProducts): PlanRow[] {
  const byId = new Map(enriched.map((product) => [product.id, product]));
  return rows.map((row) => {
    const found = byId.get(row.id);
    return found ? { ...row, lastMonthSale: found.lastMonthSale, nominalPrice: found.nominalPrice } : row;
  });
}

/** The products of `added` the plan does not hold yet. */
export const newProductIds = (rows: PlanRow[], added: readonly AddedProduct[]) => {
  const present = new Set(rows.map((row) => row.id));
  return [...new Set(added.map((product) => product.id))].filter((id) => !present.has(id));
};

/** The last day of the month starting `monthStart` (YYYY-MM-01), YYYY-MM-DD: the plan's expirationDate (§9). */
export const monthEnd = monthEndOf;

/** The save payload of §3: every row with its bonus and each cashier's plan; no rows clears the plan. */
export function savePayload(rows: PlanRow[], monthStart: string, pharmacyId: number, cashierNames: readonly string[]): SalesMotivationSave {
  const columns = cashierColumns(cashierNames);
  const productProperties: ProductProperty[] = rows.map((row) => ({
    promotionalProductId: row.id,
    points: amountOf('bonus', row.bonus),
    cashierObjective: columns.map((cashierNameFull, index) => ({ cashierNameFull, plan: amountOf('plan', row.plans[index] ?? '') })),
  }));
  return { startDate: monthStart, expirationDate: monthEnd(monthStart), pharmacies: [pharmacyId], productProperties };
}

/**
 * What the save says it was based on: the save date the rows were loaded or last saved
 * with, so that a plan another tab saved since is answered 409 instead of overwritten. Rows that
 * carry no date (a month loaded empty, every loaded row deleted) send none, and the gateway
 * does not check.
 */
export function loadedStamp(rows: readonly PlanRow[]): Pick<SalesMotivationSave, 'salesMotivationUpdateDate'> {
  const stamp = rows.find((row) => row.savedAt !== null)?.savedAt;
  return stamp ? { salesMotivationUpdateDate: stamp } : {};
}
