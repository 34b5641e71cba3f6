import { fromPromise } from 'xstate';
import {
  salesMotivationCalls as calls,
  type EnrichedProducts,
  type SalesMotivationProlonged,
  type SalesMotivationSave,
  type SalesMotivationSaved,
} from '../../api/contract/sales-motivation';
import { http } from '../../api/shared/http';
import { rowsOfPlan, type PlanRow } from './sales-motivation.rows';

export interface LoadPlanInput {
  pharmacyId: number;
  monthStart: string;
  cashierNames: string[];
}

/** The month's plan with its products' names, last month's sales and prices: one load, one failure. */
export const loadPlan = fromPromise<PlanRow[], LoadPlanInput>(async ({ input, signal }) => {
  const plan = await http().request(calls.loadSalesMotivation, {
    query: { pharmacyId: input.pharmacyId, startDate: input.monthStart },
    signal,
  });
  const ids = plan.productProperties.map((product) => product.promotionalProductId);
  const enriched = ids.length ? await http().request(calls.enrichMotivationProducts, { body: { productIds: ids }, signal }) : [];
  return rowsOfPlan(plan, enriched, input.cashierNames);
});

/** The figures of products just added to the plan. */
export const enrichAdded = fromPromise<EnrichedProducts, { productIds: number[] }>(({ input, signal }) =>
  http().request(calls.enrichMotivationProducts, { body: { productIds: input.productIds }, signal }),
);

export const savePlan = fromPromise<SalesMotivationSaved, SalesMotivationSave>(({ input, signal }) =>
  // The whole plan: clearing it is the same call with no products.
  http().request(calls.saveSalesMotivation, { body: input, signal }),
);

/** Prolonged into `month` (the current month as the screen shows it), named: the back end's clock may not have turned the month yet. */
export const prolongPlan = fromPromise<SalesMotivationProlonged, { pharmacyId: number; month: string }>(({ input, signal }) =>
  http().request(calls.prolongSalesMotivation, { query: { pharmacyId: input.pharmacyId, month: input.month }, signal }),
);
