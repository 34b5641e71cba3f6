import { orderDraftCalls, type OrderDraft, type OrderDraftAnswer, type OrderDraftScreen } from '../contract/order-drafts';
import { http } from '../shared/http';

/**
 * Order drafts (our extension, src/api/contract/order-drafts.ts): the signed-in user's draft of
 * one order screen for its pharmacy. A back end without them answers 404 or 501; the draft
 * machine (src/machines/orders/order-draft.machine.ts) takes that as "drafts are not kept here".
 */
export interface DraftOf {
  screen: OrderDraftScreen;
  pharmacyId: number;
}

/** GET: the draft kept now (null: none) and its revision. */
export function loadOrderDraft({ screen, pharmacyId }: DraftOf, signal?: AbortSignal): Promise<OrderDraftAnswer> {
  return http().request(orderDraftCalls.loadOrderDraft, { params: { screen }, query: { pharmacyId }, signal });
}

/** PUT: the draft made from `revision`; a 409 when another tab saved since. */
export function saveOrderDraft(
  { screen, pharmacyId }: DraftOf,
  revision: number,
  draft: OrderDraft,
  signal?: AbortSignal,
): Promise<OrderDraftAnswer> {
  return http().request(orderDraftCalls.saveOrderDraft, { params: { screen }, query: { pharmacyId }, body: { revision, draft }, signal });
}

/** DELETE: the draft cleared (the user's «Очистить черновик», or a sent order). */
export function clearOrderDraft({ screen, pharmacyId }: DraftOf, signal?: AbortSignal): Promise<OrderDraftAnswer> {
  return http().request(orderDraftCalls.clearOrderDraft, { params: { screen }, query: { pharmacyId }, signal });
}
