import { salesMotivationCalls as calls, type FindMotivationProductRequest, type SalesMotivationSave } from '../contract/sales-motivation';
import { http } from '../shared/http';

/**
 * The calls of the sales-motivation plan editor (spec §2.7, §7.1 cashier-initiative calls, §7.5):
 * the month's plan, its save and prolong under /initiative-management, and the real-time calls
 * that fill the filters and the product picker.
 */

/** GET the plan of the month starting `startDate` (YYYY-MM-01). */
export function loadSalesMotivation(pharmacyId: number, startDate: string, signal?: AbortSignal) {
  return http().request(calls.loadSalesMotivation, { query: { pharmacyId, startDate }, signal });
}

/** POST the plan; clearing is the same call with no products. */
export function saveSalesMotivation(plan: SalesMotivationSave, signal?: AbortSignal) {
  return http().request(calls.saveSalesMotivation, { body: plan, signal });
}

/** POST prolong: the previous month's plan becomes the current month's. */
export function prolongSalesMotivation(pharmacyId: number, signal?: AbortSignal) {
  return http().request(calls.prolongSalesMotivation, { query: { pharmacyId }, signal });
}

/** GET current-contract: the contracts running now, for the contract filter. */
export function currentContracts(pharmacyId: number, signal?: AbortSignal) {
  return http().request(calls.currentContracts, { query: { pharmacyId }, signal });
}

/** POST find-promoter: the promoters of the chosen initiatives. */
export function findMotivationPromoters(initiativeIds: number[], signal?: AbortSignal) {
  return http().request(calls.findMotivationPromoters, { body: { initiativeIds }, signal });
}

/** POST find-product: the products the picker offers for the chosen contracts, initiatives and promoters. */
export function findMotivationProducts(request: FindMotivationProductRequest, signal?: AbortSignal) {
  return http().request(calls.findMotivationProducts, { body: request, signal });
}

/** POST enrich-product: names, last month's sales and prices of the plan's products. */
export function enrichMotivationProducts(productIds: number[], signal?: AbortSignal) {
  return http().request(calls.enrichMotivationProducts, { body: { productIds }, signal });
}
