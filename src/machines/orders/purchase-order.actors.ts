import { fromPromise } from 'xstate';
import { purchaseOrderCalls, type InitiativeTypeOptions, type PurchaseFilterOptionsRequest } from '../../api/contract/purchase-order';
import { mergeFilterOptions, noFilterOptions } from '../../domain/orders/purchase/merge';
import { purchaseOrderTypes, typesOfInitiatives } from '../../domain/orders/purchase/types-from-initiatives';
import { reportsRtCalls } from '../../api/contract/reports-rt-overview';
import { http, isExtensionAbsent } from '../../api/shared/http';
import type { FiltersLoaded, FiltersRequest } from './purchase-order.types';

/**
 * The purchase order's I/O, each a named actor so tests swap it. The small calls run on the main
 * thread; the positions are fetched and kept by the positions worker (positions-order.machine.ts). The filter options come
 * from both report services and are merged (§7.1), and the plan is asked only for `planOf`.
 */
export const loadTypes = fromPromise<InitiativeTypeOptions, { pharmacyId: number }>(async ({ input, signal }) => {
  try {
    return await http().request(purchaseOrderCalls.initiativeTypeOptions, { query: { pharmacyId: input.pharmacyId }, signal });
  } catch (error) {
    // Our type list is an extension: without it, the types come from the spec's own call.
    if (!isExtensionAbsent(error)) throw error;
    // The pharmacy named (staff; a pharmacy user gets its own whatever the id).
    const running = await http().request(reportsRtCalls.findCurrentByTypes, {
      query: { id: input.pharmacyId },
      body: { types: [...purchaseOrderTypes] },
      signal,
    });
    return typesOfInitiatives(running);
  }
});

/**
 * The regular service's options: its paths are ours (the spec names only the real-time one's), so
 * a back end without them leaves the real-time service's options alone.
 */
async function regularFilterOptions(request: PurchaseFilterOptionsRequest, signal: AbortSignal) {
  try {
    return await http().request(purchaseOrderCalls.regularPurchaseFilterOptions, { body: request, signal });
  } catch (error) {
    if (!isExtensionAbsent(error)) throw error;
    return noFilterOptions;
  }
}

export const loadFilters = fromPromise<FiltersLoaded, FiltersRequest>(async ({ input, signal }) => {
  const request = { pharmacyId: input.pharmacyId, initiativeTypeId: input.typeId, selectedInitiatives: input.initiatives };
  const [realTime, regular, plan] = await Promise.all([
    http().request(purchaseOrderCalls.purchaseFilterOptions, { body: request, signal }),
    regularFilterOptions(request, signal),
    input.planOf === null
      ? null
      : http().request(purchaseOrderCalls.initiativePlan, {
          params: { pharmacyId: String(input.pharmacyId), initiativeId: String(input.planOf) },
          signal,
        }),
  ]);
  return { options: mergeFilterOptions(realTime, regular), planSum: plan?.planSum ?? null };
});
