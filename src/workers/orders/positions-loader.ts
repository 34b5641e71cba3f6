import { purchaseOrderCalls } from '../../api/contract/purchase-order';
import { isExtensionAbsent, type Http } from '../../api/shared/http';
import { mergePositionLists } from '../../domain/orders/purchase/merge';
import { fromPurchasePosition, fromRecommendedProduct, fromRgPosition } from '../../domain/orders/purchase/normalize';
import type { OrderPosition } from '../../domain/orders/purchase/position';
import type { PositionsSource } from './positions-types';

/**
 * The positions worker fetches its list itself (ARCHITECTURE.md, "Workers"), through the portal's
 * http client, which parses each answer with the contract's schema: a malformed answer is a Russian
 * error, never a position with an undefined price.
 */
export interface FetchedPositions {
  positions: OrderPosition[];
  /** find-product's approximate cost (recommended order); null for the other lists. */
  answeredPrice: number | null;
}

export async function fetchPositions(http: Http, source: PositionsSource, signal?: AbortSignal): Promise<FetchedPositions> {
  switch (source.kind) {
    case 'purchaseOrder': {
      // §7.1: both services at once; where the regular one knows an initiative, its positions win.
      // The regular service's path is ours: a back end without it leaves the real-time list alone.
      const [realTime, regular] = await Promise.all([
        http.request(purchaseOrderCalls.purchasePositions, { body: source.request, signal }),
        http.request(purchaseOrderCalls.regularPurchasePositions, { body: source.request, signal }).catch((error: unknown) => {
          if (isExtensionAbsent(error)) return [];
          throw error;
        }),
      ]);
      return { positions: mergePositionLists(realTime, regular).map(fromPurchasePosition), answeredPrice: null };
    }
    case 'rg': {
      const rows = await http.request(purchaseOrderCalls.rgPositions, { body: source.request, signal });
      return { positions: rows.map(fromRgPosition), answeredPrice: null };
    }
    case 'recommended': {
      const answer = await http.request(purchaseOrderCalls.composeProducts, { body: source.request, signal });
      return { positions: answer.products.map(fromRecommendedProduct), answeredPrice: answer.price };
    }
  }
}
