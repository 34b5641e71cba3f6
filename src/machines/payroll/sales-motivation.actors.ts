import { fromPromise } from 'xstate';
import type {
  EnrichedProducts,
  SalesMotivationProlonged,
  SalesMotivationSave,
  SalesMotivationSaved,
} from '../../api/contract/sales-motivation';
import {
  enrichMotivationProducts,
  loadSalesMotivation,
  prolongSalesMotivation,
  saveSalesMotivation,
} from '../../api/payroll/sales-motivation';
import { rowsOfPlan, type PlanRow } from './sales-motivation.rows';

export interface LoadPlanInput {
  pharmacyId: number;
  monthStart: string;
  cashierNames: string[];
}

/** The month's plan with its products' names, last month's sales and prices: one load, one failure. */
export const loadPlan = fromPromise<PlanRow[], LoadPlanInput>(async ({ input, signal }) => {
  const plan = await loadSalesMotivation(input.pharmacyId, input.monthStart, signal);
  const ids = plan.productProperties.map((product) => product.promotionalProductId);
  const enriched = ids.length ? await enrichMotivationProducts(ids, signal) : [];
  return rowsOfPlan(plan, enriched, input.cashierNames);
});

/** The figures of products just added to the plan. */
export const enrichAdded = fromPromise<EnrichedProducts, { productIds: number[] }>(({ input, signal }) =>
  enrichMotivationProducts(input.productIds, signal),
);

export const savePlan = fromPromise<SalesMotivationSaved, SalesMotivationSave>(({ input, signal }) => saveSalesMotivation(input, signal));

export const prolongPlan = fromPromise<SalesMotivationProlonged, { pharmacyId: number }>(({ input, signal }) =>
  prolongSalesMotivation(input.pharmacyId, signal),
);
