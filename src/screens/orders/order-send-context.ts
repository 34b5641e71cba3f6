import { createContext, useContext, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { orderSendMachine } from '../../machines/order-send.machine';

export type OrderSendActor = ActorRefFrom<typeof orderSendMachine>;

export interface OrderSendHandle {
  actor: OrderSendActor;
  /**
   * The control the user last acted with. Screens disable their controls while an order is on
   * its way, which drops the focus, so the result modal hands it back here when it closes.
   */
  invoker: RefObject<HTMLElement | null>;
  /** Where the result panel is: placed by the screen, or the provider's own under it. */
  panelSlot: OrderResultPanelSlot;
}

export interface OrderResultPanelSlot {
  /** A panel the screen placed is on the page. */
  placed: boolean;
  /** The screen's panel says it is there; the returned function, that it is gone. */
  place: () => () => void;
}

export const OrderSendContext = createContext<OrderSendHandle | null>(null);

function useOrderSendHandle(): OrderSendHandle {
  const handle = useContext(OrderSendContext);
  if (!handle) throw new Error('useOrderSend needs <OrderSendProvider> above it');
  return handle;
}

/** The order-send actor of the screen; components select from it only what they render. */
export const useOrderSendActor = (): OrderSendActor => useOrderSendHandle().actor;

export const useOrderSendInvoker = () => useOrderSendHandle().invoker;

export const useOrderSendPanelSlot = () => useOrderSendHandle().panelSlot;
