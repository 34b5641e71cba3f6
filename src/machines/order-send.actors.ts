import { fromPromise } from 'xstate';
import type { PulsPurchaseResult, SystemOrderResult } from '../api/contract/orders';
import { rejectedXlsx, sendToPharmacySystem, sendToPuls, sendToStu, type OrderRequest } from '../api/orders';
import type { OrderDraft, OrderFile, OrderFileKind, OrderType } from './order-send.types';

/** What a system send is given: the order type (the path) and the order. */
export interface SystemOrderInput {
  type: OrderType;
  request: OrderRequest;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`Источник заказа не подключён (${name}): оберните экран в <OrderSendProvider>.`));

/**
 * The order-send machine's I/O. The calls are the api module's; the order source (`orderDraft`,
 * `buildFile`) is the screen's and comes in with `orderSendMachine.provide(...)`, as do fakes in
 * tests.
 */
export const orderSendActors = {
  orderDraft: fromPromise<OrderDraft>(notProvided('orderDraft')),
  buildFile: fromPromise<OrderFile | null, { kind: OrderFileKind }>(notProvided('buildFile')),
  sendToPuls: fromPromise<PulsPurchaseResult, OrderRequest>(({ input, signal }) => sendToPuls(input, signal)),
  sendToPharmacySystem: fromPromise<SystemOrderResult, SystemOrderInput>(({ input, signal }) =>
    sendToPharmacySystem(input.type, input.request, signal),
  ),
  sendToStu: fromPromise<SystemOrderResult, SystemOrderInput>(({ input, signal }) => sendToStu(input.type, input.request, signal)),
  rejectedXlsx: fromPromise<OrderFile, { orderId: string }>(async ({ input, signal }) => {
    const { blob, fileName } = await rejectedXlsx(input.orderId, signal);
    return { bytes: blob, fileName };
  }),
};
