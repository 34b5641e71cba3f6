import { fromPromise } from 'xstate';
import {
  orderCalls,
  type OrderExecuteResult,
  type OrderKind,
  type OrderProducts,
  type OrderType,
  type PulsPurchaseResult,
  type PulsStockCheck,
  type SystemOrderResult,
} from '../../api/contract/orders';
import type { OrderLine } from '../../domain/orders/positions';
import { http } from '../../api/shared/http';
import type { FileProgress, OrderDraft, OrderFile, OrderFileKind, OrderSource } from './order-send.types';

/**
 * One order as every order screen sends it (spec §7.3): the lines above 0, and the pharmacy when
 * staff order for one (a pharmacy user's own pharmacy needs none: the gateway knows it from the token).
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

/** What a system send is given: the order type (the path) and the order. */
export interface SystemOrderInput {
  type: OrderType;
  request: OrderRequest;
}

/** The purchase service places purchase ('pi') and RG ('rg') orders only. */
export interface ExecuteOrderInput {
  type: 'pi' | 'rg';
  request: OrderRequest;
}

/** The body of every order send: the type and kind ride along only when the screen has them. */
function orderProducts({ lines, pharmacyId, type, kind }: OrderRequest): OrderProducts {
  return {
    productsList: lines,
    ...(pharmacyId == null ? {} : { pharmacyId }),
    ...(type ? { orderType: type } : {}),
    ...(kind ? { orderKind: kind } : {}),
  };
}

/** An order placed with a system, sent once: its body and, when the order has a key, the Idempotency-Key header (never in the body). */
const sentOnce = (request: OrderRequest) => ({
  body: orderProducts(request),
  ...(request.idempotencyKey ? { headers: { 'idempotency-key': request.idempotencyKey } } : {}),
});

/**
 * The order-send machine's I/O. The sends are the declared order calls; the order source
 * (`orderDraft`, `buildFile`) is the screen's worker, handed over in the machine's input by the
 * screen's machine that starts it. Tests swap each with `orderSendMachine.provide(...)`.
 */
export const orderSendActors = {
  orderDraft: fromPromise<OrderDraft, { source: OrderSource }>(({ input, signal }) => input.source.orderDraft(signal)),
  buildFile: fromPromise<OrderFile | null, { source: OrderSource; kind: OrderFileKind; progress?: (progress: FileProgress) => void }>(
    ({ input, signal }) => input.source.buildFile(signal, input.kind, input.progress),
  ),
  // What the Пульс warehouse would refuse, before the order is confirmed: a question, so no key.
  pulsStockCheck: fromPromise<PulsStockCheck, OrderRequest>(({ input, signal }) =>
    http().request(orderCalls.pulsStockCheck, { body: orderProducts(input), signal }),
  ),
  sendToPuls: fromPromise<PulsPurchaseResult, OrderRequest>(({ input, signal }) =>
    http().request(orderCalls.sendToPuls, { ...sentOnce(input), signal }),
  ),
  sendToPharmacySystem: fromPromise<SystemOrderResult, SystemOrderInput>(({ input, signal }) =>
    http().request(orderCalls.sendToPharmacySystem, { params: { type: input.type }, ...sentOnce(input.request), signal }),
  ),
  sendToStu: fromPromise<SystemOrderResult, SystemOrderInput>(({ input, signal }) =>
    http().request(orderCalls.sendToStu, { params: { type: input.type }, ...sentOnce(input.request), signal }),
  ),
  executeOrder: fromPromise<OrderExecuteResult, ExecuteOrderInput>(({ input, signal }) =>
    http().request(input.type === 'rg' ? orderCalls.purchaseOrderRgExecute : orderCalls.purchaseOrderExecute, {
      ...sentOnce(input.request),
      signal,
    }),
  ),
  rejectedXlsx: fromPromise<OrderFile, { orderId: string }>(async ({ input, signal }) => {
    const { blob, fileName } = await http().requestFile(orderCalls.rejectedXlsx, { params: { orderId: input.orderId }, signal });
    return { bytes: blob, fileName };
  }),
};
