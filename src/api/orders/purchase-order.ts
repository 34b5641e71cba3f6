import { purchaseOrderCalls, type FindPromoterSupplierRequest, type PurchaseFilterOptionsRequest } from '../contract/purchase-order';
import { http, type Http } from '../shared/http';

/**
 * The small calls of the purchase-order screens, made on the main thread by their machines. The
 * position lists themselves are fetched by the positions worker (src/workers/positions-*.ts),
 * which takes the same declarations.
 */
const calls = purchaseOrderCalls;

/** GET initiative-types: the types of the pharmacy's initiatives running now. */
export function initiativeTypeOptions(pharmacyId: number, signal?: AbortSignal) {
  return http().request(calls.initiativeTypeOptions, { query: { pharmacyId }, signal });
}

/**
 * The filter options of a purchase order from one service (§7.1: fetched from both and merged,
 * see src/domain/orders/purchase/merge.ts). `client` lets the worker pass its own http.
 */
export function purchaseFilterOptions(
  source: 'realTime' | 'regular',
  request: PurchaseFilterOptionsRequest,
  signal?: AbortSignal,
  client: Http = http(),
) {
  const call = source === 'realTime' ? calls.purchaseFilterOptions : calls.regularPurchaseFilterOptions;
  return client.request(call, { body: request, signal });
}

/** GET plan: the purchase plan of one initiative in SIP prices (§7.2). */
export function initiativePlan(pharmacyId: number, initiativeId: number, signal?: AbortSignal) {
  return http().request(calls.initiativePlan, { params: { pharmacyId: String(pharmacyId), initiativeId: String(initiativeId) }, signal });
}

/** GET pharmacy-rg-promoters: the promoters of the pharmacy's RG positions. */
export function rgPromoters(pharmacyId: number, signal?: AbortSignal) {
  return http().request(calls.rgPromoters, { query: { pharmacyId }, signal });
}

/** GET current-procurement-…-mandatory-matrix: initiatives a recommended order can be built for. */
export function composeInitiatives(pharmacyId: number, signal?: AbortSignal) {
  return http().request(calls.composeInitiatives, { query: { pharmacyId }, signal });
}

/** POST find-promoter-supplier: promoters and supplier groups of the chosen initiatives. */
export function composePromoterSupplier(request: FindPromoterSupplierRequest, signal?: AbortSignal) {
  return http().request(calls.composePromoterSupplier, { body: request, signal });
}
