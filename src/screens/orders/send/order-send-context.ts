import { createContext, useContext, type RefObject } from 'react';
import type { OrderSendActor } from '../../../machines/orders/order-send.parent';

export type { OrderSendActor } from '../../../machines/orders/order-send.parent';

export interface OrderSendHandle {
  /** The screen machine's order-send child. */
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
  if (!handle) throw new Error('The order-send components need <OrderSendProvider> above them');
  return handle;
}

/** The order-send actor of the screen; components select from it only what they render. */
export const useOrderSendActor = (): OrderSendActor => useOrderSendHandle().actor;

export const useOrderSendInvoker = () => useOrderSendHandle().invoker;

export const useOrderSendPanelSlot = () => useOrderSendHandle().panelSlot;
