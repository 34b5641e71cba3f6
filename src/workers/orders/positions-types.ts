import type { PortalConfig } from '../../api/contract/config';
import type { FindProductRequest, PurchaseOrderRequest, RgPositionsRequest } from '../../api/contract/purchase-order';
import type { DraftChange, KeptEdit } from '../../domain/orders/draft-changes';
import type { PositionOptions } from '../../domain/orders/purchase/options';
import type { OrderPosition, PositionFilter, PositionTotals } from '../../domain/orders/purchase/position';
import type { OrderDraft, OrderFile } from '../../domain/orders/order-draft';

/**
 * What crosses between the positions worker and the main thread (ARCHITECTURE.md, "Workers"):
 * the worker owns the positions of one order screen; the page gets totals, counts and the rows of
 * the visible window. Up to 100 000 positions never cross as a whole.
 */

/** Which list to fetch: each screen's call(s) with its request (the worker adds nothing). */
export type PositionsSource =
  /** §7.1: purchase-order from the real-time and the regular service, merged (regular wins). */
  | { kind: 'purchaseOrder'; request: PurchaseOrderRequest }
  /** §7.1: recommended-goods (the RG positions). */
  | { kind: 'rg'; request: RgPositionsRequest }
  /** §7.1: order-compose/find-product (the recommended products and the answer's price). */
  | { kind: 'recommended'; request: FindProductRequest };

export interface PositionsLoadRequest {
  source: PositionsSource;
  config: Pick<PortalConfig, 'serviceAddress' | 'endpointPrefix'>;
  /** The access token now; a fresher one comes from the session (as the forecast worker's). */
  token: string | null;
  /** A kept draft's typed lines: applied once the list is in, matched by key (positionKey). */
  edits?: readonly KeptEdit[];
}

export interface PositionsLoaded {
  /** Positions held. */
  count: number;
  /** find-product's `price` (recommended order); null for the other lists. */
  answeredPrice: number | null;
  /** What the positions offer the filters (the RG order's options come from its positions). */
  options?: PositionOptions;
  /** What changed under the draft's typed lines since they were typed (lines gone, prices, stock). */
  draftChanges?: DraftChange[];
  /** Positions the Пульс warehouse does not stock (recommended order; 0 for the other lists): they start at 0 packs. */
  notStocked?: number;
}

export interface PositionsView {
  /** Counts every applied filter: a window carries the revision it was read from. */
  revision: number;
  /** Positions the filter keeps: the grid's row count. */
  matching: number;
  totals: PositionTotals;
}

/** A row of the grid: the position, its index in the worker (stable across filters) and the typed quantity. */
export interface PositionRow extends OrderPosition {
  index: number;
  /** What the quantity cell shows: the typed text, or the proposal as digits. */
  orderText: string;
}

export interface PositionsWindow {
  revision: number;
  /** Grid position of rows[0]. */
  start: number;
  rows: PositionRow[];
}

/** The main thread's handle on a positions worker; one per order screen. */
export interface PositionsWorker {
  load(request: Omit<PositionsLoadRequest, 'token'>): Promise<PositionsLoaded>;
  setFilter(filter: PositionFilter): Promise<PositionsView>;
  window(start: number, end: number): Promise<PositionsWindow>;
  /** The user typed into position `index`'s quantity; text that is not ≤ 12 digits is ignored (totals unchanged). */
  editQuantity(index: number, text: string): Promise<PositionTotals>;
  /** The order as sent: one line per product of the matching positions above 0, with its sum. */
  orderDraft(): Promise<OrderDraft>;
  /** 'the whole list' (RG): every matching position, ordered or not, as an xlsx; null when none. */
  wholeListFile(): Promise<OrderFile | null>;
  /** The quantities typed, once per position key, for the screen's draft; none while no list is held. Read once the screen's calls are answered. */
  typedEdits(): Promise<KeptEdit[]>;
  /** Keeps the worker while the screen is open; the returned release lets it end. */
  retain(): () => void;
}
