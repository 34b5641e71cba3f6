import * as v from 'valibot';
import { PurchasePositions, RecommendedOrder, RgPositions, purchaseOrderPaths } from '../api/contract/purchase-order';
import type { Http, Service } from '../api/http';
import { mergePositionLists } from '../domain/purchase/merge';
import { fromPurchasePosition, fromRecommendedProduct, fromRgPosition } from '../domain/purchase/normalize';
import type { OrderPosition } from '../domain/purchase/position';
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

/** A POST of the contract's full path (service prefix included) through `http`. */
function post<S extends v.GenericSchema>(http: Http, service: Service, path: string, schema: S, body: unknown, signal?: AbortSignal) {
  return http.call(service, path.slice(service.length), schema, { method: 'POST', body, signal }) as Promise<v.InferOutput<S>>;
}

export async function fetchPositions(http: Http, source: PositionsSource, signal?: AbortSignal): Promise<FetchedPositions> {
  switch (source.kind) {
    case 'purchaseOrder': {
      // §7.1: both services at once; where the regular one knows an initiative, its positions win.
      const [realTime, regular] = await Promise.all([
        post(http, '/reports-rt', purchaseOrderPaths.positions, PurchasePositions, source.request, signal),
        post(http, '/reports', purchaseOrderPaths.regularPositions, PurchasePositions, source.request, signal),
      ]);
      return { positions: mergePositionLists(realTime, regular).map(fromPurchasePosition), answeredPrice: null };
    }
    case 'rg': {
      const rows = await post(http, '/reports-rt', purchaseOrderPaths.rgPositions, RgPositions, source.request, signal);
      return { positions: rows.map(fromRgPosition), answeredPrice: null };
    }
    case 'recommended': {
      const answer = await post(http, '/reports-rt', purchaseOrderPaths.composeProducts, RecommendedOrder, source.request, signal);
      return { positions: answer.products.map(fromRecommendedProduct), answeredPrice: answer.price };
    }
  }
}
