import {
  CurrentComposeInitiatives,
  InitiativePlan,
  InitiativeTypeOptions,
  PromoterSupplierOptions,
  PurchaseFilterOptions,
  RgPromoters,
  purchaseOrderPaths,
  type FindPromoterSupplierRequest,
  type PurchaseOrderRequest,
} from './contract/purchase-order';
import { http, type Http, type Service } from './http';

/**
 * The small calls of the purchase-order screens, made on the main thread by their machines. The
 * position lists themselves are fetched by the positions worker (src/workers/positions-*.ts),
 * which takes the same paths.
 */
const inService = (service: Service, path: string) => {
  if (!path.startsWith(`${service}/`)) throw new Error(`${path} is not under ${service}`);
  return path.slice(service.length);
};
const rt = '/reports-rt' as const;
const regular = '/reports' as const;

/** GET initiative-types: the types of the pharmacy's initiatives running now. */
export function initiativeTypeOptions(pharmacyId: number, signal?: AbortSignal) {
  return http().call(rt, inService(rt, purchaseOrderPaths.initiativeTypes), InitiativeTypeOptions, { query: { pharmacyId }, signal });
}

/**
 * The filter options of a purchase order from one service (§7.1: fetched from both and merged,
 * see src/domain/purchase/merge.ts). `client` lets the worker pass its own http.
 */
export function purchaseFilterOptions(source: 'realTime' | 'regular', request: PurchaseOrderRequest, signal?: AbortSignal, client: Http = http()) {
  const [service, path] = source === 'realTime' ? [rt, purchaseOrderPaths.filtersOptions] : [regular, purchaseOrderPaths.regularFiltersOptions];
  return client.call(service, inService(service, path), PurchaseFilterOptions, { method: 'POST', body: request, signal });
}

/** GET plan: the purchase plan of one initiative in SIP prices (§7.2). */
export function initiativePlan(pharmacyId: number, initiativeId: number, signal?: AbortSignal) {
  return http().call(regular, inService(regular, purchaseOrderPaths.initiativePlan(pharmacyId, initiativeId)), InitiativePlan, { signal });
}

/** GET pharmacy-rg-promoters: the promoters of the pharmacy's RG positions. */
export function rgPromoters(pharmacyId: number, signal?: AbortSignal) {
  return http().call(rt, inService(rt, purchaseOrderPaths.rgPromoters), RgPromoters, { query: { pharmacyId }, signal });
}

/** GET current-procurement-…-mandatory-matrix: initiatives a recommended order can be built for. */
export function composeInitiatives(pharmacyId: number, signal?: AbortSignal) {
  return http().call(rt, inService(rt, purchaseOrderPaths.composeInitiatives), CurrentComposeInitiatives, { query: { pharmacyId }, signal });
}

/** POST find-promoter-supplier: promoters and supplier groups of the chosen initiatives. */
export function composePromoterSupplier(request: FindPromoterSupplierRequest, signal?: AbortSignal) {
  return http().call(rt, inService(rt, purchaseOrderPaths.composePromoterSupplier), PromoterSupplierOptions, { method: 'POST', body: request, signal });
}
