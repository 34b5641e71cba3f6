import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { orderSendMachine } from '../../../machines/orders/order-send.machine';
import type { OrderSendActor } from '../../../machines/orders/order-send.parent';
import { selectBusy, selectPreparingFile, selectSending } from '../../../machines/orders/order-send.selectors';
import { OrderSendContext, useOrderSendActor, useOrderSendInvoker } from './order-send-context';
import { OrderConfirmDialog } from './OrderConfirmDialog';
import { DefaultOrderResultPanel } from './OrderResultPanel';
import { PulsResultModal } from './PulsResultModal';
import { saveFile } from './save-file';

export type {
  OrderDraft,
  OrderFile,
  OrderFileKind,
  OrderLine,
  OrderSendEvent,
  OrderSource,
  OrderType,
} from '../../../machines/orders/order-send.types';

/**
 * The order-send machine as the order screens' machines start it in the browser: its files save
 * themselves (the screen provides it as their child 'orderSend').
 */
export const browserOrderSend = orderSendMachine.provide({ actions: { saveFile: (_, file) => saveFile(file) } });

interface OrderSendProviderProps {
  /** The screen machine's child 'orderSend' (order-send.parent.ts). */
  actor: OrderSendActor;
  children: ReactNode;
}

/**
 * Shows what the order-send child of the screen's machine is doing, for the screen it wraps: the
 * confirmation 'Подтверждение заказа', the modal 'Результат отправки заказа в Пульс', and the other
 * systems' answers in the result panel under the screen (or where the screen places
 * <OrderResultPanel />). The screen's machine sends the orders; this only renders and passes on
 * what the user answers in them.
 */
export function OrderSendProvider({ actor, children }: OrderSendProviderProps) {
  const invoker = useRef<HTMLElement | null>(null);
  const [placedPanels, setPlacedPanels] = useState(0);
  const place = useCallback(() => {
    setPlacedPanels((count) => count + 1);
    return () => setPlacedPanels((count) => count - 1);
  }, []);
  const handle = useMemo(() => ({ actor, invoker, panelSlot: { placed: placedPanels > 0, place } }), [actor, placedPanels, place]);

  return (
    <OrderSendContext value={handle}>
      {children}
      <DefaultOrderResultPanel />
      <PulsResultModal />
      <OrderConfirmDialog />
    </OrderSendContext>
  );
}

/** What an order screen's controls read of the order-send child. */
export interface OrderSend {
  /** A file is being built: progress cursor, the execute button waits. */
  isPreparingFile: boolean;
  /** An order is being confirmed or is on its way to Пульс, the pharmacy ordering system, СТУ or the purchase service. */
  isSending: boolean;
  /** Anything under way or the result modal open: a new action would be ignored. */
  isBusy: boolean;
  /**
   * The control the user acts with ('Выполнить'): the screen disables it while the order is on its
   * way, which drops the focus, so the dialogs hand the focus back to it when they close.
   */
  rememberInvoker: (control: HTMLElement) => void;
}

export function useOrderSend(): OrderSend {
  const actor = useOrderSendActor();
  const invoker = useOrderSendInvoker();
  const rememberInvoker = useCallback((control: HTMLElement) => void (invoker.current = control), [invoker]);
  return {
    isPreparingFile: useSelector(actor, selectPreparingFile),
    isSending: useSelector(actor, selectSending),
    isBusy: useSelector(actor, selectBusy),
    rememberInvoker,
  };
}
