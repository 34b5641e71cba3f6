import {
  orderCalls,
  type OrderExecuteResult,
  type OrderHistory,
  type OrderHistoryQuery,
  type OrderKind,
  type OrderLines,
  type OrderProducts,
  type OrderSystemName,
  type OrderType,
  type PulsPurchaseResult,
  type PulsStockCheck,
  type SystemOrderResult,
} from '../contract/orders';
import type { OrderLine } from '../../domain/orders/positions';
import { http, type FileAnswer } from '../shared/http';

/**
 * The order calls of spec §7.3 under /pharmacy-cabinet-purchase-service, one function per call.
 * Every order screen sends the same body: the lines above 0, and the pharmacy when staff order
 * for one (a pharmacy user's own pharmacy needs none: the gateway knows it from the token).
 */
export interface OrderRequest {
  lines: OrderLine[];
  pharmacyId?: number | null;
  /** The screen's order type; sent along so the history can tell a forecast's Пульс order from another's. */
  type?: OrderType;
  /** The screen, finer than the type ('recommended' for a 'pi' order of the recommended order); the history names it. */
  kind?: OrderKind;
  /**
   * Made once per confirmed order: sent as the Idempotency-Key header, so a repeat of
   * this order (a double click, a retry after a lost answer) is answered as the first, not stored
   * again. Our extension; a gateway without it just stores the order.
   */
  idempotencyKey?: string;
}

/** The Idempotency-Key header of an order send, when the order has a key. */
const keyHeaders = ({ idempotencyKey }: OrderRequest) => (idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {});

function body({ lines, pharmacyId, type, kind }: OrderRequest): OrderProducts {
  return {
    productsList: lines,
    ...(pharmacyId == null ? {} : { pharmacyId }),
    ...(type ? { orderType: type } : {}),
    ...(kind ? { orderKind: kind } : {}),
  };
}

/** POST v1/puls/purchase: the wholesale order; its number and the positions Пульс rejected. */
export function sendToPuls(request: OrderRequest, signal?: AbortSignal): Promise<PulsPurchaseResult> {
  return http().request(orderCalls.sendToPuls, { body: body(request), signal, ...keyHeaders(request) });
}

/** GET v1/puls/purchase/{id}/rejected.xlsx: the rejected positions of a wholesale order. */
export function rejectedXlsx(orderId: string | number, signal?: AbortSignal): Promise<FileAnswer> {
  return http().requestFile(orderCalls.rejectedXlsx, { params: { orderId: String(orderId) }, signal });
}

/** POST v1/pharmsm/{type}/purchase/: the order to the pharmacy ordering system. */
export function sendToPharmacySystem(type: OrderType, request: OrderRequest, signal?: AbortSignal): Promise<SystemOrderResult> {
  return http().request(orderCalls.sendToPharmacySystem, { params: { type }, body: body(request), signal, ...keyHeaders(request) });
}

/** POST stu/v1/{type}/purchase/: the order to the trade-unit ordering system СТУ. */
export function sendToStu(type: OrderType, request: OrderRequest, signal?: AbortSignal): Promise<SystemOrderResult> {
  return http().request(orderCalls.sendToStu, { params: { type }, body: body(request), signal, ...keyHeaders(request) });
}

/**
 * POST v1/profit-forecast-for-puls: the gateway's csv of the order for the wholesale information
 * system. The forecast builds the same file in its worker; this is for screens without one.
 */
export function pulsFile(request: OrderRequest, signal?: AbortSignal): Promise<FileAnswer> {
  return http().requestFile(orderCalls.profitForecastForPuls, { body: body(request), signal });
}

/** The order files the gateway builds from an order (§7.3 blob calls). */
export type OrderFileCall =
  'purchaseOrderForPuls' | 'purchaseOrderInitiative' | 'purchaseOrderRgSimple' | 'purchaseOrderRgForPuls' | 'orderCompose';

/** POST one of the blob calls: the file of the order's rows above 0, under the gateway's name. */
export function orderFile(call: OrderFileCall, request: OrderRequest, signal?: AbortSignal): Promise<FileAnswer> {
  return http().requestFile(orderCalls[call], { body: body(request), signal });
}

/** POST purchase-order-execute (pi) or purchase-order-rg-execute (rg): the order placed with the purchase service. */
export function executeOrder(type: 'pi' | 'rg', request: OrderRequest, signal?: AbortSignal): Promise<OrderExecuteResult> {
  const call = type === 'rg' ? orderCalls.purchaseOrderRgExecute : orderCalls.purchaseOrderExecute;
  return http().request(call, { body: body(request), signal, ...keyHeaders(request) });
}

/** POST puls/stock-check: what the Пульс warehouse would refuse, before the order is confirmed. */
export function pulsStockCheck(request: OrderRequest, signal?: AbortSignal): Promise<PulsStockCheck> {
  return http().request(orderCalls.pulsStockCheck, { body: body(request), signal });
}

/** GET orders: the pharmacy's orders of the last days, newest first. */
export function orderHistory(query: OrderHistoryQuery, signal?: AbortSignal): Promise<OrderHistory> {
  return http().request(orderCalls.orderHistory, { query, signal });
}

/** GET orders/{system}/{orderId}/lines: every line of one order, taken or refused (our extension). */
export function orderLines(system: string, orderId: string, signal?: AbortSignal): Promise<OrderLines> {
  // The history names the system; a name the gateway does not know is its 400, as before.
  return http().request(orderCalls.orderLines, { params: { system: system as OrderSystemName, orderId }, signal });
}
