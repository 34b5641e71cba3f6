import { fromPromise } from 'xstate';
import type { OrderExecuteResult, PulsPurchaseResult, PulsStockCheck, SystemOrderResult } from '../../api/contract/orders';
import {
  executeOrder,
  pulsStockCheck,
  rejectedXlsx,
  sendToPharmacySystem,
  sendToPuls,
  sendToStu,
  type OrderRequest,
} from '../../api/orders/orders';
import type { FileProgress, OrderDraft, OrderFile, OrderFileKind, OrderSource, OrderType } from './order-send.types';

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

/**
 * The order-send machine's I/O. The calls are the api module's; the order source (`orderDraft`,
 * `buildFile`) is the screen's worker, handed over in the machine's input by the screen's machine
 * that starts it. Tests swap each with `orderSendMachine.provide(...)`.
 */
export const orderSendActors = {
  orderDraft: fromPromise<OrderDraft, { source: OrderSource }>(({ input, signal }) => input.source.orderDraft(signal)),
  buildFile: fromPromise<OrderFile | null, { source: OrderSource; kind: OrderFileKind; progress?: (progress: FileProgress) => void }>(
    ({ input, signal }) => input.source.buildFile(signal, input.kind, input.progress),
  ),
  pulsStockCheck: fromPromise<PulsStockCheck, OrderRequest>(({ input, signal }) => pulsStockCheck(input, signal)),
  sendToPuls: fromPromise<PulsPurchaseResult, OrderRequest>(({ input, signal }) => sendToPuls(input, signal)),
  sendToPharmacySystem: fromPromise<SystemOrderResult, SystemOrderInput>(({ input, signal }) =>
    sendToPharmacySystem(input.type, input.request, signal),
  ),
  sendToStu: fromPromise<SystemOrderResult, SystemOrderInput>(({ input, signal }) => sendToStu(input.type, input.request, signal)),
  executeOrder: fromPromise<OrderExecuteResult, ExecuteOrderInput>(({ input, signal }) => executeOrder(input.type, input.request, signal)),
  rejectedXlsx: fromPromise<OrderFile, { orderId: string }>(async ({ input, signal }) => {
    const { blob, fileName } = await rejectedXlsx(input.orderId, signal);
    return { bytes: blob, fileName };
  }),
};
